// Warsong's deck rules: an army of 20 cards (18 for a preconstructed starter), copy limits
// (fewer of a Key Figure), at most two factions plus unaligned cards; and random legal armies.

import type { CardInfo, CardSet, DeckViolation } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import { sectionViolations, singleSection } from '../../core/deck-sections.js';
import type { WarsongCard } from './card-schema.js';
import { FACTIONS } from './card-schema.js';


export const DECK_SIZE = 20;
export const STARTER_DECK_SIZE = 18;
export const MAX_COPIES = 4;
export const MAX_KEY_FIGURE_COPIES = 2;
export const MAX_FACTIONS = 2;

/**
 * The cards of the loaded sets that are Key Figures. A deck section sees a card as the
 * game-neutral CardInfo, which does not say it; the loader records each one (markKeyFigure).
 */
const keyFigures = new WeakSet<CardInfo>();

export function markKeyFigure(card: CardInfo): void {
  keyFigures.add(card);
}

/** Copies of `card` an army may hold: fewer of a Key Figure. */
function maxCopies(card: CardInfo): number {
  return keyFigures.has(card) ? MAX_KEY_FIGURE_COPIES : MAX_COPIES;
}

/** A Warsong deck (an army) is one section: 20 cards, at most 4 copies of a card and 2 of a Key Figure. */
export const DECK_SECTIONS = singleSection({ min: DECK_SIZE, max: DECK_SIZE }, maxCopies, 'army');

/**
 * Every deck rule `deck` breaks: the section's size and copy rules (an 18-card deck passes as a
 * preconstructed starter when `starter` says it is one), then Warsong's own two-faction rule.
 */
export function deckViolations(set: CardSet<WarsongCard>, deck: readonly number[], starter: boolean): DeckViolation[] {
  const size = starter && deck.length === STARTER_DECK_SIZE ? () => ({ min: STARTER_DECK_SIZE, max: STARTER_DECK_SIZE }) : undefined;
  const out = sectionViolations(set, DECK_SECTIONS, deck, size).map((v) => keyFigureNoted(set, v));
  const factions = new Set<string>();
  for (const id of new Set(deck)) {
    const faction = set.data[id]?.faction;
    if (faction) factions.add(faction);
  }
  if (factions.size > MAX_FACTIONS) out.push({ rule: 'factions', message: `${factions.size} factions (${[...factions].sort().join(', ')}); at most ${MAX_FACTIONS} plus unaligned cards` });
  return out;
}

/** A copy-limit violation of a Key Figure says why its limit is lower. */
function keyFigureNoted(set: CardSet<WarsongCard>, v: DeckViolation): DeckViolation {
  if (v.rule !== 'copy-limit') return v;
  const card = set.cards.find((c) => keyFigures.has(c) && v.message.includes(`'${c.name}'`));
  return card ? { ...v, message: v.message.replace(/\)$/, ' of a Key Figure)') } : v;
}

/** Whether `deck` is, as a multiset, one of the set's preconstructed decks. */
function isShippedStarter(set: CardSet<WarsongCard>, deck: readonly number[]): boolean {
  const key = [...deck].sort((a, b) => a - b).join(',');
  return set.decks.some((d) => d.cards.length === STARTER_DECK_SIZE && [...d.cards].sort((a, b) => a - b).join(',') === key);
}

export function validateWarsongDeck(set: CardSet<WarsongCard>, deck: readonly number[]): DeckViolation[] {
  return deckViolations(set, deck, isShippedStarter(set, deck));
}

/** A legal 20-card deck: one or two factions plus unaligned cards, copy limits respected. */
export function randomWarsongDeck(set: CardSet<WarsongCard>, rng: Rng): number[] {
  const nf = 1 + rng.below(2);
  const order = FACTIONS.map((_, i) => i);
  rng.shuffle(order);
  const chosen = new Set<string>(order.slice(0, nf).map((i) => FACTIONS[i]!));
  const pool: number[] = [];
  for (const card of set.cards) {
    const faction = set.data[card.id]!.faction;
    if (faction !== null && !chosen.has(faction)) continue;
    for (let k = maxCopies(card); k > 0; k--) pool.push(card.id);
  }
  if (pool.length < DECK_SIZE) throw new Error(`set '${set.name}' has too few cards for a ${DECK_SIZE}-card deck`);
  rng.shuffle(pool);
  return pool.slice(0, DECK_SIZE).sort((a, b) => a - b);
}
