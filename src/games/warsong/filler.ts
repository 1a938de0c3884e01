// The neutral card that stands in for a Warsong card in ablation replays. Warsong cards have
// no cost, so "same cost" becomes same card type: the filler keeps the card's type, faction and
// tribe, takes for each quadrant the attack type most common among the other cards of that type
// (normal types only), their median valor and renown, faces forward only, and has no keywords
// and no Key Figure status. The card is never its own peer: a spawn is the only one of its type
// in the stock set and would be its own filler, so a type with no other card takes all the other
// cards as peers. A card that plays exactly like the result is its own blank and stays as it is
// (src/core/filler.ts): ablation reports it as not measurable. The filler keeps the card's name,
// so a Summon naming it still summons it.

import { blankInfo, lowerMedian } from '../../core/filler.js';
import type { CardSet } from '../../core/game.js';
import type { WarsongCard } from './card-schema.js';
import { EMPTY } from './card-schema.js';

/** Most common normal attack type (ties to the lower type) among `types`, or Empty when none. */
function mode(types: number[]): number {
  const counts = new Array<number>(EMPTY).fill(0);
  for (const t of types) if (t < EMPTY) counts[t]!++;
  let best = EMPTY;
  let bestCount = 0;
  counts.forEach((c, t) => {
    if (c > bestCount) {
      best = t;
      bestCount = c;
    }
  });
  return best;
}

function playsAlike(a: WarsongCard, b: WarsongCard): boolean {
  return (
    a.valor === b.valor &&
    a.renown === b.renown &&
    a.quadrants.every((q, k) => q === b.quadrants[k]) &&
    a.keywords.length === 0 &&
    b.keywords.length === 0 &&
    b.keyFigure === null &&
    a.orientations.join() === b.orientations.join()
  );
}

export function warsongFiller(card: WarsongCard, set: readonly WarsongCard[]): WarsongCard {
  const others = set.filter((c) => c !== card);
  const sameType = others.filter((c) => c.type === card.type);
  const peers = sameType.length > 0 ? sameType : others.length > 0 ? others : [card];
  const quad = [0, 1, 2, 3].map((k) => mode(peers.map((c) => c.quadrants[k]!))) as [number, number, number, number];
  const filler: WarsongCard = {
    name: card.name,
    number: null,
    type: card.type,
    faction: card.faction,
    tribe: card.tribe,
    quadrants: quad,
    valor: lowerMedian(peers.map((c) => c.valor)),
    renown: lowerMedian(peers.map((c) => c.renown)),
    keyFigure: null,
    keywords: [],
    orientations: [0],
    text: 'ablation filler',
  };
  return playsAlike(filler, card) ? card : filler;
}

export function warsongAblationFiller(cards: CardSet<WarsongCard>, def: number): CardSet<WarsongCard> {
  const fill = warsongFiller(cards.data[def]!, cards.data);
  if (fill === cards.data[def]) return cards;
  return {
    ...cards,
    cards: cards.cards.map((c) => (c.id === def ? blankInfo(c) : c)),
    data: cards.data.map((d, i) => (i === def ? fill : d)),
  };
}
