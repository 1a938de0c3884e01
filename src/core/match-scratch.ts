// Per-match scratch: arrays a rule fills and reads within one call (a pile's distinct
// definitions, a flood fill's queue, a deal's card ids), so the hot paths allocate nothing and no
// module keeps mutable arrays. A match's state makes one; its clones (blank(), hence clone() and
// determinize()) share it by reference. Nothing in it outlives the call that filled it, so the
// states of one thread may share it; it is never copied or serialised. A game extends it with its
// own arrays and passes it on in blank().

import type { CardTable } from './cards.js';

export class MatchScratch {
  /** resampleUnseenCards' card ids, their definitions and dealt marks (hidden.ts), one per card instance. */
  readonly dealIds: Int32Array;
  readonly dealDefs: Int32Array;
  readonly dealt: Uint8Array;

  constructor(cards: number) {
    this.dealIds = new Int32Array(cards);
    this.dealDefs = new Int32Array(cards);
    this.dealt = new Uint8Array(cards);
  }
}

/**
 * Marks for listing distinct definitions: a definition is marked in the current set when its mark
 * equals the set's stamp, so starting a new set clears nothing. distinct() lists a pile's; a rule
 * that picks definitions by its own test starts a set with clear() and uses has() and add().
 */
export class DefMarks {
  private readonly mark: Int32Array;
  /** Above the marks' initial 0: a new DefMarks has nothing marked. */
  private stamp = 1;

  constructor(maxDefs: number) {
    this.mark = new Int32Array(maxDefs);
  }

  /** Starts a new set: no definition is marked. */
  clear(): void {
    this.stamp++;
  }

  /** Whether definition d is marked in the current set. */
  has(d: number): boolean {
    return this.mark[d] === this.stamp;
  }

  /** Marks definition d in the current set. */
  add(d: number): void {
    this.mark[d] = this.stamp;
  }

  /** The distinct definitions in p's pile of `zone` into out, ascending; returns their count. Starts a new set. */
  distinct(t: CardTable, zone: number, p: number, out: Int32Array): number {
    const mark = this.mark;
    const now = ++this.stamp;
    const start = t.pileStart(zone, p);
    const n = t.count(zone, p);
    let k = 0;
    for (let i = 0; i < n; i++) {
      const d = t.def[t.pile[start + i]!]!;
      if (mark[d] === now) continue;
      mark[d] = now;
      let j = k++;
      for (; j > 0 && out[j - 1]! > d; j--) out[j] = out[j - 1]!;
      out[j] = d;
    }
    return k;
  }
}
