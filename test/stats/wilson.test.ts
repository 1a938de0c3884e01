import { describe, expect, it } from 'vitest';
import { wilson, Z95 } from '../../src/stats/wilson.js';

describe('Wilson interval', () => {
  it('matches the textbook value for 8 successes in 10 (z = 1.96)', () => {
    const i = wilson(8, 10);
    expect(Z95).toBeCloseTo(1.959964, 5);
    expect(i.rate).toBe(0.8);
    expect(i.low).toBeCloseTo(0.4902, 3);
    expect(i.high).toBeCloseTo(0.9433, 3);
  });

  it('stays inside [0, 1] at the edges and is symmetric around one half', () => {
    expect(wilson(0, 20).low).toBe(0);
    expect(wilson(20, 20).high).toBe(1);
    const a = wilson(30, 100);
    const b = wilson(70, 100);
    expect(a.low).toBeCloseTo(1 - b.high, 12);
  });

  it('takes half-counted draws: 5 wins and 2 draws in 10 games is a rate of 0.6', () => {
    expect(wilson(5 + 2 / 2, 10).rate).toBeCloseTo(0.6, 12);
  });

  it('gives the full range when there are no games', () => {
    const i = wilson(0, 0);
    expect([i.low, i.high]).toEqual([0, 1]);
  });
});
