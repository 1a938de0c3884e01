// What is shown of a Warlords state: action and board descriptions for logs, the observation
// vector and its shape, the information-state key's own part and the state's own text.

import { NO_CARD } from '../../core/cards.js';
import { KIND } from '../../core/frames.js';
import type { ObservationPart } from '../../core/game.js';
import { MAX_DEFS } from './card-schema.js';
import { FRAMES, WINDOWS } from './frames.js';
import { ACTIONS, ARMORY, BATTLE_DECK, BUILDING_DECK, CELLS, DIRS, FIELD, GROUND, HAND, LOCATIONS, MAX_LOCATIONS, NO_TARGET, PHASE_NAMES, SIZE, TARGETS_PER_DEF, V_PHASE, V_PHASE_ACTED, V_TURN_PLAYER, V_WINNER } from './ids.js';
import { CARD_FIELDS } from './layout.js';
import { effAtk, effSpd, flies, hpLeft, physicalAbsorb, threatens } from './rules/board.js';
import type { WarlordsState } from './state.js';

const { armor: ARMOR, exhausted: EXHAUSTED, trinket: TRINKET, weapon: WEAPON, durability: DURABILITY } = CARD_FIELDS.at;

const CELL_FEATURES = 13;
const SIDE_FEATURES = 9;
const DIR_NAMES = ['north', 'east', 'south', 'west', 'here'];

/** The observation's blocks, in order; "own" is the observing player, sides are own then opponent. */
export const OBSERVATION_SHAPE: readonly ObservationPart[] = [
  /**
   * Per space, seen from the observer: own troop, enemy troop, definition, ATK, HP left, SPD,
   * exhausted, active threat area, flies, Absorb, items attached, own item on the ground, enemy item.
   */
  { name: 'battlefield (row x column x feature)', shape: [SIZE, SIZE, CELL_FEATURES] },
  /** Health, gold, mana, power points, hand, battle deck, building deck, active locations, armoury. */
  { name: 'sides (side x feature)', shape: [2, SIDE_FEATURES] },
  { name: 'phase', shape: [PHASE_NAMES.length] },
  { name: 'own turn', shape: [1] },
  { name: 'own hand (copies per definition)', shape: [MAX_DEFS] },
  /** One-hot of the top frame's kind (index 0 unused). */
  { name: 'top frame kind', shape: [FRAMES.names.length] },
  { name: 'chain entries pending', shape: [1] },
];

function defName(s: WarlordsState, d: number): string {
  return s.set.cards[d]?.name ?? `#${d}`;
}

export function cellName(cell: number): string {
  return `${'abcde'[cell % SIZE]}${Math.floor(cell / SIZE) + 1}`;
}

/** The troop on `cell` by name ("Templar on b1"), or "the troop on b1" when the space is empty. */
function troopOn(s: WarlordsState, cell: number): string {
  const c = s.cards.cell(FIELD, cell);
  return `${c === NO_CARD ? 'the troop' : defName(s, s.cards.def[c]!)} on ${cellName(cell)}`;
}

/** The deciding player's building in location slot k, by name. */
function building(s: WarlordsState, k: number): string {
  const l = s.cards.cell(LOCATIONS, Math.max(0, s.currentPlayer()) * MAX_LOCATIONS + k);
  return l === NO_CARD ? `building slot ${k}` : defName(s, s.cards.def[l]!);
}

export function describeWarlordsAction(s: WarlordsState, a: number): string {
  return warlordsActionSteps(s, a).join(' ');
}

/** An action's description cut into the choices it makes (a card or troop, then a space or direction). */
export function warlordsActionSteps(s: WarlordsState, a: number): string[] {
  const who = `P${s.currentPlayer() + 1}`;
  const { segment, index } = ACTIONS.decode(a);
  switch (segment) {
    case 'done':
      return [`${who} ends the ${PHASE_NAMES[s.phase()]} phase`];
    case 'pass':
      return [`${who} passes`];
    case 'resource':
      return [`${who} ${index >= 3 ? 'redirects 1 mana to the hero and ' : ''}${['draws nothing', 'draws from the battle deck', 'draws from the building deck'][index % 3]}`];
    case 'choose-target':
      return [`${who} fights the troop to the ${DIR_NAMES[index]}`];
    case 'move':
      return [`${who} moves ${troopOn(s, Math.floor(index / CELLS))}`, `to ${cellName(index % CELLS)}`];
    case 'attack':
      return [`${who} attacks with ${troopOn(s, Math.floor(index / (DIRS + 1)))}`, `to the ${DIR_NAMES[index % (DIRS + 1)]}`];
    case 'strike-warlord':
      return [`${who} strikes the enemy warlord with ${troopOn(s, index)}`];
    case 'skill': {
      const t = index % TARGETS_PER_DEF;
      return [`${who} uses the skill of ${troopOn(s, Math.floor(index / TARGETS_PER_DEF))}`, ...(t === NO_TARGET ? [] : [`on ${troopOn(s, t)}`])];
    }
    case 'hero':
      return [`${who} uses the hero's skill${index === NO_TARGET ? '' : ` on ${troopOn(s, index)}`}`];
    case 'equip':
      return [`${who} equips ${defName(s, Math.floor(index / CELLS))}`, `to ${troopOn(s, index % CELLS)}`];
    case 'play': {
      const d = Math.floor(index / TARGETS_PER_DEF);
      const t = index % TARGETS_PER_DEF;
      const where = s.tables.kind[d] === 4 && t !== NO_TARGET ? `replacing ${building(s, t)}` : t === NO_TARGET ? '' : `on ${cellName(t)}`;
      return [`${who} plays ${defName(s, d)}`, ...(where ? [where] : [])];
    }
  }
}

export function describeWarlords(s: WarlordsState): string {
  const lines = [`turn ${s.turn()} P${s.turnPlayer() + 1} ${PHASE_NAMES[s.phase()]} phase`];
  for (let p = 0; p < 2; p++) {
    const locations: string[] = [];
    for (let i = 0; i < MAX_LOCATIONS; i++) {
      const l = s.cards.cell(LOCATIONS, p * MAX_LOCATIONS + i);
      if (l !== NO_CARD) locations.push(defName(s, s.cards.def[l]!));
    }
    lines.push(`P${p + 1}: health ${s.health[p]} gold ${s.gold[p]} mana ${s.mana[p]} power ${s.power[p]} hand ${s.cards.count(HAND, p)} | ${locations.join(', ')}`);
  }
  for (let cell = 0; cell < CELLS; cell++) {
    const c = s.cards.cell(FIELD, cell);
    if (c === NO_CARD) continue;
    lines.push(`  ${cellName(cell)} P${s.cards.controller[c]! + 1} ${defName(s, s.cards.def[c]!)} ${effAtk(s, c)}/${hpLeft(s, c)}${s.field(c, EXHAUSTED) ? ' exhausted' : ''}`);
  }
  return lines.join('\n');
}

export function observeWarlords(s: WarlordsState, p: number, out: Float32Array): void {
  out.fill(0);
  const cards = s.cards;
  let o = 0;
  for (let cell = 0; cell < CELLS; cell++, o += CELL_FEATURES) {
    // Player 1 sees the board turned round, so its own summoning line is always row 0.
    const at = p === 0 ? cell : CELLS - 1 - cell;
    const c = cards.cell(FIELD, at);
    if (c !== NO_CARD) {
      out[o + (cards.controller[c] === p ? 0 : 1)] = 1;
      out[o + 2] = cards.def[c]! / MAX_DEFS;
      out[o + 3] = effAtk(s, c) / 10;
      out[o + 4] = hpLeft(s, c) / 10;
      out[o + 5] = effSpd(s, c) / 5;
      out[o + 6] = s.field(c, EXHAUSTED);
      out[o + 7] = threatens(s, c) ? 1 : 0;
      out[o + 8] = flies(s, c) ? 1 : 0;
      out[o + 9] = physicalAbsorb(s, c) / 5;
      out[o + 10] = (s.field(c, WEAPON) !== NO_CARD ? 1 : 0) + (s.field(c, ARMOR) !== NO_CARD ? 1 : 0) + (s.field(c, TRINKET) !== NO_CARD ? 1 : 0);
    }
    const item = cards.cell(GROUND, at);
    if (item !== NO_CARD) out[o + (cards.controller[item] === p ? 11 : 12)] = s.field(item, DURABILITY) / 5;
  }
  for (let k = 0; k < 2; k++) {
    const side = k === 0 ? p : 1 - p;
    let locations = 0;
    for (let i = 0; i < MAX_LOCATIONS; i++) if (cards.cell(LOCATIONS, side * MAX_LOCATIONS + i) !== NO_CARD) locations++;
    out[o++] = s.health[side]! / s.startHealth;
    out[o++] = s.gold[side]! / 10;
    out[o++] = s.mana[side]! / 10;
    out[o++] = s.power[side]! / 10;
    out[o++] = cards.count(HAND, side) / 10;
    out[o++] = cards.count(BATTLE_DECK, side) / 40;
    out[o++] = cards.count(BUILDING_DECK, side) / 10;
    out[o++] = locations / MAX_LOCATIONS;
    out[o++] = cards.count(ARMORY, side) / 5;
  }
  out[o + s.phase()] = 1;
  o += PHASE_NAMES.length;
  out[o++] = s.turnPlayer() === p ? 1 : 0;
  for (let i = cards.count(HAND, p) - 1; i >= 0; i--) out[o + cards.def[cards.at(HAND, p, i)]!]! += 1;
  o += MAX_DEFS;
  if (s.stack.length > 0) out[o + s.stack.top(KIND)] = 1;
  o += FRAMES.names.length;
  out[o] = WINDOWS.pending(s.stack) / 4;
}

/** The game's own scalars and arrays, as text (serialize and the key both hold them). */
export function warlordsOwnText(s: WarlordsState): string {
  return [
    `phase=${s.vars[V_PHASE]} turnPlayer=${s.vars[V_TURN_PLAYER]} winner=${s.vars[V_WINNER]} phaseActed=${s.vars[V_PHASE_ACTED]}`,
    `health=${s.health.join(',')} gold=${s.gold.join(',')} mana=${s.mana.join(',')} power=${s.power.join(',')} heroUsed=${s.heroUsed.join(',')}`,
  ].join('\n');
}

/** p's view: the public scalars and every card's place, with the definitions p knows. */
export function warlordsKey(s: WarlordsState, p: number): string {
  const t = s.cards;
  const bit = 1 << p;
  let cards = '';
  for (let c = 0; c < t.size; c++) cards += `${(t.knownTo[c]! & bit) !== 0 ? t.def[c] : '?'}@${t.zone[c]}.${t.controller[c]}.${t.slot[c]}.${t.attachedTo[c]};`;
  return `${p}|${s.turn()}|${s.decisions()}|${warlordsOwnText(s)}|${cards}`;
}
