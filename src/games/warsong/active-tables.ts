// The card-definition and board tables of the configuration whose rules are running, kept at
// fixed addresses for the engine's hot paths.
//
// Why: V8's optimised code reaches a typed array held in an object field (`this.cc.kw`,
// `this.geo.step`) through a chain of loads before each read: the field, then the array's
// length and its two data-pointer halves. For a module's own const typed array, the address and
// the length are folded into the code, so a read is a compare and a load. The rules read these
// tables at every step: reading them from here took 7% of the instructions out of a random
// match, which ran 1.06 times as fast (README, Development).
//
// The tables hold one configuration at a time. A WarsongState that starts running (its first
// public call of the rules after another state's) makes its card set and geometry the active
// ones (useCards, useGeometry); private rules code may then read the tables. Each call compares
// one reference, and copies tables only when a state of another configuration ran last: between
// the matches of an ablation run, or in tests, never within a match. Only WarsongState calls
// them: it takes the tables to be the running state's while that state runs.

import type { CompiledCards } from './cards.js';
import { MAX_DEFS } from './cards.js';
import type { Geometry } from './geometry.js';

/** The largest board and seat count the tables hold (the World War Match: 25 cells, 4 seats). */
export const MAX_CELLS = 32;
export const MAX_SEATS = 4;

/** The per-definition tables, named as in CompiledCards, with their words per definition. */
const CARD_TABLES = {
  quad: 4, valor: 1, renown: 1, type: 1, tribe: 1, character: 1, kw: 1, prestigious: 1, vanquisher: 1,
  sacrificial: 1, smiteTribe: 1, indomitable: 1, auraKw: 1, summonDef: 1, orientMask: 1, orientCount: 1, placeCond: 1,
} as const;
/** The board tables, named as in Geometry, with their lengths in words. */
const BOARD_TABLES = {
  step: MAX_CELLS * 4, ring8: MAX_CELLS * 8, ringN: MAX_CELLS, ringMask: MAX_CELLS, crossMask: MAX_CELLS, largeCorner: 4,
  forward: MAX_SEATS, depthBits: MAX_SEATS * 4 * 256, stagedFor: MAX_SEATS * 256, largeStagedFor: MAX_SEATS * 256,
} as const;
type CardTable = keyof typeof CARD_TABLES;
type BoardTable = keyof typeof BOARD_TABLES;
const CARD_NAMES = Object.keys(CARD_TABLES) as CardTable[];
const BOARD_NAMES = Object.keys(BOARD_TABLES) as BoardTable[];

// Every table is an Int32Array view of one buffer made here: the card tables first, then the
// board tables. V8 keeps a typed array of 64 bytes or less inside the heap, where the collector
// may move it, and only folds the address of one whose data lies outside; a view of a larger
// buffer always does.
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const CARD_WORDS = MAX_DEFS * sum(Object.values(CARD_TABLES));
const buffer = new ArrayBuffer(4 * (CARD_WORDS + sum(Object.values(BOARD_TABLES))));

/** A view of lengthOf(name) words for each name, cut one after another from word `from` of the buffer. */
function cut<K extends string>(names: readonly K[], lengthOf: (name: K) => number, from: number): Record<K, Int32Array> {
  const views = {} as Record<K, Int32Array>;
  let at = from;
  for (const name of names) {
    views[name] = new Int32Array(buffer, 4 * at, lengthOf(name));
    at += lengthOf(name);
  }
  return views;
}

/**
 * The tables, for the engine to bind to consts of its own (a module reads its exported bindings,
 * its own included, through export cells that V8 does not fold; the engine's consts are folded).
 */
export const cardTables = cut(CARD_NAMES, (name) => MAX_DEFS * CARD_TABLES[name], 0);
export const boardTables = cut(BOARD_NAMES, (name) => BOARD_TABLES[name], CARD_WORDS);
/** The card tables as one view: what a card set's image fills. */
const cardRegion = new Int32Array(buffer, 0, CARD_WORDS);
// This module's own consts for the two lookups below.
const { step, depthBits } = boardTables;

/**
 * The cell one step along d1 and then one along d2 (a corner when they are perpendicular, the
 * second space when they are equal), or -1: off the grid after the first step is off after both.
 */
export function step2(cell: number, d1: number, d2: number): number {
  const y = step[cell * 4 + d1]!;
  return y < 0 ? -1 : step[y * 4 + d2]!;
}

/** Bitmask of the depths (below 7, seen from p) of the cells in `cells`: what staging opens (stagedFor). */
export function depthsOf(p: number, cells: number): number {
  const b = p * 1024;
  return depthBits[b + (cells & 255)]! | depthBits[b + 256 + ((cells >>> 8) & 255)]! | depthBits[b + 512 + ((cells >>> 16) & 255)]! | depthBits[b + 768 + (cells >>> 24)]!;
}

let activeCards: CompiledCards | null = null;
let activeGeometry: Geometry | null = null;

/** Makes `cc` the card tables' set (a no-op when it is already). */
export function useCards(cc: CompiledCards): void {
  if (cc !== activeCards) loadCards(cc);
}

/** Makes `geo` the board tables' geometry (a no-op when it is already). */
export function useGeometry(geo: Geometry): void {
  if (geo !== activeGeometry) loadGeometry(geo);
}

/**
 * Each card set's per-definition tables laid out as cardRegion, made on its first use: an
 * ablation run changes card sets twice a replay, and copying an image took 84-110 ns against
 * 540 ns for a set() per table (a random match takes about 22 us).
 */
const cardImages = new WeakMap<CompiledCards, Int32Array>();

function loadCards(cc: CompiledCards): void {
  const image = cardImages.get(cc);
  if (image) cardRegion.set(image);
  else {
    // A card set has at most MAX_DEFS definitions (cards.ts refuses more), so each set() fits.
    cardRegion.fill(0);
    for (const name of CARD_NAMES) cardTables[name].set(cc[name]);
    cardImages.set(cc, cardRegion.slice());
  }
  activeCards = cc;
}

function loadGeometry(geo: Geometry): void {
  if (geo.cells > MAX_CELLS || geo.players > MAX_SEATS) throw new Error(`active-tables: a ${geo.rows}x${geo.cols} board for ${geo.players} seats exceeds the tables`);
  for (const name of BOARD_NAMES) boardTables[name].set(geo[name]);
  activeGeometry = geo;
}
