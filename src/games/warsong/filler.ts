// The neutral card that stands in for a Warsong card in ablation replays. Warsong cards have
// no cost, so "same cost" becomes same card type: the filler keeps the card's type, faction and
// tribe, takes for each quadrant the attack type most common among the set's cards of that
// type (normal types only), the median valor and renown of those cards, faces forward only, and
// has no keywords and no Key Figure status. It measures what a card's abilities, quadrants and
// numbers add over an ordinary card of its kind.

import type { CardSet } from '../../core/game.js';
import type { WarsongCard } from './cards.js';
import { EMPTY } from './cards.js';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

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

export function warsongFiller(card: WarsongCard, set: readonly WarsongCard[]): WarsongCard {
  const peers = set.filter((c) => c.type === card.type);
  const quad = [0, 1, 2, 3].map((k) => mode(peers.map((c) => c.quadrants[k]!))) as [number, number, number, number];
  return {
    name: `${card.name} (blank)`,
    number: null,
    type: card.type,
    faction: card.faction,
    tribe: card.tribe,
    quadrants: quad,
    valor: median(peers.map((c) => c.valor)),
    renown: median(peers.map((c) => c.renown)),
    keyFigure: null,
    keywords: [],
    orientations: [0],
    text: 'ablation filler',
  };
}

export function warsongAblationFiller(cards: CardSet<WarsongCard>, def: number): CardSet<WarsongCard> {
  const fill = warsongFiller(cards.data[def]!, cards.data);
  return {
    ...cards,
    cards: cards.cards.map((c) => (c.id === def ? { ...c, name: fill.name, keywords: [] } : c)),
    data: cards.data.map((d, i) => (i === def ? fill : d)),
  };
}
