// Ward's evaluation and hand-written policy. Both read only what the deciding player may know
// (they receive a determinized state) and reason over stats and effects, never card names.

import * as coreCards from '../../core/cards.js';
import { OnePly } from '../../core/one-ply.js';
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
const { dotLeft: DOT_LEFT, hotAmount: HOT_AMOUNT, hotLeft: HOT_LEFT } = wardLayout.CARD_FIELDS.at;
const { effAl, effAtkDice, effHitDice, effMod, effSpd } = wardEffects;

/** Expected damage of one of c's strikes, before the hit roll. */
function strikeDamage(s: WardState, c: number): number {
  return effAtkDice(s, c) * 3.5 + effMod(s, c);
}

/**
 * HP a HOT still to tick will restore: never above printed HP (18.18), so the first tick heals
 * at most what is missing now; later ticks are counted whole, as the battles between them wound.
 */
function healingToCome(s: WardState, c: number): number {
  const left = s.field(c, HOT_LEFT);
  if (left <= 0) return 0;
  const amount = s.field(c, HOT_AMOUNT);
  const missing = s.tables.hp[s.cards.def[c]!]! - s.hp(c);
  return Math.min(amount * left, missing + amount * (left - 1));
}

/** Worth of a creature on the field: staying power plus expected damage per battle. */
function creatureValue(s: WardState, c: number): number {
  const dmg = strikeDamage(s, c);
  if (s.isLimited(c)) return dmg * 1.5;
  const value = (s.hp(c) + healingToCome(s, c)) * 0.5 + dmg * 2 + effAl(s, c) * 3 + effSpd(s, c) + (effHitDice(s, c) - 2) * 6 + (s.immune(c) ? 15 : 0);
  return value - (s.field(c, DOT_LEFT) > 0 ? 10 : 0);
}

/**
 * The primaries' battles, whoever declares them (10.2): the faster strikes first, and when that
 * strike kills, the return strike never comes. Only primaries take damage in battle (a limited
 * summon does not), so only their speeds matter. Worth, to the faster side, the slower one's
 * expected strike; ties (a die roll) are even.
 */
function firstStrike(s: WardState, p: number): number {
  const mine = s.primary(p);
  const theirs = s.primary(1 - p);
  if (mine === NO_CARD || theirs === NO_CARD) return 0;
  const lead = effSpd(s, mine) - effSpd(s, theirs);
  return lead > 0 ? strikeDamage(s, theirs) : lead < 0 ? -strikeDamage(s, mine) : 0;
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
  score += firstStrike(s, p);
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

/**
 * Plays on until someone faces an ordinary phase decision again: open windows get no response
 * and other questions their first answer. Then the position is scored for p.
 */
function settle(s: WardState, p: number, ids: Int32Array): number {
  for (let steps = 0; steps < 24 && !s.isTerminal(); steps++) {
    if (s.stack.length === 0) break;
    if (WINDOWS.isOpen(s.stack)) s.apply(A_NO_RESPONSE);
    else {
      if (s.legalActions(ids) === 0) break;
      s.apply(ids[0]!);
    }
  }
  return wardEvaluate(s, p);
}

/** Samples of an action whose outcome is chance (dice, a redraw's shuffle): judged by the mean. */
const CHANCE_SAMPLES = 6;

/**
 * An action's worth: one trial; one that drew on chance (a battle's dice, the redraw after
 * killing one's own creature) is judged by the mean of CHANCE_SAMPLES, never by one lucky
 * outcome. Ending a phase changes nothing by itself: looking past it would score the opponent's
 * draw, so it is scored as the position stands.
 */
function actionValue(state: WardState, p: number, a: number, rng: Rng, look: OnePly): number {
  if (a === A_END_PHASE) return wardEvaluate(state, p);
  let value = 0;
  let samples = 1;
  for (let k = 0; k < samples; k++) {
    const s = look.reseeded(state, rng);
    if (look.applyNoting(s, a) && k === 0) samples = CHANCE_SAMPLES;
    value += settle(s, p, look.ids());
  }
  return value / samples;
}

/** One ply over every legal action; ties go to the earlier action: ending the phase before spending a card for nothing. */
export function wardHeuristic(state: WardState, p: number, rng: Rng, look = new OnePly(NUM_ACTIONS)): number {
  const ids = look.ids();
  const n = state.legalActions(ids);
  if (n === 1) return ids[0]!;
  return look.best(ids, n, (a) => actionValue(state, p, a, rng, look));
}
