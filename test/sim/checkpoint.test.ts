import { describe, expect, it } from 'vitest';
import { addRange, countDone, missingRanges } from '../../src/sim/checkpoint.js';

describe('finished-range bookkeeping', () => {
  it('merges ranges finishing in any order and finds the gaps', () => {
    const done: [number, number][] = [];
    addRange(done, 10, 20);
    addRange(done, 30, 40);
    addRange(done, 0, 5);
    expect(missingRanges(done, 50)).toEqual([
      [5, 10],
      [20, 30],
      [40, 50],
    ]);
    addRange(done, 20, 30);
    addRange(done, 5, 10);
    expect(done).toEqual([[0, 40]]);
    expect(countDone(done)).toBe(40);
    addRange(done, 40, 50);
    expect(missingRanges(done, 50)).toEqual([]);
  });
});
