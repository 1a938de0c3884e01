// Reading a player's piles for the legal lists: the distinct definitions in a pile, ascending
// (one action per definition), and the card an answer that names a definition means.

import { NO_CARD } from '../../../core/cards.js';
import { CardEvent } from '../../../core/events.js';
import { MAX_DEFS } from '../card-schema.js';
import { HAND } from '../ids.js';
import type { WarlordsState } from '../state.js';

/** distinctDefs' result (scratch: filled and read within one legal-list call). */
export const DISTINCT_DEFS = new Int32Array(MAX_DEFS);
const mark = new Int32Array(MAX_DEFS);
let stamp = 0;

/** The distinct definitions in p's pile of `zone` into DISTINCT_DEFS, ascending; returns their count. */
export function distinctDefs(s: WarlordsState, zone: number, p: number): number {
  const cards = s.cards;
  const now = ++stamp;
  let k = 0;
  const n = cards.count(zone, p);
  for (let i = 0; i < n; i++) {
    const d = cards.def[cards.at(zone, p, i)]!;
    if (mark[d] === now) continue;
    mark[d] = now;
    let j = k++;
    while (j > 0 && DISTINCT_DEFS[j - 1]! > d) {
      DISTINCT_DEFS[j] = DISTINCT_DEFS[j - 1]!;
      j--;
    }
    DISTINCT_DEFS[j] = d;
  }
  return k;
}

/** p's card of definition d in `zone` (the topmost), or NO_CARD. */
export function cardOf(s: WarlordsState, zone: number, p: number, d: number): number {
  const cards = s.cards;
  for (let i = cards.count(zone, p) - 1; i >= 0; i--) {
    const c = cards.at(zone, p, i);
    if (cards.def[c] === d) return c;
  }
  return NO_CARD;
}

/** p draws the top card of `deck` (BATTLE_DECK or BUILDING_DECK) into hand; nothing when it is empty. */
export function drawCard(s: WarlordsState, p: number, deck: number, first = false): void {
  const c = s.cards.moveTop(deck, p, HAND, p);
  if (c !== NO_CARD) s.cardEvent(first ? CardEvent.FirstHand : CardEvent.Drawn, p, s.cards.def[c]!);
}
