// The per-match scratch (core/match-scratch.ts): a match's clones share it by reference, it is
// no part of the state (never copied or serialised), and DefMarks lists a pile's distinct
// definitions into the caller's array whatever an earlier call left behind, or marks
// definitions one by one in sets that clear() starts.

import { describe, expect, it } from 'vitest';
import { CardTable, type ZoneSpec } from '../../src/core/cards.js';
import { DefMarks } from '../../src/core/match-scratch.js';
import { Rng } from '../../src/core/rng.js';
import { warlords } from '../../src/games/warlords/game.js';
import { WarlordsScratch } from '../../src/games/warlords/scratch.js';
import type { WarlordsState } from '../../src/games/warlords/state.js';
import { set } from '../games/warlords/scenario.js';

const ZONES: readonly ZoneSpec[] = [{ name: 'hand', kind: 'pile', visibility: 'private' }];

/** A one-zone table: player 0 holds definitions `a`, player 1 `b`, in that order. */
function hands(a: number[], b: number[]): CardTable {
  const t = new CardTable(ZONES, 2, a.length + b.length);
  let id = 0;
  for (const d of a) t.create(id++, d, 0, 0);
  for (const d of b) t.create(id++, d, 1, 0);
  return t;
}

describe('DefMarks', () => {
  it('lists the distinct definitions of a pile ascending, into the array it is given', () => {
    const t = hands([5, 2, 5, 7, 2, 0], [7]);
    const out = new Int32Array(8).fill(-1);
    const k = new DefMarks(8).distinct(t, 0, 0, out);
    expect(Array.from(out.subarray(0, k))).toEqual([0, 2, 5, 7]);
  });

  it("does not take a definition seen in an earlier call as seen in this one", () => {
    const t = hands([7, 3], [3, 7, 7]);
    const marks = new DefMarks(8);
    const out = new Int32Array(8);
    marks.distinct(t, 0, 0, out);
    const k = marks.distinct(t, 0, 1, out);
    expect(Array.from(out.subarray(0, k))).toEqual([3, 7]);
  });

  it('marks definitions one by one: nothing is marked in a new DefMarks or after clear(), and distinct() starts its own set', () => {
    const marks = new DefMarks(8);
    expect([0, 3, 7].map((d) => marks.has(d))).toEqual([false, false, false]);
    marks.add(3);
    expect([marks.has(3), marks.has(7)]).toEqual([true, false]);
    marks.clear();
    expect(marks.has(3)).toBe(false);
    marks.add(7);
    marks.distinct(hands([3], []), 0, 0, new Int32Array(8));
    expect([marks.has(3), marks.has(7)]).toEqual([true, false]);
  });
});

describe('a match state and its clones', () => {
  const decks = set.decks.map((d) => d.cards);
  const match = (): WarlordsState => warlords.newMatch({ variant: 'standard', cards: set, decks: [decks[0]!, decks[1]!] }, 5) as WarlordsState;

  it("share the match's scratch by reference: a clone or a determinization allocates none", () => {
    const s = match();
    expect(s.scratch).toBeInstanceOf(WarlordsScratch);
    expect(s.clone().scratch).toBe(s.scratch);
    expect(s.determinize(0, new Rng(1, 2)).scratch).toBe(s.scratch);
  });

  it('keep nothing of it: scribbling over the scratch changes neither the text nor the legal actions', () => {
    const s = match();
    const before = s.serialize();
    const legal = new Int32Array(1 << 14);
    const n = s.legalActions(legal);
    const listed = Array.from(legal.subarray(0, n));
    s.scratch.defs.fill(99);
    s.scratch.tacticsTroops.fill(3);
    s.scratch.dealIds.fill(1);
    expect(s.serialize()).toBe(before);
    expect(Array.from(legal.subarray(0, s.legalActions(legal)))).toEqual(listed);
  });
});
