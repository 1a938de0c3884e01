// Abilities and what creatures and heroes do besides fighting: activated abilities (`Cost :
// Effect`, with gold, mark-me and mark-allies prerequisites), assigning (the ability works at
// the start of every turn from the next one on) and paid unassigning, hero abilities (one per
// turn) and countering an enemy hero's gold ability, reassigning equipment, and picking up
// dropped equipment (one piece, of the picker's choosing).

import * as coreCards from '../../../core/cards.js';
import * as coreRng from '../../../core/rng.js';
import * as wtCards from '../card-tables.js';
import * as wtFrames from '../frames.js';
import * as wtIds from '../ids.js';
import * as wtLayout from '../layout.js';
import type { WtState } from '../state.js';
import * as wtBoard from './board.js';
import * as wtEffects from './effects.js';
import * as wtGold from './gold.js';
import * as wtPlay from './play.js';

const { NO_CARD } = coreCards;
const { STREAM_CHANCE } = coreRng;
const { HERO_ABILITIES, K_EQUIPMENT, NO_EFFECT, T_NONE, T_SELF } = wtCards;
const { EN_ABILITY, EN_HERO, FRAMES } = wtFrames;
const { A_ABILITY, A_ASSIGN, A_HERO, A_PICKUP, A_REASSIGN, A_TAKE, A_UNASSIGN, CELLS, DROPPED, FRONT_CELLS, FRONTS, GRAVE, HAND, HEROES, NO_TARGET, PLAYER_CELLS, RESOURCES, TARGETS_PER_PLAY } = wtIds;
const { assigned: ASSIGNED, assignedTurn: ASSIGNED_TURN, attacking: ATTACKING, dropLoc: DROP_LOC, marked: MARKED, unassignedTurn: UNASSIGNED_TURN } = wtLayout.CARD_FIELDS.at;
const { attachTo, canMark, cellZone, isAssigned, mark, refreshEquipment, zonesLocal } = wtBoard;
const { localTo, targetOk } = wtEffects;
const { costOf, gold, pay, unmarkedResources } = wtGold;
const { heroOf } = wtPlay;
const { source: EN_SOURCE, player: EN_PLAYER, index: EN_INDEX, card: EN_CARD_W, countered: EN_COUNTERED } = FRAMES.field.entry;
const F_ENTRY = FRAMES.kind.entry;
const F_TAKE = FRAMES.kind.take;
const TAKE_CARRIER = FRAMES.field.take.carrier;

/** Other creatures of p in the same front as c that can mark (the allies a (MaX) prerequisite marks). */
function readyAllies(s: WtState, c: number): number {
  const cell = s.cards.slot[c]!;
  const base = cell & ~(FRONT_CELLS - 1);
  let n = 0;
  for (let k = base; k < base + FRONT_CELLS; k++) {
    const b = s.cards.cell(FRONTS, k);
    if (b !== NO_CARD && b !== c && canMark(s, b)) n++;
  }
  return n;
}

/** Whether the activated ability of p's creature c can be paid now, with `g` gold. */
function abilityReady(s: WtState, p: number, c: number, g: number): boolean {
  const t = s.tables;
  const d = s.cards.def[c]!;
  if (t.activated.kind[d] === NO_EFFECT || isAssigned(s, c) || s.cards.controller[c] !== p) return false;
  if (t.activatedMarksSelf[d] === 1 && !canMark(s, c)) return false;
  return g >= t.activatedGold[d]! && readyAllies(s, c) >= t.activatedMarksAllies[d]!;
}

/** p's activated abilities with their targets (local to the creature), from out[n] on. */
export function abilityActions(s: WtState, p: number, out: Int32Array, n: number): number {
  const t = s.tables;
  let g = -1;
  for (let cell = p * PLAYER_CELLS; cell < (p + 1) * PLAYER_CELLS; cell++) {
    const c = s.cards.cell(FRONTS, cell);
    if (c === NO_CARD || t.activated.kind[s.cards.def[c]!] === NO_EFFECT) continue;
    if (g < 0) g = gold(s, p);
    if (!abilityReady(s, p, c, g)) continue;
    const tk = t.activated.target[s.cards.def[c]!]!;
    const base = A_ABILITY + cell * TARGETS_PER_PLAY;
    if (tk === T_NONE || tk === T_SELF) {
      out[n++] = base + NO_TARGET;
      continue;
    }
    for (let k = 0; k < s.cellCount; k++) {
      const x = s.cards.cell(FRONTS, k);
      if (x !== NO_CARD && localTo(s, x, c) && targetOk(s, p, tk, x)) out[n++] = base + k;
    }
  }
  return n;
}

/** Pays the ability's prerequisites (gold, marking itself, marking the first ready allies) and puts it on the stack. */
export function activate(s: WtState, p: number, index: number, inWindow: boolean): void {
  const cell = (index / TARGETS_PER_PLAY) | 0;
  const target = index % TARGETS_PER_PLAY;
  const c = s.cards.cell(FRONTS, cell);
  const t = s.tables;
  const d = s.cards.def[c]!;
  pay(s, p, t.activatedGold[d]!);
  if (t.activatedMarksSelf[d] === 1) mark(s, c);
  let allies = t.activatedMarksAllies[d]!;
  const base = cell & ~(FRONT_CELLS - 1);
  for (let k = base; k < base + FRONT_CELLS && allies > 0; k++) {
    const b = s.cards.cell(FRONTS, k);
    if (b !== NO_CARD && b !== c && canMark(s, b)) {
      mark(s, b);
      allies--;
    }
  }
  const x = target === NO_TARGET ? -1 : s.cards.cell(FRONTS, target);
  if (inWindow) s.windows.respond(s.stack, EN_ABILITY, p, c, x, 0, 0);
  else s.playEntry(p, EN_ABILITY, c, x, 0);
}

// ---- assigning -------------------------------------------------------------------------------

export function assignActions(s: WtState, p: number, out: Int32Array, n: number): number {
  const t = s.tables;
  let g = -1;
  for (let cell = p * PLAYER_CELLS; cell < (p + 1) * PLAYER_CELLS; cell++) {
    const c = s.cards.cell(FRONTS, cell);
    if (c === NO_CARD) continue;
    const d = s.cards.def[c]!;
    if (t.assignEffect[d]! < 0 || !canMark(s, c)) continue;
    if (g < 0) g = gold(s, p);
    if (g >= t.assignGold[d]!) out[n++] = A_ASSIGN + cell;
  }
  return n;
}

/** Pays the assignment cost; the creature is assigned, and its assignment works from the next turn on. */
export function assign(s: WtState, p: number, c: number): void {
  pay(s, p, s.tables.assignGold[s.cards.def[c]!]!);
  s.setF(c, ASSIGNED, 1);
  s.setF(c, ASSIGNED_TURN, s.turn());
}

/**
 * The start of a turn: every assigned creature assigned in an earlier turn brings its assignment
 * effect to its controller (gold for this turn, a card, influence), the turn player's first, then
 * the others' in turn order. An ability "doesn't get activated until the next turn after the card
 * was assigned. Usually that would be the opponents turn directly after": so the first is the
 * turn right after the assigning one, and every turn after it while the creature stays assigned.
 */
export function runAssignments(s: WtState): void {
  const t = s.tables;
  for (let i = 0, p = s.turnPlayer(); i < s.numPlayers; i++, p = s.nextPlayer(p)) {
    for (let cell = p * PLAYER_CELLS; cell < (p + 1) * PLAYER_CELLS; cell++) {
      const c = s.cards.cell(FRONTS, cell);
      if (c === NO_CARD || s.f(c, ASSIGNED) !== 1 || s.f(c, ASSIGNED_TURN) >= s.turn()) continue;
      const d = s.cards.def[c]!;
      const amount = t.assignAmount[d]!;
      switch (t.assignEffect[d]) {
        case 0:
          s.bonusGold[p] = s.bonusGold[p]! + amount;
          break;
        case 1:
          for (let k = 0; k < amount; k++) wtBoard.draw(s, p);
          break;
        case 2:
          s.influence[p] = Math.min(s.maxInfluence[p]!, s.influence[p]! + amount);
          break;
      }
    }
  }
}

/** Unassign answers in the unmark/unassign phase: assigned creatures of p, when p has a gold to pay; done ends. */
export function unassignActions(s: WtState, p: number, out: Int32Array, n: number): number {
  if (gold(s, p) < 1) return n;
  for (let cell = p * PLAYER_CELLS; cell < (p + 1) * PLAYER_CELLS; cell++) {
    const c = s.cards.cell(FRONTS, cell);
    if (c !== NO_CARD && s.f(c, ASSIGNED) === 1) out[n++] = A_UNASSIGN + cell;
  }
  return n;
}

/** Pays one gold; the creature is unassigned and marked, and cannot mark or assign again this turn. */
export function unassign(s: WtState, p: number, c: number): void {
  pay(s, p, 1);
  s.setF(c, ASSIGNED, 0);
  s.setF(c, MARKED, 1);
  s.setF(c, UNASSIGNED_TURN, s.turn());
}

// ---- heroes ----------------------------------------------------------------------------------

export function heroActions(s: WtState, p: number, out: Int32Array, n: number): number {
  if (s.heroUsed[p] === 1) return n;
  const h = heroOf(s, p);
  const t = s.tables;
  for (let i = 0; i < t.heroAbilities[h]!; i++) if (gold(s, p) >= t.heroGold[h * HERO_ABILITIES + i]!) out[n++] = A_HERO + i;
  return n;
}

/** One hero ability per turn: paid, then on the stack where the opponent may counter it. */
export function useHero(s: WtState, p: number, i: number): void {
  const heroCard = s.cards.cell(HEROES, p);
  pay(s, p, s.tables.heroGold[heroOf(s, p) * HERO_ABILITIES + i]!);
  s.heroUsed[p] = 1;
  s.used(p, heroOf(s, p));
  s.windows.play(s.stack, p, EN_HERO, p, heroCard, -1, i, 0);
}

/** The enemy hero's gold ability p may counter: the entry just beneath the open window, or -1. */
function counterable(s: WtState, p: number): number {
  const st = s.stack;
  const i = st.length - 2;
  if (i < 0 || st.get(i, 0) !== F_ENTRY || st.get(i, EN_SOURCE) !== EN_HERO || st.get(i, EN_PLAYER) === p || st.get(i, EN_COUNTERED) === 1) return -1;
  const cost = s.tables.heroGold[s.cards.def[st.get(i, EN_CARD_W)]! * HERO_ABILITIES + st.get(i, EN_INDEX)]!;
  return cost > 0 ? cost : -1;
}

/** Countering needs the ability's cost + 1 in gold, one unused resource left after paying it, and a card in hand. */
export function canCounter(s: WtState, p: number): boolean {
  const cost = counterable(s, p);
  if (cost < 0 || s.cards.count(HAND, p) < 1) return false;
  const fromResources = Math.max(0, cost + 1 - s.bonusGold[p]!);
  return unmarkedResources(s, p) >= fromResources + 1;
}

/** Pays cost + 1, sacrifices an unused resource card, discards a random card from hand: the hero ability does nothing. */
export function counter(s: WtState, p: number): void {
  const st = s.stack;
  const entry = st.length - 2;
  pay(s, p, counterable(s, p) + 1);
  const t = s.cards;
  const start = t.pileStart(RESOURCES, p);
  for (let i = 0; i < t.count(RESOURCES, p); i++) {
    const r = t.pile[start + i]!;
    if (s.f(r, MARKED) === 0) {
      t.pushOnto(r, GRAVE, t.owner[r]!);
      s.fields.reset(r);
      break;
    }
  }
  const h = t.count(HAND, p);
  const victim = t.at(HAND, p, s.rng.below(STREAM_CHANCE, h));
  t.pushOnto(victim, GRAVE, t.owner[victim]!);
  st.set(entry, EN_COUNTERED, 1);
  // The counter is p's response: the next player is asked.
  s.windows.acted(st);
}

// ---- equipment moving between creatures ------------------------------------------------------

function onlyTypeOk(s: WtState, e: number, c: number): boolean {
  const t = s.tables;
  const od = t.onlyType[s.cards.def[e]!]!;
  return od === 0 || (t.types[s.cards.def[c]!]! & od) !== 0;
}

/** Whether dropped equipment e lies in a zone local to creature c and may be carried by it. */
function canTake(s: WtState, e: number, c: number): boolean {
  return zonesLocal(s.f(e, DROP_LOC), cellZone(s.cards.slot[c]!)) && onlyTypeOk(s, e, c);
}

/** The first dropped equipment of definition d (of any name when d < 0) creature c may pick up, or -1. */
function droppedFor(s: WtState, c: number, d: number): number {
  for (let q = 0; q < s.numPlayers; q++) {
    for (let i = 0; i < s.cards.count(DROPPED, q); i++) {
      const e = s.cards.at(DROPPED, q, i);
      if ((d < 0 || s.cards.def[e] === d) && canTake(s, e, c)) return e;
    }
  }
  return -1;
}

/** Whether creature c could pick up dropped equipment of a name other than d's. */
function otherNameFor(s: WtState, c: number, d: number): boolean {
  for (let q = 0; q < s.numPlayers; q++) {
    for (let i = 0; i < s.cards.count(DROPPED, q); i++) {
      const e = s.cards.at(DROPPED, q, i);
      if (s.cards.def[e] !== d && canTake(s, e, c)) return true;
    }
  }
  return false;
}

/** No attack is going on (pick-ups wait for it to end). */
function noAttack(s: WtState): boolean {
  for (let k = 0; k < s.cellCount; k++) {
    const c = s.cards.cell(FRONTS, k);
    if (c !== NO_CARD && s.f(c, ATTACKING) === 1) return false;
  }
  return true;
}

export function pickupActions(s: WtState, p: number, out: Int32Array, n: number): number {
  let dropped = 0;
  for (let q = 0; q < s.numPlayers; q++) dropped += s.cards.count(DROPPED, q);
  if (dropped === 0 || !noAttack(s)) return n;
  for (let cell = p * PLAYER_CELLS; cell < (p + 1) * PLAYER_CELLS; cell++) {
    const c = s.cards.cell(FRONTS, cell);
    if (c !== NO_CARD && canMark(s, c) && droppedFor(s, c, -1) >= 0) out[n++] = A_PICKUP + cell;
  }
  return n;
}

/**
 * The creature announces a pick-up and marks; it takes "one of the dropped Equipment cards" where
 * it stands. With pieces of two or more names there, its controller is asked which (copies of a
 * name are the same choice) and true is returned; else the one name there is is taken.
 */
export function pickup(s: WtState, c: number): boolean {
  mark(s, c);
  const e = droppedFor(s, c, -1);
  if (otherNameFor(s, c, s.cards.def[e]!)) {
    s.stack.push(F_TAKE, s.cards.controller[c]!, s.cards.slot[c]!);
    return true;
  }
  attachTo(s, e, c);
  return false;
}

/** The names of the dropped equipment the asked creature may pick up, ascending. */
export function takeActions(s: WtState, out: Int32Array): number {
  const c = s.cards.cell(FRONTS, s.stack.top(TAKE_CARRIER));
  let n = 0;
  for (let d = 0; d < s.tables.count; d++) if (droppedFor(s, c, d) >= 0) out[n++] = A_TAKE + d;
  return n;
}

/** The asked creature picks up a dropped equipment of definition d. */
export function take(s: WtState, d: number): void {
  const c = s.cards.cell(FRONTS, s.stack.top(TAKE_CARRIER));
  s.stack.pop();
  attachTo(s, droppedFor(s, c, d), c);
}

/** The lowest equipment card of definition d carried by one of p's creatures that can mark, or -1. */
function giverOf(s: WtState, p: number, d: number): number {
  const n = s.cards.size;
  for (let e = 0; e < n; e++) {
    const host = s.cards.attachedTo[e]!;
    if (host < 0 || s.cards.def[e] !== d || s.cards.zone[host] !== FRONTS || s.cards.controller[host] !== p) continue;
    if (canMark(s, host)) return e;
  }
  return -1;
}

/** Reassigning: an equipment (by name) from an unmarked, unassigned carrier to another such local creature, its cost paid again. */
export function reassignActions(s: WtState, p: number, out: Int32Array, n: number): number {
  const g = gold(s, p);
  if (g === 0 || s.arrays.attachedCount[0] === 0) return n;
  const t = s.tables;
  const size = s.cards.size;
  const attachedTo = s.cards.attachedTo;
  const givers = s.scratch.givers;
  givers.fill(-1, 0, t.count);
  for (let e = 0; e < size; e++) {
    const host = attachedTo[e]!;
    if (host < 0 || s.cards.controller[host] !== p || s.cards.zone[host] !== FRONTS) continue;
    const d = s.cards.def[e]!;
    if (t.kind[d] === K_EQUIPMENT && givers[d] === -1 && canMark(s, host)) givers[d] = e;
  }
  for (let d = 0; d < t.count; d++) {
    const e = givers[d]!;
    if (e < 0 || g < costOf(s, d, -1)) continue;
    const giver = attachedTo[e]!;
    const base = s.cards.slot[giver]! & ~(FRONT_CELLS - 1);
    for (let k = base; k < base + FRONT_CELLS; k++) {
      const r = s.cards.cell(FRONTS, k);
      if (r !== NO_CARD && r !== giver && canMark(s, r) && onlyTypeOk(s, e, r)) out[n++] = A_REASSIGN + d * CELLS + k;
    }
  }
  return n;
}

export function reassign(s: WtState, p: number, index: number): void {
  const d = (index / CELLS) | 0;
  const receiver = s.cards.cell(FRONTS, index % CELLS);
  const e = giverOf(s, p, d);
  const giver = s.cards.attachedTo[e]!;
  pay(s, p, costOf(s, d, -1));
  attachTo(s, e, receiver);
  refreshEquipment(s, giver);
  mark(s, giver);
  mark(s, receiver);
}
