// The decisions of a Ward match and the loop that runs everything between them: what the turn
// player may do in each phase, the answers to the questions on the stack (first player, discards,
// chain windows, replacements, sacrifices, anchoring magic, Hive Lord's destroy), and the steps
// that need no decision (chain entries, questions that lapsed, the end of combat).

import * as coreCards from '../../../core/cards.js';
import * as coreFrames from '../../../core/frames.js';
import type { WardState } from '../state.js';
import * as wardFrames from '../frames.js';
import * as wardIds from '../ids.js';
import * as wardBattle from './battle.js';
import * as wardMagic from './magic.js';
import * as wardMoves from './moves.js';
import * as wardSummon from './summon.js';
import * as wardTurn from './turn.js';

// Imports bound to this module's own consts, which optimised code folds (docs/performance.md).
// flow.ts is the last of the rules modules: every module it binds has been evaluated already.
const { NO_CARD } = coreCards;
const { ASKED, KIND } = coreFrames;
const { FRAMES, WINDOWS } = wardFrames;
const { choose: F_CHOOSE, discard: F_DISCARD, window: F_WINDOW, entry: F_ENTRY, replace: F_REPLACE, sacrifice: F_SACRIFICE, revive: F_REVIVE, limitedSummon: F_LIMITED, destroyMagic: F_DESTROY_MAGIC } = FRAMES.kind;
const {
  A_BATTLE, A_DESTROY_MAGIC, A_DISCARD, A_END_PHASE, A_GO_FIRST, A_GO_SECOND, A_KILL_OWN, A_LIMITED_SUMMON, A_NO_RESPONSE, A_PLAY, A_REVIVE,
  A_SUMMON, HAND, PH_COMBAT, PH_MAIN, SIDE_CELLS, V_COMBAT_OVER, V_PHASE, V_PLAYER,
} = wardIds;
const { battleActions, canBattle, declareBattle } = wardBattle;
const { destroyMagicActions, dropEmptyAnchor, limitedSummonActions, limitedSummonFromHand, playActions, playMagic, resolveEntry, revive, reviveActions } = wardMagic;
const { destroyMagic } = wardMoves;
const { answerReplacement, answerSacrifice, checkPrimaries, hasReplacement, killOwnPrimary, mainPhaseSummonActions, normalSummon, redraw, replacementActions, sacrificeActions } = wardSummon;
const { discard, discardActions, endCombat, endTurn, startTurn } = wardTurn;

// ---- the turn player, nothing pending -----------------------------------------------------

/** Ending the phase, and the phase's own actions: summons and magic in the main phases, battles in combat (9.1). */
export function turnActions(s: WardState, out: Int32Array): number {
  const p = s.vars[V_PLAYER]!;
  out[0] = A_END_PHASE;
  if (s.vars[V_PHASE] === PH_COMBAT) return battleActions(s, p, out, 1);
  const n = s.vars[V_PHASE] === PH_MAIN ? mainPhaseSummonActions(s, p, out, 1) : 1;
  return playActions(s, p, false, out, n);
}

export function decide(s: WardState, a: number): void {
  const p = s.vars[V_PLAYER]!;
  if (a === A_END_PHASE) {
    if (s.vars[V_PHASE] === PH_MAIN) s.vars[V_PHASE] = PH_COMBAT;
    else if (s.vars[V_PHASE] === PH_COMBAT) endCombat(s);
    else endTurn(s);
  } else if (a === A_KILL_OWN) killOwnPrimary(s, p);
  else if (a >= A_BATTLE && a < A_BATTLE + SIDE_CELLS) declareBattle(s, s.creatureAt(p * SIDE_CELLS + a - A_BATTLE));
  else if (a >= A_SUMMON && a < A_DISCARD) normalSummon(s, p, a - A_SUMMON);
  else playMagic(s, p, a - A_PLAY, false);
}

// ---- questions on the stack --------------------------------------------------------------

/** The asked player's answers to the question on top of the stack. */
export function questionActions(s: WardState, out: Int32Array): number {
  const stack = s.stack;
  const p = stack.top(ASKED);
  switch (stack.top(KIND)) {
    case F_CHOOSE:
      out[0] = A_GO_FIRST;
      out[1] = A_GO_SECOND;
      return 2;
    case F_DISCARD:
      return discardActions(s, p, out);
    case F_WINDOW:
      out[0] = A_NO_RESPONSE;
      return playActions(s, p, true, out, 1);
    case F_REPLACE:
      return replacementActions(s, p, out);
    case F_SACRIFICE:
      return sacrificeActions(s, out);
    case F_REVIVE:
      return reviveActions(s, p, out);
    case F_LIMITED:
      return limitedSummonActions(s, p, out);
    case F_DESTROY_MAGIC:
      return destroyMagicActions(s, out);
    default:
      return 0;
  }
}

/** The asked player's answer to the question on top of the stack. */
export function answer(s: WardState, a: number): void {
  const stack = s.stack;
  const p = stack.top(ASKED);
  switch (stack.top(KIND)) {
    case F_CHOOSE:
      stack.pop();
      startTurn(s, a === A_GO_FIRST ? p : 1 - p);
      return;
    case F_DISCARD:
      discard(s, p, a - A_DISCARD);
      return;
    case F_WINDOW:
      if (a === A_NO_RESPONSE) WINDOWS.pass(stack);
      else playMagic(s, p, a - A_PLAY, true);
      return;
    case F_REPLACE:
      answerReplacement(s, p, a);
      return;
    case F_SACRIFICE:
      answerSacrifice(s, p, a);
      return;
    case F_REVIVE:
      revive(s, p, a - A_REVIVE);
      return;
    case F_LIMITED:
      limitedSummonFromHand(s, p, a - A_LIMITED_SUMMON);
      return;
    case F_DESTROY_MAGIC:
      stack.pop();
      destroyMagic(s, s.magicAt(a - A_DESTROY_MAGIC));
      checkPrimaries(s);
      return;
  }
}

// ---- the loop between decisions ----------------------------------------------------------

function anyMagicOnField(s: WardState): boolean {
  for (let k = 0; k < 2 * SIDE_CELLS; k++) if (s.magicAt(k) !== NO_CARD) return true;
  return false;
}

/** Runs everything that needs no decision (chain entries, lapsed questions, the end of combat) until a player must decide or the match ends. */
export function advance(s: WardState): void {
  const stack = s.stack;
  for (;;) {
    if (s.isTerminal()) return;
    if (stack.length > 0) {
      const kind = stack.top(KIND);
      if (kind === F_ENTRY) {
        resolveEntry(s);
        continue;
      }
      const p = stack.top(ASKED);
      if (kind === F_REPLACE) {
        if (s.primary(p) !== NO_CARD) {
          s.replacePending[p] = 0;
          stack.pop();
        } else if (!hasReplacement(s, p)) redraw(s, p);
        else return;
        continue;
      }
      if ((kind === F_DESTROY_MAGIC && !anyMagicOnField(s)) || (kind === F_DISCARD && s.cards.count(HAND, p) <= s.handLimit)) {
        stack.pop();
        continue;
      }
      if ((kind === F_REVIVE || kind === F_LIMITED) && dropEmptyAnchor(s, kind, p)) continue;
      return;
    }
    if (s.vars[V_PHASE] === PH_COMBAT && (s.vars[V_COMBAT_OVER] === 1 || !canBattle(s, s.vars[V_PLAYER]!))) {
      endCombat(s);
      continue;
    }
    return;
  }
}
