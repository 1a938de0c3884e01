// Wilson score interval for a proportion. Works with fractional successes (win shares with
// draws as half): p is the mean share over n games.

export interface Interval {
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** The 97.5% normal quantile, exact to double precision (simple-statistics' probit is off by 0.003). */
export const Z95 = 1.959963984540054;

export function wilson(successes: number, n: number, z = Z95): Interval {
  if (n <= 0) return { rate: Number.NaN, low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
