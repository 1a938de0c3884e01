// Replaying one match with a card ablated: the focal seat's copies of the card are replaced
// slot for slot by the game's neutral filler (never removed, which would change the deck size
// and every shuffle), and the match is played again from the same seed. Shuffles, chance and
// each agent have their own streams, so the two matches stay identical until the card matters.

import type { Agent } from '../../agents/agent.js';
import type { CardSet, GameDefinition } from '../core/game.js';
import { winShares } from '../core/match-record.js';
import { playOut } from './match.js';

/** The deck with every copy of `card` replaced by `filler` in the same slots. */
export function replaceSlotForSlot(deck: readonly number[], card: number, filler: number): number[] {
  return deck.map((d) => (d === card ? filler : d));
}

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
  variant: string,
  decks: readonly (readonly number[])[],
  seed: number,
  focal: number,
  card: number,
  filler: number,
  agents: (seed: number) => Agent[],
): AblationPair {
  const base = playOut(game.newMatch({ variant, cards, decks }, seed), agents(seed));
  const swapped = decks.map((d, s) => (s === focal ? replaceSlotForSlot(d, card, filler) : d));
  const ablated = playOut(game.newMatch({ variant, cards, decks: swapped }, seed), agents(seed));
  return { base: winShares(base.returns)[focal]!, ablated: winShares(ablated.returns)[focal]!, turns: base.turns };
}
