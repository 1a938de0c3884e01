// The Gumbel root (agents/gumbel/gumbel-root.ts) on bandits whose action values are known: the
// policy it returns is never worth less than the prior under those values (the paper's policy
// improvement), sequential halving spends exactly the budget on the sampled actions, and the
// completed Q-values follow the mixed-value formula.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { C_SCALE, C_VISIT, GumbelRoot, completedQ, sigma, softmaxShifted } from '../../agents/gumbel/gumbel-root.js';
import { softmax } from '../../agents/neural/network.js';
import { Rng } from '../../src/core/rng.js';

/** Σ policy(a) q(a) over n actions. */
function valueOf(policy: ArrayLike<number>, q: readonly number[]): number {
  return q.reduce((sum, v, i) => sum + policy[i]! * v, 0);
}

/** A bandit: n actions with logits and known values, searched with `simulations` by a root that samples `considered`. */
function searched(logits: readonly number[], q: readonly number[], simulations: number, considered: number, seed: number, scale = 1) {
  const n = logits.length;
  const root = new GumbelRoot(n, simulations);
  root.logits.set(logits);
  const rawValue = valueOf(prior(logits), q);
  root.start(n, rawValue, simulations, considered, scale, new Rng(seed));
  const order: number[] = [];
  for (let i = root.next(); i >= 0; i = root.next()) {
    order.push(i);
    root.record(i, q[i]!);
  }
  const improved = new Float64Array(n);
  root.improvedPolicy(improved);
  const completed = new Float64Array(n);
  root.completed(completed);
  return { root, order, improved, completed, choice: root.choice() };
}

function prior(logits: readonly number[]): Float64Array {
  const out = new Float64Array(logits.length);
  softmax(Float64Array.from(logits), logits.length, out);
  return out;
}

const bandit = fc.integer({ min: 2, max: 12 }).chain((n) =>
  fc.record({
    logits: fc.array(fc.double({ min: -6, max: 6, noNaN: true }), { minLength: n, maxLength: n }),
    q: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n, maxLength: n }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  }),
);

describe('Gumbel root: policy improvement', () => {
  it('softmax(logits + sigma(q)) is worth at least the prior under any values q (sigma is increasing)', () => {
    fc.assert(
      fc.property(bandit, fc.integer({ min: 0, max: 64 }), ({ logits, q }, maxVisits) => {
        const n = logits.length;
        const shift = new Float64Array(n);
        sigma(n, q, maxVisits, shift);
        const improved = new Float64Array(n);
        softmaxShifted(n, logits, shift, improved);
        expect(valueOf(improved, q)).toBeGreaterThanOrEqual(valueOf(prior(logits), q) - 1e-12);
      }),
      { numRuns: 500 },
    );
  });

  it('a search whose budget visits every action returns a policy worth at least the prior under the true values', () => {
    fc.assert(
      fc.property(bandit, fc.integer({ min: 0, max: 40 }), ({ logits, q, seed }, extra) => {
        const n = logits.length;
        const { improved, completed, root } = searched(logits, q, n + extra, n, seed);
        for (let i = 0; i < n; i++) expect(root.visits[i]).toBeGreaterThan(0);
        // Every action visited: the completed Q-values are the true ones.
        q.forEach((v, i) => expect(completed[i]).toBeCloseTo(v, 12));
        expect(valueOf(improved, q)).toBeGreaterThanOrEqual(valueOf(prior(logits), q) - 1e-12);
      }),
      { numRuns: 300 },
    );
  });

  it('with any budget, the returned policy is worth at least the prior under the completed Q-values the search ends with', () => {
    fc.assert(
      fc.property(bandit, fc.integer({ min: 1, max: 32 }), fc.integer({ min: 2, max: 16 }), ({ logits, q, seed }, simulations, considered) => {
        const { improved, completed } = searched(logits, q, simulations, considered, seed);
        const c = Array.from(completed);
        expect(valueOf(improved, c)).toBeGreaterThanOrEqual(valueOf(prior(logits), c) - 1e-12);
      }),
      { numRuns: 300 },
    );
  });
});

describe('Gumbel root: sequential halving', () => {
  it('spends exactly the budget, only on the sampled actions, and plays a visited action of the last phase', () => {
    fc.assert(
      fc.property(bandit, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 2, max: 16 }), ({ logits, q, seed }, simulations, considered) => {
        const n = logits.length;
        const { order, root, choice } = searched(logits, q, simulations, considered, seed);
        expect(order).toHaveLength(simulations);
        expect(new Set(order).size).toBeLessThanOrEqual(Math.min(considered, n));
        // The last phase visits its actions in turn: they are at most one visit behind the most visited.
        const most = Math.max(...Array.from(root.visits.subarray(0, n)));
        expect(root.visits[choice]).toBeGreaterThanOrEqual(Math.max(1, most - 1));
      }),
      { numRuns: 300 },
    );
  });

  it('samples the considered actions without replacement by Gumbel noise: over many draws each is first about as often as the prior says', () => {
    const logits = [Math.log(0.5), Math.log(0.3), Math.log(0.2)];
    const first = [0, 0, 0];
    const draws = 4000;
    for (let k = 0; k < draws; k++) first[searched(logits, [0, 0, 0], 1, 3, k).order[0]!]!++;
    // Gumbel-max: the first of the ranking is a draw from the prior (3 standard errors at most).
    [0.5, 0.3, 0.2].forEach((p, i) => expect(Math.abs(first[i]! / draws - p)).toBeLessThan(3 * Math.sqrt((p * (1 - p)) / draws)));
  });

  it('halves in phases: 16 simulations over 8 actions visit 8, then the better 4, then the better 2 (1 + 1 + 2 visits)', () => {
    const logits = [0, 0, 0, 0, 0, 0, 0, 0];
    // Without noise the ranking is the values': action 7 best, then 6, ...
    const q = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7];
    const { root, choice } = searched(logits, q, 16, 8, 1, 0);
    expect(Array.from(root.visits)).toEqual([1, 1, 1, 1, 2, 2, 4, 4]);
    expect(choice).toBe(7);
  });

  it('finds an action the prior underrates when its value is clearly higher', () => {
    const logits = [2, 1, 0, -1];
    const q = [0.2, 0.3, 0.25, 0.95];
    expect(searched(logits, q, 16, 4, 3, 0).choice).toBe(3);
    // Too few simulations to reach it (the prior's first three are tried first): the prior's choice stands.
    expect(searched(logits, q, 3, 4, 3, 0).choice).toBe(0);
  });
});

describe('completed Q-values', () => {
  it('visited actions keep their mean; unvisited ones get the mixed value (raw value and the prior-weighted mean of the visited)', () => {
    const visits = [2, 0, 1, 0];
    const sums = [1.2, 0, 0.9, 0];
    const p = [0.4, 0.3, 0.2, 0.1];
    const out = new Float64Array(4);
    completedQ(4, visits, sums, p, 0.5, out);
    // (raw + N x Σ p q / Σ p over the visited) / (1 + N): (0.5 + 3 x (0.4 x 0.6 + 0.2 x 0.9) / 0.6) / 4.
    const mixed = (0.5 + (3 * (0.4 * 0.6 + 0.2 * 0.9)) / 0.6) / 4;
    expect(out[0]).toBeCloseTo(0.6, 12);
    expect(out[2]).toBeCloseTo(0.9, 12);
    expect(out[1]).toBeCloseTo(mixed, 12);
    expect(out[3]).toBeCloseTo(mixed, 12);
    completedQ(4, [0, 0, 0, 0], [0, 0, 0, 0], p, 0.37, out);
    expect(Array.from(out)).toEqual([0.37, 0.37, 0.37, 0.37]);
  });

  it('sigma is (C_VISIT + the most visits) x C_SCALE x q', () => {
    const out = new Float64Array(2);
    sigma(2, [0.25, 1], 6, out);
    expect(out[0]).toBeCloseTo((C_VISIT + 6) * C_SCALE * 0.25, 12);
    expect(out[1]).toBeCloseTo((C_VISIT + 6) * C_SCALE, 12);
  });
});
