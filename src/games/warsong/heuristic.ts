// What a sensible player does: try each legal move on a copy of the (determinized) state, let
// the resolution run with plain default answers, and keep the move that leaves the best board:
// score lead, plus sides left open to cheap captures. Reads keywords and stats only.

import { OnePly } from '../../core/one-ply.js';
import type { Rng } from '../../core/rng.js';
import type { CompiledCards } from './card-tables.js';
import { EMPTY, FLEE, KW } from './card-schema.js';
import { HAND } from './ids.js';
import { CARD_FIELDS } from './layout.js';
import type { WarsongState } from './state.js';

const FIELD_WIDTH = CARD_FIELDS.width;
const ORIENTATION = CARD_FIELDS.at.orientation;

/** More than any board's legal actions. */
const MAX_ACTIONS = 1 << 14;

/** p's share of the win, from the score lead (logistic; 1/0/0.5 once over). */
export function evaluateWarsong(s: WarsongState, p: number): number {
  if (s.isTerminal()) return s.returns()[p]!;
  return Math.min(1, Math.max(0, 1 / (1 + Math.exp(-position(s, p) / 4))));
}

/**
 * Score lead of p over the best opponent, minus exposure of p's cards and plus theirs: how much
 * of each seat's board an opponent could take next turn, roughly (exposureTable). One pass over
 * the board sums every seat's exposure in cell order, into locals.
 */
function position(s: WarsongState, p: number): number {
  const g = s.geo;
  const table = s.config.exposure;
  const occupant = s.occupant;
  const cardValues = s.cardValues;
  const { def, controller, slot } = s.cards;
  const empty = s.ownCells[s.numPlayers]!;
  let e0 = 0;
  let e1 = 0;
  let e2 = 0;
  let e3 = 0;
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
    const c = occupant[x]!;
    if (slot[c] !== x) continue;
    const open = ((openN >>> x) & 1) | (((openE >>> x) & 1) << 1) | (((openS >>> x) & 1) << 2) | (((openW >>> x) & 1) << 3);
    const v = table[(def[c]! * 4 + cardValues[c * FIELD_WIDTH + ORIENTATION]!) * 16 + open]!;
    const q = controller[c];
    if (q === 0) e0 += v;
    else if (q === 1) e1 += v;
    else if (q === 2) e2 += v;
    else e3 += v;
  }
  let best = -Infinity;
  let own = 0;
  for (let q = 0; q < s.numPlayers; q++) {
    const lead = s.score(q) - (q === 0 ? e0 : q === 1 ? e1 : q === 2 ? e2 : e3);
    if (q === p) own = lead;
    else best = Math.max(best, lead);
  }
  return own - best;
}

/**
 * exposure[(definition * 4 + orientation) * 16 + open sides]: what exposures() adds for one card,
 * `open sides` a bit per absolute direction facing an empty square. A card loses part of its
 * Valor + Renown for each open side, more when that side is Empty (2) or Flee (1); Large,
 * Sentry and Indomitable cards half as much for weak sides.
 */
export function exposureTable(defs: CompiledCards): Float64Array {
  const table = new Float64Array(defs.count * 64);
  for (let d = 0; d < defs.count; d++) {
    const worth = defs.valor[d]! + defs.renown[d]!;
    const sturdy = (defs.keywords[d]! & (KW.Large | KW.Sentry)) !== 0 || defs.indomitableType[d]! >= 0;
    for (let o = 0; o < 4; o++) {
      for (let sides = 0; sides < 16; sides++) {
        let open = 0;
        let weak = 0;
        for (let dir = 0; dir < 4; dir++) {
          if ((sides & (1 << dir)) === 0) continue;
          open++;
          const ty = defs.quadrants[d * 4 + ((dir - o + 4) & 3)]!;
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

/** p's final score minus the best other seat's. */
function margin(s: WarsongState, p: number): number {
  let best = -Infinity;
  for (let q = 0; q < s.numPlayers; q++) if (q !== p) best = Math.max(best, s.score(q));
  return s.score(p) - best;
}

/** Plays the rest of a resolution with the first legal answer, up to the next turn. */
function settle(s: WarsongState, p: number, ids: Int32Array): void {
  const startTurn = s.turn();
  let guard = 0;
  while (!s.isTerminal() && s.turn() === startTurn && s.stack.length > 0 && guard++ < 200) {
    const n = s.legalActions(ids);
    if (n === 0) break;
    // The player's own questions lean to "yes"/the last option (attack, return, move); others take the first.
    s.apply(s.currentPlayer() === p ? ids[n - 1]! : ids[0]!);
  }
}

/** A move's worth: its resolution played on, then the board (a decided match by its margin). */
function moveValue(state: WarsongState, p: number, a: number, handBefore: number, look: OnePly): number {
  const sim = look.copy(state);
  sim.apply(a);
  settle(sim, p, look.ids());
  // A decided match still prefers the larger margin: reports read the final scores.
  let v = sim.isTerminal() ? (sim.returns()[p]! - 0.5) * 1000 + margin(sim, p) : position(sim, p);
  // Keep strong cards for later when the gain is equal: prefer spending low-valor cards.
  if (!sim.isTerminal() && state.stack.length === 0) v -= 0.01 * (handBefore - sim.cards.count(HAND, p));
  return v;
}

/** One ply over every legal move; equal moves are drawn at random. */
export function heuristicWarsong(state: WarsongState, p: number, rng: Rng, look = new OnePly(MAX_ACTIONS)): number {
  const ids = look.ids();
  const n = state.legalActions(ids);
  if (n === 1) return ids[0]!;
  const handBefore = state.cards.count(HAND, p);
  return look.best(ids, n, (a) => moveValue(state, p, a, handBefore, look), rng);
}
