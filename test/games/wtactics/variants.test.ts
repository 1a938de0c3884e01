// The variants of Formats & Mods: the Open Mulligan mod.

import { describe, expect, it } from 'vitest';
import { wtactics } from '../../../src/games/wtactics/game.js';
import { FRAMES } from '../../../src/games/wtactics/frames.js';
import { A_DONE, A_KEEP, A_NO, A_YES, ARMY, HAND, NUM_ACTIONS } from '../../../src/games/wtactics/ids.js';
import type { WtState } from '../../../src/games/wtactics/state.js';
import { newMatch, step } from './turns.js';

const P0 = 0;
const P1 = 1;
const K = FRAMES.kind;
const buf = new Int32Array(NUM_ACTIONS);

function legal(s: WtState): number[] {
  return Array.from(buf.subarray(0, s.legalActions(buf)));
}

/** An Open Mulligan match at P0's mulligan question. */
function atMulligan(): WtState {
  const s = newMatch(1, 2, 3, 'open-mulligan');
  while (s.stack.length > 0 && s.stack.top(0) === K.veto) step(s);
  expect(s.stack.top(0)).toBe(K.mulligan);
  expect(s.cards.count(HAND, P0)).toBe(7);
  return s;
}

/** After the mulligan the turn goes on to the draw phase: 7 cards, then its first draw. */
function expectSevenThenDraw(s: WtState): void {
  expect(s.stack.top(0)).toBe(K.drawSecond);
  expect(s.cards.count(HAND, P0)).toBe(8);
}

function hand(s: WtState, p: number): number[] {
  return Array.from({ length: s.cards.count(HAND, p) }, (_, i) => s.cards.at(HAND, p, i));
}

describe('Open Mulligan', () => {
  it('is a variant of its own beside the standard game', () => {
    expect(wtactics.variants.map((v) => v.id)).toEqual(['standard', 'open-mulligan', 'triumvirate']);
  });

  it('"When performing a Mulligan a player may keep up to two cards ... then the must be shown to all other players. The player draws cards until he/she has 7"', () => {
    const s = atMulligan();
    const [a, b] = hand(s, P0).slice(-2) as [number, number];
    s.apply(A_YES);
    expect(s.stack.top(0)).toBe(K.keep);
    expect(s.cards.isKnownTo(a, P1)).toBe(false);
    s.apply(A_KEEP + s.cards.def[a]!);
    expect(s.cards.isKnownTo(a, P1)).toBe(true);
    // A second card of the same name as the first may be kept too, but never a third card.
    expect(legal(s)).toContain(A_KEEP + s.cards.def[b]!);
    s.apply(A_KEEP + s.cards.def[b]!);
    expect(hand(s, P0).filter((c) => c === a || c === b)).toHaveLength(2);
    expect(s.cards.count(HAND, P0) + s.cards.count(ARMY, P0)).toBe(60);
    // "Each player is only allowed one single Mulligan": the turn goes on to the draw phase.
    expectSevenThenDraw(s);
  });

  it('"If the player did not keep one of the cards during the opening draw he/she draws 7 new cards as usual. The player may not perform another mulligan"', () => {
    const s = atMulligan();
    const before = hand(s, P0);
    s.apply(A_YES);
    s.apply(A_DONE);
    expect(s.cards.count(HAND, P0) + s.cards.count(ARMY, P0)).toBe(60);
    // The old hand went back into a shuffled deck: not the same seven cards in the same order.
    expect(hand(s, P0).slice(0, 7)).not.toEqual(before);
    expectSevenThenDraw(s);
  });

  it('keeping one card refills the hand with six', () => {
    const s = atMulligan();
    const a = hand(s, P0)[0]!;
    s.apply(A_YES);
    s.apply(A_KEEP + s.cards.def[a]!);
    expect(legal(s)).toContain(A_DONE);
    s.apply(A_DONE);
    expect(hand(s, P0)).toContain(a);
    expect(s.cards.isKnownTo(a, P1)).toBe(true);
    expectSevenThenDraw(s);
  });

  it('the standard game keeps no cards and allows more mulligans', () => {
    const s = newMatch(1, 2, 3, 'standard');
    while (s.stack.length > 0 && s.stack.top(0) === K.veto) step(s);
    s.apply(A_YES);
    expect(s.stack.top(0)).toBe(K.mulligan);
    expect(legal(s)).toEqual([A_YES, A_NO]);
  });
});
