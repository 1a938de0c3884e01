// The neutral card that stands in for a Warlords card in ablation replays, per deck section.
// A troop keeps its kingdom, subtype and cost and takes the median ATK, HP and SPD of the set's
// troops of that total cost, without abilities. A spell, an item or a hero keeps its type,
// subtype, cost, target and durability and does nothing. A location keeps its cost and takes the
// median income of the set's locations of that cost.

import type { CardSet } from '../../core/game.js';
import type { LocationDef, TroopDef, WarlordsCard } from './card-schema.js';
import type { WarlordsCardSet } from './card-tables.js';
import { WarlordsCardTables } from './card-tables.js';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

function totalCost(c: { cost: { gold: number; mana: number } }): number {
  return c.cost.gold + c.cost.mana;
}

/** Cards of the nearest total cost that has any (ties to the cheaper). */
function peers<T extends { cost: { gold: number; mana: number } }>(all: T[], cost: number): T[] {
  for (let dist = 0; dist <= 40; dist++) {
    const found = all.filter((c) => totalCost(c) === cost - dist || totalCost(c) === cost + dist);
    if (found.length > 0) return found;
  }
  return all;
}

export function fillerOf(card: WarlordsCard, defs: readonly WarlordsCard[]): WarlordsCard {
  const name = `${card.name} (blank)`;
  switch (card.type) {
    case 'troop': {
      const like = peers(defs.filter((d): d is TroopDef => d.type === 'troop'), totalCost(card));
      return { ...card, name, atk: median(like.map((c) => c.atk)), hp: median(like.map((c) => c.hp)), spd: median(like.map((c) => c.spd)), abilities: [] };
    }
    case 'location': {
      const like = peers(defs.filter((d): d is LocationDef => d.type === 'location'), totalCost(card));
      return { ...card, name, income: { gold: median(like.map((c) => c.income.gold)), mana: median(like.map((c) => c.income.mana)) } };
    }
    case 'item':
      return { ...card, name, bonus: { atk: 0, hp: 0, spd: 0, absorb: 0 }, ...(card.aura ? { aura: { atk: 0 } } : {}) };
    case 'hero':
      return { ...card, name, skill: { ...card.skill, effects: [] } };
    default:
      return { ...card, name, effects: [] };
  }
}

export function warlordsAblationFiller(cards: CardSet<WarlordsCard>, def: number): CardSet<WarlordsCard> {
  const set = cards as WarlordsCardSet;
  const fill = fillerOf(set.data[def]!, set.data);
  const data = set.data.map((d, i) => (i === def ? fill : d));
  const replaced: WarlordsCardSet = {
    ...set,
    cards: set.cards.map((c) => (c.id === def ? { ...c, name: fill.name, keywords: [] } : c)),
    data,
    tables: new WarlordsCardTables(data),
  };
  return replaced;
}
