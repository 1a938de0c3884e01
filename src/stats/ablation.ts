// Paired ablation results: each base match is replayed with the focal side's copies of a card
// replaced by a neutral filler, same seed and separate streams, so the two matches differ only
// where the card mattered. The change in the focal side's win share comes with its 3x3 outcome
// table and a paired interval chosen by the data:
// - no draws: Tango's score interval;
// - draws, and at least 30 pairs that differ: a t interval over clusters of pairs (blocks);
// - draws, and fewer than 30 pairs that differ: a bootstrap over clusters.

import type { Collector } from './counts.js';
import { BLOCKS } from './counts.js';
import type { Difference } from './differences.js';
import { bootstrapClusters, clusteredT, tango } from './paired.js';

/** Outcome classes of a share: win (whole), draw (a split), loss. */
export const WIN = 0;
export const DRAW = 1;
export const LOSS = 2;

export function outcomeOf(share: number): number {
  return share >= 1 - 1e-9 ? WIN : share <= 1e-9 ? LOSS : DRAW;
}

export class AblationTally {
  /** table[base * 3 + ablated]: pairs by (base outcome, ablated outcome). */
  readonly table = new Float64Array(9);
  /** Per block: summed (base share - ablated share) and number of pairs. */
  readonly sums = new Float64Array(BLOCKS);
  readonly counts = new Float64Array(BLOCKS);
  /** Per block: the focal side's summed share in the base matches (a sweep's clustered rates). */
  readonly baseSums = new Float64Array(BLOCKS);

  add(block: number, baseShare: number, ablatedShare: number): void {
    this.table[outcomeOf(baseShare) * 3 + outcomeOf(ablatedShare)]!++;
    this.sums[block]! += baseShare - ablatedShare;
    this.counts[block]!++;
  }

  merge(o: AblationTally): void {
    for (let i = 0; i < 9; i++) this.table[i]! += o.table[i]!;
    for (let b = 0; b < BLOCKS; b++) {
      this.sums[b]! += o.sums[b]!;
      this.counts[b]! += o.counts[b]!;
      this.baseSums[b]! += o.baseSums[b]!;
    }
  }

  get pairs(): number {
    let n = 0;
    for (const v of this.table) n += v;
    return n;
  }

  /** Pairs whose outcome changed. */
  get differing(): number {
    let n = 0;
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) if (i !== j) n += this.table[i * 3 + j]!;
    return n;
  }

  get hasDraws(): boolean {
    for (let i = 0; i < 3; i++) if (this.table[DRAW * 3 + i]! > 0 || this.table[i * 3 + DRAW]! > 0) return true;
    return false;
  }
}

export interface AblationEffect extends Difference {
  readonly pairs: number;
  readonly differing: number;
  readonly method: 'tango' | 'clustered-t' | 'bootstrap' | 'none';
}

/** The change in win share from holding the card (base minus ablated), with its interval. */
export function ablationEffect(t: AblationTally, seed = 1): AblationEffect {
  const pairs = t.pairs;
  const differing = t.differing;
  if (pairs === 0) return { diff: Number.NaN, low: -1, high: 1, pairs, differing, method: 'none' };
  if (!t.hasDraws) {
    const d = tango(t.table[WIN * 3 + LOSS]!, t.table[LOSS * 3 + WIN]!, pairs);
    return { ...d, pairs, differing, method: 'tango' };
  }
  if (differing >= 30) return { ...clusteredT(t.sums, t.counts), pairs, differing, method: 'clustered-t' };
  return { ...bootstrapClusters(t.sums, t.counts, seed), pairs, differing, method: 'bootstrap' };
}

/**
 * Ablation counters in the runner's blocks: per ablated card, the 3x3 table of pairs and the
 * summed change in the focal side's win-share units. The replays are written by the match
 * loop (src/sim/ablation-run.ts); this collector only reserves and reads the section.
 */
export const ABLATION_FIELDS = 11;
const F_DIFF_UNITS = 9;
const F_BASE_UNITS = 10;

export class AblationCollector implements Collector {
  readonly size: number;

  /** `cards` variant sets; a sweep keeps its pairs in a section of its own name, one per swept value. */
  constructor(
    readonly cards: number,
    readonly name = 'ablation',
  ) {
    this.size = cards * ABLATION_FIELDS;
  }

  record(): void {
    // Pairs are added by addPair as the replays finish.
  }

  /** One pair for ablated card k: the focal side's share units in the base and the replay. */
  static addPair(c: Int32Array, offset: number, k: number, baseUnits: number, ablatedUnits: number, units: number): void {
    const o = offset + k * ABLATION_FIELDS;
    c[o + outcomeOf(baseUnits / units) * 3 + outcomeOf(ablatedUnits / units)]!++;
    c[o + F_DIFF_UNITS]! += baseUnits - ablatedUnits;
    c[o + F_BASE_UNITS]! += baseUnits;
  }

  /** The tally of card k from merged blocks (blocks are the clusters of the paired interval). */
  static tally(blocks: Float64Array, size: number, offset: number, k: number, units: number): AblationTally {
    const t = new AblationTally();
    for (let b = 0; b < BLOCKS; b++) {
      const o = b * size + offset + k * ABLATION_FIELDS;
      let pairs = 0;
      for (let i = 0; i < 9; i++) {
        t.table[i]! += blocks[o + i]!;
        pairs += blocks[o + i]!;
      }
      t.sums[b] = blocks[o + F_DIFF_UNITS]! / units;
      t.baseSums[b] = blocks[o + F_BASE_UNITS]! / units;
      t.counts[b] = pairs;
    }
    return t;
  }
}
