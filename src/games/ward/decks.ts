// Ward's deck rules (3.2): one section of exactly 30 cards with at most 3 copies of a card; the
// advice (not a rule) on what the forced first summon needs; and the random legal deck.

import { drawWithCopyLimit, sectionViolations, singleSection } from '../../core/deck-sections.js';
import type { CardSet, DeckViolation } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import type { WardCard } from './card-schema.js';
import type { WardCardSet } from './card-tables.js';
import { sacrificesFor } from './rules/sacrifices.js';

export const DECK_SIZE = 30;
export const MAX_COPIES = 3;

export const WARD_DECK_SECTIONS = singleSection({ min: DECK_SIZE, max: DECK_SIZE }, () => MAX_COPIES);

/** A creature the first turn's forced summon can use: a replacement (7.2.1) cannot meet a summon requirement (8.3.1). */
function isReplacement(card: WardCard | undefined): card is WardCard & { kind: 'creature' } {
  return card !== undefined && card.kind === 'creature' && !card['summon-requirement'];
}

/** The rulebook's deck rules only (3.2.1 and its 30 cards). */
export function validateWardDeck(set: CardSet<WardCard>, deck: readonly number[]): DeckViolation[] {
  return sectionViolations(set, WARD_DECK_SECTIONS, deck);
}

/**
 * Advice the rulebook does not make a rule, on the first turn's forced summon (7.1.4), made as a
 * replacement (7.2.1: sacrifices from hand). A deck with a creature of AL 1-6 and no summon
 * requirement gets none. Without one, the summon needs an AL 7+ creature and the creatures in
 * hand its AL asks for (8.2.1), the hand being redrawn until it holds them (7.2.2); a deck that
 * can never hold them loses on its first turn (7.2.4).
 */
export function wardDeckWarnings(set: CardSet<WardCard>, deck: readonly number[]): DeckViolation[] {
  const cards = deck.map((d) => set.data[d]);
  const creatures = cards.filter((c) => c?.kind === 'creature').length;
  const fewest = Math.min(...cards.filter(isReplacement).map((c) => sacrificesFor(c.al)));
  if (fewest === 0) return [];
  if (fewest <= creatures - 1) {
    const message = `the deck has no creature of AL 1-6 without a summon requirement, so its first turn's forced summon (7.1.4) is an AL 7+ creature paid by sacrificing ${fewest === 1 ? 'another creature' : 'two other creatures'} from hand (8.2.1), the hand redrawn until it holds them (7.2.2)`;
    return [{ rule: 'no-starter', message }];
  }
  const message = 'the deck has no creature its first turn can summon (7.1.4: one without a summon requirement, with the creatures its AL sacrifices from hand, 8.2.1), so it loses on its first turn (7.2.4)';
  return [{ rule: 'no-first-summon', message }];
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
  pick((d) => tables.isCreature[d] === 1 && tables.armorLevel[d]! <= 6 && tables.requiredUnder[d] === -1, 5);
  pick((d) => tables.isCreature[d] === 1, 5);
  pick((d) => tables.isCreature[d] === 0, DECK_SIZE - deck.length);
  // A set with little magic fills up with creatures.
  pick(() => true, DECK_SIZE - deck.length);
  return deck;
}
