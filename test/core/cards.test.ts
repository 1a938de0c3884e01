import { describe, expect, it } from 'vitest';
import { CardTable, NO_CARD } from '../../src/core/cards.js';
import type { ZoneSpec } from '../../src/core/cards.js';
import { RngStreams } from '../../src/core/rng.js';

const ZONES: ZoneSpec[] = [
  { name: 'deck', kind: 'pile', visibility: 'secret' },
  { name: 'hand', kind: 'pile', visibility: 'private' },
  { name: 'board', kind: 'cells', visibility: 'public', cells: 4 },
];
const [DECK, HAND, BOARD] = [0, 1, 2];

function table(): CardTable {
  const t = new CardTable(ZONES, 2, 6);
  for (let id = 0; id < 6; id++) t.create(id, 10 + id, id < 3 ? 0 : 1, DECK);
  return t;
}

describe('card table', () => {
  it('seenBy: each card by place, its definition only where the player knows it', () => {
    const t = table();
    t.moveTop(DECK, 0, HAND, 0);
    t.placeInCell(0, BOARD, 1, 0);
    t.attach(1, 0, BOARD, 0);
    const deck = (c: number): string => `?@${DECK}.${c < 3 ? 0 : 1}.${c < 3 ? c - 1 : c - 3}.-1;`;
    // Card 2 is in player 0's hand: player 0 knows it, player 1 sees only where it is.
    expect(t.seenBy(0)).toBe(`10@${BOARD}.0.1.-1;11@${BOARD}.0.-1.0;12@${HAND}.0.0.-1;${deck(3)}${deck(4)}${deck(5)}`);
    expect(t.seenBy(1)).toBe(`10@${BOARD}.0.1.-1;11@${BOARD}.0.-1.0;?@${HAND}.0.0.-1;${deck(3)}${deck(4)}${deck(5)}`);
  });

  it('keeps piles, cells and attachments consistent as cards move', () => {
    const t = table();
    expect(t.count(DECK, 0)).toBe(3);
    expect(t.top(DECK, 0)).toBe(2);
    t.pushOnto(2, HAND, 0);
    t.insertInto(5, HAND, 0, 0);
    expect([t.at(HAND, 0, 0), t.at(HAND, 0, 1)]).toEqual([5, 2]);
    t.placeInCell(2, BOARD, 3, 0);
    expect(t.cell(BOARD, 3)).toBe(2);
    expect(t.at(HAND, 0, 0)).toBe(5);
    t.attach(1, 2, BOARD, 0);
    expect(t.attachedTo[1]).toBe(2);
    expect(t.checkIntegrity()).toBeNull();
    t.pushOnto(2, DECK, 1);
    expect(t.cell(BOARD, 3)).toBe(NO_CARD);
    expect(t.checkIntegrity()).toBeNull();
  });

  it('moves the top card of a pile as pushOnto of top would, and reports an empty pile', () => {
    const [a, b] = [table(), table()];
    for (const [from, p, to, q] of [[DECK, 0, HAND, 0], [DECK, 1, HAND, 0], [DECK, 0, HAND, 1], [HAND, 0, DECK, 1]] as const) {
      const c = b.top(from, p);
      b.pushOnto(c, to, q);
      expect(a.moveTop(from, p, to, q)).toBe(c);
      expect(a.serialize()).toBe(b.serialize());
    }
    expect(a.checkIntegrity()).toBeNull();
    expect([a.moveTop(HAND, 1, DECK, 0), a.moveTop(HAND, 1, DECK, 0)]).toEqual([1, NO_CARD]);
    expect(a.count(HAND, 1)).toBe(0);
    expect(a.checkIntegrity()).toBeNull();
  });

  it('shuffles a pile in place in the order a shuffled copy of it would take', () => {
    // A pile of 40 in a table where other piles come before and after it.
    const t = new CardTable(ZONES, 2, 44);
    for (let id = 0; id < 44; id++) t.create(id, id, id < 40 ? 1 : 0, DECK);
    const copy = Array.from({ length: 40 }, (_, i) => t.at(DECK, 1, i));
    const [a, b] = [RngStreams.seeded(2, 7), RngStreams.seeded(2, 7)];
    a.shuffle(1, copy, 0, 40);
    t.shufflePile(DECK, 1, b, 1);
    expect(Array.from({ length: 40 }, (_, i) => t.at(DECK, 1, i))).toEqual(copy);
    expect(copy).not.toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(b.words).toEqual(a.words);
    expect(t.count(DECK, 0)).toBe(4);
    expect(t.checkIntegrity()).toBeNull();
  });

  it('detects a card lost or listed twice', () => {
    const t = table();
    t.pileLen[HAND * 2 + 0] = 1; // a phantom entry in player 0's hand
    expect(t.checkIntegrity()).toMatch(/listed in hand|created or lost/);
  });

  it('sets knowledge by zone visibility and keeps reveals', () => {
    const t = table();
    expect(t.isKnownTo(0, 0)).toBe(false);
    t.pushOnto(0, HAND, 0);
    expect([t.isKnownTo(0, 0), t.isKnownTo(0, 1)]).toEqual([true, false]);
    t.placeInCell(0, BOARD, 0, 0);
    t.pushOnto(0, HAND, 0); // returned to hand from the board: everyone saw it
    expect([t.isKnownTo(0, 0), t.isKnownTo(0, 1)]).toEqual([true, true]);
    t.pushOnto(0, DECK, 0);
    expect(t.isKnownTo(0, 1)).toBe(false);
  });

  it('copies another table exactly, and stays independent of it', () => {
    const t = table();
    t.pushOnto(4, HAND, 1);
    const c = new CardTable(ZONES, 2, 6);
    c.copyFrom(t);
    expect(c.serialize()).toBe(t.serialize());
    c.pushOnto(3, HAND, 1);
    expect(c.serialize()).not.toBe(t.serialize());
    expect(t.count(HAND, 1)).toBe(1);
  });

  it('lives in the columns it is given, and reads and writes there only', () => {
    const size = 6;
    const bytes = CardTable.byteLength(ZONES, 2, size);
    const buffer = new ArrayBuffer(3 * bytes);
    const home = CardTable.columnsIn(ZONES, 2, size, { buffer, byteOffset: bytes });
    const t = new CardTable(ZONES, 2, size, home);
    for (let id = 0; id < size; id++) t.create(id, 10 + id, id < 3 ? 0 : 1, DECK);
    t.pushOnto(4, HAND, 1);
    t.placeInCell(0, BOARD, 2, 0);
    expect(t.checkIntegrity()).toBeNull();
    // Nothing outside its region changed.
    expect(new Uint8Array(buffer, 0, bytes).every((b) => b === 0)).toBe(true);
    expect(new Uint8Array(buffer, 2 * bytes, bytes).every((b) => b === 0)).toBe(true);
    const copy = new Uint8Array(home.all);
    const u = new CardTable(ZONES, 2, size, CardTable.columnsIn(ZONES, 2, size, { buffer: copy.buffer, byteOffset: 0 }));
    expect(u.serialize()).toBe(t.serialize());
  });
});
