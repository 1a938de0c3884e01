// Helpers that play a WTactics match forward in tests: from the start through the veto, and to
// the next turn's play phase with every phase ended and every window passed.

import { wtactics } from '../../../src/games/wtactics/game.js';
import { FRAMES } from '../../../src/games/wtactics/frames.js';
import { A_DONE, A_END_PHASE, A_NO, A_PASS, NUM_ACTIONS, PH_PLAY1 } from '../../../src/games/wtactics/ids.js';
import type { WtState } from '../../../src/games/wtactics/state.js';
import { set } from './scenario.js';

const buf = new Int32Array(NUM_ACTIONS);
const K = FRAMES.kind;

/** A match of two starter decks (seat 0 plays deck a, seat 1 deck b). */
export function newMatch(a = 1, b = 2, seed = 3, variant = 'standard'): WtState {
  return wtactics.newMatch({ variant, cards: set, decks: [set.decks[a]!.cards, set.decks[b]!.cards] }, seed);
}

/** Answers whatever is pending the plain way: passes, no, done, the first card; or ends the phase. */
export function step(s: WtState): void {
  const n = s.legalActions(buf);
  const ids = Array.from(buf.subarray(0, n));
  if (s.stack.length === 0) return s.apply(A_END_PHASE);
  const kind = s.stack.top(0);
  if (kind === K.window) return s.apply(A_PASS);
  if (ids.includes(A_NO)) return s.apply(A_NO);
  if (ids.includes(A_DONE)) return s.apply(A_DONE);
  s.apply(ids[0]!);
}

/** Plays on until player p's next play phase begins with nothing pending. */
export function toPlayPhaseOf(s: WtState, p: number): void {
  const start = s.turn();
  for (let i = 0; i < 500 && !s.isTerminal(); i++) {
    if (s.turn() > start && s.turnPlayer() === p && s.phase() === PH_PLAY1 && s.stack.length === 0) return;
    step(s);
  }
}

/** Answers the turn start's questions plainly until the play phase begins. */
export function toPlayPhase(s: WtState): void {
  for (let i = 0; i < 50 && !s.isTerminal() && !(s.phase() === PH_PLAY1 && s.stack.length === 0); i++) step(s);
}
