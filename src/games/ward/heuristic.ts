// Ward's evaluation and hand-written policy. Both read only what the deciding player may know
// (they receive a determinized state) and reason over stats and effects, never card names.

import * as coreCards from '../../core/cards.js';
import { reseedAllStreams } from '../../core/hidden.js';
import type { Rng } from '../../core/rng.js';
import * as wardFrames from './frames.js';
import * as wardIds from './ids.js';
import * as wardLayout from './layout.js';
import * as wardEffects from './rules/effects.js';
import type { WardState } from './state.js';

// Imports bound to this module's own consts, which optimised code folds (docs/performance.md).
const { NO_CARD } = coreCards;
const { WINDOWS } = wardFrames;
const { A_END_PHASE, A_NO_RESPONSE, HAND, NUM_ACTIONS } = wardIds;
const DOT_LEFT = wardLayout.CARD_FIELDS.at.dotLeft;
const { effAl, effAtkDice, effHitDice, effMod, effSpd } = wardEffects;

/** Worth of a creature on the field: staying power plus expected damage per battle. */
function creatureValue(s: WardState, c: number): number {
  const dmg = effAtkDice(s, c) * 3.5 + effMod(s, c);
  const value = s.hp(c) * 0.5 + dmg * 2 + effAl(s, c) * 3 + effSpd(s, c) + (effHitDice(s, c) - 2) * 6 + (s.immune(c) ? 15 : 0);
  return s.isLimited(c) ? dmg * 1.5 : value - (s.field(c, DOT_LEFT) > 0 ? 10 : 0);
}

/** A score in cemetery-HP units: positive is good for p. */
export function wardScore(s: WardState, p: number): number {
  const q = 1 - p;
  const cemetery = s.cemeteryHp;
  let score = cemetery[q]! - cemetery[p]!;
  for (let cell = 0; cell < 10; cell++) {
    const c = s.creatureAt(cell);
    if (c === NO_CARD) continue;
    const v = creatureValue(s, c);
    score += cell < 5 === (p === 0) ? v : -v;
  }
  for (let cell = 0; cell < 10; cell++) if (s.magicAt(cell) !== NO_CARD) score += cell < 5 === (p === 0) ? 6 : -6;
  score += 4 * (s.cards.count(HAND, p) - s.cards.count(HAND, q));
  // Close to the cemetery limit every point of cemetery HP matters more.
  if (cemetery[p]! > s.lossHp * 0.7) score -= (cemetery[p]! - s.lossHp * 0.7) * 0.5;
  if (cemetery[q]! > s.lossHp * 0.7) score += (cemetery[q]! - s.lossHp * 0.7) * 0.5;
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
    if (WINDOWS.isOpen(s.stack)) s.apply(A_NO_RESPONSE);
    else {
      if (s.legalActions(buf) === 0) break;
      s.apply(buf[0]!);
    }
  }
  return wardEvaluate(s, p);
}

/** Samples of an action whose outcome is chance (dice, a redraw's shuffle): judged by the mean. */
const CHANCE_SAMPLES = 6;
/** The random streams' words before a trial, to see whether it drew on them. */
let streamsBefore = new Int32Array(0);

function sameWords(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The copy each candidate action is tried on, reused (clone(into)): a new Ward state costs a
 * piece of a slab and a dozen typed-array views, and the heuristic tries every legal action, one
 * that draws on chance six times. It never leaves wardHeuristic, and settle() does not call back
 * into it.
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
    // One trial; an action that drew on chance (a battle's dice, the redraw after killing one's
    // own creature) is judged by the mean of CHANCE_SAMPLES, never by one lucky outcome.
    let value = 0;
    let samples = 1;
    for (let k = 0; k < samples; k++) {
      const s = (trial = state.clone(trial));
      reseedAllStreams(s.rng, rng);
      if (k === 0) {
        if (streamsBefore.length !== s.rng.words.length) streamsBefore = new Int32Array(s.rng.words.length);
        streamsBefore.set(s.rng.words);
      }
      s.apply(a);
      value += settle(s, p);
      if (k === 0 && !sameWords(streamsBefore, s.rng.words)) samples = CHANCE_SAMPLES;
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
