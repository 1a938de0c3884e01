// Paired intervals for ablation: each base match is replayed with the card replaced, same
// seed; the figure is the change in the focal side's win share. Three cases, per the
// card-impact design:
// - no draws: Tango's score interval for a difference of paired proportions;
// - with draws: a t interval on per-cluster differences (clusters = seat-swapped pairs);
// - fewer than 30 pairs that differ: a percentile bootstrap over clusters.

import { probit } from 'simple-statistics';
import { Rng } from '../core/rng.js';
import type { Difference } from './differences.js';
import { Z95 } from './wilson.js';

/**
 * Tango (1998) score interval for p10 - p01 from a paired 2x2 table: n10 pairs won in the base
 * match and lost in the replay, n01 the reverse, n pairs in all. The constrained maximum
 * likelihood of p01 under each candidate difference is the root of a quadratic; the bounds
 * are where the score statistic crosses +-z.
 */
export function tango(n10: number, n01: number, n: number, z = Z95): Difference {
  if (n <= 0) return { diff: Number.NaN, low: -1, high: 1 };
  const d = (n10 - n01) / n;
  const score = (delta: number): number => {
    const m = n - n10 - n01;
    const B = n10 * (1 - delta) + n01 * (1 - 3 * delta) - 2 * m * delta;
    const C = n01 * delta * (1 - delta);
    const q = (B + Math.sqrt(Math.max(0, B * B + 8 * n * C))) / (4 * n);
    const v = n * (2 * q + delta - delta * delta);
    const num = n10 - n01 - n * delta;
    if (v <= 0) return num === 0 ? 0 : num > 0 ? Infinity : -Infinity;
    return num / Math.sqrt(v);
  };
  // score() decreases in delta; bisect for score = +z (lower bound) and -z (upper bound).
  const solve = (target: number, lo: number, hi: number): number => {
    for (let i = 0; i < 100; i++) {
      const mid = (lo + hi) / 2;
      if (score(mid) > target) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  };
  const low = d <= -1 ? -1 : solve(z, -1 + 1e-12, d);
  const high = d >= 1 ? 1 : solve(-z, d, 1 - 1e-12);
  return { diff: d, low, high };
}

/** Student t distribution function: Simpson's rule on the density from 0 (it is symmetric). */
export function tCdf(x: number, df: number): number {
  if (x < 0) return 1 - tCdf(-x, df);
  // Beyond 50 the tail is below 1e-15 for any df >= 2 (and the rule's steps would be too coarse).
  if (x > 50) return 1;
  const norm = logGammaHalf(df + 1) - logGammaHalf(df) - 0.5 * Math.log(df * Math.PI);
  const density = (t: number): number => Math.exp(norm - ((df + 1) / 2) * Math.log(1 + (t * t) / df));
  const steps = 400;
  const h = x / steps;
  let s = density(0) + density(x);
  for (let i = 1; i < steps; i++) s += density(i * h) * (i % 2 === 1 ? 4 : 2);
  return Math.min(1, 0.5 + (s * h) / 3);
}

/** Student t quantile: bisection on the CDF (simple-statistics has no t distribution). */
export function tQuantile(p: number, df: number): number {
  if (df > 200) return probit(p);
  const key = `${p}/${df}`;
  const known = quantiles.get(key);
  if (known !== undefined) return known;
  let lo = 0;
  let hi = 50;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (tCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  const q = (lo + hi) / 2;
  quantiles.set(key, q);
  return q;
}

/** Quantiles already computed: intervals ask for the same few (95%, K - 1 blocks) again and again. */
const quantiles = new Map<string, number>();

/** log Gamma(k / 2) for a positive integer k. */
function logGammaHalf(k: number): number {
  // Gamma(1/2) = sqrt(pi), Gamma(1) = 1, Gamma(x + 1) = x Gamma(x).
  let x = k % 2 === 0 ? 1 : 0.5;
  let acc = k % 2 === 0 ? 0 : 0.5 * Math.log(Math.PI);
  while (x < k / 2) {
    acc += Math.log(x);
    x += 1;
  }
  return acc;
}

/**
 * t interval for the mean per-pair difference, with pairs grouped in clusters (a cluster's
 * pairs share decks: its sum is one observation). `sums[k]` is the summed difference of
 * cluster k and `counts[k]` its number of pairs.
 */
export function clusteredT(sums: ArrayLike<number>, counts: ArrayLike<number>, confidence = 0.95): Difference {
  let S = 0;
  let N = 0;
  let K = 0;
  for (let k = 0; k < counts.length; k++) {
    if (counts[k]! === 0) continue;
    S += sums[k]!;
    N += counts[k]!;
    K++;
  }
  if (N === 0) return { diff: Number.NaN, low: -1, high: 1 };
  const mean = S / N;
  if (K < 2) return { diff: mean, low: -1, high: 1 };
  let ss = 0;
  for (let k = 0; k < counts.length; k++) {
    if (counts[k]! === 0) continue;
    const r = sums[k]! - mean * counts[k]!;
    ss += r * r;
  }
  const se = Math.sqrt((ss * K) / (K - 1)) / N;
  const t = tQuantile(1 - (1 - confidence) / 2, K - 1);
  return { diff: mean, low: Math.max(-1, mean - t * se), high: Math.min(1, mean + t * se) };
}

/** Percentile bootstrap over clusters of the mean per-pair difference (fixed seed: reproducible). */
export function bootstrapClusters(sums: ArrayLike<number>, counts: ArrayLike<number>, seed = 1, resamples = 2000, confidence = 0.95): Difference {
  const idx: number[] = [];
  let S = 0;
  let N = 0;
  for (let k = 0; k < counts.length; k++) {
    if (counts[k]! > 0) {
      idx.push(k);
      S += sums[k]!;
      N += counts[k]!;
    }
  }
  if (N === 0) return { diff: Number.NaN, low: -1, high: 1 };
  const rng = new Rng(seed, 1234);
  const means = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) {
    let s = 0;
    let n = 0;
    for (let i = 0; i < idx.length; i++) {
      const k = idx[rng.below(idx.length)]!;
      s += sums[k]!;
      n += counts[k]!;
    }
    means[b] = s / n;
  }
  means.sort();
  const a = (1 - confidence) / 2;
  return { diff: S / N, low: means[Math.floor(a * (resamples - 1))]!, high: means[Math.ceil((1 - a) * (resamples - 1))]! };
}
