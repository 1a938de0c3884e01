// What a creature is worth at this moment and what happens to it: effective stats (printed +
// buffs from single magic kept on the card + equips and infinite fields counted live, 17.1),
// whether its own effects apply (limited summons, negation, unaffected creatures: 13.2.2, 16),
// damage (17.2), healing (18.18) and the over-time effects (11).

import * as coreCards from '../../../core/cards.js';
import type { WardState } from '../state.js';
import * as wardCards from '../card-tables.js';
import * as wardIds from '../ids.js';
import * as wardLayout from '../layout.js';
import * as wardMoves from './moves.js';

// Imports bound to this module's own consts, which optimised code folds (docs/performance.md).
// The rules modules import one another without cycles (moves, effects, summon, magic and
// battle, turn, flow), so every module whose functions are bound here has been evaluated already.
const { NO_CARD } = coreCards;
const { CE_UNAFFECTED, ME_MULT, ME_NEG_CREATURE, ME_UNREMOVABLE, ST_EQUIP, ST_FIELD } = wardCards;
const { PH_COMBAT, PH_MAIN, SIDE_CELLS, V_PHASE } = wardIds;
const { al: AL, atk: ATK, hit: HIT, host: HOST, hp: HP, mod: MOD, negated: NEGATED, spd: SPD } = wardLayout.CARD_FIELDS.at;
const { leaveField } = wardMoves;
const MAGIC_CELLS = 2 * SIDE_CELLS;

// Stat indices of WardCardTables.buff (STATS order).
const STAT_AL = 0;
const STAT_SPD = 1;
const STAT_MOD = 2;
const STAT_ATK = 3;
const STAT_HIT = 4;

/** The creature's own effects have taken hold (not limited, not negated): a self-protecting effect. */
export function unaffectedActive(s: WardState, c: number): boolean {
  return (s.tables.creatureEffects[s.cards.def[c]!]! & CE_UNAFFECTED) !== 0 && !s.isLimited(c) && s.field(c, NEGATED) === 0;
}

/** An infinite field magic that negates creature effects is on the field (Canyon Range). */
export function fieldNegation(s: WardState): boolean {
  const t = s.tables;
  for (let k = 0; k < MAGIC_CELLS; k++) {
    const m = s.magicAt(k);
    if (m !== NO_CARD && t.subType[s.cards.def[m]!] === ST_FIELD && (t.magicEffects[s.cards.def[m]!]! & ME_NEG_CREATURE) !== 0) return true;
  }
  return false;
}

/** Whether creature c's effects apply now. */
export function effectsOn(s: WardState, c: number): boolean {
  if (s.isLimited(c) || s.field(c, NEGATED) !== 0) return false;
  return unaffectedActive(s, c) || !fieldNegation(s);
}

/** Whether an effect of player `src` may touch creature c (16.1: unaffected creatures ignore others' effects). */
export function affects(s: WardState, c: number, src: number): boolean {
  return src === s.cards.controller[c] || !unaffectedActive(s, c);
}

/** Self damage every magic costs to play while magic-tax cards are on the field (Old Logging Road, 14.2.4). */
export function roadTax(s: WardState): number {
  let t = 0;
  for (let k = 0; k < MAGIC_CELLS; k++) {
    const m = s.magicAt(k);
    if (m !== NO_CARD) t += s.tables.magicTax[s.cards.def[m]!]!;
  }
  return t;
}

/** Sum of equip and infinite field buffs on creature c for stat index `stat` (STAT_*). */
function liveBuff(s: WardState, c: number, stat: number): number {
  let b = 0;
  const t = s.tables;
  const cards = s.cards;
  const cc = cards.controller[c]!;
  for (let k = 0; k < MAGIC_CELLS; k++) {
    const m = s.magicAt(k);
    if (m === NO_CARD) continue;
    const d = cards.def[m]!;
    const x = t.buff[d * 5 + stat]!;
    if (x === 0) continue;
    const mc = cards.controller[m]!;
    if (t.subType[d] === ST_EQUIP) {
      if (s.field(m, HOST) === c) b += x;
    } else if (t.subType[d] === ST_FIELD && affects(s, c, mc)) {
      const side = t.side[d]!;
      if (side === 2 || (side === 0) === (cc === mc)) b += x;
    }
  }
  return b;
}

export function effAl(s: WardState, c: number): number {
  const a = s.tables.armorLevel[s.cards.def[c]!]! + s.field(c, AL) + liveBuff(s, c, STAT_AL);
  return a > 12 ? 12 : a < 0 ? 0 : a;
}
export function effSpd(s: WardState, c: number): number {
  return s.tables.speed[s.cards.def[c]!]! + s.field(c, SPD) + liveBuff(s, c, STAT_SPD);
}
export function effMod(s: WardState, c: number): number {
  return s.tables.modifier[s.cards.def[c]!]! + s.field(c, MOD) + liveBuff(s, c, STAT_MOD);
}
export function effAtkDice(s: WardState, c: number): number {
  const a = s.tables.attackDice[s.cards.def[c]!]! + s.field(c, ATK) + liveBuff(s, c, STAT_ATK);
  return a < 1 ? 1 : a;
}
export function effHitDice(s: WardState, c: number): number {
  const a = 2 + s.field(c, HIT) + liveBuff(s, c, STAT_HIT);
  return a < 1 ? 1 : a;
}

/** A single magic's buffs, kept on creature c while it stays (the fields al..hit follow STATS order). */
export function addBuffs(s: WardState, c: number, d: number): void {
  const buff = s.tables.buff;
  for (let k = 0; k < 5; k++) s.setField(c, AL + k, s.field(c, AL + k) + buff[d * 5 + k]!);
}

/** Product of the multipliers of equips on c (applied in sequence; integers, so order is moot). */
export function equipMultiplier(s: WardState, c: number): number {
  let f = 1;
  const t = s.tables;
  for (let k = 0; k < MAGIC_CELLS; k++) {
    const m = s.magicAt(k);
    if (m !== NO_CARD && s.field(m, HOST) === c && (t.magicEffects[s.cards.def[m]!]! & ME_MULT) !== 0) f *= t.multiplier[s.cards.def[m]!]!;
  }
  return f;
}

/** An equip that cannot be removed (Lead Boots) is on c. */
export function unremovable(s: WardState, c: number): boolean {
  for (let k = 0; k < MAGIC_CELLS; k++) {
    const m = s.magicAt(k);
    if (m !== NO_CARD && s.field(m, HOST) === c && (s.tables.magicEffects[s.cards.def[m]!]! & ME_UNREMOVABLE) !== 0) return true;
  }
  return false;
}

/**
 * Damage to a creature (HP floor 0). `src` is the player whose effect deals it, or -1 for
 * attack damage, costs and ticks. Returns the damage actually taken.
 */
export function dealDamage(s: WardState, c: number, amount: number, src: number): number {
  if (amount <= 0 || s.firstCycle() || s.isLimited(c) || s.immune(c)) return 0;
  if (src >= 0 && !affects(s, c, src)) return 0;
  const h = s.field(c, HP);
  const taken = amount > h ? h : amount;
  s.setField(c, HP, h - taken);
  if (h - taken === 0) leaveField(s, c, false);
  return taken;
}

/** Healing, never above printed HP (18.18). */
export function heal(s: WardState, c: number, amount: number): void {
  const max = s.tables.hp[s.cards.def[c]!]!;
  const h = s.field(c, HP) + amount;
  s.setField(c, HP, h > max ? max : h);
}

/** The turn (own or the opponent's) whose Combat Phase end is the next DOT/HOT tick (open question 13). */
function nextCombatEnd(s: WardState): number {
  return s.vars[V_PHASE] === PH_MAIN || s.vars[V_PHASE] === PH_COMBAT ? s.turn() : s.turn() + 1;
}

/**
 * Starts an over-time effect on c: the DOT or HOT whose fields begin at `amountField` (amount,
 * ticks left, next tick's turn, in that order in CARD_FIELDS).
 */
export function startOverTime(s: WardState, c: number, amountField: number, amount: number, ticks: number): void {
  s.setField(c, amountField, amount);
  s.setField(c, amountField + 1, ticks);
  s.setField(c, amountField + 2, nextCombatEnd(s));
}

/** Counts down the over-time effect at `amountField` if it ticks in turn t (then every cycle); returns its amount, or 0. */
export function tickDue(s: WardState, c: number, amountField: number, t: number): number {
  const left = s.field(c, amountField + 1);
  if (left <= 0 || s.field(c, amountField + 2) !== t) return 0;
  s.setField(c, amountField + 1, left - 1);
  s.setField(c, amountField + 2, t + 2);
  return s.field(c, amountField);
}
