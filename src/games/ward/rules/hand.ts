// Reading a player's piles for the legal lists: the distinct definitions in a pile, ascending
// (one action per definition), and the card in hand an answer that names a definition means.

import * as coreCards from '../../../core/cards.js';
import type { WardState } from '../state.js';
import * as wardIds from '../ids.js';

// Imported constants bound to this module's own consts, which optimised code folds (README,
// Development).
const { NO_CARD } = coreCards;
const { HAND } = wardIds;

/** The distinct definitions in p's pile of `zone` into out, ascending; returns their count. */
export function distinctDefs(s: WardState, zone: number, p: number, out: Int32Array): number {
  return s.scratch.defMarks.distinct(s.cards, zone, p, out);
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
