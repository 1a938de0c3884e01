// Replaying one match with a card ablated: the same seed, on the card set in which the card's
// definition is replaced (same id) by the game's neutral filler. Only the focal side holds the
// card, so exactly its copies change, slot for slot (cards are never removed, which would change
// the deck size and every shuffle). Shuffles, chance and each agent have their own streams and
// every action id stays the same, so the two matches are identical until the card matters.

import type { Agent } from '../../agents/agent.js';
import type { CardSet, GameDefinition } from '../core/game.js';
import { winShares } from '../core/match-record.js';
import { playOut } from './match.js';

export interface AblationPair {
  readonly base: number;
  readonly ablated: number;
  readonly turns: number;
}

/**
 * Plays the base match and its ablated twin; returns the focal seat's win share in each.
 * `agents(seed)` must build fresh agents from the seed alone (the same for both matches).
 */
export function playAblationPair(
  game: GameDefinition,
  cards: CardSet,
  ablated: CardSet,
  variant: string,
  decks: readonly (readonly number[])[],
  seed: number,
  focal: number,
  agents: (seed: number) => Agent[],
): AblationPair {
  const base = playOut(game.newMatch({ variant, cards, decks }, seed), agents(seed));
  const replay = playOut(game.newMatch({ variant, cards: ablated, decks }, seed), agents(seed));
  return { base: winShares(base.returns)[focal]!, ablated: winShares(replay.returns)[focal]!, turns: base.turns };
}
