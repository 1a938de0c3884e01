// Deal groups (core/hidden.ts): determinization deals a player's unseen cards again only within
// their (owner, deck section) group when the table has groups, and per owner when it has none.

import { describe, expect, it } from 'vitest';
import { CardTable, type ZoneSpec } from '../../src/core/cards.js';
import { dealGroupOf, permuteUnseenCards, resampleUnseenCards } from '../../src/core/hidden.js';
import { MatchScratch } from '../../src/core/match-scratch.js';
import { Rng } from '../../src/core/rng.js';

const ZONES: readonly ZoneSpec[] = [
  { name: 'deck', kind: 'pile', visibility: 'secret' },
  { name: 'hand', kind: 'pile', visibility: 'private' },
];
const DECK = 0;
const HAND = 1;
/** Definitions 0-3 are of section 0 (battle cards), 4-7 of section 1 (locations). */
const SECTION = Int8Array.from([0, 0, 0, 0, 1, 1, 1, 1]);

/** Each player: definitions 0-3 and 4-7 once each in the deck, the first two of each section drawn into the hand. */
function table(groups: boolean): CardTable {
  const t = new CardTable(ZONES, 2, 16);
  let id = 0;
  for (let p = 0; p < 2; p++) for (let d = 0; d < 8; d++) t.create(id++, d, p, DECK);
  for (const c of [0, 1, 4, 5, 8, 9, 12, 13]) t.pushOnto(c, HAND, t.owner[c]!);
  if (groups) t.dealGroups = SECTION;
  return t;
}

/** The deal's work arrays, as a match's state owns them. */
const scratch = new MatchScratch(16);

describe('deal groups', () => {
  it("a player's unseen cards are dealt again only within their owner's section", () => {
    const t = table(true);
    const seen = new Set<string>();
    for (let k = 0; k < 200; k++) {
      const d = table(true);
      resampleUnseenCards(d, 0, new Rng(k, 5), scratch);
      for (let c = 0; c < 16; c++) {
        expect(SECTION[d.def[c]!]).toBe(SECTION[t.def[c]!]);
        // Player 0's own cards in hand are known to it and never change.
        if (d.isKnownTo(c, 0)) expect(d.def[c]).toBe(t.def[c]);
      }
      // The opponent's unseen hand card 8 takes every battle card of its owner, never a location.
      seen.add(String(d.def[8]));
    }
    expect([...seen].sort()).toEqual(['0', '1', '2', '3']);
  });

  it('without groups, unseen cards are dealt per owner, sections mixed (the behaviour of single-section games)', () => {
    let crossed = false;
    for (let k = 0; k < 50 && !crossed; k++) {
      const d = table(false);
      resampleUnseenCards(d, 0, new Rng(k, 5), scratch);
      for (let c = 8; c < 16; c++) if (SECTION[d.def[c]!] !== SECTION[c - 8]) crossed = true;
      for (let c = 8; c < 16; c++) expect(d.owner[c]).toBe(1);
    }
    expect(crossed).toBe(true);
  });

  it('perturbHidden permutations keep every card in its group and really change something', () => {
    let changed = 0;
    for (let k = 0; k < 20; k++) {
      const d = table(true);
      if (permuteUnseenCards(d, 1, new Rng(k, 7))) changed++;
      for (let c = 0; c < 16; c++) expect(SECTION[d.def[c]!]).toBe(SECTION[c % 8]);
    }
    expect(changed).toBe(20);
  });

  it('the group of a card is its owner and its definition section', () => {
    const t = table(true);
    expect(dealGroupOf(t, 2)).toBe(dealGroupOf(t, 3));
    expect(dealGroupOf(t, 2)).not.toBe(dealGroupOf(t, 6));
    expect(dealGroupOf(t, 2)).not.toBe(dealGroupOf(t, 10));
    const plain = table(false);
    expect(dealGroupOf(plain, 2)).toBe(dealGroupOf(plain, 6));
  });
});
