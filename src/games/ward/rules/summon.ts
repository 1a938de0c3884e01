// Summoning (8) and the mandatory primary creature (7.2): sacrifices chosen one at a time, the
// summon requirement (8.3), killing one's own primary (8.4), the activation window a creature
// with effects opens (14.2.1), creatures held by an anchoring magic (12), the replacement of a
// lost primary and the redraw when no creature can replace it (7.2.2-7.2.4).

import * as coreCards from '../../../core/cards.js';
import * as coreEvents from '../../../core/events.js';
import * as coreFrames from '../../../core/frames.js';
import type { WardState } from '../state.js';
import * as wardFrames from '../frames.js';
import * as wardIds from '../ids.js';
import * as wardLayout from '../layout.js';
import * as wardHand from './hand.js';
import * as wardEffects from './effects.js';
import * as wardMoves from './moves.js';
import { sacrificesFor } from './sacrifices.js';

// Imports bound to this module's own consts, which optimised code folds (docs/performance.md).
// The rules modules import one another without cycles (moves, effects, summon, magic and
// battle, turn, flow), so every module whose functions are bound here has been evaluated already.
const { NO_CARD } = coreCards;
const { CardEvent } = coreEvents;
const { ASKED } = coreFrames;
const { FRAMES, WINDOWS } = wardFrames;
const { A_KILL_OWN, A_PROMOTE, A_SAC_HAND, A_SAC_PRIMARY, A_SUMMON, DECK, END_CREATURE_OUT, ENTRY_SUMMON, FIELD, HAND, SIDE_CELLS, V_PLAYER } = wardIds;
const { distinctDefs, handCardOf } = wardHand;
const { anchor: ANCHOR, hp: HP, negated: NEGATED } = wardLayout.CARD_FIELDS.at;
const F_REPLACE = FRAMES.kind.replace;
const F_SACRIFICE = FRAMES.kind.sacrifice;
const { card: S_CARD, left: S_LEFT, lastPick: S_LAST_PICK, handOnly: S_HAND_ONLY, first: S_FIRST, second: S_SECOND } = FRAMES.field.sacrifice;
const { fieldNegation } = wardEffects;
const { drawCard, leaveField, placeUnder, shuffleDeck, toCemetery } = wardMoves;

/** A free limited-summon cell of p, or -1. */
export function freeLimitedCell(s: WardState, p: number): number {
  for (let k = 1; k < SIDE_CELLS; k++) if (s.creatureAt(p * SIDE_CELLS + k) === NO_CARD) return p * SIDE_CELLS + k;
  return -1;
}

/** Creature cards in p's hand other than `except`, into out sorted by definition; returns the count. */
function handCreatures(s: WardState, p: number, except: number, out: Int32Array): number {
  const cards = s.cards;
  let k = 0;
  const n = cards.count(HAND, p);
  for (let i = 0; i < n; i++) {
    const c = cards.at(HAND, p, i);
    if (c === except || s.tables.isCreature[cards.def[c]!] !== 1) continue;
    let j = k++;
    const d = cards.def[c]!;
    while (j > 0 && cards.def[out[j - 1]!]! > d) {
      out[j] = out[j - 1]!;
      j--;
    }
    out[j] = c;
  }
  return k;
}

/** Cheapest HP total of `need` hand creatures (other than `except` and `skip`) with definition >= minDef, or -1. */
function cheapestSacrifices(s: WardState, p: number, except: number, need: number, minDef: number, skip: number): number {
  if (need === 0) return 0;
  const creatures = s.scratch.handCreatures;
  const k = handCreatures(s, p, except, creatures);
  let best1 = -1;
  let best2 = -1;
  for (let i = 0; i < k; i++) {
    const c = creatures[i]!;
    if (c === skip || s.cards.def[c]! < minDef) continue;
    const h = s.tables.hp[s.cards.def[c]!]!;
    if (best1 < 0 || h < best1) {
      best2 = best1;
      best1 = h;
    } else if (best2 < 0 || h < best2) best2 = h;
  }
  if (need === 1) return best1;
  return best2 < 0 ? -1 : best1 + best2;
}

/**
 * Whether p may start summoning the hand card c now. `forced` = a replacement (no primary;
 * sacrifices from hand only; allowed even if every way loses).
 */
function canSummon(s: WardState, p: number, c: number, forced: boolean): boolean {
  const t = s.tables;
  const d = s.cards.def[c]!;
  if (t.isCreature[d] !== 1) return false;
  const prim = s.primary(p);
  const req = t.requiredUnder[d]!;
  const need = sacrificesFor(t.armorLevel[d]!);
  if (req >= 0) {
    // 8.3.1: the requirement is additional: the required primary goes under it, and the
    // sacrifices its AL asks for come from hand.
    if (forced || prim === NO_CARD || s.cards.def[prim] !== req) return false;
    const cost = cheapestSacrifices(s, p, c, need, 0, NO_CARD);
    return cost >= 0 && s.cemeteryHp[p]! + cost < s.lossHp;
  }
  if (forced) return cheapestSacrifices(s, p, c, need, 0, NO_CARD) >= 0;
  if (prim === NO_CARD) {
    const cost = cheapestSacrifices(s, p, c, need, 0, NO_CARD);
    return cost >= 0 && s.cemeteryHp[p]! + cost < s.lossHp;
  }
  // With a primary on the field the new one replaces it: the primary must be a sacrifice.
  if (need === 0) return false;
  const rest = cheapestSacrifices(s, p, c, need - 1, 0, NO_CARD);
  return rest >= 0 && s.cemeteryHp[p]! + t.hp[s.cards.def[prim]!]! + rest < s.lossHp;
}

function startSummon(s: WardState, p: number, c: number, forced: boolean): void {
  const need = sacrificesFor(s.tables.armorLevel[s.cards.def[c]!]!);
  // A replacement, or a summon whose requirement takes the primary, sacrifices from hand only.
  const handOnly = forced || s.tables.requiredUnder[s.cards.def[c]!]! >= 0;
  if (need === 0) completeSummon(s, p, c, NO_CARD, NO_CARD);
  else s.stack.push(F_SACRIFICE, p, c, need, -1, handOnly ? 1 : 0, NO_CARD, NO_CARD);
}

/** Creature c enters creature cell `cell` at full HP, with nothing on it yet. */
export function enterField(s: WardState, c: number, cell: number): void {
  s.cards.placeInCell(c, FIELD, cell, Math.floor(cell / SIDE_CELLS));
  s.fields.reset(c);
  s.setField(c, HP, s.tables.hp[s.cards.def[c]!]!);
}

function completeSummon(s: WardState, p: number, c: number, s1: number, s2: number): void {
  for (let k = 0; k < 2; k++) {
    const x = k === 0 ? s1 : s2;
    if (x === NO_CARD) continue;
    if (s.cards.zone[x] === FIELD) leaveField(s, x, false);
    else toCemetery(s, x);
  }
  if (s.isTerminal()) return;
  const d = s.cards.def[c]!;
  if (s.tables.requiredUnder[d]! >= 0) placeUnder(s, s.primary(p), c);
  enterField(s, c, p * SIDE_CELLS);
  s.replacePending[p] = 0;
  s.cardEvent(CardEvent.Played, p, d);
  openSummonWindow(s, c);
}

/** 14.2.1: a creature with effects opens an activation window; an active field negation stops them at once (16.1.3). */
function openSummonWindow(s: WardState, c: number): void {
  if (s.tables.creatureEffects[s.cards.def[c]!] === 0) return;
  if (fieldNegation(s)) {
    s.setField(c, NEGATED, 1);
    return;
  }
  const p = s.cards.controller[c]!;
  WINDOWS.play(s.stack, p, c, p, -1, ENTRY_SUMMON, 0);
}

/** A creature held on the field by an anchoring effect (12.1): primary if the place is empty, else limited. */
export function placeAnchored(s: WardState, p: number, c: number, anchor: number): void {
  const primaryFree = s.primary(p) === NO_CARD;
  enterField(s, c, primaryFree ? p * SIDE_CELLS : freeLimitedCell(s, p));
  s.setField(c, ANCHOR, anchor);
  if (primaryFree) {
    s.replacePending[p] = 0;
    openSummonWindow(s, c);
  }
}

/** p can replace its primary now: a limited summon to promote or a creature in hand to summon. */
export function hasReplacement(s: WardState, p: number): boolean {
  for (let k = 1; k < SIDE_CELLS; k++) if (s.creatureAt(p * SIDE_CELLS + k) !== NO_CARD) return true;
  const n = s.cards.count(HAND, p);
  for (let i = 0; i < n; i++) if (canSummon(s, p, s.cards.at(HAND, p, i), true)) return true;
  return false;
}

/** Creature cards in p's hand. */
function handCreatureCount(s: WardState, p: number): number {
  let k = 0;
  const n = s.cards.count(HAND, p);
  for (let i = 0; i < n; i++) k += s.tables.isCreature[s.cards.def[s.cards.at(HAND, p, i)]!]!;
  return k;
}

/**
 * Whether some hand of `size` cards drawn from p's hand and deck together could summon a
 * creature: one needing k sacrifices takes k other creatures, all within the hand.
 */
function redrawCanWork(s: WardState, p: number, size: number): boolean {
  const t = s.tables;
  let creatures = 0;
  let minNeed = 99;
  for (let zi = 0; zi < 2; zi++) {
    const z = zi === 0 ? HAND : DECK;
    const n = s.cards.count(z, p);
    for (let i = 0; i < n; i++) {
      const d = s.cards.def[s.cards.at(z, p, i)]!;
      if (t.isCreature[d] !== 1) continue;
      creatures++;
      if (t.requiredUnder[d]! < 0) minNeed = Math.min(minNeed, sacrificesFor(t.armorLevel[d]!));
    }
  }
  return minNeed <= Math.min(size, creatures) - 1;
}

/**
 * 7.2.2: no creature in hand can be summoned. The hand is revealed, shuffled into the deck and
 * as many cards are drawn, revealed; advance() calls this again until the hand holds a
 * summonable creature, so the hand never grows. 7.2.3: a hand that no redraw of its size could
 * make work (an empty one, or too few cards for the cheapest creature and its sacrifices) draws
 * one card at a time instead: the first creature the hand can pay for stays, the cards drawn
 * before it go back and the deck is shuffled. 7.2.4: no such creature in the deck loses.
 */
export function redraw(s: WardState, p: number): void {
  const cards = s.cards;
  const n = cards.count(HAND, p);
  if (n > 0 && redrawCanWork(s, p, n)) {
    for (let i = n - 1; i >= 0; i--) {
      const c = cards.at(HAND, p, i);
      cards.revealToAll(c);
      cards.pushOnto(c, DECK, p);
    }
    shuffleDeck(s, p);
    for (let i = 0; i < n; i++) cards.revealToAll(drawCard(s, p, false));
    return;
  }
  const c = payableDeckCreature(s, p);
  if (c === NO_CARD) {
    s.finish(1 - p, END_CREATURE_OUT);
    return;
  }
  cards.pushOnto(c, HAND, p);
  cards.revealToAll(c);
  s.cardEvent(CardEvent.Drawn, p, cards.def[c]!);
  shuffleDeck(s, p);
}

/** The first card drawn one at a time (7.2.3) that is a creature p's hand can pay for, or NO_CARD. */
function payableDeckCreature(s: WardState, p: number): number {
  const cards = s.cards;
  const t = s.tables;
  const payable = handCreatureCount(s, p);
  // The deck's top card is its last.
  for (let i = cards.count(DECK, p) - 1; i >= 0; i--) {
    const c = cards.at(DECK, p, i);
    const d = cards.def[c]!;
    if (t.isCreature[d] === 1 && t.requiredUnder[d]! < 0 && sacrificesFor(t.armorLevel[d]!) <= payable) return c;
  }
  return NO_CARD;
}

/** The redraw (7.2.2-7.2.3) from p's hand and deck as they are would end in creature out (7.2.4). */
function redrawLoses(s: WardState, p: number): boolean {
  const n = s.cards.count(HAND, p);
  return !(n > 0 && redrawCanWork(s, p, n)) && payableDeckCreature(s, p) === NO_CARD;
}

/** p must replace its primary before anything else (7.2.1). */
export function askReplacement(s: WardState, p: number): void {
  s.replacePending[p] = 1;
  s.stack.push(F_REPLACE, p);
}

/** Players without a primary creature must replace it now (7.2.1); the turn player first (14.4.3). */
export function checkPrimaries(s: WardState): void {
  if (s.isTerminal()) return;
  const tp = s.vars[V_PLAYER]!;
  for (let k = 0; k < 2; k++) {
    const p = k === 0 ? 1 - tp : tp;
    if (s.ownTurns[p]! > 0 && s.primary(p) === NO_CARD && s.replacePending[p] === 0) askReplacement(s, p);
  }
}

/** Replacements: promote a limited summon when there is one (13.3.6), else summon from hand. */
export function replacementActions(s: WardState, p: number, out: Int32Array): number {
  let n = 0;
  for (let k = 1; k < SIDE_CELLS; k++) if (s.creatureAt(p * SIDE_CELLS + k) !== NO_CARD) out[n++] = A_PROMOTE + k;
  if (n > 0) return n;
  const defs = s.scratch.defs;
  const k = distinctDefs(s, HAND, p, defs);
  for (let i = 0; i < k; i++) {
    const d = defs[i]!;
    if (canSummon(s, p, handCardOf(s, p, d), true)) out[n++] = A_SUMMON + d;
  }
  return n;
}

export function answerReplacement(s: WardState, p: number, a: number): void {
  s.stack.pop();
  if (a >= A_PROMOTE && a < A_PROMOTE + SIDE_CELLS) {
    const c = s.creatureAt(p * SIDE_CELLS + a - A_PROMOTE);
    s.cards.placeInCell(c, FIELD, p * SIDE_CELLS, p);
    s.replacePending[p] = 0;
  } else startSummon(s, p, handCardOf(s, p, a - A_SUMMON), true);
}

/** Sacrifice choices: the primary first (it must go when present), then hand creatures by definition, ascending. */
export function sacrificeActions(s: WardState, out: Int32Array): number {
  const stack = s.stack;
  const cards = s.cards;
  const t = s.tables;
  const p = stack.top(ASKED);
  const card = stack.top(S_CARD);
  const remaining = stack.top(S_LEFT);
  const last = stack.top(S_LAST_PICK);
  const handOnly = stack.top(S_HAND_ONLY) === 1;
  const s1 = stack.top(S_FIRST);
  const prim = s.primary(p);
  const chosenHp = s1 === NO_CARD ? 0 : t.hp[cards.def[s1]!]!;
  if (prim !== NO_CARD && s1 === NO_CARD && !handOnly) {
    out[0] = A_SAC_PRIMARY;
    return 1;
  }
  const minDef = last >= A_SAC_HAND ? last - A_SAC_HAND : 0;
  const marks = s.scratch.sacrificeMarks;
  const nh = cards.count(HAND, p);
  let n = 0;
  // Two passes: first without choices that lose by cemetery HP; all of them when none is safe.
  for (let pass = 0; pass < 2 && n === 0; pass++) {
    marks.clear();
    for (let i = 0; i < nh; i++) {
      const c = cards.at(HAND, p, i);
      const d = cards.def[c]!;
      if (c === card || c === s1 || t.isCreature[d] !== 1 || d < minDef || marks.has(d)) continue;
      const rest = cheapestSacrifices(s, p, card, remaining - 1, d, c);
      if (rest < 0) continue;
      if (pass === 0 && s.cemeteryHp[p]! + chosenHp + t.hp[d]! + rest >= s.lossHp) continue;
      marks.add(d);
      // Ascending by definition: the answer ids follow it.
      const a = A_SAC_HAND + d;
      let j = n++;
      for (; j > 0 && out[j - 1]! > a; j--) out[j] = out[j - 1]!;
      out[j] = a;
    }
  }
  return n;
}

export function answerSacrifice(s: WardState, p: number, a: number): void {
  const stack = s.stack;
  const card = stack.top(S_CARD);
  const x = a === A_SAC_PRIMARY ? s.primary(p) : handCardOf(s, p, a - A_SAC_HAND, card, stack.top(S_FIRST));
  if (stack.top(S_FIRST) === NO_CARD) stack.setTop(S_FIRST, x);
  else stack.setTop(S_SECOND, x);
  stack.setTop(S_LEFT, stack.top(S_LEFT) - 1);
  stack.setTop(S_LAST_PICK, a);
  if (stack.top(S_LEFT) === 0) {
    const s1 = stack.top(S_FIRST);
    const s2 = stack.top(S_SECOND);
    stack.pop();
    completeSummon(s, p, card, s1, s2);
  }
}

/** Main phase: killing one's own primary (8.4) and the normal summons (8.1), appended to `out` from n. */
export function mainPhaseSummonActions(s: WardState, p: number, out: Int32Array, n: number): number {
  if (s.normalSummonUsed[p] !== 0) return n;
  const t = s.tables;
  const prim = s.primary(p);
  if (s.killUsed[p] === 0 && prim !== NO_CARD && killOwnSafe(s, p, prim)) out[n++] = A_KILL_OWN;
  const defs = s.scratch.defs;
  const k = distinctDefs(s, HAND, p, defs);
  for (let i = 0; i < k; i++) {
    const d = defs[i]!;
    if (t.isCreature[d] === 1 && canSummon(s, p, handCardOf(s, p, d), false)) out[n++] = A_SUMMON + d;
  }
  return n;
}

/**
 * 4.1.5: killing one's own primary is offered only when its HP and the cheapest forced
 * replacement (7.2.1) keep the cemetery under 300. With no creature in hand the redraw's draw
 * decides, which is chance, not the action; a redraw that cannot find one loses (7.2.4).
 */
function killOwnSafe(s: WardState, p: number, prim: number): boolean {
  const t = s.tables;
  const after = s.cemeteryHp[p]! + t.hp[s.cards.def[prim]!]!;
  if (after >= s.lossHp) return false;
  for (let k = 1; k < SIDE_CELLS; k++) if (s.creatureAt(p * SIDE_CELLS + k) !== NO_CARD) return true;
  let summonable = false;
  const n = s.cards.count(HAND, p);
  for (let i = 0; i < n; i++) {
    const c = s.cards.at(HAND, p, i);
    const d = s.cards.def[c]!;
    if (t.isCreature[d] !== 1 || t.requiredUnder[d]! >= 0) continue;
    const cost = cheapestSacrifices(s, p, c, sacrificesFor(t.armorLevel[d]!), 0, NO_CARD);
    if (cost < 0) continue;
    if (after + cost < s.lossHp) return true;
    summonable = true;
  }
  return !summonable && !redrawLoses(s, p);
}

/** The turn's normal summon of hand definition d (8.1). */
export function normalSummon(s: WardState, p: number, d: number): void {
  s.normalSummonUsed[p] = 1;
  startSummon(s, p, handCardOf(s, p, d), false);
}

/** 8.4: kill one's own primary; the replacement is this turn's normal summon. */
export function killOwnPrimary(s: WardState, p: number): void {
  s.killUsed[p] = 1;
  s.normalSummonUsed[p] = 1;
  leaveField(s, s.primary(p), false);
  checkPrimaries(s);
}
