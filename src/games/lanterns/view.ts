// What is shown of a Duel of Lanterns state: action and board descriptions for logs, the
// observation vector and its shape, the information-state key's own part and the state's own text.

import { ASKED } from '../../core/frames.js';
import type { ObservationPart } from '../../core/game.js';
import { KW_GLOW, KW_GUARD, KW_SWIFT } from './card-tables.js';
import { FRAMES } from './frames.js';
import { ACTIONS, ASHES, DECK, HAND, MAX_DEFS, ROW_SIZE, T_LANTERN, TARGETS, V_PLAYER, V_WINNER } from './ids.js';
import { CARD_FIELDS } from './layout.js';
import { isReady, unitAt } from './rules/units.js';
import type { LanternState } from './state.js';

const { damage: DAMAGE } = CARD_FIELDS.at;
const UNIT_FEATURES = 8;

/** The observation's blocks, in order; "own" is the observing player, sides are own then opponent. */
export const OBSERVATION_SHAPE: readonly ObservationPart[] = [
  /** Present, definition, power, health left, ready, guard, swift, glow. */
  { name: 'rows (side x place x feature)', shape: [2, ROW_SIZE, UNIT_FEATURES] },
  { name: 'counters (side x light, oil, hand, deck, ashes)', shape: [2, 5] },
  { name: 'own hand (copies per definition)', shape: [MAX_DEFS] },
  { name: 'spell waiting for an answer (definition)', shape: [MAX_DEFS] },
  { name: 'its target', shape: [TARGETS] },
  { name: 'own turn, turns played of the cap', shape: [2] },
];

function defName(s: LanternState, d: number): string {
  return s.set.cards[d]?.name ?? `#${d}`;
}

/** `target` of player p's spell or attack, as words. */
function targetText(s: LanternState, p: number, target: number): string {
  if (target === T_LANTERN) return `P${2 - p}'s lantern`;
  const c = unitAt(s, 1 - p, target - 1);
  return `P${2 - p}'s ${c >= 0 ? defName(s, s.cards.def[c]!) : 'empty place'} (place ${target - 1})`;
}

export function describeLanternAction(s: LanternState, a: number): string {
  const p = Math.max(0, s.currentPlayer());
  const who = `P${p + 1}`;
  const { segment, index } = ACTIONS.decode(a);
  switch (segment) {
    case 'end-turn':
      return `${who} ends the turn`;
    case 'play':
      return `${who} plays ${defName(s, index)}`;
    case 'cast': {
      const d = Math.floor(index / TARGETS);
      const flare = s.set.data[d]?.kind === 'spell' && s.set.data[d].effect === 'flare';
      return `${who} casts ${defName(s, d)}${flare ? ` at ${targetText(s, p, index % TARGETS)}` : ''}`;
    }
    case 'attack': {
      const c = unitAt(s, p, Math.floor(index / TARGETS));
      return `${who} attacks with ${c >= 0 ? defName(s, s.cards.def[c]!) : 'an empty place'} at ${targetText(s, p, index % TARGETS)}`;
    }
    case 'respond':
      return `${who} answers with ${defName(s, index)}`;
    case 'let-it-act':
      return `${who} lets the spell act`;
  }
}

export function describeLanterns(s: LanternState): string {
  const t = s.cards;
  const lines = [`turn ${s.turn()} P${s.vars[V_PLAYER]! + 1} to play`];
  for (let p = 0; p < 2; p++) {
    const row: string[] = [];
    for (let k = 0; k < ROW_SIZE; k++) {
      const c = unitAt(s, p, k);
      if (c >= 0) row.push(`${defName(s, t.def[c]!)} ${s.tables.power[t.def[c]!]}/${s.tables.health[t.def[c]!]! - s.get(c, DAMAGE)}`);
    }
    lines.push(`P${p + 1}: light ${s.light[p]} oil ${s.oil[p]} hand ${t.count(HAND, p)} deck ${t.count(DECK, p)} | ${row.join(', ') || 'empty row'}`);
  }
  if (s.stack.length > 0) lines.push(`waiting: ${defName(s, t.def[s.stack.top(FRAMES.field.answer.spell)]!)}, P${s.stack.top(ASKED) + 1} to answer`);
  return lines.join('\n');
}

function observeRow(s: LanternState, side: number, out: Float32Array, o: number): number {
  const tables = s.tables;
  for (let k = 0; k < ROW_SIZE; k++, o += UNIT_FEATURES) {
    const c = unitAt(s, side, k);
    if (c < 0) continue;
    const d = s.cards.def[c]!;
    out[o] = 1;
    out[o + 1] = d / MAX_DEFS;
    out[o + 2] = tables.power[d]! / 9;
    out[o + 3] = (tables.health[d]! - s.get(c, DAMAGE)) / 9;
    out[o + 4] = isReady(s, c) ? 1 : 0;
    out[o + 5] = tables.has(d, KW_GUARD) ? 1 : 0;
    out[o + 6] = tables.has(d, KW_SWIFT) ? 1 : 0;
    out[o + 7] = tables.has(d, KW_GLOW) ? 1 : 0;
  }
  return o;
}

export function observeLanterns(s: LanternState, p: number, out: Float32Array): void {
  out.fill(0);
  const t = s.cards;
  const q = 1 - p;
  let o = observeRow(s, q, out, observeRow(s, p, out, 0));
  for (const side of [p, q]) {
    out[o++] = s.light[side]! / 20;
    out[o++] = s.oil[side]! / 5;
    out[o++] = t.count(HAND, side) / 7;
    out[o++] = t.count(DECK, side) / 20;
    out[o++] = t.count(ASHES, side) / 20;
  }
  for (let i = t.count(HAND, p) - 1; i >= 0; i--) out[o + t.def[t.at(HAND, p, i)]!]! += 1;
  o += MAX_DEFS;
  if (s.stack.length > 0) {
    out[o + t.def[s.stack.top(FRAMES.field.answer.spell)]!] = 1;
    out[o + MAX_DEFS + s.stack.top(FRAMES.field.answer.target)] = 1;
  }
  o += MAX_DEFS + TARGETS;
  out[o++] = s.vars[V_PLAYER] === p ? 1 : 0;
  out[o] = s.turn() / s.facts.maxTurns;
}

/** The game's own arrays, as text (serialize and the key both hold them). */
export function lanternOwnText(s: LanternState): string {
  return `player=${s.vars[V_PLAYER]} winner=${s.vars[V_WINNER]} light=${s.light.join(',')} oil=${s.oil.join(',')}`;
}

/** p's view: the public numbers and every card's place, with the definitions p knows. */
export function lanternKey(s: LanternState, p: number): string {
  return `${p}|${s.turn()}|${s.decisions()}|${lanternOwnText(s)}|${s.cards.seenBy(p)}`;
}
