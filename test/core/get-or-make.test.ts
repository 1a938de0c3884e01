import { describe, expect, it } from 'vitest';
import { getOrMake } from '../../src/core/get-or-make.js';

describe('getOrMake', () => {
  it('makes a value once per key and returns the kept one after, for a Map and a WeakMap', () => {
    let made = 0;
    const make = (): { n: number } => ({ n: ++made });
    const map = new Map<string, { n: number }>();
    const a = getOrMake(map, 'a', make);
    expect(getOrMake(map, 'a', make)).toBe(a);
    expect(getOrMake(map, 'b', make)).not.toBe(a);
    expect(made).toBe(2);
    const key = {};
    const weak = new WeakMap<object, { n: number }>();
    const w = getOrMake(weak, key, make);
    expect(getOrMake(weak, key, make)).toBe(w);
    expect(made).toBe(3);
  });
});
