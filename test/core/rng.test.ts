import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { matchSeed, nextInt32, Rng, RngStreams, seedStream, STREAM_CHANCE } from '../../src/core/rng.js';

describe('rng', () => {
  it('steps exactly like pure-rand xoroshiro128+ from the same state', () => {
    const s = new Int32Array(4);
    seedStream(s, 0, 12345, 3);
    const reference = xoroshiro128plusFromState(Array.from(s));
    for (let i = 0; i < 10_000; i++) expect(nextInt32(s, 0)).toBe(reference.next());
  });

  it('derives match seeds from (experiment seed, index) only, distinct across indices', () => {
    const seeds = new Set<number>();
    for (let i = 0; i < 50_000; i++) seeds.add(matchSeed(7, i));
    expect(seeds.size).toBeGreaterThan(49_990);
    expect(matchSeed(7, 123)).toBe(matchSeed(7, 123));
    expect(matchSeed(7, 123)).not.toBe(matchSeed(8, 123));
    expect(matchSeed(7, 2 ** 32 + 5)).not.toBe(matchSeed(7, 5));
  });

  it('gives independent streams per id and restores exactly from saved words', () => {
    const a = RngStreams.seeded(3, 99);
    const firsts = [0, 1, 2].map((i) => a.below(i, 1_000_000));
    expect(new Set(firsts).size).toBe(3);
    const copy = new RngStreams(3, a.words.slice());
    const x = Array.from({ length: 20 }, () => a.die(STREAM_CHANCE));
    const y = Array.from({ length: 20 }, () => copy.die(STREAM_CHANCE));
    expect(y).toEqual(x);
  });

  it('below(n) is the rejection rule: redraw while the draw (offset to 0..2^32) is at or above the largest multiple of n, then the remainder', () => {
    // Sizes from a die to ones near 2^32, where up to half the draws are rejected.
    for (const n of [2, 6, 25, 1_000_003, 2 ** 31 + 1, 3 * 2 ** 30, 2 ** 32 - 1]) {
      const r = new Rng(n, 4);
      const words = Int32Array.from(r.state);
      const limit = Math.floor(2 ** 32 / n) * n;
      for (let i = 0; i < 2_000; i++) {
        let v = nextInt32(words, 0) + 2 ** 31;
        while (v >= limit) v = nextInt32(words, 0) + 2 ** 31;
        expect(r.below(n)).toBe(v % n);
      }
    }
  });

  it('draws uniform integers without bias (chi-square over a die)', () => {
    const r = new Rng(2024);
    const counts = new Array(6).fill(0);
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[r.below(6)]++;
    const chi = counts.reduce((acc, c) => acc + (c - n / 6) ** 2 / (n / 6), 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });

  it('replays scripted dice in tests, then returns to the stream', () => {
    const s = RngStreams.seeded(1, 5);
    const plain = new RngStreams(1, s.words.slice());
    s.script(STREAM_CHANCE, [6, 6, 1]);
    expect([s.die(STREAM_CHANCE), s.die(STREAM_CHANCE), s.die(STREAM_CHANCE)]).toEqual([6, 6, 1]);
    expect(s.die(STREAM_CHANCE)).toBe(plain.die(STREAM_CHANCE));
    s.script(STREAM_CHANCE, [7]);
    expect(() => s.die(STREAM_CHANCE)).toThrow(/outside/);
  });
});
