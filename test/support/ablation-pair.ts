// One ablation pair played in this thread, for the statistical tests: the base match and its
// replay on the set where the card is replaced by its filler, same seed (the runner does the
// same inside its batches: src/sim/ablation-run.ts).

import type { Agent } from '../../agents/agent.js';
import type { CardSet, GameDefinition } from '../../src/core/game.js';
import { winShares } from '../../src/core/match-record.js';
import { playOut } from '../../src/sim/match.js';

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
