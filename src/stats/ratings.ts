// Agent ratings by Bradley-Terry, fitted by maximum likelihood (Newton's method):
//   P(i beats j | i moves first) = logistic(theta_i - theta_j + gamma)
// with a first-move term gamma, draws counted as half a win, and one virtual draw per pair of
// agents so a perfect record still has a finite rating. Wald intervals on log-strength come
// from the inverse Fisher information; Elo is the same scale times 400 / ln 10.

import { Z95 } from './wilson.js';

/** Results of agent `first` (seat 1) against `second` over `games` games. */
export interface PairRecord {
  readonly first: number;
  readonly second: number;
  readonly games: number;
  /** The first-seat agent's summed win share (draws as half). */
  readonly firstShare: number;
}

export interface Rating {
  readonly agent: number;
  /** Log-strength, centred so the agents' mean is 0. */
  readonly theta: number;
  readonly low: number;
  readonly high: number;
  readonly elo: number;
  readonly eloLow: number;
  readonly eloHigh: number;
}

export interface RatingFit {
  readonly ratings: Rating[];
  /** First-move advantage on the log-odds scale, with its interval. */
  readonly firstMove: { readonly gamma: number; readonly low: number; readonly high: number };
  /** Interval for theta_i - theta_j (positive: i is stronger). */
  difference(i: number, j: number): { diff: number; low: number; high: number };
  readonly iterations: number;
}

export const ELO_PER_LOGIT = 400 / Math.LN10;

export function bradleyTerry(agents: number, records: readonly PairRecord[], z = Z95): RatingFit {
  // Virtual draws: half a game each way per pair, each scored as a draw.
  const data: PairRecord[] = [...records];
  for (let i = 0; i < agents; i++)
    for (let j = i + 1; j < agents; j++) {
      data.push({ first: i, second: j, games: 0.5, firstShare: 0.25 });
      data.push({ first: j, second: i, games: 0.5, firstShare: 0.25 });
    }
  // Parameters: theta_1..theta_{K-1} (theta_0 = 0 anchors the scale), then gamma.
  const P = agents; // (K - 1) thetas + gamma
  const x = new Float64Array(P);
  const theta = (a: number): number => (a === 0 ? 0 : x[a - 1]!);
  const gamma = (): number => x[P - 1]!;
  let info: number[][] = [];
  let iterations = 0;
  for (; iterations < 100; iterations++) {
    const g = new Float64Array(P);
    info = Array.from({ length: P }, () => new Array<number>(P).fill(0));
    for (const r of data) {
      const eta = theta(r.first) - theta(r.second) + gamma();
      const mu = 1 / (1 + Math.exp(-eta));
      const resid = r.firstShare - r.games * mu;
      const w = r.games * mu * (1 - mu);
      const idx: [number, number][] = [];
      if (r.first > 0) idx.push([r.first - 1, 1]);
      if (r.second > 0) idx.push([r.second - 1, -1]);
      idx.push([P - 1, 1]);
      for (const [a, sa] of idx) {
        g[a] = g[a]! + sa * resid;
        for (const [b, sb] of idx) info[a]![b] = info[a]![b]! + w * sa * sb;
      }
    }
    const step = solve(info, Array.from(g));
    let max = 0;
    for (let k = 0; k < P; k++) {
      x[k] = x[k]! + step[k]!;
      max = Math.max(max, Math.abs(step[k]!));
    }
    if (max < 1e-10) break;
  }
  const cov = invert(info);
  // Full covariance of (theta_0..theta_{K-1}) with theta_0 = 0, then centred.
  const covTheta = (a: number, b: number): number => (a === 0 || b === 0 ? 0 : cov[a - 1]![b - 1]!);
  const mean = Array.from({ length: agents }, (_, a) => theta(a)).reduce((s, v) => s + v, 0) / agents;
  const rowMean = (a: number): number => {
    let s = 0;
    for (let b = 0; b < agents; b++) s += covTheta(a, b);
    return s / agents;
  };
  let allMean = 0;
  for (let a = 0; a < agents; a++) allMean += rowMean(a);
  allMean /= agents;
  const ratings: Rating[] = [];
  for (let a = 0; a < agents; a++) {
    const t = theta(a) - mean;
    const v = Math.max(0, covTheta(a, a) - 2 * rowMean(a) + allMean);
    const h = z * Math.sqrt(v);
    ratings.push({ agent: a, theta: t, low: t - h, high: t + h, elo: t * ELO_PER_LOGIT, eloLow: (t - h) * ELO_PER_LOGIT, eloHigh: (t + h) * ELO_PER_LOGIT });
  }
  const gv = Math.sqrt(Math.max(0, cov[P - 1]![P - 1]!));
  return {
    ratings,
    firstMove: { gamma: gamma(), low: gamma() - z * gv, high: gamma() + z * gv },
    iterations,
    difference(i, j) {
      const d = theta(i) - theta(j);
      const v = Math.max(0, covTheta(i, i) + covTheta(j, j) - 2 * covTheta(i, j));
      return { diff: d, low: d - z * Math.sqrt(v), high: d + z * Math.sqrt(v) };
    },
  };
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and symmetric). */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[piv]![c]!)) piv = r;
    [M[c], M[piv]] = [M[piv]!, M[c]!];
    const d = M[c]![c]!;
    if (Math.abs(d) < 1e-300) throw new Error('Bradley-Terry: singular information matrix');
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r]![c]! / d;
      if (f === 0) continue;
      for (let k = c; k <= n; k++) M[r]![k] = M[r]![k]! - f * M[c]![k]!;
    }
  }
  return M.map((row, i) => row[n]! / row[i]!);
}

function invert(A: number[][]): number[][] {
  const n = A.length;
  return Array.from({ length: n }, (_, c) => solve(A, Array.from({ length: n }, (_, r) => (r === c ? 1 : 0)))).map((_, r, cols) => cols.map((col) => col[r]!));
}
