// Gambits and Divine Favor (rulebook "Gambits", "Divine Favor", "Strategic Assets", "Underdog"):
// two of the four listed Gambits are chosen hidden at the start of the match; each is played
// once, at the start of one of its player's activations, and revealed then. The first Gambit a
// player plays earns the faction's Divine Favor, itself used once.

import { LIST_GAMBITS } from '../decks.js';
import { A_FAVOR, A_GAMBIT, BOARD, GAMBIT_PAIRS, SLOTS } from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import type { GloomState } from '../state.js';
import * as V from '../vocabulary.js';
import { objectiveControl, underdog } from './round.js';
import { inEngagementZone } from './sight.js';
import { gainMomentum, gainMorale, gainToken, heal } from './tokens.js';

const { boost: BOOST, fast: FAST, weak: WEAK } = CARD_FIELDS.at;

export function gambitChosen(s: GloomState, p: number, k: number): boolean {
  const pair = s.a.gambitChoice[p]!;
  return pair >= 0 && (GAMBIT_PAIRS[pair]![0] === k || GAMBIT_PAIRS[pair]![1] === k);
}

/** Gambits and Divine Favor p may play now (at the start of an activation), in id order. */
export function strategicActions(s: GloomState, p: number, out: Int32Array, n: number): number {
  for (let k = 0; k < LIST_GAMBITS; k++) if (gambitChosen(s, p, k) && (s.a.gambitUsed[p]! & (1 << k)) === 0) out[n++] = A_GAMBIT + k;
  if (s.a.favor[p] === 1) out[n++] = A_FAVOR;
  return n;
}

/** The faction p's army belongs to (its first unit's). */
export function factionOf(s: GloomState, p: number): number {
  return s.tables.faction[s.cards.def[s.unitCard[p * SLOTS]!]!]!;
}

/** Whether unit e stands in the Engagement Zone of one of p's units. */
function engagedByPlayer(s: GloomState, e: number, p: number): boolean {
  for (let c = 0; c < s.cards.size; c++) if (s.cards.zone[c] === BOARD && s.cards.owner[c] === p && inEngagementZone(s, c, s.cards.slot[e]!)) return true;
  return false;
}

/** One Gambit or Divine Favor effect for player p. */
export function applyStrategic(s: GloomState, p: number, effect: number, value: number): void {
  const ss = s.a.soulshards;
  if (effect === V.GE_SS_PER_OBJECTIVE) ss[p] = ss[p]! + value * popcount(objectiveControl(s, p));
  else if (effect === V.GE_SS_IF_UNDERDOG) {
    if (underdog(s) === p) ss[p] = ss[p]! + value;
  } else if (effect === V.GE_COMMAND_SEALS) s.a.commandSeals[p] = s.a.commandSeals[p]! + value;
  else if (effect === V.GE_MOMENTUM) for (let i = 0; i < value; i++) gainMomentum(s, p);
  // The rest act on units: each of p's (or for Weaken, each enemy Engaged by one of p's).
  for (let c = 0; c < s.cards.size; c++) {
    if (s.cards.zone[c] !== BOARD) continue;
    if (s.cards.owner[c] !== p) {
      if (effect === V.GE_WEAKEN_ENGAGED && engagedByPlayer(s, c, p)) gainToken(s, c, WEAK);
      continue;
    }
    if (effect === V.GE_RALLY_ALL) gainMorale(s, c, value);
    else if (effect === V.GE_HEAL_ALL) heal(s, c, value);
    else if (effect === V.GE_BOOST_ALL) gainToken(s, c, BOOST);
    else if (effect === V.GE_HASTE_ALL) gainToken(s, c, FAST);
  }
}

function popcount(x: number): number {
  let n = 0;
  for (let b = x; b !== 0; b &= b - 1) n++;
  return n;
}

export function playGambit(s: GloomState, p: number, k: number): void {
  s.a.gambitUsed[p] = s.a.gambitUsed[p]! | (1 << k);
  const def = s.a.gambitDefs[p * LIST_GAMBITS + k]!;
  s.used(p, def);
  applyStrategic(s, p, s.tables.gambitEffect[def]!, s.tables.gambitValue[def]!);
  if (s.a.favor[p] === 0) s.a.favor[p] = 1;
}

export function useFavor(s: GloomState, p: number): void {
  s.a.favor[p] = 2;
  const favor = s.set.factions[factionOf(s, p)]!['divine-favor'];
  applyStrategic(s, p, V.GAMBIT_EFFECTS.indexOf(favor.effect), favor.value);
}

