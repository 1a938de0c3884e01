// What a Duel of Lanterns state's numbers mean outside one rules module: zones, limits, the
// global variables' indices and the action ids.

import { actionSpace } from '../../core/action-space.js';

// Zones.
/** Each player's deck: hidden from everyone (1). */
export const DECK = 0;
/** Each player's hand: seen by its owner only (2.1). */
export const HAND = 1;
/** The rows: cell p * ROW + k is player p's place k (4). */
export const ROW = 2;
/** Spent, snuffed and burned cards, face up. */
export const ASHES = 3;
/** A spell being cast and the response answering it, face up, until they resolve (6). */
export const PENDING = 4;

/** Places in a player's row (4). */
export const ROW_SIZE = 4;
export const DECK_SIZE = 20;
export const MAX_COPIES = 2;
export const FIRST_HAND = 4;
export const START_LIGHT = 12;
export const MAX_OIL = 5;
export const HAND_LIMIT = 7;
/** Turns before the match is scored by Light (8). */
export const TURN_CAP = 30;
/** Card instances in a match: two decks. */
export const MAX_CARDS = 2 * DECK_SIZE;
/** Definitions a set may hold: a hand is a bit mask of them (rules/hand.ts). */
export const MAX_DEFS = 32;

// Indices of the global variables (the `vars` array).
/** The turn player. */
export const V_PLAYER = 0;
/** The winner, 2 for a draw, -1 while running. */
export const V_WINNER = 1;
export const VARS = 2;

/** A target of a spell or an attack: 0 the opponent's lantern, 1 + k the opponent's place k. */
export const T_LANTERN = 0;
export const TARGETS = 1 + ROW_SIZE;

export const ACTIONS = actionSpace([
  ['end-turn', 1],
  /** + definition of a unit in hand. */
  ['play', MAX_DEFS],
  /** + definition * TARGETS + target. */
  ['cast', MAX_DEFS * TARGETS],
  /** + own place * TARGETS + target. */
  ['attack', ROW_SIZE * TARGETS],
  /** + definition of a response in hand. */
  ['respond', MAX_DEFS],
  ['let-it-act', 1],
]);

export const A_END_TURN = ACTIONS.offset['end-turn'];
export const A_PLAY = ACTIONS.offset.play;
export const A_CAST = ACTIONS.offset.cast;
export const A_ATTACK = ACTIONS.offset.attack;
export const A_RESPOND = ACTIONS.offset.respond;
export const A_LET_IT_ACT = ACTIONS.offset['let-it-act'];
export const NUM_ACTIONS = ACTIONS.size;

/** End reasons beside the core's turn limit. */
export const END_LIGHT_OUT = 'light-out';
