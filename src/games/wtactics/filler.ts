// The neutral card that stands in for a WTactics card in ablation replays: the same kind, cost,
// faction, loyalty, creature types, subtype and target, with no effect. A creature takes the
// median ATK and DEF of the set's creatures of its cost (the nearest cost that has any) and no
// abilities or keywords; equipment and enchantments give nothing; events and magic do nothing
// (a 0/0 buff on the same target, or 0 gold); a hero keeps its values and loses its abilities;
// a quest has no effect to remove and stays as it is.

import type { CardSet } from '../../core/game.js';
import type { WtCard, WtCreature } from './card-schema.js';
import type { WtCardSet } from './card-tables.js';
import { WtCardTables } from './card-tables.js';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

function peersByCost(defs: readonly WtCard[], cost: number): WtCreature[] {
  const creatures = defs.filter((d): d is WtCreature => d.kind === 'creature');
  const costOf = (c: WtCreature): number => (typeof c.cost === 'number' ? c.cost : 0);
  for (let dist = 0; dist <= 15; dist++) {
    const peers = creatures.filter((c) => Math.abs(costOf(c) - cost) === dist);
    if (peers.length > 0) return peers;
  }
  return creatures;
}

export function fillerOf(card: WtCard, defs: readonly WtCard[]): WtCard {
  const name = `${card.name} (blank)`;
  switch (card.kind) {
    case 'creature': {
      const peers = peersByCost(defs, typeof card.cost === 'number' ? card.cost : 0);
      return { ...card, name, atk: median(peers.map((c) => c.atk)), def: median(peers.map((c) => c.def)), keywords: [], abilities: [] };
    }
    case 'equipment':
      return { ...card, name, atk: 0, def: 0, grants: [] };
    case 'enchantment':
      return { ...card, name, atk: 0, def: 0, grants: [] };
    case 'event':
    case 'magic':
      return card.target === 'none' ? { ...card, name, effect: 'gold', amount: 0, def: 0 } : { ...card, name, effect: 'buff', amount: 0, def: 0 };
    case 'hero':
      return { ...card, name, abilities: [] };
    case 'quest':
      return card;
  }
}

export function wtAblationFiller(cards: CardSet<WtCard>, def: number): CardSet<WtCard> {
  const set = cards as WtCardSet;
  const fill = fillerOf(set.data[def]!, set.data);
  const data = set.data.map((d, i) => (i === def ? fill : d));
  const replaced: WtCardSet = {
    ...set,
    cards: set.cards.map((c) => (c.id === def ? { ...c, name: fill.name, keywords: [] } : c)),
    data,
    tables: new WtCardTables(data),
  };
  return replaced;
}
