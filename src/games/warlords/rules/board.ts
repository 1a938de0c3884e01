// The battlefield (5x5, each player's summoning line) and what a troop is worth on it: its
// effective ATK, HP, SPD and Absorb with attachments, auras and effects until the end of the
// turn; threat areas (the 4 orthogonal spaces of a troop that is on guard).

import { NO_CARD } from '../../../core/cards.js';
import { ITEM_ARMOR, ITEM_TRINKET, ITEM_WEAPON, K_ITEM } from '../card-tables.js';
import { ATTACHED, CELLS, DIRS, FIELD, GROUND, SIZE } from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import type { WarlordsState } from '../state.js';

const {
  bonusAbsorb: BONUS_ABSORB, bonusAtk: BONUS_ATK, bonusHp: BONUS_HP, bonusSpd: BONUS_SPD, exhausted: EXHAUSTED, flying: FLYING,
  noThreat: NO_THREAT, tempAbsorb: TEMP_ABSORB, tempAtk: TEMP_ATK, tempSpd: TEMP_SPD, wither: WITHER, weapon: WEAPON, armor: ARMOR,
  trinket: TRINKET, damage: DAMAGE,
} = CARD_FIELDS.at;

/** NEIGHBOR[cell * 4 + dir]: the space next to `cell` in direction dir (0 N, 1 E, 2 S, 3 W), or -1 off the board. */
export const NEIGHBOR = new Int8Array(CELLS * DIRS);
for (let c = 0; c < CELLS; c++) {
  const r = Math.floor(c / SIZE);
  const k = c % SIZE;
  NEIGHBOR[c * 4] = r > 0 ? c - SIZE : -1;
  NEIGHBOR[c * 4 + 1] = k < SIZE - 1 ? c + 1 : -1;
  NEIGHBOR[c * 4 + 2] = r < SIZE - 1 ? c + SIZE : -1;
  NEIGHBOR[c * 4 + 3] = k > 0 ? c - 1 : -1;
}

/** The row of p's summoning line: row 0 for player 0, row 4 for player 1. */
export function homeRow(p: number): number {
  return p === 0 ? 0 : SIZE - 1;
}

export function onHomeRow(cell: number, p: number): boolean {
  return Math.floor(cell / SIZE) === homeRow(p);
}

/** p's troop on `cell`, or NO_CARD. */
export function troopOf(s: WarlordsState, cell: number, p: number): number {
  const c = s.cards.cell(FIELD, cell);
  return c !== NO_CARD && s.cards.controller[c] === p ? c : NO_CARD;
}

/** The cells of p's troops into `out`, ascending; returns their count (one scan of the board for a legal list). */
export function troopCells(s: WarlordsState, p: number, out: Int8Array): number {
  const cards = s.cards;
  const base = cards.cellBase[FIELD]!;
  const cellCard = cards.cellCard;
  const controller = cards.controller;
  let n = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    const c = cellCard[base + cell]!;
    if (c !== NO_CARD && controller[c] === p) out[n++] = cell;
  }
  return n;
}

/** The ATK a non-attached item's aura gives p's troop on `cell`. */
function auraAt(s: WarlordsState, cell: number, p: number): number {
  const t = s.tables;
  let bonus = 0;
  for (let k = -1; k < DIRS; k++) {
    const n = k < 0 ? cell : NEIGHBOR[cell * 4 + k]!;
    if (n < 0) continue;
    const item = s.cards.cell(GROUND, n);
    if (item !== NO_CARD && s.cards.controller[item] === p) bonus += t.auraAttack[s.cards.def[item]!]!;
  }
  return bonus;
}

export function effAtk(s: WarlordsState, c: number): number {
  const v = s.tables.attack[s.cards.def[c]!]! + s.field(c, BONUS_ATK) + s.field(c, TEMP_ATK) + auraAt(s, s.cards.slot[c]!, s.cards.controller[c]!);
  return v > 0 ? v : 0;
}

export function effHp(s: WarlordsState, c: number): number {
  return s.tables.hitPoints[s.cards.def[c]!]! + s.field(c, BONUS_HP);
}

/** HP left: printed HP and bonuses less the damage taken. */
export function hpLeft(s: WarlordsState, c: number): number {
  return effHp(s, c) - s.field(c, DAMAGE);
}

export function effSpd(s: WarlordsState, c: number): number {
  const v = s.tables.speed[s.cards.def[c]!]! + s.field(c, BONUS_SPD) + s.field(c, TEMP_SPD);
  return v > 0 ? v : 0;
}

/** Absorb against physical damage: the troop's own, its powers' and what it gained this turn. */
export function physicalAbsorb(s: WarlordsState, c: number): number {
  return s.tables.absorb[s.cards.def[c]!]! + s.field(c, BONUS_ABSORB) + s.field(c, TEMP_ABSORB);
}

export function flies(s: WarlordsState, c: number): boolean {
  return s.tables.flying[s.cards.def[c]!] === 1 || s.field(c, FLYING) === 1;
}

/** Whether troop c (on the battlefield) has an active threat area: not exhausted, or on guard on its own summoning line, and no curse took it away. */
export function threatens(s: WarlordsState, c: number): boolean {
  if (s.field(c, NO_THREAT) === 1) return false;
  return s.field(c, EXHAUSTED) === 0 || onHomeRow(s.cards.slot[c]!, s.cards.controller[c]!);
}

/** Directions from `cell` in which an enemy of p with an active threat area stands: the threat areas `cell` lies in. */
export function threatDirs(s: WarlordsState, cell: number, p: number): number {
  let mask = 0;
  for (let d = 0; d < DIRS; d++) {
    const n = NEIGHBOR[cell * 4 + d]!;
    if (n < 0) continue;
    const e = troopOf(s, n, 1 - p);
    if (e !== NO_CARD && threatens(s, e)) mask |= 1 << d;
  }
  return mask;
}

/** Directions from `cell` in which any enemy troop of p stands. */
export function enemyDirs(s: WarlordsState, cell: number, p: number): number {
  let mask = 0;
  for (let d = 0; d < DIRS; d++) {
    const n = NEIGHBOR[cell * 4 + d]!;
    if (n >= 0 && troopOf(s, n, 1 - p) !== NO_CARD) mask |= 1 << d;
  }
  return mask;
}

/**
 * Recomputes troop c's bonuses from what is attached to it (items, curses, powers), and which
 * item holds each of its three item slots.
 */
export function recompute(s: WarlordsState, c: number): void {
  const t = s.tables;
  const cards = s.cards;
  let atk = 0;
  let hp = 0;
  let spd = 0;
  let absorb = 0;
  let flying = 0;
  let noThreat = 0;
  let wither = 0;
  let weapon = NO_CARD;
  let armor = NO_CARD;
  let trinket = NO_CARD;
  for (let a = 0; a < cards.size; a++) {
    if (cards.attachedTo[a] !== c || cards.zone[a] !== ATTACHED) continue;
    const d = cards.def[a]!;
    atk += t.effectAttack[d]!;
    hp += t.effectHitPoints[d]!;
    spd += t.effectSpeed[d]!;
    if (t.kind[d] === K_ITEM) {
      const sub = t.itemSubtype[d];
      if (sub === ITEM_WEAPON) weapon = a;
      else if (sub === ITEM_ARMOR) armor = a;
      else if (sub === ITEM_TRINKET) trinket = a;
      continue;
    }
    absorb += t.effectAbsorb[d]!;
    flying |= t.effectFlying[d]!;
    noThreat |= t.effectNoThreat[d]!;
    wither += t.effectWither[d]!;
  }
  s.setField(c, BONUS_ATK, atk);
  s.setField(c, BONUS_HP, hp);
  s.setField(c, BONUS_SPD, spd);
  s.setField(c, BONUS_ABSORB, absorb);
  s.setField(c, FLYING, flying);
  s.setField(c, NO_THREAT, noThreat);
  s.setField(c, WITHER, wither);
  s.setField(c, WEAPON, weapon);
  s.setField(c, ARMOR, armor);
  s.setField(c, TRINKET, trinket);
}
