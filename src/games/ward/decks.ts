// Ward's deck rules (3.2): one section of exactly 30 cards with at most 3 copies of a card; the
// advice (not a rule) that the forced first summon needs a creature; and the random legal deck.

import { drawWithCopyLimit, sectionViolations, singleSection } from '../../core/deck-sections.js';
import type { CardSet, DeckViolation } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import type { WardCard, WardCardSet } from './cards.js';

export const DECK_SIZE = 30;
export const MAX_COPIES = 3;

export const WARD_DECK_SECTIONS = singleSection({ min: DECK_SIZE, max: DECK_SIZE }, () => MAX_COPIES);

/** A creature of AL 1-6 without a summon requirement: what a first turn's forced summon needs (7.1.4). */
function isStarter(card: WardCard | undefined): boolean {
  return card !== undefined && card.kind === 'creature' && card.al <= 6 && !card['summon-requirement'];
}

/** The rulebook's deck rules only (3.2.1 and its 30 cards). */
export function validateWardDeck(set: CardSet<WardCard>, deck: readonly number[]): DeckViolation[] {
  return sectionViolations(set, WARD_DECK_SECTIONS, deck);
}

/** Advice the rulebook does not make a rule: a deck no first summon can use (it would lose by 7.2.4). */
export function wardDeckWarnings(set: CardSet<WardCard>, deck: readonly number[]): DeckViolation[] {
  if (deck.some((d) => isStarter(set.data[d]))) return [];
  return [{ rule: 'no-starter', message: 'the deck has no creature of AL 1-6 without a summon requirement, so its first turn cannot summon' }];
}

/** 10 creatures (at least 5 of AL 1-6) and 20 magic, at most 3 copies each, drawn from `rng`. */
export function randomWardDeck(set: WardCardSet, rng: Rng): number[] {
  const tables = set.tables;
  const deck: number[] = [];
  const copies = new Int8Array(tables.count);
  const pick = (ok: (d: number) => boolean, k: number): void => {
    const pool: number[] = [];
    for (let d = 0; d < tables.count; d++) if (ok(d)) pool.push(d);
    drawWithCopyLimit(pool, k, MAX_COPIES, copies, rng, deck);
  };
  pick((d) => tables.isCreature[d] === 1 && tables.al[d]! <= 6 && tables.reqUnder[d] === -1, 5);
  pick((d) => tables.isCreature[d] === 1, 5);
  pick((d) => tables.isCreature[d] === 0, DECK_SIZE - deck.length);
  // A set with little magic fills up with creatures.
  pick(() => true, DECK_SIZE - deck.length);
  return deck;
}
