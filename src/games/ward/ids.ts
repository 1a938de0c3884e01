// What a Ward state's numbers mean outside the rules code: its zones, its limits, its action
// ids, its phases and its question frames. ward.ts binds them to its own consts (an imported or
// exported binding costs a module-cell read at each use in optimised code; see README,
// Development), and the heuristic and the tests read them from here.

import { MAX_DEFS } from './cards.js';

// Zones.
export const DECK = 0;
export const HAND = 1;
export const CEM = 2;
/** Magic cards being played, waiting for their chain to resolve. */
export const CHAIN = 3;
/** Cards placed under a creature (the Sharkling under its summon-requirement creature). */
export const UNDER = 4;
/** Creature cells: p * 5 + 0 is p's primary creature, p * 5 + 1..4 its limited summons. */
export const FIELD = 5;
/** Magic cells: p * 5 + 0..4, p's five magic slots (infinite and equip cards). */
export const MAGIC = 6;

export const HAND_LIMIT = 8;
export const LOSS_HP = 300;
export const NC = 60;

// Action ids: fixed answers, then per-definition families, then plays (definition x target).
export const A_END_PHASE = 0;
export const A_NO_RESPONSE = 1;
export const A_GO_FIRST = 2;
export const A_GO_SECOND = 3;
export const A_KILL_OWN = 4;
/** + attacker slot 0..4 (0 = primary). The defender is always the opponent's primary. */
export const A_BATTLE = 5;
/** + own field slot (only the primary, slot 0, can be sacrificed). */
export const A_SAC_FIELD = 10;
/** + own limited slot 1..4 to promote. */
export const A_PROMOTE = 15;
/** + magic cell 0..9 (absolute: owner * 5 + cell). */
export const A_TARGET_MAGIC = 20;
export const A_SUMMON = 32;
export const A_DISCARD = A_SUMMON + MAX_DEFS;
export const A_SAC_HAND = A_DISCARD + MAX_DEFS;
export const A_CHOOSE_CEM = A_SAC_HAND + MAX_DEFS;
export const A_CHOOSE_HAND = A_CHOOSE_CEM + MAX_DEFS;
/** + def * 21 + target: 0..9 creature cell, 10..19 magic cell, 20 none / the card answered. */
export const A_PLAY = A_CHOOSE_HAND + MAX_DEFS;
export const TARGETS_PER_DEF = 21;
export const T_SLOT_NONE = 20;
export const NUM_ACTIONS = A_PLAY + MAX_DEFS * TARGETS_PER_DEF;

// Phases.
export const PH_SETUP = 0;
export const PH_MAIN = 1;
export const PH_COMBAT = 2;
export const PH_MAIN2 = 3;

// Stack frames: [kind, player, a, b, c, d, e, f].
export const F_CHOOSE = 1;
export const F_DISCARD = 2;
export const F_WINDOW = 3;
export const F_RESOLVE = 4;
export const F_REPLACE = 5;
export const F_SAC = 6;
export const F_CEM = 7;
export const F_LIMHAND = 8;
export const F_TMAGIC = 9;
