// The work the speed tools measure, the same for any build: whole matches with the bench's
// set-up, or MCTS searches at the opening decision. ab-builds times it; instructions counts
// the instructions it takes.

import type { MatchSetup } from '../src/core/game.js';
import { maxDistinctActions } from '../src/core/game.js';
import { matchSeed } from '../src/core/rng.js';
import type { Build } from './builds.js';

/** The kinds of work: matches between two agents of a type, or MCTS searches. */
export const WORK_KINDS = ['random', 'heuristic', 'mcts'] as const;

/** The default variant with its first decks, as `npm run bench` plays it. */
export function setupOf(b: Build): MatchSetup {
  const facts = b.game.variants.find((v) => v.id === b.game.defaultVariant)!;
  const decks = Array.from({ length: facts.players }, (_, p) => (facts.usesDecks ? (b.cards.decks[p % Math.max(1, b.cards.decks.length)]?.cards.slice() ?? []) : []));
  return { variant: facts.id, cards: b.cards, decks };
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
  const setup = setupOf(b);
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
  const state = b.game.newMatch(setupOf(b), 11);
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
