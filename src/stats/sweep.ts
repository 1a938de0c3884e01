// A sweep's figures: per swept value, the holder's win rate and its paired change against the
// base matches (the unpatched set, same seeds and decks); a monotone curve fitted through the
// rates (isotonic regression, weighted by pairs) with a pointwise band (the same fit through the
// interval ends); and the value where the curve meets the expected rate, with the interval where
// the band does, plus the range of values whose fitted rate lies in the designer's band.

import type { ResolvedExperiment } from '../sim/experiment.js';
import { SWEEP_SECTION } from '../sim/sweep.js';
import { AblationCollector, ablationEffect } from './ablation.js';
import type { CountLayout } from './counts.js';
import { clusteredT } from './paired.js';

export interface SweepPoint {
  readonly value: unknown;
  readonly pairs: number;
  /** Pairs whose outcome changed from the base match. */
  readonly differing: number;
  /** The holder's win rate with this value, with its 95% interval. */
  readonly rate: number;
  readonly low: number;
  readonly high: number;
  /** Change in the holder's win share against the base match (value minus base), paired 95% interval. */
  readonly effect: number;
  readonly effectLow: number;
  readonly effectHigh: number;
  readonly method: string;
  /** The monotone fit and its band at this value (null when the values are not all numbers). */
  readonly fit: number | null;
  readonly fitLow: number | null;
  readonly fitHigh: number | null;
}

/** A value on the swept axis; null bounds lie beyond the swept range on that side. */
export interface ValueInterval {
  readonly value: number | null;
  readonly low: number | null;
  readonly high: number | null;
}

export interface SweepSummary {
  /** The swept card, or null for a rule parameter (a tunable). */
  readonly card: string | null;
  /** Whose win rate is measured: the card's holder, or the first player for a tunable. */
  readonly subject: string;
  readonly field: string;
  /** The subject's win rate in the base matches of the pairs (the card or rule as it is). */
  readonly base: { readonly rate: number; readonly low: number; readonly high: number; readonly pairs: number };
  /** The expected rate (1/players) and the designer's band around it. */
  readonly target: number;
  readonly band: { readonly low: number; readonly high: number };
  readonly points: readonly SweepPoint[];
  readonly direction: 'increasing' | 'decreasing' | null;
  /** Where the fitted curve meets the target, with where its band does. */
  readonly balancing: ValueInterval | null;
  /** The values whose fitted rate lies in the band (null bounds: the band reaches past the range). */
  readonly inBand: { readonly low: number | null; readonly high: number | null } | null;
}

export function sweepSummary(exp: ResolvedExperiment, layout: CountLayout, blocks: Float64Array): SweepSummary | null {
  const sweep = exp.sweep;
  const offset = layout.offsetOf(SWEEP_SECTION);
  if (!sweep || offset < 0) return null;
  const units = layout.outcomes.units;
  const subject = sweep.card === null ? 'the first player (seat 1)' : `${sweep.card}'s holder`;
  const target = 1 / exp.players;
  const band = { low: target - exp.bands.cards, high: target + exp.bands.cards };
  const tallies = sweep.values.map((_, k) => AblationCollector.tally(blocks, layout.size, offset, k, units));
  // Every value replays the same pairs (the holder depends on the decks only): the base is shared.
  // Rates get t intervals over the runner's blocks: matches that share decks (a seat-swapped
  // group) are not independent, and a binomial interval would be too narrow.
  const t0 = tallies[0]!;
  const pairs = t0.pairs;
  const b0 = clusteredT(t0.baseSums, t0.counts);
  const base = { rate: b0.diff, low: b0.low, high: b0.high, pairs };
  const raw = sweep.values.map((value, k) => {
    const t = tallies[k]!;
    const e = ablationEffect(t, k + 1);
    const d = clusteredT(t.baseSums.map((x, b) => x - t.sums[b]!), t.counts);
    const w = { rate: d.diff, low: d.low, high: d.high };
    // The ablation convention is base minus replay; a sweep reads value minus base.
    return { value, pairs: t.pairs, differing: t.differing, rate: w.rate, low: w.low, high: w.high, effect: -e.diff, effectLow: -e.high, effectHigh: -e.low, method: e.method };
  });
  const numeric = raw.every((p) => typeof p.value === 'number') && pairs > 0;
  if (!numeric) return { card: sweep.card, subject, field: sweep.field, base, target, band, points: raw.map((p) => ({ ...p, fit: null, fitLow: null, fitHigh: null })), direction: null, balancing: null, inBand: null };

  const order = raw.map((_, i) => i).sort((a, b) => (raw[a]!.value as number) - (raw[b]!.value as number));
  const xs = order.map((i) => raw[i]!.value as number);
  const w = order.map((i) => raw[i]!.pairs);
  const ys = order.map((i) => raw[i]!.rate);
  const up = isotonic(ys, w, true);
  const down = isotonic(ys, w, false);
  const increasing = sse(ys, up, w) <= sse(ys, down, w);
  const fit = increasing ? up : down;
  const fitLow = isotonic(order.map((i) => raw[i]!.low), w, increasing);
  const fitHigh = isotonic(order.map((i) => raw[i]!.high), w, increasing);
  const points = order.map((i, j) => ({ ...raw[i]!, fit: fit[j]!, fitLow: fitLow[j]!, fitHigh: fitHigh[j]! }));
  // For a rising curve the upper band meets the target first (the lower bound of the value),
  // the lower band last; for a falling curve the other way round.
  const balancing = { value: crossing(xs, fit, target), low: crossing(xs, increasing ? fitHigh : fitLow, target), high: crossing(xs, increasing ? fitLow : fitHigh, target) };
  const edges = [crossing(xs, fit, band.low), crossing(xs, fit, band.high)];
  const anyIn = fit.some((y) => y >= band.low && y <= band.high) || edges.some((e) => e !== null);
  const inBand = anyIn ? { low: increasing ? edges[0]! : edges[1]!, high: increasing ? edges[1]! : edges[0]! } : null;
  return { card: sweep.card, subject, field: sweep.field, base, target, band, points, direction: increasing ? 'increasing' : 'decreasing', balancing, inBand };
}

/** Weighted isotonic regression (pool adjacent violators), rising or falling. */
export function isotonic(ys: readonly number[], w: readonly number[], increasing: boolean): number[] {
  const sign = increasing ? 1 : -1;
  const blocks: { mean: number; weight: number; size: number }[] = [];
  ys.forEach((y, i) => {
    blocks.push({ mean: sign * y, weight: Math.max(w[i]!, 1e-12), size: 1 });
    while (blocks.length > 1 && blocks[blocks.length - 2]!.mean > blocks[blocks.length - 1]!.mean) {
      const b = blocks.pop()!;
      const a = blocks.pop()!;
      const weight = a.weight + b.weight;
      blocks.push({ mean: (a.mean * a.weight + b.mean * b.weight) / weight, weight, size: a.size + b.size });
    }
  });
  return blocks.flatMap((b) => new Array<number>(b.size).fill(sign * b.mean));
}

function sse(ys: readonly number[], fit: readonly number[], w: readonly number[]): number {
  return ys.reduce((s, y, i) => s + w[i]! * (y - fit[i]!) ** 2, 0);
}

/**
 * Where a monotone piecewise-linear curve through (xs, ys) meets y0: interpolated between the
 * two values it lies between, the middle of a flat stretch at y0; null when y0 lies outside the
 * curve's range (the crossing is beyond the swept values).
 */
export function crossing(xs: readonly number[], ys: readonly number[], y0: number): number | null {
  let first = -1;
  let last = -1;
  for (let i = 0; i < ys.length; i++)
    if (ys[i] === y0) {
      if (first < 0) first = i;
      last = i;
    }
  if (first >= 0) return (xs[first]! + xs[last]!) / 2;
  for (let i = 0; i + 1 < ys.length; i++) {
    const a = ys[i]! - y0;
    const b = ys[i + 1]! - y0;
    if (a * b < 0) return xs[i]! + ((xs[i + 1]! - xs[i]!) * a) / (a - b);
  }
  return null;
}
