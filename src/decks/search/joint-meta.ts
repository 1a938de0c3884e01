// An A/A's deciding check: both searches' metagame decks (a deck both found, once) in one
// metagame, played as a search's own is (meta-round.ts). Each search's weights hold for the decks
// it found; when the two searches lead with different decks, only playing those decks against each
// other says whether one search missed what the other found, or whether the two decks are close.

import type { CardSet } from '../../core/game.js';
import { hash2 } from '../../core/rng.js';
import type { ResolvedExperiment } from '../../experiment/resolved.js';
import type { Backend } from '../../sim/backend.js';
import type { WeightInterval } from '../meta/bootstrap.js';
import { bootstrapWeights } from '../meta/bootstrap.js';
import type { Metagame } from '../meta/metagame.js';
import { BOOTSTRAP_RESAMPLES, metagame } from '../meta/metagame.js';
import type { DeckSearchResult } from './deck-search.js';
import { MatchBank } from './fitness.js';
import type { MetaRoundOptions } from './meta-round.js';
import { metaRound } from './meta-round.js';
import { deckKey } from './mutate.js';

/** Which search found a joint deck, and its number there (deck-<id>). */
export interface JointDeck {
  readonly deck: readonly number[];
  /** Its record id in the first search, or 0 when only the second found it. */
  readonly first: number;
  /** Its record id in the second search, or 0 when only the first found it. */
  readonly second: number;
}

export interface JointMeta {
  readonly decks: readonly JointDeck[];
  readonly meta: Metagame;
  /** The joint weight on each search's decks (a deck both found counts for both), with its 95% interval. */
  readonly firstShare: number;
  readonly secondShare: number;
  readonly firstInterval: WeightInterval;
  readonly secondInterval: WeightInterval;
  readonly matches: number;
}

/** The two searches' meta decks, each deck once, in the order first search, then the second's new ones. */
export function jointDecks(first: DeckSearchResult, second: DeckSearchResult): JointDeck[] {
  const out: { deck: readonly number[]; first: number; second: number }[] = [];
  const byKey = new Map<string, (typeof out)[number]>();
  for (const id of first.meta) {
    const deck = first.records[id - 1]!.deck;
    const d = { deck, first: id, second: 0 };
    byKey.set(deckKey(deck), d);
    out.push(d);
  }
  for (const id of second.meta) {
    const deck = second.records[id - 1]!.deck;
    const known = byKey.get(deckKey(deck));
    if (known) known.second = id;
    else out.push({ deck, first: 0, second: id });
  }
  return out;
}

/**
 * Plays the joint metagame of two searches of one set (same game, cards and agent) on `backend`;
 * `poolShare` is the first search's (Metagame.cards' pool shares), the same set's.
 */
export async function jointMeta(cards: CardSet, poolShare: readonly number[], exp: ResolvedExperiment, backend: Backend, opts: MetaRoundOptions, first: DeckSearchResult, second: DeckSearchResult): Promise<JointMeta> {
  const decks = jointDecks(first, second);
  // Its own match seeds: none of either search's matches is replayed.
  const seed = hash2(exp.seed, 0x4a4f);
  const bank = new MatchBank(exp, backend, seed);
  const round = await metaRound(bank, decks.map((d) => d.deck), opts, seed);
  const meta = metagame(decks.map((d) => d.deck), round.matrix, round.games, cards, poolShare, seed);
  // Each search's share of the weight, resampled as a card's share is: a "card" held by its decks.
  const holds = [decks.flatMap((d, k) => (d.first > 0 ? [k] : [])), decks.flatMap((d, k) => (d.second > 0 ? [k] : []))];
  const rates = round.matrix.map((row) => row.map((x) => x.rate));
  const boot = bootstrapWeights(rates, round.games, holds, seed, BOOTSTRAP_RESAMPLES);
  const shareOf = (ks: readonly number[]): number => ks.reduce((s, k) => s + meta.nash[k]!, 0);
  return { decks, meta, firstShare: shareOf(holds[0]!), secondShare: shareOf(holds[1]!), firstInterval: boot.cards[0]!, secondInterval: boot.cards[1]!, matches: round.matches };
}
