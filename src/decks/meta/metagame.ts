// What the metagame of a deck search says: the meta's weight on each deck (the maximum-entropy
// Nash mixture of the matchup matrix) and its alpha-rank, and for each card the share of the
// meta's weight in decks that hold it, set against the share of random legal decks that hold
// it (the card in average company). A card in most of the meta's weight warps the format; a
// card in no deck the equilibrium plays is in no strong deck.

import type { CardSet, GameDefinition } from '../../core/game.js';
import { Rng, STREAM_SETUP } from '../../core/rng.js';
import type { Interval } from '../../stats/wilson.js';
import { alphaRank } from './alpharank.js';
import type { BootstrapWeights } from './bootstrap.js';
import { bootstrapWeights, META_TOLERANCE } from './bootstrap.js';
import { maxEntropyNash } from './nash.js';
import { cardsOf } from '../../core/facets.js';

/** A deck with at least this Nash weight is one the meta plays (a strong deck). */
export const PLAYED_WEIGHT = 0.01;
/** A card in decks holding more than this share of the meta's weight warps the format. */
export const WARPING_SHARE = 0.5;
/** Resamples of the matchup matrix behind the weights' intervals. */
export const BOOTSTRAP_RESAMPLES = 200;
/** Random legal decks drawn for each card's share in average company. */
export const BASELINE_DECKS = 500;

export interface CardShare {
  readonly card: number;
  readonly name: string;
  /** Share of the meta's (Nash) weight in decks holding the card. */
  readonly metaShare: number;
  /** Share of random legal decks holding it. */
  readonly poolShare: number;
  /** Copies of it in the meta's decks, averaged by their Nash weight: a deck built on a card holds it more than once. */
  readonly copies: number;
}

export interface Metagame {
  readonly nash: readonly number[];
  readonly exploitability: number;
  readonly alphaRank: readonly number[];
  readonly cards: readonly CardShare[];
  /** Cards in decks holding most of the meta's weight, by how far their meta share exceeds their pool share. */
  readonly warping: readonly CardShare[];
  /** Cards in no deck the meta plays. */
  readonly unplayed: readonly CardShare[];
  /** The weights' and meta shares' intervals, from resampled matchups (bootstrap.ts). */
  readonly bootstrap: BootstrapWeights;
}

/** Share of random legal decks that hold each card (from a stream of its own seed). */
export function poolShares(game: GameDefinition, cards: CardSet, variant: string, seed: number, decks = BASELINE_DECKS): number[] {
  const rng = new Rng(seed, STREAM_SETUP);
  const held = new Array<number>(cards.cards.length).fill(0);
  for (let k = 0; k < decks; k++) for (const c of new Set(cardsOf(game).randomDeck(cards, rng, variant))) held[c]!++;
  return held.map((h) => h / decks);
}

/** `games[i][j]`: the matches behind matrix[i][j]; `seed` seeds the resampling. */
export function metagame(decks: readonly (readonly number[])[], matrix: readonly (readonly Interval[])[], games: readonly (readonly number[])[], cards: CardSet, poolShare: readonly number[], seed: number): Metagame {
  const rates = matrix.map((row) => row.map((x) => x.rate));
  const nash = maxEntropyNash(rates, undefined, META_TOLERANCE);
  const ranks = alphaRank(rates);
  const shares: CardShare[] = cards.cards.map((c) => {
    let metaShare = 0;
    let copies = 0;
    decks.forEach((d, k) => {
      const held = d.reduce((n, x) => n + (x === c.id ? 1 : 0), 0);
      if (held > 0) metaShare += nash.weights[k]!;
      copies += held * nash.weights[k]!;
    });
    return { card: c.id, name: c.name, metaShare, poolShare: poolShare[c.id]!, copies };
  });
  const played = decks.filter((_, k) => nash.weights[k]! >= PLAYED_WEIGHT);
  return {
    nash: nash.weights,
    exploitability: nash.exploitability,
    alphaRank: ranks,
    cards: shares,
    warping: shares.filter((s) => s.metaShare > WARPING_SHARE).sort((a, b) => b.metaShare - b.poolShare - (a.metaShare - a.poolShare) || a.card - b.card),
    unplayed: shares.filter((s) => !played.some((d) => d.includes(s.card))),
    bootstrap: bootstrapWeights(rates, games, cards.cards.map((c) => decks.flatMap((d, k) => (d.includes(c.id) ? [k] : []))), seed, BOOTSTRAP_RESAMPLES, WARPING_SHARE),
  };
}
