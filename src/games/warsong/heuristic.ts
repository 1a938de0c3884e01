// What a sensible player does: try each legal move on a copy of the (determinized) state, let
// the resolution run with plain default answers, and keep the move that leaves the best board:
// score lead, plus sides left open to cheap captures. Reads keywords and stats only.

import { NO_CARD } from '../../core/cards.js';
import type { Rng } from '../../core/rng.js';
import { EMPTY, FLEE, KW } from './cards.js';
import { BOARD, HAND, WarsongState } from './engine.js';

const IDS = new Int32Array(1 << 14);
const INNER = new Int32Array(1 << 14);
const scratch = new WeakMap<object, WarsongState>();

/** p's share of the win, from the score lead (logistic; 1/0/0.5 once over). */
export function evaluateWarsong(s: WarsongState, p: number): number {
  if (s.isTerminal()) return s.returns()[p]!;
  return Math.min(1, Math.max(0, 1 / (1 + Math.exp(-position(s, p) / 4))));
}

/** Score lead of p over the best opponent, minus exposure of p's cards and plus theirs. */
function position(s: WarsongState, p: number): number {
  let best = -Infinity;
  for (let q = 0; q < s.numPlayers; q++) if (q !== p) best = Math.max(best, s.score(q) - exposure(s, q));
  return s.score(p) - exposure(s, p) - best;
}

/**
 * How much of q's board an opponent could take next turn, roughly: each card with a weak
 * side (Empty, or Flee) facing an empty square loses part of its value.
 */
function exposure(s: WarsongState, q: number): number {
  const g = s.geo;
  const cc = s.cc;
  let e = 0;
  for (let x = 0; x < g.cells; x++) {
    const c = s.cards.cell(BOARD, x);
    if (c === NO_CARD || s.ctrl(c) !== q) continue;
    const d = s.def(c);
    const worth = cc.valor[d]! + cc.renown[d]!;
    let open = 0;
    let weak = 0;
    for (let dir = 0; dir < 4; dir++) {
      const y = g.step[x * 4 + dir]!;
      if (y < 0 || s.occ[y] !== NO_CARD) continue;
      open++;
      const t = s.facing(c, dir);
      if (t === EMPTY) weak += 2;
      else if (t === FLEE) weak += 1;
    }
    if ((cc.kw[d]! & (KW.Large | KW.Sentry)) !== 0 || cc.indomitable[d]! >= 0) weak >>= 1;
    e += (worth * (weak + open * 0.25)) / 8;
  }
  return e;
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
  const n = state.legalActions(IDS);
  if (n === 1) return IDS[0]!;
  let sim = scratch.get(state.cfg);
  if (!sim || sim.cards.size !== state.cards.size) {
    sim = state.clone();
    scratch.set(state.cfg, sim);
  }
  const handBefore = state.cards.count(HAND, p);
  let bestV = -Infinity;
  let best = IDS[0]!;
  let ties = 0;
  for (let i = 0; i < n; i++) {
    const a = IDS[i]!;
    sim.copyFrom(state);
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
