// The Warsong rule arrays: what the rules keep besides the card table and the stack, per cell,
// per seat and per card. Each state keeps its own at the start of its buffer (its home copy);
// the state whose rules are running keeps them here instead, at a fixed address, with its stack
// frames after them.
//
// Why: V8's optimised code reaches a typed array held in an object field (`this.occ`) through
// the field, a check of its map, its length and its two data-pointer halves before each read,
// and the rules read these arrays at every step; a module's const view of a buffer made here
// has its address and length folded into the code (active-tables.ts has the same reason for
// the card-set and board tables). Measured: README, Development.
//
// One layout serves both copies, so a reader may index either: a fixed block with room for the
// largest board, seat count and card set, then CardField.Stride 16-bit fields per card. The
// running state's card table moves here too, just before them, so that the table and the rule
// arrays stay one run of bytes in both places: a switch, and a copy into the running state (the
// heuristic makes one per move it tries), copy them in one go.

import { CardTable } from '../../core/cards.js';
import { MAX_CELLS, MAX_SEATS } from './active-tables.js';
import { MAX_DEFS } from './cards.js';
import { STACK_WORDS, zonesFor } from './ids.js';

/** The most cards a match may have (decks of twenty and their spawn tokens stay far below). */
export const MAX_CARDS = 256;

/** The fixed block's arrays and their lengths in words, in layout order. */
const FIXED = {
  /** occ[cell]: the card covering the cell (a Large card covers four), or NO_CARD. */
  occ: MAX_CELLS,
  /** Cards with an Aura on the battlefield, per granted keyword bit (31 - clz32(bit)). */
  auraByBit: 32,
  /** Running totals per seat: Valor on the field, Renown captured, creatures, bastions, cards with Sentry printed. */
  valorOf: MAX_SEATS,
  renownOf: MAX_SEATS,
  creaturesOf: MAX_SEATS,
  bastionsOf: MAX_SEATS,
  sentriesOf: MAX_SEATS,
  /** ownCells[p]: bitmask of the cells p's cards cover; ownCells[players]: the empty cells. */
  ownCells: MAX_SEATS + 1,
  /** charTop[ch]: the card of Key Figure character ch on the battlefield, or NO_CARD. */
  charTop: MAX_DEFS,
} as const;
type FixedArray = keyof typeof FIXED;

/** Where each fixed array starts (words). */
export const AT = {} as Record<FixedArray, number>;
let words = 0;
for (const name of Object.keys(FIXED) as FixedArray[]) {
  AT[name] = words;
  words += FIXED[name];
}
/** Words before the per-card block (a multiple of 8, so each card's words stay aligned). */
export const FIXED_WORDS = (words + 7) & ~7;

/**
 * The per-card fields, 16-bit: card c's field k is entry c * CardField.Stride + k of the per-card
 * block read as an Int16Array. Turn numbers are stamps (+1; 0 = never). A const enum: tsc writes
 * the numbers into the code, which keeps the rules' small readers small enough for V8 to inline
 * (README, Development).
 */
export const enum CardField {
  /** Absolute orientation of the card's front (0 north, clockwise). */
  Orient = 0,
  /** Turn in which the card last started an attack round. */
  AttackStamp = 1,
  FerociousStamp = 2,
  BushidoStamp = 3,
  /** The attacker a Bushido defender chose to answer. */
  BushidoChoice = 4,
  /** Successful attacks taken by a Large card. */
  LargeHits = 5,
  /** Bulwark: cannot be captured while the controller's own-turn count is below this. */
  GuardTurn = 6,
  /** Captured by a Smite card of its tribe: its Renown counts double. */
  SmiteDouble = 7,
  // What the rules read of the card table at every step, kept here as well: here it lies at a
  // fixed address while the state runs, the table's columns do not (their places depend on the
  // table's size). WarsongState.occupy keeps it, recount() rebuilds it from the table.
  /** The card's definition (the table's def). */
  Def = 8,
  /** For a card on the battlefield and not under another: its controller and its (top-left) cell; else -1 and -1. */
  Controller = 9,
  Cell = 10,
  /** Int16 entries per card (five spare). */
  Stride = 16,
}
/** Words per card in the layout: two fields a word. */
const CARD_WORDS = CardField.Stride / 2;

/** Words of the rule arrays of a state with `size` cards. */
export function ruleWords(size: number): number {
  if (size > MAX_CARDS) throw new Error(`warsong: a match of ${size} cards exceeds the engine's ${MAX_CARDS}`);
  return FIXED_WORDS + size * CARD_WORDS;
}

/** Room for the largest card table (the World War board, four seats, MAX_CARDS cards). */
const TABLE_ROOM = CardTable.byteLength(zonesFor(MAX_CELLS), MAX_SEATS, MAX_CARDS);
// The running state's stack frames (EffectStack) follow the rule arrays.
const buffer = new ArrayBuffer(TABLE_ROOM + 4 * (ruleWords(MAX_CARDS) + STACK_WORDS));

/** The running state's rule arrays (all of them, each fixed array, the per-card block) and its stack frames. */
export const running = {
  all: new Int32Array(buffer, TABLE_ROOM, ruleWords(MAX_CARDS)),
  ...(Object.fromEntries((Object.keys(FIXED) as FixedArray[]).map((name) => [name, new Int32Array(buffer, TABLE_ROOM + 4 * AT[name], FIXED[name])])) as Record<FixedArray, Int32Array>),
  card: new Int16Array(buffer, TABLE_ROOM + 4 * FIXED_WORDS, MAX_CARDS * CardField.Stride),
  frames: new Int32Array(buffer, TABLE_ROOM + 4 * ruleWords(MAX_CARDS), STACK_WORDS),
};

/** Where the running state's card table of `tableBytes` bytes lies: just before the rule arrays. */
export function runningTable(tableBytes: number): { buffer: ArrayBuffer; byteOffset: number } {
  return { buffer, byteOffset: TABLE_ROOM - tableBytes };
}

/** The running state's card table and its `words` words of rule arrays, as bytes. */
export function runningSpan(tableBytes: number, words: number): Uint8Array {
  return new Uint8Array(buffer, TABLE_ROOM - tableBytes, tableBytes + 4 * words);
}
