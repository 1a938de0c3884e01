// The confirmation rule on constructed intervals (docs/user/confirm.md): "holds" when the
// confirming interval excludes the null value on the finding's side, "reverses" when it excludes
// it on the other side, "undetermined" otherwise; and the sample size of `confirm` for a stated
// precision, and the agent a budget affords.

import { describe, expect, it } from 'vitest';
import { confirmOutcome } from '../../src/stats/confirm.js';
import { chooseConfirming, halfWidthOf, matchesForHalfWidth } from '../../src/stats/confirm-size.js';
import { wilson } from '../../src/stats/wilson.js';

describe('holds, reverses or undetermined', () => {
  it('holds: same side as the finding, the interval excluding the null', () => {
    expect(confirmOutcome(1, 0.5, { low: 0.53, high: 0.61 })).toBe('holds');
    expect(confirmOutcome(-1, 0.5, { low: 0.2, high: 0.45 })).toBe('holds');
    expect(confirmOutcome(1, 0, { low: 0.001, high: 0.04 })).toBe('holds');
  });

  it('reverses: the other side, the interval excluding the null', () => {
    expect(confirmOutcome(1, 0.5, { low: 0.3, high: 0.49 })).toBe('reverses');
    expect(confirmOutcome(-1, 0, { low: 0.01, high: 0.05 })).toBe('reverses');
  });

  it('undetermined: the interval holds or touches the null, or the item was not measured', () => {
    // An estimate on the finding's side is not enough: the interval must exclude the null.
    expect(confirmOutcome(1, 0.5, { low: 0.49, high: 0.7 })).toBe('undetermined');
    expect(confirmOutcome(-1, 0.5, { low: 0.3, high: 0.5 })).toBe('undetermined');
    expect(confirmOutcome(1, 0.5, { low: 0.5, high: 0.6 })).toBe('undetermined');
    expect(confirmOutcome(1, 0, { low: -0.2, high: 0.2 })).toBe('undetermined');
    expect(confirmOutcome(1, 0.5, null)).toBe('undetermined');
  });
});

describe('the size of a confirmation', () => {
  it('gives each group the games a ±h Wilson interval at the baseline needs', () => {
    // 4 decks, two players, 12-match rounds: 385 games a deck at p = 0.5, h = 0.05.
    const m = matchesForHalfWidth(0.05, 0.5, 4, 2, 12);
    expect(m).toBe(780);
    const games = (m * 2) / 4;
    const w = wilson(games / 2, games);
    expect((w.high - w.low) / 2).toBeLessThanOrEqual(0.05);
    expect(halfWidthOf(m, 0.5, 4, 2)).toBeLessThanOrEqual(0.05);
    expect(halfWidthOf(m - 24, 0.5, 4, 2)).toBeGreaterThan(0.05);
  });

  it('chooses the strongest agent the budget affords, else the cheapest cut to the budget', () => {
    const timed = [
      { label: 'mcts-1000', secondsPerMatch: 10 },
      { label: 'mcts-200', secondsPerMatch: 2 },
    ];
    expect(chooseConfirming(timed, 120, 1800, 12)).toEqual({ index: 0, matches: 120, seconds: 1200, capped: false });
    expect(chooseConfirming(timed, 480, 1800, 12)).toEqual({ index: 1, matches: 480, seconds: 960, capped: false });
    // 1800 s affords 900 matches of mcts-200: 75 rounds of 12.
    expect(chooseConfirming(timed, 2400, 1800, 12)).toEqual({ index: 1, matches: 900, seconds: 1800, capped: true });
    // Never less than one round.
    expect(chooseConfirming(timed, 2400, 1, 12)).toMatchObject({ index: 1, matches: 12, capped: true });
    // An agent that could not be timed is not chosen over one that fits.
    expect(chooseConfirming([{ label: 'mcts-1000', secondsPerMatch: null }, timed[1]!], 120, 1800, 12).index).toBe(1);
  });
});
