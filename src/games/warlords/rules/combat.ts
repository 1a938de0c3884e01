// Activating troops in the tactics phase: moving up to SPD spaces orthogonally (SPD - 1 on the
// preparation turn), stopping and fighting at once on entering an active threat area, attacking
// by exhausting next to an enemy, striking the warlord from the enemy summoning line; and combat
// itself: the sudden phase (a response window), then simultaneous combat damage read from the
// spaces, so a troop gone from combat skips it and a troop put in its place fights instead.

import { NO_CARD } from '../../../core/cards.js';
import { FRAMES, WINDOWS } from '../frames.js';
import { A_ATTACK, A_CHOOSE, A_MOVE, A_STRIKE, CELLS, DIRS, FIELD, GROUND, HERE, ITEM_TARGET, PH_TACTICS, WARLORD_TARGET } from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import type { WarlordsState } from '../state.js';
import { effAtk, effSpd, enemyDirs, flies, NEIGHBOR, onHomeRow, threatDirs, troopCells, troopOf } from './board.js';
import { checkDeaths, damageWarlord, dealDamage, wearItem } from './damage.js';

const { attacked: ATTACKED, exhausted: EXHAUSTED, skillUsed: SKILL_USED, steps: STEPS, summoned: SUMMONED, threatStart: THREAT_START, weapon: WEAPON } = CARD_FIELDS.at;
const F_COMBAT = FRAMES.kind.combat;
const F_CHOOSE = FRAMES.kind.chooseTarget;
const { attackerCell: C_CELL, player: C_PLAYER, target: C_TARGET, strikers: C_STRIKERS } = FRAMES.field.combat;
const { cell: Q_CELL, dirs: Q_DIRS } = FRAMES.field.chooseTarget;
/** `steps` of a troop that has moved (or fought): no movement left this turn. */
export const STOPPED = 99;

/** Whether troop c is on its preparation turn (summoned this turn). */
export function preparing(s: WarlordsState, c: number): boolean {
  return s.field(c, SUMMONED) === s.turn();
}

/** Spaces troop c may move this turn: none once it has moved. */
export function stepsLeft(s: WarlordsState, c: number): number {
  if (s.field(c, STEPS) !== 0) return 0;
  const prep = preparing(s, c);
  // On the preparation turn a troop moves or uses its skill, not both.
  if (prep && s.field(c, SKILL_USED) === 1) return 0;
  const left = effSpd(s, c) - (prep ? 1 : 0);
  return left > 0 ? left : 0;
}

/** Whether p's troop c may act (move, attack) now: not exhausted and not yet in a combat it started this turn. */
function ready(s: WarlordsState, c: number): boolean {
  return s.field(c, EXHAUSTED) === 0 && s.field(c, ATTACKED) === 0;
}

/** The troop on `cell` of p may strike the enemy warlord: from the enemy summoning line, no enemy troop next to it (unless it flies and they do not). */
export function canStrikeWarlord(s: WarlordsState, c: number, p: number): boolean {
  const cell = s.cards.slot[c]!;
  if (!onHomeRow(cell, 1 - p) || !ready(s, c)) return false;
  const near = enemyDirs(s, cell, p);
  if (near === 0) return true;
  if (!flies(s, c)) return false;
  for (let d = 0; d < DIRS; d++) if ((near & (1 << d)) !== 0 && flies(s, s.cards.cell(FIELD, NEIGHBOR[cell * 4 + d]!))) return false;
  return true;
}

/** What troop c of p on `cell` would fight attacking in direction d (0..3, or HERE), as a combat target, or -2 for nothing. */
function attackTarget(s: WarlordsState, cell: number, d: number, p: number): number {
  const n = d === HERE ? cell : NEIGHBOR[cell * 4 + d]!;
  if (n < 0) return -2;
  if (d !== HERE && troopOf(s, n, 1 - p) !== NO_CARD) return n;
  const item = s.cards.cell(GROUND, n);
  return item !== NO_CARD && s.cards.controller[item] === 1 - p ? ITEM_TARGET + n : -2;
}

/**
 * The spaces p's troop on `from` can move to with `steps` spaces: orthogonal paths through empty
 * spaces, none passing through an active enemy threat area (entering one ends the move). A bit
 * mask over the cells.
 */
export function reachable(s: WarlordsState, from: number, steps: number, p: number): number {
  const { dist, queue } = s.scratch;
  dist.fill(-1);
  dist[from] = 0;
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  let mask = 0;
  while (head < tail) {
    const c = queue[head++]!;
    const dc = dist[c]!;
    if (dc === steps || (c !== from && threatDirs(s, c, p) !== 0)) continue;
    for (let d = 0; d < DIRS; d++) {
      const n = NEIGHBOR[c * 4 + d]!;
      if (n < 0 || dist[n]! >= 0 || s.cards.cell(FIELD, n) !== NO_CARD) continue;
      dist[n] = dc + 1;
      queue[tail++] = n;
      mask |= 1 << n;
    }
  }
  return mask;
}

/** The tactics-phase troop activations of p (moves, attacks, warlord strikes), appended to `out` from n. */
export function troopActions(s: WarlordsState, p: number, out: Int32Array, n: number): number {
  const own = s.scratch.tacticsTroops;
  const k = troopCells(s, p, own);
  // Ids ascend by family then cell: moves, then attacks, then strikes.
  for (let i = 0; i < k; i++) {
    const cell = own[i]!;
    const c = s.cards.cell(FIELD, cell);
    if (!ready(s, c)) continue;
    const steps = stepsLeft(s, c);
    if (steps === 0) continue;
    const mask = reachable(s, cell, steps, p);
    for (let to = 0; to < CELLS; to++) if ((mask & (1 << to)) !== 0) out[n++] = A_MOVE + cell * CELLS + to;
  }
  for (let i = 0; i < k; i++) {
    const cell = own[i]!;
    if (!ready(s, s.cards.cell(FIELD, cell))) continue;
    for (let d = 0; d <= HERE; d++) if (attackTarget(s, cell, d, p) !== -2) out[n++] = A_ATTACK + cell * (DIRS + 1) + d;
  }
  for (let i = 0; i < k; i++) {
    const cell = own[i]!;
    if (canStrikeWarlord(s, s.cards.cell(FIELD, cell), p)) out[n++] = A_STRIKE + cell;
  }
  return n;
}

/**
 * p's troop on `cell` declares combat against `target`: it is exhausted, the target and every
 * enemy whose active threat area it stands in will strike back, and the sudden phase opens.
 */
export function declareCombat(s: WarlordsState, cell: number, p: number, target: number): void {
  const c = s.cards.cell(FIELD, cell);
  s.setField(c, EXHAUSTED, 1);
  s.setField(c, ATTACKED, 1);
  s.setField(c, STEPS, STOPPED);
  let strikers = threatDirs(s, cell, p);
  if (target >= 0 && target < CELLS) for (let d = 0; d < DIRS; d++) if (NEIGHBOR[cell * 4 + d] === target) strikers |= 1 << d;
  s.stack.push(F_COMBAT, cell, p, target, strikers);
  WINDOWS.openFor(s.stack, s.turnPlayer());
}

/** p's troop on `from` moves to `to`: its move of the turn; ending in an active threat area starts combat at once. */
export function move(s: WarlordsState, from: number, to: number, p: number): void {
  const c = s.cards.cell(FIELD, from);
  s.cards.placeInCell(c, FIELD, to, p);
  s.setField(c, STEPS, STOPPED);
  const threats = threatDirs(s, to, p);
  if (threats === 0) return;
  if ((threats & (threats - 1)) === 0) declareCombat(s, to, p, NEIGHBOR[to * 4 + (31 - Math.clz32(threats))]!);
  else s.stack.push(F_CHOOSE, p, to, threats);
}

export function attack(s: WarlordsState, cell: number, d: number, p: number): void {
  declareCombat(s, cell, p, attackTarget(s, cell, d, p));
}

export function strikeWarlord(s: WarlordsState, cell: number, p: number): void {
  declareCombat(s, cell, p, WARLORD_TARGET);
}

/** The attacker's choice among the threatening troops. */
export function chooseTargetActions(s: WarlordsState, out: Int32Array): number {
  const dirs = s.stack.top(Q_DIRS);
  let n = 0;
  for (let d = 0; d < DIRS; d++) if ((dirs & (1 << d)) !== 0) out[n++] = A_CHOOSE + d;
  return n;
}

export function chooseTarget(s: WarlordsState, d: number): void {
  const cell = s.stack.top(Q_CELL);
  const p = s.stack.top(1);
  s.stack.pop();
  declareCombat(s, cell, p, NEIGHBOR[cell * 4 + d]!);
}

/**
 * Combat damage (the combat frame is on top): every combatant still there deals its ATK at
 * once; weapons lose durability as their troop strikes, whatever the damage absorbed.
 */
export function resolveCombat(s: WarlordsState): void {
  const stack = s.stack;
  const cell = stack.top(C_CELL);
  const p = stack.top(C_PLAYER);
  const target = stack.top(C_TARGET);
  const strikers = stack.top(C_STRIKERS);
  stack.pop();
  const a = troopOf(s, cell, p);
  if (a === NO_CARD) return;
  const atkA = effAtk(s, a);
  // Each striker's ATK is read before any damage is dealt.
  const strikerAtk = s.scratch.strikerAtk;
  for (let d = 0; d < DIRS; d++) {
    strikerAtk[d] = -1;
    if ((strikers & (1 << d)) === 0) continue;
    const e = troopOf(s, NEIGHBOR[cell * 4 + d]!, 1 - p);
    if (e !== NO_CARD) strikerAtk[d] = effAtk(s, e);
  }
  let hit = false;
  if (target === WARLORD_TARGET) {
    damageWarlord(s, 1 - p, atkA);
    hit = true;
  } else if (target >= ITEM_TARGET) {
    const item = s.cards.cell(GROUND, target - ITEM_TARGET);
    if (item !== NO_CARD && s.cards.controller[item] === 1 - p) {
      wearItem(s, item);
      hit = true;
    }
  } else {
    const e = troopOf(s, target, 1 - p);
    if (e !== NO_CARD) {
      dealDamage(s, e, atkA, false);
      hit = true;
    }
  }
  for (let d = 0; d < DIRS; d++) {
    if (strikerAtk[d]! < 0) continue;
    const e = troopOf(s, NEIGHBOR[cell * 4 + d]!, 1 - p);
    dealDamage(s, a, strikerAtk[d]!, false);
    const w = s.field(e, WEAPON);
    if (w !== NO_CARD) wearItem(s, w);
  }
  if (hit) {
    const w = s.field(a, WEAPON);
    if (w !== NO_CARD) wearItem(s, w);
  }
  checkDeaths(s);
}

/**
 * A troop of p that began the tactics phase in an active enemy threat area must leave it or
 * fight before the phase ends: true while one is still there, ready and has not fought.
 */
export function mustStillFight(s: WarlordsState, p: number): boolean {
  if (s.phase() !== PH_TACTICS) return false;
  const own = s.scratch.tacticsTroops;
  const k = troopCells(s, p, own);
  for (let i = 0; i < k; i++) {
    const c = s.cards.cell(FIELD, own[i]!);
    if (s.field(c, THREAT_START) === 1 && ready(s, c) && threatDirs(s, own[i]!, p) !== 0) return true;
  }
  return false;
}
