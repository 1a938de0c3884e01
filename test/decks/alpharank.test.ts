import { describe, expect, it } from 'vitest';
import { alphaRank, fixation, stationary } from '../../src/decks/meta/alpharank.js';

describe('alpha-rank', () => {
  it('two decks: the masses are in the ratio exp((m - 1) alpha d), d the mutant\'s constant payoff edge m(p - 1/2)/(m - 1)', () => {
    // With self-play worth 1/2, A's edge over B in every mixed population is m(p - 1/2)/(m - 1),
    // and the Moran fixation probabilities give rho(A->B) / rho(B->A) = exp(alpha (m - 1) d).
    const m = 10;
    const alpha = 3;
    const p = 0.55;
    const pi = alphaRank([[0.5, p], [1 - p, 0.5]], { population: m, alpha });
    const d = (m * (p - 0.5)) / (m - 1);
    expect(pi[0]! / pi[1]!).toBeCloseTo(Math.exp(alpha * (m - 1) * d), 6);
  });

  it('the closed form of the fixation probability for a constant edge', () => {
    const o = { population: 20, alpha: 2 };
    const p = 0.6;
    const d = (o.population * (p - 0.5)) / (o.population - 1);
    const rho = fixation([[0.5, p], [1 - p, 0.5]], 0, 1, o);
    expect(rho).toBeCloseTo((1 - Math.exp(-o.alpha * d)) / (1 - Math.exp(-o.population * o.alpha * d)), 12);
    // A neutral mutant fixes with probability 1/m.
    expect(fixation([[0.5, 0.5], [0.5, 0.5]], 0, 1, o)).toBeCloseTo(1 / o.population, 12);
  });

  it('rock-paper-scissors: uniform, by symmetry', () => {
    const pi = alphaRank([[0.5, 0, 1], [1, 0.5, 0], [0, 1, 0.5]]);
    for (const w of pi) expect(w).toBeCloseTo(1 / 3, 9);
  });

  it('a deck that beats every other holds almost all the mass', () => {
    const pi = alphaRank([[0.5, 0.7, 0.8], [0.3, 0.5, 0.6], [0.2, 0.4, 0.5]]);
    expect(pi[0]).toBeGreaterThan(0.99);
  });

  it('the stationary distribution of a two-state chain', () => {
    const pi = stationary([[0.9, 0.1], [0.3, 0.7]]);
    expect(pi[0]).toBeCloseTo(0.75, 12);
    expect(pi[1]).toBeCloseTo(0.25, 12);
  });
});
