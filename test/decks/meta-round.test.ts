import { describe, expect, it } from 'vitest';
import { bootstrapWeights } from '../../src/decks/meta/bootstrap.js';
import { weightCall, weightWords } from '../../src/decks/meta/weight-words.js';
import { decidingPairings } from '../../src/decks/search/meta-round.js';

const games = (g: number[][]): number[][] => g;

describe('the metagame spends matches where they narrow the weights most', () => {
  // A cycle: deck 0 beats deck 1 7 times in 8 (87.5% [52.9, 97.8]: sure by its own interval),
  // deck 1 beats deck 2 and deck 2 beats deck 0 70% of 4,000 matches. Every deck is played, and
  // how the weight is split follows the 8-game pairing.
  const rates = [
    [0.5, 0.875, 0.3],
    [0.125, 0.5, 0.7],
    [0.7, 0.3, 0.5],
  ];
  const played = games([
    [0, 8, 4000],
    [8, 0, 4000],
    [4000, 4000, 0],
  ]);

  it('a pairing sure by its own interval whose resamples move a played deck\'s weight gets the matches', () => {
    const boot = bootstrapWeights(rates, played, [], 1);
    const share = (i: number, j: number): number => boot.influence.find((p) => p.i === i && p.j === j)!.influence / boot.influence.reduce((s, p) => s + p.influence, 0);
    expect(share(0, 1)).toBeGreaterThan(0.8);
    expect(decidingPairings(boot, played)).toEqual([[0, 1]]);
  });

  it('the same pairing after 4,000 matches no longer explains most of the spread', () => {
    const settled = games([
      [0, 4000, 4000],
      [4000, 0, 4000],
      [4000, 4000, 0],
    ]);
    const boot = bootstrapWeights(rates, settled, [], 1);
    const total = boot.influence.reduce((s, p) => s + p.influence, 0);
    // Now each pairing explains about a third.
    for (const p of boot.influence) expect(p.influence / total).toBeLessThan(0.6);
    expect(decidingPairings(boot, settled).length).toBeGreaterThan(1);
  });

  it('no pairings (a single deck), no deciding pairing', () => {
    const boot = bootstrapWeights([[0.5]], [[0]], [], 1);
    expect(decidingPairings(boot, [[0]])).toEqual([]);
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
