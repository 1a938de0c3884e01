// What is shown of a Ward state: action and board descriptions for logs, the observation vector
// and its shape, the information-state key's own part and the state's own text.

import * as coreCards from '../../core/cards.js';
import * as coreFrames from '../../core/frames.js';
import type { ObservationPart } from '../../core/game.js';
import type { WardState } from './state.js';
import * as wardCards from './card-schema.js';
import * as wardFrames from './frames.js';
import * as wardIds from './ids.js';
import * as wardLayout from './layout.js';
import * as wardEffects from './rules/effects.js';

// Imports bound to this module's own consts, which optimised code folds (docs/performance.md).
const { NO_CARD } = coreCards;
const { KIND } = coreFrames;
const { MAX_DEFS } = wardCards;
const { FRAMES, WINDOWS } = wardFrames;
const { ACTIONS, DECK, HAND, SIDE_CELLS, TARGETS_PER_DEF, T_SLOT_NONE, V_COMBAT_OVER, V_LAST_CRIT, V_LAST_DAMAGE, V_PHASE, V_PLAYER, V_WINNER } = wardIds;
const { dotLeft: DOT_LEFT, host: HOST } = wardLayout.CARD_FIELDS.at;
const { effAl, effAtkDice, effectsOn, effMod, effSpd } = wardEffects;

const CREATURE_FEATURES = 10;
const MAGIC_FEATURES = 3;
const PHASES = ['setup', 'main', 'combat', 'main2'];

/** The observation's blocks, in order; "own" is the observing player, sides are own then opponent. */
export const OBSERVATION_SHAPE: readonly ObservationPart[] = [
  /** Present, definition, HP, AL, SPD, modifier, attack dice, effects on, immune, DOT ticks left. */
  { name: 'creatures (side x slot x feature)', shape: [2, SIDE_CELLS, CREATURE_FEATURES] },
  /** Present, definition, attached to a creature. */
  { name: 'magic (side x cell x feature)', shape: [2, SIDE_CELLS, MAGIC_FEATURES] },
  { name: 'counters (side x cemetery HP, hand, deck)', shape: [2, 3] },
  { name: 'phase', shape: [PHASES.length] },
  { name: 'own turn, first turn cycle', shape: [2] },
  { name: 'own hand (copies per definition)', shape: [MAX_DEFS] },
  /** One-hot of the top frame's kind (index 0 unused). */
  { name: 'top frame kind', shape: [FRAMES.names.length] },
  { name: 'chain entries pending', shape: [1] },
  { name: 'opponent hand cards known (copies per definition)', shape: [MAX_DEFS] },
];

function defName(s: WardState, d: number): string {
  return s.set.cards[d]?.name ?? `#${d}`;
}

/** The card in creature cell `cell` (0..9, side by side) or magic cell, by owner and name: "P2's Star Wisp". */
function cardIn(s: WardState, cell: number, magic: boolean): string {
  const c = magic ? s.magicAt(cell) : s.creatureAt(cell);
  const side = `P${Math.floor(cell / SIDE_CELLS) + 1}'s`;
  if (c === NO_CARD) return `${side} empty ${magic ? 'magic cell' : 'creature slot'} ${cell % SIDE_CELLS}`;
  return `${side} ${defName(s, s.cards.def[c]!)}`;
}

/** Where a play's target lies (creature cell 0..9, magic cell 10..19), or nothing. */
function playTarget(s: WardState, t: number): string {
  if (t === T_SLOT_NONE) return '';
  const magic = t >= 2 * SIDE_CELLS;
  return ` on ${cardIn(s, magic ? t - 2 * SIDE_CELLS : t, magic)}`;
}

export function describeWardAction(s: WardState, a: number): string {
  const who = `P${s.currentPlayer() + 1}`;
  const { segment, index } = ACTIONS.decode(a);
  switch (segment) {
    case 'end-phase':
      return `${who} ends the phase`;
    case 'no-response':
      return `${who} does not respond`;
    case 'go-first':
      return `${who} goes first`;
    case 'go-second':
      return `${who} goes second`;
    case 'kill-own':
      return `${who} kills their own primary creature`;
    case 'battle':
      return `${who} battles with ${cardIn(s, Math.max(0, s.currentPlayer()) * SIDE_CELLS + index, false)}`;
    case 'sacrifice-primary':
      return `${who} sacrifices their primary creature`;
    case 'promote':
      return `${who} promotes the limited summon ${cardIn(s, Math.max(0, s.currentPlayer()) * SIDE_CELLS + index, false)}`;
    case 'destroy-magic':
      return `${who} destroys ${cardIn(s, index, true)}`;
    case 'reserved':
      return `${who} takes reserved action ${a} (never legal)`;
    case 'summon':
      return `${who} summons ${defName(s, index)}`;
    case 'discard':
      return `${who} discards ${defName(s, index)}`;
    case 'sacrifice-from-hand':
      return `${who} sacrifices ${defName(s, index)} from hand`;
    case 'revive':
      return `${who} summons ${defName(s, index)} from the cemetery`;
    case 'limited-summon':
      return `${who} limited-summons ${defName(s, index)}`;
    case 'play':
      return `${who} plays ${defName(s, Math.floor(index / TARGETS_PER_DEF))}${playTarget(s, index % TARGETS_PER_DEF)}`;
  }
}

export function describeWard(s: WardState): string {
  const lines: string[] = [`turn ${s.turn()} P${s.vars[V_PLAYER]! + 1} phase ${PHASES[s.vars[V_PHASE]!]}`];
  for (let p = 0; p < 2; p++) {
    const creatures: string[] = [];
    for (let k = 0; k < SIDE_CELLS; k++) {
      const c = s.creatureAt(p * SIDE_CELLS + k);
      if (c !== NO_CARD) creatures.push(`${k === 0 ? '' : '(L)'}${defName(s, s.cards.def[c]!)} ${s.hp(c)}HP AL${effAl(s, c)}`);
    }
    const magic: string[] = [];
    for (let k = 0; k < SIDE_CELLS; k++) {
      const m = s.magicAt(p * SIDE_CELLS + k);
      if (m !== NO_CARD) magic.push(defName(s, s.cards.def[m]!));
    }
    lines.push(`P${p + 1}: cemetery ${s.cemeteryHp[p]} hand ${s.cards.count(HAND, p)} deck ${s.cards.count(DECK, p)} | ${creatures.join(', ')} | ${magic.join(', ')}`);
  }
  return lines.join('\n');
}

/** A card in a place: present, and its definition. */
function observeCard(s: WardState, c: number, out: Float32Array, o: number): void {
  out[o] = 1;
  out[o + 1] = s.cards.def[c]! / MAX_DEFS;
}

/** The creatures of `side` from out[o] on; returns the next offset. */
function observeCreatures(s: WardState, side: number, out: Float32Array, o: number): number {
  for (let slot = 0; slot < SIDE_CELLS; slot++, o += CREATURE_FEATURES) {
    const c = s.creatureAt(side * SIDE_CELLS + slot);
    if (c === NO_CARD) continue;
    observeCard(s, c, out, o);
    out[o + 2] = s.hp(c) / 150;
    out[o + 3] = effAl(s, c) / 12;
    out[o + 4] = effSpd(s, c) / 10;
    out[o + 5] = effMod(s, c) / 5;
    out[o + 6] = effAtkDice(s, c) / 5;
    out[o + 7] = effectsOn(s, c) ? 1 : 0;
    out[o + 8] = s.immune(c) ? 1 : 0;
    out[o + 9] = s.field(c, DOT_LEFT) / 3;
  }
  return o;
}

/** The magic cells of `side` from out[o] on; returns the next offset. */
function observeMagic(s: WardState, side: number, out: Float32Array, o: number): number {
  for (let cell = 0; cell < SIDE_CELLS; cell++, o += MAGIC_FEATURES) {
    const m = s.magicAt(side * SIDE_CELLS + cell);
    if (m !== NO_CARD) {
      observeCard(s, m, out, o);
      out[o + 2] = s.field(m, HOST) >= 0 ? 1 : 0;
    }
  }
  return o;
}

export function observeWard(s: WardState, p: number, out: Float32Array): void {
  out.fill(0);
  const cards = s.cards;
  const q = 1 - p;
  let o = observeCreatures(s, q, out, observeCreatures(s, p, out, 0));
  o = observeMagic(s, q, out, observeMagic(s, p, out, o));
  for (let k = 0; k < 2; k++) {
    const side = k === 0 ? p : q;
    out[o++] = s.cemeteryHp[side]! / s.lossHp;
    out[o++] = cards.count(HAND, side) / 10;
    out[o++] = cards.count(DECK, side) / 30;
  }
  out[o + s.vars[V_PHASE]!] = 1;
  o += PHASES.length;
  out[o++] = s.vars[V_PLAYER] === p ? 1 : 0;
  out[o++] = s.firstCycle() ? 1 : 0;
  for (let i = cards.count(HAND, p) - 1; i >= 0; i--) out[o + cards.def[cards.at(HAND, p, i)]!]! += 1;
  o += MAX_DEFS;
  if (s.stack.length > 0) out[o + s.stack.top(KIND)] = 1;
  o += FRAMES.names.length;
  out[o++] = WINDOWS.pending(s.stack) / 4;
  for (let i = cards.count(HAND, q) - 1; i >= 0; i--) {
    const c = cards.at(HAND, q, i);
    if (cards.isKnownTo(c, p)) out[o + cards.def[c]!]! += 1;
  }
}

/** The game's own scalars and arrays, as text (serialize and the key both hold them). */
export function wardOwnText(s: WardState): string {
  return [
    `phase=${s.vars[V_PHASE]!} turnPlayer=${s.vars[V_PLAYER]!} winner=${s.vars[V_WINNER]!} combatOver=${s.vars[V_COMBAT_OVER]!} lastDamage=${s.vars[V_LAST_DAMAGE]!} lastCrit=${s.vars[V_LAST_CRIT]!}`,
    `cemeteryHp=${s.cemeteryHp.join(',')} normalSummonUsed=${s.normalSummonUsed.join(',')} killUsed=${s.killUsed.join(',')} replacePending=${s.replacePending.join(',')}`,
  ].join('\n');
}

/** p's view: the public scalars and every card's place, with the definitions p knows. */
export function wardKey(s: WardState, p: number): string {
  const t = s.cards;
  const bit = 1 << p;
  let cards = '';
  for (let c = 0; c < t.size; c++) cards += `${(t.knownTo[c]! & bit) !== 0 ? t.def[c] : '?'}@${t.zone[c]}.${t.controller[c]}.${t.slot[c]};`;
  return `${p}|${s.turn()}|${s.decisions()}|${wardOwnText(s)}|${cards}`;
}
