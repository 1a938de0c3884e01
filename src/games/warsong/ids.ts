// What a Warsong state's numbers mean outside the rules code: its zones, its action ids, its
// question frames and its stack width. The engine binds them to its own consts (see engine.ts),
// and the game definition, the heuristic and the tests read them from here.

import type { ZoneSpec } from '../../core/cards.js';
import { MAX_DEFS } from './cards.js';

// ---------------------------------------------------------------- zones
export const DECK = 0;
export const HAND = 1;
export const BOARD = 2;
export const CAPTURE = 3;
export const DISCARD = 4;
export const BANISH = 5;
/** Spawn tokens a player can summon from outside the army (the out-of-game area). */
export const SUPPLY = 6;

export function zonesFor(cells: number): ZoneSpec[] {
  return [
    { name: 'army', kind: 'pile', visibility: 'secret' },
    { name: 'hand', kind: 'pile', visibility: 'private' },
    { name: 'battlefield', kind: 'cells', visibility: 'public', cells },
    { name: 'capture', kind: 'pile', visibility: 'public' },
    { name: 'discard', kind: 'pile', visibility: 'public' },
    { name: 'banished', kind: 'pile', visibility: 'public' },
    { name: 'supply', kind: 'pile', visibility: 'public' },
  ];
}

export const HAND_SIZE = 5;

// ---------------------------------------------------------------- action ids
/** Answer ids follow the placement ids (definition x cell x relative orientation). */
export const A_PASS = 0;
export const A_NO = 1;
export const A_YES = 2;
export const A_TYPE = 3; // + attack type (8)
export const A_SIDE = 11; // + relative side (4)
export const A_ARC = 15; // + arcane target (8)
export const A_CELL = 23; // + cell (25)
export const A_DISCARD = 48; // + definition (MAX_DEFS)
export const A_HORDE = A_DISCARD + MAX_DEFS; // + pile owner * MAX_DEFS + definition
export const NUM_ANSWERS = A_HORDE + 4 * MAX_DEFS;

export function placementIds(cells: number): number {
  return MAX_DEFS * cells * 4;
}

// ---------------------------------------------------------------- question frames
/**
 * Question frames, from Q_FIRST up (field 1 is the deciding player); the frames below it are
 * the engine's own steps (turn end, placement, round, attack).
 */
export const Q_FIRST = 10;
export const Q_SACRIFICE = 10;
export const Q_ARCANE = 11;
export const Q_DISENGAGE = 12;
export const Q_ATK_TYPE = 13;
export const Q_DEF_TYPE = 14;
export const Q_BUSHIDO = 15;
export const Q_FLEE = 16;
export const Q_ASSASSIN = 17;
export const Q_FEROCIOUS = 18;
export const Q_HORDE = 19;
export const Q_DISCARD = 20;
export const QUESTION_NAMES: Record<number, string> = {
  [Q_SACRIFICE]: 'sacrifice',
  [Q_ARCANE]: 'arcane missile target',
  [Q_DISENGAGE]: 'disengage direction',
  [Q_ATK_TYPE]: "attacker's attack type",
  [Q_DEF_TYPE]: "defender's attack type",
  [Q_BUSHIDO]: 'bushido attacker',
  [Q_FLEE]: 'flee: attack or not',
  [Q_ASSASSIN]: 'assassin: return to hand',
  [Q_FEROCIOUS]: 'ferocious move',
  [Q_HORDE]: 'horde replacement',
  [Q_DISCARD]: 'discard down to five',
};

/** Frames of the pending-effect stack: 8 integers each, at most 96 pending. */
export const STACK_WIDTH = 8;
export const STACK_CAPACITY = 96;
/** Words of one stack's frames (a state's buffer and the running copy each hold them). */
export const STACK_WORDS = STACK_WIDTH * STACK_CAPACITY;

