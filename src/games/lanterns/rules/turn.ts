// The match and the turn (rulebook 2, 3, 8): set-up, oil, the draw, glow, the end of the turn and
// the turn cap.

import { END_TURN_LIMIT } from '../../../core/base-state.js';
import { CardEvent } from '../../../core/events.js';
import { STREAM_SHUFFLE } from '../../../core/rng.js';
import { KW_GLOW } from '../card-tables.js';
import { DECK, FIRST_HAND, MAX_OIL, ROW, ROW_SIZE, START_LIGHT, V_WINNER } from '../ids.js';
import type { LanternState } from '../state.js';
import { draw } from './hand.js';
import { gainLight } from './light.js';

/** Creates both decks' cards in id order, seat by seat: the part of the set-up a template keeps. */
export function createDecks(s: LanternState, decks: readonly (readonly number[])[]): void {
  let id = 0;
  for (let p = 0; p < 2; p++) for (const d of decks[p]!) s.cards.create(id++, d, p, DECK);
}

/** Set-up once the decks exist (2): shuffles, 4 cards each, 12 Light each; the first player begins without a draw. */
export function startMatch(s: LanternState): void {
  s.vars[V_WINNER] = -1;
  for (let p = 0; p < 2; p++) {
    s.reportDeck(DECK, p);
    s.cards.shufflePile(DECK, p, s.rng, STREAM_SHUFFLE + p);
  }
  for (let p = 0; p < 2; p++) {
    s.light[p] = START_LIGHT;
    for (let i = 0; i < FIRST_HAND; i++) draw(s, p, CardEvent.FirstHand);
  }
  startTurn(s, 0);
}

/** p's turn begins (3.1-3.3): oil, the draw (none on the match's first turn), glow. */
export function startTurn(s: LanternState, p: number): void {
  s.beginTurn(p);
  s.oil[p] = Math.min(MAX_OIL, s.ownTurns[p]!);
  if (s.turn() > 1) draw(s, p);
  if (s.isTerminal()) return;
  let glow = 0;
  for (let k = 0; k < ROW_SIZE; k++) {
    const c = s.cards.cell(ROW, p * ROW_SIZE + k);
    if (c >= 0 && s.tables.has(s.cards.def[c]!, KW_GLOW)) glow++;
  }
  gainLight(s, p, glow);
}

/** The turn ends; after the 30th, "the player with more Light wins; equal Light is a draw" (8). */
export function endTurn(s: LanternState): void {
  if (s.turn() >= s.facts.maxTurns) {
    const a = s.light[0]!;
    const b = s.light[1]!;
    s.finish(a === b ? 2 : a > b ? 0 : 1, END_TURN_LIMIT);
    return;
  }
  startTurn(s, 1 - s.turnPlayer());
}
