// The work the speed tools measure, the same for any build: whole matches with the bench's
// set-up, or MCTS searches at the opening decision. ab-builds times it; instructions counts
// the instructions it takes.

import type { GameDefinition, MatchSetup } from '../src/core/game.js';
import { maxDistinctActions } from '../src/core/game.js';
import { matchSeed, Rng, STREAM_SETUP } from '../src/core/rng.js';
import type { Build } from './builds.js';
import { cardsOf } from '../src/core/facets.js';

/** The kinds of work: matches between two agents of a type, or MCTS searches. */
export const WORK_KINDS = ['random', 'heuristic', 'mcts'] as const;

/** Whether `kind` names one of WORK_KINDS (the speed tools' argument check). */
export function isWorkKind(kind: string): boolean {
  return (WORK_KINDS as readonly string[]).includes(kind);
}

/**
 * `npm run bench`'s set-up: the default variant with the default card set's first decks (random
 * legal decks for a set without any). Any build's game: the speed tools set up both alike.
 */
export function benchSetup(game: GameDefinition): MatchSetup {
  const variant = game.variants.find((v) => v.id === game.defaultVariant)!;
  const cards = cardsOf(game).defaultSet();
  const rng = new Rng(1, STREAM_SETUP);
  const decks = Array.from({ length: variant.players }, (_, p) => (variant.usesDecks ? (cards.decks[p % Math.max(1, cards.decks.length)]?.cards.slice() ?? cardsOf(game).randomDeck(cards, rng, variant.id)) : []));
  return { variant: variant.id, cards, decks };
}

/**
 * One build's share of the work: `work(n)` does the first n units (the same seeded matches, or
 * search iterations in decisions of 200, every time), so each turn of either build does exactly
 * the same work.
 */
export interface Side {
  work(n: number): void;
}

function matchSide(b: Build, agent: string): Side {
  const setup = benchSetup(b.game);
  const seats = setup.decks.length;
  const work = (n: number): void => {
    for (let i = 0; i < n; i++) {
      const seed = matchSeed(7, i);
      b.playMatch(setup, seed, Array.from({ length: seats }, (_, s) => b.agent(agent, seed, s)));
    }
  };
  return { work };
}

function mctsSide(b: Build): Side {
  const state = b.game.newMatch(benchSetup(b.game), 11);
  const ids = new Int32Array(maxDistinctActions(b.game));
  // Past forced openings: a single legal action is never searched.
  while (!state.isTerminal() && state.legalActions(ids) === 1) state.apply(ids[0]!);
  const p = state.currentPlayer();
  const work = (n: number): void => {
    // n iterations in searches of 200 (callers pass multiples of 200), each seeded by its number.
    for (let k = 0; k * 200 < n; k++) b.agent({ type: 'mcts', iterations: 200, reuse: false, cutoff: 0 }, k, p).chooseAction(b.view(state, p), p);
  };
  return { work };
}

/** `b`'s share of one kind of work (see WORK_KINDS). */
export function sideFor(b: Build, kind: string): Side {
  return kind === 'mcts' ? mctsSide(b) : matchSide(b, kind);
}
