// The decisions of a Warlords match and the loop that runs everything between them: what the
// turn player may do in each phase, the answers to questions on the stack (a response window's
// sudden spells and skills, the troop a combat fights), and the steps that need no decision
// (chain entries, combat damage, windows nobody could answer, the end of the turn).

import { ASKED, KIND } from '../../../core/frames.js';
import { K_SUDDEN } from '../card-tables.js';
import { FRAMES, WINDOWS } from '../frames.js';
import { A_ATTACK, A_CHOOSE, A_DONE, A_EQUIP, A_HERO, A_MOVE, A_PASS, A_PLAY, A_RESOURCE, A_SKILL, A_STRIKE, CELLS, DIRS, PH_BUILD, PH_RESOURCE, PH_SUMMON, TARGETS_PER_DEF, V_PHASE, V_PHASE_ACTED, V_TURN_PLAYER } from '../ids.js';
import type { WarlordsState } from '../state.js';
import { attack, chooseTarget, chooseTargetActions, move, mustStillFight, resolveCombat, strikeWarlord, troopActions } from './combat.js';
import { couldAnswer, equip, equipActions, heroActions, playActions, playCard, resolveEntry, skillActions, useHero, useSkill } from './play.js';
import { applyResource, endPhase, endTurn, resourceActions } from './turn.js';

const { window: F_WINDOW, entry: F_ENTRY, combat: F_COMBAT, chooseTarget: F_CHOOSE, endTactics: F_END_TACTICS } = FRAMES.kind;

// ---- the turn player -------------------------------------------------------------------------

export function turnActions(s: WarlordsState, out: Int32Array): number {
  const p = s.vars[V_TURN_PLAYER]!;
  switch (s.vars[V_PHASE]) {
    case PH_RESOURCE:
      return resourceActions(s, out);
    case PH_BUILD:
    case PH_SUMMON:
      out[0] = A_DONE;
      return playActions(s, p, false, out, s.vars[V_PHASE_ACTED] === 0 ? skillActions(s, p, out, 1) : 1);
    default: {
      let n = 0;
      if (!mustStillFight(s, p)) out[n++] = A_DONE;
      n = troopActions(s, p, out, n);
      n = skillActions(s, p, out, n);
      n = heroActions(s, p, out, n);
      n = equipActions(s, p, out, n);
      return playActions(s, p, false, out, n);
    }
  }
}

/** Whether `a` leaves the phase's beginning, when sudden spells and skills may still be used (play.ts). */
function endsPhaseBeginning(s: WarlordsState, a: number): boolean {
  if (a >= A_SKILL && a < A_HERO) return false;
  return !(a >= A_PLAY && s.tables.kind[Math.floor((a - A_PLAY) / TARGETS_PER_DEF)] === K_SUDDEN);
}

export function decide(s: WarlordsState, a: number): void {
  const p = s.vars[V_TURN_PLAYER]!;
  // The beginning of a phase lasts until the turn player does something but cast a sudden spell or use a skill.
  if (endsPhaseBeginning(s, a)) s.vars[V_PHASE_ACTED] = 1;
  if (a === A_DONE) endPhase(s);
  else if (a < A_CHOOSE) applyResource(s, a - A_RESOURCE);
  else if (a < A_ATTACK) move(s, Math.floor((a - A_MOVE) / CELLS), (a - A_MOVE) % CELLS, p);
  else if (a < A_STRIKE) attack(s, Math.floor((a - A_ATTACK) / (DIRS + 1)), (a - A_ATTACK) % (DIRS + 1), p);
  else if (a < A_SKILL) strikeWarlord(s, a - A_STRIKE, p);
  else if (a < A_HERO) useSkill(s, p, Math.floor((a - A_SKILL) / TARGETS_PER_DEF), (a - A_SKILL) % TARGETS_PER_DEF, false);
  else if (a < A_EQUIP) useHero(s, p, a - A_HERO);
  else if (a < A_PLAY) equip(s, p, Math.floor((a - A_EQUIP) / CELLS), (a - A_EQUIP) % CELLS);
  else playCard(s, p, a - A_PLAY, false);
}

// ---- questions on the stack ------------------------------------------------------------------

export function questionActions(s: WarlordsState, out: Int32Array): number {
  const st = s.stack;
  if (st.top(KIND) === F_CHOOSE) return chooseTargetActions(s, out);
  const p = st.top(ASKED);
  out[0] = A_PASS;
  return playActions(s, p, true, out, skillActions(s, p, out, 1));
}

export function answer(s: WarlordsState, a: number): void {
  const st = s.stack;
  const p = st.top(ASKED);
  if (st.top(KIND) === F_CHOOSE) chooseTarget(s, a - A_CHOOSE);
  else if (a === A_PASS) WINDOWS.pass(st);
  else if (a < A_HERO) useSkill(s, p, Math.floor((a - A_SKILL) / TARGETS_PER_DEF), (a - A_SKILL) % TARGETS_PER_DEF, true);
  else playCard(s, p, a - A_PLAY, true);
}

// ---- the loop between decisions --------------------------------------------------------------

/** Runs everything that needs no decision until a player must decide or the match ends; then the top frame, if any, is a question. */
export function advance(s: WarlordsState): void {
  const st = s.stack;
  while (!s.isTerminal() && st.length > 0) {
    const kind = st.top(KIND);
    if (kind === F_ENTRY) resolveEntry(s);
    else if (kind === F_COMBAT) resolveCombat(s);
    else if (kind === F_END_TACTICS) {
      st.pop();
      endTurn(s);
    } else if (kind === F_WINDOW && !couldAnswer(s, st.top(ASKED))) WINDOWS.pass(st);
    else return;
  }
}
