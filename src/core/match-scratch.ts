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
 * Marks for listing a pile's distinct definitions: a definition is seen in the current call when
 * its mark equals the call's stamp, so nothing is cleared between calls.
 */
export class DefMarks {
  private readonly mark: Int32Array;
  private stamp = 0;

  constructor(maxDefs: number) {
    this.mark = new Int32Array(maxDefs);
  }

  /** The distinct definitions in p's pile of `zone` into out, ascending; returns their count. */
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
