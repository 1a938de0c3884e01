// Playing cards and using skills: what may be played when and on what (troops and items in the
// summon-and-forge phase, locations in the building phase, regular spells in the tactics phase,
// sudden spells and skills in response windows), paying gold, mana and power points, the chain
// entry each play leaves and its resolution, equipping items from the armoury.

import { NO_CARD } from '../../../core/cards.js';
import { CardEvent } from '../../../core/events.js';
import { MAX_DEFS } from '../card-schema.js';
import { ITEM_ARMOR, ITEM_WEAPON, K_ITEM, K_LOCATION, K_SPELL, K_SUDDEN, K_TROOP, SUB_PLAIN, T_ANY, T_NONE, T_OWN } from '../card-tables.js';
import { FRAMES, WINDOWS } from '../frames.js';
import { A_EQUIP, A_HERO, A_PLAY, A_SKILL, ARMORY, ATTACHED, BATTLE_DECK, CELLS, CHAIN, ENTRY_CARD, ENTRY_HERO, ENTRY_SKILL, FIELD, GROUND, HAND, HERO, LOCATIONS, MAX_LOCATIONS, NO_TARGET, PH_BUILD, PH_SUMMON, PH_TACTICS, TARGETS_PER_DEF, V_PHASE_ACTED } from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import type { WarlordsState } from '../state.js';
import { onHomeRow, recompute, troopCells } from './board.js';
import { mustStillFight, preparing } from './combat.js';
import { checkDeaths, damageWarlord, dealDamage, heal, toDiscard } from './damage.js';
import { cardOf, distinctDefs, drawCard } from './piles.js';

const { armor: ARMOR, attacked: ATTACKED, durability: DURABILITY, skillUsed: SKILL_USED, steps: STEPS, summoned: SUMMONED, tempAbsorb: TEMP_ABSORB, tempAtk: TEMP_ATK, tempSpd: TEMP_SPD, trinket: TRINKET, weapon: WEAPON } = CARD_FIELDS.at;
const F_END_TACTICS = FRAMES.kind.endTactics;
const { card: E_CARD, player: E_PLAYER, target: E_TARGET, kind: E_KIND, source: E_SOURCE } = FRAMES.field.entry;

// ---- costs and targets -------------------------------------------------------------------

function canPay(s: WarlordsState, p: number, gold: number, mana: number): boolean {
  return s.gold[p]! >= gold && s.mana[p]! >= mana;
}

function pay(s: WarlordsState, p: number, gold: number, mana: number): void {
  s.gold[p]! -= gold;
  s.mana[p]! -= mana;
}

/** Whether `cell` holds a troop that a card of target kind `tk` played by p may aim at. */
function troopTargetOk(s: WarlordsState, p: number, tk: number, cell: number): boolean {
  if (cell >= CELLS) return false;
  const c = s.cards.cell(FIELD, cell);
  if (c === NO_CARD) return false;
  const side = s.cards.controller[c];
  return tk === T_ANY || (tk === T_OWN ? side === p : side !== p);
}

/** Appends `base + target` for every target an effect of target kind `tk` by p may take. */
function targets(s: WarlordsState, p: number, tk: number, base: number, out: Int32Array, n: number): number {
  if (tk === T_NONE) {
    out[n++] = base + NO_TARGET;
    return n;
  }
  for (let cell = 0; cell < CELLS; cell++) if (troopTargetOk(s, p, tk, cell)) out[n++] = base + cell;
  return n;
}

function activeLocations(s: WarlordsState, p: number): number {
  let k = 0;
  for (let i = 0; i < MAX_LOCATIONS; i++) if (s.cards.cell(LOCATIONS, p * MAX_LOCATIONS + i) !== NO_CARD) k++;
  return k;
}

// ---- what may be played ------------------------------------------------------------------

/**
 * The plays of p's hand now, appended to `out` from n in id order. `response`: p answers in a
 * window (sudden spells only); otherwise the turn player acts in its phase.
 */
export function playActions(s: WarlordsState, p: number, response: boolean, out: Int32Array, n: number): number {
  const t = s.tables;
  const defs = s.scratch.defs;
  const k = distinctDefs(s, HAND, p, defs);
  for (let i = 0; i < k; i++) {
    const d = defs[i]!;
    if (!canPay(s, p, t.gold[d]!, t.mana[d]!)) continue;
    const kind = t.kind[d];
    const base = A_PLAY + d * TARGETS_PER_DEF;
    if (response) {
      if (kind === K_SUDDEN) n = targets(s, p, t.target[d]!, base, out, n);
      continue;
    }
    const phase = s.phase();
    if (kind === K_TROOP && phase === PH_SUMMON) {
      for (let cell = 0; cell < CELLS; cell++) if (onHomeRow(cell, p) && s.cards.cell(FIELD, cell) === NO_CARD) out[n++] = base + cell;
    } else if (kind === K_ITEM && phase === PH_SUMMON) {
      if (t.attached[d] === 1) out[n++] = base + NO_TARGET;
      else for (let cell = 0; cell < CELLS; cell++) if (onHomeRow(cell, p) && s.cards.cell(GROUND, cell) === NO_CARD) out[n++] = base + cell;
    } else if (kind === K_LOCATION && phase === PH_BUILD) {
      // A sixth location replaces one of the five: its target is the building slot destroyed.
      if (activeLocations(s, p) < MAX_LOCATIONS) out[n++] = base + NO_TARGET;
      else for (let slot = 0; slot < MAX_LOCATIONS; slot++) out[n++] = base + slot;
    } else if (kind === K_SPELL && phase === PH_TACTICS) n = targets(s, p, t.target[d]!, base, out, n);
    // In tactics, after acting, a sudden spell ends the phase: not while a troop must still fight.
    else if (kind === K_SUDDEN && (s.vars[V_PHASE_ACTED] === 0 || (phase === PH_TACTICS && !mustStillFight(s, p)))) n = targets(s, p, t.target[d]!, base, out, n);
  }
  return n;
}

/** Whether troop c of p may use its skill now (cost, once a turn, not after attacking, move or skill on the preparation turn). */
function skillReady(s: WarlordsState, c: number, p: number): boolean {
  const t = s.tables;
  const d = s.cards.def[c]!;
  if (t.hasSkill[d] !== 1 || s.field(c, SKILL_USED) === 1 || s.field(c, ATTACKED) === 1) return false;
  if (preparing(s, c) && s.field(c, STEPS) > 0) return false;
  return canPay(s, p, t.skillGold[d]!, t.skillMana[d]!);
}

/** The skills of p's troops, appended in id order. */
export function skillActions(s: WarlordsState, p: number, out: Int32Array, n: number): number {
  const own = s.scratch.playTroops;
  const k = troopCells(s, p, own);
  for (let i = 0; i < k; i++) {
    const c = s.cards.cell(FIELD, own[i]!);
    if (skillReady(s, c, p)) n = targets(s, p, s.tables.target[s.cards.def[c]!]!, A_SKILL + own[i]! * TARGETS_PER_DEF, out, n);
  }
  return n;
}

/** The hero's skill: once a turn in the tactics phase, paid with power points. */
export function heroActions(s: WarlordsState, p: number, out: Int32Array, n: number): number {
  const hero = s.cards.top(HERO, p);
  if (hero === NO_CARD || s.heroUsed[p] === 1) return n;
  const d = s.cards.def[hero]!;
  if (s.power[p]! < s.tables.powerCost[d]!) return n;
  return targets(s, p, s.tables.target[d]!, A_HERO, out, n);
}

/** Equipping: an item of p's armoury onto p's troop that has no item of its subtype. */
export function equipActions(s: WarlordsState, p: number, out: Int32Array, n: number): number {
  const t = s.tables;
  const defs = s.scratch.defs;
  const k = distinctDefs(s, ARMORY, p, defs);
  if (k === 0) return n;
  const own = s.scratch.playTroops;
  const troops = troopCells(s, p, own);
  for (let i = 0; i < k; i++) {
    const d = defs[i]!;
    if (t.attached[d] === 0) continue;
    const slot = t.itemSubtype[d] === ITEM_WEAPON ? WEAPON : t.itemSubtype[d] === ITEM_ARMOR ? ARMOR : TRINKET;
    for (let j = 0; j < troops; j++) if (s.field(s.cards.cell(FIELD, own[j]!), slot) === NO_CARD) out[n++] = A_EQUIP + d * CELLS + own[j]!;
  }
  return n;
}

/**
 * Whether p could answer in a window, judged from what everyone sees (so opening or skipping a
 * window tells nothing of p's hand): a card in hand and a sudden spell in p's deck list that p
 * can pay, or a troop whose skill p can use.
 */
export function couldAnswer(s: WarlordsState, p: number): boolean {
  if (s.cards.count(HAND, p) > 0) {
    const t = s.tables;
    for (const d of t.sudden) if (s.inList[p * MAX_DEFS + d] === 1 && canPay(s, p, t.gold[d]!, t.mana[d]!)) return true;
  }
  const own = s.scratch.playTroops;
  const k = troopCells(s, p, own);
  for (let i = 0; i < k; i++) if (skillReady(s, s.cards.cell(FIELD, own[i]!), p)) return true;
  return false;
}

// ---- playing -----------------------------------------------------------------------------

/** The card an entry's effect aims at: the troop on the target cell, or -1. */
function targetCard(s: WarlordsState, tk: number, target: number): number {
  if (tk === T_NONE || target >= CELLS) return -1;
  return s.cards.cell(FIELD, target);
}

/** Pushes an entry: as the turn player's play (a window opens for the other) or as the asked player's response. */
function pushEntry(s: WarlordsState, p: number, response: boolean, card: number, target: number, kind: number, source: number): void {
  if (response) WINDOWS.respond(s.stack, card, p, target, kind, source);
  else WINDOWS.play(s.stack, p, card, p, target, kind, source);
}

/**
 * p plays the card of `play` (definition * 26 + target) from hand: paid now, waiting on the chain
 * until its entry resolves. The turn player's sudden spell in its tactics phase after it has done
 * something there is cast "at the end of tactics phase": the phase ends once the chain resolves.
 */
export function playCard(s: WarlordsState, p: number, play: number, response: boolean): void {
  const t = s.tables;
  const d = Math.floor(play / TARGETS_PER_DEF);
  const target = play % TARGETS_PER_DEF;
  if (!response && t.kind[d] === K_SUDDEN && s.phase() === PH_TACTICS && s.vars[V_PHASE_ACTED] === 1) s.stack.push(F_END_TACTICS);
  const c = cardOf(s, HAND, p, d);
  pay(s, p, t.gold[d]!, t.mana[d]!);
  s.cards.pushOnto(c, CHAIN, p);
  s.cardEvent(CardEvent.Played, p, d);
  const kind = t.kind[d];
  // Spells aim at a troop (its card), troops and items at a space, locations at a building slot.
  const aim = kind === K_SPELL || kind === K_SUDDEN ? targetCard(s, t.target[d]!, target) : target === NO_TARGET ? -1 : target;
  pushEntry(s, p, response, c, aim, ENTRY_CARD, -1);
}

/** The troop on `cell` uses its skill on `target`. */
export function useSkill(s: WarlordsState, p: number, cell: number, target: number, response: boolean): void {
  const c = s.cards.cell(FIELD, cell);
  const d = s.cards.def[c]!;
  pay(s, p, s.tables.skillGold[d]!, s.tables.skillMana[d]!);
  s.setField(c, SKILL_USED, 1);
  pushEntry(s, p, response, -1, targetCard(s, s.tables.target[d]!, target), ENTRY_SKILL, c);
}

export function useHero(s: WarlordsState, p: number, target: number): void {
  const hero = s.cards.top(HERO, p);
  const d = s.cards.def[hero]!;
  s.power[p]! -= s.tables.powerCost[d]!;
  s.heroUsed[p] = 1;
  s.cardEvent(CardEvent.Played, p, d);
  pushEntry(s, p, false, -1, targetCard(s, s.tables.target[d]!, target), ENTRY_HERO, hero);
}

export function equip(s: WarlordsState, p: number, d: number, cell: number): void {
  const item = cardOf(s, ARMORY, p, d);
  const c = s.cards.cell(FIELD, cell);
  s.cards.attach(item, c, ATTACHED, p);
  recompute(s, c);
}

// ---- resolving ---------------------------------------------------------------------------

/** Resolves the entry on top of the stack: the last played first. */
export function resolveEntry(s: WarlordsState): void {
  const stack = s.stack;
  const c = stack.top(E_CARD);
  const p = stack.top(E_PLAYER);
  const target = stack.top(E_TARGET);
  const kind = stack.top(E_KIND);
  const source = stack.top(E_SOURCE);
  stack.pop();
  if (kind !== ENTRY_CARD) {
    const d = s.cards.def[source]!;
    if (s.tables.target[d] === T_NONE || onField(s, target)) applyOnce(s, p, d, target);
    return;
  }
  const t = s.tables;
  const d = s.cards.def[c]!;
  switch (t.kind[d]) {
    case K_TROOP:
      enterBattlefield(s, c, p, target);
      return;
    case K_ITEM:
      // Forged items wait in the armoury; a non-attached one stands on its space of the summoning line.
      if (t.attached[d] === 0 && s.cards.cell(GROUND, target) === NO_CARD) s.cards.placeInCell(c, GROUND, target, p);
      else s.cards.pushOnto(c, ARMORY, p);
      s.setField(c, DURABILITY, t.durability[d]!);
      return;
    case K_LOCATION:
      build(s, c, p, target);
      return;
    default:
      castSpell(s, c, p, d, target);
  }
}

function onField(s: WarlordsState, c: number): boolean {
  return c >= 0 && s.cards.zone[c] === FIELD;
}

/** A summoned troop takes its space on the summoning line (its preparation turn starts). */
function enterBattlefield(s: WarlordsState, c: number, p: number, cell: number): void {
  if (s.cards.cell(FIELD, cell) !== NO_CARD) {
    s.cards.pushOnto(c, HAND, p);
    return;
  }
  s.cards.placeInCell(c, FIELD, cell, p);
  s.fields.reset(c);
  s.setField(c, SUMMONED, s.turn());
}

/** A location enters p's building area; with five active, the one in `slot` is destroyed first. */
function build(s: WarlordsState, c: number, p: number, slot: number): void {
  if (slot >= 0) {
    const old = s.cards.cell(LOCATIONS, p * MAX_LOCATIONS + slot);
    if (old !== NO_CARD) toDiscard(s, old);
  }
  for (let i = 0; i < MAX_LOCATIONS; i++) {
    if (s.cards.cell(LOCATIONS, p * MAX_LOCATIONS + i) === NO_CARD) {
      s.cards.placeInCell(c, LOCATIONS, p * MAX_LOCATIONS + i, p);
      return;
    }
  }
  toDiscard(s, c);
}

/** A spell resolves on its target troop if it is still there; curses and powers stay attached, others go to the discard area. */
function castSpell(s: WarlordsState, c: number, p: number, d: number, target: number): void {
  const t = s.tables;
  if (t.target[d] !== T_NONE && !onField(s, target)) {
    toDiscard(s, c);
    return;
  }
  if (t.spellSubtype[d] !== SUB_PLAIN) {
    s.cards.attach(c, target, ATTACHED, p);
    recompute(s, target);
    checkDeaths(s);
    return;
  }
  applyOnce(s, p, d, target);
  toDiscard(s, c);
}

/** The effects of a plain spell, a skill or a hero skill (definition d) by p on troop `target` (or none). */
function applyOnce(s: WarlordsState, p: number, d: number, target: number): void {
  const t = s.tables;
  if (target >= 0) {
    if (t.effectAbsorb[d]! !== 0) s.setField(target, TEMP_ABSORB, s.field(target, TEMP_ABSORB) + t.effectAbsorb[d]!);
    if (t.effectAttack[d]! !== 0) s.setField(target, TEMP_ATK, s.field(target, TEMP_ATK) + t.effectAttack[d]!);
    if (t.effectSpeed[d]! !== 0) s.setField(target, TEMP_SPD, s.field(target, TEMP_SPD) + t.effectSpeed[d]!);
    if (t.effectHeal[d]! > 0) heal(s, target, t.effectHeal[d]!);
    if (t.effectDamage[d]! > 0) dealDamage(s, target, t.effectDamage[d]!, t.effectMagic[d] === 1);
    checkDeaths(s);
  }
  for (let k = t.effectDraw[d]!; k > 0; k--) drawCard(s, p, BATTLE_DECK);
  if (t.effectWarlordDamage[d]! > 0) damageWarlord(s, 1 - p, t.effectWarlordDamage[d]!);
}
