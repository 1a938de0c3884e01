import { describe, expect, it } from 'vitest';
import { deckSimilarity, metaOverlap, weightedJaccard } from '../../src/decks/meta/overlap.js';

describe('overlap of two metagames', () => {
  it('weighted Jaccard: sum of minima over sum of maxima', () => {
    expect(weightedJaccard(new Map([['a', 0.6], ['b', 0.4]]), new Map([['a', 0.2], ['c', 0.8]]))).toBeCloseTo(0.2 / (0.6 + 0.4 + 0.8));
  });

  it('deck similarity counts copies: two of three copies shared of four held', () => {
    expect(deckSimilarity([1, 1, 2], [1, 2, 3])).toBeCloseTo(2 / 4);
  });

  it('a meta against itself overlaps fully; against a meta of other decks and cards, not at all', () => {
    const a = { decks: [[0, 1], [2, 3]], cells: ['x', 'y'], weights: [0.7, 0.3], cardShares: [0.7, 0.7, 0.3, 0.3, 0, 0] };
    const b = { decks: [[4, 5]], cells: ['z'], weights: [1], cardShares: [0, 0, 0, 0, 1, 1] };
    expect(metaOverlap(a, a)).toEqual({ cells: 1, decks: 1, cards: 1 });
    expect(metaOverlap(a, b)).toEqual({ cells: 0, decks: 0, cards: 0 });
  });

  it('decks: the weight-averaged similarity to the nearest deck of the other meta, both ways', () => {
    const a = { decks: [[0, 1]], cells: ['x'], weights: [1], cardShares: [1, 1, 0] };
    const b = { decks: [[0, 2], [0, 1]], cells: ['x', 'x'], weights: [0.5, 0.5], cardShares: [1, 0.5, 0.5] };
    // a's deck has its twin in b (1); b's decks: [0,2] is 1/3 like a's, [0,1] is a's: (1/3 + 1) / 2.
    expect(metaOverlap(a, b).decks).toBeCloseTo((1 + (1 / 3 + 1) / 2) / 2);
    expect(metaOverlap(a, b).cells).toBe(1);
  });
});
