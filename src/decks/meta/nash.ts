// The maximum-entropy Nash mixture of a symmetric two-player zero-sum game, as Nash averaging
// (Balduzzi et al. 2018) uses it: among the mixtures no pure strategy beats, the most spread
// one, so that copies of a strategy or strategies that tie do not shift the weights arbitrarily.
//
// With A antisymmetric (A[i][j] = row i's win share against j, less one half), p is a symmetric
// equilibrium exactly when (A p)_i <= 0 for every i. Maximising entropy under those constraints
// has the dual min_{lambda >= 0} log sum_i exp((A lambda)_i), whose minimiser gives
// p_i proportional to exp((A lambda)_i). We descend that dual by accelerated projected gradient
// steps (FISTA, Beck and Teboulle 2009; the gradient is -(A p)), restarting the momentum when a
// step goes uphill (O'Donoghue and Candes 2015): two decks that nearly tie took plain gradient
// steps 130,000 iterations on 20 decks and take these under 1,000. Where the equilibrium puts no
// weight on a strategy, lambda grows without bound and the weight falls towards zero only
// slowly, so the answer is an approximate equilibrium: `exploitability`, the most any pure
// strategy gains against it, says how near.

export interface NashMixture {
  readonly weights: readonly number[];
  /** max_i (A p)_i: what the best pure deviation gains against the mixture (0 for an exact one). */
  readonly exploitability: number;
  readonly iterations: number;
  /** The dual point reached: a warm start for a nearby game (a resample of the same matrix). */
  readonly lambda: readonly number[];
}

/** A's payoffs as win shares less one half, made exactly antisymmetric. */
export function antisymmetric(winShare: readonly (readonly number[])[]): number[][] {
  return winShare.map((row, i) => row.map((_, j) => (i === j ? 0 : (winShare[i]![j]! - winShare[j]![i]!) / 2)));
}

/** p proportional to exp(A lambda), written into p. */
function softmaxInto(a: readonly (readonly number[])[], lambda: Float64Array, p: Float64Array): void {
  const n = lambda.length;
  let top = -Infinity;
  for (let i = 0; i < n; i++) {
    let z = 0;
    const row = a[i]!;
    for (let j = 0; j < n; j++) z += row[j]! * lambda[j]!;
    p[i] = z;
    if (z > top) top = z;
  }
  let sum = 0;
  for (let i = 0; i < n; i++) sum += p[i] = Math.exp(p[i]! - top);
  for (let i = 0; i < n; i++) p[i]! /= sum;
}

/** (A p) into g; returns its largest entry. */
function gainsInto(a: readonly (readonly number[])[], p: Float64Array, g: Float64Array): number {
  let best = -Infinity;
  for (let i = 0; i < p.length; i++) {
    let v = 0;
    const row = a[i]!;
    for (let j = 0; j < p.length; j++) v += row[j]! * p[j]!;
    g[i] = v;
    if (v > best) best = v;
  }
  return best;
}

/** The maximum-entropy Nash mixture of the game with win shares `winShare` (row against column). */
export function maxEntropyNash(winShare: readonly (readonly number[])[], maxIterations = 200_000, tolerance = 1e-4, start?: readonly number[]): NashMixture {
  const n = winShare.length;
  if (n === 0) return { weights: [], exploitability: 0, iterations: 0, lambda: [] };
  const a = antisymmetric(winShare);
  let maxAbs = 0;
  for (const row of a) for (const v of row) maxAbs = Math.max(maxAbs, Math.abs(v));
  if (maxAbs === 0) return { weights: Array<number>(n).fill(1 / n), exploitability: 0, iterations: 0, lambda: Array<number>(n).fill(0) };
  // 1 / L for L = n maxAbs^2, a bound on the dual gradient's Lipschitz constant.
  const step = 1 / (n * maxAbs * maxAbs);
  const lambda = start && start.length === n ? Float64Array.from(start) : new Float64Array(n);
  // y: the point the gradient is taken at (lambda pushed on by the momentum); p and g are y's.
  const y = Float64Array.from(lambda);
  const before = new Float64Array(n);
  const p = new Float64Array(n);
  const g = new Float64Array(n);
  softmaxInto(a, y, p);
  let gain = gainsInto(a, p, g);
  let t = 1;
  let it = 0;
  for (; it < maxIterations && gain > tolerance; it++) {
    before.set(lambda);
    // The momentum restarts when the step went uphill: the dual's gradient at y, -g, agrees with it.
    let uphill = 0;
    for (let j = 0; j < n; j++) {
      lambda[j] = Math.max(0, y[j]! + step * g[j]!);
      uphill -= g[j]! * (lambda[j]! - before[j]!);
    }
    if (uphill > 0) t = 1;
    const next = (1 + Math.sqrt(1 + 4 * t * t)) / 2;
    const momentum = (t - 1) / next;
    t = next;
    for (let j = 0; j < n; j++) y[j] = Math.max(0, lambda[j]! + momentum * (lambda[j]! - before[j]!));
    softmaxInto(a, y, p);
    gain = gainsInto(a, p, g);
  }
  return { weights: [...p], exploitability: Math.max(0, gain), iterations: it, lambda: [...y] };
}
