// Spells and responses (rulebook 6): casting with its target, the opponent's answer (a response
// with quench, paid from the oil kept since their own turn, or letting the spell act), and the
// three spell effects.

import { CardEvent } from '../../../core/events.js';
import { ASKED } from '../../../core/frames.js';
import { E_DRAW, E_FLARE, K_RESPONSE, K_SPELL, KW_QUENCH } from '../card-tables.js';
import { FRAMES } from '../frames.js';
import { A_CAST, A_LET_IT_ACT, A_RESPOND, ASHES, MAX_DEFS, PENDING, ROW_SIZE, T_LANTERN, TARGETS } from '../ids.js';
import type { LanternState } from '../state.js';
import { draw, handCardOf, handMask } from './hand.js';
import { gainLight, loseLight } from './light.js';
import { damageUnit, unitAt } from './units.js';

const ANSWER = FRAMES.kind.answer;
const { spell: F_SPELL, target: F_TARGET } = FRAMES.field.answer;

/** p's spells to cast, ascending: a flare at the opponent's lantern or at one of their units; mend and draw have no target (T_LANTERN). */
export function castActions(s: LanternState, p: number, mask: number, out: Int32Array, n: number): number {
  const t = s.tables;
  for (let d = 0; d < MAX_DEFS; d++) {
    if ((mask & (1 << d)) === 0 || t.kind[d] !== K_SPELL || t.cost[d]! > s.oil[p]!) continue;
    const base = A_CAST + d * TARGETS;
    out[n++] = base + T_LANTERN;
    if (t.effect[d] !== E_FLARE) continue;
    for (let k = 0; k < ROW_SIZE; k++) if (unitAt(s, 1 - p, k) >= 0) out[n++] = base + 1 + k;
  }
  return n;
}

/** p pays for and casts its spell of definition d at `target`; the opponent is asked to answer it. */
export function cast(s: LanternState, p: number, d: number, target: number): void {
  const c = handCardOf(s, p, d);
  s.oil[p] = s.oil[p]! - s.tables.cost[d]!;
  s.cards.pushOnto(c, PENDING, p);
  s.cardEvent(CardEvent.Played, p, d);
  s.stack.push(ANSWER, 1 - p, c, target);
}

/** The asked player's answers, ascending: each response they hold and can pay for, then letting the spell act. */
export function answerActions(s: LanternState, out: Int32Array): number {
  const q = FRAMES.asked(s.stack);
  const t = s.tables;
  const mask = handMask(s, q);
  let n = 0;
  for (let d = 0; d < MAX_DEFS; d++) if ((mask & (1 << d)) !== 0 && t.kind[d] === K_RESPONSE && t.cost[d]! <= s.oil[q]!) out[n++] = A_RESPOND + d;
  out[n++] = A_LET_IT_ACT;
  return n;
}

/** The answer `a`: a response with quench cancels the spell ("its cost is not refunded"), else the spell acts; then both go to the ashes. */
export function answerSpell(s: LanternState, a: number): void {
  const st = s.stack;
  const q = st.top(ASKED);
  const spell = st.top(F_SPELL);
  const target = st.top(F_TARGET);
  st.pop();
  let quenched = false;
  if (a !== A_LET_IT_ACT) {
    const d = a - A_RESPOND;
    s.oil[q] = s.oil[q]! - s.tables.cost[d]!;
    s.cards.pushOnto(handCardOf(s, q, d), ASHES, q);
    s.cardEvent(CardEvent.Played, q, d);
    quenched = s.tables.has(d, KW_QUENCH);
  }
  if (!quenched) spellActs(s, 1 - q, s.cards.def[spell]!, target);
  s.cards.pushOnto(spell, ASHES, 1 - q);
}

/** "flare N: N damage to one of the opponent's units, or the opponent loses N Light. mend N: you gain N Light. draw N: you draw N cards". */
function spellActs(s: LanternState, p: number, d: number, target: number): void {
  const n = s.tables.amount[d]!;
  switch (s.tables.effect[d]) {
    case E_FLARE:
      if (target === T_LANTERN) loseLight(s, 1 - p, n);
      else damageUnit(s, unitAt(s, 1 - p, target - 1), n);
      return;
    case E_DRAW:
      for (let i = 0; i < n && !s.isTerminal(); i++) draw(s, p);
      return;
    default:
      gainLight(s, p, n);
  }
}
