// Units and attacks (rulebook 4, 5, 7): playing a unit into the row, which units are ready,
// guard's restriction on targets, the attack on a lantern or a unit, and damage that snuffs.

import { CardEvent } from '../../../core/events.js';
import { KW_GUARD, KW_SWIFT } from '../card-tables.js';
import { A_ATTACK, ASHES, ROW, ROW_SIZE, T_LANTERN, TARGETS } from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import type { LanternState } from '../state.js';
import { loseLight } from './light.js';

const { damage: DAMAGE, entered: ENTERED, attacked: ATTACKED } = CARD_FIELDS.at;

/** The unit in p's place k, or -1. */
export function unitAt(s: LanternState, p: number, k: number): number {
  return s.cards.cell(ROW, p * ROW_SIZE + k);
}

/** p's first empty place, or -1 for a full row ("with a full row you cannot play units"). */
export function freePlace(s: LanternState, p: number): number {
  for (let k = 0; k < ROW_SIZE; k++) if (unitAt(s, p, k) < 0) return k;
  return -1;
}

/** Puts p's unit card c into its first empty place (4); it entered this turn. */
export function playUnit(s: LanternState, p: number, c: number): void {
  const def = s.cards.def[c]!;
  s.oil[p] = s.oil[p]! - s.tables.cost[def]!;
  s.cards.placeInCell(c, ROW, p * ROW_SIZE + freePlace(s, p), p);
  s.put(c, ENTERED, s.turn());
  s.cardEvent(CardEvent.Played, p, def);
}

/** "A unit is ready if it has not attacked this turn and did not enter the row this turn"; swift: "it is ready the turn it enters". */
export function isReady(s: LanternState, c: number): boolean {
  const turn = s.turn();
  if (s.get(c, ATTACKED) === turn) return false;
  return s.get(c, ENTERED) !== turn || s.tables.has(s.cards.def[c]!, KW_SWIFT);
}

/** Whether p has a unit with guard in the row. */
export function hasGuard(s: LanternState, p: number): boolean {
  for (let k = 0; k < ROW_SIZE; k++) {
    const c = unitAt(s, p, k);
    if (c >= 0 && s.tables.has(s.cards.def[c]!, KW_GUARD)) return true;
  }
  return false;
}

/** p's attacks, ascending, from out[n] on: "If the opponent has a unit with guard, you must attack a unit with guard." */
export function attackActions(s: LanternState, p: number, out: Int32Array, n: number): number {
  const q = 1 - p;
  const guarded = hasGuard(s, q);
  for (let k = 0; k < ROW_SIZE; k++) {
    const c = unitAt(s, p, k);
    if (c < 0 || !isReady(s, c)) continue;
    const base = A_ATTACK + k * TARGETS;
    if (!guarded) out[n++] = base + T_LANTERN;
    for (let j = 0; j < ROW_SIZE; j++) {
      const d = unitAt(s, q, j);
      if (d >= 0 && (!guarded || s.tables.has(s.cards.def[d]!, KW_GUARD))) out[n++] = base + 1 + j;
    }
  }
  return n;
}

/** Deals n damage to unit c; "a unit whose damage reaches its health is snuffed and goes to the ashes". */
export function damageUnit(s: LanternState, c: number, n: number): void {
  const dealt = s.get(c, DAMAGE) + n;
  s.put(c, DAMAGE, dealt);
  if (dealt >= s.tables.health[s.cards.def[c]!]!) snuff(s, c);
}

function snuff(s: LanternState, c: number): void {
  s.cards.pushOnto(c, ASHES, s.cards.owner[c]!);
  s.fields.reset(c);
}

/** p's unit in place k attacks `target` (5): the lantern loses its power, or both units deal their power at once. */
export function attack(s: LanternState, p: number, k: number, target: number): void {
  const c = unitAt(s, p, k);
  s.put(c, ATTACKED, s.turn());
  const power = s.tables.power[s.cards.def[c]!]!;
  if (target === T_LANTERN) {
    loseLight(s, 1 - p, power);
    return;
  }
  const d = unitAt(s, 1 - p, target - 1);
  const back = s.tables.power[s.cards.def[d]!]!;
  damageUnit(s, d, power);
  damageUnit(s, c, back);
}
