// Attacks: a card's attack round walks its sides clockwise from the front (the straight target,
// the Ranged or Large second cell, the Diagonal corner), each enemy target is attacked with the
// side facing it, the defender answers with the side facing back (the wheel: cards.ts, beats),
// and a defender that survives attacks in full before anything else resolves. Arcane Missile,
// Disengage, Flee, Bushido, Duelist, Assassin, Mauler, Cleave and Ferocious live here too.

import * as coreCards from '../../../core/cards.js';
import * as warsongCardsSchema from '../card-schema.js';
import * as warsongCards from '../card-tables.js';
import * as frameModule from '../frames.js';
import { CARD_FIELDS } from '../layout.js';
import type { WarsongState } from '../state.js';
import { enemyCells, facing, firstAround, hasKeyword, isLarge, isOnBoard, printedKeywords, slotCell } from './placement.js';
import { destroy, returnToHand, tryCapture } from './removal.js';

const { NO_CARD } = coreCards;
const { EMPTY, FLEE, KW, RELIC, BASTION } = warsongCardsSchema;
const { beats } = warsongCards;
const { ARCANE_MODE, FRAMES, FRAME_WIDTH, pushFrame } = frameModule;
const FIELD_WIDTH = CARD_FIELDS.width;
const ORIENTATION = CARD_FIELDS.at.orientation;
const ATTACK_STAMP = CARD_FIELDS.at.attackStamp;
const FEROCIOUS_STAMP = CARD_FIELDS.at.ferociousStamp;
const BUSHIDO_STAMP = CARD_FIELDS.at.bushidoStamp;
const BUSHIDO_CHOICE = CARD_FIELDS.at.bushidoChoice;
const ROUND = FRAMES.kind.round;
const ATTACK = FRAMES.kind.attack;
const ARCANE = FRAMES.kind.arcane;
const DISENGAGE = FRAMES.kind.disengage;
const ATTACKER_TYPE = FRAMES.kind.attackerType;
const DEFENDER_TYPE = FRAMES.kind.defenderType;
const BUSHIDO = FRAMES.kind.bushido;
const FLEE_QUESTION = FRAMES.kind.flee;
const ASSASSIN = FRAMES.kind.assassin;
const FEROCIOUS = FRAMES.kind.ferocious;
const { card: ROUND_CARD, phase: ROUND_PHASE, nextSlot: NEXT_SLOT, captures: CAPTURES, mode: MODE, placement: PLACEMENT, lastTarget: LAST_TARGET } = FRAMES.field.round;
const { attacker: ATTACKER, defender: DEFENDER, attackType: ATTACK_TYPE, direction: DIRECTION, phase: ATTACK_PHASE, defenceType: DEFENCE_TYPE, typeChoices: TYPE_CHOICES } = FRAMES.field.attack;
/** SIDE_AFTER[s + 1]: the side after the one of attack slot s (slots 3k..3k+2 are side k's); SIDE_AFTER[0] = 0. */
const SIDE_AFTER = Int8Array.from({ length: 13 }, (_, i) => (i === 0 ? 0 : Math.floor((i - 1) / 3) + 1));
/**
 * A round's `captures` word: bit s for each attack slot s that took a card, captured or destroyed
 * (Cleave: "This also works with destroyed creatures"), and this bit once one was captured
 * (Ferocious: "When this card captures one or more cards by attacking").
 */
const CAPTURED_A_CARD = 1 << 12;
const SLOT_BITS = CAPTURED_A_CARD - 1;
/** auraCount index of Ranged, the one grantable keyword that lets a card attack beyond its neighbours. */
const RANGED_BIT = 31 - Math.clz32(KW.Ranged);

// ---------------------------------------------------------------- rounds

/**
 * Starts a card's attack round. The frame is always the next one resolved, so a round that
 * could attack nothing (the same test as stepRound's first one) is not pushed at all.
 */
export function pushRound(s: WarsongState, card: number, placement: number): void {
  s.cardValues[card * FIELD_WIDTH + ATTACK_STAMP] = s.turn();
  if (roundIsEmpty(s, card)) return;
  pushFrame(s.stack, ROUND, card, 0, 0, 0, 0, placement, NO_CARD);
}

/**
 * Whether a round starting now does nothing: the card is gone or a relic, or it is a normal
 * card without Ranged (printed or from an Aura) or Arcane Missile and no enemy touches it
 * where it can attack (the straight neighbours, or all eight when it attacks diagonally;
 * Disengage then offers no side). Other Auras grant nothing a round without an attack uses.
 */
function roundIsEmpty(s: WarsongState, card: number): boolean {
  if (!isOnBoard(s, card)) return true;
  const d = s.cards.def[card]!;
  if (s.defs.type[d] === RELIC) return true;
  const kw = s.defs.keywords[d]!;
  if ((kw & (KW.Large | KW.Ranged | KW.ArcaneMissile)) !== 0 || s.auraCount[RANGED_BIT] !== 0) return false;
  const x = s.cards.slot[card]!;
  const reach = (kw & KW.DiagonalAttacking) !== 0 ? s.geo.ringMask[x]! : s.geo.crossMask[x]!;
  return (reach & enemyCells(s, s.cards.controller[card]!)) === 0;
}

/** The enemy of `card` on `cell`, or NO_CARD. */
export function enemyAt(s: WarsongState, card: number, cell: number): number {
  if (cell < 0) return NO_CARD;
  const o = s.occupant[cell]!;
  const controller = s.cards.controller;
  return o !== NO_CARD && o !== card && controller[o] !== controller[card] ? o : NO_CARD;
}

/** Whether an enemy card stands in one of the eight cells around a one-cell card. */
function nextToEnemy(s: WarsongState, card: number): boolean {
  return (s.geo.ringMask[s.cards.slot[card]!]! & enemyCells(s, s.cards.controller[card]!)) !== 0;
}

/** Arcane Missile targets: 0..3 the corners NE, SE, SW, NW; 4..7 two spaces N, E, S, W. */
export function arcaneCell(s: WarsongState, card: number, target: number): number {
  const a = s.cards.slot[card]!;
  return target < 4 ? s.geo.step2(a, target, (target + 1) & 3) : s.geo.step2(a, target - 4, target - 4);
}

export function stepRound(s: WarsongState): void {
  const st = s.stack;
  // The round's frame is on top throughout (fields read straight from the frames).
  const idx = st.length - 1;
  const frames = st.frames;
  const o = idx * FRAME_WIDTH;
  const card = frames[o + ROUND_CARD]!;
  if (!isOnBoard(s, card) || s.defs.type[s.cards.def[card]!] === RELIC) {
    st.pop();
    return;
  }
  const p = s.cards.controller[card]!;
  const kw = printedKeywords(s, card);
  if (frames[o + ROUND_PHASE] === 0) {
    frames[o + ROUND_PHASE] = 1;
    if ((kw & (KW.ArcaneMissile | KW.Large)) === KW.ArcaneMissile) {
      pushFrame(st, ARCANE, p, idx);
      return;
    }
  }
  if (frames[o + ROUND_PHASE] === 1) {
    frames[o + ROUND_PHASE] = 2;
    if (frames[o + MODE] === 0 && (kw & KW.Disengage) !== 0) {
      pushFrame(st, DISENGAGE, p, idx);
      return;
    }
  }
  if (frames[o + ROUND_PHASE] === 2) {
    const mode = frames[o + MODE]!;
    if (mode >= ARCANE_MODE) {
      frames[o + ROUND_PHASE] = 3;
      arcaneAttack(s, card, mode - ARCANE_MODE, frames[o + PLACEMENT]!);
      return;
    }
    if (attackSides(s, card, kw, idx)) return;
    frames[o + ROUND_PHASE] = 3;
  }
  // All attacks made: Cleave, then Ferocious.
  const captures = frames[o + CAPTURES]!;
  const slots = captures & SLOT_BITS;
  const mode = frames[o + MODE]!;
  st.pop();
  if (captures === 0) return;
  // Cleave needs two cards taken: with one, no call.
  if (mode < ARCANE_MODE && (slots & (slots - 1)) !== 0) cleave(s, card, slots);
  // Ferocious needs a capture: a round that only destroyed (Mauler) does not move the card.
  const ferocious = card * FIELD_WIDTH + FEROCIOUS_STAMP;
  if ((captures & CAPTURED_A_CARD) !== 0 && isOnBoard(s, card) && (kw & (KW.Ferocious | KW.Large)) === KW.Ferocious && s.cardValues[ferocious] !== s.turn()) {
    s.cardValues[ferocious] = s.turn();
    pushFrame(st, FEROCIOUS, p, card);
  }
}

/** Arcane Missile's one attack, on target t (see arcaneCell), when an enemy stands there. */
function arcaneAttack(s: WarsongState, card: number, t: number, placement: number): void {
  const target = enemyAt(s, card, arcaneCell(s, card, t));
  if (target === NO_CARD) return;
  if (t < 4) pushAttackChoice(s, card, target, facing(s, card, t), facing(s, card, (t + 1) & 3), 4 + t, placement);
  else pushAttackChoice(s, card, target, facing(s, card, t - 4), facing(s, card, t - 4), t - 4, placement);
}

/**
 * The attacks of the round at frame `idx` from its next slot on; true when the round must stop
 * until the resolution loop returns to it (a question, or an attack that pushed frames).
 */
function attackSides(s: WarsongState, card: number, kw: number, idx: number): boolean {
  const large = (kw & KW.Large) !== 0;
  const ranged = !large && hasKeyword(s, card, KW.Ranged) && !nextToEnemy(s, card);
  if (!large && !ranged && (kw & KW.DiagonalAttacking) === 0) return attackNeighbours(s, card, idx);
  const st = s.stack;
  const frames = st.frames;
  const o = idx * FRAME_WIDTH;
  const mode = frames[o + MODE]!;
  const diagonal = (kw & KW.DiagonalAttacking) !== 0;
  const orientation = s.cardValues[card * FIELD_WIDTH + ORIENTATION]!;
  for (let slot = frames[o + NEXT_SLOT]!; slot < 12; slot++) {
    if (!slotTakesPart(slot, mode, large, ranged, diagonal)) continue;
    const d = (orientation + ((slot / 3) | 0)) & 3;
    const target = slotEnemy(s, card, slot, d, large);
    if (target === NO_CARD || target === frames[o + LAST_TARGET]) continue;
    if (slotAttack(s, card, target, slot, d, slot % 3 === 2, idx)) return true;
  }
  return false;
}

/**
 * Whether attack slot `slot` takes part in a round of `mode` for a card of this reach. Slot
 * 3k + j is side k's straight neighbour (j = 0), the cell beyond it (1: Large or Ranged) or
 * the diagonal after it (2: Diagonal Attacking); a Disengage round (mode 1 + k) uses side k's
 * first two slots only.
 */
function slotTakesPart(slot: number, mode: number, large: boolean, ranged: boolean, diagonal: boolean): boolean {
  const j = slot % 3;
  if (mode >= 1 && (((slot / 3) | 0) !== mode - 1 || j === 2)) return false;
  return !((j === 1 && !large && !ranged) || (j === 2 && !diagonal));
}

/** The enemy card in `card`'s attack slot `slot` (side direction `d`), or NO_CARD. */
function slotEnemy(s: WarsongState, card: number, slot: number, d: number, large: boolean): number {
  return enemyAt(s, card, slot % 3 === 0 && !large ? s.geo.step[s.cards.slot[card]! * 4 + d]! : slotCell(s, card, slot));
}

/**
 * attackSides for the usual card (one cell, neither Ranged nor Diagonal): only slot 0 of each
 * side, its straight neighbour, can attack. The round's next slot is 3k for side k: it resumes
 * at that side. Written out over local arrays: most attacks of a match run through here.
 */
function attackNeighbours(s: WarsongState, card: number, idx: number): boolean {
  const st = s.stack;
  const frames = st.frames;
  const o = idx * FRAME_WIDTH;
  const occupant = s.occupant;
  const { controller, def } = s.cards;
  const { quadrants, keywords } = s.defs;
  const step = s.geo.step;
  const cardValues = s.cardValues;
  const mode = frames[o + MODE]!;
  const placement = frames[o + PLACEMENT]!;
  const p = controller[card]!;
  const cell = s.cards.slot[card]!;
  const orientation = cardValues[card * FIELD_WIDTH + ORIENTATION]!;
  const sides = def[card]! * 4;
  for (let k = SIDE_AFTER[frames[o + NEXT_SLOT]!]!; k < 4; k++) {
    if (mode >= 1 && k !== mode - 1) continue;
    const d = (orientation + k) & 3;
    const y = step[cell * 4 + d]!;
    if (y < 0) continue;
    const target = occupant[y]!;
    if (target === NO_CARD || controller[target] === p || target === frames[o + LAST_TARGET]) continue;
    frames[o + NEXT_SLOT] = k * 3 + 1;
    frames[o + LAST_TARGET] = target;
    const t = quadrants[sides + k]!;
    const targetDef = def[target]!;
    if (t !== EMPTY && (t !== FLEE || placement !== 1) && (keywords[targetDef]! & (KW.Bushido | KW.Duelist)) === 0) {
      // Nothing can be asked before this attack resolves: resolve it now rather than through an
      // attack frame (stepAttack would reach the same call).
      resolveAttack(s, card, target, t, quadrants[targetDef * 4 + ((d + 2 - cardValues[target * FIELD_WIDTH + ORIENTATION]!) & 3)]!, idx);
    } else {
      pushAttackChoice(s, card, target, t, t, d, placement);
      if (st.length - 1 === idx) continue;
    }
    // What the resolution loop would do next, done here: the rounds the attack started (a
    // defender attacking in full) resolve first, then this round goes on with its next side.
    // Back to the loop when something else is pending, the attacker is gone, or Ranged could
    // now apply (it may have no enemy beside it any more), as this same test would say.
    resolveRoundsAbove(s, idx);
    if (st.length - 1 !== idx || !isOnBoard(s, card) || hasKeyword(s, card, KW.Ranged)) return true;
  }
  return false;
}

/**
 * Resolves the rounds pushed above the round at frame `idx` (defenders attacking in full). Its
 * own function, not a loop inside attackSides' side loop: with a loop nested there, V8 compiled
 * that loop's reads of the board arrays with a map check and their data pointers at each read.
 */
function resolveRoundsAbove(s: WarsongState, idx: number): void {
  const st = s.stack;
  while (st.length - 1 > idx && st.frames[(st.length - 1) * FRAME_WIDTH] === ROUND) stepRound(s);
}

/**
 * The attack of slot `slot` of the round at frame `idx` on `target` (d: the side's direction,
 * `corner` for the diagonal after it). True when the round must stop until the loop returns to it.
 */
function slotAttack(s: WarsongState, card: number, target: number, slot: number, d: number, corner: boolean, idx: number): boolean {
  // attackNeighbours does the same for a straight neighbour, written out.
  const st = s.stack;
  const frames = st.frames;
  const o = idx * FRAME_WIDTH;
  frames[o + NEXT_SLOT] = slot + 1;
  frames[o + LAST_TARGET] = target;
  const placement = frames[o + PLACEMENT]!;
  const t = facing(s, card, d);
  if (corner) pushAttackChoice(s, card, target, t, facing(s, card, (d + 1) & 3), 4 + d, placement);
  else if (attacksPlainly(s, target, t, placement)) {
    // Nothing can be asked before this attack resolves: resolve it now rather than through an
    // attack frame (stepAttack would reach the same call). The round resumes from its next slot.
    resolveAttack(s, card, target, t, facing(s, target, (d + 2) & 3), idx);
    return true;
  } else pushAttackChoice(s, card, target, t, t, d, placement);
  return st.length - 1 > idx;
}

/**
 * Pushes one attack on `target`. `t1`/`t2` are the attacker's types towards it (equal unless
 * diagonal); `dir` is 0..3 for a straight attack, 4 + d for the corner after direction d.
 */
function pushAttackChoice(s: WarsongState, card: number, target: number, t1: number, t2: number, dir: number, placement: number): void {
  // Empty sides never attack; with two different types the attacker picks among the usable ones.
  const u1 = t1 !== EMPTY;
  const u2 = t2 !== EMPTY;
  if (!u1 && !u2) return;
  let type = -1;
  let choices = 0;
  if (t1 === t2 || !u2) type = t1;
  else if (!u1) type = t2;
  else choices = Math.min(t1, t2) * 8 + Math.max(t1, t2);
  if (type === FLEE && placement === 1) {
    // A placed card with a Flee side facing an enemy may choose not to attack.
    pushFrame(s.stack, FLEE_QUESTION, s.cards.controller[card]!, card, target, dir);
    return;
  }
  pushAttack(s, card, target, type, dir, choices);
}

/** Pushes the attack frame of `card` on `target` with type `type` (-1: chosen from `choices`). */
export function pushAttack(s: WarsongState, card: number, target: number, type: number, dir: number, choices: number): void {
  pushFrame(s.stack, ATTACK, card, target, type, dir, 0, -1, choices);
}

/**
 * Whether a straight attack of type `t` on `target` needs no frame: it attacks (not Empty),
 * offers no Flee choice, and the defender has neither Bushido nor Duelist.
 */
function attacksPlainly(s: WarsongState, target: number, t: number, placement: number): boolean {
  return t !== EMPTY && (t !== FLEE || placement !== 1) && (printedKeywords(s, target) & (KW.Bushido | KW.Duelist)) === 0;
}

// ---------------------------------------------------------------- one attack

export function stepAttack(s: WarsongState): void {
  const st = s.stack;
  const controller = s.cards.controller;
  const cardValues = s.cardValues;
  // The attack's frame is on top throughout (fields read straight from the frames).
  const idx = st.length - 1;
  const frames = st.frames;
  const o = idx * FRAME_WIDTH;
  const att = frames[o + ATTACKER]!;
  const def = frames[o + DEFENDER]!;
  if (!isOnBoard(s, att) || !isOnBoard(s, def) || controller[att] === controller[def]) {
    st.pop();
    return;
  }
  const bushido = (printedKeywords(s, def) & KW.Bushido) !== 0;
  if (frames[o + ATTACK_PHASE] === 0) {
    frames[o + ATTACK_PHASE] = 1;
    if (bushido && cardValues[def * FIELD_WIDTH + BUSHIDO_STAMP] !== s.turn()) {
      cardValues[def * FIELD_WIDTH + BUSHIDO_STAMP] = s.turn();
      cardValues[def * FIELD_WIDTH + BUSHIDO_CHOICE] = att;
      if (bushidoCandidates(s, def, att, s.scratch.bushidoCells) >= 2) {
        pushFrame(st, BUSHIDO, controller[def]!, def);
        return;
      }
    }
  }
  if (frames[o + ATTACK_PHASE] === 1) {
    if (bushido && cardValues[def * FIELD_WIDTH + BUSHIDO_CHOICE] !== att) {
      st.pop();
      return;
    }
    frames[o + ATTACK_PHASE] = 2;
    if (frames[o + ATTACK_TYPE]! < 0) {
      const choices = frames[o + TYPE_CHOICES]!;
      pushFrame(st, ATTACKER_TYPE, controller[att]!, idx, (choices / 8) | 0, choices % 8);
      return;
    }
  }
  if (frames[o + ATTACK_PHASE] === 2) {
    frames[o + ATTACK_PHASE] = 3;
    if ((printedKeywords(s, def) & KW.Duelist) !== 0) duel(s, def, att);
    const dir = frames[o + DIRECTION]!;
    if (dir < 4) frames[o + DEFENCE_TYPE] = facing(s, def, (dir + 2) & 3);
    else {
      const d = dir - 4;
      const a = facing(s, def, (d + 2) & 3);
      const b = facing(s, def, (d + 3) & 3);
      if (a === b) frames[o + DEFENCE_TYPE] = a;
      else {
        pushFrame(st, DEFENDER_TYPE, controller[def]!, idx, Math.min(a, b), Math.max(a, b));
        return;
      }
    }
  }
  const a = frames[o + ATTACK_TYPE]!;
  const dT = frames[o + DEFENCE_TYPE]!;
  st.pop();
  resolveAttack(s, att, def, a, dT, idx - 1);
}

/**
 * Bushido's candidates: the cards actually attacking `def`, that is `att` (attacking it now)
 * and every enemy whose attack round, pending on the stack, has yet to reach it. As ascending
 * cells; returns their number.
 */
export function bushidoCandidates(s: WarsongState, def: number, att: number, out: Int32Array): number {
  out[0] = s.cards.slot[att]!;
  let m = 1;
  const st = s.stack;
  for (let i = 0; i < st.length; i++) {
    if (st.frames[i * FRAME_WIDTH] !== ROUND) continue;
    const card = st.frames[i * FRAME_WIDTH + ROUND_CARD]!;
    if (card === att || !roundWillAttack(s, i, def)) continue;
    const x = s.cards.slot[card]!;
    let j = m++;
    for (; j > 0 && out[j - 1]! > x; j--) out[j] = out[j - 1]!;
    out[j] = x;
  }
  return m;
}

/** Whether the round at frame `fi` has a side still to come that attacks `def` (the slots attackSides walks from the round's next one). */
function roundWillAttack(s: WarsongState, fi: number, def: number): boolean {
  const frames = s.stack.frames;
  const o = fi * FRAME_WIDTH;
  const card = frames[o + ROUND_CARD]!;
  if (!isOnBoard(s, card) || s.cards.controller[card] === s.cards.controller[def] || frames[o + ROUND_PHASE]! >= 3) return false;
  const mode = frames[o + MODE]!;
  if (mode >= ARCANE_MODE) return enemyAt(s, card, arcaneCell(s, card, mode - ARCANE_MODE)) === def;
  const kw = printedKeywords(s, card);
  const large = (kw & KW.Large) !== 0;
  const ranged = !large && hasKeyword(s, card, KW.Ranged) && !nextToEnemy(s, card);
  const diagonal = (kw & KW.DiagonalAttacking) !== 0;
  const orientation = s.cardValues[card * FIELD_WIDTH + ORIENTATION]!;
  for (let slot = frames[o + NEXT_SLOT]!; slot < 12; slot++) {
    if (!slotTakesPart(slot, mode, large, ranged, diagonal)) continue;
    const d = (orientation + ((slot / 3) | 0)) & 3;
    const target = slotEnemy(s, card, slot, d, large);
    if (target !== def || target === frames[o + LAST_TARGET]) continue;
    if (facing(s, card, d) !== EMPTY || (slot % 3 === 2 && facing(s, card, (d + 1) & 3) !== EMPTY)) return true;
  }
  return false;
}

/** The straight direction from card a to an orthogonally touching card b, or -1. */
export function directionFrom(s: WarsongState, a: number, b: number): number {
  const geo = s.geo;
  const ar = geo.row(s.cards.slot[a]!);
  const ac = geo.col(s.cards.slot[a]!);
  const as = isLarge(s, a) ? 2 : 1;
  const br = geo.row(s.cards.slot[b]!);
  const bc = geo.col(s.cards.slot[b]!);
  const bs = isLarge(s, b) ? 2 : 1;
  const rowsOverlap = ar < br + bs && br < ar + as;
  const colsOverlap = ac < bc + bs && bc < ac + as;
  if (colsOverlap && br + bs === ar) return 0;
  if (colsOverlap && br === ar + as) return 2;
  if (rowsOverlap && bc === ac + as) return 1;
  if (rowsOverlap && bc + bs === ac) return 3;
  return -1;
}

/** Duelist: every card around the defender except the attacker returns to its owner's hand. */
function duel(s: WarsongState, def: number, att: number): void {
  const geo = s.geo;
  const k = geo.aroundKey(s.cards.slot[def]!, isLarge(s, def));
  const n = geo.aroundCount[k]!;
  const returned = s.scratch.duelReturned;
  let m = 0;
  for (let i = 0; i < n; i++) {
    const o = s.occupant[geo.around[k * 12 + i]!]!;
    if (o !== NO_CARD && o !== att && firstAround(s, k, i, o)) returned[m++] = o;
  }
  for (let j = 0; j < m; j++) if (isOnBoard(s, returned[j]!)) returnToHand(s, returned[j]!);
}

/** The attack of `att` with type `a` on `def` defending with `dT`; `roundIdx` is the attacker's round frame, if any. */
export function resolveAttack(s: WarsongState, att: number, def: number, a: number, dT: number, roundIdx: number): void {
  if (a === FLEE) {
    returnToHand(s, att);
    if (dT === FLEE) returnToHand(s, def);
    else counter(s, def);
    return;
  }
  if (dT === FLEE) {
    // Flee triggers whatever protects the card from capture (Cryogenic Spellslinger, Northern Emissary rulings).
    returnToHand(s, def);
    return;
  }
  const attDef = s.cards.def[att]!;
  const attKw = s.defs.keywords[attDef]!;
  let win: boolean;
  if (dT === EMPTY) win = true;
  else {
    win = beats(a, dT, (attKw & KW.Perverse) !== 0);
    // Ties: same type; Assassin wins them (unless both are Assassins).
    if (!win && a === dT && hasKeyword(s, att, KW.Assassin) && !hasKeyword(s, def, KW.Assassin)) win = true;
  }
  if (win && s.defs.type[attDef] !== BASTION) {
    if ((attKw & KW.Mauler) !== 0) {
      destroy(s, def, s.cards.controller[att]!, att);
      noteTaken(s, att, roundIdx, false);
      return;
    }
    if (tryCapture(s, def, a, att)) {
      noteTaken(s, att, roundIdx, true);
      // Assassin: "may return to its owner's hand after capturing a card" (not after destroying one).
      if (isOnBoard(s, att) && hasKeyword(s, att, KW.Assassin)) pushFrame(s.stack, ASSASSIN, s.cards.controller[att]!, att);
      return;
    }
  }
  counter(s, def);
}

/** Marks the slot of the round at `roundIdx` (when it is att's) as one that took a card (for Cleave), and the round as one that captured when `captured` (for Ferocious). */
function noteTaken(s: WarsongState, att: number, roundIdx: number, captured: boolean): void {
  const frames = s.stack.frames;
  const o = roundIdx * FRAME_WIDTH;
  if (roundIdx < 0 || roundIdx >= s.stack.length || frames[o] !== ROUND || frames[o + ROUND_CARD] !== att) return;
  frames[o + CAPTURES] = frames[o + CAPTURES]! | (1 << (frames[o + NEXT_SLOT]! - 1)) | (captured ? CAPTURED_A_CARD : 0);
}

/** Once a card defends it attacks in full, before anything else resolves (once a turn). */
function counter(s: WarsongState, def: number): void {
  if (isOnBoard(s, def) && s.cardValues[def * FIELD_WIDTH + ATTACK_STAMP] !== s.turn()) pushRound(s, def, 0);
}

/**
 * Cleave: two captures with an enemy between them take that enemy too (`captures`: the slots
 * that captured, two or more). Every pair of neighbouring captured sides is checked; plain
 * Cleave looks only through the front corners and cleaves once, at the first corner that holds
 * an enemy (an empty corner does not use it up).
 */
function cleave(s: WarsongState, card: number, captures: number): void {
  const critical = hasKeyword(s, card, KW.CriticalCleave);
  if (!critical && !hasKeyword(s, card, KW.Cleave)) return;
  if (!isOnBoard(s, card) || isLarge(s, card)) return;
  const x = s.cards.slot[card]!;
  for (let k = 0; k < 4; k++) {
    if (!critical && k !== 0 && k !== 3) continue;
    if ((captures & (1 << (k * 3))) === 0 || (captures & (1 << (((k + 1) & 3) * 3))) === 0) continue;
    const d = (s.cardValues[card * FIELD_WIDTH + ORIENTATION]! + k) & 3;
    const e = enemyAt(s, card, s.geo.step2(x, d, (d + 1) & 3));
    if (e === NO_CARD) continue;
    tryCapture(s, e, -1, card);
    if (!critical) return;
  }
}
