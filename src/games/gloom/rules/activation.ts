// An activation (rulebook "Activation", "Move Action", "Standard Action", "Melee Attack Action",
// "Focus", "Rally", "Skills", "Zero Morale", "Fast token", "Slow token", "Weak token"): the
// chosen unit may Move, then perform one Standard Action (Melee Attack, a Ranged Attack, Focus,
// Rally, a Skill, a spell or a demolition), and its activation ends.

import { NO_CARD } from '../../../core/cards.js';
import { MELEE, RANGED } from '../card-tables.js';
import {
  A_CAST,
  A_DEMOLISH,
  A_END,
  A_FOCUS,
  A_MELEE,
  A_MOVE,
  A_RALLY,
  A_RANGED,
  A_SKILL,
  BOARD,
  PH_UNIT,
  SLOTS,
  V_ACTED,
  V_CARD,
  V_MOVE_USED,
  V_PHASE,
  V_ROUND,
} from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import { CELLS } from '../scenarios.js';
import type { GloomState } from '../state.js';
import * as V from '../vocabulary.js';
import { declareDemolish, declareMelee, declareRanged } from './attack.js';
import { cast, castActions } from './magic.js';
import { mayMove, pushIntoRetreatZone } from './movement.js';
import { nextActivation } from './round.js';
import { canTarget, hexOf, inEngagementZone, isEngaged } from './sight.js';
import { gainMorale, gainToken, heal, loseMorale } from './tokens.js';

const F = CARD_FIELDS.at;
/** Morale tokens a Rally action regains. */
export const RALLY_TOKENS = 2;

/**
 * The unit starts its activation: its start hex and engagement (for Charge), its Movement Points
 * (Slow; a Fast token adds one when `spendFast`: "the unit *may* spend this token").
 */
export function activate(s: GloomState, c: number, spendFast: boolean): void {
  const p = s.cards.owner[c]!;
  s.a.reacted[1 - p] = 0;
  s.vars[V_CARD] = c;
  s.vars[V_MOVE_USED] = 0;
  s.vars[V_ACTED] = 0;
  s.vars[V_PHASE] = PH_UNIT;
  s.put(c, F.activated, s.vars[V_ROUND]!);
  s.put(c, F.startHex, hexOf(s, c));
  s.put(c, F.startEngaged, isEngaged(s, c) ? 1 : 0);
  s.put(c, F.moved, 0);
  s.put(c, F.exclusive, 0);
  let mp = s.get(c, F.slow) === 1 ? 1 : s.tables.speed[s.cards.def[c]!]!;
  if (spendFast && s.get(c, F.fast) === 1) {
    mp++;
    s.put(c, F.fast, 0);
  }
  s.put(c, F.mp, mp);
}

/** The activation ends: a Weak token is removed after the activation, a Slow token at its end. */
export function endActivation(s: GloomState): void {
  const c = s.vars[V_CARD]!;
  const p = s.cards.owner[c]!;
  if (s.cards.zone[c] === BOARD) {
    s.put(c, F.weak, 0);
    s.put(c, F.slow, 0);
    s.put(c, F.exclusive, 0);
    s.put(c, F.mp, 0);
  }
  s.a.activations[p] = s.a.activations[p]! + 1;
  nextActivation(s, p);
}

function rangeOf(s: GloomState, c: number): number {
  const r = s.tables.range[s.cards.def[c]!]!;
  return r > 0 && (s.terrain[hexOf(s, c)]! & V.TK_ELEVATED) !== 0 ? r + 1 : r;
}

function isEnemy(s: GloomState, c: number, u: number): boolean {
  return u >= 0 && s.cards.zone[u] === BOARD && s.cards.owner[u] !== s.cards.owner[c];
}

/** Whether the skill of unit c may target unit u. */
function skillTarget(s: GloomState, c: number, skill: number, u: number): boolean {
  if (u < 0 || s.cards.zone[u] !== BOARD) return false;
  const dist = s.geo.distance[hexOf(s, c) * CELLS + hexOf(s, u)]!;
  const friend = s.cards.owner[u] === s.cards.owner[c];
  switch (skill) {
    case V.SK_DIRECT_ORDER:
      return friend && u !== c && dist <= 2;
    case V.SK_MEND:
      return friend && dist <= 1 && s.get(u, F.wounds) > 0;
    case V.SK_SHOVE:
      return !friend && inEngagementZone(s, c, hexOf(s, u));
    case V.SK_WAR_CRY:
      return u === c;
    default:
      return false;
  }
}

/** Demolition targets: a Destructible hex in the Engagement Zone (melee) or in range and sight (ranged), with Anti-Structure. */
function demolishProfile(s: GloomState, c: number, h: number): number {
  if ((s.terrain[h]! & V.TK_DESTRUCTIBLE) === 0) return -1;
  const def = s.cards.def[c]!;
  if ((s.tables.attackEffects[def * 2 + MELEE]! & V.AE_ANTI_STRUCTURE) !== 0 && inEngagementZone(s, c, h)) return MELEE;
  if ((s.tables.attackEffects[def * 2 + RANGED]! & V.AE_ANTI_STRUCTURE) !== 0 && !isEngaged(s, c) && canTarget(s, c, h, rangeOf(s, c), true)) return RANGED;
  return -1;
}

/** The active unit's options, in id order. */
export function unitActions(s: GloomState, out: Int32Array): number {
  const c = s.vars[V_CARD]!;
  const def = s.cards.def[c]!;
  let n = 0;
  if (s.vars[V_ACTED] === 1) return 0;
  if (s.vars[V_MOVE_USED] === 0 && mayMove(s, c)) out[n++] = A_MOVE;
  const units = 2 * SLOTS;
  const unitCard = s.unitCard;
  // Zero Morale: no Melee Attack Action.
  if (s.get(c, F.morale) > 0) {
    for (let u = 0; u < units; u++) {
      const e = unitCard[u]!;
      if (isEnemy(s, c, e) && inEngagementZone(s, c, hexOf(s, e))) out[n++] = A_MELEE + u;
    }
  }
  const range = rangeOf(s, c);
  if (range > 0 && !isEngaged(s, c)) {
    for (let u = 0; u < units; u++) {
      const e = unitCard[u]!;
      if (isEnemy(s, c, e) && canTarget(s, c, hexOf(s, e), range, true)) out[n++] = A_RANGED + u;
    }
  }
  out[n++] = A_FOCUS;
  out[n++] = A_RALLY;
  const skill = s.tables.skill[def]!;
  if (skill !== V.SK_NONE && s.get(c, F.exclusive) === 0) for (let u = 0; u < units; u++) if (skillTarget(s, c, skill, unitCard[u]!)) out[n++] = A_SKILL + u;
  n = castActions(s, c, out, n);
  if (((s.tables.attackEffects[def * 2 + MELEE]! | s.tables.attackEffects[def * 2 + RANGED]!) & V.AE_ANTI_STRUCTURE) !== 0) for (let h = 0; h < CELLS; h++) if (demolishProfile(s, c, h) >= 0) out[n++] = A_DEMOLISH + h;
  out[n++] = A_END;
  return n;
}

/** A Standard Action (or ending the activation) of the active unit. */
export function standardAction(s: GloomState, a: number): void {
  const c = s.vars[V_CARD]!;
  s.vars[V_ACTED] = 1;
  if (a === A_END) return;
  if (a === A_FOCUS) gainToken(s, c, F.boost);
  else if (a === A_RALLY) gainMorale(s, c, RALLY_TOKENS);
  else if (a >= A_MELEE && a < A_MELEE + 2 * SLOTS) declareMelee(s, c, s.unitCard[a - A_MELEE]!);
  else if (a >= A_RANGED && a < A_RANGED + 2 * SLOTS) declareRanged(s, c, s.unitCard[a - A_RANGED]!);
  else if (a >= A_SKILL && a < A_SKILL + 2 * SLOTS) useSkill(s, c, s.unitCard[a - A_SKILL]!);
  else if (a >= A_DEMOLISH && a < A_DEMOLISH + CELLS) declareDemolish(s, c, a - A_DEMOLISH, demolishProfile(s, c, a - A_DEMOLISH));
  else cast(s, c, Math.floor((a - A_CAST) / CELLS), (a - A_CAST) % CELLS);
}

/** Skills ([Exclusive Action]): Direct Order gives a Fast token, Mend heals a Wound, Shove pushes into the Retreat Zone, War Cry costs engaged enemies a Morale token. */
function useSkill(s: GloomState, c: number, u: number): void {
  s.put(c, F.exclusive, 1);
  const p = s.cards.owner[c]!;
  switch (s.tables.skill[s.cards.def[c]!]) {
    case V.SK_DIRECT_ORDER:
      gainToken(s, u, F.fast);
      return;
    case V.SK_MEND:
      heal(s, u, 1);
      return;
    case V.SK_SHOVE:
      pushIntoRetreatZone(s, u, hexOf(s, c), p);
      return;
    case V.SK_WAR_CRY:
      for (let x = 0; x < 2 * SLOTS; x++) {
        const e = s.unitCard[x]!;
        if (e !== NO_CARD && isEnemy(s, c, e) && inEngagementZone(s, c, hexOf(s, e))) loseMorale(s, e, 1, p);
      }
      return;
  }
}
