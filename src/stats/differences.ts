// Intervals for differences of win rates, and for rates whose games come in clusters.
//
// - Newcombe's hybrid score interval (his method 10) for p1 - p2 from two independent
//   Wilson intervals: IWD = GIH - GNS, IOH, and "what changed" between two runs.
// - Cluster-adjusted Wilson: when seat-swapped matches share decks, games are not
//   independent; the effective sample size comes from the cluster-robust variance.

import type { Interval } from './wilson.js';
import { wilson, Z95 } from './wilson.js';

export interface Difference {
  readonly diff: number;
  readonly low: number;
  readonly high: number;
}

/** At most this many times the nominal games count as effective (see effectiveGames). */
const MAX_DESIGN_GAIN = 4;

/** Newcombe's hybrid score interval for the difference of two rates given their intervals. */
export function newcombe(a: Interval, b: Interval): Difference {
  const d = a.rate - b.rate;
  if (!Number.isFinite(d)) return { diff: Number.NaN, low: -1, high: 1 };
  const low = d - Math.sqrt((a.rate - a.low) ** 2 + (b.high - b.rate) ** 2);
  const high = d + Math.sqrt((a.high - a.rate) ** 2 + (b.rate - b.low) ** 2);
  return { diff: d, low: Math.max(-1, low), high: Math.min(1, high) };
}

/** Newcombe interval straight from counts (share sums and games). */
export function newcombeCounts(s1: number, n1: number, s2: number, n2: number, z = Z95): Difference {
  return newcombe(wilson(s1, n1, z), wilson(s2, n2, z));
}

/**
 * Effective number of games for a rate measured over clusters (pairs of seat-swapped matches
 * that share decks): n * (binomial variance / cluster-robust variance), at most MAX_DESIGN_GAIN * n.
 * `shares[k]` and `games[k]` are the share sum and game count of cluster k.
 */
export function effectiveGames(shares: ArrayLike<number>, games: ArrayLike<number>): { share: number; games: number; effective: number } {
  let S = 0;
  let N = 0;
  for (let k = 0; k < games.length; k++) {
    S += shares[k]!;
    N += games[k]!;
  }
  if (N === 0) return { share: 0, games: 0, effective: 0 };
  const p = S / N;
  let ss = 0;
  let clusters = 0;
  for (let k = 0; k < games.length; k++) {
    if (games[k]! === 0) continue;
    clusters++;
    const r = shares[k]! - p * games[k]!;
    ss += r * r;
  }
  if (clusters < 2) return { share: S, games: N, effective: N };
  // Cluster-robust variance of the mean share, with the small-sample factor k/(k-1).
  const robust = (ss * clusters) / (clusters - 1) / (N * N);
  const binomial = (p * (1 - p)) / N;
  // Seat-swapped pairs that share dice are negatively correlated, so the effective size can
  // exceed n; the cap keeps a lucky small variance estimate from overstating precision.
  const ratio = robust > 0 ? Math.min(MAX_DESIGN_GAIN, binomial / robust) : MAX_DESIGN_GAIN;
  return { share: S, games: N, effective: N * ratio };
}

/** Wilson interval on the effective sample size of clustered games. */
export function clusteredWilson(shares: ArrayLike<number>, games: ArrayLike<number>, z = Z95): Interval & { games: number; effective: number } {
  const e = effectiveGames(shares, games);
  if (e.games === 0) return { rate: Number.NaN, low: 0, high: 1, games: 0, effective: 0 };
  const p = e.share / e.games;
  const w = wilson(p * e.effective, e.effective, z);
  return { ...w, rate: p, games: e.games, effective: e.effective };
}
