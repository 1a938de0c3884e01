// What a WTactics state's numbers mean outside one rules module: zones, fronts and cells,
// limits, phases, end reasons and the action ids. Rules modules bind them to their own consts.

import { actionSpace } from '../../core/action-space.js';
import { MAX_DEFS } from './card-schema.js';

// Zones (layout.ts lists them in this order).
export const ARMY = 0;
export const HAND = 1;
export const GRAVE = 2;
/** Removed from game: vetoed, expired and completed quests, sacrificed cards. */
export const REMOVED = 3;
/** Face-down resource cards: only their owner sees them. */
export const RESOURCES = 4;
/** A contract's escrow: cards discarded face down from hand, kept until the quest ends. */
export const ESCROW = 5;
/** Equipment dropped on the ground by a creature that died in combat. */
export const DROPPED = 6;
/** Equipment and enchantments attached to a creature (CardTable.attach). */
export const ATTACHED = 7;
/** Each player's quest deck after the veto, face down. */
export const QUEST_DECK = 8;
/** Quest decks during the prep and veto: swapped and looked at by both players. */
export const VETO = 9;
/** Creature cells: ((player * 2 + front) * FRONT_CELLS + k); a state has PLAYER_CELLS per player. */
export const FRONTS = 10;
/** The face-up quest on top of quest deck q (the quest offered from it). */
export const QUESTS = 11;
/** Each player's hero, in play from the start. */
export const HEROES = 12;
/** Events, magic and hero abilities on their way: the card waits here until its entry resolves. */
export const PLAYING = 13;

export const OFFENSIVE = 0;
export const DEFENSIVE = 1;
/** Creature places per front. */
export const FRONT_CELLS = 8;
/** A player's two fronts: the cells of player p are p * PLAYER_CELLS .. + PLAYER_CELLS. */
export const PLAYER_CELLS = 2 * FRONT_CELLS;
/** The most seats a variant has (Triumvirate): the action space is sized for it. */
export const MAX_PLAYERS = 3;
/** Creature cells of the largest table; a state has numPlayers * PLAYER_CELLS of them (`s.cellCount`). */
export const CELLS = MAX_PLAYERS * PLAYER_CELLS;
/** Quest slots of the largest table: one per quest deck, one quest deck per player (`s.questSlots`). */
export const QUEST_SLOTS = MAX_PLAYERS;
export const OPENING_HAND = 7;
export const DISCARD_TO = 7;
export const MAX_ACTIVE_QUESTS = 2;
export const RECYCLE_COUNT = 4;
export const VETOES_EACH = 3;

// Variants.
export const VARIANT_STANDARD = 'standard';
export const VARIANT_OPEN_MULLIGAN = 'open-mulligan';
export const VARIANT_TRIUMVIRATE = 'triumvirate';

// End reasons beside the core's turn limit.
export const END_INFLUENCE = 'influence';
export const END_VICTORY_POINTS = 'victory-points';
export const END_DECKS_OUT = 'decks-out';

// Phases of a turn (Turn Structure); the unmark, upkeep and draw phases run as steps and questions.
export const PH_SETUP = 0;
export const PH_PLAY1 = 1;
export const PH_ATTACK1 = 2;
export const PH_PLAY2 = 3;
export const PH_ATTACK2 = 4;
export const PH_ENTRANCE = 5;
/** The turn start (mulligan, unmark/unassign, upkeep, draw) runs its steps. */
export const PH_START = 6;
/** The discard phase and the end of the turn. */
export const PH_END = 7;
/** The turn is over (and the round, when it ended one): the next begins. */
export const PH_NEXT = 8;
export const PHASE_NAMES = ['setup', 'play', 'move/attack', 'play', 'move/attack', 'entrance', 'turn start', 'discard', 'next turn'];

/** What a move/attack phase was used for (bits of V_MA_DONE and V_MA_CURRENT). */
export const MA_MOVE = 1;
export const MA_ATTACK = 2;

// Indices of the state's scalars (the `vars` array of layout.ts; WtState's accessors of the same names read them).
/** The phase of the turn player's turn (PH_*). */
export const V_PHASE = 0;
export const V_TURN_PLAYER = 1;
/** 0 while running, else the bits of the winners (all of them for a draw, the tied leaders for a shared win). */
export const V_WINNERS = 2;
/** The turn start's next step (rules/turn.ts runStartStep) and the cell its upkeep scan reached. */
export const V_STAGE = 3;
export const V_STAGE_CELL = 4;
/** What this turn's finished move/attack phases were used for (MA_* bits), and the current one's. */
export const V_MA_DONE = 5;
export const V_MA_CURRENT = 6;
/** The front creatures moved out of this turn, or -1. */
export const V_MOVED_FROM = 7;
export const VARS = 8;

/** Targets of a play: a creature cell 0..31, NO_TARGET, or a quest slot (a confrontation). */
export const NO_TARGET = CELLS;
export const TARGETS_PER_PLAY = CELLS + 1;

export const ACTIONS = actionSpace([
  ['end-phase', 1],
  ['pass', 1],
  ['done', 1],
  ['yes', 1],
  ['no', 1],
  ['recycle', 1],
  ['counter', 1],
  ['accept', QUEST_SLOTS],
  ['abandon', QUEST_SLOTS],
  ['expire', QUEST_SLOTS],
  ['hero', 4],
  /** + creature cell. */
  ['move', CELLS],
  ['attack', CELLS],
  ['assign', CELLS],
  ['unassign', CELLS],
  ['pickup', CELLS],
  ['penalty', CELLS],
  /** + defensive slot * FRONT_CELLS + the attacker's offensive slot. */
  ['block', FRONT_CELLS * FRONT_CELLS],
  /** + the attacker's offensive slot. */
  ['order', FRONT_CELLS],
  /** + creature cell * QUEST_SLOTS + slot: a creature fights a confrontation. */
  ['engage', CELLS * QUEST_SLOTS],
  /** + creature cell * TARGETS_PER_PLAY + target. */
  ['ability', CELLS * TARGETS_PER_PLAY],
  /** + definition. */
  ['veto', MAX_DEFS],
  ['resource', MAX_DEFS],
  ['escrow', MAX_DEFS],
  ['discard', MAX_DEFS],
  /** + definition * CELLS + receiving cell: hands an equipment of that name to another local creature. */
  ['reassign', MAX_DEFS * CELLS],
  /** + definition * TARGETS_PER_PLAY + target. */
  ['play', MAX_DEFS * TARGETS_PER_PLAY],
  /** + definition: Open Mulligan, a card of that name stays in hand. */
  ['keep', MAX_DEFS],
  /** + definition: the creature asked (an attacker, a defender) uses that equipment of its subtype. */
  ['wield', MAX_DEFS],
  /** + definition: the creature picking up dropped equipment takes a piece of that name. */
  ['take', MAX_DEFS],
  /** Triumvirate, + seat: attack that player this turn, off the rotation, paid by three random cards from hand. */
  ['target-discard', MAX_PLAYERS],
  /** Triumvirate, + seat: attack that player this turn, off the rotation, paid by marking all gold before any is spent. */
  ['target-gold', MAX_PLAYERS],
]);

export const A_END_PHASE = ACTIONS.offset['end-phase'];
export const A_PASS = ACTIONS.offset.pass;
export const A_DONE = ACTIONS.offset.done;
export const A_YES = ACTIONS.offset.yes;
export const A_NO = ACTIONS.offset.no;
export const A_RECYCLE = ACTIONS.offset.recycle;
export const A_COUNTER = ACTIONS.offset.counter;
export const A_ACCEPT = ACTIONS.offset.accept;
export const A_ABANDON = ACTIONS.offset.abandon;
export const A_EXPIRE = ACTIONS.offset.expire;
export const A_HERO = ACTIONS.offset.hero;
export const A_MOVE = ACTIONS.offset.move;
export const A_ATTACK = ACTIONS.offset.attack;
export const A_ASSIGN = ACTIONS.offset.assign;
export const A_UNASSIGN = ACTIONS.offset.unassign;
export const A_PICKUP = ACTIONS.offset.pickup;
export const A_PENALTY = ACTIONS.offset.penalty;
export const A_BLOCK = ACTIONS.offset.block;
export const A_ORDER = ACTIONS.offset.order;
export const A_ENGAGE = ACTIONS.offset.engage;
export const A_ABILITY = ACTIONS.offset.ability;
export const A_VETO = ACTIONS.offset.veto;
export const A_RESOURCE = ACTIONS.offset.resource;
export const A_ESCROW = ACTIONS.offset.escrow;
export const A_DISCARD = ACTIONS.offset.discard;
export const A_REASSIGN = ACTIONS.offset.reassign;
export const A_PLAY = ACTIONS.offset.play;
export const A_KEEP = ACTIONS.offset.keep;
export const A_WIELD = ACTIONS.offset.wield;
export const A_TAKE = ACTIONS.offset.take;
export const A_TARGET_DISCARD = ACTIONS.offset['target-discard'];
export const A_TARGET_GOLD = ACTIONS.offset['target-gold'];
export const NUM_ACTIONS = ACTIONS.size;
/** What the opponent sees of a face-down resource or escrow: that a card went face down. */
export const A_HIDDEN_CARD = NUM_ACTIONS;

/** Cell of player p's front f, place k. */
export function cellOf(p: number, front: number, k: number): number {
  return (p * 2 + front) * FRONT_CELLS + k;
}
