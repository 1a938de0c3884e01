// Movement and Combat: creatures move between the fronts (unmarked, one front per turn, before
// or after the attack phase, not both); attackers are declared from the Offensive one at a time
// and marked, a response phase follows, the defending player (the other one of two; of three,
// the turn's target: rules/triumvirate.ts) assigns Defensive creatures to
// attackers (each announcing its equipment once it has blocked, as an attacker does when
// declared), and the combats resolve one attacker at a time in an order the players choose in
// turn, each after its own response phase.

import * as coreCards from '../../../core/cards.js';
import * as coreFrames from '../../../core/frames.js';
import * as wtCards from '../card-tables.js';
import * as wtFrames from '../frames.js';
import * as wtIds from '../ids.js';
import * as wtLayout from '../layout.js';
import type { WtState } from '../state.js';
import * as wtBoard from './board.js';
import * as wtQuests from './quests.js';
import * as wtAnnouncement from './announcement.js';
import * as wtWinning from './winning.js';

const { NO_CARD } = coreCards;
const { ASKED } = coreFrames;
const { KW_CANNOT_ATTACK } = wtCards;
const { FRAMES } = wtFrames;
const { A_ATTACK, A_BLOCK, A_DONE, A_MOVE, A_ORDER, DEFENSIVE, FRONT_CELLS, FRONTS, MA_ATTACK, MA_MOVE, OFFENSIVE, PLAYER_CELLS, V_MA_CURRENT, V_MA_DONE, V_MOVED_FROM } = wtIds;
const { attacking: ATTACKING, blocking: BLOCKING } = wtLayout.CARD_FIELDS.at;
const { canDefendKeywords, canMark, cellFront, cellPlayer, clearCombat, effAtk, effDef, freeCell, keywordsOf, kill, mark } = wtBoard;
const { onInfluenceDamage } = wtQuests;
const { announceEquipment } = wtAnnouncement;
const { loseInfluence } = wtWinning;
const F_ATTACKERS = FRAMES.kind.attackers;
const F_BLOCKS = FRAMES.kind.blocks;
const F_ORDER = FRAMES.kind.order;
const F_FIGHT = FRAMES.kind.fight;
const LAST_ATTACKER = FRAMES.field.attackers.last;
const LAST_BLOCKER = FRAMES.field.blocks.last;

/** What the current move/attack phase may still be used for: MA_MOVE and/or MA_ATTACK bits. */
function openUses(s: WtState): number {
  if (s.vars[V_MA_CURRENT] !== 0) return s.vars[V_MA_CURRENT]!;
  return (MA_MOVE | MA_ATTACK) & ~s.vars[V_MA_DONE]!;
}

/** Whether p's creature in `cell` may move to the other front now. */
export function canMove(s: WtState, p: number, cell: number): boolean {
  if ((openUses(s) & MA_MOVE) === 0) return false;
  const c = s.cards.cell(FRONTS, cell);
  if (c === NO_CARD || cellPlayer(cell) !== p || !canMark(s, c)) return false;
  const front = cellFront(cell);
  if (s.vars[V_MOVED_FROM]! >= 0 && s.vars[V_MOVED_FROM] !== front) return false;
  return freeCell(s, p, 1 - front) >= 0;
}

/** Marks the creature, announces the move and places it in the other front. */
export function move(s: WtState, p: number, cell: number): void {
  const c = s.cards.cell(FRONTS, cell);
  const front = cellFront(cell);
  mark(s, c);
  s.cards.placeInCell(c, FRONTS, freeCell(s, p, 1 - front), p);
  s.vars[V_MOVED_FROM] = front;
  s.vars[V_MA_CURRENT] = MA_MOVE;
}

export function canAttackWith(s: WtState, p: number, cell: number): boolean {
  const c = s.cards.cell(FRONTS, cell);
  if (c === NO_CARD || cellPlayer(cell) !== p || cellFront(cell) !== OFFENSIVE || !canMark(s, c)) return false;
  return s.f(c, ATTACKING) === 0 && (keywordsOf(s, c) & KW_CANNOT_ATTACK) === 0;
}

/** The move and attack actions of the active player in a move/attack phase, from out[n] on. */
export function moveAttackActions(s: WtState, p: number, out: Int32Array, n: number): number {
  const uses = openUses(s);
  const first = p * PLAYER_CELLS;
  const last = first + PLAYER_CELLS;
  if ((uses & MA_MOVE) !== 0) for (let k = first; k < last; k++) if (canMove(s, p, k)) out[n++] = A_MOVE + k;
  if ((uses & MA_ATTACK) !== 0 && s.vars[V_MA_CURRENT] === 0) for (let k = first; k < first + FRONT_CELLS; k++) if (canAttackWith(s, p, k)) out[n++] = A_ATTACK + k;
  return n;
}

/** The first attacker: the phase becomes the attack phase and the rest are chosen in ascending order. */
export function startAttack(s: WtState, p: number, cell: number): void {
  s.vars[V_MA_CURRENT] = MA_ATTACK;
  s.setF(s.cards.cell(FRONTS, cell), ATTACKING, 1);
  s.stack.push(F_ATTACKERS, p, cell);
  announceEquipment(s, p, cell);
}

export function attackerActions(s: WtState, p: number, out: Int32Array): number {
  out[0] = A_DONE;
  let n = 1;
  const last = p * PLAYER_CELLS + FRONT_CELLS;
  for (let k = s.stack.top(LAST_ATTACKER) + 1; k < last; k++) if (canAttackWith(s, p, k)) out[n++] = A_ATTACK + k;
  return n;
}

export function addAttacker(s: WtState, p: number, cell: number): void {
  s.setF(s.cards.cell(FRONTS, cell), ATTACKING, 1);
  s.stack.setTop(LAST_ATTACKER, cell);
  announceEquipment(s, p, cell);
}

/** All attackers are announced: they mark, the defending player will assign defenders after the response phase (the defending player first). */
export function attackersDone(s: WtState, p: number): void {
  s.stack.pop();
  const first = p * PLAYER_CELLS;
  for (let k = first; k < first + FRONT_CELLS; k++) {
    const c = s.cards.cell(FRONTS, k);
    if (c !== NO_CARD && s.f(c, ATTACKING) === 1) mark(s, c);
  }
  s.stack.push(F_BLOCKS, s.defender(), -1);
  s.responsePhase(s.defender());
}

/** The attacker in the active player's Offensive slot k, when it still attacks. */
function attackerAt(s: WtState, k: number): number {
  const c = s.cards.cell(FRONTS, (s.turnPlayer() * 2 + OFFENSIVE) * FRONT_CELLS + k);
  return c !== NO_CARD && s.f(c, ATTACKING) === 1 ? c : NO_CARD;
}

/** Defender assignments: defensive slot d (ascending) to attacker slot a; or done. */
export function blockActions(s: WtState, p: number, out: Int32Array): number {
  out[0] = A_DONE;
  let n = 1;
  const base = (p * 2 + DEFENSIVE) * FRONT_CELLS;
  for (let dslot = s.stack.top(LAST_BLOCKER) + 1; dslot < FRONT_CELLS; dslot++) {
    const d = s.cards.cell(FRONTS, base + dslot);
    if (d === NO_CARD || !canDefendKeywords(s, d)) continue;
    for (let a = 0; a < FRONT_CELLS; a++) if (attackerAt(s, a) !== NO_CARD) out[n++] = A_BLOCK + dslot * FRONT_CELLS + a;
  }
  return n;
}

/** The defender in defensive slot `index / FRONT_CELLS` blocks the attacker in offensive slot `index % FRONT_CELLS`, then announces its equipment. */
export function assignBlock(s: WtState, p: number, index: number): void {
  const dslot = (index / FRONT_CELLS) | 0;
  const cell = (p * 2 + DEFENSIVE) * FRONT_CELLS + dslot;
  s.setF(s.cards.cell(FRONTS, cell), BLOCKING, attackerAt(s, index % FRONT_CELLS));
  s.stack.setTop(LAST_BLOCKER, dslot);
  announceEquipment(s, p, cell);
}

/** Defenders are assigned: the active player chooses the first combat. */
export function blocksDone(s: WtState): void {
  s.stack.pop();
  s.stack.push(F_ORDER, s.turnPlayer());
}

export function pendingCombats(s: WtState): number {
  let n = 0;
  for (let k = 0; k < FRONT_CELLS; k++) if (attackerAt(s, k) !== NO_CARD) n++;
  return n;
}

export function orderActions(s: WtState, out: Int32Array): number {
  let n = 0;
  for (let k = 0; k < FRONT_CELLS; k++) if (attackerAt(s, k) !== NO_CARD) out[n++] = A_ORDER + k;
  return n;
}

/** The combat of attacker slot k is next: its response phase opens (defending player first); the other side of the combat chooses the combat after it. */
export function chooseCombat(s: WtState, k: number): void {
  s.stack.setTop(ASKED, s.stack.top(ASKED) === s.turnPlayer() ? s.defender() : s.turnPlayer());
  s.stack.push(F_FIGHT, attackerAt(s, k));
  s.responsePhase(s.defender());
}

/**
 * Resolves one attacker's combat. Undefended, its ATK comes off the defending player's
 * influence. Defended, it strikes the first defender (dies when the ATK reaches its DEF) and
 * every defender strikes back together (the attacker dies when their ATK reaches its DEF).
 */
export function fight(s: WtState, a: number): void {
  if (s.cards.zone[a] !== FRONTS || s.f(a, ATTACKING) !== 1) return;
  s.setF(a, ATTACKING, 0);
  const p = s.cards.controller[a]!;
  const q = s.defender();
  const base = (q * 2 + DEFENSIVE) * FRONT_CELLS;
  let first = NO_CARD;
  let strikeBack = 0;
  for (let k = 0; k < FRONT_CELLS; k++) {
    const d = s.cards.cell(FRONTS, base + k);
    if (d === NO_CARD || s.f(d, BLOCKING) !== a) continue;
    if (first === NO_CARD) first = d;
    strikeBack += effAtk(s, d);
  }
  const atk = effAtk(s, a);
  if (first === NO_CARD) {
    loseInfluence(s, q, atk, p);
    onInfluenceDamage(s, p, atk);
    return;
  }
  const defenderDies = atk >= effDef(s, first);
  const attackerDies = strikeBack >= effDef(s, a);
  if (defenderDies) kill(s, first, true, p, a);
  if (attackerDies) kill(s, a, true, q, first);
}

/** No combat left: the attack is over. */
export function endAttack(s: WtState): void {
  s.stack.pop();
  clearCombat(s);
}
