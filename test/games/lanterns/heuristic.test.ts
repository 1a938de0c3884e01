// Duel of Lanterns' policy against random play from both seats, and its choices from concrete
// positions: it takes a lethal attack, trades into a guard, and quenches spells worth a card.

import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../agents/registry.js';
import { Rng, STREAM_AGENT } from '../../../src/core/rng.js';
import { lanterns } from '../../../src/games/lanterns/game.js';
import { lanternHeuristic } from '../../../src/games/lanterns/heuristic.js';
import { playMatch } from '../../../src/sim/match.js';
import { randomSetup } from '../../../src/sim/random-setup.js';
import { act, position } from './scenario.js';

function choice(s: ReturnType<typeof position>): string {
  return s.describeAction(lanternHeuristic(s, s.currentPlayer(), new Rng(1)));
}

describe('Duel of Lanterns heuristic', () => {
  it('beats random play clearly from both seats', () => {
    let wins = 0;
    const matches = 40;
    for (let m = 0; m < matches; m++) {
      const seat = m % 2;
      const agents = [0, 1].map((p) => createAgent(p === seat ? 'heuristic' : 'random', { game: lanterns, rng: new Rng(m, STREAM_AGENT + p) }));
      wins += playMatch(lanterns, randomSetup(lanterns, 'standard', m), m, agents).returns[seat]!;
    }
    expect(wins / matches).toBeGreaterThan(0.85);
  });

  it('attacks the lantern for the win ("0 Light or less loses at once") rather than trade with a unit', () => {
    const s = position({ sides: [{ row: ['Wick Knight'] }, { light: 3, row: ['Moth Keeper'] }] });
    expect(choice(s)).toBe("P1 attacks with Wick Knight at P2's lantern");
  });

  it('attacks a guard it must attack when the trade is good, and ends the turn when there is nothing worth doing', () => {
    const s = position({ sides: [{ row: ['Beacon Giant'] }, { row: ['Lamp Warden'] }] });
    expect(choice(s)).toBe("P1 attacks with Beacon Giant at P2's Lamp Warden (place 0)");
    const idle = position({ sides: [{ oil: 5, hand: ['Pinch the Wick'] }, {}] });
    expect(choice(idle)).toBe('P1 ends the turn');
  });

  it('quenches a spell worth more to the caster than a card in hand is to it: a Blaze at its lantern, a Refill of 3 Light', () => {
    const s = position({ sides: [{ oil: 5, hand: ['Blaze', 'Refill'] }, { light: 5, oil: 1, hand: ['Pinch the Wick'] }] });
    act(s, "P1 casts Blaze at P2's lantern");
    expect(choice(s)).toBe('P2 answers with Pinch the Wick');
    const mend = position({ sides: [{ oil: 5, hand: ['Refill'] }, { light: 12, oil: 1, hand: ['Pinch the Wick'] }] });
    act(mend, 'P1 casts Refill');
    expect(choice(mend)).toBe('P2 answers with Pinch the Wick');
  });
});
