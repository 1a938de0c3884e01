// The Triumvirate (Formats & Mods, Multiplayer formats): three players, each allowed to attack
// one of the two opponents. A die roll at the start of the first round sets the rotation ("1-3
// means that the first player will attack the opponent to his/her right ... 4-6 means that the
// player to the left will be attacked instead"), every later round a re-roll keeps it (1-3) or
// reverses it (4-6), and a player may attack the other opponent for one turn by paying: three
// cards from hand picked at random, or all of the player's gold while none has been spent.
//
// Turns pass to the left (seat p, then p + 1), so the opponent to a player's left is the next
// seat (rotation +1) and the one to the right the previous seat (rotation -1).

import * as coreRng from '../../../core/rng.js';
import * as wtIds from '../ids.js';
import * as wtLayout from '../layout.js';
import type { WtState } from '../state.js';
import * as wtBoard from './board.js';
import * as wtGold from './gold.js';

const { STREAM_CHANCE } = coreRng;
const { A_TARGET_DISCARD, A_TARGET_GOLD, HAND, MA_ATTACK, RESOURCES, VARIANT_TRIUMVIRATE, V_MA_CURRENT, V_MA_DONE } = wtIds;
const { marked: MARKED } = wtLayout.CARD_FIELDS.at;
const { toGrave } = wtBoard;
const { gold } = wtGold;

/** Words of the state's `attack` array. */
export const TARGET = 0;
export const ROTATION = 1;
export const OFF_ROTATION = 2;

/** "Discard 3 cards in hand, randomly picked by the player he/she wants to be able to attack". */
export const OFF_ROTATION_DISCARDS = 3;

export function isTriumvirate(s: WtState): boolean {
  return s.facts.id === VARIANT_TRIUMVIRATE;
}

/** A six-sided die from the chance stream: rolled when the round begins, so no agent sees it before. */
function rollDie(s: WtState): number {
  return s.rng.die(STREAM_CHANCE);
}

/**
 * The round's die. First round: 1-3 every player attacks the opponent to the right, 4-6 the one
 * to the left. Later rounds: "1-3: You continue in the same clockrotation. 4-6: You change
 * rotation, so everyone gets a new target instead of the old one."
 */
export function rollRotation(s: WtState): void {
  const roll = rollDie(s);
  const a = s.attack;
  if (a[ROTATION] === 0) a[ROTATION] = roll <= 3 ? -1 : 1;
  else if (roll >= 4) a[ROTATION] = -a[ROTATION]!;
}

/** Whether p has not attacked yet this turn (the target is chosen before the attack). */
function beforeAttack(s: WtState): boolean {
  return ((s.vars[V_MA_DONE]! | s.vars[V_MA_CURRENT]!) & MA_ATTACK) === 0;
}

/** Whether p can "mark all his/her gold" now: there is gold, and "no gold has bee spent yet" this turn. */
export function canPayAllGold(s: WtState, p: number): boolean {
  return s.goldSpent[p] === 0 && gold(s, p, true) > 0;
}

/**
 * The off-rotation actions of the turn player p in an own play phase, before any attack and at
 * most once a turn: for the opponent the rotation does not name, pay by three cards from hand
 * (when p holds three) or by all the gold (when none was spent), from out[n] on.
 */
export function offRotationActions(s: WtState, p: number, out: Int32Array, n: number): number {
  if (!isTriumvirate(s) || s.attack[OFF_ROTATION] === 1 || !beforeAttack(s)) return n;
  const rotation = s.attack[TARGET];
  const discard = s.cards.count(HAND, p) >= OFF_ROTATION_DISCARDS;
  const allGold = canPayAllGold(s, p);
  for (let q = 0; q < s.numPlayers; q++) if (q !== p && q !== rotation && discard) out[n++] = A_TARGET_DISCARD + q;
  for (let q = 0; q < s.numPlayers; q++) if (q !== p && q !== rotation && allGold) out[n++] = A_TARGET_GOLD + q;
  return n;
}

/** p pays to attack the player of action `a` this turn: three random cards from hand to the grave, or every resource marked and all other gold gone. */
export function payOffRotation(s: WtState, p: number, a: number): void {
  const t = s.cards;
  if (a < A_TARGET_GOLD) {
    for (let i = 0; i < OFF_ROTATION_DISCARDS; i++) toGrave(s, t.at(HAND, p, s.rng.below(STREAM_CHANCE, t.count(HAND, p))));
    s.attack[TARGET] = a - A_TARGET_DISCARD;
  } else {
    const start = t.pileStart(RESOURCES, p);
    for (let i = 0; i < t.count(RESOURCES, p); i++) s.setF(t.pile[start + i]!, MARKED, 1);
    s.bonusGold[p] = 0;
    s.armyGold[p] = 0;
    s.goldSpent[p] = 1;
    s.attack[TARGET] = a - A_TARGET_GOLD;
  }
  s.attack[OFF_ROTATION] = 1;
}
