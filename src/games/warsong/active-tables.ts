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
// The tables hold one configuration at a time. Every public method of WarsongState that runs
// rules first makes its card set and geometry the active ones (useCards, useGeometry); private
// rules code may then read the tables. Each call compares one reference, and copies tables only
// when a state of another configuration ran last: between the matches of an ablation run, or
// in tests, never within a match.

import type { CompiledCards } from './cards.js';
import { MAX_DEFS } from './cards.js';
import type { Geometry } from './geometry.js';

/** The largest board and seat count the tables hold (the World War Match: 25 cells, 4 seats). */
const MAX_CELLS = 32;
const MAX_SEATS = 4;

// Every table is an Int32Array view of one buffer made here. V8 keeps a typed array of 64 bytes
// or less inside the heap, where the collector may move it, and only folds the address of one
// whose data lies outside; a view of a larger buffer always does.
/** Words of the tables below: 16 one-word and one four-word table per definition, 15 words per cell, and the seat tables. */
const WORDS = 20 * MAX_DEFS + 15 * MAX_CELLS + 4 + MAX_SEATS + MAX_SEATS * 4 * 256 + 2 * MAX_SEATS * 256;
const buffer = new ArrayBuffer(WORDS * 4);
let used = 0;
function table(length: number): Int32Array {
  const view = new Int32Array(buffer, used * 4, length);
  used += length;
  return view;
}

// Per definition: the CompiledCards arrays of the same names.
const defQuad = table(MAX_DEFS * 4);
const defValor = table(MAX_DEFS);
const defRenown = table(MAX_DEFS);
const defType = table(MAX_DEFS);
const defTribe = table(MAX_DEFS);
const defCharacter = table(MAX_DEFS);
const defKw = table(MAX_DEFS);
const defPrestigious = table(MAX_DEFS);
const defVanquisher = table(MAX_DEFS);
const defSacrificial = table(MAX_DEFS);
const defSmiteTribe = table(MAX_DEFS);
const defIndomitable = table(MAX_DEFS);
const defAuraKw = table(MAX_DEFS);
const defSummonDef = table(MAX_DEFS);
const defOrientMask = table(MAX_DEFS);
const defOrientCount = table(MAX_DEFS);
const defPlaceCond = table(MAX_DEFS);

// Per cell or seat: the Geometry arrays of the same names.
const step = table(MAX_CELLS * 4);
const ring8 = table(MAX_CELLS * 8);
const ringN = table(MAX_CELLS);
const ringMask = table(MAX_CELLS);
const crossMask = table(MAX_CELLS);
const largeCorner = table(4);
const forward = table(MAX_SEATS);
const depthBits = table(MAX_SEATS * 4 * 256);
const stagedFor = table(MAX_SEATS * 256);
const largeStagedFor = table(MAX_SEATS * 256);

/**
 * The tables and the two lookups over them, for the engine to bind to consts of its own (a
 * module reads its exported bindings, its own included, through export cells that V8 does not
 * fold; these are plain module consts here).
 */
export const tables = {
  defQuad, defValor, defRenown, defType, defTribe, defCharacter, defKw, defPrestigious, defVanquisher,
  defSacrificial, defSmiteTribe, defIndomitable, defAuraKw, defSummonDef, defOrientMask, defOrientCount, defPlaceCond,
  step, ring8, ringN, ringMask, crossMask, largeCorner, forward, depthBits, stagedFor, largeStagedFor,
  step2,
  depthsOf,
};

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
 * The cell one step along d1 and then one along d2 (a corner when they are perpendicular, the
 * second space when they are equal), or -1: off the grid after the first step is off after both.
 */
function step2(cell: number, d1: number, d2: number): number {
  const y = step[cell * 4 + d1]!;
  return y < 0 ? -1 : step[y * 4 + d2]!;
}

/** Bitmask of the depths (below 7, seen from p) of the cells in `cells`: what staging opens (stagedFor). */
function depthsOf(p: number, cells: number): number {
  const b = p * 1024;
  return depthBits[b + (cells & 255)]! | depthBits[b + 256 + ((cells >>> 8) & 255)]! | depthBits[b + 512 + ((cells >>> 16) & 255)]! | depthBits[b + 768 + (cells >>> 24)]!;
}

/** The per-definition tables as one view (they come first in the buffer): what a card set's image fills. */
const cardRegion = new Int32Array(buffer, 0, defPlaceCond.byteOffset / 4 + MAX_DEFS);

/**
 * Each card set's per-definition tables laid out as cardRegion, made on its first use: an
 * ablation run changes card sets twice a replay, and copying an image took 84-110 ns against
 * 540 ns for the seventeen set() calls (a random match takes about 22 us).
 */
const cardImages = new WeakMap<CompiledCards, Int32Array>();

function loadCards(cc: CompiledCards): void {
  const image = cardImages.get(cc);
  if (image) cardRegion.set(image);
  else {
    // A card set has at most MAX_DEFS definitions (cards.ts refuses more), so each set() fits.
    cardRegion.fill(0);
    defQuad.set(cc.quad);
    defValor.set(cc.valor);
    defRenown.set(cc.renown);
    defType.set(cc.type);
    defTribe.set(cc.tribe);
    defCharacter.set(cc.character);
    defKw.set(cc.kw);
    defPrestigious.set(cc.prestigious);
    defVanquisher.set(cc.vanquisher);
    defSacrificial.set(cc.sacrificial);
    defSmiteTribe.set(cc.smiteTribe);
    defIndomitable.set(cc.indomitable);
    defAuraKw.set(cc.auraKw);
    defSummonDef.set(cc.summonDef);
    defOrientMask.set(cc.orientMask);
    defOrientCount.set(cc.orientCount);
    defPlaceCond.set(cc.placeCond);
    cardImages.set(cc, cardRegion.slice());
  }
  activeCards = cc;
}

function loadGeometry(geo: Geometry): void {
  if (geo.cells > MAX_CELLS || geo.players > MAX_SEATS) throw new Error(`active-tables: a ${geo.rows}x${geo.cols} board for ${geo.players} seats exceeds the tables`);
  step.set(geo.step);
  ring8.set(geo.ring8);
  ringN.set(geo.ringN);
  ringMask.set(geo.ringMask);
  crossMask.set(geo.crossMask);
  largeCorner.set(geo.largeCorner);
  forward.set(geo.forward);
  depthBits.set(geo.depthBits);
  stagedFor.set(geo.stagedFor);
  largeStagedFor.set(geo.largeStagedFor);
  activeGeometry = geo;
}
