// Duel of Lanterns' evaluation and hand-written policy. Both read only what the deciding player
// may know (they receive a determinized state) and reason over numbers, never card names.

import { OnePly } from '../../core/one-ply.js';
import type { Rng } from '../../core/rng.js';
import { KW_GLOW, KW_GUARD } from './card-tables.js';
import { A_END_TURN, A_LET_IT_ACT, HAND, NUM_ACTIONS, ROW_SIZE } from './ids.js';
import { CARD_FIELDS } from './layout.js';
import { unitAt } from './rules/units.js';
import type { LanternState } from './state.js';

const { damage: DAMAGE } = CARD_FIELDS.at;

/** A unit's worth in Light: the Light its power takes each turn it lives, its staying power, its keywords. */
function unitValue(s: LanternState, c: number): number {
  const d = s.cards.def[c]!;
  const t = s.tables;
  const left = t.health[d]! - s.get(c, DAMAGE);
  return 1.2 * t.power[d]! + 0.6 * left + (t.has(d, KW_GUARD) ? 0.8 : 0) + (t.has(d, KW_GLOW) ? 1.5 : 0);
}

/** A score in Light: positive is good for p. */
export function lanternScore(s: LanternState, p: number): number {
  const q = 1 - p;
  let score = s.light[p]! - s.light[q]!;
  for (let k = 0; k < ROW_SIZE; k++) {
    const mine = unitAt(s, p, k);
    if (mine >= 0) score += unitValue(s, mine);
    const theirs = unitAt(s, q, k);
    if (theirs >= 0) score -= unitValue(s, theirs);
  }
  // A card in hand is a play to come.
  return score + 0.7 * (s.cards.count(HAND, p) - s.cards.count(HAND, q));
}

export function lanternEvaluate(s: LanternState, p: number): number {
  if (s.isTerminal()) return s.returns()[p]!;
  return 1 / (1 + Math.exp(-lanternScore(s, p) / 6));
}

/**
 * An action's worth: applied to a copy, the spell it casts left to act (the caster cannot know
 * whether the opponent holds a response, so it hopes not), then scored. Ending the turn changes
 * nothing by itself: looking past it would score the next draw, so it is scored as the position stands.
 */
function actionValue(state: LanternState, p: number, a: number, look: OnePly): number {
  if (a === A_END_TURN) return lanternEvaluate(state, p);
  const s = look.copy(state);
  s.apply(a);
  if (!s.isTerminal() && s.stack.length > 0) s.apply(A_LET_IT_ACT);
  return lanternEvaluate(s, p);
}

/** One ply over every legal action; ties go to the earlier action (ending the turn, letting a spell act only after every response). */
export function lanternHeuristic(state: LanternState, p: number, _rng: Rng, look = new OnePly(NUM_ACTIONS)): number {
  const ids = look.ids();
  const n = state.legalActions(ids);
  if (n === 1) return ids[0]!;
  return look.best(ids, n, (a) => actionValue(state, p, a, look));
}
