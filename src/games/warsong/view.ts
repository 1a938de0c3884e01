// What a Warsong state looks like from outside the rules: an action's description, the board as
// text, the state's own part of serialize() and of the information-state key, and the
// observation vector with its shape.

import * as coreCards from '../../core/cards.js';
import type { ObservationPart } from '../../core/game.js';
import { getOrMake } from '../../core/get-or-make.js';
import * as warsongCards from './card-schema.js';
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
const QUESTION = FRAMES.kind;
const FIELD = FRAMES.field;
const { DIR_NAMES, E, N, S, W } = geometry;
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

/** The state's own text for serialize(): the turn's scalars, then the rules' arrays. */
export function ownText(s: WarsongState): string {
  return `tp=${s.turnPlayer} anchor=${s.anchor} final=${s.finalPlayer}\n${serializeArrays(s)}`;
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

/**
 * Features per cell: 5 relative owner slots, 4 directions x 8 types, valor, renown, 8 keyword
 * bits, then whether the pending question is about the card on it (or the cell itself) and
 * whether the card on it is the other card of that question (the attack's other side).
 */
export const OBS_CELL = 5 + 32 + 2 + 8 + 2;
/** Features of a card's definition (a hand slot, the question's subject): present, 4 sides x 8 types, valor, renown, 4 card types, 8 keyword bits. */
export const OBS_HAND = 1 + 32 + 2 + 4 + 8;
export const OBS_HAND_SLOTS = 8;
/** Seats in the observation (the World War Match's four), each from the viewer on. */
export const OBS_SEATS = 4;
export const OBS_PLAYER = 6;
/** One slot per question kind (eleven) and a spare. */
export const OBS_QUESTIONS = 12;
/** Whether the viewer decides, the share of the turn limit gone, and the viewer's forward direction (one of four). */
export const OBS_SCALARS = 2 + 4;
const OBS_KW = [KW.Large, KW.Sentry, KW.Bushido, KW.Explosive, KW.Assassin, KW.Horde, KW.Flying, KW.Perverse];
const SUBJECT = 47;
const OTHER = 48;

/** The observation's blocks on a board (VariantFacts.observationShape). */
export function observationShape(geo: Geometry): ObservationPart[] {
  return [
    { name: 'board', shape: [geo.rows, geo.cols, OBS_CELL] },
    { name: 'hand', shape: [OBS_HAND_SLOTS, OBS_HAND] },
    { name: 'players', shape: [OBS_SEATS, OBS_PLAYER] },
    { name: 'question', shape: [OBS_QUESTIONS] },
    { name: 'subject', shape: [OBS_HAND] },
    { name: 'scalars', shape: [OBS_SCALARS] },
  ];
}

export function observationLength(geo: Geometry): number {
  return geo.cells * OBS_CELL + OBS_HAND_SLOTS * OBS_HAND + OBS_SEATS * OBS_PLAYER + OBS_QUESTIONS + OBS_HAND + OBS_SCALARS;
}

const turnedBoards = new WeakMap<Geometry, Int16Array>();

/**
 * The board turned to each seat: cell k of seat p's picture (row-major, its forward up, its own
 * back row at the bottom) is the board's cell turned[p * cells + k]. A seat facing north sees the
 * board as it is; facing south, turned half round; east or west, a quarter (square boards only).
 */
export function turnedBoard(geo: Geometry): Int16Array {
  return getOrMake(turnedBoards, geo, () => {
    const { rows, cols, cells } = geo;
    const at = new Int16Array(geo.players * cells);
    for (let p = 0; p < geo.players; p++) {
      const f = geo.forward[p]!;
      if ((f === E || f === W) && rows !== cols) throw new Error('a board seen from the east or west must be square');
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const cell = f === N ? geo.at(r, c) : f === S ? geo.at(rows - 1 - r, cols - 1 - c) : f === E ? geo.at(c, cols - 1 - r) : geo.at(rows - 1 - c, r);
          at[p * cells + r * cols + c] = cell;
        }
      }
    }
    return at;
  });
}

/** The card the pending question is about (the placed, attacking, defending or moving card), or NO_CARD. */
function questionSubject(s: WarsongState): number {
  const st = s.stack;
  if (FRAMES.pendingQuestion(st) === null) return NO_CARD;
  switch (st.top(0)) {
    case QUESTION.sacrifice:
      return st.top(FIELD.sacrifice.placed);
    case QUESTION.arcane:
      return st.get(st.top(FIELD.arcane.round), FIELD.round.card);
    case QUESTION.disengage:
      return st.get(st.top(FIELD.disengage.round), FIELD.round.card);
    case QUESTION.attackerType:
      return st.get(st.top(FIELD.attackerType.attack), FIELD.attack.attacker);
    case QUESTION.defenderType:
      return st.get(st.top(FIELD.defenderType.attack), FIELD.attack.defender);
    case QUESTION.bushido:
      return st.top(FIELD.bushido.defender);
    case QUESTION.flee:
      return st.top(FIELD.flee.attacker);
    case QUESTION.assassin:
      return st.top(FIELD.assassin.card);
    case QUESTION.ferocious:
      return st.top(FIELD.ferocious.card);
    case QUESTION.horde:
      return st.top(FIELD.horde.card);
    default:
      return NO_CARD; // discarding: about the hand, not a card
  }
}

/** The other card of the pending question: the other side of the attack it is about, or NO_CARD. */
function questionOther(s: WarsongState): number {
  const st = s.stack;
  if (FRAMES.pendingQuestion(st) === null) return NO_CARD;
  switch (st.top(0)) {
    case QUESTION.attackerType:
      return st.get(st.top(FIELD.attackerType.attack), FIELD.attack.defender);
    case QUESTION.defenderType:
      return st.get(st.top(FIELD.defenderType.attack), FIELD.attack.attacker);
    case QUESTION.flee:
      return st.top(FIELD.flee.defender);
    default:
      return NO_CARD;
  }
}

/** The cell the pending question is about when no card stands on it (the square a Horde card left), or -1. */
function questionCell(s: WarsongState): number {
  const st = s.stack;
  return FRAMES.pendingQuestion(st) !== null && st.top(0) === QUESTION.horde ? st.top(FIELD.horde.cell) : -1;
}

/** A definition's features (OBS_HAND of them, the present flag included) into out[o..). */
function definitionFeatures(s: WarsongState, d: number, out: Float32Array, o: number): void {
  const defs = s.defs;
  out[o] = 1;
  for (let k = 0; k < 4; k++) out[o + 1 + k * 8 + defs.quadrants[d * 4 + k]!] = 1;
  out[o + 33] = defs.valor[d]! / 10;
  out[o + 34] = defs.renown[d]! / 10;
  out[o + 35 + defs.type[d]!] = 1;
  for (let b = 0; b < 8; b++) if ((defs.keywords[d]! & OBS_KW[b]!) !== 0) out[o + 39 + b] = 1;
}

/**
 * p's observation: the blocks of observationShape, one after another. The board is turned to p
 * (positions and directions), so a seat's own side always looks the same; which way p faces is
 * in the scalars, since action ids name cells as they are on the board.
 */
export function observeState(s: WarsongState, p: number, out: Float32Array): void {
  out.fill(0);
  const g = s.geo;
  const t = s.cards;
  const defs = s.defs;
  const np = s.numPlayers;
  const turned = turnedBoard(g);
  const subject = questionSubject(s);
  const other = questionOther(s);
  const subjectCell = questionCell(s);
  let o = 0;
  for (let k = 0; k < g.cells; k++) {
    const x = turned[p * g.cells + k]!;
    const c = s.occupant[x]!;
    if (c === NO_CARD) out[o] = 1;
    else {
      out[o + 1 + ((t.controller[c]! - p + np) % np)] = 1;
      const d = t.def[c]!;
      // Directions turned so that the observer's forward is always "up".
      for (let j = 0; j < 4; j++) out[o + 5 + j * 8 + facing(s, c, (g.forward[p]! + j) & 3)] = 1;
      out[o + 37] = defs.valor[d]! / 10;
      out[o + 38] = defs.renown[d]! / 10;
      for (let b = 0; b < 8; b++) if ((defs.keywords[d]! & OBS_KW[b]!) !== 0) out[o + 39 + b] = 1;
      if (c === other) out[o + OTHER] = 1;
    }
    if ((c !== NO_CARD && c === subject) || x === subjectCell) out[o + SUBJECT] = 1;
    o += OBS_CELL;
  }
  // Own hand, sorted by definition so the order of draws does not matter.
  const hn = Math.min(t.count(HAND, p), OBS_HAND_SLOTS);
  const handDefs = s.scratch.handDefs;
  for (let i = 0; i < hn; i++) {
    const d = t.def[t.at(HAND, p, i)]!;
    let j = i;
    for (; j > 0 && handDefs[j - 1]! > d; j--) handDefs[j] = handDefs[j - 1]!;
    handDefs[j] = d;
  }
  for (let i = 0; i < OBS_HAND_SLOTS; i++) {
    if (i < hn) definitionFeatures(s, handDefs[i]!, out, o);
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
  if (subject !== NO_CARD) definitionFeatures(s, t.def[subject]!, out, o);
  o += OBS_HAND;
  out[o++] = s.currentPlayer() === p ? 1 : 0;
  out[o++] = s.turn() / s.facts.maxTurns;
  out[o + g.forward[p]!] = 1;
}
