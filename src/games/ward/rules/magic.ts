// Magic (6, 14): what may be played now and on which target, costs (6.2.2, 14.2.4), the chain
// (a play is an entry on core/response-window.ts's windows; lightning cards answer it) and the
// resolution of its entries, including a summoned creature's effects (14.2.1) and the anchoring
// magics that bring a creature (12).

import * as coreCards from '../../../core/cards.js';
import * as coreEvents from '../../../core/events.js';
import type { WardState } from '../state.js';
import * as wardCards from '../card-tables.js';
import * as wardFrames from '../frames.js';
import * as wardIds from '../ids.js';
import * as wardLayout from '../layout.js';
import * as wardHand from './hand.js';
import * as wardBattle from './battle.js';
import * as wardEffects from './effects.js';
import * as wardMoves from './moves.js';
import * as wardSummon from './summon.js';

// Imports bound to this module's own consts, which optimised code folds (docs/performance.md).
// The rules modules import one another without cycles (moves, effects, summon, magic and
// battle, turn, flow), so every module whose functions are bound here has been evaluated already.
const { NO_CARD } = coreCards;
const { CardEvent } = coreEvents;
const {
  CE_DESTROY_ON_SUMMON, ME_ANY_DAMAGE, ME_BOUNCE, ME_BUFF, ME_DAMAGE, ME_DESTROY, ME_DOT, ME_DRAW, ME_HEAL, ME_HOT,
  ME_IMMUNE, ME_LIMITED, ME_NEG_MAGIC, ME_PCT, ME_REVIVE, MT_INFINITE, MT_LIGHTNING, ST_EQUIP, ST_FIELD, T_ANY,
  T_CREATURE_EFFECT, T_MAGIC, T_NONE, T_OPP, T_OWN, T_RESPONSE,
} = wardCards;
const { FRAMES, WINDOWS, entryRef } = wardFrames;
const { A_DESTROY_MAGIC, A_LIMITED_SUMMON, A_PLAY, A_REVIVE, CEMETERY, CHAIN, ENTRY_BATTLE, ENTRY_MAGIC, ENTRY_SUMMON, HAND, MAGIC, SIDE_CELLS, T_SLOT_NONE, TARGETS_PER_DEF } = wardIds;
const { distinctDefs, handCardOf } = wardHand;
const { fightDeclared } = wardBattle;
const { dotAmount: DOT_AMOUNT, dotLeft: DOT_LEFT, hotAmount: HOT_AMOUNT, hotLeft: HOT_LEFT, hp: HP, host: HOST, immuneUntil: IMMUNE_UNTIL, negated: NEGATED } = wardLayout.CARD_FIELDS.at;
const { destroyMagic: F_DESTROY_MAGIC, revive: F_REVIVE, limitedSummon: F_LIMITED } = FRAMES.kind;
const { card: E_CARD, player: E_PLAYER, target: E_TARGET, kind: E_KIND, negated: E_NEGATED } = FRAMES.field.entry;
const REVIVE_ANCHOR = FRAMES.field.revive.anchor;
const { anchor: LIMITED_ANCHOR, maxAl: LIMITED_MAX_AL } = FRAMES.field.limitedSummon;
const { addBuffs, affects, dealDamage, effectsOn, heal, roadTax, startOverTime, unremovable } = wardEffects;
const { destroyMagic, drawCard, fromCemetery, leaveField, toCemetery } = wardMoves;
const { checkPrimaries, freeLimitedCell, placeAnchored } = wardSummon;
const CREATURE_CELLS = 2 * SIDE_CELLS;
/** Play targets 10..19 are magic cells. */
const MAGIC_TARGETS = CREATURE_CELLS;

// ---- playing -----------------------------------------------------------------------------

function freeMagicCell(s: WardState, p: number): number {
  for (let k = 0; k < SIDE_CELLS; k++) if (s.magicAt(p * SIDE_CELLS + k) === NO_CARD) return p * SIDE_CELLS + k;
  return -1;
}

/**
 * The cost can be paid (14.2.4): the rulebook sets no HP floor, so a primary may die paying it,
 * unless its death would take p to 300 cemetery HP (4.1.5). A prevented cost (first cycle,
 * immunity) counts as paid.
 */
function costPayable(s: WardState, p: number, total: number): boolean {
  if (total === 0 || s.firstCycle()) return true;
  const prim = s.primary(p);
  if (prim === NO_CARD) return false;
  if (s.immune(prim) || s.hp(prim) > total) return true;
  return s.cemeteryHp[p]! + s.tables.hp[s.cards.def[prim]!]! < s.lossHp;
}

/** The checks that do not depend on the target: type and timing, slots, damage in the first cycle, costs. */
function canPlayCard(s: WardState, p: number, d: number, response: boolean): boolean {
  const t = s.tables;
  if (t.isCreature[d] === 1) return false;
  const mt = t.magicType[d]!;
  if (response && mt !== MT_LIGHTNING) return false;
  if ((t.magicEffects[d]! & ME_ANY_DAMAGE) !== 0 && s.firstCycle()) return false;
  if (mt === MT_INFINITE && freeMagicCell(s, p) < 0) return false;
  return costPayable(s, p, t.selfDamage[d]! + roadTax(s));
}

/** What the chain entry a response would answer stands for (ENTRY_*), or -1 without one. */
function answeredKind(s: WardState): number {
  const i = WINDOWS.topEntry(s.stack);
  return i < 0 ? -1 : s.stack.get(i, E_KIND);
}

function validCreatureTarget(s: WardState, p: number, t: number, tk: number): boolean {
  const c = s.creatureAt(t);
  if (c === NO_CARD) return false;
  const side = t < SIDE_CELLS ? 0 : 1;
  if (tk === T_OWN && side !== p) return false;
  if (tk === T_OPP && side === p) return false;
  return affects(s, c, p);
}

function hasCemeteryCreature(s: WardState, p: number): boolean {
  const n = s.cards.count(CEMETERY, p);
  for (let i = 0; i < n; i++) if (s.tables.isCreature[s.cards.def[s.cards.at(CEMETERY, p, i)]!] === 1) return true;
  return false;
}

/** Definition d may be limited-summoned by an effect allowing AL up to maxAl (13.1). */
function limitedCandidate(s: WardState, d: number, maxAl: number): boolean {
  const t = s.tables;
  return t.isCreature[d] === 1 && t.armorLevel[d]! <= maxAl && t.requiredUnder[d]! < 0;
}

function hasLimitedCandidate(s: WardState, p: number, maxAl: number): boolean {
  const n = s.cards.count(HAND, p);
  for (let i = 0; i < n; i++) if (limitedCandidate(s, s.cards.def[s.cards.at(HAND, p, i)]!, maxAl)) return true;
  return false;
}

/** Whether p may play magic definition d on target t (0..20) now; `response` = answering in a window. */
function targetOk(s: WardState, p: number, d: number, t: number, response: boolean): boolean {
  const tables = s.tables;
  const f = tables.magicEffects[d]!;
  const tk = tables.target[d]!;
  switch (tk) {
    case T_RESPONSE:
      return response && t === T_SLOT_NONE && answeredKind(s) === ENTRY_MAGIC;
    case T_CREATURE_EFFECT:
      if (t === T_SLOT_NONE) return response && answeredKind(s) === ENTRY_SUMMON;
      return t < CREATURE_CELLS && validCreatureTarget(s, p, t, T_ANY) && s.field(s.creatureAt(t), NEGATED) === 0;
    case T_MAGIC:
      return t >= MAGIC_TARGETS && t < T_SLOT_NONE && s.magicAt(t - MAGIC_TARGETS) !== NO_CARD;
    case T_NONE:
      if (t !== T_SLOT_NONE) return false;
      if ((f & ME_REVIVE) !== 0) return freeLimitedCell(s, p) >= 0 && hasCemeteryCreature(s, p);
      if ((f & ME_LIMITED) !== 0) return freeLimitedCell(s, p) >= 0 && hasLimitedCandidate(s, p, tables.limitedMaxArmorLevel[d]!);
      return true;
    default:
      if (t >= CREATURE_CELLS || !validCreatureTarget(s, p, t, tk)) return false;
      return (f & ME_BOUNCE) === 0 || !unremovable(s, s.creatureAt(t));
  }
}

/** The plays of p's hand, appended to `out` from n in id order; returns the new count. */
export function playActions(s: WardState, p: number, response: boolean, out: Int32Array, n: number): number {
  const defs = s.scratch.defs;
  const k = distinctDefs(s, HAND, p, defs);
  for (let i = 0; i < k; i++) {
    const d = defs[i]!;
    if (!canPlayCard(s, p, d, response)) continue;
    const base = A_PLAY + d * TARGETS_PER_DEF;
    const tk = s.tables.target[d]!;
    if (tk === T_NONE || tk === T_RESPONSE) {
      if (targetOk(s, p, d, T_SLOT_NONE, response)) out[n++] = base + T_SLOT_NONE;
    } else if (tk === T_MAGIC) {
      for (let t = MAGIC_TARGETS; t < T_SLOT_NONE; t++) if (s.magicAt(t - MAGIC_TARGETS) !== NO_CARD && targetOk(s, p, d, t, response)) out[n++] = base + t;
    } else {
      for (let t = 0; t < CREATURE_CELLS; t++) if (s.creatureAt(t) !== NO_CARD && targetOk(s, p, d, t, response)) out[n++] = base + t;
      if (tk === T_CREATURE_EFFECT && targetOk(s, p, d, T_SLOT_NONE, response)) out[n++] = base + T_SLOT_NONE;
    }
  }
  return n;
}

/**
 * p plays `play` (definition * TARGETS_PER_DEF + target) from hand: the card waits in the chain
 * zone and its entry goes on the stack, as a play that opens a window or as the asked player's
 * response beneath the open window (which then asks the other player).
 */
export function playMagic(s: WardState, p: number, play: number, response: boolean): void {
  const stack = s.stack;
  const d = Math.floor(play / TARGETS_PER_DEF);
  const t = play % TARGETS_PER_DEF;
  const c = handCardOf(s, p, d);
  s.cards.pushOnto(c, CHAIN, p);
  s.cardEvent(CardEvent.Played, p, d);
  let target = -1;
  if (t < CREATURE_CELLS) target = s.creatureAt(t);
  else if (t < T_SLOT_NONE) target = s.magicAt(t - MAGIC_TARGETS);
  else if (s.tables.target[d] === T_RESPONSE || s.tables.target[d] === T_CREATURE_EFFECT) target = entryRef(WINDOWS.topEntry(stack));
  if (response) WINDOWS.respond(stack, c, p, target, ENTRY_MAGIC, 0);
  else WINDOWS.play(stack, p, c, p, target, ENTRY_MAGIC, 0);
}

// ---- resolving ---------------------------------------------------------------------------

/** Resolves the chain entry on top of the stack (14.1.1 step 3: the last played first). */
export function resolveEntry(s: WardState): void {
  const stack = s.stack;
  const c = stack.top(E_CARD);
  const p = stack.top(E_PLAYER);
  const target = stack.top(E_TARGET);
  const kind = stack.top(E_KIND);
  const negated = stack.top(E_NEGATED) !== 0;
  stack.pop();
  if (kind === ENTRY_SUMMON) resolveSummonEffects(s, c, p, negated);
  else if (kind === ENTRY_BATTLE) fightDeclared(s, c, p);
  else resolveMagic(s, c, p, target, negated);
}

/** A summoned creature's effects take hold, or are negated for as long as it stays (14.2.2). */
function resolveSummonEffects(s: WardState, c: number, p: number, negated: boolean): void {
  if (!s.onField(c)) return;
  if (negated) {
    s.setField(c, NEGATED, 1);
    return;
  }
  if ((s.tables.creatureEffects[s.cards.def[c]!]! & CE_DESTROY_ON_SUMMON) !== 0 && effectsOn(s, c)) s.stack.push(F_DESTROY_MAGIC, p);
}

function resolveMagic(s: WardState, c: number, p: number, target: number, negated: boolean): void {
  const t = s.tables;
  const d = s.cards.def[c]!;
  const tk = t.target[d]!;
  // A card whose target is gone does not resolve: no cost, no effect (6.2.2).
  const creatureGone = target < 0 || !s.onField(target) || !affects(s, target, p);
  let valid = true;
  if (tk === T_OWN || tk === T_OPP || tk === T_ANY) valid = !creatureGone;
  else if (tk === T_MAGIC) valid = target >= 0 && s.cards.zone[target] === MAGIC;
  else if (tk === T_CREATURE_EFFECT) valid = target <= -2 || !creatureGone;
  if (negated || !valid) {
    toCemetery(s, c);
    return;
  }
  const cost = t.selfDamage[d]! + roadTax(s);
  if (cost > 0) {
    const prim = s.primary(p);
    if (prim !== NO_CARD) dealDamage(s, prim, cost, -1);
    if (s.isTerminal()) return;
    // The cost killed the creature the card was aimed at: paid, but nothing left to affect.
    if ((tk === T_OWN || tk === T_OPP || tk === T_ANY) && !s.onField(target)) {
      toCemetery(s, c);
      checkPrimaries(s);
      return;
    }
  }
  const f = t.magicEffects[d]!;
  const mt = t.magicType[d]!;
  const sub = t.subType[d]!;
  let keep = mt === MT_INFINITE;
  if (keep) {
    const cell = freeMagicCell(s, p);
    if (cell < 0) keep = false;
    else s.cards.placeInCell(c, MAGIC, cell, p);
  }
  if (sub === ST_FIELD) {
    if (mt !== MT_INFINITE) applyToField(s, p, d);
  } else if (tk === T_OWN || tk === T_OPP || tk === T_ANY) {
    if (sub === ST_EQUIP && keep) s.setField(c, HOST, target);
    applyToCreature(s, p, d, target, keep && sub === ST_EQUIP);
  } else if (tk === T_RESPONSE) {
    if ((f & ME_NEG_MAGIC) !== 0) s.stack.set(entryRef(target), E_NEGATED, 1);
  } else if (tk === T_CREATURE_EFFECT) {
    if (target <= -2) s.stack.set(entryRef(target), E_NEGATED, 1);
    else s.setField(target, NEGATED, 1);
  } else if (tk === T_MAGIC) {
    if ((f & ME_DESTROY) !== 0) destroyMagic(s, target);
  } else if (keep) {
    if ((f & ME_REVIVE) !== 0) s.stack.push(F_REVIVE, p, c);
    if ((f & ME_LIMITED) !== 0) s.stack.push(F_LIMITED, p, c, t.limitedMaxArmorLevel[d]!);
  }
  if ((f & ME_DRAW) !== 0) for (let k = t.cardsDrawn[d]!; k > 0; k--) drawCard(s, p, false);
  if (!keep && s.cards.zone[c] === CHAIN) toCemetery(s, c);
  checkPrimaries(s);
}

/** Effects of a single or equip magic on one creature. `attached`: its stat buffs live on the equip. */
function applyToCreature(s: WardState, p: number, d: number, c: number, attached: boolean): void {
  const t = s.tables;
  const f = t.magicEffects[d]!;
  if ((f & ME_BUFF) !== 0 && !attached) addBuffs(s, c, d);
  if ((f & ME_HEAL) !== 0) heal(s, c, t.heal[d]!);
  if ((f & ME_IMMUNE) !== 0) s.setField(c, IMMUNE_UNTIL, s.turn() + 2 * t.immunityCycles[d]!);
  if ((f & ME_HOT) !== 0 && s.field(c, HOT_LEFT) === 0) startOverTime(s, c, HOT_AMOUNT, t.hotAmount[d]!, t.hotCycles[d]!);
  if ((f & ME_DOT) !== 0 && s.field(c, DOT_LEFT) === 0 && !s.isLimited(c)) startOverTime(s, c, DOT_AMOUNT, t.dotAmount[d]!, t.dotCycles[d]!);
  // Percentage damage is damage, of the current HP, rounded down (17.6).
  if ((f & ME_PCT) !== 0) dealDamage(s, c, Math.floor((s.field(c, HP) * t.percentDamage[d]!) / 100), p);
  if ((f & ME_DAMAGE) !== 0 && s.onField(c)) dealDamage(s, c, t.damage[d]!, p);
  if ((f & ME_BOUNCE) !== 0 && s.onField(c) && !unremovable(s, c)) leaveField(s, c, true);
}

/** A one-shot field magic: its effects on every creature of the chosen side(s). */
function applyToField(s: WardState, p: number, d: number): void {
  const side = s.tables.side[d]!;
  for (let k = 0; k < CREATURE_CELLS; k++) {
    const c = s.creatureAt(k);
    if (c === NO_CARD) continue;
    const mine = k < SIDE_CELLS === (p === 0);
    if ((side === 0 && !mine) || (side === 1 && mine) || !affects(s, c, p)) continue;
    applyToCreature(s, p, d, c, false);
    if (s.isTerminal()) return;
  }
}

// ---- the questions resolution asks -------------------------------------------------------

/** Hive Lord's destroy: any magic on the field. */
export function destroyMagicActions(s: WardState, out: Int32Array): number {
  let n = 0;
  for (let k = 0; k < CREATURE_CELLS; k++) if (s.magicAt(k) !== NO_CARD) out[n++] = A_DESTROY_MAGIC + k;
  return n;
}

export function reviveActions(s: WardState, p: number, out: Int32Array): number {
  let n = 0;
  const defs = s.scratch.defs;
  const k = distinctDefs(s, CEMETERY, p, defs);
  for (let i = 0; i < k; i++) if (s.tables.isCreature[defs[i]!] === 1) out[n++] = A_REVIVE + defs[i]!;
  return n;
}

export function limitedSummonActions(s: WardState, p: number, out: Int32Array): number {
  let n = 0;
  const defs = s.scratch.defs;
  const k = distinctDefs(s, HAND, p, defs);
  const maxAl = s.stack.top(LIMITED_MAX_AL);
  for (let i = 0; i < k; i++) if (limitedCandidate(s, defs[i]!, maxAl)) out[n++] = A_LIMITED_SUMMON + defs[i]!;
  return n;
}

/** Revival Priest brings p's creature of definition d back from the cemetery (its topmost copy). */
export function revive(s: WardState, p: number, d: number): void {
  const anchor = s.stack.top(REVIVE_ANCHOR);
  s.stack.pop();
  let c = NO_CARD;
  for (let i = s.cards.count(CEMETERY, p) - 1; i >= 0 && c === NO_CARD; i--) if (s.cards.def[s.cards.at(CEMETERY, p, i)] === d) c = s.cards.at(CEMETERY, p, i);
  fromCemetery(s, c);
  placeAnchored(s, p, c, anchor);
}

/** Pack Call limited-summons p's hand creature of definition d. */
export function limitedSummonFromHand(s: WardState, p: number, d: number): void {
  const anchor = s.stack.top(LIMITED_ANCHOR);
  s.stack.pop();
  const c = handCardOf(s, p, d);
  s.cardEvent(CardEvent.Played, p, d);
  placeAnchored(s, p, c, anchor);
}

/**
 * When the anchoring magic's question on top (kind F_REVIVE or F_LIMITED, asking p) has nothing
 * to hold (no creature to choose, no free place, the anchor gone), pops it and sends the anchor
 * to the cemetery. Returns whether it did.
 */
export function dropEmptyAnchor(s: WardState, kind: number, p: number): boolean {
  const stack = s.stack;
  const ok = kind === F_REVIVE ? hasCemeteryCreature(s, p) : hasLimitedCandidate(s, p, stack.top(LIMITED_MAX_AL));
  const anchor = stack.top(kind === F_REVIVE ? REVIVE_ANCHOR : LIMITED_ANCHOR);
  if (ok && (s.primary(p) === NO_CARD || freeLimitedCell(s, p) >= 0) && s.cards.zone[anchor] === MAGIC) return false;
  stack.pop();
  if (s.cards.zone[anchor] === MAGIC) toCemetery(s, anchor);
  return true;
}
