import { describe, expect, it } from 'vitest';
import { actionSpace } from '../../src/core/action-space.js';

describe('action spaces', () => {
  const space = actionSpace([
    ['place', 12],
    ['pass', 1],
    ['reserved', 0],
    ['target', 5],
  ]);

  it('lays segments end to end: offsets are computed and the size is their sum', () => {
    expect(space.offset).toEqual({ place: 0, pass: 12, reserved: 13, target: 13 });
    expect(space.size).toBe(18);
  });

  it('decodes every id to its segment and index, and id() inverts it', () => {
    for (let id = 0; id < space.size; id++) {
      const { segment, index } = space.decode(id);
      expect(space.id(segment, index)).toBe(id);
      expect(space.holds(segment, id)).toBe(true);
    }
    expect(space.decode(13)).toEqual({ segment: 'target', index: 0 });
    expect(space.decode(12)).toEqual({ segment: 'pass', index: 0 });
  });

  it('refuses ids outside the space and indices outside a segment', () => {
    expect(() => space.decode(18)).toThrow(RangeError);
    expect(() => space.decode(-1)).toThrow(RangeError);
    expect(() => space.id('pass', 1)).toThrow(RangeError);
    expect(() => actionSpace([['a', 1], ['a', 2]])).toThrow(/twice/);
  });
});
