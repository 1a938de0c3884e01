// The decisions of a Gloom match and the loop that runs everything between them: what the
// player on turn may do in each phase, the answers to questions on the stack (reactions,
// rerolls, displacements), and the pending steps (attack tests, entries, trample, God's Push).

import { ASKED, KIND } from '../../../core/frames.js';
import { ENTRY_ATTACK, ENTRY_CAST, ENTRY_COUNTER_CHARGE, ENTRY_DISPEL, FRAMES, WINDOWS } from '../frames.js';
import { A_ACTIVATE, A_ACTIVATE_FAST, A_ARRIVE, A_BE_A, A_BE_B, A_BID, A_DEPLOY, A_FAVOR, A_GAMBIT, A_GAMBIT_CHOICE, A_KEEP_BOOST, A_MOVE, A_NO_REACT, A_PLACE, A_REACT, A_RESERVE, A_SPEND_BOOST, A_STAY, A_STEP, A_STOP, BOARD, GAMBIT_PAIRS, MAX_BID, MUSTER, PH_ACTIVATE, PH_BID, PH_DEPLOY, PH_GAMBITS, PH_GODS_PUSH, PH_MOVING, PH_PLACE, PH_ROLE, PH_UNIT, RESERVE, SLOTS, V_ACTED, V_ARRIVING, V_CARD, V_PHASE, V_PLAYER, V_PUSH_CURSOR, V_ROUND } from '../ids.js';
import { CARD_FIELDS } from '../layout.js';
import { CELLS } from '../scenarios.js';
import type { GloomState } from '../state.js';
import { activate, endActivation, standardAction, unitActions } from './activation.js';
import { answerReroll, mayCounterCharge, rerollActions, resolveAttackEntry, stepAttack } from './attack.js';
import { strategicActions, playGambit, useFavor } from './gambits.js';
import { answerBoost, askBoost } from './boost.js';
import { applySpell, askSpellBoosts, mayDispel, resolveDispel } from './magic.js';
import { answerDisplacement, canFace, canStep, displacementAllows, finishStep, godsPush, startMove, step, stop } from './movement.js';
import { canActivate, canArrive, chooseRole, nextActivation, nextPushed, placeBid, pushActions, pushOrder, startRound } from './round.js';
import { canReserve, chooseGambits, enterBattlefield, nextDeployer, placeable, selectForPlacement, toReserve, unitIn } from './setup.js';

const F = CARD_FIELDS.at;
const K = FRAMES.kind;
const FE = FRAMES.field.entry;
const FT = FRAMES.field.trample;

// ---- the player on turn --------------------------------------------------------------------

export function turnActions(s: GloomState, out: Int32Array): number {
  const p = s.vars[V_PLAYER]!;
  let n = 0;
  switch (s.vars[V_PHASE]) {
    case PH_GAMBITS:
      for (let i = 0; i < GAMBIT_PAIRS.length; i++) out[n++] = A_GAMBIT_CHOICE + i;
      return n;
    case PH_DEPLOY:
      for (let k = 0; k < SLOTS; k++) if (unitIn(s, p, k, MUSTER) >= 0) out[n++] = A_DEPLOY + k;
      for (let k = 0; k < SLOTS; k++) {
        const c = unitIn(s, p, k, MUSTER);
        if (c >= 0 && canReserve(s, c)) out[n++] = A_RESERVE + k;
      }
      return n;
    case PH_PLACE: {
      const c = s.vars[V_CARD]!;
      if (s.vars[V_ARRIVING] === 0) {
        // Deployment: only the Deployment Zone's hexes can qualify.
        const zone = s.geo.deployHexes[p]!;
        for (let i = 0; i < zone.length; i++) if (placeable(s, c, zone[i]!)) for (let f = 0; f < 6; f++) out[n++] = A_PLACE + zone[i]! * 6 + f;
      } else for (let h = 0; h < CELLS; h++) if (placeable(s, c, h)) for (let f = 0; f < 6; f++) out[n++] = A_PLACE + h * 6 + f;
      return n;
    }
    case PH_BID:
      for (let b = 0; b <= Math.min(MAX_BID, s.a.commandSeals[p]!); b++) out[n++] = A_BID + b;
      return n;
    case PH_ROLE:
      out[0] = A_BE_A;
      out[1] = A_BE_B;
      return 2;
    case PH_ACTIVATE: {
      const round = s.vars[V_ROUND]!;
      for (let k = 0; k < SLOTS; k++) {
        const c = unitIn(s, p, k, BOARD);
        if (c >= 0 && s.get(c, F.activated) !== round) out[n++] = A_ACTIVATE + k;
      }
      // A unit holding a Fast token may spend it as its activation starts, or keep it.
      for (let k = 0; k < SLOTS; k++) {
        const c = unitIn(s, p, k, BOARD);
        if (c >= 0 && s.get(c, F.activated) !== round && s.get(c, F.fast) === 1) out[n++] = A_ACTIVATE_FAST + k;
      }
      for (let k = 0; k < SLOTS; k++) {
        const c = unitIn(s, p, k, RESERVE);
        if (c >= 0 && canArrive(s, c)) out[n++] = A_ARRIVE + k;
      }
      return strategicActions(s, p, out, n);
    }
    case PH_UNIT:
      return unitActions(s, out);
    case PH_MOVING: {
      const c = s.vars[V_CARD]!;
      for (let d = 0; d < 6; d++) if (canStep(s, c, d)) out[n++] = A_STEP + d;
      for (let f = 0; f < 6; f++) if (canFace(s, c, f)) out[n++] = A_STOP + f;
      return n;
    }
    case PH_GODS_PUSH:
      return pushActions(s, s.unitCard[pushOrder(s, s.vars[V_PUSH_CURSOR]!)]!, out);
    default:
      return 0;
  }
}

export function decide(s: GloomState, a: number): void {
  const p = s.vars[V_PLAYER]!;
  switch (s.vars[V_PHASE]) {
    case PH_GAMBITS:
      chooseGambits(s, p, a - A_GAMBIT_CHOICE);
      return;
    case PH_DEPLOY:
      if (a < A_RESERVE) selectForPlacement(s, unitIn(s, p, a - A_DEPLOY, MUSTER), false);
      else {
        toReserve(s, unitIn(s, p, a - A_RESERVE, MUSTER));
        nextDeployer(s, p, startRound);
      }
      return;
    case PH_PLACE: {
      const c = s.vars[V_CARD]!;
      const i = a - A_PLACE;
      enterBattlefield(s, c, Math.floor(i / 6), i % 6);
      s.used(p, s.cards.def[c]!);
      if (s.vars[V_ARRIVING] === 0) nextDeployer(s, p, startRound);
      else {
        // An arrival is the unit's activation: it stands where it arrived and may take a Standard Action.
        activate(s, c, false);
        s.vars[V_ARRIVING] = 0;
      }
      return;
    }
    case PH_BID:
      placeBid(s, p, a - A_BID);
      return;
    case PH_ROLE:
      chooseRole(s, p, a === A_BE_A);
      return;
    case PH_ACTIVATE:
      if (a >= A_GAMBIT && a < A_FAVOR) playGambit(s, p, a - A_GAMBIT);
      else if (a === A_FAVOR) useFavor(s, p);
      else if (a >= A_ARRIVE) selectForPlacement(s, unitIn(s, p, a - A_ARRIVE, RESERVE), true);
      else if (a >= A_ACTIVATE_FAST) activate(s, unitIn(s, p, a - A_ACTIVATE_FAST, BOARD), true);
      else activate(s, unitIn(s, p, a - A_ACTIVATE, BOARD), false);
      return;
    case PH_UNIT:
      if (a === A_MOVE) startMove(s);
      else standardAction(s, a);
      return;
    case PH_MOVING:
      if (a < A_STOP) step(s, s.vars[V_CARD]!, a - A_STEP);
      else stop(s, s.vars[V_CARD]!, a - A_STOP);
      return;
    case PH_GODS_PUSH: {
      const c = s.unitCard[pushOrder(s, s.vars[V_PUSH_CURSOR]!)]!;
      if (a !== A_STAY) godsPush(s, c, Math.floor((a - A_PLACE) / 6), (a - A_PLACE) % 6);
      s.vars[V_PUSH_CURSOR] = s.vars[V_PUSH_CURSOR]! + 1;
      return;
    }
  }
}

// ---- questions on the stack ----------------------------------------------------------------

/** Reactions p may make to the entry the open window answers: Counter-charge or a Dispel Test. */
function reactionActions(s: GloomState, p: number, out: Int32Array, n: number): number {
  const e = WINDOWS.topEntry(s.stack);
  if (e < 0) return n;
  const what = s.stack.get(e, FE.what);
  if (what === ENTRY_ATTACK) {
    const target = s.stack.get(e, FE.target);
    if (s.cards.owner[target] === p && mayCounterCharge(s, target, s.stack.get(e, FE.y) === 1)) out[n++] = A_REACT + s.unitOf(target) - p * SLOTS;
  } else if (what === ENTRY_CAST) {
    const caster = s.stack.get(e, FE.card);
    if (s.cards.owner[caster] === p) return n;
    for (let k = 0; k < SLOTS; k++) {
      const d = s.unitCard[p * SLOTS + k]!;
      if (d >= 0 && mayDispel(s, p, d, caster)) out[n++] = A_REACT + k;
    }
  }
  return n;
}

export function questionActions(s: GloomState, out: Int32Array): number {
  const st = s.stack;
  const p = st.top(ASKED);
  switch (st.top(KIND)) {
    case K.window: {
      const n = reactionActions(s, p, out, 0);
      out[n] = A_NO_REACT;
      return n + 1;
    }
    case K.reroll:
      return rerollActions(s, p, st.top(FRAMES.field.reroll.role), out, 0);
    case K.boost:
      out[0] = A_SPEND_BOOST;
      out[1] = A_KEEP_BOOST;
      return 2;
    case K.displace: {
      let n = 0;
      for (let h = 0; h < CELLS; h++) if (displacementAllows(s, h)) for (let f = 0; f < 6; f++) out[n++] = A_PLACE + h * 6 + f;
      return n;
    }
    default:
      return 0;
  }
}

export function answer(s: GloomState, a: number): void {
  const st = s.stack;
  const p = st.top(ASKED);
  switch (st.top(KIND)) {
    case K.window: {
      if (a === A_NO_REACT) {
        WINDOWS.pass(st);
        return;
      }
      const reactor = s.unitCard[p * SLOTS + a - A_REACT]!;
      const e = WINDOWS.topEntry(st);
      s.a.reacted[p] = 1;
      if (st.get(e, FE.what) === ENTRY_ATTACK) {
        s.put(reactor, F.reactedRound, s.vars[V_ROUND]!);
        WINDOWS.respond(st, ENTRY_COUNTER_CHARGE, reactor);
      } else {
        s.a.commandSeals[p] = s.a.commandSeals[p]! - 1;
        WINDOWS.respond(st, ENTRY_DISPEL, reactor);
      }
      return;
    }
    case K.reroll:
      answerReroll(s, a);
      return;
    case K.boost:
      answerBoost(s, a === A_SPEND_BOOST);
      return;
    case K.displace:
      answerDisplacement(s, Math.floor((a - A_PLACE) / 6), (a - A_PLACE) % 6);
      return;
  }
}

// ---- the loop between decisions --------------------------------------------------------------

function resolveEntry(s: GloomState): void {
  const st = s.stack;
  const what = st.top(FE.what);
  const card = st.top(FE.card);
  const target = st.top(FE.target);
  const x = st.top(FE.x);
  const y = st.top(FE.y);
  const flag = st.top(FE.flag);
  // A Dispel Test, or a damage spell's defence, waits for the Boost questions of the units rolling it.
  if (what === ENTRY_DISPEL && s.cards.zone[card] === BOARD && askBoost(s, card)) return;
  if (what === ENTRY_CAST && flag === 0 && askSpellBoosts(s, card, target, x)) return;
  st.pop();
  const below = WINDOWS.topEntry(st);
  switch (what) {
    case ENTRY_COUNTER_CHARGE:
      if (below >= 0) st.set(below, FE.flag, 1);
      return;
    case ENTRY_ATTACK:
      resolveAttackEntry(s, card, target, x, y, flag);
      return;
    case ENTRY_DISPEL:
      if (s.cards.zone[card] === BOARD) resolveDispel(s, card, below);
      return;
    case ENTRY_CAST:
      if (flag === 0) applySpell(s, card, target, x);
      return;
  }
}

export function advance(s: GloomState): void {
  const st = s.stack;
  for (let guard = 0; guard < 10000; guard++) {
    if (s.isTerminal()) return;
    if (st.length > 0) {
      const kind = st.top(KIND);
      if (kind === K.window) {
        if (reactionActions(s, st.top(ASKED), s.scratch.actions, 0) === 0) {
          WINDOWS.pass(st);
          continue;
        }
        return;
      }
      if (kind === K.entry) resolveEntry(s);
      else if (kind === K.attack) stepAttack(s);
      else if (kind === K.trample) {
        const c = st.top(FT.card);
        const h = st.top(FT.hex);
        st.pop();
        if (s.cards.zone[c] === BOARD) finishStep(s, c, h);
      } else if (kind === K.displace && s.cards.zone[st.top(FRAMES.field.displace.card)] !== BOARD) st.pop();
      else return;
      continue;
    }
    const phase = s.vars[V_PHASE];
    const p = s.vars[V_PLAYER]!;
    if (phase === PH_ACTIVATE && !canActivate(s, p)) {
      nextActivation(s, p);
      continue;
    }
    if ((phase === PH_UNIT || phase === PH_MOVING) && (s.vars[V_ACTED] === 1 || s.cards.zone[s.vars[V_CARD]!] !== BOARD)) {
      endActivation(s);
      continue;
    }
    if (phase === PH_GODS_PUSH) {
      nextPushed(s);
      if (s.vars[V_PHASE] === PH_GODS_PUSH || s.isTerminal()) return;
      continue;
    }
    return;
  }
  throw new Error('gloom: the resolution loop did not settle');
}
