// Adjusted card effects: each card's effect on winning with the rest of the deck held fixed.
// Random decks mix cards with their company (a neutral card of a strong faction rides on the
// faction's strong cards), so a card's GP win rate measures its company as much as the card.
// A regression of the match result on both decks' card counts separates them:
//
//   logit P(seat 0 wins) = seat term + sum over cards of beta_c * (copies in deck 0 - copies in deck 1)
//
// The collectors keep only mergeable block sums (deck-moments.ts), not the matches, so the fit
// goes through the moments: the ridge least-squares slope b of the win share on the copy
// differences, with a sandwich covariance clustered over the runner's blocks (seat-swapped
// matches that share decks fall in one block). For a logistic model whose linear predictor is
// close to normal (a sum over many cards), the least-squares slope is the logistic slope times
// the mean logistic density E[p(1-p)] (Stein's lemma), so beta = b / E[p(1-p)], with that mean
// taken under the fitted predictor's own mean and spread. b itself is the designer's figure:
// win-rate points per copy.
//
// Decks of a fixed size make the copy differences sum to zero, so only differences between
// cards are identified: the light ridge picks the solution whose effects sum to zero over the
// cards, i.e. each effect is relative to swapping in an average card of the pool.

import type { Band, BandResult } from './band-flags.js';
import type { CardRow } from './card-summary.js';
import { classifyFamily } from './band-flags.js';
import type { Moments } from './deck-moments.js';
import { readMoments } from './deck-moments.js';
import { tQuantile } from './paired.js';

export interface AdjustedEffect {
  /** Change in the win rate per copy, relative to an average card (a fraction; 0.01 is one point). */
  readonly diff: number;
  readonly low: number;
  readonly high: number;
  /** The same on the logistic scale (log-odds per copy). */
  readonly logOdds: number;
  readonly logOddsLow: number;
  readonly logOddsHigh: number;
  /** Standard error of diff (block-clustered sandwich). */
  readonly se: number;
}

export interface AdjustedFit {
  /** By definition id; null for a card never in exactly one of the two decks. */
  readonly effects: (AdjustedEffect | null)[];
  /** Seat 0's log-odds advantage with equal decks. */
  readonly seatTerm: number;
  readonly matches: number;
  /** Blocks with matches: the clusters of the sandwich. */
  readonly clusters: number;
}

/** Ridge as a fraction of the mean variance of the copy differences: enough to fix the sum, too small to shrink. */
export const RIDGE = 1e-4;

/** Cholesky factor (lower, row-major) of a symmetric positive definite n x n matrix. */
function cholesky(a: Float64Array, n: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * n + j]!;
      for (let k = 0; k < j; k++) s -= l[i * n + k]! * l[j * n + k]!;
      if (i === j) l[i * n + i] = Math.sqrt(Math.max(s, 1e-300));
      else l[i * n + j] = s / l[j * n + j]!;
    }
  }
  return l;
}

function solve(l: Float64Array, n: number, b: ArrayLike<number>): Float64Array {
  const z = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= l[i * n + k]! * z[k]!;
    z[i] = s / l[i * n + i]!;
  }
  for (let i = n - 1; i >= 0; i--) {
    let s = z[i]!;
    for (let k = i + 1; k < n; k++) s -= l[k * n + i]! * z[k]!;
    z[i] = s / l[i * n + i]!;
  }
  return z;
}

/** Nodes and weights of a standard normal on a fine grid (enough for smooth logistic means). */
const NORMAL_GRID = (() => {
  const z: number[] = [];
  const w: number[] = [];
  for (let k = -120; k <= 120; k++) {
    const x = k / 20;
    z.push(x);
    w.push(Math.exp(-0.5 * x * x));
  }
  const total = w.reduce((s, v) => s + v, 0);
  return { z, w: w.map((v) => v / total) };
})();

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** E[sigmoid(m + s Z)] and E[sigmoid'(m + s Z)] for Z standard normal. */
function logisticMeans(m: number, s: number): { p: number; w: number } {
  let p = 0;
  let w = 0;
  for (let k = 0; k < NORMAL_GRID.z.length; k++) {
    const q = sigmoid(m + s * NORMAL_GRID.z[k]!);
    p += NORMAL_GRID.w[k]! * q;
    w += NORMAL_GRID.w[k]! * q * (1 - q);
  }
  return { p, w };
}

/** The centre m of a normal predictor with spread s whose mean win probability is `target`. */
function centreFor(target: number, s: number): number {
  let lo = -20;
  let hi = 20;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (logisticMeans(mid, s).p < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Fits the regression from the moment blocks. `defs` cards; cards whose copy difference never
 * varies get no effect.
 */
export function fitAdjustedEffects(blockMoments: readonly Moments[], total: Moments, defs: number): AdjustedFit {
  const N = total.n;
  const none: AdjustedFit = { effects: Array.from({ length: defs }, () => null), seatTerm: Number.NaN, matches: N, clusters: 0 };
  if (N < 2) return none;
  const xbar = Array.from(total.sx, (v) => v / N);
  const ybar = total.sy / N;
  // Centred cross-products of the whole run, restricted to cards that vary.
  const centred = (m: Moments, i: number, j: number): number => m.sxx[i * defs + j]! - xbar[i]! * m.sx[j]! - m.sx[i]! * xbar[j]! + m.n * xbar[i]! * xbar[j]!;
  const cross = (m: Moments, i: number): number => m.sxy[i]! - xbar[i]! * m.sy - ybar * m.sx[i]! + m.n * xbar[i]! * ybar;
  const active: number[] = [];
  for (let i = 0; i < defs; i++) if (centred(total, i, i) > 0) active.push(i);
  const n = active.length;
  if (n === 0) return none;
  const S = new Float64Array(n * n);
  const C = new Float64Array(n);
  let trace = 0;
  for (let a = 0; a < n; a++) {
    C[a] = cross(total, active[a]!);
    for (let b = 0; b < n; b++) S[a * n + b] = centred(total, active[a]!, active[b]!);
    trace += S[a * n + a]!;
  }
  const A = S.slice();
  const lambda = (RIDGE * trace) / n;
  for (let a = 0; a < n; a++) A[a * n + a]! += lambda;
  const L = cholesky(A, n);
  const slope = solve(L, n, C);

  // Sandwich: each block's score at the fit, solved through the same matrix.
  const used = blockMoments.filter((m) => m.n > 0);
  const K = used.length;
  const variance = new Float64Array(n);
  for (const m of used) {
    const u = new Float64Array(n);
    for (let a = 0; a < n; a++) {
      let s = cross(m, active[a]!);
      for (let b = 0; b < n; b++) s -= centred(m, active[a]!, active[b]!) * slope[b]!;
      u[a] = s;
    }
    const z = solve(L, n, u);
    for (let a = 0; a < n; a++) variance[a]! += z[a]! * z[a]!;
  }
  const small = K > 1 ? K / (K - 1) : Number.NaN;
  const t = K > 1 ? tQuantile(0.975, K - 1) : Number.NaN;

  // Logistic scale: iterate beta = b / E[p(1-p)] with the predictor's spread from beta.
  let scale = 0.25;
  let centre = 0;
  for (let it = 0; it < 50; it++) {
    let spread = 0;
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) spread += slope[a]! * S[a * n + b]! * slope[b]!;
    const s = Math.sqrt(Math.max(0, spread / N)) / scale;
    centre = centreFor(ybar, s);
    const next = logisticMeans(centre, s).w;
    if (Math.abs(next - scale) < 1e-12) break;
    scale = next;
  }
  let shift = 0;
  for (let a = 0; a < n; a++) shift += (slope[a]! / scale) * xbar[active[a]!]!;

  const effects: (AdjustedEffect | null)[] = Array.from({ length: defs }, () => null);
  active.forEach((d, a) => {
    const se = Math.sqrt(variance[a]! * small);
    const b = slope[a]!;
    effects[d] = { diff: b, low: b - t * se, high: b + t * se, logOdds: b / scale, logOddsLow: (b - t * se) / scale, logOddsHigh: (b + t * se) / scale, se };
  });
  return { effects, seatTerm: centre - shift, matches: N, clusters: K };
}

/** The fit from merged blocks (the deck-moments collector's section at `offset`). */
export function adjustedEffects(blocks: Float64Array, size: number, offset: number, defs: number, units: number): AdjustedFit {
  const m = readMoments(blocks, size, offset, defs, units);
  return fitAdjustedEffects(m.blocks, m.total, defs);
}

/** An adjusted effect with its flag against the card band around zero (points per copy). */
export type FlaggedEffect = AdjustedEffect & { readonly flag: BandResult };

/** Flags the effects against +-half around zero, with Benjamini-Hochberg across the cards. */
export function flagAdjustedEffects(fit: AdjustedFit, half: number, matches: number, fdr = 0.05): (FlaggedEffect | null)[] {
  const band: Band = { low: -half, high: half };
  const measured = fit.effects.map((e, d) => [e, d] as const).filter((p): p is readonly [AdjustedEffect, number] => p[0] !== null && Number.isFinite(p[0].se));
  const flags = classifyFamily(
    measured.map(([e]) => ({ estimate: e.diff, low: e.low, high: e.high, seAtEdge: e.se, games: fit.matches })),
    band,
    fdr,
    matches,
  );
  const out: (FlaggedEffect | null)[] = fit.effects.map(() => null);
  measured.forEach(([e, d], i) => {
    out[d] = { ...e, flag: flags[i]! };
  });
  return out;
}

const r6 = (x: number): number => (Number.isFinite(x) ? Math.round(x * 1e6) / 1e6 : x);

/**
 * Card rows with their adjusted effects, when the run kept deck moments (`offset` >= 0) and
 * the regression measured the card; rows are returned unchanged otherwise.
 */
export function withAdjustedEffects(cards: CardRow[], blocks: Float64Array, size: number, offset: number, units: number, half: number, matches: number): CardRow[] {
  if (offset < 0 || cards.length === 0) return cards;
  const flagged = flagAdjustedEffects(adjustedEffects(blocks, size, offset, cards.length, units), half, matches);
  return cards.map((c, d) => {
    const e = flagged[d];
    if (!e) return c;
    return { ...c, adjusted: { ...e, diff: r6(e.diff), low: r6(e.low), high: r6(e.high), logOdds: r6(e.logOdds), logOddsLow: r6(e.logOddsLow), logOddsHigh: r6(e.logOddsHigh), se: r6(e.se) } };
  });
}
