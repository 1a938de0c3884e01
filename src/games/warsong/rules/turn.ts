// The turn around the placements: drawing, the end of a turn (draw up to five, every hand
// discarded down to five), anchoring (the first player unable to place), the one final turn
// after the anchor's, gridlock and the turn limit.

import * as baseState from '../../../core/base-state.js';
import * as coreCards from '../../../core/cards.js';
import * as events from '../../../core/events.js';
import * as frameModule from '../frames.js';
import * as ids from '../ids.js';
import type { WarsongState } from '../state.js';

const { END_NORMAL, END_TURN_LIMIT } = baseState;
const { NO_CARD } = coreCards;
const { CardEvent } = events;
const { FRAMES, FRAME_WIDTH, pushFrame } = frameModule;
const { DECK, HAND, HAND_SIZE } = ids;
const END_TURN = FRAMES.kind.endTurn;
const DISCARD_QUESTION = FRAMES.kind.discard;
const DRAWN = FRAMES.field.endTurn.drawn;

/** The seat after p, clockwise. */
export function nextSeat(s: WarsongState, p: number): number {
  return p + 1 === s.numPlayers ? 0 : p + 1;
}

/** The turn player cannot place a card: they become the anchor (if nobody is yet). */
export function pass(s: WarsongState): void {
  const p = s.turnPlayer;
  if (s.anchor < 0) s.anchorAt(p, nextSeat(s, p));
  pushFrame(s.stack, END_TURN);
}

/** Deals every seat its opening hand from the top of its army (set-up). */
export function dealOpeningHands(s: WarsongState): void {
  const t = s.cards;
  for (let p = 0; p < s.numPlayers; p++) {
    for (let k = 0; k < HAND_SIZE; k++) {
      const c = t.moveTop(DECK, p, HAND, p);
      if (c !== NO_CARD) s.cardEvent(CardEvent.FirstHand, p, t.def[c]!);
    }
  }
}

/** The end of a turn: the turn player draws up to five, then every hand over five is discarded down (turn player first, then clockwise). */
export function stepEndTurn(s: WarsongState): void {
  const st = s.stack;
  const t = s.cards;
  const p = s.turnPlayer;
  const drawn = (st.length - 1) * FRAME_WIDTH + DRAWN;
  if (st.frames[drawn] === 0) {
    st.frames[drawn] = 1;
    const hand = t.count(HAND, p);
    let n = 0;
    while (hand + n < HAND_SIZE && t.moveTop(DECK, p, HAND, p) !== NO_CARD) n++;
    // The events after the draws: the sink is a call, after which the arrays are fetched again.
    for (let i = hand; i < hand + n; i++) s.cardEvent(CardEvent.Drawn, p, t.def[t.at(HAND, p, i)]!);
  }
  for (let i = 0, q = p; i < s.numPlayers; i++, q = nextSeat(s, q)) {
    const over = t.count(HAND, q) - HAND_SIZE;
    if (over > 0) {
      pushFrame(st, DISCARD_QUESTION, q, over, -1);
      return;
    }
  }
  st.pop();
  endOfTurn(s);
}

/** After the anchor's turn comes one more (the final player's), then the match is scored; or the turn limit ends it. */
function endOfTurn(s: WarsongState): void {
  const p = s.turnPlayer;
  if (s.anchor >= 0 && p === s.finalPlayer) {
    s.finish(boardFull(s) ? 'gridlock' : END_NORMAL);
    return;
  }
  if (s.turn() >= s.facts.maxTurns) {
    s.finish(END_TURN_LIMIT);
    return;
  }
  s.startTurnOf(nextSeat(s, p));
}

function boardFull(s: WarsongState): boolean {
  return s.ownCells[s.numPlayers] === 0;
}
