// The neutral card that stands in for a Duel of Lanterns card in ablation replays. A unit keeps
// its cost and takes the lower-median power and health of the other units of its cost (the
// nearest costs when it is alone at its own), with no keywords; a unit that plays exactly like
// that blank is its own blank and stays as it is (src/core/filler.ts). A spell keeps its effect,
// so its targets and action ids stay the same, with N = 0: it does nothing. A response keeps its
// cost with no keyword: answering with it quenches nothing.

import { blankInfo, lowerMedian } from '../../core/filler.js';
import type { CardSet } from '../../core/game.js';
import type { LanternCard, UnitDef } from './card-schema.js';
import type { LanternCardSet } from './card-tables.js';
import { withDefinitions } from './card-tables.js';

const MAX_COST_GAP = 5;

export function fillerOf(card: LanternCard, defs: readonly LanternCard[]): LanternCard {
  if (card.kind === 'spell') return { ...card, amount: 0 };
  if (card.kind === 'response') return { ...card, keywords: [] };
  const others = defs.filter((d): d is UnitDef => d.kind === 'unit' && d !== card);
  for (let gap = 0; gap <= MAX_COST_GAP; gap++) {
    const peers = others.filter((u) => Math.abs(u.cost - card.cost) <= gap);
    if (peers.length === 0) continue;
    const blank: UnitDef = { ...card, power: lowerMedian(peers.map((u) => u.power)), health: lowerMedian(peers.map((u) => u.health)), keywords: [] };
    const alike = blank.power === card.power && blank.health === card.health && card.keywords.length === 0;
    return alike ? card : blank;
  }
  return card; // no other unit to compare it with
}

export function lanternAblationFiller(cards: CardSet<LanternCard>, def: number): CardSet<LanternCard> {
  const set = cards as LanternCardSet;
  const fill = fillerOf(set.data[def]!, set.data);
  if (fill === set.data[def]) return cards;
  return withDefinitions(
    set,
    set.data.map((d, i) => (i === def ? fill : d)),
    set.cards.map((c) => (c.id === def ? blankInfo(c) : c)),
  );
}
