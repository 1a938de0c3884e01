// What a Warsong state's numbers mean outside the rules code: its zones and its action ids. The rules modules bind them to consts of their own, and the game
// definition, the heuristic and the tests read them from here.

import { actionSpace } from '../../core/action-space.js';
import type { ActionSpace } from '../../core/action-space.js';
import { MAX_DEFS } from './card-schema.js';

// ---------------------------------------------------------------- zones
export const DECK = 0;
export const HAND = 1;
export const BOARD = 2;
export const CAPTURE = 3;
export const DISCARD = 4;
export const BANISH = 5;
/** Spawn tokens a player can summon from outside the army (the out-of-game area). */
export const SUPPLY = 6;

export const HAND_SIZE = 5;

// ---------------------------------------------------------------- the state's scalars
// Indices into the `vars` array (layout.ts), so a clone copies them with the rest of the buffer.
/** The seat whose turn it is. */
export const V_TURN_PLAYER = 0;
/** The anchor: the first seat that could not place a card, or -1 before anyone passed. */
export const V_ANCHOR = 1;
/** The seat whose turn is the last one (the seat after the anchor), or -1 before. */
export const V_FINAL_PLAYER = 2;
export const VARS = 3;

// ---------------------------------------------------------------- action ids
/**
 * The answers to questions, in id order. They follow the placements (definition x cell x
 * relative orientation), so an answer's id is the variant's placement count plus its offset
 * here. The cell answers have room for the largest board (25 cells) on every board.
 */
const ANSWER_SEGMENTS = [
  ['pass', 1],
  ['no', 1],
  ['yes', 1],
  ['attack type', 8],
  ['side', 4],
  ['arcane target', 8],
  ['cell', 25],
  ['discard', MAX_DEFS],
  ['horde', 4 * MAX_DEFS],
] as const;
export const ANSWERS = actionSpace(ANSWER_SEGMENTS);

/** Cannot play: become the anchor (or pass the final turn). */
export const A_PASS = ANSWERS.offset.pass;
export const A_NO = ANSWERS.offset.no;
export const A_YES = ANSWERS.offset.yes;
/** + attack type (the wheel's order, cards.ts). */
export const A_TYPE = ANSWERS.offset['attack type'];
/** + side relative to the front (0 front, 1 right, 2 rear, 3 left). */
export const A_SIDE = ANSWERS.offset.side;
/** + Arcane Missile target: 0..3 the corners NE, SE, SW, NW; 4..7 two spaces N, E, S, W. */
export const A_ARC = ANSWERS.offset['arcane target'];
/** + cell. */
export const A_CELL = ANSWERS.offset.cell;
/** + definition. */
export const A_DISCARD = ANSWERS.offset.discard;
/** + capture pile's seat * MAX_DEFS + definition. */
export const A_HORDE = ANSWERS.offset.horde;
export const NUM_ANSWERS = ANSWERS.size;

export function placementIds(cells: number): number {
  return MAX_DEFS * cells * 4;
}

/** A board's action space: the placements, then the answers (placementIds(cells) + A_*). */
export function actionSpaceFor(cells: number): ActionSpace {
  return actionSpace([['place', placementIds(cells)], ...ANSWER_SEGMENTS]);
}
