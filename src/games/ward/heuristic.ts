// Ward's evaluation and hand-written policy. Both read only what the deciding player may know
// (they receive a determinized state) and reason over stats and effects, never card names.

import { NO_CARD } from '../../core/cards.js';
import { reseedAllStreams } from '../../core/hidden.js';
import type { Rng } from '../../core/rng.js';
import { WardState } from './ward.js';
import { A_BATTLE, A_END_PHASE, A_NO_RESPONSE, F_WINDOW, HAND, LOSS_HP, NUM_ACTIONS } from './ids.js';

/** Worth of a creature on the field: staying power plus expected damage per battle. */
function creatureValue(s: WardState, c: number): number {
  const dmg = s.effAtkDice(c) * 3.5 + s.effMod(c);
  const value = s.hp(c) * 0.5 + dmg * 2 + s.effAl(c) * 3 + s.effSpd(c) + (s.effHitDice(c) - 2) * 6 + (s.immune(c) ? 15 : 0);
  return s.isLimited(c) ? dmg * 1.5 : value - (s.dotLeft(c) > 0 ? 10 : 0);
}

/** A score in cemetery-HP units: positive is good for p. */
export function wardScore(s: WardState, p: number): number {
  const q = 1 - p;
  let score = s.cemeteryHp(q) - s.cemeteryHp(p);
  for (let cell = 0; cell < 10; cell++) {
    const c = s.creatureAt(cell);
    if (c === NO_CARD) continue;
    const v = creatureValue(s, c);
    score += cell < 5 === (p === 0) ? v : -v;
  }
  for (let cell = 0; cell < 10; cell++) if (s.magicAt(cell) !== NO_CARD) score += cell < 5 === (p === 0) ? 6 : -6;
  score += 4 * (s.cards.count(HAND, p) - s.cards.count(HAND, q));
  // Close to the 300 mark every point of cemetery HP matters more.
  if (s.cemeteryHp(p) > LOSS_HP * 0.7) score -= (s.cemeteryHp(p) - LOSS_HP * 0.7) * 0.5;
  if (s.cemeteryHp(q) > LOSS_HP * 0.7) score += (s.cemeteryHp(q) - LOSS_HP * 0.7) * 0.5;
  return score;
}

export function wardEvaluate(s: WardState, p: number): number {
  if (s.isTerminal()) return s.returns()[p]!;
  return 1 / (1 + Math.exp(-wardScore(s, p) / 60));
}

const buf = new Int32Array(NUM_ACTIONS);

/**
 * Plays on until someone faces an ordinary phase decision again: open windows get no response
 * and other questions their first answer. Then the position is scored for p.
 */
function settle(s: WardState, p: number): number {
  for (let steps = 0; steps < 24 && !s.isTerminal(); steps++) {
    if (s.stack.length === 0) break;
    const inWindow = s.stack.top(0) === F_WINDOW;
    if (inWindow) s.apply(A_NO_RESPONSE);
    else {
      if (s.legalActions(buf) === 0) break;
      s.apply(buf[0]!);
    }
  }
  return wardEvaluate(s, p);
}

const BATTLE_SAMPLES = 6;

/**
 * The copy each candidate action is tried on, reused (clone(into)): a new Ward state costs four
 * backing stores, and the heuristic tries every legal action, battles six times. It never leaves
 * wardHeuristic, and settle() does not call back into it.
 */
let trial: WardState | undefined;

export function wardHeuristic(state: WardState, p: number, rng: Rng): number {
  const n = state.legalActions(buf);
  const actions = Array.from(buf.subarray(0, n));
  if (n === 1) return actions[0]!;
  let best = actions[0]!;
  let bestValue = -Infinity;
  for (const a of actions) {
    // Ending a phase changes nothing by itself; looking past it would score the opponent's draw.
    if (a === A_END_PHASE) {
      const value = wardEvaluate(state, p);
      if (value > bestValue + 1e-9) {
        bestValue = value;
        best = a;
      }
      continue;
    }
    let value = 0;
    const chance = a >= A_BATTLE && a < A_BATTLE + 5;
    const samples = chance ? BATTLE_SAMPLES : 1;
    for (let k = 0; k < samples; k++) {
      const s = (trial = state.clone(trial));
      reseedAllStreams(s.rng, rng);
      s.apply(a);
      value += settle(s, p);
    }
    value /= samples;
    // Ties go to the earlier action: ending the phase before spending a card for nothing.
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = a;
    }
  }
  return best;
}
