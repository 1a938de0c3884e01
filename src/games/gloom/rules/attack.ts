// Attacks (rulebook "Attack", "Attack Test", "Melee Attack Action", "Ranged Attack", "Charge
// property", "Charge Bonus", "Flanking Attack", "Flanking Bonus", "Counter-charge", "Cover",
// "Shieldwall", "Tough", "Modifier", "Success", "Auto-Success", every "Attack Effect", "Single-Die
// Reroll", "Pool Reroll", "Destructible", "Anti-Structure").
//
// The Attack Test (ATC): ATC.10 both sides roll their pools at once (the attacker its Offence,
// the defender its Defence, with modifiers); ATC.20 each player may reroll (one die for 2
// Momentum, or the whole pool for a Command Seal); ATC.50 each Block cancels a Hit; ATC.60
// uncancelled Hits are Wounds, then the attack effects. In a melee both sides strike; a ranged
// attack is answered by Defence dice only.

import { STREAM_CHANCE } from '../../../core/rng.js';
import { ENTRY_ATTACK, FRAMES, STAGE_ASK_ATTACKER, STAGE_ASK_DEFENDER, STAGE_RESOLVE, STAGE_ROLL, WINDOWS } from '../frames.js';
import { inFrontArc, inRearArc } from '../geometry.js';
import { FX_DEMORALIZING, FX_DIRECT, FX_EXTRA, MELEE, RANGED } from '../card-tables.js';
import { A_KEEP, A_REROLL_ATTACK, A_REROLL_DEFENCE, A_REROLL_POOL, POOL_ATT_A, POOL_ATT_D, POOL_DEF_A, POOL_DEF_D, POOL_DICE, BOARD, V_ROUND, V_LAST_COUNTER_WOUNDS, V_LAST_WOUNDS } from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import { CELLS } from '../scenarios.js';
import type { GloomState } from '../state.js';
import * as V from '../vocabulary.js';
import { askBoost, testModifier } from './boost.js';
import { hexOf, inEngagementZone } from './sight.js';
import { gainMomentum, gainToken, isNegative, loseMorale, momentumOf, spendMomentum, wound } from './tokens.js';

const { weak: WEAK, slow: SLOW, morale: MORALE, wounds: WOUNDS, shield: SHIELD, facing: FACING, moved: MOVED, startHex: START_HEX, startEngaged: START_ENGAGED, reactedRound: REACTED } =
  CARD_FIELDS.at;
const { attack: F_ATTACK, reroll: F_REROLL } = FRAMES.kind;
const FA = FRAMES.field.attack;
const TERRAIN_TARGET = -1;

/**
 * A Melee Attack Action has the Charge property when the attacker started its activation not
 * Engaged, moved at least one hex, and attacks an enemy it now Engages, unless it started
 * adjacent to that target; No Charge [OUT] at its hex or [IN] at the target's denies it.
 */
export function isCharge(s: GloomState, attacker: number, target: number): boolean {
  const from = hexOf(s, attacker);
  const to = hexOf(s, target);
  if (s.get(attacker, START_ENGAGED) === 1 || s.get(attacker, MOVED) < 1 || !inEngagementZone(s, attacker, to)) return false;
  const start = s.get(attacker, START_HEX);
  if (start >= 0 && s.geo.distance[start * CELLS + to] === 1) return false;
  return (s.terrain[from]! & V.TK_NO_CHARGE_OUT) === 0 && (s.terrain[to]! & V.TK_NO_CHARGE_IN) === 0;
}

/** A Flanking Attack: the attacker stands in the defender's Rear Arc. */
export function isFlanking(s: GloomState, attacker: number, target: number): boolean {
  const to = hexOf(s, target);
  return inRearArc(s.get(target, FACING), s.geo.side[to * CELLS + hexOf(s, attacker)]!);
}

/** Whether the defender may Counter-charge: the trait, unused this round, no single reaction spent, not flanked. */
export function mayCounterCharge(s: GloomState, defender: number, flank: boolean): boolean {
  const p = s.cards.owner[defender]!;
  return !flank && s.tables.hasTrait(s.cards.def[defender]!, V.T_COUNTER_CHARGE) && s.get(defender, REACTED) !== s.vars[V_ROUND] && s.a.reacted[p] === 0;
}

function declare(s: GloomState, attacker: number, profile: number): void {
  if ((s.tables.attackEffects[s.cards.def[attacker]! * 2 + profile]! & V.AE_GAIN_MOMENTUM) !== 0) gainMomentum(s, s.cards.owner[attacker]!);
}

/** A Melee Attack Action; a charge into a Counter-charge unit opens a reaction window first. */
export function declareMelee(s: GloomState, attacker: number, target: number): void {
  declare(s, attacker, MELEE);
  const charge = isCharge(s, attacker, target) ? 1 : 0;
  const flank = isFlanking(s, attacker, target) ? 1 : 0;
  if (charge === 1 && mayCounterCharge(s, target, flank === 1)) WINDOWS.play(s.stack, s.cards.owner[attacker]!, ENTRY_ATTACK, attacker, target, charge, flank, 0);
  else s.stack.push(F_ATTACK, attacker, target, MELEE, charge, flank, STAGE_ROLL);
}

export function declareRanged(s: GloomState, attacker: number, target: number): void {
  declare(s, attacker, RANGED);
  s.stack.push(F_ATTACK, attacker, target, RANGED, 0, 0, STAGE_ROLL);
}

/** An Anti-Structure attack on a Destructible terrain piece in hex h. */
export function declareDemolish(s: GloomState, attacker: number, h: number, profile: number): void {
  s.stack.push(F_ATTACK, attacker, TERRAIN_TARGET - h, profile, 0, 0, STAGE_ROLL);
}

/** The attack entry resolves (after any Counter-charge): its `flag` 1 means it was countered. */
export function resolveAttackEntry(s: GloomState, attacker: number, target: number, charge: number, flank: number, countered: number): void {
  if (hexOf(s, attacker) < 0 || hexOf(s, target) < 0) return;
  // Counter-charge: the charge loses its bonus and the defender strikes with one more die.
  s.stack.push(F_ATTACK, attacker, target, MELEE, countered ? 0 : charge, flank, STAGE_ROLL, countered);
}

function roll(s: GloomState, pool: number, n: number): void {
  const k = Math.max(0, Math.min(POOL_DICE, n));
  s.a.diceCount[pool] = k;
  for (let i = 0; i < k; i++) s.a.dice[pool * POOL_DICE + i] = s.rng.die(STREAM_CHANCE);
}

export function successes(s: GloomState, pool: number): number {
  let n = 0;
  for (let i = 0; i < s.a.diceCount[pool]!; i++) if (s.a.dice[pool * POOL_DICE + i]! >= 3) n++;
  return n;
}

/** ATC.10: every pool with its modifiers, rolled at once. */
function rollPools(s: GloomState, attacker: number, target: number, profile: number, charge: number, flank: number, counter: boolean): void {
  const t = s.tables;
  const ad = s.cards.def[attacker]!;
  const fx = t.attackEffects[ad * 2 + profile]!;
  const am = testModifier(s, attacker);
  if (target < 0) {
    roll(s, POOL_ATT_A, (profile === MELEE ? t.offenceAttackDice[ad]! : t.rangedDice[ad]!) + am);
    s.a.diceCount[POOL_ATT_D] = s.a.diceCount[POOL_DEF_A] = s.a.diceCount[POOL_DEF_D] = 0;
    return;
  }
  const dd = s.cards.def[target]!;
  let exploit = 0;
  if ((fx & V.AE_EXPLOIT_BROKEN) !== 0 && s.get(target, MORALE) === 0) exploit++;
  if ((fx & V.AE_EXPLOIT_NEGATIVE) !== 0 && isNegative(s, target)) exploit++;
  if ((fx & V.AE_EXPLOIT_WOUNDED) !== 0 && s.get(target, WOUNDS) > 0) exploit++;
  const dm = testModifier(s, target);
  const th = hexOf(s, target);
  const cover = (s.terrain[th]! & V.TK_COVER) !== 0 && (fx & V.AE_IGNORES_COVER) === 0 && !t.hasTrait(dd, V.T_LARGE) ? 1 : 0;
  const front = inFrontArc(s.get(target, FACING), s.geo.side[th * CELLS + hexOf(s, attacker)]!);
  const shieldwall = t.hasTrait(dd, V.T_SHIELDWALL) && front ? 1 : 0;
  const defence = t.defenceDefenceDice[dd]! + cover + shieldwall + s.get(target, SHIELD) - flank + dm;
  if (profile === MELEE) {
    roll(s, POOL_ATT_A, t.offenceAttackDice[ad]! + charge + exploit + am);
    roll(s, POOL_ATT_D, t.offenceDefenceDice[ad]! + am);
    // Flanked: no Attack Dice from the Defence characteristic, only from modifiers.
    roll(s, POOL_DEF_A, (flank ? 0 : t.defenceAttackDice[dd]!) + (counter ? 1 : 0) + dm);
  } else {
    roll(s, POOL_ATT_A, t.rangedDice[ad]! + exploit + am);
    s.a.diceCount[POOL_ATT_D] = 0;
    s.a.diceCount[POOL_DEF_A] = 0;
  }
  roll(s, POOL_DEF_D, defence);
}

function hasFailure(s: GloomState, pool: number): boolean {
  for (let i = 0; i < s.a.diceCount[pool]!; i++) if (s.a.dice[pool * POOL_DICE + i]! < 3) return true;
  return false;
}

/** The reroll answers open to player p as attacker (role 0) or defender (role 1), "keep" first; returns their count. */
export function rerollActions(s: GloomState, p: number, role: number, out: Int32Array, at: number): number {
  const attackPool = role === 0 ? POOL_ATT_A : POOL_DEF_A;
  const defencePool = role === 0 ? POOL_ATT_D : POOL_DEF_D;
  let n = at;
  out[n++] = A_KEEP;
  if (momentumOf(s, p) === 2) {
    if (hasFailure(s, attackPool)) out[n++] = A_REROLL_ATTACK;
    if (hasFailure(s, defencePool)) out[n++] = A_REROLL_DEFENCE;
  }
  if (s.a.commandSeals[p]! > 0 && s.a.diceCount[attackPool]! + s.a.diceCount[defencePool]! > 0) out[n++] = A_REROLL_POOL;
  return n - at;
}

/** Asks p to reroll when p has more than "keep". */
function askReroll(s: GloomState, p: number, role: number): void {
  if (rerollActions(s, p, role, s.scratch.actions, 0) > 1) s.stack.push(F_REROLL, p, role);
}

function rerollOneFailed(s: GloomState, pool: number): void {
  for (let i = 0; i < s.a.diceCount[pool]!; i++) {
    if (s.a.dice[pool * POOL_DICE + i]! < 3) {
      s.a.dice[pool * POOL_DICE + i] = s.rng.die(STREAM_CHANCE);
      return;
    }
  }
}

/** The asked player's reroll: one failed die for 2 Momentum, or the whole own pool for a Command Seal. */
export function answerReroll(s: GloomState, a: number): void {
  const p = s.stack.top(1);
  const role = s.stack.top(FRAMES.field.reroll.role);
  s.stack.pop();
  const attackPool = role === 0 ? POOL_ATT_A : POOL_DEF_A;
  const defencePool = role === 0 ? POOL_ATT_D : POOL_DEF_D;
  if (a === A_REROLL_ATTACK || a === A_REROLL_DEFENCE) {
    spendMomentum(s);
    rerollOneFailed(s, a === A_REROLL_ATTACK ? attackPool : defencePool);
  } else if (a === A_REROLL_POOL) {
    s.a.commandSeals[p] = s.a.commandSeals[p]! - 1;
    roll(s, attackPool, s.a.diceCount[attackPool]!);
    roll(s, defencePool, s.a.diceCount[defencePool]!);
  }
}

/** Runs the attack test on top of the stack one stage further. */
export function stepAttack(s: GloomState): void {
  const st = s.stack;
  const attacker = st.top(FA.attacker);
  const target = st.top(FA.target);
  const stage = st.top(FA.stage);
  const gone = s.cards.zone[attacker] !== BOARD || (target >= 0 && s.cards.zone[target] !== BOARD);
  if (gone) {
    st.pop();
    return;
  }
  if (stage === STAGE_ROLL) {
    // Before the roll, the attacker's player and then the defender's choose whether a Boost token is spent.
    if (askBoost(s, attacker) || (target >= 0 && askBoost(s, target))) return;
    rollPools(s, attacker, target, st.top(FA.profile), st.top(FA.charge), st.top(FA.flank), st.top(FA.countered) === 1);
    st.setTop(FA.stage, STAGE_ASK_ATTACKER);
    if (target >= 0) askReroll(s, s.cards.owner[attacker]!, 0);
  } else if (stage === STAGE_ASK_ATTACKER) {
    st.setTop(FA.stage, STAGE_ASK_DEFENDER);
    askReroll(s, s.cards.owner[target]!, 1);
  } else if (stage === STAGE_ASK_DEFENDER) {
    st.setTop(FA.stage, STAGE_RESOLVE);
  } else {
    const profile = st.top(FA.profile);
    st.pop();
    if (target < 0) demolish(s, TERRAIN_TARGET - target);
    else inflict(s, attacker, target, profile);
  }
}

/** Each ⚔️ success damages the terrain piece; at 0 Health it becomes Rubble. */
function demolish(s: GloomState, h: number): void {
  const left = s.a.wallHealth[h]! - successes(s, POOL_ATT_A);
  if (left > 0) {
    s.a.wallHealth[h] = left;
    return;
  }
  s.a.wallHealth[h] = 0;
  s.terrain[h] = V.TK_RUBBLE;
}

/** ATC.50 and ATC.60: Blocks cancel Hits, Wounds are inflicted both ways, then the attack effects, morale and Momentum. */
function inflict(s: GloomState, attacker: number, target: number, profile: number): void {
  const t = s.tables;
  const ad = s.cards.def[attacker]!;
  const dd = s.cards.def[target]!;
  const ap = s.cards.owner[attacker]!;
  const dp = s.cards.owner[target]!;
  const fx = t.attackEffects[ad * 2 + profile]!;
  const fxv = (ad * 2 + profile) * 3;
  const dc = s.a.diceCount;
  const hits = successes(s, POOL_ATT_A) + (dc[POOL_ATT_A]! > 0 ? t.autoHits[ad]! : 0);
  const blocks = successes(s, POOL_DEF_D) + (dc[POOL_DEF_D]! > 0 ? t.autoBlocks[dd]! : 0);
  const back = successes(s, POOL_DEF_A) + (dc[POOL_DEF_A]! > 0 ? t.autoHits[dd]! : 0);
  const guard = successes(s, POOL_ATT_D) + (dc[POOL_ATT_D]! > 0 ? t.autoBlocks[ad]! : 0);
  const direct = (fx & V.AE_DIRECT_DAMAGE) !== 0 ? t.attackEffectValue[fxv + FX_DIRECT]! : 0;
  let dealt = Math.max(0, Math.max(0, hits - blocks) + direct - t.traitValue(dd, V.T_TOUGH));
  if (dealt > 0 && (fx & V.AE_EXTRA_DAMAGE) !== 0) dealt += t.attackEffectValue[fxv + FX_EXTRA]!;
  const taken = Math.max(0, back - guard - t.traitValue(ad, V.T_TOUGH));
  s.vars[V_LAST_WOUNDS] = dealt;
  s.vars[V_LAST_COUNTER_WOUNDS] = taken;
  const killed = wound(s, target, dealt, ap);
  if (!killed && dealt > 0) {
    if ((fx & V.AE_SLOWING) !== 0) gainToken(s, target, SLOW);
    if ((fx & V.AE_WEAKENING) !== 0) gainToken(s, target, WEAK);
    if ((fx & V.AE_DEMORALIZING) !== 0) loseMorale(s, target, t.attackEffectValue[fxv + FX_DEMORALIZING]!, ap);
  }
  const attackerDead = wound(s, attacker, taken, dp);
  if (profile !== MELEE) return;
  // Winning a melee (inflicting more Wounds than suffered) gains Momentum; the loser loses a Morale token.
  if (dealt > taken) {
    gainMomentum(s, ap);
    if (s.cards.zone[target] === BOARD) loseMorale(s, target, 1, ap);
  } else if (taken > dealt) {
    gainMomentum(s, dp);
    if (!attackerDead) loseMorale(s, attacker, 1, dp);
  }
}

