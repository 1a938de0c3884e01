// The per-block series a paired comparison pairs, read from a run's merged blocks: the first
// player's win rate, each agent's and deck's win rate against others (mirror matches left out,
// as in the summary), and each card's GP win rate and play rate (card-impact counters, the
// opponents lacking the card). Keyed by name so runs whose card lists differ still pair by card.

import { CLASS_OPPONENT_LACKS, cardField, F_DECK, F_PLAYED } from './card-impact.js';
import type { BlockSeries } from './paired-compare.js';
import type { CountLayout } from './counts.js';
import { BLOCKS, O_GAMES, O_SHARE, OUTCOME_WIDTH } from './counts.js';

export type ItemKind = 'seats' | 'agents' | 'decks' | 'cards' | 'play rate';
export const ITEM_KINDS: readonly ItemKind[] = ['cards', 'play rate', 'decks', 'agents', 'seats'];

export interface RunBlocks {
  readonly layout: CountLayout;
  readonly blocks: Float64Array;
  readonly agents: readonly string[];
  readonly decks: readonly string[];
  readonly cards: readonly string[];
  /** Cards whose kind records no use (no play-rate series); absent: none. */
  readonly noUse?: ReadonlySet<string>;
}

function series(r: RunBlocks, games: (o: number) => number, shares: (o: number) => number): BlockSeries {
  const g = new Float64Array(BLOCKS);
  const s = new Float64Array(BLOCKS);
  for (let b = 0; b < BLOCKS; b++) {
    const o = b * r.layout.size;
    g[b] = games(o);
    s[b] = shares(o);
  }
  return { games: g, shares: s };
}

/** Every item's per-block series in one run, by kind and name. */
export function itemSeries(r: RunBlocks): Record<ItemKind, Map<string, BlockSeries>> {
  const o = r.layout.outcomes;
  const units = o.units;
  const n = o.shape.players;
  const B = r.blocks;
  const out: Record<ItemKind, Map<string, BlockSeries>> = { seats: new Map(), agents: new Map(), decks: new Map(), cards: new Map(), 'play rate': new Map() };
  out.seats.set('first player (seat 1)', series(r, (b) => B[b + o.seats + O_GAMES]!, (b) => B[b + o.seats + O_SHARE]! / units));
  const groups = (names: readonly string[], at: number, mirrors: number, into: Map<string, BlockSeries>): void => {
    // Only mirror matches (one agent or deck on every seat) compare nothing.
    if (names.length < 2) return;
    names.forEach((name, a) => {
      const base = at + a * OUTCOME_WIDTH;
      into.set(name, series(r, (b) => B[b + base + O_GAMES]! - n * B[b + mirrors + a]!, (b) => B[b + base + O_SHARE]! / units - B[b + mirrors + a]!));
    });
  };
  groups(r.agents, o.agents, o.agentMirrors, out.agents);
  groups(r.decks, o.decks, o.deckMirrors, out.decks);
  const cardsAt = r.layout.offsetOf('cards');
  if (cardsAt >= 0) {
    r.cards.forEach((name, d) => {
      const f = (field: number): number => cardsAt + cardField(d, CLASS_OPPONENT_LACKS, field);
      out.cards.set(name, series(r, (b) => B[b + f(F_DECK)]!, (b) => B[b + f(F_DECK) + 1]! / units));
      // Play rate: games the card was used (played, cast, accepted...) over games it was in the deck.
      if (!r.noUse?.has(name)) out['play rate'].set(name, series(r, (b) => B[b + f(F_DECK)]!, (b) => B[b + f(F_PLAYED)]!));
    });
  }
  return out;
}
