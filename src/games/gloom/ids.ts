// What a Gloom state's numbers mean outside one rules module: zones, phases, limits, the
// global variables' indices and the action ids. Rules modules bind them to their own consts.

import { actionSpace } from '../../core/action-space.js';
import { LIST_GAMBITS, LORE_SIZE, MAX_UNITS } from './decks.js';
import { CELLS } from './scenarios.js';

// Zones.
/** Units not yet deployed (owner sees them; the opponent knows only the army list). */
export const MUSTER = 0;
/** Units held in Reserve: Secret Information until they arrive. */
export const RESERVE = 1;
/** The battlefield: one cell per hex. */
export const BOARD = 2;
/** Destroyed units. */
export const FALLEN = 3;

/** Unit slots per player: unit index u = player * SLOTS + slot. */
export const SLOTS = MAX_UNITS;
export const UNITS = 2 * SLOTS;
export const ROUNDS = 3;
/** Activations per player in rounds 1, 2, 3 (rulebook "Round"). */
export const ACTIVATIONS = [5, 4, 3] as const;
export const START_COMMAND_SEALS = 6;
export const MAX_BID = 3;
/** Dice a pool may hold (4 pools: attacker attack, attacker defence, defender attack, defender defence). */
export const POOL_DICE = 16;
export const POOL_ATT_A = 0;
export const POOL_ATT_D = 1;
export const POOL_DEF_A = 2;
export const POOL_DEF_D = 3;
/** Which 2 of the 4 listed gambits a player chose: the pairs in order. */
export const GAMBIT_PAIRS: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 2],
  [1, 3],
  [2, 3],
];

// Phases (the stack's questions come first; these say what the player on turn decides).
export const PH_GAMBITS = 0;
export const PH_DEPLOY = 1;
export const PH_PLACE = 2;
export const PH_BID = 3;
export const PH_ROLE = 4;
export const PH_ACTIVATE = 5;
export const PH_UNIT = 6;
export const PH_MOVING = 7;
export const PH_GODS_PUSH = 8;
export const PH_OVER = 9;
export const PHASE_NAMES = ['gambits', 'deploy', 'place', 'bid', 'role', 'activate', 'unit', 'moving', "god's push", 'over'];

// Indices of the global variables (the `vars` array).
export const V_PHASE = 0;
export const V_ROUND = 1;
/** The player on turn: who deploys, bids, chooses a role or activates now. */
export const V_PLAYER = 2;
/** Player A of this round (initiative winner's choice), -1 before. */
export const V_PLAYER_A = 3;
/** The unit activated (or being placed), or -1. */
export const V_CARD = 4;
/** Momentum tracker: -2..2, positive toward player 0. */
export const V_MOMENTUM = 5;
/** The initiative winner of this round, who chooses the roles. */
export const V_INITIATIVE = 6;
/** God's Push: the unit index (0..UNITS-1) asked next. */
export const V_PUSH_CURSOR = 7;
/** The winner, 2 for a draw, -1 while running. */
export const V_WINNER = 8;
/** Unit index of the last hit by an attack test and its wounds, for logs and tests. */
export const V_LAST_WOUNDS = 9;
export const V_LAST_COUNTER_WOUNDS = 10;
/** 1 once the active unit used its Move action (or arrived from Reserve). */
export const V_MOVE_USED = 11;
/** 1 while the unit being placed arrives from Reserve (0: deployment). */
export const V_ARRIVING = 12;
/** 1 once the active unit performed its Standard Action: the activation ends when nothing is pending. */
export const V_ACTED = 13;
export const VARS = 14;

export const NO_UNIT = -1;

export const ACTIONS = actionSpace([
  ['bid', MAX_BID + 1],
  ['gambit-choice', GAMBIT_PAIRS.length],
  ['be-player-a', 1],
  ['be-player-b', 1],
  ['deploy', SLOTS],
  ['reserve', SLOTS],
  /** + hex * 6 + facing: deployment, arrival, displacement, God's Push. */
  ['place', CELLS * 6],
  ['activate', SLOTS],
  /** Activates the unit in that slot spending its Fast token (+1 MP); `activate` keeps the token. */
  ['activate-fast', SLOTS],
  ['arrive', SLOTS],
  ['gambit', LIST_GAMBITS],
  ['divine-favor', 1],
  ['move', 1],
  ['step', 6],
  ['stop', 6],
  /** + target unit index. */
  ['melee', UNITS],
  ['ranged', UNITS],
  ['focus', 1],
  ['rally', 1],
  ['skill', UNITS],
  /** + spell * CELLS + hex. */
  ['cast', LORE_SIZE * CELLS],
  ['demolish', CELLS],
  ['end-activation', 1],
  /** + own slot of the reacting unit. */
  ['react', SLOTS],
  ['no-react', 1],
  ['keep-dice', 1],
  ['reroll-attack-die', 1],
  ['reroll-defence-die', 1],
  ['reroll-pool', 1],
  /** A unit holding a Boost token about to make a Test: spend it (+1 die of each kind) or keep it. */
  ['spend-boost', 1],
  ['keep-boost', 1],
  ['stay', 1],
]);

export const A_BID = ACTIONS.offset.bid;
export const A_GAMBIT_CHOICE = ACTIONS.offset['gambit-choice'];
export const A_BE_A = ACTIONS.offset['be-player-a'];
export const A_BE_B = ACTIONS.offset['be-player-b'];
export const A_DEPLOY = ACTIONS.offset.deploy;
export const A_RESERVE = ACTIONS.offset.reserve;
export const A_PLACE = ACTIONS.offset.place;
export const A_ACTIVATE = ACTIONS.offset.activate;
export const A_ACTIVATE_FAST = ACTIONS.offset['activate-fast'];
export const A_ARRIVE = ACTIONS.offset.arrive;
export const A_GAMBIT = ACTIONS.offset.gambit;
export const A_FAVOR = ACTIONS.offset['divine-favor'];
export const A_MOVE = ACTIONS.offset.move;
export const A_STEP = ACTIONS.offset.step;
export const A_STOP = ACTIONS.offset.stop;
export const A_MELEE = ACTIONS.offset.melee;
export const A_RANGED = ACTIONS.offset.ranged;
export const A_FOCUS = ACTIONS.offset.focus;
export const A_RALLY = ACTIONS.offset.rally;
export const A_SKILL = ACTIONS.offset.skill;
export const A_CAST = ACTIONS.offset.cast;
export const A_DEMOLISH = ACTIONS.offset.demolish;
export const A_END = ACTIONS.offset['end-activation'];
export const A_REACT = ACTIONS.offset.react;
export const A_NO_REACT = ACTIONS.offset['no-react'];
export const A_KEEP = ACTIONS.offset['keep-dice'];
export const A_REROLL_ATTACK = ACTIONS.offset['reroll-attack-die'];
export const A_REROLL_DEFENCE = ACTIONS.offset['reroll-defence-die'];
export const A_REROLL_POOL = ACTIONS.offset['reroll-pool'];
export const A_SPEND_BOOST = ACTIONS.offset['spend-boost'];
export const A_KEEP_BOOST = ACTIONS.offset['keep-boost'];
export const A_STAY = ACTIONS.offset.stay;
export const NUM_ACTIONS = ACTIONS.size;
/** What another player observes of a sealed bid and of a hidden gambit choice. */
export const HIDDEN_BID = NUM_ACTIONS;
export const HIDDEN_GAMBIT_CHOICE = NUM_ACTIONS + 1;

/** End reasons: the third round over with a Soulshard lead, or with none (a draw); or one army Destroyed. */
export const END_SOULSHARDS = 'soulshards';
export const END_ROUNDS = 'rounds-run-out';
export const END_ANNIHILATION = 'annihilation';
