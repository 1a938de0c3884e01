// What is shown of a WTactics state: action and board descriptions for logs, the observation
// vector and its shape, the information-state key's own part and the state's own text.

import { joinInts } from '../../core/card-fields.js';
import * as coreCards from '../../core/cards.js';
import * as coreFrames from '../../core/frames.js';
import type { ObservationPart } from '../../core/game.js';
import * as wtCardsSchema from './card-schema.js';
import * as wtCards from './card-tables.js';
import * as wtFrames from './frames.js';
import * as wtIds from './ids.js';
import * as wtLayout from './layout.js';
import * as wtBoard from './rules/board.js';
import * as wtGold from './rules/gold.js';
import * as wtTriumvirate from './rules/triumvirate.js';
import type { WtState } from './state.js';

const { NO_CARD } = coreCards;
const { KIND } = coreFrames;
const { MAX_DEFS } = wtCardsSchema;
const { FRAMES } = wtFrames;
const { ACTIONS, ARMY, CELLS, ESCROW, FRONT_CELLS, FRONTS, GRAVE, HAND, HEROES, NO_TARGET, PHASE_NAMES, QUEST_DECK, QUEST_SLOTS, QUESTS, RESOURCES, TARGETS_PER_PLAY, V_MA_CURRENT, V_MA_DONE, V_MOVED_FROM, V_PHASE, V_STAGE, V_STAGE_CELL, V_TURN_PLAYER, V_WINNERS } = wtIds;
const { ROTATION, OFF_ROTATION } = wtTriumvirate;
const { assigned: ASSIGNED, attacking: ATTACKING, blocking: BLOCKING, marked: MARKED } = wtLayout.CARD_FIELDS.at;
const { effAtk, effDef } = wtBoard;
const { gold, unmarkedResources } = wtGold;

const CREATURE_FEATURES = 9;
const PLAYER_FEATURES = 11;
const QUEST_FEATURES = 11;

/**
 * The observation's blocks for `players` seats, in order; "own" is the observing player and the
 * opponents follow in turn order after it. Fronts: own Offensive, own Defensive, then each
 * opponent's. A three-player table adds who attacks whom: the rotation and this turn's target.
 */
export function observationShape(players: number): ObservationPart[] {
  const shape: ObservationPart[] = [
    /** Present, definition, ATK, DEF, marked, assigned, attacking, defending, cards attached. */
    { name: 'creatures (front x place x feature)', shape: [2 * players, FRONT_CELLS, CREATURE_FEATURES] },
    /** Influence, VP, VP target, hand, army, resources, unmarked resources, grave, gold, hero used, escrow. */
    { name: 'players (own, opponents x feature)', shape: [players, PLAYER_FEATURES] },
    /** Present, definition, assignment/contract/confrontation, VP, own and any opponent's token, progress and HP, quest deck size. */
    { name: 'quests (slot x feature)', shape: [players, QUEST_FEATURES] },
    { name: 'phase', shape: [PHASE_NAMES.length] },
    { name: 'own turn, move/attack used (done move, done attack, now move, now attack)', shape: [5] },
    { name: 'own hand (copies per definition)', shape: [MAX_DEFS] },
    { name: 'top frame kind', shape: [FRAMES.names.length] },
    { name: 'entries pending', shape: [1] },
  ];
  if (players > 2) shape.push({ name: 'rotation (attacks the next seat), own turn off the rotation, target (opponents in turn order)', shape: [2 + players - 1] });
  return shape;
}

function defName(s: WtState, d: number): string {
  return s.set.cards[d]?.name ?? `#${d}`;
}

function cellText(cell: number): string {
  return `P${(cell >> 4) + 1}'s ${((cell >> 3) & 1) === 0 ? 'Offensive' : 'Defensive'} ${cell % FRONT_CELLS}`;
}

/** The creature in a front cell by name and place ("P1's Elvish Archer in Offensive 2"), or the place when it is empty. */
function creature(s: WtState, cell: number): string {
  const c = s.cards.cell(FRONTS, cell);
  if (c === NO_CARD) return `the creature at ${cellText(cell)}`;
  return `P${(cell >> 4) + 1}'s ${defName(s, s.cards.def[c]!)} in ${((cell >> 3) & 1) === 0 ? 'Offensive' : 'Defensive'} ${cell % FRONT_CELLS}`;
}

/** The quest in quest slot q by name. */
function quest(s: WtState, q: number): string {
  const c = s.cards.cell(QUESTS, q);
  return c === NO_CARD ? `the quest in slot ${q}` : `the quest ${defName(s, s.cards.def[c]!)}`;
}

/** What the creature an announcement question asks about is doing: attacking or defending. */
function askedCreature(s: WtState): string {
  if (s.stack.length === 0 || s.stack.top(KIND) !== FRAMES.kind.wield) return 'creature';
  return s.f(s.cards.cell(FRONTS, s.stack.top(FRAMES.field.wield.carrier)), ATTACKING) === 1 ? 'attacker' : 'defender';
}

export function describeAction(s: WtState, a: number): string {
  return actionSteps(s, a).join(' ');
}

/** An action's description cut into the choices it makes: a card or creature, then its target; most are one step. */
export function actionSteps(s: WtState, a: number): string[] {
  const who = `P${s.currentPlayer() + 1}`;
  const { segment, index } = ACTIONS.decode(a);
  switch (segment) {
    case 'engage':
      return [`${who}: ${creature(s, Math.floor(index / QUEST_SLOTS))}`, `fights the confrontation of ${quest(s, index % QUEST_SLOTS)}`];
    case 'ability': {
      const target = index % TARGETS_PER_PLAY;
      return [`${who} activates the ability of ${creature(s, Math.floor(index / TARGETS_PER_PLAY))}`, ...(target === NO_TARGET ? [] : [`on ${creature(s, target)}`])];
    }
    case 'reassign':
      return [`${who} reassigns ${defName(s, Math.floor(index / CELLS))}`, `to ${creature(s, index % CELLS)}`];
    case 'play': {
      const d = Math.floor(index / TARGETS_PER_PLAY);
      const target = index % TARGETS_PER_PLAY;
      const where = target === NO_TARGET ? null : s.tables.kind[d] === wtCards.K_CREATURE ? `into the ${((target >> 3) & 1) === 0 ? 'Offensive' : 'Defensive'}` : `on ${creature(s, target)}`;
      return [`${who} plays ${defName(s, d)}`, ...(where === null ? [] : [where])];
    }
    default:
      return [oneStep(s, a)];
  }
}

/** The description of an action that makes one choice. */
function oneStep(s: WtState, a: number): string {
  const who = `P${s.currentPlayer() + 1}`;
  if (a === wtIds.A_HIDDEN_CARD) return `${who} puts a card face down`;
  const { segment, index } = ACTIONS.decode(a);
  switch (segment) {
    case 'end-phase':
      return `${who} ends the ${PHASE_NAMES[s.phase()]} phase`;
    case 'pass':
      return `${who} passes`;
    case 'done':
      return `${who} is done`;
    case 'yes':
      return `${who} answers yes (${FRAMES.pendingQuestion(s.stack) ?? ''})`;
    case 'no':
      return `${who} answers no (${FRAMES.pendingQuestion(s.stack) ?? ''})`;
    case 'recycle':
      return `${who} recycles four resources into hand`;
    case 'counter':
      return `${who} counters the enemy hero's ability`;
    case 'accept':
      return `${who} accepts ${quest(s, index)}`;
    case 'abandon':
      return `${who} abandons ${quest(s, index)}`;
    case 'expire':
      return `${who} lets ${quest(s, index)} expire`;
    case 'hero':
      return `${who} uses hero ability ${index + 1}`;
    case 'move':
      return `${who} moves ${creature(s, index)} to the other front`;
    case 'attack':
      return `${who} declares ${creature(s, index)} an attacker`;
    case 'assign':
      return `${who} assigns ${creature(s, index)}`;
    case 'unassign':
      return `${who} unassigns ${creature(s, index)}`;
    case 'pickup':
      return `${who}: ${creature(s, index)} picks up dropped equipment`;
    case 'penalty':
      return `${who} deals penalty damage to ${creature(s, index)}`;
    case 'block':
      return `${who} assigns Defensive ${Math.floor(index / FRONT_CELLS)} to the attacker in Offensive ${index % FRONT_CELLS}`;
    case 'order':
      return `${who} resolves the combat of the attacker in Offensive ${index} next`;
    case 'veto':
      return `${who} vetoes the quest ${defName(s, index)}`;
    case 'resource':
      return `${who} lays ${defName(s, index)} face down as a resource`;
    case 'escrow':
      return `${who} puts ${defName(s, index)} face down in escrow`;
    case 'discard':
      return `${who} discards ${defName(s, index)}`;
    case 'keep':
      return `${who} keeps ${defName(s, index)} and shows it`;
    case 'wield':
      return `${who}'s ${askedCreature(s)} uses ${defName(s, index)}`;
    case 'take': {
      const asked = s.stack.length > 0 && s.stack.top(KIND) === FRAMES.kind.take;
      return `${who}'s creature${asked ? ` at ${cellText(s.stack.top(FRAMES.field.take.carrier))}` : ''} picks up ${defName(s, index)}`;
    }
    case 'target-discard':
      return `${who} discards three random cards to attack P${index + 1} this turn`;
    case 'target-gold':
      return `${who} marks all gold to attack P${index + 1} this turn`;
    default:
      // engage, ability, reassign and play: actionSteps words them.
      return actionSteps(s, a).join(' ');
  }
}

export function describeState(s: WtState): string {
  const rotation = s.numPlayers > 2 && s.attack[ROTATION] !== 0 ? ` attacks P${s.defender() + 1} (rotation: the ${s.attack[ROTATION] === 1 ? 'left' : 'right'})` : '';
  const lines = [`turn ${s.turn()} P${s.turnPlayer() + 1} phase ${PHASE_NAMES[s.phase()]}${rotation}`];
  for (let p = 0; p < s.numPlayers; p++) {
    const fronts: string[] = [];
    for (let f = 0; f < 2; f++) {
      const cs: string[] = [];
      for (let k = 0; k < FRONT_CELLS; k++) {
        const c = s.cards.cell(FRONTS, (p * 2 + f) * FRONT_CELLS + k);
        if (c !== NO_CARD) cs.push(`${defName(s, s.cards.def[c]!)} ${effAtk(s, c)}/${effDef(s, c)}${s.f(c, MARKED) ? ' (M)' : ''}${s.f(c, ASSIGNED) ? ' (A)' : ''}`);
      }
      fronts.push(`${f === 0 ? 'Off' : 'Def'}: ${cs.join(', ')}`);
    }
    const hero = defName(s, s.cards.def[s.cards.cell(HEROES, p)]!);
    lines.push(`P${p + 1} ${hero}: influence ${s.influence[p]} VP ${s.vp[p]}/${s.vpTarget[p]} hand ${s.cards.count(HAND, p)} army ${s.cards.count(ARMY, p)} resources ${s.cards.count(RESOURCES, p)} | ${fronts.join(' | ')}`);
  }
  const quests: string[] = [];
  for (let q = 0; q < s.questSlots; q++) {
    const c = s.cards.cell(QUESTS, q);
    if (c === NO_CARD) continue;
    let tokens = '';
    for (let p = 0; p < s.numPlayers; p++) if (s.qAccepted[q * s.numPlayers + p]) tokens += ` [P${p + 1}]`;
    quests.push(`${defName(s, s.cards.def[c]!)}${tokens}`);
  }
  lines.push(`quests: ${quests.join(', ')}`);
  return lines.join('\n');
}

/** The seat k places after p in turn order (k = 0: p). */
const seatAfter = (s: WtState, p: number, k: number): number => (p + k) % s.numPlayers;

function observeCreatures(s: WtState, p: number, out: Float32Array, o: number): number {
  for (let block = 0; block < 2 * s.numPlayers; block++) {
    const side = seatAfter(s, p, block >> 1);
    const front = block & 1;
    for (let k = 0; k < FRONT_CELLS; k++, o += CREATURE_FEATURES) {
      const c = s.cards.cell(FRONTS, (side * 2 + front) * FRONT_CELLS + k);
      if (c === NO_CARD) continue;
      out[o] = 1;
      out[o + 1] = s.cards.def[c]! / MAX_DEFS;
      out[o + 2] = effAtk(s, c) / 10;
      out[o + 3] = effDef(s, c) / 10;
      out[o + 4] = s.f(c, MARKED);
      out[o + 5] = s.f(c, ASSIGNED);
      out[o + 6] = s.f(c, ATTACKING);
      out[o + 7] = s.f(c, BLOCKING) >= 0 ? 1 : 0;
      let attached = 0;
      if (s.arrays.attachedCount[0]! > 0) for (let a = 0; a < s.cards.size; a++) if (s.cards.attachedTo[a] === c) attached++;
      out[o + 8] = attached / 4;
    }
  }
  return o;
}

export function observe(s: WtState, p: number, out: Float32Array): void {
  out.fill(0);
  const t = s.cards;
  let o = observeCreatures(s, p, out, 0);
  const n = s.numPlayers;
  for (let k = 0; k < n; k++, o += PLAYER_FEATURES) {
    const q = seatAfter(s, p, k);
    out[o] = s.influence[q]! / 30;
    out[o + 1] = s.vp[q]! / 10;
    out[o + 2] = s.vpTarget[q]! / 10;
    out[o + 3] = t.count(HAND, q) / 10;
    out[o + 4] = t.count(ARMY, q) / 60;
    out[o + 5] = t.count(RESOURCES, q) / 10;
    out[o + 6] = unmarkedResources(s, q) / 10;
    out[o + 7] = t.count(GRAVE, q) / 60;
    out[o + 8] = gold(s, q) / 10;
    out[o + 9] = s.heroUsed[q]!;
    out[o + 10] = t.count(ESCROW, q) / 3;
  }
  for (let q = 0; q < s.questSlots; q++, o += QUEST_FEATURES) {
    const c = t.cell(QUESTS, q);
    out[o + 10] = t.count(QUEST_DECK, q) / 10;
    if (c === NO_CARD) continue;
    const d = t.def[c]!;
    out[o] = 1;
    out[o + 1] = d / MAX_DEFS;
    out[o + 2 + s.tables.questType[d]!] = 1;
    out[o + 5] = s.tables.vp[d]! / 10;
    out[o + 6] = s.qAccepted[q * n + p]!;
    for (let k = 1; k < n; k++) if (s.qAccepted[q * n + seatAfter(s, p, k)] === 1) out[o + 7] = 1;
    out[o + 8] = s.qProgress[q * n + p]! / 10;
    out[o + 9] = s.qHp[q * n + p]! / 10;
  }
  out[o + s.phase()] = 1;
  o += PHASE_NAMES.length;
  out[o++] = s.turnPlayer() === p ? 1 : 0;
  out[o++] = s.vars[V_MA_DONE]! & 1;
  out[o++] = (s.vars[V_MA_DONE]! >> 1) & 1;
  out[o++] = s.vars[V_MA_CURRENT]! & 1;
  out[o++] = (s.vars[V_MA_CURRENT]! >> 1) & 1;
  for (let i = t.count(HAND, p) - 1; i >= 0; i--) out[o + t.def[t.at(HAND, p, i)]!]! += 1;
  o += MAX_DEFS;
  if (s.stack.length > 0) out[o + s.stack.top(KIND)] = 1;
  o += FRAMES.names.length;
  out[o++] = s.windows.pending(s.stack) / 4;
  if (n === 2) return;
  out[o++] = s.attack[ROTATION] === 1 ? 1 : 0;
  out[o++] = s.attack[OFF_ROTATION]!;
  for (let k = 1; k < n; k++) out[o++] = s.defender() === seatAfter(s, p, k) ? 1 : 0;
}

/** The state's scalars by name (the `vars` array), then its other arrays: for serialize() and the information key. */
export function ownText(s: WtState): string {
  const v = s.vars;
  const scalars = `phase=${v[V_PHASE]} turnPlayer=${v[V_TURN_PLAYER]} winners=${v[V_WINNERS]} stage=${v[V_STAGE]}/${v[V_STAGE_CELL]} ma=${v[V_MA_DONE]}/${v[V_MA_CURRENT]} movedFrom=${v[V_MOVED_FROM]}`;
  const arrays = Object.entries(s.arrays).filter(([name]) => name !== 'vars').map(([name, a]) => `${name}=${joinInts(a)}`);
  return [scalars, ...arrays].join('\n');
}

/** p's view: the public scalars and every card's place, with the definitions p knows. */
export function informationKey(s: WtState, p: number): string {
  const t = s.cards;
  const bit = 1 << p;
  let cards = '';
  for (let c = 0; c < t.size; c++) cards += `${(t.knownTo[c]! & bit) !== 0 ? t.def[c] : '?'}@${t.zone[c]}.${t.controller[c]}.${t.slot[c]}.${t.attachedTo[c]};`;
  return `${p}|${s.turn()}|${s.decisions()}|${ownText(s)}|${cards}`;
}
