import { describe, expect, it } from 'vitest';
import type { BootstrapWeights } from '../../src/decks/meta/bootstrap.js';
import { weightCall, weightWords } from '../../src/decks/meta/weight-words.js';
import { decidingPairings } from '../../src/decks/search/meta-round.js';
import type { Interval } from '../../src/stats/wilson.js';

const at = (rate: number, low: number, high: number): Interval => ({ rate, low, high });
const MIRROR = at(0.5, 0.5, 0.5);
const boot = (decks: [number, number][]): BootstrapWeights => ({ decks: decks.map(([low, high]) => ({ low, high })), cards: [], resamples: 200 });

describe('the metagame spends matches where they decide the weights', () => {
  // Decks 0 and 1 may be played; deck 2 is below 1% in every resample.
  const weights = boot([
    [0.2, 0.9],
    [0.05, 0.7],
    [0, 0.004],
  ]);

  it('a pairing whose interval straddles 50% between decks the meta may play is deciding', () => {
    const m = [
      [MIRROR, at(0.55, 0.45, 0.65), at(0.9, 0.8, 0.95)],
      [at(0.45, 0.35, 0.55), MIRROR, at(0.52, 0.4, 0.64)],
      [at(0.1, 0.05, 0.2), at(0.48, 0.36, 0.6), MIRROR],
    ];
    // 0-1 straddles with both played; 1-2 straddles and deck 1 may be played; 0-2 is sure.
    expect(decidingPairings(m, weights)).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('a sure matchup, or one between decks no resample plays, decides nothing', () => {
    const none = boot([
      [0.9, 1],
      [0, 0.005],
      [0, 0.005],
    ]);
    const m = [
      [MIRROR, at(0.7, 0.6, 0.8), at(0.7, 0.6, 0.8)],
      [at(0.3, 0.2, 0.4), MIRROR, at(0.5, 0.4, 0.6)],
      [at(0.3, 0.2, 0.4), at(0.5, 0.4, 0.6), MIRROR],
    ];
    expect(decidingPairings(m, none)).toEqual([]);
  });
});

describe('words for a weight say no more than its interval', () => {
  it('"most of the weight" only when the whole interval is above one half', () => {
    expect(weightCall({ low: 0.55, high: 0.99 })).toBe('most');
    expect(weightWords(0.9, { low: 0.55, high: 0.99 })).toBe("holds most of the meta's weight (90.0%, 95% interval 55.0%-99.0%)");
  });

  it('an interval of 0.9%-99.6% gives the interval, not "99% of the meta"', () => {
    expect(weightCall({ low: 0.009, high: 0.996 })).toBe('open');
    const words = weightWords(0.99, { low: 0.009, high: 0.996 });
    expect(words).toContain('between 0.9% and 99.6%');
    expect(words).not.toMatch(/^holds most/);
  });

  it('"not played" only when the whole interval is below 1%', () => {
    expect(weightCall({ low: 0, high: 0.008 })).toBe('unplayed');
    expect(weightCall({ low: 0, high: 0.02 })).toBe('open');
  });
});
