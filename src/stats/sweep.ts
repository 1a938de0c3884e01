// A sweep's figures. Per swept value: the holder's win rate and its paired change against the
// base matches (the unpatched set, same seeds and decks), and the sweep's target measure, the
// card's verdict measure (src/stats/card-verdict.ts): the effect of holding it against a blank of
// its kind (ablation: the value's replay against the blank's, paired over the same matches), or
// its adjusted effect per copy (the effect as it is plus the value's change per copy held), or,
// without a causal measure, the holder's win rate. Whether the target rises or falls with the
// value is said only where paired changes between values show it; a monotone curve is fitted
// through the target (isotonic regression, weighted by pairs) with a pointwise band (the same fit
// through the interval ends), and the value where it meets the goal (no effect, or 1/players),
// with the interval where the band does, plus the values whose fitted target lies in the band.

import type { ResolvedExperiment } from '../experiment/resolved.js';
import type { SweepTarget } from '../experiment/spec.js';
import { SWEEP_SECTION } from '../experiment/resolved.js';
import { AblationCollector, ablationEffect } from './ablation.js';
import type { AblationTally } from './ablation.js';
import type { CountLayout } from './counts.js';
import { totalOf } from './counts.js';
import { designerSummary } from './designer.js';
import { clusteredT } from './paired.js';
import { Z95 } from './wilson.js';

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
  /** The target measure at this value, with its 95% interval. */
  readonly target: number;
  readonly targetLow: number;
  readonly targetHigh: number;
  /** The monotone fit of the target and its band at this value (null without a trend to fit). */
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

/** A paired change of the target between two swept values (the second minus the first). */
export interface Step {
  readonly from: number;
  readonly to: number;
  readonly diff: number;
  readonly low: number;
  readonly high: number;
}

/**
 * How the target moves with the value: rises or falls where paired changes show one direction
 * only; flat where none does; 'not monotone' where they show both.
 */
export type Trend = 'rises' | 'falls' | 'flat' | 'not monotone';

export interface SweepSummary {
  /** The swept card, or null for a rule parameter (a tunable). */
  readonly card: string | null;
  /** Whose win rate is measured: the card's holder, or the first player for a tunable. */
  readonly subject: string;
  readonly field: string;
  /** What the sweep brings into the band, and whether the experiment chose it ('target:'). */
  readonly target: SweepTarget;
  readonly targetChosen: boolean;
  /** The subject's win rate in the base matches of the pairs (the card or rule as it is). */
  readonly base: { readonly rate: number; readonly low: number; readonly high: number; readonly pairs: number };
  /** The target measure with the card as it is. */
  readonly asIs: { readonly value: number; readonly low: number; readonly high: number };
  /** Mean copies the holder holds (the adjusted effect's change per copy divides by it); 1 otherwise. */
  readonly copies: number;
  /** The target's goal (no effect, or 1/players) and the designer's band around it. */
  readonly goal: number;
  readonly band: { readonly low: number; readonly high: number };
  readonly points: readonly SweepPoint[];
  /** Null when the values are not all numbers. */
  readonly trend: Trend | null;
  /** The significant changes between neighbouring values (Bonferroni over the steps and the whole range). */
  readonly steps: readonly Step[];
  /** The change from the lowest to the highest value. */
  readonly overall: Step | null;
  /** Where the fitted curve meets the goal, with where its band does (a monotone trend only). */
  readonly balancing: ValueInterval | null;
  /** The values whose fitted target lies in the band (null bounds: the band reaches past the range). */
  readonly inBand: { readonly low: number | null; readonly high: number | null } | null;
}

interface Raw {
  readonly value: unknown;
  readonly tally: AblationTally;
  readonly point: Omit<SweepPoint, 'target' | 'targetLow' | 'targetHigh' | 'fit' | 'fitLow' | 'fitHigh'>;
  target: { diff: number; low: number; high: number };
}

/** The per-block change from value a to value b (paired over the same matches): b minus a. */
function pairedStep(a: AblationTally, b: AblationTally, confidence: number): { diff: number; low: number; high: number } {
  // sums hold base minus replay, so a's minus b's is b's replay minus a's.
  return clusteredT(
    a.sums.map((x, k) => x - b.sums[k]!),
    a.counts,
    confidence,
  );
}

export function sweepSummary(exp: ResolvedExperiment, layout: CountLayout, blocks: Float64Array): SweepSummary | null {
  const sweep = exp.sweep;
  const offset = layout.offsetOf(SWEEP_SECTION);
  if (!sweep || offset < 0) return null;
  const units = layout.outcomes.units;
  const subject = sweep.card === null ? 'the first player (seat 1)' : `${sweep.card}'s holder`;
  const half = exp.bands.cards;
  const tallies = sweep.values.map((_, k) => AblationCollector.tally(blocks, layout.size, offset, k, units));
  // Every value replays the same pairs (the holder depends on the decks only): the base is shared.
  // Rates get t intervals over the runner's blocks: matches that share decks (a seat-swapped
  // group) are not independent, and a binomial interval would be too narrow.
  const t0 = tallies[0]!;
  const pairs = t0.pairs;
  const b0 = clusteredT(t0.baseSums, t0.counts);
  const base = { rate: b0.diff, low: b0.low, high: b0.high, pairs };
  const raws: Raw[] = sweep.values.map((value, k) => {
    const t = tallies[k]!;
    const e = ablationEffect(t, k + 1);
    const w = clusteredT(t.baseSums.map((x, b) => x - t.sums[b]!), t.counts);
    // The ablation convention is base minus replay; a sweep reads value minus base.
    const point = { value, pairs: t.pairs, differing: t.differing, rate: w.diff, low: w.low, high: w.high, effect: -e.diff, effectLow: -e.high, effectHigh: -e.low, method: e.method };
    return { value, tally: t, point, target: { diff: w.diff, low: w.low, high: w.high } };
  });

  // The target at each value, and as it is.
  let goal = 1 / exp.players;
  let asIs = { value: base.rate, low: base.low, high: base.high };
  let copies = 1;
  const card = sweep.target === 'adjusted effect' ? designerSummary(exp, layout, blocks, totalOf(blocks, layout.size)).cards[sweep.id] : undefined;
  // A run too small for the regression has no adjusted effect of the card: its win rate stands in.
  const target: SweepTarget = sweep.target === 'adjusted effect' && !card?.adjusted ? 'win rate' : sweep.target;
  if (target === 'ablation') {
    const k = exp.ablate.indexOf(sweep.id);
    const blank = AblationCollector.tally(blocks, layout.size, layout.offsetOf('ablation'), k, units);
    goal = 0;
    // The value's replay minus the blank's, per block: (base - blank) - (base - value).
    for (const r of raws) r.target = clusteredT(blank.sums.map((x, b) => x - r.tally.sums[b]!), r.tally.counts);
    const e = ablationEffect(blank, 1);
    asIs = { value: e.diff, low: e.low, high: e.high };
  } else if (target === 'adjusted effect') {
    const a = card!.adjusted!;
    goal = 0;
    copies = card!.meanCopies > 0 ? card!.meanCopies : 1;
    asIs = { value: a.diff, low: a.low, high: a.high };
    // The effect as it is plus the value's change per copy; the two errors taken as independent.
    for (const r of raws) {
      const p = r.point;
      const se = Math.hypot(a.se, (p.effectHigh - p.effectLow) / (2 * Z95) / copies);
      const diff = a.diff + p.effect / copies;
      r.target = { diff, low: diff - Z95 * se, high: diff + Z95 * se };
    }
  }
  const band = { low: goal - half, high: goal + half };
  const summary = { card: sweep.card, subject, field: sweep.field, target, targetChosen: sweep.targetChosen, base, asIs, copies, goal, band };
  const numeric = raws.every((p) => typeof p.value === 'number') && pairs > 0;
  const withTarget = (r: Raw, fit: number | null, fitLow: number | null, fitHigh: number | null): SweepPoint => ({ ...r.point, target: r.target.diff, targetLow: r.target.low, targetHigh: r.target.high, fit, fitLow, fitHigh });
  if (!numeric) return { ...summary, points: raws.map((r) => withTarget(r, null, null, null)), trend: null, steps: [], overall: null, balancing: null, inBand: null };

  const order = raws.map((_, i) => i).sort((a, b) => (raws[a]!.value as number) - (raws[b]!.value as number));
  const xs = order.map((i) => raws[i]!.value as number);
  // The target moves with the value exactly as the holder's rate does (the target is the rate
  // shifted, or for the adjusted effect scaled by the copies held), so the paired changes
  // between values say which way it goes. Bonferroni over the steps and the whole range.
  const tests = order.length;
  const confidence = 1 - 0.05 / tests;
  const stepOf = (i: number, j: number): Step => {
    const c = pairedStep(raws[order[i]!]!.tally, raws[order[j]!]!.tally, confidence);
    const scale = target === 'adjusted effect' ? 1 / copies : 1;
    return { from: xs[i]!, to: xs[j]!, diff: c.diff * scale, low: c.low * scale, high: c.high * scale };
  };
  const all = xs.slice(1).map((_, i) => stepOf(i, i + 1));
  const overall = stepOf(0, xs.length - 1);
  const steps = all.filter((s) => s.low > 0 || s.high < 0);
  const up = steps.some((s) => s.low > 0) || overall.low > 0;
  const down = steps.some((s) => s.high < 0) || overall.high < 0;
  const trend: Trend = up && down ? 'not monotone' : up ? 'rises' : down ? 'falls' : 'flat';
  if (trend === 'not monotone') return { ...summary, points: order.map((i) => withTarget(raws[i]!, null, null, null)), trend, steps, overall, balancing: null, inBand: null };

  const w = order.map((i) => raws[i]!.point.pairs);
  const ys = order.map((i) => raws[i]!.target.diff);
  // A flat trend still gets a fit (the best monotone one) for the values in the band.
  const increasing = trend === 'rises' || (trend === 'flat' && sse(ys, isotonic(ys, w, true), w) <= sse(ys, isotonic(ys, w, false), w));
  const fit = isotonic(ys, w, increasing);
  const fitLow = isotonic(order.map((i) => raws[i]!.target.low), w, increasing);
  const fitHigh = isotonic(order.map((i) => raws[i]!.target.high), w, increasing);
  const points = order.map((i, j) => withTarget(raws[i]!, fit[j]!, fitLow[j]!, fitHigh[j]!));
  // For a rising curve the upper band meets the goal first (the lower bound of the value), the
  // lower band last; for a falling curve the other way round. A flat trend has no balancing value.
  const balancing = trend === 'flat' ? null : { value: crossing(xs, fit, goal), low: crossing(xs, increasing ? fitHigh : fitLow, goal), high: crossing(xs, increasing ? fitLow : fitHigh, goal) };
  const edges = [crossing(xs, fit, band.low), crossing(xs, fit, band.high)];
  const anyIn = fit.some((y) => y >= band.low && y <= band.high) || edges.some((e) => e !== null);
  const inBand = anyIn ? { low: increasing ? edges[0]! : edges[1]!, high: increasing ? edges[1]! : edges[0]! } : null;
  return { ...summary, points, trend, steps, overall, balancing, inBand };
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
