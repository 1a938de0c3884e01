import { describe, expect, it } from 'vitest';
import { bootstrapWeights } from '../../src/decks/meta/bootstrap.js';

// Deck 0 beats decks 1 and 2 at 65%; 1 and 2 are even. Card 0 is in deck 0 only, card 1 in decks 1 and 2.
const RATES = [
  [0.5, 0.65, 0.65],
  [0.35, 0.5, 0.5],
  [0.35, 0.5, 0.5],
];
const HOLDS = [[0], [1, 2]];
const games = (n: number): number[][] => RATES.map((row, i) => row.map((_, j) => (i === j ? 0 : n)));

describe('bootstrap of the meta weights', () => {
  it('with many matches per pairing the dominant deck keeps all the weight in every resample', () => {
    const b = bootstrapWeights(RATES, games(4000), HOLDS, 1);
    expect(b.decks[0]!.low).toBeGreaterThan(0.95);
    expect(b.cards[0]!.most).toBe(1);
    expect(b.cards[1]!.high).toBeLessThan(0.05);
  });

  it('with a few matches per pairing the interval is wide and the warping call is not unanimous', () => {
    const b = bootstrapWeights(RATES, games(8), HOLDS, 1);
    expect(b.decks[0]!.low).toBeLessThan(0.5);
    expect(b.cards[0]!.most).toBeGreaterThan(0.2);
    expect(b.cards[0]!.most).toBeLessThan(1);
  });

  it('a pairing won in each of its 8 matches still varies when resampled: the weights are not sure after 8 games', () => {
    // Deck 0 won all 8 matches against deck 1 and lost all 8 against deck 2; 1 and 2 are even over 4,000.
    const rates = [
      [0.5, 1, 0],
      [0, 0.5, 0.5],
      [1, 0.5, 0.5],
    ];
    const g = [
      [0, 8, 8],
      [8, 0, 4000],
      [8, 4000, 0],
    ];
    const b = bootstrapWeights(rates, g, [], 1);
    expect(b.decks[2]!.high - b.decks[2]!.low).toBeGreaterThan(0.2);
    expect(b.influence.find((p) => p.i === 0 && p.j === 1)!.influence).toBeGreaterThan(0);
  });

  it('is the same for the same seed', () => {
    expect(bootstrapWeights(RATES, games(8), HOLDS, 3)).toEqual(bootstrapWeights(RATES, games(8), HOLDS, 3));
  });
});
