// Behaviour axes of the deck search: where a deck sits in the MAP-Elites archive. The default
// reads only the game-neutral CardInfo (the factions a deck holds, its mean cost when the set's
// costs vary), so every game gets a map without code; a game with a better description of its
// decks (a cost curve, a loyalty split) may declare its own axes as `deckAxes` on its
// definition.

import type { CardSet, DeckAxis, GameDefinition } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import { cardsOf } from '../../core/facets.js';

export type { DeckAxis };

/** Decks drawn at random to place the cost bins' edges (so every bin is about as likely). */
const EDGE_SAMPLE = 200;
const COST_BINS = 3;

/**
 * The factions a deck is built on: those holding at least a quarter of its aligned cards,
 * sorted, joined by '+'; 'unaligned' when none. A splash of a few cards does not make a new cell.
 */
export function factionAxis(cards: CardSet): DeckAxis {
  return {
    name: 'factions',
    bin(deck) {
      const counts = new Map<string, number>();
      let aligned = 0;
      for (const d of deck) {
        const f = cards.cards[d]?.faction ?? null;
        if (f === null) continue;
        aligned++;
        counts.set(f, (counts.get(f) ?? 0) + 1);
      }
      const main = [...counts].filter(([, n]) => n * 4 >= aligned).map(([f]) => f).sort();
      return main.length === 0 ? 'unaligned' : main.join('+');
    },
  };
}

export function meanCost(cards: CardSet, deck: readonly number[]): number {
  let sum = 0;
  for (const d of deck) sum += cards.cards[d]?.cost ?? 0;
  return deck.length === 0 ? 0 : sum / deck.length;
}

/** Mean cost in COST_BINS bins whose edges are quantiles of random legal decks' mean costs. */
export function costAxis(game: GameDefinition, cards: CardSet, variant: string, rng: Rng): DeckAxis | null {
  const costs = new Set(cards.cards.map((c) => c.cost));
  if (costs.size < 2) return null;
  const sample = Array.from({ length: EDGE_SAMPLE }, () => meanCost(cards, cardsOf(game).randomDeck(cards, rng, variant))).sort((a, b) => a - b);
  const edges = Array.from({ length: COST_BINS - 1 }, (_, k) => sample[Math.floor(((k + 1) * sample.length) / COST_BINS)]!);
  const labels = ['low', 'mid', 'high'];
  return {
    name: 'mean cost',
    bin(deck) {
      const m = meanCost(cards, deck);
      let b = 0;
      while (b < edges.length && m >= edges[b]!) b++;
      return `${labels[b]} cost`;
    },
  };
}

/** The game's own axes when it declares them, else the faction mix and, when costs vary, the mean cost. */
export function deckAxes(game: GameDefinition, cards: CardSet, variant: string, rng: Rng): readonly DeckAxis[] {
  const rules = cardsOf(game);
  if (rules.deckAxes) return rules.deckAxes(cards, variant, rng);
  const axes: DeckAxis[] = [];
  if (new Set(cards.cards.map((c) => c.faction).filter((f) => f !== null)).size >= 2) axes.push(factionAxis(cards));
  const cost = costAxis(game, cards, variant, rng);
  if (cost) axes.push(cost);
  return axes;
}

/** The archive cell of a deck: its bins on every axis, joined by ' / '. */
export function cellOf(axes: readonly DeckAxis[], deck: readonly number[]): string {
  return axes.length === 0 ? 'all' : axes.map((a) => a.bin(deck)).join(' / ');
}
