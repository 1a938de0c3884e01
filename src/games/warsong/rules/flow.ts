// The decisions of a Warsong match and the loop that runs everything between them: the turn
// player places a card (or passes when no placement is legal), the asked player answers the
// question on the stack (questions.ts), and the frames that need no decision resolve until a
// player must answer or the turn is over.

import type { DecisionMemo } from '../decision-memo.js';
import { COUNTED_ANSWERS, COUNTED_GROUPS, COUNTED_PASS } from '../decision-memo.js';
import * as frameModule from '../frames.js';
import * as ids from '../ids.js';
import type { WarsongState } from '../state.js';
import { stepAttack, stepRound } from './attack.js';
import { listPlacements, place, placementAt, placementGroups, placementsIn, stepPlaced } from './placement.js';
import { applyAnswer, listAnswers } from './questions.js';
import { pass, stepEndTurn } from './turn.js';

const { FRAMES, FRAME_WIDTH } = frameModule;
const { A_PASS } = ids;
const IS_QUESTION = FRAMES.questions;
const END_TURN = FRAMES.kind.endTurn;
const PLACED = FRAMES.kind.placed;
const ROUND = FRAMES.kind.round;
const ATTACK = FRAMES.kind.attack;

// ---- the turn player -----------------------------------------------------------------------

/** The turn player's legal placements, ascending, or the pass alone when there is none. */
export function turnActions(s: WarsongState, out: Int32Array): number {
  let n = listPlacements(s, s.turnPlayer, out);
  if (n === 0) out[n++] = s.answerBase + A_PASS;
  return n;
}

/** The turn player's decision: a placement (definition x cell x relative orientation) or the pass. */
export function decide(s: WarsongState, a: number): void {
  if (a >= s.answerBase) {
    pass(s);
    return;
  }
  const rest = a >> 2;
  const cells = s.geo.cells;
  const d = (rest / cells) | 0;
  place(s, s.turnPlayer, d, rest - d * cells, a & 3);
}

// ---- questions on the stack (questions.ts lists their answers: listAnswers) ------------------

/** The asked player's answer, an action id. */
export function answer(s: WarsongState, a: number): void {
  applyAnswer(s, a - s.answerBase);
}

// ---- legal actions counted and picked by index (GameState.legalActionCount, legalActionAt) ----

/**
 * The number of legal actions at decision `at`, counted without listing placements: random play
 * picks one by index (actionAt) and never writes the ~25 ids. Records in `memo` how it counted.
 */
export function countActions(s: WarsongState, memo: DecisionMemo, at: number): number {
  if (s.stack.length > 0) {
    if (memo.answersAt !== at) memo.keep(listAnswers(s, memo.answers), at);
    memo.counted(at, COUNTED_ANSWERS);
    return memo.answerCount;
  }
  const placements = placementsIn(s, placementGroups(s, s.turnPlayer));
  memo.counted(at, placements === 0 ? COUNTED_PASS : COUNTED_GROUPS);
  return placements === 0 ? 1 : placements;
}

/** The i-th id legalActions would list, from what countActions recorded in `memo`. */
export function actionAt(s: WarsongState, memo: DecisionMemo, i: number): number {
  if (memo.countedMode === COUNTED_ANSWERS) return memo.answers[i]!;
  if (memo.countedMode === COUNTED_PASS) return s.answerBase + A_PASS;
  return placementAt(s, i);
}

// ---- the loop between decisions --------------------------------------------------------------

/**
 * Resolves pending frames until a player must answer or the turn is over. A question with one
 * answer (or none) is not asked. Returns how many answers to the question it stopped at it listed
 * into `answers` (at least two), or 0 when it did not stop at a question.
 */
export function advance(s: WarsongState, answers: Int32Array): number {
  const st = s.stack;
  while (st.length > 0 && !s.isTerminal()) {
    const k = st.frames[(st.length - 1) * FRAME_WIDTH]!;
    if (IS_QUESTION[k] === 1) {
      const n = listAnswers(s, answers);
      if (n === 0) st.pop();
      else if (n === 1) answer(s, answers[0]!);
      else return n;
      continue;
    }
    switch (k) {
      case END_TURN:
        stepEndTurn(s);
        break;
      case PLACED:
        stepPlaced(s);
        break;
      case ROUND:
        stepRound(s);
        break;
      case ATTACK:
        stepAttack(s);
        break;
      default:
        throw new Error(`unknown frame ${FRAMES.describe(st, st.length - 1)}`);
    }
  }
  return 0;
}
