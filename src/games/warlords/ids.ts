// What a Warlords state's numbers mean outside one rules module: zones, the battlefield's size,
// phases, the global variables' indices, limits, chain entries and the action ids.

import { actionSpace } from '../../core/action-space.js';
import { MAX_DEFS } from './card-schema.js';

// Zones.
export const BATTLE_DECK = 0;
export const BUILDING_DECK = 1;
export const HAND = 2;
export const DISCARD = 3;
/** Forged items not equipped, and items back from a dead troop. */
export const ARMORY = 4;
export const HERO = 5;
/** Cards played and waiting for their chain entry to resolve. */
export const CHAIN = 6;
/** Items, curses and powers attached to a troop (CardTable.attach). */
export const ATTACHED = 7;
/** Building areas: p * 5 + 0..4, p's active locations. */
export const LOCATIONS = 8;
/** The 5x5 battlefield's troops: cell = row * 5 + column. */
export const FIELD = 9;
/** Non-attached items on the battlefield: they occupy no space, one per cell. */
export const GROUND = 10;

export const SIZE = 5;
export const CELLS = SIZE * SIZE;
export const MAX_LOCATIONS = 5;
/** Card instances per player: 40 battle cards, 10 locations, a hero. */
export const CARDS_PER_PLAYER = 51;
export const MAX_CARDS = 2 * CARDS_PER_PLAYER;
/** Resources are kept below this (the observation scales them). */
export const RESOURCE_CAP = 99;

/** Directions: 0 north (row - 1), 1 east, 2 south (row + 1), 3 west. */
export const DIRS = 4;
/** Attack direction 4: the non-attached item on the attacker's own space. */
export const HERE = 4;

// Phases of a turn.
export const PH_BEGIN = 0;
export const PH_GUARD = 1;
export const PH_RESOURCE = 2;
export const PH_BUILD = 3;
export const PH_SUMMON = 4;
export const PH_TACTICS = 5;
export const PH_END = 6;
export const PHASE_NAMES = ['beginning', 'guard', 'resource', 'building', 'summon and forge', 'tactics', 'end'] as const;

// Indices of the global variables (the `vars` array).
/** The phase of the turn (PH_*). */
export const V_PHASE = 0;
/** The player whose turn it is. */
export const V_TURN_PLAYER = 1;
/** -1 while running, else the winner (0 or 1), or 2 for a draw. */
export const V_WINNER = 2;
/** 1 once the turn player did something in the phase other than a sudden spell or a skill: the phase's beginning is past. */
export const V_PHASE_ACTED = 3;
export const VARS = 4;

// What a chain entry stands for.
export const ENTRY_CARD = 0;
export const ENTRY_SKILL = 1;
export const ENTRY_HERO = 2;

/** Combat targets beyond a troop's cell: the enemy warlord, and a non-attached item (ITEM_TARGET + cell). */
export const WARLORD_TARGET = -1;
export const ITEM_TARGET = 100;

/** Play targets: battlefield cell 0..24, or NO_TARGET (a location takes the building slot it replaces, 0..4). */
export const TARGETS_PER_DEF = CELLS + 1;
export const NO_TARGET = CELLS;

// End reasons beside the core's.
export const END_WARLORD = 'warlord-slain';

/**
 * Action ids: fixed answers, then the troop activations by cell, then per-definition families.
 * resource = redirect (0/1) * 3 + draw (0 none, 1 battle deck, 2 building deck).
 */
export const ACTIONS = actionSpace([
  ['done', 1],
  ['pass', 1],
  ['resource', 6],
  /** Which of several threatening troops the attacker fights: its direction from the attacker. */
  ['choose-target', DIRS],
  /** + from * 25 + to: a troop's move (its whole move of the turn). */
  ['move', CELLS * CELLS],
  /** + cell * 5 + direction (4 = the item on its own space): declare combat. */
  ['attack', CELLS * (DIRS + 1)],
  /** + cell: strike the enemy warlord from the enemy summoning line. */
  ['strike-warlord', CELLS],
  /** + cell * 26 + target: the skill of the troop on `cell`. */
  ['skill', CELLS * TARGETS_PER_DEF],
  /** + target: the hero's skill. */
  ['hero', TARGETS_PER_DEF],
  /** + def * 25 + cell: equip an item of the armoury to the troop on `cell`. */
  ['equip', MAX_DEFS * CELLS],
  /** + def * 26 + target: play a card from hand. */
  ['play', MAX_DEFS * TARGETS_PER_DEF],
]);

export const A_DONE = ACTIONS.offset.done;
export const A_PASS = ACTIONS.offset.pass;
export const A_RESOURCE = ACTIONS.offset.resource;
export const A_CHOOSE = ACTIONS.offset['choose-target'];
export const A_MOVE = ACTIONS.offset.move;
export const A_ATTACK = ACTIONS.offset.attack;
export const A_STRIKE = ACTIONS.offset['strike-warlord'];
export const A_SKILL = ACTIONS.offset.skill;
export const A_HERO = ACTIONS.offset.hero;
export const A_EQUIP = ACTIONS.offset.equip;
export const A_PLAY = ACTIONS.offset.play;
export const NUM_ACTIONS = ACTIONS.size;
