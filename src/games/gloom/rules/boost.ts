// The Boost token's choice (rulebook "Boost token": "The next time this unit makes a Test, it
// *may* spend this token to add +1 die to its roll"). Before a Test is rolled, the controller of
// each unit in it that holds a Boost token is asked to spend it or keep it; a kept token waits
// for a later Test. The Weak token has no choice ("it must roll one fewer"): a Test always uses it.

import { FRAMES } from '../frames.js';
import { CARD_FIELDS } from '../layout.js';
import type { GloomState } from '../state.js';

const { boost: BOOST, boostAnswer: ANSWER, weak: WEAK } = CARD_FIELDS.at;
const F_BOOST = FRAMES.kind.boost;
const SPENT = 1;
const KEPT = 2;

/**
 * Asks the controller of unit c, about to make a Test, whether it spends its Boost token, if it
 * holds one and has not answered for this Test yet. Returns whether it asked: the Test waits.
 */
export function askBoost(s: GloomState, c: number): boolean {
  if (s.get(c, BOOST) === 0 || s.get(c, ANSWER) !== 0) return false;
  s.stack.push(F_BOOST, s.cards.owner[c]!, c);
  return true;
}

/** The answer to the Boost question on top of the stack: a spent token leaves now, a kept one stays. */
export function answerBoost(s: GloomState, spend: boolean): void {
  const c = s.stack.top(FRAMES.field.boost.card);
  s.stack.pop();
  if (spend) s.put(c, BOOST, 0);
  s.put(c, ANSWER, spend ? SPENT : KEPT);
}

/**
 * The dice of each kind unit c's Test gains from its tokens: +1 for a Boost token spent on it,
 * -1 for a Weak token (used up). The answer is cleared for the unit's next Test.
 */
export function testModifier(s: GloomState, c: number): number {
  const m = (s.get(c, ANSWER) === SPENT ? 1 : 0) - s.get(c, WEAK);
  s.put(c, ANSWER, 0);
  s.put(c, WEAK, 0);
  return m;
}
