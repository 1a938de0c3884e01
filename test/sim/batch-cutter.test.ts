// The batch cutter of the runner (src/sim/batch-cutter.ts): batches cover the matches left
// exactly once, never cross a block, start small, follow the measured time per match towards
// taskMs, and shrink near the end so that every worker gets a share.

import { describe, expect, it } from 'vitest';
import { BatchCutter } from '../../src/sim/batch-cutter.js';

/** Every batch the cutter gives, merging each at once as taking `msPerMatch` per match. */
function cutAll(c: BatchCutter, capacity: number, msPerMatch: number): [number, number][] {
  const out: [number, number][] = [];
  for (let r = c.next(capacity); r; r = c.next(capacity)) {
    out.push(r);
    c.merged(r[1] - r[0], msPerMatch * (r[1] - r[0]));
  }
  return out;
}

describe('BatchCutter', () => {
  it('covers the gaps exactly once, in order, and never across a block boundary', () => {
    const gaps: [number, number][] = [[0, 30], [45, 100], [130, 200]];
    const span = 16;
    const batches = cutAll(new BatchCutter(gaps, span, 100, 155), 4, 1);
    const covered: number[] = batches.flatMap(([s, e]) => Array.from({ length: e - s }, (_, k) => s + k));
    const expected = gaps.flatMap(([s, e]) => Array.from({ length: e - s }, (_, k) => s + k));
    expect(covered).toEqual(expected);
    for (const [s, e] of batches) expect(Math.floor(s / span)).toBe(Math.floor((e - 1) / span));
  });

  it('starts with batches of 4 and then sizes them to taskMs from the smoothed time per match', () => {
    const c = new BatchCutter([[0, 10_000]], 10_000, 100, 10_000);
    expect(c.next(2)).toEqual([0, 4]);
    c.merged(4, 40); // 10 ms a match: 100 ms is 10 matches
    expect(c.next(2)).toEqual([4, 14]);
    c.merged(10, 200); // 20 ms a match, smoothed: 0.7 * 10 + 0.3 * 20 = 13 ms, 100 / 13 -> 8
    expect(c.next(2)).toEqual([14, 22]);
    expect(c.left).toBe(10_000 - 14);
  });

  it('near the end gives each of the batches in flight an equal share of what is left', () => {
    const c = new BatchCutter([[0, 100]], 100, 1000, 100);
    c.next(8); // 4 matches, before any time is known
    c.merged(4, 4); // 1 ms a match: taskMs would ask for 1000
    expect(c.next(8)).toEqual([4, 16]); // ceil(96 / 8) = 12
  });

  it('gives nothing when nothing is left', () => {
    expect(new BatchCutter([], 64, 100, 0).next(4)).toBeNull();
  });
});
