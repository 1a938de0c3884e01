// A game declares only the facets it uses (GameDefinition: cards, balance, ai); everything that
// reads a facet reads it through these, which say what an absent one means, so no caller
// repeats that decision.

import { codeCardSet } from './card-set.js';
import type { BalanceTools, CardRules, CardSet, GameAi, GameDefinition, GameState } from './game.js';
import { getOrMake } from './get-or-make.js';
import type { Rng } from './rng.js';

const noCards = new WeakMap<GameDefinition, CardRules>();

/** A game without cards: one empty set (named after the game), every deck empty and legal. */
function noCardRules(game: GameDefinition): CardRules {
  const none: CardSet = codeCardSet(game.id, 'none', [], []);
  return { defaultSet: () => none, load: () => none, validateDeck: () => [], randomDeck: () => [] };
}

/** The game's cards facet, or the empty one of a game without cards. */
export function cardsOf<T>(game: GameDefinition<T>): CardRules<T>;
export function cardsOf(game: GameDefinition): CardRules {
  return game.cards ?? getOrMake(noCards, game, () => noCardRules(game));
}

const NO_BALANCE: BalanceTools = {};

/** The game's balance facet; absent, it blanks no card and has no tunables. */
export function balanceOf<T>(game: GameDefinition<T>): BalanceTools<T>;
export function balanceOf(game: GameDefinition): BalanceTools {
  return game.balance ?? NO_BALANCE;
}

/**
 * Without an AI facet: a finished match is worth its return scaled into [0, 1] (the variant's
 * bounds), a running one an even share; the policy is a uniformly random legal action.
 */
const NO_AI: GameAi = {
  evaluate(state, player) {
    if (!state.isTerminal()) return 0.5;
    const [lo, hi] = state.facts.returnBounds;
    return hi > lo ? (state.returns()[player]! - lo) / (hi - lo) : 0.5;
  },
  heuristicAction(state, _player, rng) {
    const ids = new Int32Array(state.facts.numDistinctActions);
    const n = state.legalActions(ids);
    return ids[rng.below(n)]!;
  },
};

/** The game's AI facet (evaluation, heuristic, search advice), or the default one. */
export function aiOf<S extends GameState>(game: GameDefinition<unknown, S>): GameAi<S>;
export function aiOf(game: GameDefinition): GameAi {
  return game.ai ?? NO_AI;
}

/**
 * GameDefinition.perturbHidden, or a clone for a game with neither hidden information nor chance
 * (its twin is the state itself); a game with either must declare its own.
 */
export function hiddenTwin<S extends GameState>(game: GameDefinition<unknown, S>, state: S, player: number, rng: Rng): S {
  if (game.perturbHidden) return game.perturbHidden(state, player, rng);
  if (game.variants.some((v) => v.hiddenInformation || v.chance)) throw new Error(`game '${game.id}' has hidden information or chance but declares no perturbHidden`);
  return state.clone() as S;
}
