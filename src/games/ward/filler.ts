// The neutral card that stands in for a Ward card in ablation replays. A creature keeps its
// type, Armor Level (its cost in sacrifices) and summon requirement (a cost, not an effect,
// rule 8.3.1) and takes the median HP, speed, modifier and attack dice of the set's creatures of
// that Armor Level, with no effects. A magic keeps its type, sub-type, target, side and cost and
// does nothing when it resolves.

import type { CardSet } from '../../core/game.js';
import type { CreatureDef, MagicDef, WardCard, WardCardSet } from './cards.js';
import { WardCardTables } from './cards.js';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

/** Creatures of the nearest Armor Level that has any (ties to the lower level). */
function peersByAl(defs: readonly WardCard[], al: number): CreatureDef[] {
  const creatures = defs.filter((d): d is CreatureDef => d.kind === 'creature');
  for (let dist = 0; dist <= 12; dist++) {
    const peers = creatures.filter((c) => c.al === al - dist || c.al === al + dist);
    if (peers.length > 0) return peers;
  }
  return creatures;
}

export function fillerOf(card: WardCard, defs: readonly WardCard[]): WardCard {
  if (card.kind === 'creature') {
    const peers = peersByAl(defs, card.al);
    const filler: CreatureDef = {
      name: `${card.name} (blank)`,
      kind: 'creature',
      type: card.type,
      al: card.al,
      hp: median(peers.map((c) => c.hp)),
      spd: median(peers.map((c) => c.spd)),
      modifier: median(peers.map((c) => c.modifier)),
      'attack-dice': median(peers.map((c) => c['attack-dice'])),
      effects: [],
      ...(card['summon-requirement'] ? { 'summon-requirement': card['summon-requirement'] } : {}),
    };
    return filler;
  }
  const filler: MagicDef = { ...card, name: `${card.name} (blank)`, effects: [] };
  return filler;
}

export function wardAblationFiller(cards: CardSet<WardCard>, def: number): CardSet<WardCard> {
  const set = cards as WardCardSet;
  const fill = fillerOf(set.data[def]!, set.data);
  const data = set.data.map((d, i) => (i === def ? fill : d));
  const replaced: WardCardSet = {
    ...set,
    cards: set.cards.map((c) => (c.id === def ? { ...c, name: fill.name, keywords: [] } : c)),
    data,
    tables: new WardCardTables(data),
  };
  return replaced;
}
