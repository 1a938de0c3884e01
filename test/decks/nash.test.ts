import { describe, expect, it } from 'vitest';
import { antisymmetric, maxEntropyNash } from '../../src/decks/meta/nash.js';

const RPS = [
  [0.5, 0, 1],
  [1, 0.5, 0],
  [0, 1, 0.5],
];

describe('maximum-entropy Nash mixture', () => {
  it('rock-paper-scissors: the uniform mixture, exactly', () => {
    const n = maxEntropyNash(RPS);
    for (const w of n.weights) expect(w).toBeCloseTo(1 / 3, 9);
    expect(n.exploitability).toBeLessThan(1e-9);
  });

  it('a strategy every other beats gets (almost) no weight; the cycle keeps its uniform weights', () => {
    // Rock-paper-scissors plus a fourth deck that loses 70% to each of them.
    const m = [
      [0.5, 0, 1, 0.7],
      [1, 0.5, 0, 0.7],
      [0, 1, 0.5, 0.7],
      [0.3, 0.3, 0.3, 0.5],
    ];
    const n = maxEntropyNash(m);
    expect(n.weights[3]).toBeLessThan(0.005);
    for (const k of [0, 1, 2]) expect(n.weights[k]).toBeCloseTo(1 / 3, 2);
    expect(n.exploitability).toBeLessThanOrEqual(1e-4);
  });

  it('a deck that beats every other takes all the weight', () => {
    const m = [
      [0.5, 0.6, 0.8],
      [0.4, 0.5, 0.9],
      [0.2, 0.1, 0.5],
    ];
    const n = maxEntropyNash(m);
    expect(n.weights[0]).toBeGreaterThan(0.99);
    expect(n.exploitability).toBeLessThanOrEqual(1e-4);
  });

  it('two copies of one deck share its weight evenly (the entropy refinement)', () => {
    // Decks 0 and 1 are the same deck: any split between them is an equilibrium; the most
    // spread one halves it. Deck 2 beats neither.
    const m = [
      [0.5, 0.5, 0.6],
      [0.5, 0.5, 0.6],
      [0.4, 0.4, 0.5],
    ];
    const n = maxEntropyNash(m);
    expect(n.weights[0]).toBeCloseTo(n.weights[1]!, 6);
    expect(n.weights[0]! + n.weights[1]!).toBeGreaterThan(0.99);
  });

  it('two decks that nearly tie at the top: the most spread mixture within the tolerance, reached in well under the plain gradient\'s 130,000 steps', () => {
    // Deck 0 beats deck 1 50.5-49.5, and both beat the other 18. Deck 0 gains 0.005 x (deck 1's
    // weight) against a mixture of the two, so within a tolerance of 0.001 deck 1 keeps up to 20%.
    const n = 20;
    const m: number[][] = Array.from({ length: n }, () => Array<number>(n).fill(0.5));
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const x = i === 0 ? (j === 1 ? 0.505 : 0.7) : i === 1 ? 0.9 : 0.4 + ((i * 7 + j * 13) % 20) / 100;
        m[i]![j] = x;
        m[j]![i] = 1 - x;
      }
    const nash = maxEntropyNash(m, undefined, 1e-3);
    expect(nash.exploitability).toBeLessThanOrEqual(1e-3);
    expect(nash.weights[0]).toBeCloseTo(0.8, 1);
    expect(nash.weights[1]).toBeCloseTo(0.2, 1);
    expect(nash.iterations).toBeLessThan(5000);
  });

  it('payoffs are made antisymmetric from win shares', () => {
    expect(antisymmetric([[0.5, 0.75], [0.25, 0.5]])).toEqual([[0, 0.25], [-0.25, 0]]);
  });
});
