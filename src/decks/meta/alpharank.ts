// Alpha-rank (Omidshafiei et al. 2019) for one population playing a symmetric game: a Markov
// chain over monomorphic populations, in which a single mutant playing r appears in a
// population of m players of s and takes it over with the Moran process's fixation
// probability under selection intensity alpha. The chain's stationary distribution ranks the
// strategies: mass stays on those nothing invades. Written from the paper's definitions.

export interface AlphaRankOptions {
  /** Population size m. */
  readonly population: number;
  /** Selection intensity: how strongly payoff differences decide takeovers. */
  readonly alpha: number;
}

export const DEFAULT_ALPHARANK: AlphaRankOptions = { population: 50, alpha: 50 };

function logSumExp(xs: readonly number[]): number {
  const top = Math.max(...xs);
  return top + Math.log(xs.reduce((s, x) => s + Math.exp(x - top), 0));
}

/**
 * Fixation probability of one mutant r in a population of m - 1 residents s, where payoff[i][j]
 * is i's payoff against j: 1 / (1 + sum_l exp(-alpha sum_{k<=l} (f_r(k) - f_s(k)))), with f_x(k)
 * the mean payoff of an x player against the other m - 1 when k players are mutants.
 */
export function fixation(payoff: readonly (readonly number[])[], r: number, s: number, o: AlphaRankOptions): number {
  const m = o.population;
  const terms = [0];
  let sum = 0;
  for (let k = 1; k < m; k++) {
    const fr = ((k - 1) * payoff[r]![r]! + (m - k) * payoff[r]![s]!) / (m - 1);
    const fs = (k * payoff[s]![r]! + (m - k - 1) * payoff[s]![s]!) / (m - 1);
    sum += fr - fs;
    terms.push(-o.alpha * sum);
  }
  return Math.exp(-logSumExp(terms));
}

/** The stationary distribution of the row-stochastic matrix c (Gaussian elimination with pivoting). */
export function stationary(c: readonly (readonly number[])[]): number[] {
  const n = c.length;
  // pi (C - I) = 0 with sum pi = 1: the transposed system, its last equation replaced by the sum.
  const m = Array.from({ length: n }, (_, i) => [...Array.from({ length: n }, (_, j) => c[j]![i]! - (i === j ? 1 : 0)), 0]);
  m[n - 1] = [...new Array<number>(n).fill(1), 1];
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const lead = m[col]![col]!;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / lead;
      if (f !== 0) for (let k = col; k <= n; k++) m[r]![k]! -= f * m[col]![k]!;
    }
  }
  const pi = m.map((row, i) => Math.max(0, row[n]! / row[i]!));
  const total = pi.reduce((s, v) => s + v, 0);
  return pi.map((v) => v / total);
}

/** Alpha-rank masses of the strategies of a symmetric game (payoff[i][j]: i's payoff against j). */
export function alphaRank(payoff: readonly (readonly number[])[], o: AlphaRankOptions = DEFAULT_ALPHARANK): number[] {
  const n = payoff.length;
  if (n <= 1) return n === 1 ? [1] : [];
  const c = payoff.map((_, s) => payoff.map((__, r) => (r === s ? 0 : fixation(payoff, r, s, o) / (n - 1))));
  c.forEach((row, s) => (row[s] = 1 - row.reduce((a, v) => a + v, 0)));
  return stationary(c);
}
