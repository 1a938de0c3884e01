// Movement (rulebook "Move Action", "Standard Move", "Movement Points", "Difficult",
// "Dangerous", "Scary", "Impassable", "Engagement Zone", "Flying", "Clumsy", "Skirmish",
// "Trample") and Displacement ("Displacement", "Directly Away", "Retreat Zone", "Impossible
// Displacement", "Teleport", "God's Push").
//
// A Move action is taken one hex at a time (a step across one of the six sides), then the unit
// stops and chooses its facing; stepping turns the unit to face the way it steps.

import { NO_CARD } from '../../../core/cards.js';
import { STREAM_CHANCE } from '../../../core/rng.js';
import { DISPLACE_FIXED, DISPLACE_RETREAT, FRAMES } from '../frames.js';
import { inFrontArc } from '../geometry.js';
import { BOARD, PH_MOVING, PH_UNIT, V_MOVE_USED, V_PHASE } from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import { CELLS } from '../scenarios.js';
import type { GloomState } from '../state.js';
import { T_CLUMSY, T_FLYING, T_LARGE, T_SKIRMISH, T_TRAMPLE, TK_DANGEROUS, TK_DIFFICULT, TK_IMPASSABLE, TK_RUBBLE, TK_SCARY } from '../vocabulary.js';
import { isFree } from './setup.js';
import { hexOf, isEngaged, occupant } from './sight.js';
import { loseMorale, wound } from './tokens.js';

const { mp: MP, moved: MOVED, facing: FACING } = CARD_FIELDS.at;
const { displace: F_DISPLACE, trample: F_TRAMPLE } = FRAMES.kind;

/** A unit enters a hex by any means: Scary costs a Morale token; Dangerous rolls an Attack Die (not for Flying). Returns whether it was destroyed. */
export function enterHex(s: GloomState, c: number, h: number): boolean {
  const t = s.terrain[h]!;
  if ((t & TK_SCARY) !== 0 && loseMorale(s, c, 1, -1)) return true;
  if ((t & TK_DANGEROUS) !== 0 && !s.tables.hasTrait(s.cards.def[c]!, T_FLYING)) {
    // This roll cannot be rerolled by any means: no question follows it.
    if (s.rng.die(STREAM_CHANCE) >= 3) return wound(s, c, 1, -1);
  }
  return false;
}

/** Movement Points a hex costs to enter: Difficult (and Rubble) 2, else 1; Flying ignores Difficult. */
export function stepCost(s: GloomState, c: number, h: number): number {
  if ((s.terrain[h]! & (TK_DIFFICULT | TK_RUBBLE)) === 0) return 1;
  return s.tables.hasTrait(s.cards.def[c]!, T_FLYING) ? 1 : 2;
}

/** Whether an Engaged unit may still start a Move action (Skirmish). */
export function mayMove(s: GloomState, c: number): boolean {
  return !isEngaged(s, c) || s.tables.hasTrait(s.cards.def[c]!, T_SKIRMISH);
}

export function startMove(s: GloomState): void {
  s.vars[V_MOVE_USED] = 1;
  s.vars[V_PHASE] = PH_MOVING;
}

/** Whether Trample can push the unit in hex h out of the way: an enemy that is not Large. */
function trampleTarget(s: GloomState, c: number, h: number): boolean {
  const o = occupant(s, h);
  return o !== NO_CARD && s.cards.owner[o] !== s.cards.owner[c] && s.tables.hasTrait(s.cards.def[c]!, T_TRAMPLE) && !s.tables.hasTrait(s.cards.def[o]!, T_LARGE);
}

/** Whether unit c may step across side d now. */
export function canStep(s: GloomState, c: number, d: number): boolean {
  const at = hexOf(s, c);
  const h = s.geo.neighbour[at * 6 + d]!;
  if (h < 0 || (s.terrain[h]! & TK_IMPASSABLE) !== 0) return false;
  if (s.tables.hasTrait(s.cards.def[c]!, T_CLUMSY) && !inFrontArc(s.get(c, FACING), d)) return false;
  if (stepCost(s, c, h) > s.get(c, MP)) return false;
  return occupant(s, h) === NO_CARD || trampleTarget(s, c, h);
}

function moveInto(s: GloomState, c: number, h: number): void {
  s.cards.placeInCell(c, BOARD, h, s.cards.owner[c]!);
}

/** One step of a Move action. Entering an enemy's Engagement Zone ends the move (not for Skirmish). */
export function step(s: GloomState, c: number, d: number): void {
  const at = hexOf(s, c);
  const h = s.geo.neighbour[at * 6 + d]!;
  s.put(c, MP, s.get(c, MP) - stepCost(s, c, h));
  s.put(c, FACING, d);
  const o = occupant(s, h);
  if (o !== NO_CARD) {
    // Trample: the enemy is pushed Directly Away; if it cannot go it loses a Morale token and the trampler stays.
    // The trample frame goes beneath the pushed unit's facing question: the trampler enters after it.
    s.stack.push(F_TRAMPLE, c, h);
    if (!pushDirectlyAway(s, o, at, s.cards.owner[c]!)) {
      s.stack.pop();
      s.put(c, MP, 0);
    }
    return;
  }
  finishStep(s, c, h);
}

/** The trampler (or a stepping unit) enters hex h. */
export function finishStep(s: GloomState, c: number, h: number): void {
  if (occupant(s, h) !== NO_CARD) return;
  moveInto(s, c, h);
  s.put(c, MOVED, s.get(c, MOVED) + 1);
  if (enterHex(s, c, h)) return;
  if (isEngaged(s, c) && !s.tables.hasTrait(s.cards.def[c]!, T_SKIRMISH)) s.put(c, MP, 0);
}

export function stop(s: GloomState, c: number, facing: number): void {
  s.put(c, FACING, facing);
  s.vars[V_PHASE] = PH_UNIT;
}

/** The facings a unit may stop with: any, or for a Clumsy unit its Front Arc. */
export function canFace(s: GloomState, c: number, f: number): boolean {
  return !s.tables.hasTrait(s.cards.def[c]!, T_CLUMSY) || inFrontArc(s.get(c, FACING), f);
}

/**
 * Pushes unit c Directly Away from hex `from`: into the hex across the side opposite the push's
 * origin. An occupied or Impassable hex (or the map's edge) costs it a Morale token instead.
 * Returns whether it moved (its controller then chooses its facing).
 */
export function pushDirectlyAway(s: GloomState, c: number, from: number, byPlayer: number): boolean {
  const at = hexOf(s, c);
  const d = s.geo.side[from * CELLS + at]!;
  const h = s.geo.neighbour[at * 6 + d]!;
  if (!isFree(s, h)) {
    loseMorale(s, c, 1, byPlayer);
    return false;
  }
  moveInto(s, c, h);
  if (!enterHex(s, c, h)) s.stack.push(F_DISPLACE, s.cards.owner[c]!, c, DISPLACE_FIXED, h);
  return true;
}

/** The Retreat Zone of unit c pushed from hex `from`: the three hexes across the sides opposite it. */
export function retreatHex(s: GloomState, c: number, from: number, k: number): number {
  const at = hexOf(s, c);
  const d = s.geo.side[at * CELLS + from]!;
  return s.geo.neighbour[at * 6 + ((d + 2 + k) % 6)]!;
}

/** A push into the Retreat Zone: the owner picks an empty hex; with none, the displacement fails and the unit suffers a Wound. */
export function pushIntoRetreatZone(s: GloomState, c: number, from: number, byPlayer: number): void {
  for (let k = 0; k < 3; k++) {
    if (isFree(s, retreatHex(s, c, from, k))) {
      s.stack.push(F_DISPLACE, s.cards.owner[c]!, c, DISPLACE_RETREAT, from);
      return;
    }
  }
  wound(s, c, 1, byPlayer);
}

/** Whether the displacement question on top allows (hex, facing). */
export function displacementAllows(s: GloomState, h: number): boolean {
  const stack = s.stack;
  const c = stack.top(FRAMES.field.displace.card);
  const mode = stack.top(FRAMES.field.displace.mode);
  const from = stack.top(FRAMES.field.displace.from);
  if (mode === DISPLACE_FIXED) return h === from;
  for (let k = 0; k < 3; k++) if (retreatHex(s, c, from, k) === h && isFree(s, h)) return true;
  return false;
}

/** The displaced unit goes to the chosen hex (if it is not there already) and faces as chosen. */
export function answerDisplacement(s: GloomState, h: number, facing: number): void {
  const c = s.stack.top(FRAMES.field.displace.card);
  s.stack.pop();
  s.put(c, FACING, facing);
  if (hexOf(s, c) !== h) {
    moveInto(s, c, h);
    enterHex(s, c, h);
  }
}

/** Teleport: straight to an empty hex, ignoring everything between; Scary still applies; the controller chooses the facing. */
export function teleport(s: GloomState, c: number, h: number): void {
  moveInto(s, c, h);
  if (!enterHex(s, c, h)) s.stack.push(F_DISPLACE, s.cards.owner[c]!, c, DISPLACE_FIXED, h);
}

/** God's Push: a bonus displacement of one hex, facing freely chosen. */
export function godsPush(s: GloomState, c: number, h: number, facing: number): void {
  moveInto(s, c, h);
  s.put(c, FACING, facing);
  enterHex(s, c, h);
}
