// Arcs, engagement and Line of Sight (rulebook "Front Arc", "Rear Arc", "Vision Arc",
// "Engagement Zone", "Engaged", "Unengaged", "Line of Sight", "Blocking", "Elevated", "Elusive",
// "Obstructing", "Obscuring", "Hollow Hex" / "Solid Hex").

import { NO_CARD } from '../../../core/cards.js';
import { CARD_FIELDS } from '../layout.js';
import { inFrontArc, LINE_WIDTH } from '../geometry.js';
import { BOARD } from '../ids.js';
import { CELLS } from '../scenarios.js';
import type { GloomState } from '../state.js';
import { T_LARGE, T_UNOBTRUSIVE, TK_ELEVATED, TK_ELUSIVE, TK_OBSCURING, TK_OBSTRUCTING } from '../vocabulary.js';

const { facing: FACING } = CARD_FIELDS.at;

/** The hex a unit stands in, or -1 when it is not on the battlefield. */
export function hexOf(s: GloomState, c: number): number {
  return s.cards.zone[c] === BOARD ? s.cards.slot[c]! : -1;
}

export function occupant(s: GloomState, hex: number): number {
  return s.cards.cell(BOARD, hex);
}

/** Whether `hex` is one of the three hexes of unit c's Engagement Zone (adjacent across its Front Arc). */
export function inEngagementZone(s: GloomState, c: number, hex: number): boolean {
  const at = hexOf(s, c);
  if (at < 0 || s.geo.distance[at * CELLS + hex] !== 1) return false;
  return inFrontArc(s.get(c, FACING), s.geo.side[at * CELLS + hex]!);
}

/** Engaged: within an enemy's Engagement Zone, unless its hex is Elusive. */
export function isEngaged(s: GloomState, c: number): boolean {
  const at = hexOf(s, c);
  if (at < 0 || (s.terrain[at]! & TK_ELUSIVE) !== 0) return false;
  const owner = s.cards.owner[c]!;
  const nb = s.geo.neighbour;
  for (let d = 0; d < 6; d++) {
    const n = nb[at * 6 + d]!;
    if (n < 0) continue;
    const e = occupant(s, n);
    if (e !== NO_CARD && s.cards.owner[e] !== owner && inFrontArc(s.get(e, FACING), (d + 3) % 6)) return true;
  }
  return false;
}

/** Engaging: an enemy (not in an Elusive hex) stands in this unit's Engagement Zone. */
export function isEngaging(s: GloomState, c: number): boolean {
  const at = hexOf(s, c);
  if (at < 0) return false;
  const owner = s.cards.owner[c]!;
  const f = s.get(c, FACING);
  for (let k = -1; k <= 1; k++) {
    const n = s.geo.neighbour[at * 6 + ((f + k + 6) % 6)]!;
    if (n < 0 || (s.terrain[n]! & TK_ELUSIVE) !== 0) continue;
    const e = occupant(s, n);
    if (e !== NO_CARD && s.cards.owner[e] !== owner) return true;
  }
  return false;
}

export function isUnengaged(s: GloomState, c: number): boolean {
  return !isEngaged(s, c) && !isEngaging(s, c);
}

/** Whether a hex blocks a line drawn by a viewer who is (or is not) on Elevated ground. */
function blocks(s: GloomState, hex: number, elevated: boolean): boolean {
  if ((s.terrain[hex]! & TK_OBSTRUCTING) !== 0) return true;
  const o = occupant(s, hex);
  if (o === NO_CARD) return false;
  const def = s.cards.def[o]!;
  return elevated ? s.tables.hasTrait(def, T_LARGE) : !s.tables.hasTrait(def, T_UNOBTRUSIVE);
}

/**
 * Line of Sight from unit c to a hex: automatic within one hex of its Front Arc; otherwise one
 * of the two lines between the hexes (corner to corners) must pass no Blocking hex.
 */
export function hasLineOfSight(s: GloomState, c: number, hex: number): boolean {
  const at = hexOf(s, c);
  if (at < 0) return false;
  if (at === hex || inEngagementZone(s, c, hex)) return true;
  const elevated = (s.terrain[at]! & TK_ELEVATED) !== 0;
  const line = s.geo.line;
  for (let k = 0; k < 2; k++) {
    const o = ((at * CELLS + hex) * 2 + k) * LINE_WIDTH;
    let clear = true;
    for (let i = 0; i < LINE_WIDTH && clear; i++) {
      const x = line[o + i]!;
      if (x < 0) break;
      if (blocks(s, x, elevated)) clear = false;
    }
    if (clear) return true;
  }
  return false;
}

/** In unit c's Vision Arc (the area forward of its Front Arc), or in its Engagement Zone. */
export function inVisionArc(s: GloomState, c: number, hex: number): boolean {
  const at = hexOf(s, c);
  return at >= 0 && (s.geo.vision[(at * 6 + s.get(c, FACING)) * CELLS + hex] === 1 || inEngagementZone(s, c, hex));
}

/**
 * Whether unit c may aim a rule of range `range` at `hex`: within range, and for a solid-hex
 * range in its Vision Arc with Line of Sight; a unit in an Obscuring hex cannot be targeted from
 * more than 2 hexes away.
 */
export function canTarget(s: GloomState, c: number, hex: number, range: number, needsSight: boolean): boolean {
  const at = hexOf(s, c);
  const dist = s.geo.distance[at * CELLS + hex]!;
  if (dist > range) return false;
  if ((s.terrain[hex]! & TK_OBSCURING) !== 0 && dist > 2 && occupant(s, hex) !== NO_CARD) return false;
  return !needsSight || (inVisionArc(s, c, hex) && hasLineOfSight(s, c, hex));
}
