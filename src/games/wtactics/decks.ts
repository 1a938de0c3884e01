// WTactics deck rules (Deck Building, Prep & Veto, Heroes): an army deck of at least 60 cards
// with at most 4 copies of a card, a quest deck of 10 different quests, and one hero. Loyalty:
// the highest loyalty requirement of each faction in the deck, added up, is at most 3, and no
// card asks more loyalty of its faction than the hero brings. Random legal decks follow both.

import type { CardInfo, CardSet, DeckViolation } from '../../core/game.js';
import { randomSectionedDeck, sectionViolations } from '../../core/deck-sections.js';
import type { DeckSections } from '../../core/deck-sections.js';
import type { Rng } from '../../core/rng.js';
import type { WtCard } from './card-schema.js';
import type { WtCardSet } from './card-tables.js';

export const ARMY_MIN = 60;
export const ARMY_COPIES = 4;
export const QUEST_DECK_SIZE = 10;
export const LOYALTY_LIMIT = 3;
/** The table holds every card instance of a match: decks longer than this are refused. */
export const ARMY_MAX = 90;

const isQuest = (c: CardInfo): boolean => c.type.startsWith('quest');
const isHero = (c: CardInfo): boolean => c.type === 'hero';

export const WT_DECK_SECTIONS: DeckSections = [
  { name: 'army', title: 'army deck', holds: (c) => !isQuest(c) && !isHero(c), size: { min: ARMY_MIN, max: ARMY_MAX }, maxCopies: () => ARMY_COPIES },
  { name: 'quest', title: 'quest deck', holds: isQuest, size: { min: QUEST_DECK_SIZE, max: QUEST_DECK_SIZE }, maxCopies: () => 1 },
  { name: 'hero', title: 'hero', holds: isHero, size: { min: 1, max: 1 }, maxCopies: () => 1 },
];

/** The highest loyalty requirement per faction among the deck's cards (neutral cards ask none). */
export function loyaltyByFaction(set: CardSet<WtCard>, deck: readonly number[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const d of deck) {
    const c = set.data[d];
    if (c === undefined || c.kind === 'hero' || c.faction === 'neutral' || c.loyalty === 0) continue;
    out.set(c.faction, Math.max(out.get(c.faction) ?? 0, c.loyalty));
  }
  return out;
}

export function validateWtDeck(set: CardSet<WtCard>, deck: readonly number[]): DeckViolation[] {
  const out = sectionViolations(set, WT_DECK_SECTIONS, deck);
  const byFaction = loyaltyByFaction(set, deck);
  let sum = 0;
  for (const v of byFaction.values()) sum += v;
  if (sum > LOYALTY_LIMIT) {
    const parts = [...byFaction].map(([f, v]) => `${f} ${v}`).join(' + ');
    out.push({ rule: 'loyalty', message: `the highest loyalty requirements per faction add up to ${sum} (${parts}); at most ${LOYALTY_LIMIT}`, fix: "take out a faction's cards of its highest requirement, or all of a faction's cards" });
  }
  const hero = deck.map((d) => set.data[d]).find((c) => c?.kind === 'hero');
  if (hero !== undefined && hero.kind === 'hero') {
    for (const [f, v] of byFaction) {
      const lp = hero['loyalty-points'][f as keyof typeof hero['loyalty-points']] ?? 0;
      if (v > lp) out.push({ rule: 'hero-loyalty', message: `a ${f} card asks loyalty ${v} but ${hero.name} brings ${lp} ${f} loyalty`, fix: `take out the ${f} cards above loyalty ${lp}, or choose a hero who brings ${v}` });
    }
  }
  return out;
}

/** Whether `hero` lets a deck hold card `c` (its loyalty requirement within the hero's points). */
export function heroAllows(set: WtCardSet, hero: number, c: number): boolean {
  const t = set.tables;
  return t.loyalty[c] === 0 || t.heroLoyalty[hero * 4 + t.faction[c]!]! >= t.loyalty[c]!;
}

/**
 * A random legal deck: a random hero, then 60 army cards (about 24 creatures) and 10 different
 * quests among the cards the hero's loyalty allows. Heroes bring 3 loyalty points at most, so
 * the faction sum stays within the limit.
 */
export function randomWtDeck(set: WtCardSet, rng: Rng): number[] {
  const t = set.tables;
  const ids = set.cards.map((c) => c.id);
  const heroes = ids.filter((d) => isHero(set.cards[d]!));
  const hero = heroes[rng.below(heroes.length)]!;
  const allowed = (d: number): boolean => heroAllows(set, hero, d);
  return randomSectionedDeck(WT_DECK_SECTIONS, rng, (section) => {
    if (section.name === 'hero') return [hero];
    const pool = ids.filter((d) => section.holds(set.cards[d]!) && allowed(d));
    if (section.name === 'quest') {
      const out: number[] = [];
      while (out.length < QUEST_DECK_SIZE && pool.length > 0) out.push(pool.splice(rng.below(pool.length), 1)[0]!);
      return out;
    }
    const copies = new Map<number, number>();
    const out: number[] = [];
    const take = (from: number[], k: number): void => {
      const open = from.slice();
      for (let i = 0; i < k && open.length > 0; ) {
        const j = rng.below(open.length);
        const d = open[j]!;
        const have = copies.get(d) ?? 0;
        if (have >= ARMY_COPIES) {
          open.splice(j, 1);
          continue;
        }
        copies.set(d, have + 1);
        out.push(d);
        i++;
      }
    };
    take(pool.filter((d) => t.kind[d] === 0), 24);
    take(pool, ARMY_MIN - out.length);
    return out;
  });
}
