// Paired comparison of two runs that share the experiment design and seeds (for example before
// and after a card edit): match i of both runs has the same decks, seats and dice, so most of
// the match-to-match noise is common and cancels in the difference. Each item's rate is a ratio
// of per-block sums (win share over games); the change is the difference of the two ratios,
// with a cluster-robust variance over the runner's blocks in which block b's contribution is
// the same block's residuals of both runs together, so the covariance the shared seeds create
// is subtracted. Each item gets a t-based p-value; Benjamini-Hochberg across the items of a
// kind decides which are "changed".

import { benjaminiHochberg } from './band-flags.js';
import { clusteredWilson, newcombe } from './differences.js';
import { tCdf, tQuantile } from './paired.js';

/** Per-block sums of one item in one run: games and win shares (or any count over games). */
export interface BlockSeries {
  readonly games: ArrayLike<number>;
  readonly shares: ArrayLike<number>;
}

export interface PairedChange {
  readonly key: string;
  readonly before: number;
  readonly after: number;
  readonly diff: number;
  /** Paired 95% interval of the change. */
  readonly low: number;
  readonly high: number;
  /** The unpaired (independent-runs Newcombe) interval from the same counts, for comparison. */
  readonly unpairedLow: number;
  readonly unpairedHigh: number;
  readonly beforeGames: number;
  readonly afterGames: number;
  readonly p: number;
  /** Benjamini-Hochberg adjusted p across the items of its kind. */
  readonly q: number;
  readonly changed: boolean;
}

function sum(a: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]!;
  return s;
}

/**
 * The change in a rate between two paired runs: difference of the ratios, linearised per block
 * (block b's residual is (shares_b - rate * games_b) / games of the run, for each run), with
 * the usual K/(K-1) small-sample factor and a t quantile on K-1 degrees of freedom.
 */
export function pairedRateChange(a: BlockSeries, b: BlockSeries): { diff: number; se: number; low: number; high: number; df: number } {
  const GA = sum(a.games);
  const GB = sum(b.games);
  if (GA === 0 || GB === 0) return { diff: Number.NaN, se: Number.NaN, low: Number.NaN, high: Number.NaN, df: 0 };
  const rA = sum(a.shares) / GA;
  const rB = sum(b.shares) / GB;
  let ss = 0;
  let K = 0;
  for (let k = 0; k < a.games.length; k++) {
    if (a.games[k]! === 0 && b.games[k]! === 0) continue;
    const e = (b.shares[k]! - rB * b.games[k]!) / GB - (a.shares[k]! - rA * a.games[k]!) / GA;
    ss += e * e;
    K++;
  }
  const diff = rB - rA;
  if (K < 2) return { diff, se: Number.NaN, low: Number.NaN, high: Number.NaN, df: 0 };
  const se = Math.sqrt((ss * K) / (K - 1));
  const t = tQuantile(0.975, K - 1);
  return { diff, se, low: diff - t * se, high: diff + t * se, df: K - 1 };
}

/** Two-sided p-value of no change. An exact zero difference with no spread is no evidence. */
function pValue(diff: number, se: number, df: number): number {
  if (!Number.isFinite(diff) || !Number.isFinite(se) || df < 1) return 1;
  if (se === 0) return diff === 0 ? 1 : 0;
  return 2 * (1 - tCdf(Math.abs(diff) / se, df));
}

/** Paired changes of the items measured in both runs, `fdr` the Benjamini-Hochberg level. */
export function pairedChanges(before: ReadonlyMap<string, BlockSeries>, after: ReadonlyMap<string, BlockSeries>, fdr = 0.05): PairedChange[] {
  const rows: Omit<PairedChange, 'q' | 'changed'>[] = [];
  for (const [key, b] of after) {
    const a = before.get(key);
    if (!a) continue;
    const d = pairedRateChange(a, b);
    if (!Number.isFinite(d.diff)) continue;
    const wa = clusteredWilson(a.shares, a.games);
    const wb = clusteredWilson(b.shares, b.games);
    const u = newcombe(wb, wa);
    rows.push({ key, before: wa.rate, after: wb.rate, diff: d.diff, low: d.low, high: d.high, unpairedLow: u.low, unpairedHigh: u.high, beforeGames: wa.games, afterGames: wb.games, p: pValue(d.diff, d.se, d.df) });
  }
  const q = benjaminiHochberg(rows.map((r) => r.p));
  const out = rows.map((r, i) => ({ ...r, q: q[i]!, changed: q[i]! <= fdr }));
  return out.sort((x, y) => Number(y.changed) - Number(x.changed) || Math.abs(y.diff) - Math.abs(x.diff) || x.key.localeCompare(y.key));
}

/** Median over items of paired interval width / unpaired width (how much pairing narrows). */
export function medianWidthRatio(changes: readonly PairedChange[]): number {
  const r = changes
    .map((c) => (c.high - c.low) / (c.unpairedHigh - c.unpairedLow))
    .filter((x) => Number.isFinite(x))
    .sort((a, b) => a - b);
  if (r.length === 0) return Number.NaN;
  const m = r.length >> 1;
  return r.length % 2 === 1 ? r[m]! : (r[m - 1]! + r[m]!) / 2;
}
