// Duel of Lanterns' deck rules (rulebook 1): one section of exactly 20 cards, at most 2 copies
// of a card; and the random legal deck.

import { drawWithCopyLimit, sectionViolations, singleSection } from '../../core/deck-sections.js';
import type { CardSet, DeckViolation } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import type { LanternCard } from './card-schema.js';
import type { LanternCardSet } from './card-tables.js';
import { DECK_SIZE, MAX_COPIES } from './ids.js';

export const LANTERN_DECK_SECTIONS = singleSection({ min: DECK_SIZE, max: DECK_SIZE }, () => MAX_COPIES);

export function validateLanternDeck(set: CardSet<LanternCard>, deck: readonly number[]): DeckViolation[] {
  return sectionViolations(set, LANTERN_DECK_SECTIONS, deck);
}

/** Half units (a deck needs bodies to attack with), the rest from the whole set, at most 2 copies each. */
export function randomLanternDeck(set: LanternCardSet, rng: Rng): number[] {
  const deck: number[] = [];
  const copies = new Int8Array(set.tables.count);
  const all = set.cards.map((c) => c.id);
  drawWithCopyLimit(
    all.filter((d) => set.data[d]!.kind === 'unit'),
    DECK_SIZE / 2,
    MAX_COPIES,
    copies,
    rng,
    deck,
  );
  drawWithCopyLimit(all, DECK_SIZE - deck.length, MAX_COPIES, copies, rng, deck);
  return deck;
}
