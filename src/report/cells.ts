// How a table cell says a figure, or that it has none. A missing figure is an empty CSV cell
// and a dash in the shown tables, never a placeholder that reads as data (NaN, or the
// [-1, 1] and [0, 1] intervals of an empty sample).

import type { BandResult } from '../stats/band-flags.js';
import { pointSpan, signedPoints } from '../stats/format.js';

/** A CSV number rounded to `d` decimals; null (an empty cell) when missing. */
export function num(x: number | null | undefined, d = 4): number | null {
  return x === null || x === undefined || !Number.isFinite(x) ? null : Number(x.toFixed(d));
}

/** An estimate's interval for CSV: empty bounds when the estimate itself is missing. */
export function bounds(estimate: number | null | undefined, low: number, high: number, d = 4): [number | null, number | null] {
  return num(estimate) === null ? [null, null] : [num(low, d), num(high, d)];
}

/** A difference in percentage points with its interval, "+3.1 [1.0, 5.2]", or '-'. */
export function pointsText(diff: number, low: number, high: number): string {
  return Number.isFinite(diff) ? `${signedPoints(diff)} ${pointSpan(low, high)}` : '-';
}

/** About n, to two significant figures: "≈9,500". */
function about(n: number): string {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return `≈${(Math.ceil(n / step) * step).toLocaleString('en-US')}`;
}

/** Beyond this many times the run's matches, "more matches" stops being a plan. */
const FAR = 100;

/**
 * A verdict, and for an undetermined item how many more matches (of a run of `matches`) would
 * decide it; an estimate sitting on the band's edge would need a hundred runs or more.
 */
export function verdictText(flag: BandResult, matches: number): string {
  if (flag.verdict !== 'undetermined' || !Number.isFinite(flag.moreMatches) || flag.moreMatches <= 0) return flag.verdict;
  if (flag.moreMatches > FAR * matches) return `undetermined: on the band's edge (over ${FAR}× this run to decide)`;
  return `undetermined: ${about(flag.moreMatches)} more matches`;
}

/** The CSV column of the same figure: empty when decided or unknown. */
export function moreMatches(flag: BandResult): number | null {
  return flag.verdict === 'undetermined' && Number.isFinite(flag.moreMatches) ? flag.moreMatches : null;
}
