// A player's hand and deck: which definitions a hand holds (one action per definition, so a hand
// is read as a bit mask of definitions, MAX_DEFS = 32), the card a definition's action means, and
// the draw with its two exceptions, the guttering lantern and the burned card (rulebook 3.2).

import { CardEvent } from '../../../core/events.js';
import { ASHES, DECK, HAND, HAND_LIMIT } from '../ids.js';
import type { LanternState } from '../state.js';
import { loseLight } from './light.js';

/** Bit d set when p's hand holds a card of definition d. */
export function handMask(s: LanternState, p: number): number {
  const t = s.cards;
  let mask = 0;
  for (let i = t.count(HAND, p) - 1; i >= 0; i--) mask |= 1 << t.def[t.at(HAND, p, i)]!;
  return mask;
}

/** p's card in hand of definition d (the last one), or -1. */
export function handCardOf(s: LanternState, p: number, d: number): number {
  const t = s.cards;
  for (let i = t.count(HAND, p) - 1; i >= 0; i--) {
    const c = t.at(HAND, p, i);
    if (t.def[c] === d) return c;
  }
  return -1;
}

/**
 * p draws one card (3.2): "If your deck is empty, your lantern gutters: you lose 1 Light
 * instead. If your hand already holds 7 cards, the drawn card is burned". A burned card is not
 * reported as drawn: it never reaches the hand.
 */
export function draw(s: LanternState, p: number, event: CardEvent = CardEvent.Drawn): void {
  const t = s.cards;
  if (t.count(DECK, p) === 0) {
    loseLight(s, p, 1);
    return;
  }
  if (t.count(HAND, p) >= HAND_LIMIT) {
    t.moveTop(DECK, p, ASHES, p);
    return;
  }
  const c = t.moveTop(DECK, p, HAND, p);
  s.cardEvent(event, p, t.def[c]!);
}
