// The shared one-ply look: which action best() keeps, and that looks within looks get scratch of
// their own.

import { describe, expect, it } from 'vitest';
import { OnePly } from '../../src/core/one-ply.js';
import { Rng } from '../../src/core/rng.js';
import { A_BATTLE, A_END_PHASE, A_NO_RESPONSE, PH_COMBAT } from '../../src/games/ward/ids.js';
import { Scenario } from '../games/ward/scenario.js';

const ids = Int32Array.from([10, 11, 12, 13]);

describe('OnePly.best', () => {
  it('keeps the action of highest value', () => {
    const values = [0.2, 0.7, 0.5, 0.1];
    expect(new OnePly(4).best(ids, 4, (a) => values[a - 10]!)).toBe(11);
  });

  it('gives equal values to the earlier action without a tie stream', () => {
    const values = [0.2, 0.7, 0.7 + 1e-12, 0.7];
    expect(new OnePly(4).best(ids, 4, (a) => values[a - 10]!)).toBe(11);
  });

  it('draws among equal values, never a worse one, given a tie stream', () => {
    const values = [0.7, 0.2, 0.7, 0.7];
    const look = new OnePly(4);
    const rng = new Rng(5);
    const seen = new Set<number>();
    for (let k = 0; k < 200; k++) seen.add(look.best(ids, 4, (a) => values[a - 10]!, rng));
    expect([...seen].sort()).toEqual([10, 12, 13]);
  });

  it('returns the fallback when no action beats the floor, and never an action valued -Infinity', () => {
    const look = new OnePly(4);
    expect(look.best(ids, 4, (a) => (a === 13 ? 0.5 : 0.3), null, 99, 0.6)).toBe(99);
    expect(look.best(ids, 4, (a) => (a === 13 ? 0.61 : 0.3), null, 99, 0.6)).toBe(13);
    const rng = new Rng(1);
    for (let k = 0; k < 50; k++) expect(look.best(ids, 4, (a) => (a < 12 ? -Infinity : 0.1), rng)).toBeGreaterThanOrEqual(12);
  });
});

describe('OnePly scratch', () => {
  it('gives a value that copies again a copy of its own: the outer copy survives the looks inside', () => {
    const sc = new Scenario();
    sc.creature(0, 'Grizzly Bear');
    sc.creature(1, 'Bear Wolf');
    const look = new OnePly(4);
    const outer = look.copy(sc.s);
    const before = outer.serialize();
    const inner: unknown[] = [];
    look.best(ids, 2, () => {
      const t = look.copy(outer);
      t.apply(A_END_PHASE);
      inner.push(t);
      return 0;
    });
    expect(outer.serialize()).toBe(before);
    expect(inner[0]).not.toBe(outer);
    // The same level's copy is reused: no new state per candidate.
    expect(inner[1]).toBe(inner[0]);
  });

  it('notes whether an action drew on chance: a battle rolls dice, ending a phase does not', () => {
    const sc = new Scenario({ phase: PH_COMBAT });
    sc.creature(0, 'Grizzly Bear');
    sc.creature(1, 'Bear Wolf');
    const look = new OnePly(4);
    expect(sc.isLegal(A_BATTLE)).toBe(true);
    const battle = look.reseeded(sc.s, new Rng(2));
    battle.apply(A_BATTLE);
    // The battle's entry waits for the opponent's answer; letting it stand rolls the dice.
    expect(look.applyNoting(battle, A_NO_RESPONSE)).toBe(true);
    expect(look.applyNoting(look.copy(sc.s), A_END_PHASE)).toBe(false);
  });
});
