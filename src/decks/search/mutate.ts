// Deck mutations for the search: one card swapped for another card of the pool that goes in
// the same section, or one card swapped for a further copy of a card the section already holds
// (changing copies without changing the section's size). Legality is the game's own: every
// proposal goes through its validateDeck, and none of the deck rules is repeated here.

import { sectionOf } from '../../core/deck-sections.js';
import type { CardSet, GameDefinition } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import { cardsOf } from '../../core/facets.js';

/** Proposals tried before the mutation gives up and draws a fresh random deck. */
export const MUTATION_ATTEMPTS = 64;

export interface Mutation {
  readonly deck: number[];
  /** 'swap', 'copies', or 'fresh' when no legal proposal was found (a random legal deck). */
  readonly kind: 'swap' | 'copies' | 'fresh';
}

/** The section index of each card of the set (-1: no section holds it; 0 for games without sections). */
export function sectionIndex(game: GameDefinition, cards: CardSet): Int32Array {
  const out = new Int32Array(cards.cards.length);
  const sections = cardsOf(game).deckSections;
  if (sections) cards.cards.forEach((c, i) => (out[i] = sectionOf(sections, c)));
  return out;
}

/**
 * A legal neighbour of `deck` (which is legal): `steps` single-card changes, each kept only
 * when the game accepts the deck that results. Sorted ascending, so equal decks are equal lists.
 */
export function mutateDeck(game: GameDefinition, cards: CardSet, variant: string, deck: readonly number[], rng: Rng, steps = 1, sections = sectionIndex(game, cards)): Mutation {
  let current = [...deck];
  let kind: Mutation['kind'] = 'swap';
  for (let s = 0; s < steps; s++) {
    const next = oneChange(game, cards, variant, current, rng, sections);
    if (next === null) return { deck: sortedDeck(cardsOf(game).randomDeck(cards, rng, variant)), kind: 'fresh' };
    current = next.deck;
    kind = next.kind;
  }
  return { deck: sortedDeck(current), kind };
}

function oneChange(game: GameDefinition, cards: CardSet, variant: string, deck: readonly number[], rng: Rng, sections: Int32Array): { deck: number[]; kind: 'swap' | 'copies' } | null {
  const n = cards.cards.length;
  for (let attempt = 0; attempt < MUTATION_ATTEMPTS; attempt++) {
    const slot = rng.below(deck.length);
    const out = deck[slot]!;
    const copies = rng.below(2) === 1;
    // The incoming card: another copy of a card in the deck, or any card of the pool.
    const incoming = copies ? deck[rng.below(deck.length)]! : rng.below(n);
    if (incoming === out || sections[incoming] !== sections[out]) continue;
    const proposal = [...deck];
    proposal[slot] = incoming;
    if (cardsOf(game).validateDeck(cards, proposal, variant).length === 0) return { deck: proposal, kind: copies ? 'copies' : 'swap' };
  }
  return null;
}

export function sortedDeck(deck: readonly number[]): number[] {
  return [...deck].sort((a, b) => a - b);
}

/** A deck's identity: its sorted card ids. */
export function deckKey(deck: readonly number[]): string {
  return sortedDeck(deck).join(',');
}
