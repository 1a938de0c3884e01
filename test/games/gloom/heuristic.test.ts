// The heuristic player against random play, from both seats, on the starter armies; and its
// choices for the tokens a unit "may spend" (Boost, Fast), from concrete positions.

import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../agents/registry.js';
import { Rng, STREAM_AGENT } from '../../../src/core/rng.js';
import { gloom } from '../../../src/games/gloom/game.js';
import { gloomHeuristic } from '../../../src/games/gloom/heuristic.js';
import { A_ACTIVATE, A_ACTIVATE_FAST, A_GAMBIT, A_KEEP_BOOST, A_MELEE, A_RANGED, A_SPEND_BOOST } from '../../../src/games/gloom/ids.js';
import { playMatch } from '../../../src/sim/match.js';
import { randomSetup } from '../../../src/sim/random-setup.js';
import { Scenario, unit } from './scenario.js';

describe('Gloom heuristic', () => {
  it('beats random play clearly from both seats', () => {
    let wins = 0;
    const matches = 16;
    for (let m = 0; m < matches; m++) {
      const seat = m % 2;
      const agents = [0, 1].map((p) => createAgent(p === seat ? 'heuristic' : 'random', { game: gloom, rng: new Rng(m, STREAM_AGENT + p) }));
      const r = playMatch(gloom, randomSetup(gloom, 'standard', m), m, agents);
      wins += r.returns[seat]!;
    }
    expect(wins / matches).toBeGreaterThan(0.8);
  });
});

describe('Gloom heuristic: the "may spend" tokens', () => {
  /** Runs the heuristic for `p` with a few seeds (its dice samples), all of which must agree. */
  const choices = (t: Scenario, p: number): number[] => [1, 2, 3, 4].map((seed) => gloomHeuristic(t.s, p, new Rng(seed)));
  /** Gambits already played, so that the only choice is the activation. */
  const noGambits = (t: Scenario): Scenario => {
    t.s.a.gambitUsed.fill(15);
    return t;
  };

  it('Fast: kept when the normal move suffices (the Ogre Brute reaches the Cinder Hounds on the High Altar with its 3 MP)', () => {
    const t = noGambits(new Scenario({ sides: [{ units: [{ name: 'Ogre Brute', hex: 'C7', facing: 0, tokens: ['fast'] }] }, { units: [{ name: 'Cinder Hounds', hex: 'E4' }] }] }));
    expect(choices(t, 0)).toEqual([A_ACTIVATE, A_ACTIVATE, A_ACTIVATE, A_ACTIVATE]);
  });

  it('Fast: spent when the charge needs the extra hex (from B8 the Cinder Hounds are 4 steps away)', () => {
    const t = noGambits(new Scenario({ sides: [{ units: [{ name: 'Ogre Brute', hex: 'B8', facing: 0, tokens: ['fast'] }] }, { units: [{ name: 'Cinder Hounds', hex: 'E4' }] }] }));
    expect(choices(t, 0)).toEqual([A_ACTIVATE_FAST, A_ACTIVATE_FAST, A_ACTIVATE_FAST, A_ACTIVATE_FAST]);
  });

  /** P1's unit `attacker` (active) attacks P0's `own` unit, which holds a Boost token: P0 is asked. */
  const boostQuestion = (own: string, attacker: string, attack: number, o: { round?: number; activated?: boolean } = {}): Scenario => {
    const t = new Scenario({
      round: o.round,
      player: 1,
      active: 0,
      sides: [{ units: [{ name: own, hex: 'C8', facing: 0, tokens: ['boost'], activated: o.activated }] }, { units: [{ name: attacker, hex: attack === A_MELEE ? 'D8' : 'F8', facing: 3 }] }],
    });
    t.act(attack + unit(0, 0));
    expect(t.legal()).toEqual([A_SPEND_BOOST, A_KEEP_BOOST]);
    return t;
  };
  const keep = [A_KEEP_BOOST, A_KEEP_BOOST, A_KEEP_BOOST, A_KEEP_BOOST];
  const spend = [A_SPEND_BOOST, A_SPEND_BOOST, A_SPEND_BOOST, A_SPEND_BOOST];

  it('Boost: kept for a better attack when a ranged attack only lets its Defence die count, cannot destroy the unit (3 dice against Health 4) and the unit still has an activation ahead', () => {
    expect(choices(boostQuestion('Shield Wardens', 'Marauder Archers', A_RANGED), 0)).toEqual(keep);
  });

  it('Boost: spent against a ranged attack that could destroy the unit (3 dice against Health 3)', () => {
    expect(choices(boostQuestion('Bone Reavers', 'Marauder Archers', A_RANGED), 0)).toEqual(spend);
  });

  it('Boost: spent against a ranged attack when the unit has no activation left (round 3, already activated)', () => {
    expect(choices(boostQuestion('Shield Wardens', 'Marauder Archers', A_RANGED, { round: 3, activated: true }), 0)).toEqual(spend);
  });

  it('Boost: spent in a melee, where both of its dice count', () => {
    expect(choices(boostQuestion('Shield Wardens', 'Bone Reavers', A_MELEE), 0)).toEqual(spend);
  });
});

describe('Gloom heuristic: tokens count in its evaluation', () => {
  // Blood Frenzy: "Every unit of yours gains a Fast token." Before Fast tokens were worth anything
  // to the evaluation the heuristic never played it (0 of 196 games holding it).
  it('plays Blood Frenzy at the start of an activation while its units have their activations ahead', () => {
    const t = new Scenario({
      sides: [
        {
          gambits: ['Blood Frenzy', 'Terror Tactics', 'Turning Tide', 'Seize the Altars'],
          gambitChoice: 0,
          units: [
            { name: 'Ash Raiders', hex: 'B8', facing: 0 },
            { name: 'Bone Reavers', hex: 'C8', facing: 0 },
          ],
        },
        { units: [{ name: 'Cinder Hounds', hex: 'H2' }] },
      ],
    });
    expect(t.legal()).toContain(A_GAMBIT);
    expect([1, 2, 3, 4].map((seed) => gloomHeuristic(t.s, 0, new Rng(seed)))).toEqual([A_GAMBIT, A_GAMBIT, A_GAMBIT, A_GAMBIT]);
  });
});
