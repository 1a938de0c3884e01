// Leaving the battlefield: captured into a capture pile, destroyed (discarded), returned to the
// owner's hand, or banished (spawn, whatever the reason); what protects a card from capture
// (Indomitable, Bulwark, Sentry) and Large cards' two hits; Horde and Explosive, which removal
// sets off; Smite's double Renown; and a levelled Key Figure leaving with the cards under it.

import * as coreCards from '../../../core/cards.js';
import * as warsongCards from '../card-schema.js';
import * as frameModule from '../frames.js';
import * as ids from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import { leavingLine } from '../narration.js';
import type { WarsongState } from '../state.js';
import { directionFrom } from './attack.js';
import { aroundKey, facing, firstAround, hasKeyword, isLarge, occupy, printedKeywords } from './placement.js';

const { NO_CARD } = coreCards;
const { CREATURE, KW, SENTINEL, SPAWN } = warsongCards;
const { FRAMES, pushFrame } = frameModule;
const { BANISH, CAPTURE, DISCARD, HAND } = ids;
const FIELD_WIDTH = CARD_FIELDS.width;
const ORIENTATION = CARD_FIELDS.at.orientation;
const LARGE_HIT_BY = CARD_FIELDS.at.largeHitBy;
const GUARD_TURN = CARD_FIELDS.at.guardTurn;
const SMITE_DOUBLE = CARD_FIELDS.at.smiteDouble;
const HORDE = FRAMES.kind.horde;
/** auraCount index of Sentry. */
const SENTRY_BIT = 31 - Math.clz32(KW.Sentry);

// How a card leaves (narration.ts words them in this order).
const CAPTURED = 0;
const DESTROYED = 1;
const RETURNED = 2;

/** Destroys a card on the battlefield: to the owner's discard pile (Explosive and Horde follow); `by` is the destroying player. */
export function destroy(s: WarsongState, card: number, by: number, source = NO_CARD): void {
  remove(s, card, DESTROYED, by, source);
}

/** Returns a card on the battlefield to its owner's hand (Flee, Assassin, Duelist, Fetid Gob); everyone saw it. */
export function returnToHand(s: WarsongState, card: number): void {
  remove(s, card, RETURNED, -1, NO_CARD);
}

/** Renown one captured card scores (Smite doubles it). */
export function capturedRenown(s: WarsongState, card: number): number {
  return s.defs.renown[s.cards.def[card]!]! * (1 + s.cardValues[card * FIELD_WIDTH + SMITE_DOUBLE]!);
}

/** Whether `card` may not be captured by an attack of type `a` now (ignoring Large's two hits). */
export function cannotCapture(s: WarsongState, card: number, a: number): boolean {
  const indomitable = s.defs.indomitableType[s.cards.def[card]!]!;
  if (indomitable >= 0 && a !== indomitable) return true;
  const p = s.cards.controller[card]!;
  if (s.cardValues[card * FIELD_WIDTH + GUARD_TURN]! > s.ownTurns[p]!) return true;
  // The walk for a Sentry is a call, made only when p has one (printed or from an Aura).
  return (s.sentriesOf[p] !== 0 || s.auraCount[SENTRY_BIT] !== 0) && guardedBySentry(s, card, p);
}

/** Sentry: an allied Sentry of p whose Sentinel side touches `card`. */
function guardedBySentry(s: WarsongState, card: number, p: number): boolean {
  const geo = s.geo;
  const occupant = s.occupant;
  const controller = s.cards.controller;
  if (!isLarge(s, card)) {
    // Only a card in one of the four straight neighbours can touch it with a side.
    const x = s.cards.slot[card]!;
    if ((geo.crossMask[x]! & s.ownCells[p]!) === 0) return false;
    for (let d = 0; d < 4; d++) {
      const y = geo.step[x * 4 + d]!;
      const o = y < 0 ? NO_CARD : occupant[y]!;
      // The ally's side towards this card faces back along d, whatever the ally's size.
      if (o !== NO_CARD && controller[o] === p && facing(s, o, (d + 2) & 3) === SENTINEL && hasKeyword(s, o, KW.Sentry)) return true;
    }
    return false;
  }
  const k = aroundKey(s, card);
  const n = geo.aroundCount[k]!;
  for (let i = 0; i < n; i++) {
    const o = occupant[geo.around[k * 12 + i]!]!;
    if (o === NO_CARD || o === card || controller[o] !== p) continue;
    if (!hasKeyword(s, o, KW.Sentry)) continue;
    const dir = directionFrom(s, o, card);
    if (dir >= 0 && facing(s, o, dir) === SENTINEL) return true;
  }
  return false;
}

/** Captures `card` (attacked with type `a`, -1 for Cleave) for the controller of `att` when nothing protects it; true when taken. */
export function tryCapture(s: WarsongState, card: number, a: number, att: number): boolean {
  if (cannotCapture(s, card, a)) return false;
  if (isLarge(s, card)) {
    // Large: "only captured by 2 or more successful attackers", two different cards.
    const first = card * FIELD_WIDTH + LARGE_HIT_BY;
    if (s.cardValues[first] === 0) s.cardValues[first] = att + 1;
    if (s.cardValues[first] === att + 1) return false;
  }
  const p = s.cards.controller[att]!;
  remove(s, card, CAPTURED, p, att);
  // Bulwark (Towered Dreadnaut): a capture on any player's turn, a counter-attack included,
  // guards it until its controller's next turn begins.
  if ((printedKeywords(s, att) & KW.Bulwark) !== 0) s.cardValues[att * FIELD_WIDTH + GUARD_TURN] = s.ownTurns[p]! + 1;
  return true;
}

/**
 * Takes a card (and any card under it) off the battlefield: captured into `by`'s capture pile,
 * destroyed (discard, or `by`'s capture pile for a levelled Key Figure), or returned to the
 * owners' hands. Spawn are banished whatever the reason. Explosive and Horde follow.
 */
function remove(s: WarsongState, card: number, how: number, by: number, source: number): void {
  if (s.narrator !== null) s.narrator(leavingLine(s, card, how, source));
  const t = s.cards;
  const defs = s.defs;
  const d = t.def[card]!;
  const cell = t.slot[card]!;
  const controller = t.controller[card]!;
  const orientation = s.cardValues[card * FIELD_WIDTH + ORIENTATION]!;
  const large = isLarge(s, card);
  const horde = how !== RETURNED && (defs.keywords[d]! & KW.Horde) !== 0 && !large && besideTwoOfItsTribe(s, card);
  const levelled = defs.character[d]! >= 0 && hasUnder(s, card);
  occupy(s, card, cell, controller, -1);
  s.cardValues[card * FIELD_WIDTH + LARGE_HIT_BY] = 0;
  s.cardValues[card * FIELD_WIDTH + GUARD_TURN] = 0;
  // Cards under a levelled Key Figure.
  if (levelled) for (let c = 0; c < t.size; c++) if (t.attachedTo[c] === card) moveOff(s, c, how, by, source, true);
  moveOff(s, card, how, by, source, levelled);
  if (horde) pushFrame(s.stack, HORDE, controller, cell, orientation, defs.tribe[d]!, card);
  // Explosive: every creature around it is destroyed (discarded, not captured); chains recurse.
  if (how === DESTROYED && (defs.keywords[d]! & KW.Explosive) !== 0) {
    const geo = s.geo;
    const k = geo.aroundKey(cell, large);
    const n = geo.aroundCount[k]!;
    for (let i = 0; i < n; i++) {
      const o = s.occupant[geo.around[k * 12 + i]!]!;
      if (o !== NO_CARD && defs.type[t.def[o]!] === CREATURE) remove(s, o, DESTROYED, by, NO_CARD);
    }
  }
}

/** Horde's condition: at least two other creatures of the card's tribe around it. */
function besideTwoOfItsTribe(s: WarsongState, card: number): boolean {
  const geo = s.geo;
  const { tribe, type } = s.defs;
  const def = s.cards.def;
  const own = tribe[def[card]!];
  const k = aroundKey(s, card);
  const n = geo.aroundCount[k]!;
  let same = 0;
  for (let i = 0; i < n; i++) {
    const o = s.occupant[geo.around[k * 12 + i]!]!;
    if (o !== NO_CARD && tribe[def[o]!] === own && type[def[o]!] === CREATURE && firstAround(s, k, i, o)) same++;
  }
  return same >= 2;
}

function moveOff(s: WarsongState, c: number, how: number, by: number, source: number, levelled: boolean): void {
  const t = s.cards;
  const defs = s.defs;
  const owner = t.owner[c]!;
  const d = t.def[c]!;
  if (defs.type[d] === SPAWN) {
    t.pushOnto(c, BANISH, owner);
    return;
  }
  if (how === RETURNED) {
    t.pushOnto(c, HAND, owner);
    // Returned from the battlefield: everyone saw it leave, it stays known.
    t.revealToAll(c);
    return;
  }
  if (how === CAPTURED || levelled) {
    const smite = source !== NO_CARD && defs.smiteTribe[t.def[source]!] === defs.tribe[d] && defs.type[d] === CREATURE;
    s.cardValues[c * FIELD_WIDTH + SMITE_DOUBLE] = smite ? 1 : 0;
    t.pushOnto(c, CAPTURE, by);
    s.renownOf[by] = s.renownOf[by]! + capturedRenown(s, c);
  } else t.pushOnto(c, DISCARD, owner);
}

function hasUnder(s: WarsongState, card: number): boolean {
  const attachedTo = s.cards.attachedTo;
  for (let c = 0; c < s.cards.size; c++) if (attachedTo[c] === card) return true;
  return false;
}
