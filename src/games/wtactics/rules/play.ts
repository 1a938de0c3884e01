// Playing cards from hand (Card Types, Prerequisites, Paying a cost): resources, creatures in
// the Entrance phase into either front, equipment attached to an own creature, enchantments in a
// front with an unassigned unmarked creature, events at any time (as responses too), and magic
// in the own play phase in a front with a caster. Loyalty and gold are prerequisites of all.

import * as wtCardsSchema from '../card-schema.js';
import * as wtCards from '../card-tables.js';
import * as wtFrames from '../frames.js';
import * as wtIds from '../ids.js';
import type { BoardSurvey } from '../scratch.js';
import type { WtState } from '../state.js';
import * as wtBoard from './board.js';
import * as wtEffects from './effects.js';
import * as wtGold from './gold.js';

const { FACTIONS } = wtCardsSchema;
const { K_CREATURE, K_ENCHANTMENT, K_EQUIPMENT, K_EVENT, K_MAGIC, T_NONE, T_OWN } = wtCards;
const { EN_CARD } = wtFrames;
const { A_PLAY, A_RESOURCE, DEFENSIVE, FRONTS, HAND, HEROES, NO_TARGET, OFFENSIVE, PLAYING, TARGETS_PER_PLAY } = wtIds;
const { attachTo, cellFront, cellPlayer, cellZone, enterPlay, freeCell, isAssigned, isMarked } = wtBoard;
const { cellOf } = wtIds;
const { targetOk } = wtEffects;
const { canLayResource, costOf, gold, pay } = wtGold;

/** Where a player may play now: their own play phase, the Entrance phase, or a response window. */
export const CTX_PLAY = 0;
export const CTX_ENTRANCE = 1;
export const CTX_WINDOW = 2;

/** The distinct definitions in p's hand into out, ascending; returns their count. */
export function handDefs(s: WtState, p: number, out: Int32Array): number {
  return s.scratch.defMarks.distinct(s.cards, HAND, p, out);
}

/** A card of definition d in p's hand (the last one). */
export function handCard(s: WtState, p: number, d: number): number {
  const t = s.cards;
  const start = t.pileStart(HAND, p);
  for (let i = t.count(HAND, p) - 1; i >= 0; i--) {
    const c = t.pile[start + i]!;
    if (t.def[c] === d) return c;
  }
  throw new Error(`player ${p} has no card ${d} in hand`);
}

export function heroOf(s: WtState, p: number): number {
  return s.cards.def[s.cards.cell(HEROES, p)]!;
}

/** The card's loyalty requirement is within what p's hero brings for its faction. */
export function loyaltyOk(s: WtState, p: number, d: number): boolean {
  const t = s.tables;
  return t.loyalty[d] === 0 || t.heroLoyalty[heroOf(s, p) * FACTIONS.length + t.faction[d]!]! >= t.loyalty[d]!;
}

/** p's resource actions (a hand card laid face down), ascending, from out[n] on. */
export function resourceActions(s: WtState, p: number, out: Int32Array, n: number): number {
  if (!canLayResource(s, p)) return n;
  const defs = s.scratch.handDefs;
  const k = handDefs(s, p, defs);
  for (let i = 0; i < k; i++) out[n++] = A_RESOURCE + defs[i]!;
  return n;
}

/** Fills `survey` with p's caster and ready zones and the occupied cells: what aiming magic and enchantments needs. */
function surveyBoard(s: WtState, p: number, survey: BoardSurvey): void {
  const t = s.tables;
  let casterZones = 0;
  let readyZones = 0;
  let occupied = 0;
  const cells = survey.cells;
  for (let k = 0; k < s.cellCount; k++) {
    const c = s.cards.cell(FRONTS, k);
    if (c < 0) continue;
    cells[occupied++] = k;
    if (cellPlayer(k) !== p || isAssigned(s, c)) continue;
    const zone = 1 << cellZone(k);
    if ((t.types[s.cards.def[c]!]! & t.casterBit) !== 0) casterZones |= zone;
    if (!isMarked(s, c)) readyZones |= zone;
  }
  survey.casterZones = casterZones;
  survey.readyZones = readyZones;
  survey.occupied = occupied;
}

/** Whether p may aim card d at creature x in `cell` now (beyond gold), given p's board survey. */
function aimOk(s: WtState, p: number, d: number, x: number, cell: number, survey: BoardSurvey): boolean {
  const t = s.tables;
  const kind = t.kind[d];
  if (kind === K_EQUIPMENT) {
    return targetOk(s, p, T_OWN, x) && (t.onlyType[d] === 0 || (t.types[s.cards.def[x]!]! & t.onlyType[d]!) !== 0);
  }
  if (!targetOk(s, p, t.effect.target[d]!, x)) return false;
  const local = s.localZones[cellZone(cell)]!;
  if (kind === K_ENCHANTMENT) return (survey.readyZones & local) !== 0;
  if (kind === K_MAGIC) return (survey.casterZones & local) !== 0;
  return true;
}

/** The plays proper (A_PLAY ids) of p in `ctx`, from out[n] on; call after every id below A_PLAY is listed. */
export function cardPlays(s: WtState, p: number, ctx: number, out: Int32Array, n: number): number {
  const defs = s.scratch.handDefs;
  const k = handDefs(s, p, defs);
  if (k === 0) return n;
  const t = s.tables;
  const g = gold(s, p);
  const survey = s.scratch.survey;
  surveyBoard(s, p, survey);
  for (let i = 0; i < k; i++) {
    const d = defs[i]!;
    if (!loyaltyOk(s, p, d)) continue;
    const kind = t.kind[d];
    const base = A_PLAY + d * TARGETS_PER_PLAY;
    if (kind === K_CREATURE) {
      if (ctx !== CTX_ENTRANCE || costOf(s, d, -1) > gold(s, p, true)) continue;
      for (let front = OFFENSIVE; front <= DEFENSIVE; front++) if (freeCell(s, p, front) >= 0) out[n++] = base + cellOf(p, front, 0);
      continue;
    }
    if (kind === K_EVENT ? ctx === CTX_ENTRANCE : ctx !== CTX_PLAY) continue;
    if (kind !== K_EQUIPMENT && kind !== K_ENCHANTMENT && t.effect.target[d] === T_NONE) {
      if ((kind !== K_MAGIC || survey.casterZones !== 0) && costOf(s, d, -1) <= g) out[n++] = base + NO_TARGET;
      continue;
    }
    const fixed = t.costKind[d] === 0;
    if (fixed && t.cost[d]! > g) continue;
    for (let j = 0; j < survey.occupied; j++) {
      const cell = survey.cells[j]!;
      const x = s.cards.cell(FRONTS, cell);
      if (aimOk(s, p, d, x, cell, survey) && (fixed || costOf(s, d, x) <= g)) out[n++] = base + cell;
    }
  }
  return n;
}

/**
 * p plays hand card `d` at `target` (a cell, or NO_TARGET). Creatures, equipment and
 * enchantments enter play at once; events and magic go on the stack with a window for the
 * other players (in a window: as a response, beneath the window that reopens).
 */
export function playCard(s: WtState, p: number, index: number, inWindow: boolean): void {
  const d = (index / TARGETS_PER_PLAY) | 0;
  const target = index % TARGETS_PER_PLAY;
  const c = handCard(s, p, d);
  const t = s.tables;
  const kind = t.kind[d];
  const x = target === NO_TARGET ? -1 : s.cards.cell(FRONTS, target);
  s.used(p, d);
  if (kind === K_CREATURE) {
    pay(s, p, costOf(s, d, -1), true);
    enterPlay(s, c, freeCell(s, p, cellFront(target)));
    s.passiveWindow();
    return;
  }
  pay(s, p, costOf(s, d, x));
  if (kind === K_EQUIPMENT || kind === K_ENCHANTMENT) {
    attachTo(s, c, x);
    s.passiveWindow();
    return;
  }
  s.cards.pushOnto(c, PLAYING, p);
  if (inWindow) s.windows.respond(s.stack, EN_CARD, p, c, x, 0, 0);
  else s.playEntry(p, EN_CARD, c, x, 0);
}
