// The decisions of a WTactics match and the loop that runs everything between them: what the
// turn player may do in each phase, the answers to the questions on the stack (windows, vetoes,
// mulligans, discards, blocks, quest penalties, ...), and the steps that need no decision.

import { ASKED, KIND } from '../../../core/frames.js';
import { FRAMES } from '../frames.js';
import {
  A_ABANDON, A_ABILITY, A_ACCEPT, A_ASSIGN, A_ATTACK, A_BLOCK, A_COUNTER, A_DISCARD, A_DONE, A_END_PHASE, A_ENGAGE, A_ESCROW, A_EXPIRE, A_HERO, A_KEEP, A_MOVE, A_ORDER, A_PASS, A_PENALTY,
  A_PICKUP, A_PLAY, A_REASSIGN, A_RECYCLE, A_RESOURCE, A_TAKE, A_TARGET_DISCARD, A_UNASSIGN, A_VETO, A_WIELD, A_YES, CELLS, FRONTS, HAND, PH_ATTACK1, PH_ATTACK2, PH_END, PH_ENTRANCE, PH_NEXT,
  PH_PLAY1, PH_PLAY2, PH_START, PLAYER_CELLS, QUEST_SLOTS,
} from '../ids.js';
import type { WtState } from '../state.js';
import { abilityActions, activate, assign, assignActions, canCounter, counter, heroActions, pickup, pickupActions, reassign, reassignActions, take, takeActions, unassign, unassignActions, useHero } from './abilities.js';
import { wield, wieldActions } from './announcement.js';
import { addAttacker, assignBlock, attackerActions, attackersDone, blockActions, blocksDone, chooseCombat, endAttack, fight, move, moveAttackActions, orderActions, pendingCombats, startAttack } from './combat.js';
import { resolveEntry } from './effects.js';
import { canRecycle, layResource, recycle } from './gold.js';
import { keepActions, keepCard, redraw } from './open-mulligan.js';
import { CTX_ENTRANCE, CTX_PLAY, CTX_WINDOW, cardPlays, handCard, handDefs, playCard, resourceActions } from './play.js';
import { abandon, accept, accepted, answerPenalty, answerReveal, canAccept, canEngage, engage, expirable, expire, penaltyTarget, putInEscrow } from './quests.js';
import { offRotationActions, payOffRotation } from './triumvirate.js';
import { answerDrawSecond, answerMulligan, answerUpkeep, discard, endPhase, finishTurn, nextTurn, runStartStep, veto, vetoActions } from './turn.js';

const K = FRAMES.kind;

// ---- the turn player, nothing pending --------------------------------------------------------

/** The active player's actions with nothing pending, in id order. */
export function turnActions(s: WtState, out: Int32Array): number {
  const p = s.turnPlayer();
  out[0] = A_END_PHASE;
  let n = 1;
  const ph = s.phase();
  if (ph === PH_ATTACK1 || ph === PH_ATTACK2) return moveAttackActions(s, p, out, n);
  if (ph === PH_ENTRANCE) return cardPlays(s, p, CTX_ENTRANCE, out, n);
  if (canRecycle(s, p)) out[n++] = A_RECYCLE;
  const slots = s.questSlots;
  for (let q = 0; q < slots; q++) if (canAccept(s, p, q)) out[n++] = A_ACCEPT + q;
  let questing = false;
  for (let q = 0; q < slots; q++) {
    if (!accepted(s, q, p)) continue;
    out[n++] = A_ABANDON + q;
    questing = true;
  }
  n = heroActions(s, p, out, n);
  n = assignActions(s, p, out, n);
  n = pickupActions(s, p, out, n);
  if (questing) {
    for (let k = p * PLAYER_CELLS; k < (p + 1) * PLAYER_CELLS; k++) for (let q = 0; q < slots; q++) if (canEngage(s, p, k, q)) out[n++] = A_ENGAGE + k * QUEST_SLOTS + q;
  }
  n = abilityActions(s, p, out, n);
  n = resourceActions(s, p, out, n);
  n = reassignActions(s, p, out, n);
  n = cardPlays(s, p, CTX_PLAY, out, n);
  return s.numPlayers > 2 && (ph === PH_PLAY1 || ph === PH_PLAY2) ? offRotationActions(s, p, out, n) : n;
}

/**
 * A move/attack phase in which no creature can move or attack, or an Entrance phase with an
 * empty hand, offers only its end: it passes by itself. Both are seen by everyone, so
 * skipping them tells the opponent nothing (a phase that depends on the hand is always asked).
 */
function nothingToDo(s: WtState): boolean {
  const ph = s.phase();
  if (ph === PH_ATTACK1 || ph === PH_ATTACK2) return moveAttackActions(s, s.turnPlayer(), s.scratch.actions, 0) === 0;
  return ph === PH_ENTRANCE && s.cards.count(HAND, s.turnPlayer()) === 0;
}

export function decide(s: WtState, a: number): void {
  const p = s.turnPlayer();
  if (a === A_END_PHASE) {
    endPhase(s);
    return;
  }
  if (a >= A_ATTACK && a < A_ATTACK + CELLS) {
    startAttack(s, p, a - A_ATTACK);
    return;
  }
  if (a === A_RECYCLE) recycle(s, p);
  else if (a >= A_ACCEPT && a < A_ACCEPT + QUEST_SLOTS) {
    accept(s, p, a - A_ACCEPT);
    // The escrow question comes first; the window follows once it is answered.
    if (s.stack.length > 0) return;
  } else if (a >= A_ABANDON && a < A_ABANDON + QUEST_SLOTS) {
    abandon(s, p, a - A_ABANDON);
    if (s.stack.length > 0) return;
  } else if (a >= A_HERO && a < A_MOVE) {
    useHero(s, p, a - A_HERO);
    return;
  } else if (a >= A_MOVE && a < A_MOVE + CELLS) move(s, p, a - A_MOVE);
  else if (a >= A_ASSIGN && a < A_ASSIGN + CELLS) assign(s, p, s.cards.cell(FRONTS, a - A_ASSIGN));
  else if (a >= A_PICKUP && a < A_PICKUP + CELLS) {
    // Which piece comes first when there is a choice; the window follows the answer.
    if (pickup(s, s.cards.cell(FRONTS, a - A_PICKUP))) return;
  } else if (a >= A_ENGAGE && a < A_ABILITY) {
    const i = a - A_ENGAGE;
    engage(s, p, s.cards.cell(FRONTS, (i / QUEST_SLOTS) | 0), i % QUEST_SLOTS);
    if (s.stack.length > 0 || s.isTerminal()) return;
  } else if (a >= A_ABILITY && a < A_VETO) {
    activate(s, p, a - A_ABILITY, false);
    return;
  } else if (a >= A_RESOURCE && a < A_ESCROW) layResource(s, p, handCard(s, p, a - A_RESOURCE));
  else if (a >= A_REASSIGN && a < A_PLAY) reassign(s, p, a - A_REASSIGN);
  else if (a >= A_TARGET_DISCARD) payOffRotation(s, p, a);
  else {
    playCard(s, p, a - A_PLAY, false);
    return;
  }
  if (!s.isTerminal()) s.passiveWindow();
}

// ---- questions on the stack ----------------------------------------------------------------

export function questionActions(s: WtState, out: Int32Array): number {
  const st = s.stack;
  const p = st.top(ASKED);
  let n = 0;
  switch (st.top(KIND)) {
    case K.window:
      out[n++] = A_PASS;
      if (canCounter(s, p)) out[n++] = A_COUNTER;
      n = pickupActions(s, p, out, n);
      n = abilityActions(s, p, out, n);
      return cardPlays(s, p, CTX_WINDOW, out, n);
    case K.veto:
      return vetoActions(s, p, out);
    case K.mulligan:
    case K.upkeep:
    case K.drawSecond:
    case K.reveal:
      out[0] = A_YES;
      out[1] = A_YES + 1;
      return 2;
    case K.unassign:
      out[n++] = A_DONE;
      return unassignActions(s, p, out, n);
    case K.discard:
    case K.escrow: {
      const base = st.top(KIND) === K.discard ? A_DISCARD : A_ESCROW;
      const defs = s.scratch.handDefs;
      const k = handDefs(s, p, defs);
      for (let i = 0; i < k; i++) out[n++] = base + defs[i]!;
      return n;
    }
    case K.attackers:
      return attackerActions(s, p, out);
    case K.keep:
      return keepActions(s, p, out);
    case K.wield:
      return wieldActions(s, out);
    case K.take:
      return takeActions(s, out);
    case K.blocks:
      return blockActions(s, p, out);
    case K.order:
      return orderActions(s, out);
    case K.expire:
      for (let q = 0; q < s.questSlots; q++) if (expirable(s, q)) out[n++] = A_EXPIRE + q;
      return n;
    case K.penalty: {
      out[n++] = A_DONE;
      const { victim, slot, left } = FRAMES.field.penalty;
      for (let k = 0; k < s.cellCount; k++) if (penaltyTarget(s, st.top(victim), st.top(slot), st.top(left), k)) out[n++] = A_PENALTY + k;
      return n;
    }
    default:
      return 0;
  }
}

/** The asked player's answer to the question on top of the stack. */
export function answer(s: WtState, a: number): void {
  const st = s.stack;
  const p = st.top(ASKED);
  switch (st.top(KIND)) {
    case K.window:
      if (a === A_PASS) s.windows.pass(st);
      else if (a === A_COUNTER) counter(s, p);
      else if (a >= A_PICKUP && a < A_PICKUP + CELLS) {
        s.windows.acted(st);
        pickup(s, s.cards.cell(FRONTS, a - A_PICKUP));
      } else if (a >= A_ABILITY && a < A_VETO) activate(s, p, a - A_ABILITY, true);
      else playCard(s, p, a - A_PLAY, true);
      return;
    case K.veto:
      veto(s, p, a - A_VETO);
      return;
    case K.mulligan:
      answerMulligan(s, a === A_YES);
      return;
    case K.upkeep:
      answerUpkeep(s, a === A_YES);
      return;
    case K.drawSecond:
      answerDrawSecond(s, a === A_YES);
      return;
    case K.reveal:
      answerReveal(s, a === A_YES);
      return;
    case K.unassign:
      if (a === A_DONE) st.pop();
      else unassign(s, p, s.cards.cell(FRONTS, a - A_UNASSIGN));
      return;
    case K.discard:
      discard(s, p, handCard(s, p, a - A_DISCARD));
      return;
    case K.escrow:
      putInEscrow(s, p, handCard(s, p, a - A_ESCROW), st.top(FRAMES.field.escrow.slot));
      if (st.length === 0 || st.top(KIND) !== K.escrow) s.passiveWindow();
      return;
    case K.attackers:
      if (a === A_DONE) attackersDone(s, p);
      else addAttacker(s, p, a - A_ATTACK);
      return;
    case K.keep:
      if (a === A_DONE) redraw(s);
      else keepCard(s, p, a - A_KEEP);
      return;
    case K.wield:
      wield(s, a - A_WIELD);
      return;
    case K.take:
      take(s, a - A_TAKE);
      // A pick-up of the active player's phase (no window beneath) gets its window now.
      if (st.length === 0) s.passiveWindow();
      return;
    case K.blocks:
      if (a === A_DONE) blocksDone(s);
      else assignBlock(s, p, a - A_BLOCK);
      return;
    case K.order:
      chooseCombat(s, a - A_ORDER);
      return;
    case K.expire:
      st.pop();
      expire(s, a - A_EXPIRE);
      return;
    case K.penalty:
      answerPenalty(s, a - A_PENALTY, a === A_DONE);
      if (st.length === 0 && !s.isTerminal()) s.passiveWindow();
      return;
  }
}

// ---- the loop between decisions --------------------------------------------------------------

/** Runs everything that needs no decision until a player must decide or the match ends. */
export function advance(s: WtState): void {
  const st = s.stack;
  for (;;) {
    if (s.isTerminal()) return;
    if (st.length > 0) {
      const kind = st.top(KIND);
      if (kind === K.entry) {
        resolveEntry(s);
        continue;
      }
      if (kind === K.fight) {
        const attacker = st.top(FRAMES.field.fight.attacker);
        st.pop();
        fight(s, attacker);
        continue;
      }
      if (kind === K.order) {
        const left = pendingCombats(s);
        if (left === 0) endAttack(s);
        else if (left === 1) {
          const order = s.scratch.actions;
          orderActions(s, order);
          chooseCombat(s, order[0]! - A_ORDER);
        } else return;
        continue;
      }
      if (kind === K.blocks && blockActions(s, st.top(ASKED), s.scratch.actions) === 1) {
        blocksDone(s);
        continue;
      }
      if (kind === K.unassign && unassignActions(s, st.top(ASKED), s.scratch.actions, 0) === 0) {
        st.pop();
        continue;
      }
      if (kind === K.discard && s.cards.count(HAND, st.top(ASKED)) <= s.handSize[st.top(ASKED)]!) {
        st.pop();
        continue;
      }
      if (kind === K.escrow && s.cards.count(HAND, st.top(ASKED)) === 0) {
        st.pop();
        continue;
      }
      return;
    }
    if (s.phase() === PH_START) runStartStep(s);
    else if (s.phase() === PH_END) finishTurn(s);
    else if (s.phase() === PH_NEXT) nextTurn(s);
    else if (nothingToDo(s)) endPhase(s);
    else return;
  }
}
