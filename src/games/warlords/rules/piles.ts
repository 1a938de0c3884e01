// Reading a player's piles for the legal lists: the distinct definitions in a pile, ascending
// (one action per definition), and the card an answer that names a definition means.

import { NO_CARD } from '../../../core/cards.js';
import { CardEvent } from '../../../core/events.js';
import { HAND } from '../ids.js';
import type { WarlordsState } from '../state.js';

/** The distinct definitions in p's pile of `zone` into out, ascending; returns their count. */
export function distinctDefs(s: WarlordsState, zone: number, p: number, out: Int32Array): number {
  return s.scratch.defMarks.distinct(s.cards, zone, p, out);
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
