// What a sensible player does: try each legal move on a copy of the (determinized) state, let
// the resolution run with plain default answers, and keep the move that leaves the best board:
// score lead, plus sides left open to cheap captures. Reads keywords and stats only.

import { getOrMake } from '../../core/get-or-make.js';
import type { Rng } from '../../core/rng.js';
import type { CompiledCards } from './cards.js';
import { EMPTY, FLEE, KW } from './cards.js';
import { WarsongState } from './engine.js';
import { HAND } from './ids.js';
import { AT, CardField } from './rule-arrays.js';

// Where exposures() reads the rule arrays (rule-arrays.ts), as this module's consts.
const OCC_AT = AT.occ;
const EMPTY_AT = AT.ownCells;

const IDS = new Int32Array(1 << 14);
const INNER = new Int32Array(1 << 14);
const scratch = new WeakMap<object, WarsongState>();

/** p's share of the win, from the score lead (logistic; 1/0/0.5 once over). */
export function evaluateWarsong(s: WarsongState, p: number): number {
  if (s.isTerminal()) return s.returns()[p]!;
  return Math.min(1, Math.max(0, 1 / (1 + Math.exp(-position(s, p) / 4))));
}

/**
 * Exposure of every seat, filled by one pass over the board. Sixteen entries, not four: V8 keeps
 * a typed array of 64 bytes or less in the heap and cannot fold its address (README, Development).
 */
const EXPOSURE = new Float64Array(16);

/** Score lead of p over the best opponent, minus exposure of p's cards and plus theirs. */
function position(s: WarsongState, p: number): number {
  exposures(s);
  let best = -Infinity;
  for (let q = 0; q < s.numPlayers; q++) if (q !== p) best = Math.max(best, s.score(q) - EXPOSURE[q]!);
  return s.score(p) - EXPOSURE[p]! - best;
}

/**
 * How much of each seat's board an opponent could take next turn, roughly: each card with a
 * weak side (Empty, or Flee) facing an empty square loses part of its value. Summed per seat
 * in cell order (the same additions as one pass per seat).
 */
function exposures(s: WarsongState): void {
  const g = s.geo;
  const table = exposureTable(s.cc);
  for (let q = 0; q < 4; q++) EXPOSURE[q] = 0;
  // Read straight from the rule arrays: reading through accessors (cardAt and the like) cost about
  // 7% of the instructions of a heuristic match.
  const rules = s.rules();
  const fields = s.cardFields();
  const empty = rules[EMPTY_AT + s.numPlayers]!;
  // The cells whose neighbour to the north, east, south or west is empty.
  const w = g.cols;
  const openN = (empty << w) & g.hasStep[0]!;
  const openE = (empty >>> 1) & g.hasStep[1]!;
  const openS = (empty >>> w) & g.hasStep[2]!;
  const openW = (empty << 1) & g.hasStep[3]!;
  // Occupied cells, ascending; a card counts once, at its top-left cell.
  let cellsLeft = ~empty & ((1 << g.cells) - 1);
  while (cellsLeft !== 0) {
    const low = cellsLeft & -cellsLeft;
    cellsLeft ^= low;
    const x = 31 - Math.clz32(low);
    const f = rules[OCC_AT + x]! * CardField.Stride;
    if (fields[f + CardField.Cell] !== x) continue;
    const open = ((openN >>> x) & 1) | (((openE >>> x) & 1) << 1) | (((openS >>> x) & 1) << 2) | (((openW >>> x) & 1) << 3);
    const q = fields[f + CardField.Controller]!;
    EXPOSURE[q] = EXPOSURE[q]! + table[(fields[f + CardField.Def]! * 4 + fields[f + CardField.Orient]!) * 16 + open]!;
  }
}

const exposureTables = new WeakMap<CompiledCards, Float64Array>();
/** The last card set's table, kept at hand: exposures() runs for every candidate move, and a WeakMap lookup each time was measurable. */
let lastCards: CompiledCards | null = null;
let lastTable: Float64Array = new Float64Array(0);

function exposureTable(cc: CompiledCards): Float64Array {
  if (cc !== lastCards) {
    lastTable = getOrMake(exposureTables, cc, () => makeExposureTable(cc));
    lastCards = cc;
  }
  return lastTable;
}

/**
 * exposure[(definition * 4 + orientation) * 16 + open sides]: what exposures() adds for one card,
 * `open sides` a bit per absolute direction facing an empty square. A card loses part of its
 * Valor + Renown for each open side, more when that side is Empty (2) or Flee (1); Large,
 * Sentry and Indomitable cards half as much for weak sides.
 */
function makeExposureTable(cc: CompiledCards): Float64Array {
  const defs = cc.kw.length;
  const table = new Float64Array(defs * 64);
  for (let d = 0; d < defs; d++) {
    const worth = cc.valor[d]! + cc.renown[d]!;
    const sturdy = (cc.kw[d]! & (KW.Large | KW.Sentry)) !== 0 || cc.indomitable[d]! >= 0;
    for (let o = 0; o < 4; o++) {
      for (let sides = 0; sides < 16; sides++) {
        let open = 0;
        let weak = 0;
        for (let dir = 0; dir < 4; dir++) {
          if ((sides & (1 << dir)) === 0) continue;
          open++;
          const ty = cc.quad[d * 4 + ((dir - o + 4) & 3)]!;
          if (ty === EMPTY) weak += 2;
          else if (ty === FLEE) weak += 1;
        }
        if (sturdy) weak >>= 1;
        table[(d * 4 + o) * 16 + sides] = (worth * (weak + open * 0.25)) / 8;
      }
    }
  }
  return table;
}

/** Plays the rest of a resolution with the first legal answer, up to the next turn. */
function settle(s: WarsongState, p: number): void {
  const startTurn = s.turn();
  let guard = 0;
  while (!s.isTerminal() && s.turn() === startTurn && s.stack.length > 0 && guard++ < 200) {
    const n = s.legalActions(INNER);
    if (n === 0) break;
    // The player's own questions lean to "yes"/the last option (attack, return, move); others take the first.
    s.apply(s.currentPlayer() === p ? INNER[n - 1]! : INNER[0]!);
  }
}

export function heuristicWarsong(state: WarsongState, p: number, rng: Rng): number {
  let sim = scratch.get(state.cfg);
  if (!sim || sim.cards.size !== state.cards.size) {
    sim = state.clone();
    scratch.set(state.cfg, sim);
  } else sim.copyFrom(state);
  // The moves are listed on the copy, not on `state`: only the copy's rules run, so the state
  // running (rule-arrays.ts) changes once here instead of twice.
  const n = sim.legalActions(IDS);
  if (n === 1) return IDS[0]!;
  const handBefore = state.cards.count(HAND, p);
  let bestV = -Infinity;
  let best = IDS[0]!;
  let ties = 0;
  for (let i = 0; i < n; i++) {
    const a = IDS[i]!;
    // The first move is tried on the copy made above.
    if (i > 0) sim.copyFrom(state);
    sim.apply(a);
    settle(sim, p);
    let v = sim.isTerminal() ? (sim.returns()[p]! - 0.5) * 1000 : position(sim, p);
    // Keep strong cards for later when the gain is equal: prefer spending low-valor cards.
    if (!sim.isTerminal() && state.stack.length === 0) v -= 0.01 * (handBefore - sim.cards.count(HAND, p));
    if (v > bestV + 1e-9) {
      bestV = v;
      best = a;
      ties = 1;
    } else if (Math.abs(v - bestV) <= 1e-9 && rng.below(++ties) === 0) best = a;
  }
  return best;
}
