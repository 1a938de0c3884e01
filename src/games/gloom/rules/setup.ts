// The Start of the Match (SOM): armies created from their lists, the hidden choice of Gambits,
// deployment into the Deployment Zones or into Reserve; and the resampling of what a player
// cannot know (sealed bids, unrevealed Gambits) for determinization.

import type { Rng } from '../../../core/rng.js';
import { STREAM_CHANCE } from '../../../core/rng.js';
import { splitDeck } from '../../../core/deck-sections.js';
import { GLOOM_DECK_SECTIONS, LIST_GAMBITS, LORE_SIZE } from '../decks.js';
import { CELLS, WALL_HEALTH } from '../scenarios.js';
import { CARD_FIELDS } from '../layout.js';
import { BOARD, GAMBIT_PAIRS, MAX_BID, MUSTER, PH_BID, PH_DEPLOY, PH_GAMBITS, PH_PLACE, RESERVE, SLOTS, START_COMMAND_SEALS, V_ARRIVING, V_CARD, V_MOVE_USED, V_PHASE, V_PLAYER, V_PLAYER_A, V_INITIATIVE, V_ROUND, V_WINNER } from '../ids.js';
import type { GloomState } from '../state.js';
import { T_AMBUSH, T_DEEP_STRIKE, T_LAST_STAND, TK_DESTRUCTIBLE, TK_IMPASSABLE } from '../vocabulary.js';
import { occupant } from './sight.js';
import { NO_CARD } from '../../../core/cards.js';

const { morale: MORALE, facing: FACING, effect: EFFECT } = CARD_FIELDS.at;

/** Creates both armies' units (cards) in their muster piles and records their gambits and lore. */
export function createArmies(s: GloomState, decks: readonly (readonly number[])[]): void {
  const a = s.a;
  a.unitCard.fill(-1);
  let id = 0;
  for (let p = 0; p < 2; p++) {
    const [units, gambits, spells] = splitDeck(s.set, GLOOM_DECK_SECTIONS, decks[p]!) as [number[], number[], number[]];
    a.armySize[p] = units.length;
    units.forEach((def, k) => {
      s.cards.create(id, def, p, MUSTER);
      a.unitCard[p * SLOTS + k] = id++;
    });
    for (let k = 0; k < LIST_GAMBITS; k++) a.gambitDefs[p * LIST_GAMBITS + k] = gambits[k] ?? -1;
    for (let k = 0; k < LORE_SIZE; k++) a.spellDefs[p * LORE_SIZE + k] = spells[k] ?? -1;
  }
}

/** Reports every card of both army lists as in the deck (Gloom has no draws). */
export function reportArmies(s: GloomState): void {
  for (let p = 0; p < 2; p++) {
    s.reportDeck(MUSTER, p);
    for (let k = 0; k < LIST_GAMBITS; k++) if (s.a.gambitDefs[p * LIST_GAMBITS + k]! >= 0) s.inDeck(p, s.a.gambitDefs[p * LIST_GAMBITS + k]!);
    for (let k = 0; k < LORE_SIZE; k++) if (s.a.spellDefs[p * LORE_SIZE + k]! >= 0) s.inDeck(p, s.a.spellDefs[p * LORE_SIZE + k]!);
  }
}

/** The map's terrain, the players' resources, and the first decision: player 0's hidden Gambit choice. */
export function startMatch(s: GloomState): void {
  const a = s.a;
  for (let h = 0; h < CELLS; h++) {
    s.terrain[h] = s.geo.terrain[h]!;
    a.wallHealth[h] = (s.terrain[h]! & TK_DESTRUCTIBLE) !== 0 ? WALL_HEALTH : 0;
  }
  a.commandSeals.fill(START_COMMAND_SEALS);
  a.soulshards.fill(0);
  a.bid.fill(-1);
  a.gambitChoice.fill(-1);
  s.vars.fill(0);
  s.vars[V_PLAYER_A] = -1;
  s.vars[V_INITIATIVE] = -1;
  s.vars[V_CARD] = -1;
  s.vars[V_WINNER] = -1;
  s.vars[V_ROUND] = 0;
  s.vars[V_PHASE] = PH_GAMBITS;
  s.vars[V_PLAYER] = 0;
  s.beginTurn(0);
}

/** A player seals which 2 of their 4 listed Gambits they take; after the second choice, deployment. */
export function chooseGambits(s: GloomState, p: number, pair: number): void {
  s.a.gambitChoice[p] = pair;
  if (p === 0) {
    s.vars[V_PLAYER] = 1;
    s.beginTurn(1);
  } else {
    // A roll-off decides who deploys first, so neither seat is favoured.
    const first = rollOff(s);
    s.vars[V_PHASE] = PH_DEPLOY;
    s.vars[V_PLAYER] = first;
    s.beginTurn(first);
  }
}

/** A roll-off: each player rolls a die until they differ; the higher wins. */
export function rollOff(s: GloomState): number {
  for (;;) {
    const a = s.rng.die(STREAM_CHANCE);
    const b = s.rng.die(STREAM_CHANCE);
    if (a !== b) return a > b ? 0 : 1;
  }
}

export function canReserve(s: GloomState, c: number): boolean {
  const def = s.cards.def[c]!;
  return s.tables.hasTrait(def, T_AMBUSH) || s.tables.hasTrait(def, T_DEEP_STRIKE);
}

/** The unit of p's slot k while it waits in `zone`, or -1. */
export function unitIn(s: GloomState, p: number, k: number, zone: number): number {
  const c = s.unitCard[p * SLOTS + k]!;
  return c >= 0 && s.cards.zone[c] === zone ? c : -1;
}

/** Whether hex h can take a unit: on the map, empty, not Impassable. */
export function isFree(s: GloomState, h: number): boolean {
  return h >= 0 && (s.terrain[h]! & TK_IMPASSABLE) === 0 && occupant(s, h) === NO_CARD;
}

/** Whether the placed unit may go to hex h: its Deployment Zone, or where Ambush or Deep Strike let it arrive. */
export function placeable(s: GloomState, c: number, h: number): boolean {
  if (!isFree(s, h)) return false;
  const p = s.cards.owner[c]!;
  if (s.vars[V_ARRIVING] === 0) return s.geo.deploy[p * CELLS + h] === 1;
  // Arrival: Ambush from a map edge at least 2 hexes from any enemy; Deep Strike anywhere at least 3 away.
  const ambush = s.tables.hasTrait(s.cards.def[c]!, T_AMBUSH);
  if (ambush && s.geo.edge[h] !== 1) return false;
  const keep = ambush ? 2 : 3;
  for (let e = 0; e < s.cards.size; e++) {
    if (s.cards.zone[e] !== BOARD || s.cards.owner[e] === p) continue;
    if (s.geo.distance[s.cards.slot[e]! * CELLS + h]! < keep) return false;
  }
  return true;
}

/** A unit enters the battlefield: its Morale tokens, its facing, Last Stand's Effect token. */
export function enterBattlefield(s: GloomState, c: number, h: number, facing: number): void {
  s.cards.placeInCell(c, BOARD, h, s.cards.owner[c]!);
  s.fields.reset(c);
  const def = s.cards.def[c]!;
  s.put(c, MORALE, s.tables.morale[def]!);
  s.put(c, FACING, facing);
  s.put(c, EFFECT, s.tables.hasTrait(def, T_LAST_STAND) ? 1 : 0);
}

function musterLeft(s: GloomState, p: number): boolean {
  return s.cards.count(MUSTER, p) > 0;
}

/** After a unit is deployed or put in Reserve: the other player deploys next while they have units left, then round 1 starts. */
export function nextDeployer(s: GloomState, p: number, startRound: (s: GloomState) => void): void {
  const q = 1 - p;
  const next = musterLeft(s, q) ? q : musterLeft(s, p) ? p : -1;
  s.vars[V_CARD] = -1;
  if (next < 0) {
    startRound(s);
    return;
  }
  s.vars[V_PHASE] = PH_DEPLOY;
  s.vars[V_PLAYER] = next;
  s.beginTurn(next);
}

export function selectForPlacement(s: GloomState, c: number, arriving: boolean): void {
  s.vars[V_CARD] = c;
  s.vars[V_ARRIVING] = arriving ? 1 : 0;
  s.vars[V_PHASE] = PH_PLACE;
  if (arriving) s.vars[V_MOVE_USED] = 1;
}

export function toReserve(s: GloomState, c: number): void {
  s.cards.pushOnto(c, RESERVE, s.cards.owner[c]!);
}

/**
 * What `viewer` cannot know, drawn again: the opponent's sealed bid while the viewer has not
 * bid, and which of their listed Gambits the opponent chose (consistent with those used).
 */
export function resampleHidden(s: GloomState, viewer: number, rng: Rng): void {
  const o = 1 - viewer;
  const a = s.a;
  if (s.vars[V_PHASE] === PH_BID && a.bid[o]! >= 0 && a.bid[viewer]! < 0) a.bid[o] = rng.below(Math.min(MAX_BID, a.commandSeals[o]!) + 1);
  if (a.gambitChoice[o]! >= 0) {
    // Any pair holding every gambit already used (and so revealed) is as likely as the true one.
    let count = 0;
    for (let i = 0; i < GAMBIT_PAIRS.length; i++) if (pairPossible(s, o, i)) count++;
    let pick = rng.below(count);
    for (let i = 0; i < GAMBIT_PAIRS.length; i++) {
      if (!pairPossible(s, o, i)) continue;
      if (pick-- === 0) {
        a.gambitChoice[o] = i;
        break;
      }
    }
  }
}

function pairPossible(s: GloomState, p: number, i: number): boolean {
  const [x, y] = GAMBIT_PAIRS[i]!;
  const used = s.a.gambitUsed[p]!;
  return (used & ~((1 << x) | (1 << y))) === 0 && s.a.gambitDefs[p * LIST_GAMBITS + x]! >= 0 && s.a.gambitDefs[p * LIST_GAMBITS + y]! >= 0;
}

