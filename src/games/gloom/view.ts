// What is shown of a Gloom state: action descriptions (cut into steps for the terminal menu),
// the board for logs (board-text.ts), the observation vector and its shape, the
// information-state key's own part (sealed bids and unrevealed Gambit choices hidden from the
// opponent) and the state's own text.

import type { ObservationPart } from '../../core/game.js';
import { KIND } from '../../core/frames.js';
import { MAX_DEFS } from './card-schema.js';
import { FRAMES } from './frames.js';
import { SIDE_NAMES, unitLetter } from './board-text.js';
import { hexName } from './geometry.js';
import { A_BID, A_GAMBIT_CHOICE, ACTIONS, BOARD, GAMBIT_PAIRS, HIDDEN_BID, HIDDEN_GAMBIT_CHOICE, MUSTER, PH_GODS_PUSH, RESERVE, SLOTS, V_CARD, V_INITIATIVE, V_MOMENTUM, V_PHASE, V_PLAYER_A, V_PUSH_CURSOR, V_ROUND } from './ids.js';
import { CARD_FIELDS } from './layout.js';
import { activationsThisRound, pushOrder } from './rules/round.js';
import { CELLS } from './scenarios.js';
import type { GloomState } from './state.js';
import { TERRAIN_KEYWORDS } from './vocabulary.js';
import { LIST_GAMBITS, LORE_SIZE } from './decks.js';

const F = CARD_FIELDS.at;
const HEX_FEATURES = TERRAIN_KEYWORDS.length + 1 + 2 + 2 + 6 + 6 + 1 + 1;
const GLOBALS = 25;

export const OBSERVATION_SHAPE: readonly ObservationPart[] = [
  /** Terrain keywords, objective, own unit, enemy unit, health left, morale, facing (6), tokens (6), activated, definition. */
  { name: 'hexes (hex x feature)', shape: [CELLS, HEX_FEATURES] },
  { name: 'round, phase, resources, momentum, roles, bids, gambits', shape: [GLOBALS] },
  { name: 'top frame kind', shape: [FRAMES.names.length] },
  { name: 'units waiting (own muster, own reserve, enemy muster, enemy reserve)', shape: [4] },
];

function defName(s: GloomState, d: number): string {
  return s.set.cards[d]?.name ?? `#${d}`;
}

/** Unit index u by name and map letter, and its hex when on the battlefield: "P2 Halberd Line [A] at B5" (`owner` false: without "P2"). */
function unitName(s: GloomState, u: number, owner = true): string {
  const c = s.unitCard[u] ?? -1;
  if (c < 0) return `unit ${u}`;
  const at = s.cards.zone[c] === BOARD ? ` at ${hexName(s.cards.slot[c]!)}` : '';
  return `${owner ? `P${s.cards.owner[c]! + 1} ` : ''}${defName(s, s.cards.def[c]!)} [${unitLetter(u)}]${at}`;
}

/** Whose Boost token the question on top of the stack is about (" of <unit>"), or nothing. */
function boostHolder(s: GloomState): string {
  if (s.stack.length === 0 || s.stack.top(KIND) !== FRAMES.kind.boost) return '';
  return ` of ${defName(s, s.cards.def[s.stack.top(FRAMES.field.boost.card)]!)}`;
}

/** What a `place` action does now, with the unit it moves: a deployment or arrival, a displacement, or God's Push. */
function placing(s: GloomState): string {
  const pushed = s.stack.length > 0 && s.stack.top(KIND) === FRAMES.kind.displace;
  const c = pushed ? s.stack.top(FRAMES.field.displace.card) : s.vars[V_PHASE] === PH_GODS_PUSH ? s.unitCard[pushOrder(s, s.vars[V_PUSH_CURSOR]!)]! : s.vars[V_CARD]!;
  const name = c >= 0 ? unitName(s, s.a.unitCard.indexOf(c), false) : 'the unit';
  if (pushed) return `puts the displaced ${name}`;
  return s.vars[V_PHASE] === PH_GODS_PUSH ? `pushes ${name} (God's Push)` : `places ${name}`;
}

/** The text of action a, cut into the choices it makes (a unit, then a hex, then a facing); joined with spaces it is describeGloomAction. */
export function gloomActionSteps(s: GloomState, a: number): string[] {
  const p = s.currentPlayer();
  const who = `P${p + 1}`;
  const { segment, index } = ACTIONS.decode(a);
  const own = (k: number) => unitName(s, Math.max(0, p) * SLOTS + k, false);
  const gambit = (k: number) => defName(s, s.a.gambitDefs[Math.max(0, p) * LIST_GAMBITS + k]!);
  const moving = s.vars[V_CARD]!;
  switch (segment) {
    case 'bid':
      return [`${who} seals a bid of ${index} Command Seals`];
    case 'gambit-choice':
      return [`${who} chooses the gambits ${GAMBIT_PAIRS[index]!.map(gambit).join(' and ')}`];
    case 'be-player-a':
      return [`${who} takes Player A`];
    case 'be-player-b':
      return [`${who} takes Player B`];
    case 'deploy':
      return [`${who} deploys ${own(index)}`];
    case 'reserve':
      return [`${who} puts ${own(index)} in Reserve`];
    case 'place':
      return [`${who} ${placing(s)}`, `at ${hexName(Math.floor(index / 6))}`, `facing ${SIDE_NAMES[index % 6]}`];
    case 'activate':
      return [`${who} activates ${own(index)}`];
    case 'activate-fast':
      return [`${who} activates ${own(index)}, spending its Fast token`];
    case 'arrive':
      return [`${who} brings ${own(index)} from Reserve`];
    case 'gambit':
      return [`${who} plays the gambit ${gambit(index)}`];
    case 'divine-favor':
      return [`${who} calls on Divine Favor`];
    case 'move':
      return [`${who} moves`];
    case 'step': {
      const to = moving >= 0 && s.cards.zone[moving] === BOARD ? s.geo.neighbour[s.cards.slot[moving]! * 6 + index]! : -1;
      return [`${who} steps ${SIDE_NAMES[index]}${to >= 0 ? ` to ${hexName(to)}` : ''}`];
    }
    case 'stop':
      return [`${who} stops facing ${SIDE_NAMES[index]}`];
    case 'melee':
      return [`${who} attacks ${unitName(s, index)} in melee`];
    case 'ranged':
      return [`${who} shoots at ${unitName(s, index)}`];
    case 'focus':
      return [`${who} focuses`];
    case 'rally':
      return [`${who} rallies`];
    case 'skill':
      return [`${who} uses a skill on ${unitName(s, index)}`];
    case 'cast': {
      const spell = s.a.spellDefs[Math.max(0, p) * LORE_SIZE + Math.floor(index / CELLS)]!;
      return [`${who} casts ${defName(s, spell)}`, `at ${hexName(index % CELLS)}`];
    }
    case 'demolish':
      return [`${who} attacks the wall at ${hexName(index)}`];
    case 'end-activation':
      return [`${who} ends the activation`];
    case 'react':
      return [`${who} reacts with ${own(index)}`];
    case 'no-react':
      return [`${who} does not react`];
    case 'keep-dice':
      return [`${who} keeps the dice`];
    case 'reroll-attack-die':
      return [`${who} rerolls a failed attack die (Momentum)`];
    case 'reroll-defence-die':
      return [`${who} rerolls a failed defence die (Momentum)`];
    case 'reroll-pool':
      return [`${who} rerolls the pool (Command Seal)`];
    case 'spend-boost':
      return [`${who} spends the Boost token${boostHolder(s)}`];
    case 'keep-boost':
      return [`${who} keeps the Boost token${boostHolder(s)}`];
    case 'stay':
      return [`${who} declines God's Push`];
  }
}

export function describeGloomAction(s: GloomState, a: number): string {
  return gloomActionSteps(s, a).join(' ');
}

/** The bid of player q as `viewer` knows it: the bid, 'sealed', or '-' before it is made. */
function seenBid(s: GloomState, q: number, viewer: number): string {
  const b = s.a.bid[q]!;
  if (b < 0) return '-';
  return q === viewer || s.a.bid[1 - q]! >= 0 ? String(b) : 'sealed';
}

export function hiddenObservation(s: GloomState, a: number, viewer: number): number {
  if (viewer === s.currentPlayer()) return a;
  if (a >= A_BID && a < A_GAMBIT_CHOICE) return HIDDEN_BID;
  if (a >= A_GAMBIT_CHOICE && a < A_GAMBIT_CHOICE + GAMBIT_PAIRS.length) return HIDDEN_GAMBIT_CHOICE;
  return a;
}

export function gloomOwnText(s: GloomState): string {
  const a = s.a;
  return [
    `vars=${s.vars.join(',')}`,
    `cs=${a.commandSeals.join(',')} ss=${a.soulshards.join(',')} bid=${a.bid.join(',')} acts=${a.activations.join(',')} choice=${a.gambitChoice.join(',')}`,
    `used=${a.gambitUsed.join(',')} favor=${a.favor.join(',')} reacted=${a.reacted.join(',')} army=${a.armySize.join(',')} units=${a.unitCard.join(',')}`,
    `gambits=${a.gambitDefs.join(',')} spells=${a.spellDefs.join(',')}`,
    `terrain=${s.terrain.join(',')} walls=${a.wallHealth.join(',')}`,
    `dice=${a.dice.join(',')} count=${a.diceCount.join(',')}`,
  ].join('\n');
}

/** p's view: everything public, own bid and gambit choice, and the card identities p knows. */
export function gloomKey(s: GloomState, p: number): string {
  const a = s.a;
  const t = s.cards;
  const bit = 1 << p;
  let cards = '';
  for (let c = 0; c < t.size; c++) cards += `${(t.knownTo[c]! & bit) !== 0 ? t.def[c] : '?'}@${t.zone[c]}.${t.controller[c]}.${t.slot[c]};`;
  return [
    p,
    s.turn(),
    s.decisions(),
    `vars=${s.vars.join(',')}`,
    `cs=${a.commandSeals.join(',')} ss=${a.soulshards.join(',')} bids=${seenBid(s, 0, p)},${seenBid(s, 1, p)} acts=${a.activations.join(',')} choice=${a.gambitChoice[p]}`,
    `used=${a.gambitUsed.join(',')} favor=${a.favor.join(',')} reacted=${a.reacted.join(',')} army=${a.armySize.join(',')} units=${a.unitCard.join(',')}`,
    `gambits=${a.gambitDefs.join(',')} spells=${a.spellDefs.join(',')} terrain=${s.terrain.join(',')} walls=${a.wallHealth.join(',')}`,
    `dice=${a.dice.join(',')} count=${a.diceCount.join(',')}`,
    cards,
  ].join('|');
}

export function observeGloom(s: GloomState, p: number, out: Float32Array): void {
  out.fill(0);
  const t = s.cards;
  for (let h = 0; h < CELLS; h++) {
    const o = h * HEX_FEATURES;
    const terrain = s.terrain[h]!;
    for (let k = 0; k < TERRAIN_KEYWORDS.length; k++) if ((terrain & (1 << k)) !== 0) out[o + k] = 1;
    let f = o + TERRAIN_KEYWORDS.length;
    out[f++] = s.geo.objective[h]! >= 0 ? 1 : 0;
    const c = t.cell(BOARD, h);
    if (c < 0) continue;
    const def = t.def[c]!;
    out[f + (t.owner[c] === p ? 0 : 1)] = 1;
    f += 2;
    out[f++] = (s.tables.health[def]! - s.get(c, F.wounds)) / 10;
    out[f++] = s.get(c, F.morale) / 6;
    out[f + s.get(c, F.facing)] = 1;
    f += 6;
    out[f++] = s.get(c, F.boost);
    out[f++] = s.get(c, F.weak);
    out[f++] = s.get(c, F.fast);
    out[f++] = s.get(c, F.slow);
    out[f++] = s.get(c, F.effect);
    out[f++] = s.get(c, F.shield);
    out[f++] = s.get(c, F.activated) === s.vars[V_ROUND] ? 1 : 0;
    out[f++] = def / MAX_DEFS;
  }
  let o = CELLS * HEX_FEATURES;
  const q = 1 - p;
  const a = s.a;
  out[o++] = s.vars[V_ROUND]! / 3;
  out[o + Math.min(9, s.vars[V_PHASE]!)] = 1;
  o += 10;
  out[o++] = a.commandSeals[p]! / 10;
  out[o++] = a.commandSeals[q]! / 10;
  out[o++] = a.soulshards[p]! / 10;
  out[o++] = a.soulshards[q]! / 10;
  const m = s.vars[V_MOMENTUM]! * (p === 0 ? 1 : -1);
  out[o++] = Math.max(0, m) / 2;
  out[o++] = Math.max(0, -m) / 2;
  const per = Math.max(1, activationsThisRound(s));
  out[o++] = a.activations[p]! / per;
  out[o++] = a.activations[q]! / per;
  out[o++] = s.vars[V_PLAYER_A] === p ? 1 : 0;
  out[o++] = s.vars[V_INITIATIVE] === p ? 1 : 0;
  out[o++] = s.vars[V_CARD]! >= 0 && t.owner[s.vars[V_CARD]!] === p ? 1 : 0;
  const seen = seenBid(s, q, p);
  out[o++] = seen === 'sealed' ? 1 : 0;
  out[o++] = a.bid[p]! >= 0 ? a.bid[p]! / 3 : 0;
  const oppBid = seen === '-' || seen === 'sealed' ? 0 : Number(seen) / 3;
  out[o++] = oppBid;
  const ctx = s.stack.length > 0 ? s.stack.top(KIND) : 0;
  o = CELLS * HEX_FEATURES + GLOBALS;
  out[o + ctx] = 1;
  o += FRAMES.names.length;
  out[o++] = t.count(MUSTER, p) / SLOTS;
  out[o++] = t.count(RESERVE, p) / SLOTS;
  out[o++] = t.count(MUSTER, q) / SLOTS;
  out[o++] = t.count(RESERVE, q) / SLOTS;
}
