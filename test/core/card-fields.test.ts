// Card fields as text: serialize() and keyText() write each field's column joined by commas,
// read straight from the values.

import { describe, expect, it } from 'vitest';
import { CardFields, cardFields, joinInts, NO_CARD_FIELDS } from '../../src/core/card-fields.js';

describe('card fields as text', () => {
  const schema = cardFields({ marked: {}, hidden: { initial: -1, secret: true }, power: { initial: 2 } });

  it('serialize() gives one line per field, keyText() the fields that are not secret', () => {
    const f = new CardFields(schema, 3, new Int32Array(9));
    f.set(1, schema.at.marked, 1);
    f.set(2, schema.at.power, -12);
    expect(f.serialize()).toBe('marked=0,1,0\nhidden=-1,-1,-1\npower=2,2,-12');
    expect(f.keyText()).toBe('marked=0,1,0|power=2,2,-12');
  });

  it('a table without cards or without fields', () => {
    expect(new CardFields(schema, 0, new Int32Array(0)).serialize()).toBe('marked=\nhidden=\npower=');
    expect(new CardFields(NO_CARD_FIELDS, 4, new Int32Array(0)).serialize()).toBe('');
    expect(new CardFields(NO_CARD_FIELDS, 4, new Int32Array(0)).keyText()).toBe('');
  });

  it('joinInts is Array.join(",") of a strided slice', () => {
    const v = Int16Array.from([5, -1, 300, 0, -32768, 7]);
    expect(joinInts(v)).toBe(Array.from(v).join(','));
    expect(joinInts(v, 1, 2)).toBe('-1,0,7');
    expect(joinInts(v, 1, 2, 2)).toBe('-1,0');
    expect(joinInts(new Int32Array(0))).toBe('');
  });
});
