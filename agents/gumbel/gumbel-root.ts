// The root of a Gumbel search (Danihelka, Guez, Schrittwieser and Silver, "Policy improvement by
// planning with Gumbel", ICLR 2022): which of the legal actions a small simulation budget is
// spent on, and what the search returns.
//
// - Gumbel-top-k: m actions are sampled without replacement from the policy by adding Gumbel
//   noise g to the logits and keeping the m highest g + logits.
// - Sequential halving spreads the budget over them in phases: each survivor gets the same number
//   of visits, then the better half (by g + logits + sigma(completed Q)) goes on, until the budget
//   is spent; the action played is the best survivor by that score.
// - Completed Q-values: an action not visited gets the mixed value (the network's value of the
//   position blended with the prior-weighted mean of the visited actions' values), so every
//   legal action has a value.
// - The policy target is softmax(logits + sigma(completed Q)): since sigma is increasing, it puts
//   at least as much value (under the completed Q) as the prior does, whatever the budget.
//
// The functions below that take arrays are shared with the search's deterministic selection
// below the root (gumbel-agent.ts), which uses the same completed Q and sigma.

import type { Rng } from '../../src/core/rng.js';
import { softmax } from '../neural/network.js';

/** sigma(q) = (C_VISIT + the most visits of an action) x C_SCALE x q, q rescaled to [0, 1]: the paper's and mctx's defaults. */
export const C_VISIT = 50;
export const C_SCALE = 0.1;
/** Probabilities are floored here before a logarithm or a division: a prior of exactly 0 must not give -Infinity or NaN. */
const TINY = 1e-30;

/**
 * The completed Q-values of n actions into out[0..n): an action's mean value where it was
 * visited, else the mixed value of (rawValue, the prior-weighted mean of the visited actions'
 * values), whose weight on the visited actions grows with their visits.
 */
export function completedQ(n: number, visits: ArrayLike<number>, valueSums: ArrayLike<number>, prior: ArrayLike<number>, rawValue: number, out: Float64Array): void {
  let total = 0;
  let priorVisited = 0;
  let weighted = 0;
  for (let i = 0; i < n; i++) {
    const v = visits[i]!;
    if (v === 0) continue;
    const p = Math.max(prior[i]!, TINY);
    total += v;
    priorVisited += p;
    weighted += (p * valueSums[i]!) / v;
  }
  const mixed = total === 0 ? rawValue : (rawValue + (total * weighted) / priorVisited) / (1 + total);
  for (let i = 0; i < n; i++) out[i] = visits[i]! > 0 ? valueSums[i]! / visits[i]! : mixed;
}

/**
 * sigma of the completed Q-values q[0..n) into out[0..n) (in place safe): (C_VISIT + maxVisits)
 * x C_SCALE x q. Increasing in q. The values are win shares, already in [0, 1], so they are not
 * rescaled by their own minimum and maximum as mctx does for values of unknown range: with a few
 * noisy simulations that rescaling turns any difference, however small, into the whole range.
 */
export function sigma(n: number, q: ArrayLike<number>, maxVisits: number, out: Float64Array): void {
  const scale = (C_VISIT + maxVisits) * C_SCALE;
  for (let i = 0; i < n; i++) out[i] = q[i]! * scale;
}

/** softmax(logits + shift) over n actions into out[0..n) (in place safe with either input). */
export function softmaxShifted(n: number, logits: ArrayLike<number>, shift: ArrayLike<number>, out: Float64Array): void {
  let max = -Infinity;
  for (let i = 0; i < n; i++) max = Math.max(max, logits[i]! + shift[i]!);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const e = Math.exp(logits[i]! + shift[i]! - max);
    out[i] = e;
    sum += e;
  }
  for (let i = 0; i < n; i++) out[i] = out[i]! / sum;
}

/** Logits of a prior given as probabilities (up to a constant, which softmax ignores). */
export function logitsOf(n: number, prior: ArrayLike<number>, out: Float64Array): void {
  for (let i = 0; i < n; i++) out[i] = Math.log(Math.max(prior[i]!, TINY));
}

/**
 * One decision's root: the legal actions' logits and Gumbel noise, their visits and summed values
 * for the player deciding, and the sequential-halving schedule. Arrays are sized once for the
 * game's largest legal list and reused at every decision.
 */
export class GumbelRoot {
  /** The prior's logits of the legal actions (written by the caller before start). */
  readonly logits: Float64Array;
  readonly visits: Float64Array;
  readonly valueSums: Float64Array;
  private readonly gumbel: Float64Array;
  private readonly prior: Float64Array;
  private readonly q: Float64Array;
  private readonly scores: Float64Array;
  /** The actions still considered, best first after each halving. */
  private readonly survivors: Int32Array;
  private survivorCount = 0;
  /** The current phase's visits in order: survivors repeated, round by round. */
  private readonly queue: Int32Array;
  private queueLength = 0;
  private queueAt = 0;
  private n = 0;
  private rawValue = 0;
  private budget = 0;
  private used = 0;
  private phases = 1;

  constructor(capacity: number, maxSimulations: number) {
    this.logits = new Float64Array(capacity);
    this.visits = new Float64Array(capacity);
    this.valueSums = new Float64Array(capacity);
    this.gumbel = new Float64Array(capacity);
    this.prior = new Float64Array(capacity);
    this.q = new Float64Array(capacity);
    this.scores = new Float64Array(capacity);
    this.survivors = new Int32Array(capacity);
    this.queue = new Int32Array(Math.max(capacity, maxSimulations));
  }

  /**
   * Starts a decision over n legal actions whose logits are in `logits`: draws the Gumbel noise
   * (times `scale`; 0 makes the search deterministic) and keeps the `considered` highest
   * g + logits. `rawValue`: the position's value for the player deciding (the mixed value's start).
   */
  start(n: number, rawValue: number, simulations: number, considered: number, scale: number, rng: Rng): void {
    this.n = n;
    this.rawValue = rawValue;
    this.budget = simulations;
    this.used = 0;
    softmax(this.logits, n, this.prior);
    for (let i = 0; i < n; i++) {
      this.visits[i] = 0;
      this.valueSums[i] = 0;
      // Gumbel(0, 1) by inversion; float() < 1, and a draw of 0 only gives -Infinity (never kept first).
      this.gumbel[i] = scale === 0 ? 0 : -scale * Math.log(-Math.log(rng.float()));
      this.scores[i] = this.gumbel[i]! + this.logits[i]!;
    }
    const m = Math.min(considered, n);
    this.survivorCount = topByScore(this.scores, n, m, this.survivors);
    this.phases = Math.max(1, Math.ceil(Math.log2(m)));
    this.queueLength = 0;
    this.queueAt = 0;
  }

  /** The legal index the next simulation begins with, or -1 once the budget is spent. */
  next(): number {
    if (this.used >= this.budget) return -1;
    if (this.queueAt === this.queueLength) this.nextPhase();
    this.used++;
    return this.queue[this.queueAt++]!;
  }

  /** A simulation that began with action i ended with `value` for the player deciding. */
  record(i: number, value: number): void {
    this.visits[i]!++;
    this.valueSums[i] = this.valueSums[i]! + value;
  }

  /** The completed Q-values of the legal actions into out[0..n). */
  completed(out: Float64Array): void {
    completedQ(this.n, this.visits, this.valueSums, this.prior, this.rawValue, out);
  }

  /** The improved policy softmax(logits + sigma(completed Q)) over the legal actions into out[0..n): the training target. */
  improvedPolicy(out: Float64Array): void {
    this.transformed(this.q);
    softmaxShifted(this.n, this.logits, this.q, out);
  }

  /**
   * The action played: the highest g + logits + sigma(completed Q) among the actions of the last
   * phase that were visited. (mctx takes the most visited of them, which lets the budget decide:
   * a last phase cut short leaves one survivor a visit ahead of another whatever their values.)
   */
  choice(): number {
    const s = this.survivors;
    this.transformed(this.q);
    let best = -1;
    for (let k = 0; k < this.survivorCount; k++) {
      const i = s[k]!;
      if (this.visits[i] === 0) continue;
      if (best < 0 || this.score(i) > this.score(best)) best = i;
    }
    return best;
  }

  /** sigma(completed Q) of the legal actions into out. */
  private transformed(out: Float64Array): void {
    this.completed(out);
    let most = 0;
    for (let i = 0; i < this.n; i++) most = Math.max(most, this.visits[i]!);
    sigma(this.n, out, most, out);
  }

  /** g + logits + sigma(completed Q) of action i (this.q must hold sigma). */
  private score(i: number): number {
    return this.gumbel[i]! + this.logits[i]! + this.q[i]!;
  }

  /**
   * After the first phase, keeps the better half of the survivors (at least two); then queues
   * the phase's visits: each survivor the same number, at least one, so that the phases share
   * the budget about equally (the last one may be cut short by it).
   */
  private nextPhase(): void {
    if (this.queueLength > 0 && this.survivorCount > 2) {
      this.transformed(this.q);
      const s = this.survivors;
      for (let k = 0; k < this.survivorCount; k++) this.scores[k] = this.score(s[k]!);
      // Insertion sort of the survivors by score, best first (ties keep their order: deterministic).
      for (let k = 1; k < this.survivorCount; k++) {
        const a = s[k]!;
        const sc = this.scores[k]!;
        let j = k;
        for (; j > 0 && this.scores[j - 1]! < sc; j--) {
          s[j] = s[j - 1]!;
          this.scores[j] = this.scores[j - 1]!;
        }
        s[j] = a;
        this.scores[j] = sc;
      }
      this.survivorCount = Math.max(2, this.survivorCount >> 1);
    }
    const count = this.survivorCount;
    const rounds = Math.max(1, Math.floor(this.budget / (this.phases * count)));
    const length = Math.min(rounds * count, this.queue.length);
    for (let k = 0; k < length; k++) this.queue[k] = this.survivors[k % count]!;
    this.queueLength = length;
    this.queueAt = 0;
  }
}

/**
 * The indices of the m highest scores[0..n) into out, highest first (ties: the lower index
 * first); returns m. A selection, not a sort: n may be hundreds, m a handful.
 */
function topByScore(scores: Float64Array, n: number, m: number, out: Int32Array): number {
  let size = 0;
  for (let i = 0; i < n; i++) {
    const sc = scores[i]!;
    if (size === m && !(sc > scores[out[m - 1]!]!)) continue;
    let j = size < m ? size++ : m - 1;
    for (; j > 0 && scores[out[j - 1]!]! < sc; j--) out[j] = out[j - 1]!;
    out[j] = i;
  }
  return size;
}
