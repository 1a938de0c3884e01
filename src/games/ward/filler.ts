// The neutral card that stands in for a Ward card in ablation replays. A creature keeps its
// type, Armor Level (its cost in sacrifices) and summon requirement (a cost, not an effect,
// rule 8.3.1) and takes the median HP, speed, modifier and attack dice of the other creatures of
// its Armor Level, with no effects. The card itself is never its own peer: alone at its level it
// would be its own median and the replay would measure nothing, so a creature alone at its level
// takes the nearest levels that have creatures. A creature that plays exactly like the blank of
// those peers (no effects, their median numbers) is its own blank and stays as it is
// (src/core/filler.ts): ablation reports it as not measurable. A magic keeps its
// type, sub-type, target, side and cost and does nothing when it resolves (its file needs at
// least one effect, so the blank always differs).

import { blankInfo, lowerMedian } from '../../core/filler.js';
import type { CardSet } from '../../core/game.js';
import type { CreatureDef, MagicDef, WardCard } from './card-schema.js';
import type { WardCardSet } from './card-tables.js';
import { WardCardTables } from './card-tables.js';

const MAX_AL_GAP = 12;

function blankFrom(card: CreatureDef, peers: readonly CreatureDef[]): CreatureDef {
  return {
    // The name stays: summon requirements name the creature they go under.
    name: card.name,
    kind: 'creature',
    type: card.type,
    al: card.al,
    hp: lowerMedian(peers.map((c) => c.hp)),
    spd: lowerMedian(peers.map((c) => c.spd)),
    modifier: lowerMedian(peers.map((c) => c.modifier)),
    'attack-dice': lowerMedian(peers.map((c) => c['attack-dice'])),
    effects: [],
    ...(card['summon-requirement'] ? { 'summon-requirement': card['summon-requirement'] } : {}),
  };
}

function playsAlike(a: CreatureDef, b: CreatureDef): boolean {
  return a.hp === b.hp && a.spd === b.spd && a.modifier === b.modifier && a['attack-dice'] === b['attack-dice'] && a.effects.length === 0 && b.effects.length === 0;
}

export function fillerOf(card: WardCard, defs: readonly WardCard[]): WardCard {
  if (card.kind === 'magic') {
    const filler: MagicDef = { ...card, effects: [] };
    return filler;
  }
  const others = defs.filter((d): d is CreatureDef => d.kind === 'creature' && d !== card);
  for (let gap = 0; gap <= MAX_AL_GAP; gap++) {
    const peers = others.filter((c) => Math.abs(c.al - card.al) <= gap);
    if (peers.length === 0) continue;
    const blank = blankFrom(card, peers);
    return playsAlike(blank, card) ? card : blank;
  }
  return card; // no other creature within reach: no kind to compare it with
}

export function wardAblationFiller(cards: CardSet<WardCard>, def: number): CardSet<WardCard> {
  const set = cards as WardCardSet;
  const fill = fillerOf(set.data[def]!, set.data);
  if (fill === set.data[def]) return cards;
  const data = set.data.map((d, i) => (i === def ? fill : d));
  const replaced: WardCardSet = {
    ...set,
    cards: set.cards.map((c) => (c.id === def ? blankInfo(c) : c)),
    data,
    tables: new WardCardTables(data),
  };
  return replaced;
}
