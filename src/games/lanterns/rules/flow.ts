// The decisions of a Duel of Lanterns match: what the turn player may do (end the turn, play a
// unit, cast a spell, attack) and the answer to a spell on the stack, under the names every
// game's flow uses. Nothing runs between decisions on its own (each resolves in full), so
// there is no `advance`.

import { K_UNIT } from '../card-tables.js';
import { A_ATTACK, A_CAST, A_END_TURN, A_PLAY, MAX_DEFS, TARGETS } from '../ids.js';
import type { LanternState } from '../state.js';
import { handCardOf, handMask } from './hand.js';
import { answerActions, answerSpell, cast, castActions } from './spells.js';
import { endTurn } from './turn.js';
import { attack, attackActions, freePlace, playUnit } from './units.js';

/** The turn player's decisions, ascending (3.4): end the turn, units to play, spells to cast, attacks. */
export function turnActions(s: LanternState, out: Int32Array): number {
  const p = s.turnPlayer();
  const t = s.tables;
  const mask = handMask(s, p);
  let n = 0;
  out[n++] = A_END_TURN;
  if (freePlace(s, p) >= 0) {
    for (let d = 0; d < MAX_DEFS; d++) if ((mask & (1 << d)) !== 0 && t.kind[d] === K_UNIT && t.cost[d]! <= s.oil[p]!) out[n++] = A_PLAY + d;
  }
  n = castActions(s, p, mask, out, n);
  return attackActions(s, p, out, n);
}

/** Applies the turn player's decision `a`. */
export function decide(s: LanternState, a: number): void {
  const p = s.turnPlayer();
  if (a === A_END_TURN) endTurn(s);
  else if (a < A_CAST) playUnit(s, p, handCardOf(s, p, a - A_PLAY));
  else if (a < A_ATTACK) cast(s, p, Math.floor((a - A_CAST) / TARGETS), (a - A_CAST) % TARGETS);
  else attack(s, p, Math.floor((a - A_ATTACK) / TARGETS), (a - A_ATTACK) % TARGETS);
}

/** The question a spell on the stack asks its target's owner (6): its answers, and applying one. */
export { answerActions as questionActions, answerSpell as answer };
