// The table (Table Layout, Card span & proximity, Marking, Equipment, Enchantments, Life &
// Death): where creatures are and what is local to what, their ATK, DEF and keywords with every
// effect counted (equipment one per subtype, enchantments one per name, passive auras by span),
// marking, drawing, and creatures leaving play.

import * as coreCards from '../../../core/cards.js';
import * as wtCards from '../card-tables.js';
import * as wtIds from '../ids.js';
import * as wtLayout from '../layout.js';
import type { WtState } from '../state.js';

const { NO_CARD } = coreCards;
const { K_ENCHANTMENT, K_EQUIPMENT, KW_VIGILANT, TR_DIES, TR_ENTERS, TR_CREATURE_ENTERS, NO_EFFECT } = wtCards;
const { ARMY, ATTACHED, DROPPED, FRONTS, FRONT_CELLS, GRAVE, HAND } = wtIds;
const { assigned: ASSIGNED, marked: MARKED, tempAtk: TEMP_ATK, tempDef: TEMP_DEF, counterAtk: COUNTER_ATK, counterDef: COUNTER_DEF, inUse: IN_USE, dropLoc: DROP_LOC, unassignedTurn: UNASSIGNED_TURN, attacking: ATTACKING, blocking: BLOCKING, engaged: ENGAGED } = wtLayout.CARD_FIELDS.at;

export const cellPlayer = (cell: number): number => cell >> 4;
export const cellFront = (cell: number): number => (cell >> 3) & 1;
/** The zone of a creature cell: player * 2 + front. */
export const cellZone = (cell: number): number => cell >> 3;
/**
 * Whether two zones are one place: the same zone, or an Offensive and a Defensive of two
 * different players ("Each players defensive is however connected and may interact with each
 * other enemy players offensive ... In short, opposite enemy zones are considered to be one and
 * the same"); a player's own two fronts never are. Two players' Offensives (or Defensives) are not.
 */
export const zonesLocal = (a: number, b: number): boolean => (a >> 1 === b >> 1) === ((a & 1) === (b & 1));
export const cellsLocal = (a: number, b: number): boolean => zonesLocal(a >> 3, b >> 3);

const LOCAL_ZONES: Int32Array[] = [];

/** Per zone of a `players`-seat table: the bits of the zones local to it (built once per table size). */
export function localZonesFor(players: number): Int32Array {
  let z = LOCAL_ZONES[players];
  if (z === undefined) {
    z = new Int32Array(2 * players);
    for (let a = 0; a < 2 * players; a++) for (let b = 0; b < 2 * players; b++) if (zonesLocal(a, b)) z[a] = z[a]! | (1 << b);
    LOCAL_ZONES[players] = z;
  }
  return z;
}

/** The creature cell of card c, or -1 when it is not a creature in play. */
export function creatureCell(s: WtState, c: number): number {
  return s.cards.zone[c] === FRONTS ? s.cards.slot[c]! : -1;
}

/** The first empty place of player p's front, or -1 when the front is full. */
export function freeCell(s: WtState, p: number, front: number): number {
  const base = (p * 2 + front) * FRONT_CELLS;
  for (let k = 0; k < FRONT_CELLS; k++) if (s.cards.cell(FRONTS, base + k) === NO_CARD) return base + k;
  return -1;
}

// ---- effective values --------------------------------------------------------------------

const STAT_ATK = 0;
const STAT_DEF = 1;
const STAT_KW = 2;

/**
 * Creature c's ATK, DEF (neither below 0) or keywords, as `stat` asks, with every effect counted.
 * An assigned creature keeps its values but loses its abilities (keywords, auras).
 */
function computeStat(s: WtState, c: number, stat: number): number {
  const t = s.tables;
  const d = s.cards.def[c]!;
  const isAssigned = s.f(c, ASSIGNED) === 1;
  let atk = t.attack[d]! + s.f(c, COUNTER_ATK) + s.f(c, TEMP_ATK);
  let def = t.defence[d]! + s.f(c, COUNTER_DEF) + s.f(c, TEMP_DEF);
  let kw = isAssigned ? 0 : t.keywords[d]!;
  const attachedTo = s.cards.attachedTo;
  const defs = s.cards.def;
  const n = s.arrays.attachedCount[0] === 0 ? 0 : s.cards.size;
  for (let a = 0; a < n; a++) {
    if (attachedTo[a] !== c) continue;
    const ad = defs[a]!;
    const kind = t.kind[ad];
    if (kind === K_EQUIPMENT) {
      if (s.f(a, IN_USE) !== 1) continue;
    } else if (kind === K_ENCHANTMENT) {
      // Enchantments that share a name do not stack: only the lowest card of a name counts.
      let first = true;
      for (let b = 0; b < a && first; b++) if (attachedTo[b] === c && defs[b] === ad) first = false;
      if (!first) continue;
    } else continue;
    atk += t.attack[ad]!;
    def += t.defence[ad]!;
    kw |= t.grants[ad]!;
  }
  const cell = s.cards.slot[c]!;
  const owner = cellPlayer(cell);
  const types = t.types[d]!;
  const cells = s.cellCount;
  for (let k = 0; k < cells; k++) {
    const b = s.cards.cell(FRONTS, k);
    if (b === NO_CARD) continue;
    const bd = defs[b]!;
    if (t.hasAura[bd] !== 1 || s.f(b, ASSIGNED) === 1) continue;
    if (t.auraGlobal[bd] !== 1 && !cellsLocal(k, cell)) continue;
    if (t.auraBothSides[bd] !== 1 && cellPlayer(k) !== owner) continue;
    if (t.auraType[bd] !== 0 && (types & t.auraType[bd]!) === 0) continue;
    atk += t.auraAttack[bd]!;
    def += t.auraDefence[bd]!;
    kw |= t.auraGrants[bd]!;
  }
  if (stat === STAT_KW) return kw;
  const x = stat === STAT_ATK ? atk : def;
  return x < 0 ? 0 : x;
}

export function effAtk(s: WtState, c: number): number {
  return computeStat(s, c, STAT_ATK);
}
export function effDef(s: WtState, c: number): number {
  return computeStat(s, c, STAT_DEF);
}
export function keywordsOf(s: WtState, c: number): number {
  return computeStat(s, c, STAT_KW);
}

// ---- marking and assigning ---------------------------------------------------------------

export const isMarked = (s: WtState, c: number): boolean => s.f(c, MARKED) === 1;
export const isAssigned = (s: WtState, c: number): boolean => s.f(c, ASSIGNED) === 1;

/** Whether creature c can mark now: unmarked, unassigned, and not unassigned this turn. */
export function canMark(s: WtState, c: number): boolean {
  return s.f(c, MARKED) === 0 && s.f(c, ASSIGNED) === 0 && s.f(c, UNASSIGNED_TURN) !== s.turn();
}

export function mark(s: WtState, c: number): void {
  s.setF(c, MARKED, 1);
}

/** Whether c may defend: unassigned, unmarked unless it is vigilant (a card over a rule), and not forbidden (a forbid wins). */
export function canDefendKeywords(s: WtState, c: number): boolean {
  if (s.f(c, ASSIGNED) === 1) return false;
  const kw = keywordsOf(s, c);
  if ((kw & wtCards.KW_CANNOT_DEFEND) !== 0) return false;
  return s.f(c, MARKED) === 0 || (kw & KW_VIGILANT) !== 0;
}

// ---- cards moving --------------------------------------------------------------------------

/** p draws the top card of the army deck; false when the deck is empty. */
export function draw(s: WtState, p: number): boolean {
  const c = s.cards.moveTop(ARMY, p, HAND, p);
  if (c === NO_CARD) return false;
  s.drawn(p, s.cards.def[c]!);
  return true;
}

/** Card c to its owner's grave, with its fields cleared. */
export function toGrave(s: WtState, c: number): void {
  s.cards.pushOnto(c, GRAVE, s.cards.owner[c]!);
  s.fields.reset(c);
}

/**
 * Equipment in use on `carrier`: one per subtype (equipment without a subtype always counts).
 * An equipment already in use keeps being used; otherwise the lowest card of the subtype is.
 */
export function refreshEquipment(s: WtState, carrier: number): void {
  const t = s.tables;
  const n = s.cards.size;
  const attachedTo = s.cards.attachedTo;
  for (let a = 0; a < n; a++) {
    if (attachedTo[a] !== carrier || t.kind[s.cards.def[a]!] !== K_EQUIPMENT) continue;
    const sub = t.subtype[s.cards.def[a]!]!;
    if (sub === 0) {
      s.setF(a, IN_USE, 1);
      continue;
    }
    if (s.f(a, IN_USE) === 1) continue;
    let taken = false;
    for (let b = 0; b < n && !taken; b++) if (b !== a && attachedTo[b] === carrier && s.f(b, IN_USE) === 1 && t.subtype[s.cards.def[b]!] === sub) taken = true;
    if (!taken) s.setF(a, IN_USE, 1);
  }
}

export function attachTo(s: WtState, card: number, host: number): void {
  if (s.cards.attachedTo[card]! < 0) s.arrays.attachedCount[0] = s.arrays.attachedCount[0]! + 1;
  s.cards.attach(card, host, ATTACHED, s.cards.controller[host]!);
  s.setF(card, IN_USE, 0);
  if (s.tables.kind[s.cards.def[card]!] === K_EQUIPMENT) refreshEquipment(s, host);
}

/** Puts creature c into cell `cell` unmarked, and runs its enters-play trigger and others' creature-enters triggers. */
export function enterPlay(s: WtState, c: number, cell: number): void {
  s.cards.placeInCell(c, FRONTS, cell, cellPlayer(cell));
  s.fields.reset(c);
  const t = s.tables;
  const d = s.cards.def[c]!;
  if (t.triggeredWhen[d] === TR_ENTERS) s.trigger(c);
  for (let k = 0; k < s.cellCount; k++) {
    const b = s.cards.cell(FRONTS, k);
    if (b === NO_CARD || b === c) continue;
    const bd = s.cards.def[b]!;
    if (t.triggeredWhen[bd] !== TR_CREATURE_ENTERS || s.f(b, ASSIGNED) === 1) continue;
    if (t.triggeredType[bd] !== 0 && (t.types[d]! & t.triggeredType[bd]!) === 0) continue;
    s.trigger(b);
  }
}

/**
 * Creature c dies. Attached cards go to their owners' graves, except that a creature dying in
 * combat drops its equipment on the ground where it stood (Drop & Take equipment). `killer`
 * is the player whose card or creature caused the death (-1 for none).
 */
export function kill(s: WtState, c: number, inCombat: boolean, killer: number, killerCard: number): void {
  if (s.cards.zone[c] !== FRONTS) return;
  const t = s.tables;
  const d = s.cards.def[c]!;
  const controller = s.cards.controller[c]!;
  const zone = cellZone(s.cards.slot[c]!);
  const n = s.cards.size;
  for (let a = 0; a < n && s.arrays.attachedCount[0]! > 0; a++) {
    if (s.cards.attachedTo[a] !== c) continue;
    s.arrays.attachedCount[0] = s.arrays.attachedCount[0]! - 1;
    if (inCombat && t.kind[s.cards.def[a]!] === K_EQUIPMENT) {
      s.cards.pushOnto(a, DROPPED, controller);
      s.fields.reset(a);
      s.setF(a, DROP_LOC, zone);
    } else toGrave(s, a);
  }
  if (t.triggeredWhen[d] === TR_DIES && t.triggered.kind[d] !== NO_EFFECT && s.f(c, ASSIGNED) === 0) s.triggerOnDeath(c, controller);
  toGrave(s, c);
  s.creatureDied(c, d, controller, killer, killerCard);
}

/** Clears the combat marks of every creature (the end of a combat). */
export function clearCombat(s: WtState): void {
  for (let k = 0; k < s.cellCount; k++) {
    const c = s.cards.cell(FRONTS, k);
    if (c === NO_CARD) continue;
    s.setF(c, ATTACKING, 0);
    s.setF(c, BLOCKING, -1);
  }
}

/** Player p's creatures that fought the confrontation of quest slot `slot`. */
export function engagedWith(s: WtState, c: number, slot: number): boolean {
  return (s.f(c, ENGAGED) & (1 << slot)) !== 0;
}
