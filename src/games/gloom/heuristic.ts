// Gloom's evaluation and hand-written policy. Both read only what the deciding player may know
// (they receive a determinized state): Soulshards, objectives held and their worth over the
// rounds left, the units' health, morale and cost, how close they stand to the objectives, and
// whether they face the enemy.

import { KIND } from '../../core/frames.js';
import { OnePly } from '../../core/one-ply.js';
import type { Rng } from '../../core/rng.js';
import { FX_DIRECT, FX_EXTRA, MELEE, RANGED } from './card-tables.js';
import { ENTRY_CAST, FRAMES } from './frames.js';
import { inFrontArc } from './geometry.js';
import { A_ACTIVATE, A_ACTIVATE_FAST, A_BE_A, A_BID, A_CAST, A_GAMBIT_CHOICE, A_KEEP_BOOST, A_MELEE, A_MOVE, A_SKILL, A_SPEND_BOOST, A_STEP, A_STOP, BOARD, MUSTER, NUM_ACTIONS, PH_ACTIVATE, PH_BID, PH_GAMBITS, PH_MOVING, PH_ROLE, PH_UNIT, RESERVE, ROUNDS, SLOTS, V_MOMENTUM, V_PHASE, V_ROUND } from './ids.js';
import { CARD_FIELDS } from './layout.js';
import { objectiveControl, objectiveShards } from './rules/round.js';
import { healthLeft } from './rules/tokens.js';
import { CELLS } from './scenarios.js';
import type { GloomState } from './state.js';
import * as V from './vocabulary.js';

const F = CARD_FIELDS.at;

/**
 * What a unit's state tokens are worth to its side: a die more or less (Boost, Weak), a Movement
 * Point more or less on its next move (Fast, Slow), a Defence die until the round ends (a shield
 * spell's Effect token). Judgement, not tuned: without them the look saw no gain in the spells
 * and the gambit that only hand out tokens, and never played them (Smoke Veil, Scorch Courage,
 * Binding Chains, Swift Winds, Blood Frenzy).
 */
function tokenValue(s: GloomState, c: number): number {
  return 0.1 * (s.get(c, F.boost) - s.get(c, F.weak)) + 0.08 * (s.get(c, F.fast) - s.get(c, F.slow)) + 0.08 * s.get(c, F.shield);
}

/** Worth of a unit on the battlefield, in Soulshard-like units. */
function unitValue(s: GloomState, c: number): number {
  const def = s.cards.def[c]!;
  const health = s.tables.health[def]!;
  const left = health - s.get(c, F.wounds);
  return (s.tables.cost[def]! / 12) * (0.4 + (0.6 * left) / health) + 0.15 * s.get(c, F.morale) + tokenValue(s, c);
}

/** A score for p: positive is good. */
export function gloomScore(s: GloomState, p: number): number {
  const q = 1 - p;
  const ss = s.a.soulshards;
  let score = 2 * (ss[p]! - ss[q]!);
  const roundsLeft = Math.max(0, ROUNDS - s.vars[V_ROUND]! + 1);
  score += 1.2 * roundsLeft * (objectiveShards(s, objectiveControl(s, p)) - objectiveShards(s, objectiveControl(s, q)));
  const geo = s.geo;
  for (let c = 0; c < s.cards.size; c++) {
    const sign = s.cards.owner[c] === p ? 1 : -1;
    // A unit still to deploy counts as a fresh one at a middling distance; one in Reserve as less (it comes late).
    if (s.cards.zone[c] === MUSTER) score += sign * (s.tables.cost[s.cards.def[c]!]! / 12 + 0.15 * s.tables.morale[s.cards.def[c]!]! - 0.3);
    if (s.cards.zone[c] === RESERVE) score += sign * 0.6 * (s.tables.cost[s.cards.def[c]!]! / 12);
    if (s.cards.zone[c] !== BOARD) continue;
    score += sign * unitValue(s, c);
    const at = s.cards.slot[c]!;
    // Nearer the objectives is better; facing the nearest enemy is better.
    score -= sign * 0.08 * geo.objectiveDistance[at]!;
    let nearest = -1;
    let nd = 99;
    for (let e = 0; e < s.cards.size; e++) {
      if (s.cards.zone[e] !== BOARD || s.cards.owner[e] === s.cards.owner[c]) continue;
      const d = geo.distance[at * CELLS + s.cards.slot[e]!]!;
      if (d < nd) {
        nd = d;
        nearest = s.cards.slot[e]!;
      }
    }
    if (nearest >= 0 && inFrontArc(s.get(c, F.facing), geo.side[at * CELLS + nearest]!)) score += sign * 0.2;
  }
  const m = s.vars[V_MOMENTUM]! * (p === 0 ? 1 : -1);
  score += 0.15 * m + 0.05 * (s.a.commandSeals[p]! - s.a.commandSeals[q]!);
  return score;
}

export function gloomEvaluate(s: GloomState, p: number): number {
  if (s.isTerminal()) return s.returns()[p]!;
  return 1 / (1 + Math.exp(-gloomScore(s, p) / 3));
}

/** Answers pending questions with their first answer (keep the dice, no reaction, first hex), then scores. */
function settle(s: GloomState, p: number, ids: Int32Array): number {
  for (let i = 0; i < 12 && !s.isTerminal() && s.stack.length > 0; i++) {
    const n = s.legalActions(ids);
    if (n === 0) break;
    s.apply(ids[0]!);
  }
  return gloomEvaluate(s, p);
}

function isDiceAction(a: number): boolean {
  return (a >= A_MELEE && a < A_SKILL) || (a >= A_CAST && a < A_CAST + 6 * CELLS);
}

/** Moving pays off only through what follows it in the activation: such actions are valued by playing the activation on. */
function isMoveAction(a: number): boolean {
  return a === A_MOVE || (a >= A_STEP && a < A_STOP + 6);
}

/** Plays p's activation on from `s` greedily, one ply at a time, then scores it. */
function finishActivation(s: GloomState, p: number, rng: Rng, look: OnePly): number {
  const ids = look.ids();
  for (let d = 0; d < 8 && !s.isTerminal(); d++) {
    const phase = s.vars[V_PHASE];
    if (s.stack.length > 0 || s.currentPlayer() !== p || (phase !== PH_MOVING && phase !== PH_UNIT)) break;
    const n = s.legalActions(ids);
    s.apply(
      look.best(ids, n, (a) => {
        const t = look.reseeded(s, rng);
        t.apply(a);
        return settle(t, p, look.ids());
      }),
    );
  }
  return settle(s, p, ids);
}

/** Whether unit c still has an activation ahead in the match: not yet activated this round, or a round still to come. */
function activationAhead(s: GloomState, c: number): boolean {
  return s.get(c, F.activated) !== s.vars[V_ROUND] || s.vars[V_ROUND]! < ROUNDS;
}

/**
 * The most Wounds the Test beneath the Boost question can cause unit c before any block: a ranged
 * attack's dice (one more for a Boost its attacker spent), auto hits, Direct and Extra Damage; a
 * spell's Damage dice. Minus Tough.
 */
function worstWounds(s: GloomState, c: number, test: number): number {
  const st = s.stack;
  const t = s.tables;
  const tough = t.traitValue(s.cards.def[c]!, V.T_TOUGH);
  if (st.get(test, KIND) !== FRAMES.kind.attack) return t.spellEffectValue[st.get(test, FRAMES.field.entry.target)]! - tough;
  const attacker = st.get(test, FRAMES.field.attack.attacker);
  const ad = s.cards.def[attacker]!;
  const fx = (ad * 2 + RANGED) * 3;
  const spent = s.get(attacker, F.boostAnswer) === 1 ? 1 : 0;
  return t.rangedDice[ad]! + spent + t.autoHits[ad]! + t.attackEffectValue[fx + FX_DIRECT]! + t.attackEffectValue[fx + FX_EXTRA]! - tough;
}

/**
 * Boost ("may spend"): the token adds a die of each kind, and both dice count only when the
 * unit strikes. It is spent on the unit's own attacks, in a melee it defends in and on a Dispel
 * Test (paid for with a Command Seal). Defending against a ranged attack or a damage spell, where
 * only its Defence die counts, it is kept for the unit's next attack while one is still ahead,
 * unless the Test could destroy the unit.
 */
function boostAnswer(s: GloomState): number {
  const st = s.stack;
  const c = st.top(FRAMES.field.boost.card);
  // The frame beneath the question is the Test it was asked for.
  const test = st.length - 2;
  const defenceOnly =
    st.get(test, KIND) === FRAMES.kind.attack
      ? st.get(test, FRAMES.field.attack.target) === c && st.get(test, FRAMES.field.attack.profile) !== MELEE
      : st.get(test, FRAMES.field.entry.what) === ENTRY_CAST;
  return defenceOnly && activationAhead(s, c) && worstWounds(s, c, test) < healthLeft(s, c) ? A_KEEP_BOOST : A_SPEND_BOOST;
}

/**
 * Starts an activation with `activation` on a copy and plays it with this policy on fresh dice
 * (drawn from `rng`), then scores it for p. The copy is this level's; the policy's own looks go
 * deeper.
 */
function playActivation(state: GloomState, p: number, activation: number, rng: Rng, look: OnePly): number {
  const s = look.reseeded(state, rng);
  s.apply(activation);
  return look.deeper(() => {
    for (let d = 0; d < 16 && !s.isTerminal(); d++) {
      const phase = s.vars[V_PHASE];
      if (s.currentPlayer() !== p || (phase !== PH_MOVING && phase !== PH_UNIT)) break;
      s.apply(gloomHeuristic(s, p, rng, look));
    }
    return settle(s, p, look.ids());
  });
}

/**
 * Fast ("may spend"): the activation of slot k is played out by this policy with the unit's
 * normal Movement Points and with the token's extra one, on the same dice; the token is spent
 * only when that ends strictly better, so it is kept when the normal move suffices.
 */
function fastAnswer(state: GloomState, p: number, k: number, rng: Rng, look: OnePly): number {
  const dice = rng.clone();
  const keep = playActivation(state, p, A_ACTIVATE + k, dice.clone(), look);
  return playActivation(state, p, A_ACTIVATE_FAST + k, dice, look) > keep + 1e-9 ? A_ACTIVATE_FAST + k : A_ACTIVATE + k;
}

/** Whether `a` is an activation that spends a Fast token: chosen after the unit (fastAnswer). */
function isFastActivation(a: number): boolean {
  return a >= A_ACTIVATE_FAST && a < A_ACTIVATE_FAST + SLOTS;
}

/**
 * An action's worth: dice actions by the mean of four samples, a move by the activation it
 * allows, anything else by its settled position.
 */
function actionValue(state: GloomState, p: number, a: number, rng: Rng, look: OnePly): number {
  if (isFastActivation(a)) return -Infinity;
  const samples = isDiceAction(a) ? 4 : 1;
  const lookahead = state.stack.length === 0 && isMoveAction(a);
  let value = 0;
  for (let k = 0; k < samples; k++) {
    const s = look.reseeded(state, rng);
    s.apply(a);
    value += lookahead ? finishActivation(s, p, rng, look) : settle(s, p, look.ids());
  }
  return value / samples;
}

export function gloomHeuristic(state: GloomState, p: number, rng: Rng, look = new OnePly(NUM_ACTIONS)): number {
  const ids = look.ids();
  const n = state.legalActions(ids);
  if (n === 1) return ids[0]!;
  const phase = state.vars[V_PHASE];
  if (state.stack.length === 0) {
    if (phase === PH_GAMBITS) return A_GAMBIT_CHOICE + rng.below(n);
    if (phase === PH_BID) return A_BID + Math.min(n - 1, state.a.commandSeals[p]! >= 4 ? 1 : 0);
    if (phase === PH_ROLE) return A_BE_A;
  } else if (state.stack.top(KIND) === FRAMES.kind.boost) return boostAnswer(state);
  // The unit to activate is chosen first; whether it spends a Fast token, after.
  const best = look.best(ids, n, (a) => actionValue(state, p, a, rng, look));
  if (phase === PH_ACTIVATE && best >= A_ACTIVATE && best < A_ACTIVATE + SLOTS && ids.subarray(0, n).includes(A_ACTIVATE_FAST + best - A_ACTIVATE)) {
    return fastAnswer(state, p, best - A_ACTIVATE, rng, look);
  }
  return best;
}
