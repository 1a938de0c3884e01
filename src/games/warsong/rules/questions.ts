// The questions the rules ask (frames.ts): the answers each allows, as action ids in ascending
// order, and what each answer does. Sets (sacrifices, discards) are picked one element at a time
// in ascending order, never leaving a choice that cannot be completed.

import * as coreCards from '../../../core/cards.js';
import * as coreFrames from '../../../core/frames.js';
import * as warsongCards from '../card-schema.js';
import * as frameModule from '../frames.js';
import * as ids from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import type { WarsongState } from '../state.js';
import { arcaneCell, bushidoCandidates, enemyAt, pushAttack, pushRound } from './attack.js';
import { aroundKey, facing, isLarge, isOnBoard, occupy, enterBoard, slotCell } from './placement.js';
import { capturedRenown, destroy, returnToHand } from './removal.js';

const { NO_CARD } = coreCards;
const { ASKED } = coreFrames;
const { CREATURE, EMPTY, FLEE, KW, MAX_DEFS } = warsongCards;
const { ARCANE_MODE, FRAMES } = frameModule;
const { A_ARC, A_CELL, A_DISCARD, A_HORDE, A_NO, A_SIDE, A_TYPE, A_YES, BOARD, CAPTURE, DISCARD, HAND } = ids;
const FIELD_WIDTH = CARD_FIELDS.width;
const ORIENTATION = CARD_FIELDS.at.orientation;
const BUSHIDO_CHOICE = CARD_FIELDS.at.bushidoChoice;
const SMITE_DOUBLE = CARD_FIELDS.at.smiteDouble;
const KIND = FRAMES.kind;
const FIELD = FRAMES.field;
const ROUND_CARD = FIELD.round.card;

/** Legal answers to the question on top of the stack, as ascending action ids. */
export function listAnswers(s: WarsongState, out: Int32Array): number {
  const st = s.stack;
  const base = s.answerBase;
  switch (st.top(0)) {
    case KIND.flee:
    case KIND.assassin:
      out[0] = base + A_NO;
      out[1] = base + A_YES;
      return 2;
    case KIND.attackerType:
    case KIND.defenderType:
      out[0] = base + A_TYPE + st.top(FIELD.attackerType.first);
      out[1] = base + A_TYPE + st.top(FIELD.attackerType.second);
      return 2;
    case KIND.arcane:
      return arcaneTargets(s, st.get(st.top(FIELD.arcane.round), ROUND_CARD), out);
    case KIND.disengage:
      return disengageSides(s, st.get(st.top(FIELD.disengage.round), ROUND_CARD), out);
    case KIND.bushido: {
      // The attack that raised the question is recorded as the default choice.
      const def = st.top(FIELD.bushido.defender);
      const m = bushidoCandidates(s, def, s.cardValues[def * FIELD_WIDTH + BUSHIDO_CHOICE]!, out);
      for (let i = 0; i < m; i++) out[i] = base + A_CELL + out[i]!;
      return m;
    }
    case KIND.ferocious:
      return ferociousMoves(s, st.top(FIELD.ferocious.card), out);
    case KIND.sacrifice:
      return sacrifices(s, out);
    case KIND.discard:
      return discards(s, out);
    case KIND.horde:
      return hordeReplacements(s, out);
    default:
      throw new Error(`no question on the stack (frame ${st.top(0)})`);
  }
}

/** Arcane Missile: attack normally, or one target with an enemy and a side that attacks it. */
function arcaneTargets(s: WarsongState, card: number, out: Int32Array): number {
  const base = s.answerBase;
  let n = 0;
  out[n++] = base + A_NO;
  for (let t = 0; t < 8; t++) {
    if (enemyAt(s, card, arcaneCell(s, card, t)) === NO_CARD) continue;
    const t1 = facing(s, card, t < 4 ? t : t - 4);
    const t2 = t < 4 ? facing(s, card, (t + 1) & 3) : t1;
    if (t1 !== EMPTY || t2 !== EMPTY) out[n++] = base + A_ARC + t;
  }
  return n;
}

/** Disengage: attack with every side, or with one non-Empty side that has an enemy to attack. */
function disengageSides(s: WarsongState, card: number, out: Int32Array): number {
  const base = s.answerBase;
  let n = 0;
  out[n++] = base + A_NO;
  for (let side = 0; side < 4; side++) {
    const d = (s.cardValues[card * FIELD_WIDTH + ORIENTATION]! + side) & 3;
    if (facing(s, card, d) === EMPTY) continue;
    if (enemyAt(s, card, slotCell(s, card, side * 3)) !== NO_CARD || (isLarge(s, card) && enemyAt(s, card, slotCell(s, card, side * 3 + 1)) !== NO_CARD)) out[n++] = base + A_SIDE + side;
  }
  return n;
}

/** Ferocious: the empty cells around the card (none once it has left the board). */
function ferociousMoves(s: WarsongState, card: number, out: Int32Array): number {
  if (!isOnBoard(s, card)) return 0;
  const geo = s.geo;
  const k = aroundKey(s, card);
  const m = geo.aroundCount[k]!;
  let n = 0;
  for (let i = 0; i < m; i++) {
    const x = geo.around[k * 12 + i]!;
    if (s.occupant[x] === NO_CARD) out[n++] = s.answerBase + A_CELL + x;
  }
  return n;
}

/** Sacrificial: own creatures other than the placed card, by cell after the last pick, leaving enough for the picks still to come. */
function sacrifices(s: WarsongState, out: Int32Array): number {
  const st = s.stack;
  const t = s.cards;
  const p = st.top(ASKED);
  const need = st.top(FIELD.sacrifice.left);
  const last = st.top(FIELD.sacrifice.last);
  const placed = st.top(FIELD.sacrifice.placed);
  let total = 0;
  for (let x = last + 1; x < s.geo.cells; x++) {
    const c = t.cell(BOARD, x);
    if (c !== NO_CARD && c !== placed && t.controller[c] === p && s.defs.type[t.def[c]!] === CREATURE) out[total++] = s.answerBase + A_CELL + x;
  }
  return Math.max(0, total - need + 1);
}

/** Discarding down to five: one distinct hand definition at a time, ascending from the last pick. */
function discards(s: WarsongState, out: Int32Array): number {
  const st = s.stack;
  const t = s.cards;
  const p = st.top(ASKED);
  const last = st.top(FIELD.discard.last);
  const hn = t.count(HAND, p);
  let n = 0;
  for (let i = 0; i < hn; i++) {
    const d = t.def[t.at(HAND, p, i)]!;
    if (d >= last) n = insertAnswer(out, 0, n, s.answerBase + A_DISCARD + d);
  }
  return n;
}

/** Horde: a creature of the tribe from any capture pile (not a Large one), when the square is still free. */
function hordeReplacements(s: WarsongState, out: Int32Array): number {
  const st = s.stack;
  if (s.occupant[st.top(FIELD.horde.cell)] !== NO_CARD) return 0;
  const tribe = st.top(FIELD.horde.tribe);
  const gone = st.top(FIELD.horde.card);
  const t = s.cards;
  const defs = s.defs;
  let n = 0;
  for (let q = 0; q < s.numPlayers; q++) {
    const cn = t.count(CAPTURE, q);
    const from = n;
    for (let i = 0; i < cn; i++) {
      const c = t.at(CAPTURE, q, i);
      const d = t.def[c]!;
      if (c !== gone && defs.tribe[d] === tribe && defs.type[d] === CREATURE && (defs.keywords[d]! & KW.Large) === 0) n = insertAnswer(out, from, n, s.answerBase + A_HORDE + q * MAX_DEFS + d);
    }
  }
  return n;
}

/** Inserts `id` into the ascending out[from, n) unless it is there; returns the new end. */
function insertAnswer(out: Int32Array, from: number, n: number, id: number): number {
  for (let z = from; z < n; z++) if (out[z] === id) return n;
  let j = n;
  for (; j > from && out[j - 1]! > id; j--) out[j] = out[j - 1]!;
  out[j] = id;
  return n + 1;
}

/**
 * One pick of a multi-pick question (sacrifices, discards: `left` the picks left, `last` the
 * last pick, so the next ones come in ascending order); the question ends with the last pick.
 */
function countPick(s: WarsongState, pick: number): void {
  const st = s.stack;
  const f = st.top(0) === KIND.discard ? FIELD.discard : FIELD.sacrifice;
  const left = st.top(f.left) - 1;
  if (left === 0) st.pop();
  else {
    st.setTop(f.left, left);
    st.setTop(f.last, pick);
  }
}

/** Applies answer `a` (relative to the answer base) to the question on top of the stack. */
export function applyAnswer(s: WarsongState, a: number): void {
  const st = s.stack;
  const t = s.cards;
  const k = st.top(0);
  const p = st.top(ASKED);
  switch (k) {
    case KIND.flee: {
      const att = st.top(FIELD.flee.attacker);
      const def = st.top(FIELD.flee.defender);
      const dir = st.top(FIELD.flee.direction);
      st.pop();
      if (a === A_YES) pushAttack(s, att, def, FLEE, dir, 0);
      return;
    }
    case KIND.assassin: {
      const card = st.top(FIELD.assassin.card);
      st.pop();
      if (a === A_YES && isOnBoard(s, card)) returnToHand(s, card);
      return;
    }
    case KIND.attackerType:
    case KIND.defenderType: {
      const attack = st.top(FIELD.attackerType.attack);
      st.pop();
      st.set(attack, k === KIND.attackerType ? FIELD.attack.attackType : FIELD.attack.defenceType, a - A_TYPE);
      return;
    }
    case KIND.arcane: {
      const round = st.top(FIELD.arcane.round);
      st.pop();
      if (a >= A_ARC) {
        st.set(round, FIELD.round.mode, ARCANE_MODE + a - A_ARC);
        st.set(round, FIELD.round.phase, 2);
      }
      return;
    }
    case KIND.disengage: {
      const round = st.top(FIELD.disengage.round);
      st.pop();
      if (a >= A_SIDE) st.set(round, FIELD.round.mode, 1 + a - A_SIDE);
      return;
    }
    case KIND.bushido: {
      const def = st.top(FIELD.bushido.defender);
      st.pop();
      s.cardValues[def * FIELD_WIDTH + BUSHIDO_CHOICE] = s.occupant[a - A_CELL]!;
      return;
    }
    case KIND.ferocious: {
      const card = st.top(FIELD.ferocious.card);
      st.pop();
      const x = a - A_CELL;
      occupy(s, card, t.slot[card]!, p, -1);
      t.placeInCell(card, BOARD, x, p);
      occupy(s, card, x, p, 1);
      pushRound(s, card, 0);
      return;
    }
    case KIND.sacrifice: {
      const x = a - A_CELL;
      countPick(s, x);
      destroy(s, t.cell(BOARD, x), p);
      return;
    }
    case KIND.discard: {
      const d = a - A_DISCARD;
      countPick(s, d);
      for (let i = t.count(HAND, p) - 1; i >= 0; i--) {
        const c = t.at(HAND, p, i);
        if (t.def[c] === d) {
          t.pushOnto(c, DISCARD, t.owner[c]!);
          break;
        }
      }
      return;
    }
    case KIND.horde: {
      const cell = st.top(FIELD.horde.cell);
      const orientation = st.top(FIELD.horde.orientation);
      const gone = st.top(FIELD.horde.card);
      st.pop();
      replaceHorde(s, a - A_HORDE, cell, orientation, p, gone);
      return;
    }
    default:
      throw new Error(`answer ${a} with no question pending`);
  }
}

/** Horde: the chosen card (pile seat * MAX_DEFS + definition), other than the Horde card `gone`, leaves its capture pile for `cell`, under p. */
function replaceHorde(s: WarsongState, choice: number, cell: number, orientation: number, p: number, gone: number): void {
  const t = s.cards;
  const q = (choice / MAX_DEFS) | 0;
  const d = choice % MAX_DEFS;
  for (let i = t.count(CAPTURE, q) - 1; i >= 0; i--) {
    const c = t.at(CAPTURE, q, i);
    if (t.def[c] === d && c !== gone) {
      s.renownOf[q] = s.renownOf[q]! - capturedRenown(s, c);
      s.cardValues[c * FIELD_WIDTH + SMITE_DOUBLE] = 0;
      enterBoard(s, c, cell, orientation, p);
      return;
    }
  }
}
