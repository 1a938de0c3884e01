// Reading a player's piles for the legal lists: the distinct definitions in a pile, ascending
// (one action per definition), and the card in hand an answer that names a definition means.

import * as coreCards from '../../../core/cards.js';
import type { WardState } from '../state.js';
import * as wardCards from '../card-schema.js';
import * as wardIds from '../ids.js';

// Imported constants bound to this module's own consts, which optimised code folds (README,
// Development).
const { NO_CARD } = coreCards;
const { MAX_DEFS } = wardCards;
const { HAND } = wardIds;

/** distinctDefs' result: the definitions in ascending order (single-threaded, never re-entered). */
const defs = new Int32Array(64);
/** `defs` for other modules: this one reads its own const, not the exported binding's cell. */
export const DISTINCT_DEFS = defs;
/** A definition is seen in the current distinctDefs call when its mark equals the call's stamp. */
const seen = new Int32Array(MAX_DEFS);
const stamp = { next: 1 };

/** The distinct definitions in p's pile of `zone` into DISTINCT_DEFS, ascending; returns their count. */
export function distinctDefs(s: WardState, zone: number, p: number): number {
  const mark = ++stamp.next;
  const cards = s.cards;
  let k = 0;
  const n = cards.count(zone, p);
  for (let i = 0; i < n; i++) {
    const d = cards.def[cards.at(zone, p, i)]!;
    if (seen[d] === mark) continue;
    seen[d] = mark;
    let j = k++;
    while (j > 0 && defs[j - 1]! > d) {
      defs[j] = defs[j - 1]!;
      j--;
    }
    defs[j] = d;
  }
  return k;
}

/** p's hand card of definition d (the last one in hand) other than skip1 and skip2, or NO_CARD. */
export function handCardOf(s: WardState, p: number, d: number, skip1 = NO_CARD, skip2 = NO_CARD): number {
  const cards = s.cards;
  for (let i = cards.count(HAND, p) - 1; i >= 0; i--) {
    const c = cards.at(HAND, p, i);
    if (c !== skip1 && c !== skip2 && cards.def[c] === d) return c;
  }
  return NO_CARD;
}
