// How rates and intervals are written in reports, findings and warnings (one place, so every
// text says a number the same way).

/** A rate as a percentage with one decimal ('-' when missing). */
export function pct(x: number | null): string {
  return x === null || !Number.isFinite(x) ? '-' : `${(100 * x).toFixed(1)}%`;
}

/** An interval of rates: "[55.0%, 60.2%]". */
export function pctSpan(lo: number, hi: number): string {
  return `[${pct(lo)}, ${pct(hi)}]`;
}

/** An interval in percentage points without signs: "[55.0, 60.2]". */
export function pointSpan(lo: number, hi: number): string {
  return `[${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}]`;
}

/** A change in percentage points with its sign: "+3.1", "-0.4". */
export function signedPoints(x: number): string {
  const s = (100 * x).toFixed(1);
  // A change that rounds to zero has no sign ("-0.0" would read as a loss).
  return s === '0.0' || s === '-0.0' ? '0.0' : `${x > 0 ? '+' : ''}${s}`;
}

/** A count with thousands separators: "1,234" (rounded to a whole number). */
export function count(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** A duration in seconds as "2.5 s", "45 s", "12 min" or "3 h 20 min". */
export function durationText(seconds: number): string {
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 90) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
