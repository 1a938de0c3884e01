// Match set-ups and playouts that need no experiment file: used by the conformance suite,
// golden playthroughs, benchmarks and `play`.

import type { GameDefinition, GameState, MatchSetup } from '../core/game.js';
import { Rng, STREAM_SETUP } from '../core/rng.js';
import { cardsOf } from '../core/facets.js';

/**
 * A set-up on the game's embedded card set: each seat gets a random legal deck drawn from a
 * stream of `seed` (games without decks get empty ones).
 */
export function randomSetup(game: GameDefinition, variant: string, seed: number): MatchSetup {
  const cards = cardsOf(game).defaultSet();
  const facts = game.variants.find((v) => v.id === variant);
  if (!facts) throw new Error(`${game.id} has no variant ${variant}`);
  const rng = new Rng(seed, STREAM_SETUP);
  const decks = Array.from({ length: facts.players }, () => (facts.usesDecks ? cardsOf(game).randomDeck(cards, rng, variant) : []));
  return { variant, cards, decks };
}

/** Plays uniformly random legal actions to the end (no agents: the fastest playout). */
export function randomPlayout(state: GameState, rng: Rng, ids: Int32Array): void {
  while (!state.isTerminal()) {
    const n = state.legalActions(ids);
    state.apply(ids[rng.below(n)]!);
  }
}
