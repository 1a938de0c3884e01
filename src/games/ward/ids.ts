// What a Ward state's numbers mean outside one rules module: its zones, its limits, its phases,
// its chain entries and its action ids. Rules modules bind them to their own consts (an
// imported binding costs a module-cell read at each use in optimised code; see
// docs/performance.md); the heuristic, the views and the tests read them from here.

import { actionSpace } from '../../core/action-space.js';
import { MAX_DEFS } from './card-schema.js';

// Zones.
export const DECK = 0;
export const HAND = 1;
export const CEMETERY = 2;
/** Magic cards being played, waiting for their chain entry to resolve. */
export const CHAIN = 3;
/** Cards placed under a creature (the Sharkling under its summon-requirement creature). */
export const UNDER = 4;
/** Creature cells: p * 5 + 0 is p's primary creature, p * 5 + 1..4 its limited summons. */
export const FIELD = 5;
/** Magic cells: p * 5 + 0..4, p's five magic slots (infinite and equip cards). */
export const MAGIC = 6;

/** Creature cells and magic cells per side; both zones hold two sides of them. */
export const SIDE_CELLS = 5;
/** Card instances in a match: two decks of 30. */
export const MAX_CARDS = 60;

// End reasons beside the core's (turn limit).
export const END_CEMETERY = 'cemetery-limit';
export const END_CREATURE_OUT = 'creature-out';

// Phases.
export const PH_SETUP = 0;
export const PH_MAIN = 1;
export const PH_COMBAT = 2;
export const PH_MAIN2 = 3;

// Indices of the state's scalars (the `vars` array in the buffer).
/** The phase of the turn (PH_*). */
export const V_PHASE = 0;
/** The turn player. */
export const V_PLAYER = 1;
/** -1 while running, else the winner (0 or 1), or 2 for a draw. */
export const V_WINNER = 2;
/** 1 once a primary died in this Combat Phase: it ends (9.1). */
export const V_COMBAT_OVER = 3;
/** The last attack's damage and whether it was critical (1 hit, -1 miss): for logs and tests. */
export const V_LAST_DAMAGE = 4;
export const V_LAST_CRIT = 5;
export const VARS = 6;

// What a chain entry stands for.
export const ENTRY_MAGIC = 0;
/** A summoned creature's effects, in its activation window (14.2.1). */
export const ENTRY_SUMMON = 1;
/** A declared battle: the opponent may answer with lightning before its dice (open question 16). */
export const ENTRY_BATTLE = 2;

/** Targets of a play: creature cell 0..9, magic cell 10..19, 20 = none / the chain entry answered. */
export const TARGETS_PER_DEF = 21;
export const T_SLOT_NONE = 20;

/**
 * Action ids: fixed answers, then per-definition families, then plays (definition x target).
 * The defender of a battle is always the opponent's primary; magic cells are absolute
 * (owner * 5 + cell).
 */
export const ACTIONS = actionSpace([
  ['end-phase', 1],
  ['no-response', 1],
  ['go-first', 1],
  ['go-second', 1],
  ['kill-own', 1],
  /** + attacker slot 0..4 (0 = primary). */
  ['battle', SIDE_CELLS],
  /** + own field slot: only the primary, slot 0, can be sacrificed. */
  ['sacrifice-primary', SIDE_CELLS],
  /** + own limited slot 1..4 to promote. */
  ['promote', SIDE_CELLS],
  /** + magic cell 0..9. */
  ['destroy-magic', 2 * SIDE_CELLS],
  /** Ids 30-31 mean nothing: the families below start at 32. */
  ['reserved', 2],
  ['summon', MAX_DEFS],
  ['discard', MAX_DEFS],
  ['sacrifice-from-hand', MAX_DEFS],
  ['revive', MAX_DEFS],
  ['limited-summon', MAX_DEFS],
  /** + def * TARGETS_PER_DEF + target. */
  ['play', MAX_DEFS * TARGETS_PER_DEF],
]);

export const A_END_PHASE = ACTIONS.offset['end-phase'];
export const A_NO_RESPONSE = ACTIONS.offset['no-response'];
export const A_GO_FIRST = ACTIONS.offset['go-first'];
export const A_GO_SECOND = ACTIONS.offset['go-second'];
export const A_KILL_OWN = ACTIONS.offset['kill-own'];
export const A_BATTLE = ACTIONS.offset.battle;
export const A_SAC_PRIMARY = ACTIONS.offset['sacrifice-primary'];
export const A_PROMOTE = ACTIONS.offset.promote;
export const A_DESTROY_MAGIC = ACTIONS.offset['destroy-magic'];
export const A_SUMMON = ACTIONS.offset.summon;
export const A_DISCARD = ACTIONS.offset.discard;
export const A_SAC_HAND = ACTIONS.offset['sacrifice-from-hand'];
export const A_REVIVE = ACTIONS.offset.revive;
export const A_LIMITED_SUMMON = ACTIONS.offset['limited-summon'];
export const A_PLAY = ACTIONS.offset.play;
export const NUM_ACTIONS = ACTIONS.size;
