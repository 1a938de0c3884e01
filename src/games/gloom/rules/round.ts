// The Round sequence: the Underdog bonus, initiative bids with Command Seals, the Player A /
// Player B roles, alternating activations (5, 4, 3 per player), God's Push at the end of the
// round, Regeneration, scoring Objective Areas, and the End of the Match by Soulshards.

import { CARD_FIELDS } from '../layout.js';
import { A_PLACE, A_STAY, ACTIVATIONS, BOARD, END_ANNIHILATION, END_ROUNDS, END_SOULSHARDS, FALLEN, PH_ACTIVATE, PH_BID, PH_GODS_PUSH, PH_ROLE, RESERVE, ROUNDS, SLOTS, UNITS, V_CARD, V_INITIATIVE, V_PHASE, V_PLAYER, V_PLAYER_A, V_PUSH_CURSOR, V_ROUND } from '../ids.js';
import { CELLS } from '../scenarios.js';

/** The six sides in the order of their neighbours' hex numbers: the row above (NW, NE), the same row (W, E), the row below (SW, SE). */
const NEIGHBOURS_ASCENDING = [2, 1, 3, 0, 4, 5] as const;
import type { GloomState } from '../state.js';
import { T_REGENERATION } from '../vocabulary.js';
import { isFree, placeable, rollOff } from './setup.js';
import { hexOf, isUnengaged } from './sight.js';
import { heal } from './tokens.js';

const { activated: ACTIVATED, morale: MORALE, shield: SHIELD } = CARD_FIELDS.at;

/** The Underdog: the player with fewer Soulshards, or -1 when they are level. */
export function underdog(s: GloomState): number {
  const ss = s.a.soulshards;
  return ss[0] === ss[1] ? -1 : ss[0]! < ss[1]! ? 0 : 1;
}

/** A round starts: the Underdog gains a Command Seal (the Underdog bonus), then player 0 seals a bid. */
export function startRound(s: GloomState): void {
  s.vars[V_ROUND] = s.vars[V_ROUND]! + 1;
  const u = underdog(s);
  if (u >= 0) s.a.commandSeals[u] = s.a.commandSeals[u]! + 1;
  s.a.bid.fill(-1);
  s.a.activations.fill(0);
  s.a.reacted.fill(0);
  s.vars[V_PHASE] = PH_BID;
  s.vars[V_PLAYER] = 0;
  s.vars[V_CARD] = -1;
  s.beginTurn(0);
}

/**
 * A sealed bid. Once both are in, both are paid; the higher bid wins the initiative, a tie goes
 * to the Underdog, else to the player who did not have it last round (a roll-off in round 1).
 */
export function placeBid(s: GloomState, p: number, bid: number): void {
  const a = s.a;
  a.bid[p] = bid;
  if (p === 0) {
    s.vars[V_PLAYER] = 1;
    s.beginTurn(1);
    return;
  }
  a.commandSeals[0] = a.commandSeals[0]! - a.bid[0]!;
  a.commandSeals[1] = a.commandSeals[1]! - a.bid[1]!;
  let winner: number;
  if (a.bid[0] !== a.bid[1]) winner = a.bid[0]! > a.bid[1]! ? 0 : 1;
  else if (underdog(s) >= 0) winner = underdog(s);
  // Round 1 with no Underdog: a roll-off (a die each until they differ), so neither seat is favoured.
  else if (s.vars[V_INITIATIVE]! < 0) winner = rollOff(s);
  else winner = 1 - s.vars[V_INITIATIVE]!;
  s.vars[V_INITIATIVE] = winner;
  s.vars[V_PHASE] = PH_ROLE;
  s.vars[V_PLAYER] = winner;
}

/** The initiative winner takes the role of Player A (activates first) or Player B. */
export function chooseRole(s: GloomState, p: number, beA: boolean): void {
  const first = beA ? p : 1 - p;
  s.vars[V_PLAYER_A] = first;
  s.vars[V_PHASE] = PH_ACTIVATE;
  s.vars[V_PLAYER] = first;
  s.beginTurn(first);
}

export function activationsThisRound(s: GloomState): number {
  return ACTIVATIONS[s.vars[V_ROUND]! - 1] ?? 0;
}

/** A reserve unit that may arrive now: from round 2, with somewhere to arrive. */
export function canArrive(s: GloomState, c: number): boolean {
  if (s.vars[V_ROUND]! < 2 || s.cards.zone[c] !== RESERVE) return false;
  for (let h = 0; h < CELLS; h++) if (placeable(s, c, h)) return true;
  return false;
}

/** Whether p has an activation left this round and a unit to spend it on. */
export function canActivate(s: GloomState, p: number): boolean {
  if (s.a.activations[p]! >= activationsThisRound(s)) return false;
  const round = s.vars[V_ROUND]!;
  for (let k = 0; k < SLOTS; k++) {
    const c = s.unitCard[p * SLOTS + k]!;
    if (c < 0) continue;
    if (s.cards.zone[c] === BOARD && s.get(c, ACTIVATED) !== round) return true;
    if (s.cards.zone[c] === RESERVE && canArrive(s, c)) return true;
  }
  return false;
}

/** Whether p still has a unit that is not Destroyed (on the battlefield or in Reserve). */
function hasArmy(s: GloomState, p: number): boolean {
  for (let k = 0; k < SLOTS; k++) {
    const c = s.unitCard[p * SLOTS + k]!;
    if (c >= 0 && s.cards.zone[c] !== FALLEN) return true;
  }
  return false;
}

/** 0 or 1: the player with more Soulshards; 2: equal. */
function soulshardLeader(s: GloomState): number {
  const ss = s.a.soulshards;
  return ss[0] === ss[1] ? 2 : ss[0]! > ss[1]! ? 0 : 1;
}

/**
 * Annihilation: an army with every unit Destroyed ends the match, won by the other (both gone:
 * by Soulshards). The list gives no such rule; with nothing left to score or contest, the
 * survivor would take every Objective Area in the rounds left.
 */
function annihilation(s: GloomState): boolean {
  const alive0 = hasArmy(s, 0);
  const alive1 = hasArmy(s, 1);
  if (alive0 && alive1) return false;
  s.finish(alive0 ? 0 : alive1 ? 1 : soulshardLeader(s), END_ANNIHILATION);
  return true;
}

/** After an activation: the other player activates if they can, else the same player; when neither can, God's Push. */
export function nextActivation(s: GloomState, p: number): void {
  if (annihilation(s)) return;
  const q = 1 - p;
  s.vars[V_CARD] = -1;
  const next = canActivate(s, q) ? q : canActivate(s, p) ? p : -1;
  if (next < 0) {
    startGodsPush(s);
    return;
  }
  s.vars[V_PHASE] = PH_ACTIVATE;
  s.vars[V_PLAYER] = next;
  s.beginTurn(next);
}

/** Whether unit index u gets a God's Push: on the battlefield, not activated this round, Unengaged. */
export function pushEligible(s: GloomState, u: number): boolean {
  const c = s.unitCard[u]!;
  return c >= 0 && s.cards.zone[c] === BOARD && s.get(c, ACTIVATED) !== s.vars[V_ROUND] && isUnengaged(s, c);
}

/** The order God's Push asks units in: Player A's units, then Player B's. */
export function pushOrder(s: GloomState, i: number): number {
  const a = s.vars[V_PLAYER_A]!;
  return i < SLOTS ? a * SLOTS + i : (1 - a) * SLOTS + (i - SLOTS);
}

function startGodsPush(s: GloomState): void {
  s.vars[V_PHASE] = PH_GODS_PUSH;
  s.vars[V_PUSH_CURSOR] = 0;
}

/** The God's Push cursor moves past units that get none; at the end the round ends. Returns the unit asked, or -1. */
export function nextPushed(s: GloomState): number {
  for (;;) {
    const i = s.vars[V_PUSH_CURSOR]!;
    if (i >= UNITS) {
      endRound(s);
      return -1;
    }
    const u = pushOrder(s, i);
    if (pushEligible(s, u)) {
      s.vars[V_PLAYER] = (u / SLOTS) | 0;
      return u;
    }
    s.vars[V_PUSH_CURSOR] = i + 1;
  }
}

/** The God's Push answers for unit c: each empty hex next to it with each facing, then "stay", in id order. */
export function pushActions(s: GloomState, c: number, out: Int32Array): number {
  const at = hexOf(s, c);
  let n = 0;

  for (const d of NEIGHBOURS_ASCENDING) {
    const h = s.geo.neighbour[at * 6 + d]!;
    if (isFree(s, h)) for (let f = 0; f < 6; f++) out[n++] = A_PLACE + h * 6 + f;
  }
  out[n++] = A_STAY;
  return n;
}

/** Who controls each Objective Area: more units with Morale tokens in its hexes. Returns p's area bits. */
export function objectiveControl(s: GloomState, p: number): number {
  const objectives = s.geo.scenario.objectives.length;
  let bits = 0;
  for (let o = 0; o < objectives; o++) {
    let lead = 0;
    for (let c = 0; c < s.cards.size; c++) {
      if (s.cards.zone[c] !== BOARD || s.get(c, MORALE) === 0 || s.geo.objective[s.cards.slot[c]!] !== o) continue;
      lead += s.cards.owner[c] === p ? 1 : -1;
    }
    if (lead > 0) bits |= 1 << o;
  }
  return bits;
}

export function objectiveShards(s: GloomState, bits: number): number {
  const objectives = s.geo.scenario.objectives;
  let n = 0;
  for (let i = 0; i < objectives.length; i++) if ((bits & (1 << i)) !== 0) n += objectives[i]!.soulshards;
  return n;
}

/** The End Phase: Regeneration, round-long Effect tokens go, Objective Areas score; after round 3 the match ends. */
export function endRound(s: GloomState): void {
  for (let c = 0; c < s.cards.size; c++) {
    if (s.cards.zone[c] !== BOARD) continue;
    const regen = s.tables.traitValue(s.cards.def[c]!, T_REGENERATION);
    if (regen > 0) heal(s, c, regen);
    s.put(c, SHIELD, 0);
  }
  // Both controls are read before either score changes.
  const won0 = objectiveShards(s, objectiveControl(s, 0));
  const won1 = objectiveShards(s, objectiveControl(s, 1));
  s.a.soulshards[0] = s.a.soulshards[0]! + won0;
  s.a.soulshards[1] = s.a.soulshards[1]! + won1;
  if (s.vars[V_ROUND]! >= ROUNDS) {
    const leader = soulshardLeader(s);
    s.finish(leader, leader === 2 ? END_ROUNDS : END_SOULSHARDS);
    return;
  }
  startRound(s);
}

