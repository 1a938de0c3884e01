// A capture is told in the log: the move that sets it off (an arcane missile's target) names a
// direction, so the log adds which card was captured, where, and by which card.

import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../agents/registry.js';
import type { Agent } from '../../../agents/agent.js';
import { Rng, STREAM_AGENT } from '../../../src/core/rng.js';
import { A_ARC } from '../../../src/games/warsong/ids.js';
import { streamingLog } from '../../../src/sim/play-log.js';
import { answer, place, scenario } from './scenario.js';

const arcaneShot = () => {
  const s = scenario({ board: [{ card: 'Clan Dýr Warsinger', at: 'b2', owner: 1, facing: 'N' }], hands: [['Northbourne Battlemage'], []] });
  place(s, 'Northbourne Battlemage', 'b4');
  return s;
};

describe('capture narration', () => {
  it('says what was captured, where, and by which card', () => {
    const s = arcaneShot();
    const told: string[] = [];
    s.setNarrator((l) => void told.push(l));
    answer(s, A_ARC + 4);
    expect(told).toEqual(["P2's Clan Dýr Warsinger at b2 is captured by P1's Northbourne Battlemage"]);
  });

  it('prints the line under the move in the play log', () => {
    const s = arcaneShot();
    const lines: string[] = [];
    const log = streamingLog((l) => void lines.push(l));
    log.hooks.onStart!(s);
    const description = s.describeAction(s.answerBase + A_ARC + 4);
    answer(s, A_ARC + 4);
    const agent: Agent = createAgent('random', { game: s.game, rng: new Rng(1, STREAM_AGENT) });
    log.hooks.onDecision!(s, 0, s.answerBase + A_ARC + 4, agent, description, null);
    const at = lines.findIndex((l) => l.endsWith('P1: P1 arcane missile target: two north'));
    const turn = /^\[turn \d+\]/.exec(lines[at]!)![0];
    expect(lines[at + 1]).toBe(`${turn}   -> P2's Clan Dýr Warsinger at b2 is captured by P1's Northbourne Battlemage`);
  });

  it('is silent in clones (search never narrates)', () => {
    const s = arcaneShot();
    const told: string[] = [];
    s.setNarrator((l) => void told.push(l));
    const twin = s.clone();
    twin.apply(s.answerBase + A_ARC + 4);
    expect(told).toEqual([]);
  });
});
