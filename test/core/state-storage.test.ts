import { describe, expect, it } from 'vitest';
import { cardFields } from '../../src/core/card-fields.js';
import type { ZoneSpec } from '../../src/core/cards.js';
import { allocateStorage, arrayLayout } from '../../src/core/state-storage.js';

const ZONES: ZoneSpec[] = [
  { name: 'deck', kind: 'pile', visibility: 'secret' },
  { name: 'board', kind: 'cells', visibility: 'public', cells: 9 },
];
const FIELDS = cardFields({
  damage: { doc: 'damage taken' },
  facing: { initial: -1 },
  secretCounter: { secret: true },
});

function storage() {
  return allocateStorage({
    zones: ZONES,
    players: 2,
    cards: 6,
    fields: FIELDS,
    streams: 3,
    arrays: arrayLayout({ occupant: ['i16', 9], totals: ['i32', 2], flags: ['u8', 3] }),
    frames: { width: 4, capacity: 8 },
  });
}

describe('per-card fields', () => {
  it('names each field and starts every card at its initial values', () => {
    expect(FIELDS.at).toEqual({ damage: 0, facing: 1, secretCounter: 2 });
    const s = storage();
    for (let c = 0; c < 6; c++) expect([s.fields.get(c, 0), s.fields.get(c, 1), s.fields.get(c, 2)]).toEqual([0, -1, 0]);
    s.fields.set(2, FIELDS.at.damage, 7);
    s.fields.reset(2);
    expect(s.fields.get(2, FIELDS.at.damage)).toBe(0);
  });

  it('serializes every field and keys only the ones that are not secret', () => {
    const s = storage();
    s.fields.set(1, FIELDS.at.damage, 3);
    s.fields.set(4, FIELDS.at.secretCounter, 9);
    expect(s.fields.serialize()).toContain('secretCounter=0,0,0,0,9,0');
    expect(s.fields.keyText()).toBe('damage=0,3,0,0,0,0|facing=-1,-1,-1,-1,-1,-1');
  });
});

describe('state storage', () => {
  it('cuts every piece from one buffer, so one copy of the span copies them all', () => {
    const a = storage();
    const b = storage();
    a.cards.create(0, 5, 0, 0);
    a.fields.set(0, FIELDS.at.damage, 4);
    a.rng.seedAll(11);
    a.ownTurns[1] = 3;
    a.arrays.occupant[4] = 7;
    a.arrays.totals[1] = 123456;
    a.arrays.flags[2] = 1;
    b.span.set(a.span);
    expect(b.cards.serialize()).toBe(a.cards.serialize());
    expect(b.fields.get(0, FIELDS.at.damage)).toBe(4);
    expect(Array.from(b.rng.words)).toEqual(Array.from(a.rng.words));
    expect(b.ownTurns[1]).toBe(3);
    expect([b.arrays.occupant[4], b.arrays.totals[1], b.arrays.flags[2]]).toEqual([7, 123456, 1]);
    // The stack's frames lie beyond the span: copying a state copies only the live ones (EffectStack.copyFrom).
    a.stack.push(2, 9, 9, 9);
    expect(a.span.byteOffset + a.span.byteLength).toBeLessThanOrEqual(a.stack.frames.byteOffset);
  });

  it('keeps arrays of different element types apart and aligned', () => {
    const s = storage();
    s.arrays.totals.fill(-1);
    expect(Array.from(s.arrays.occupant)).toEqual(new Array(9).fill(0));
    expect(Array.from(s.arrays.flags)).toEqual([0, 0, 0]);
    expect(s.arrays.totals.byteOffset % 4).toBe(0);
    expect(s.arrays.occupant.byteOffset % 2).toBe(0);
  });
});
