// Balance flags: an item is tested against the designer's band, not against 50%. It is
// flagged when "inside the band" is rejected by a one-sided test at the nearer edge after
// Benjamini-Hochberg across all hypotheses of its kind; otherwise it is balanced (its interval
// lies inside the band) or undetermined, with the number of further games that would decide.

import { cumulativeStdNormalProbability } from 'simple-statistics';
import { Z95 } from './wilson.js';

export interface Band {
  readonly low: number;
  readonly high: number;
}

export type Verdict = 'too strong' | 'too weak' | 'balanced' | 'undetermined';

export interface BandTestInput {
  /** Point estimate (a rate, or a change in rate). */
  readonly estimate: number;
  /** Its 95% interval. */
  readonly low: number;
  readonly high: number;
  /** Standard error of the estimate at the nearer band edge (for the one-sided test). */
  readonly seAtEdge: number;
  /** Games behind the estimate (effective), used to say how many more would decide. */
  readonly games: number;
}

export interface BandResult {
  readonly verdict: Verdict;
  /** One-sided p-value of "inside the band" at the nearer edge (1 when the estimate is inside). */
  readonly p: number;
  /** Benjamini-Hochberg adjusted p-value across the family. */
  readonly q: number;
  /** For undetermined items: about how many more games would settle it (0 otherwise). */
  readonly moreGames: number;
  /**
   * The same in matches of the run's design: the item's games grow in proportion to the
   * matches played, so this is the run's matches times the factor its games must grow by.
   */
  readonly moreMatches: number;
}

/** One-sided p-value that the true value is inside the band, tested at the nearer edge. */
export function bandPValue(x: BandTestInput, band: Band): number {
  if (x.seAtEdge <= 0 || !Number.isFinite(x.estimate)) return 1;
  if (x.estimate > band.high) return 1 - cumulativeStdNormalProbability((x.estimate - band.high) / x.seAtEdge);
  if (x.estimate < band.low) return 1 - cumulativeStdNormalProbability((band.low - x.estimate) / x.seAtEdge);
  return 1;
}

/** Benjamini-Hochberg adjusted p-values (step-up), in the input order. */
export function benjaminiHochberg(p: readonly number[]): number[] {
  const m = p.length;
  const order = p.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const q = new Array<number>(m);
  let running = 1;
  for (let r = m - 1; r >= 0; r--) {
    const [v, i] = order[r]!;
    running = Math.min(running, (v * m) / (r + 1));
    q[i] = running;
  }
  return q;
}

/**
 * Classifies a family of items against one band. `qLevel` is the false discovery rate
 * (default 0.05). Items whose interval lies inside the band are balanced; the rest are
 * undetermined, with the games (and the run's matches, `matches` played so far) that would
 * shrink the interval enough to decide either way.
 */
export function classifyFamily(items: readonly BandTestInput[], band: Band, qLevel = 0.05, matches = 0): BandResult[] {
  const p = items.map((x) => bandPValue(x, band));
  const q = benjaminiHochberg(p);
  return items.map((x, i) => {
    const qi = q[i]!;
    if (qi <= qLevel) return { verdict: x.estimate > band.high ? 'too strong' : 'too weak', p: p[i]!, q: qi, moreGames: 0, moreMatches: 0 };
    if (x.low >= band.low && x.high <= band.high) return { verdict: 'balanced', p: p[i]!, q: qi, moreGames: 0, moreMatches: 0 };
    const grow = growthToDecide(x, band);
    const more = (n: number): number => (Number.isFinite(grow) && n > 0 ? Math.max(0, Math.ceil(n * grow - n)) : Infinity);
    return { verdict: 'undetermined', p: p[i]!, q: qi, moreGames: more(x.games), moreMatches: more(matches) };
  });
}

/**
 * The factor the games must grow by: the interval half-width shrinks like 1/sqrt(n); deciding
 * needs it smaller than the distance from the estimate to the nearer edge (inside: to fit the
 * band; outside: to clear the edge).
 */
function growthToDecide(x: BandTestInput, band: Band): number {
  const half = (x.high - x.low) / 2;
  const inside = x.estimate >= band.low && x.estimate <= band.high;
  const distance = inside ? Math.min(x.estimate - band.low, band.high - x.estimate) : x.estimate > band.high ? x.estimate - band.high : band.low - x.estimate;
  if (!(distance > 1e-9) || !(half > 0) || !(x.games > 0)) return Infinity;
  // Clearing an edge after multiple-testing correction needs a margin: aim for z ~ 2.8.
  const target = inside ? distance : (distance * Z95) / 2.8;
  return (half / target) ** 2;
}
