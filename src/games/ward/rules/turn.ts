// The match and the turn (7.1, 9): set-up and the first-player roll, the draw and the hand
// limit, the end of the Combat Phase with its DOT and HOT ticks (11), the end of the turn and the
// turn limit (15.1.3). What the turn player may do in each phase is dispatched in flow.ts.

import * as coreBase from '../../../core/base-state.js';
import * as coreCards from '../../../core/cards.js';
import * as coreRng from '../../../core/rng.js';
import type { WardState } from '../state.js';
import * as wardFrames from '../frames.js';
import * as wardIds from '../ids.js';
import * as wardLayout from '../layout.js';
import * as wardHand from './hand.js';
import * as wardEffects from './effects.js';
import * as wardMoves from './moves.js';
import * as wardSummon from './summon.js';

// Imports bound to this module's own consts, which optimised code folds (docs/performance.md).
// The rules modules import one another without cycles (moves, effects, summon, magic and
// battle, turn, flow), so every module whose functions are bound here has been evaluated already.
const { END_TURN_LIMIT } = coreBase;
const { NO_CARD } = coreCards;
const { STREAM_CHANCE } = coreRng;
const { FRAMES } = wardFrames;
const { A_DISCARD, DECK, HAND, PH_MAIN, PH_MAIN2, SIDE_CELLS, V_COMBAT_OVER, V_PHASE, V_PLAYER } = wardIds;
const { distinctDefs, handCardOf } = wardHand;
const { dotAmount: DOT_AMOUNT, hotAmount: HOT_AMOUNT } = wardLayout.CARD_FIELDS.at;
const { dealDamage, heal, tickDue } = wardEffects;
const { drawCard, shuffleDeck, toCemetery } = wardMoves;
const { askReplacement, checkPrimaries } = wardSummon;
const F_CHOOSE = FRAMES.kind.choose;
const F_DISCARD = FRAMES.kind.discard;

/** Creates both decks' cards in id order, seat by seat: the part of the set-up a template keeps. */
export function createDecks(s: WardState, decks: readonly (readonly number[])[]): void {
  let id = 0;
  for (let p = 0; p < 2; p++) for (const d of decks[p]!) s.cards.create(id++, d, p, DECK);
}

/** The rest of the set-up once the decks exist (7.1.1): InDeck events, shuffles, the first-player roll. The lower roll chooses. */
export function startMatch(s: WardState): void {
  for (let p = 0; p < 2; p++) s.reportDeck(DECK, p);
  for (let p = 0; p < 2; p++) shuffleDeck(s, p);
  let r0 = 0;
  let r1 = 0;
  while (r0 === r1) {
    r0 = s.rng.die(STREAM_CHANCE);
    r1 = s.rng.die(STREAM_CHANCE);
  }
  s.stack.push(F_CHOOSE, r0 < r1 ? 0 : 1);
}

/** p's turn begins (9.1): the draw (five on a first turn, 7.1), the forced first summon (7.1.4), the hand limit. */
export function startTurn(s: WardState, p: number): void {
  s.beginTurn(p);
  s.vars[V_PLAYER] = p;
  s.normalSummonUsed[p] = 0;
  s.killUsed[p] = 0;
  const first = s.ownTurns[p] === 1;
  for (let i = first ? 5 : 1; i > 0; i--) drawCard(s, p, first);
  s.vars[V_PHASE] = PH_MAIN;
  if (first && s.primary(p) === NO_CARD) {
    // The first turn's summon is forced and is the turn's normal summon.
    s.normalSummonUsed[p] = 1;
    askReplacement(s, p);
  }
  if (s.cards.count(HAND, p) > s.handLimit) s.stack.push(F_DISCARD, p);
}

/** The turn player ends the second main phase: the next player's turn, or the turn limit (15.1.3). */
export function endTurn(s: WardState): void {
  if (s.turn() >= s.facts.maxTurns) {
    const a = s.cemeteryHp[0]!;
    const b = s.cemeteryHp[1]!;
    s.finish(a === b ? 2 : a > b ? 1 : 0, END_TURN_LIMIT);
    return;
  }
  startTurn(s, 1 - s.vars[V_PLAYER]!);
}

/** End of the Combat Phase: DOT and HOT tick (11.1), then the second magic phase. */
export function endCombat(s: WardState): void {
  s.vars[V_COMBAT_OVER] = 0;
  s.vars[V_PHASE] = PH_MAIN2;
  const t = s.turn();
  for (let k = 0; k < 2 * SIDE_CELLS; k++) {
    const c = s.creatureAt(k);
    if (c === NO_CARD) continue;
    const healing = tickDue(s, c, HOT_AMOUNT, t);
    if (healing > 0) heal(s, c, healing);
    const damage = tickDue(s, c, DOT_AMOUNT, t);
    if (damage > 0) {
      dealDamage(s, c, damage, -1);
      if (s.isTerminal()) return;
    }
  }
  checkPrimaries(s);
}

/** A discard of definition d takes p's cemetery short of 300. */
function safeDiscard(s: WardState, p: number, d: number): boolean {
  return s.tables.isCreature[d] === 0 || s.cemeteryHp[p]! + s.tables.hp[d]! < s.lossHp;
}

/** Discards: any card in hand, but not one that reaches 300 cemetery HP while another can go (4.1.5). */
export function discardActions(s: WardState, p: number, out: Int32Array): number {
  const defs = s.scratch.defs;
  const k = distinctDefs(s, HAND, p, defs);
  let safe = false;
  for (let i = 0; i < k && !safe; i++) safe = safeDiscard(s, p, defs[i]!);
  let n = 0;
  for (let i = 0; i < k; i++) if (!safe || safeDiscard(s, p, defs[i]!)) out[n++] = A_DISCARD + defs[i]!;
  return n;
}

export function discard(s: WardState, p: number, d: number): void {
  toCemetery(s, handCardOf(s, p, d));
  if (s.cards.count(HAND, p) <= s.handLimit) s.stack.pop();
}
