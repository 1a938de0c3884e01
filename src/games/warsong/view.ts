// What a Warsong state looks like from outside the rules: an action's description, the board as
// text, the state's own part of serialize() and of the information-state key, and the
// observation vector with its shape.

import * as coreCards from '../../core/cards.js';
import type { ObservationPart } from '../../core/game.js';
import * as warsongCards from './cards.js';
import * as frameModule from './frames.js';
import type { Geometry } from './geometry.js';
import * as geometry from './geometry.js';
import * as ids from './ids.js';
import { CARD_FIELDS } from './layout.js';
import { facing } from './rules/placement.js';
import type { WarsongState } from './state.js';

const { NO_CARD } = coreCards;
const { ATTACK_TYPES, KW, MAX_DEFS } = warsongCards;
const { FRAMES } = frameModule;
const { DIR_NAMES } = geometry;
const { A_ARC, A_CELL, A_DISCARD, A_HORDE, A_NO, A_PASS, A_SIDE, A_TYPE, A_YES, BANISH, CAPTURE, DECK, DISCARD, HAND, SUPPLY } = ids;
const FIELD_WIDTH = CARD_FIELDS.width;
const ORIENTATION = CARD_FIELDS.at.orientation;
const SMITE_DOUBLE = CARD_FIELDS.at.smiteDouble;

// ---------------------------------------------------------------- text

export function describeAction(s: WarsongState, action: number): string {
  return actionSteps(s, action).join(' ');
}

/** An action's description cut into the choices it makes: a placement as card, cell, facing; any other as one step. */
export function actionSteps(s: WarsongState, action: number): string[] {
  const base = s.answerBase;
  const who = `P${s.currentPlayer() + 1}`;
  const g = s.geo;
  const data = s.config.set.data;
  if (action < base) {
    const r = action & 3;
    const rest = action >> 2;
    const cell = rest % g.cells;
    const d = (rest / g.cells) | 0;
    const name = data[d]?.name ?? `#${d}`;
    const over = s.cardAt(cell);
    const how = over !== NO_CARD ? (s.cards.controller[over] === s.currentPlayer() ? ' (levels up)' : ' (defects)') : '';
    return [`${who} plays ${name}`, `at ${g.name(cell)}`, `facing ${DIR_NAMES[(g.forward[s.currentPlayer()]! + r) & 3]}${how}`];
  }
  return [answerText(s, action - base)];
}

function answerText(s: WarsongState, a: number): string {
  const who = `P${s.currentPlayer() + 1}`;
  const g = s.geo;
  const data = s.config.set.data;
  if (a === A_PASS) return `${who} cannot play (anchors)`;
  const q = s.stack.length > 0 ? s.stack.top(0) : 0;
  const what = FRAMES.pendingQuestion(s.stack) ?? 'answer';
  if (a === A_NO) return `${who} ${what}: ${q === FRAMES.kind.arcane || q === FRAMES.kind.disengage ? 'attacks normally' : 'no'}`;
  if (a === A_YES) return `${who} ${what}: yes`;
  if (a < A_SIDE) return `${who} ${what}: ${ATTACK_TYPES[a - A_TYPE]}`;
  if (a < A_ARC) return `${who} ${what}: ${['front', 'right', 'rear', 'left'][a - A_SIDE]}`;
  if (a < A_CELL) return `${who} ${what}: ${['north-east corner', 'south-east corner', 'south-west corner', 'north-west corner', 'two north', 'two east', 'two south', 'two west'][a - A_ARC]}`;
  if (a < A_DISCARD) return `${who} ${what}: ${g.name(a - A_CELL)}`;
  if (a < A_HORDE) return `${who} discards ${data[a - A_DISCARD]?.name}`;
  const rel = a - A_HORDE;
  return `${who} replaces the Horde card with ${data[rel % MAX_DEFS]?.name} from P${((rel / MAX_DEFS) | 0) + 1}'s capture pile`;
}

/** The board (each card: controller, facing arrow, its sides towards N, E, S, W, definition), the cards on it, and each seat's piles. */
export function describeState(s: WarsongState): string {
  const g = s.geo;
  const t = s.cards;
  const lines: string[] = [];
  const arrows = ['^', '>', 'v', '<'];
  const letter = 'HSRMT.FW';
  const reason = s.endReason();
  const status = reason ? `ended (${reason})` : `P${s.turnPlayer + 1} to play`;
  lines.push(`turn ${s.turn()}, ${status}${s.anchor >= 0 ? `, anchor P${s.anchor + 1}` : ''}`);
  lines.push('    ' + Array.from({ length: g.cols }, (_, c) => `${String.fromCharCode(97 + c)}`.padEnd(11)).join('') + '(sides N E S W: H S R M T(Sentinel) .(Empty) F(Flee) W(Worldly))');
  for (let r = 0; r < g.rows; r++) {
    let row = `${r + 1}`.padEnd(4);
    for (let c = 0; c < g.cols; c++) {
      const o = s.occupant[g.at(r, c)]!;
      if (o === NO_CARD) row += '.'.padEnd(11);
      else {
        const sides = [0, 1, 2, 3].map((d) => letter[facing(s, o, d)]).join('');
        row += `P${t.controller[o]! + 1}${arrows[s.cardValues[o * FIELD_WIDTH + ORIENTATION]!]}${sides}#${t.def[o]}`.padEnd(11);
      }
    }
    lines.push(row);
  }
  const seen = new Set<number>();
  for (let x = 0; x < g.cells; x++) {
    const o = s.occupant[x]!;
    if (o === NO_CARD || seen.has(o)) continue;
    seen.add(o);
    const d = s.config.set.data[t.def[o]!]!;
    lines.push(`  ${g.name(x)} #${t.def[o]} ${d.name} (P${t.controller[o]! + 1}, valor ${d.valor}, renown ${d.renown})`);
  }
  for (let p = 0; p < s.numPlayers; p++) {
    lines.push(`P${p + 1}: score ${s.score(p)} (valor ${s.valorOnField(p)} + renown ${s.renown(p)}), hand ${s.handCount(p)}, army ${t.count(DECK, p)}, captured ${t.count(CAPTURE, p)}, discard ${t.count(DISCARD, p)}`);
  }
  const question = FRAMES.pendingQuestion(s.stack);
  if (question !== null) lines.push(`P${FRAMES.asked(s.stack) + 1} must answer: ${question}`);
  return lines.join('\n');
}

/** The rules' arrays as text (serialize(), and checkTotals' comparison). */
export function serializeArrays(s: WarsongState): string {
  const arrays: [string, ArrayLike<number>][] = [
    ['occupant', s.occupant],
    ['aura', s.auraCount],
    ['valor', s.valorOf],
    ['renown', s.renownOf],
    ['creatures', s.creaturesOf],
    ['bastions', s.bastionsOf],
    ['sentries', s.sentriesOf],
    ['own', s.ownCells],
    ['large', s.largeCells],
    ['keyFigures', s.keyFigureTop],
  ];
  return arrays.map(([name, values]) => `${name}=${Array.prototype.join.call(values, ',')}`).join('\n');
}

/**
 * p's view of the board, the piles and the turn (the base adds the stack and the per-card
 * fields): every card's identity on the board, the known cards of each pile and how many others,
 * the army sizes, and the cards under levelled Key Figures.
 */
export function informationKey(s: WarsongState, p: number): string {
  const t = s.cards;
  const parts: string[] = [`${s.turn()}|${s.turnPlayer}|${s.anchor}|${s.endReason() ?? ''}`];
  const cellsText: string[] = [];
  for (let x = 0; x < s.geo.cells; x++) {
    const c = t.cell(ids.BOARD, x);
    cellsText.push(c === NO_CARD ? '-' : `${t.def[c]}:${t.controller[c]}`);
  }
  parts.push(cellsText.join(','));
  for (let q = 0; q < s.numPlayers; q++) {
    for (const z of [HAND, CAPTURE, DISCARD, BANISH, SUPPLY]) {
      const known: number[] = [];
      let unknown = 0;
      const n = t.count(z, q);
      for (let i = 0; i < n; i++) {
        const c = t.at(z, q, i);
        if (t.isKnownTo(c, p)) known.push(t.def[c]! * 2 + s.cardValues[c * FIELD_WIDTH + SMITE_DOUBLE]!);
        else unknown++;
      }
      known.sort((a, b) => a - b);
      parts.push(`${q}/${z}:${known.join('.')}+${unknown}`);
    }
    parts.push(`${q}/deck:${t.count(DECK, q)}`);
  }
  for (let c = 0; c < t.size; c++) if (t.attachedTo[c] !== NO_CARD) parts.push(`u${t.def[c]}>${t.def[t.attachedTo[c]!]}`);
  return parts.join('\n');
}

// ---------------------------------------------------------------- observation

/** Features per cell: 5 relative owner slots, 4 directions x 8 types, valor, renown, 8 keyword bits. */
export const OBS_CELL = 5 + 32 + 2 + 8;
/** Features per hand slot: present, 4 sides x 8 types, valor, renown, 4 card types, 8 keyword bits. */
export const OBS_HAND = 1 + 32 + 2 + 4 + 8;
export const OBS_HAND_SLOTS = 8;
/** Seats in the observation (the World War Match's four), each from the viewer on. */
export const OBS_SEATS = 4;
export const OBS_PLAYER = 6;
/** One slot per question kind (eleven) and a spare. */
export const OBS_QUESTIONS = 12;
/** Whether the viewer decides, and the share of the turn limit gone. */
export const OBS_SCALARS = 2;
const OBS_KW = [KW.Large, KW.Sentry, KW.Bushido, KW.Explosive, KW.Assassin, KW.Horde, KW.Flying, KW.Perverse];

/** The observation's blocks on a board (VariantFacts.observationShape). */
export function observationShape(geo: Geometry): ObservationPart[] {
  return [
    { name: 'board', shape: [geo.rows, geo.cols, OBS_CELL] },
    { name: 'hand', shape: [OBS_HAND_SLOTS, OBS_HAND] },
    { name: 'players', shape: [OBS_SEATS, OBS_PLAYER] },
    { name: 'question', shape: [OBS_QUESTIONS] },
    { name: 'scalars', shape: [OBS_SCALARS] },
  ];
}

export function observationLength(geo: Geometry): number {
  return geo.cells * OBS_CELL + OBS_HAND_SLOTS * OBS_HAND + OBS_SEATS * OBS_PLAYER + OBS_QUESTIONS + OBS_SCALARS;
}

/** The viewer's hand definitions, sorted (scratch). */
const HAND_DEFS = new Int32Array(OBS_HAND_SLOTS);

/** p's observation: the blocks of observationShape, one after another. */
export function observeState(s: WarsongState, p: number, out: Float32Array): void {
  out.fill(0);
  const g = s.geo;
  const t = s.cards;
  const defs = s.defs;
  const np = s.numPlayers;
  let o = 0;
  for (let x = 0; x < g.cells; x++) {
    const c = s.occupant[x]!;
    if (c === NO_CARD) out[o] = 1;
    else {
      out[o + 1 + ((t.controller[c]! - p + np) % np)] = 1;
      const d = t.def[c]!;
      // Directions turned so that the observer's forward is always "up".
      for (let k = 0; k < 4; k++) out[o + 5 + k * 8 + facing(s, c, (g.forward[p]! + k) & 3)] = 1;
      out[o + 37] = defs.valor[d]! / 10;
      out[o + 38] = defs.renown[d]! / 10;
      for (let b = 0; b < 8; b++) if ((defs.kw[d]! & OBS_KW[b]!) !== 0) out[o + 39 + b] = 1;
    }
    o += OBS_CELL;
  }
  // Own hand, sorted by definition so the order of draws does not matter.
  const hn = Math.min(t.count(HAND, p), OBS_HAND_SLOTS);
  for (let i = 0; i < hn; i++) {
    const d = t.def[t.at(HAND, p, i)]!;
    let j = i;
    for (; j > 0 && HAND_DEFS[j - 1]! > d; j--) HAND_DEFS[j] = HAND_DEFS[j - 1]!;
    HAND_DEFS[j] = d;
  }
  for (let i = 0; i < OBS_HAND_SLOTS; i++) {
    if (i < hn) {
      const d = HAND_DEFS[i]!;
      out[o] = 1;
      for (let k = 0; k < 4; k++) out[o + 1 + k * 8 + defs.quad[d * 4 + k]!] = 1;
      out[o + 33] = defs.valor[d]! / 10;
      out[o + 34] = defs.renown[d]! / 10;
      out[o + 35 + defs.type[d]!] = 1;
      for (let b = 0; b < 8; b++) if ((defs.kw[d]! & OBS_KW[b]!) !== 0) out[o + 39 + b] = 1;
    }
    o += OBS_HAND;
  }
  for (let k = 0; k < OBS_SEATS; k++) {
    if (k < np) {
      const q = (p + k) % np;
      out[o] = t.count(HAND, q) / 5;
      out[o + 1] = t.count(DECK, q) / 20;
      out[o + 2] = t.count(CAPTURE, q) / 10;
      out[o + 3] = s.score(q) / 30;
      out[o + 4] = s.anchor === q ? 1 : 0;
      out[o + 5] = s.turnPlayer === q ? 1 : 0;
    }
    o += OBS_PLAYER;
  }
  if (FRAMES.pendingQuestion(s.stack) !== null) out[o + FRAMES.questionOrdinal[s.stack.top(0)]!] = 1;
  o += OBS_QUESTIONS;
  out[o++] = s.currentPlayer() === p ? 1 : 0;
  out[o++] = s.turn() / s.facts.maxTurns;
}
