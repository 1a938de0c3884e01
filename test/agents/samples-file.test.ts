// A generation's samples on disk: written and read back in slices (one Node Buffer or write holds
// at most 2 GB, and a large warm start is bigger), in the same format as before the slicing.

import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSamples, saveSamples } from '../../agents/neural/samples-file.js';
import type { Samples } from '../../agents/neural/trainer.js';
import { InputError, shownPath } from '../../src/core/errors.js';
import { Rng } from '../../src/core/rng.js';
import { tempDir } from '../support/temp-dir.js';

const INPUT = 5;
const PLAYERS = 3;

/**
 * `count` samples of random numbers with 0 to 4 policy pairs each. The arrays are views at an
 * offset into larger buffers, as joined or sliced samples are, so saving must write only the view.
 */
function someSamples(count: number, seed: number): Samples {
  const rng = new Rng(seed);
  const start = [0];
  for (let i = 0; i < count; i++) start.push(start[i]! + Math.floor(rng.float() * 5));
  const pairs = start[count]!;
  const view = <T extends Float32Array | Int32Array>(make: new (b: ArrayBuffer, o: number, n: number) => T, n: number, fill: (i: number) => number): T => {
    const a = new make(new ArrayBuffer((n + 3) * 4), 8, n);
    for (let i = 0; i < n; i++) a[i] = fill(i);
    return a;
  };
  return {
    count,
    observations: view(Float32Array, count * INPUT, () => rng.float() * 2 - 1),
    values: view(Float32Array, count * PLAYERS, () => rng.float()),
    policyStart: view(Int32Array, count + 1, (i) => start[i]!),
    policyIds: view(Int32Array, pairs, () => Math.floor(rng.float() * 1000)),
    policyShares: view(Float32Array, pairs, () => rng.float()),
  };
}

function expectSame(got: Samples, want: Samples): void {
  expect(got.count).toBe(want.count);
  expect(got.observations).toEqual(want.observations);
  expect(got.values).toEqual(want.values);
  expect(got.policyStart).toEqual(want.policyStart);
  expect(got.policyIds).toEqual(want.policyIds);
  expect(got.policyShares).toEqual(want.policyShares);
}

describe('samples file', () => {
  it('a small set read back gives identical arrays', () => {
    const dir = tempDir();
    const s = someSamples(40, 1);
    saveSamples(dir, s, INPUT, PLAYERS);
    expectSame(loadSamples(dir), s);
  });

  it('slices of 7 bytes (many slices, each array starting and ending inside one) give identical arrays', () => {
    const dir = tempDir();
    const s = someSamples(101, 2);
    saveSamples(dir, s, INPUT, PLAYERS, 7);
    expectSame(loadSamples(dir, 7), s);
    expectSame(loadSamples(dir, 13), s);
  });

  it('keeps the format: the arrays one after another, 4-byte little-endian, and their sizes in samples.json', () => {
    const dir = tempDir();
    const s = someSamples(30, 3);
    saveSamples(dir, s, INPUT, PLAYERS, 5);
    const parts = [s.observations, s.values, s.policyStart, s.policyIds, s.policyShares];
    const whole = Buffer.concat(parts.map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)));
    expect(readFileSync(join(dir, 'samples.bin')).equals(whole)).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'samples.json'), 'utf8'))).toEqual({ count: 30, input: INPUT, players: PLAYERS, pairs: s.policyIds.length });
    // A file written in one piece (as runs before the slicing did) reads back the same.
    const old = tempDir();
    writeFileSync(join(old, 'samples.bin'), whole);
    writeFileSync(join(old, 'samples.json'), JSON.stringify({ count: 30, input: INPUT, players: PLAYERS, pairs: s.policyIds.length }));
    expectSame(loadSamples(old, 11), s);
  });

  it('an empty set', () => {
    const dir = tempDir();
    const s = someSamples(0, 4);
    saveSamples(dir, s, INPUT, PLAYERS, 3);
    expectSame(loadSamples(dir, 3), s);
  });

  it('a samples.bin shorter than its samples.json describes is named, with the fix', () => {
    const dir = tempDir();
    saveSamples(dir, someSamples(20, 5), INPUT, PLAYERS);
    const file = join(dir, 'samples.bin');
    truncateSync(file, 100);
    expect(() => loadSamples(dir)).toThrow(InputError);
    expect(() => loadSamples(dir)).toThrow(`${shownPath(file)}: holds 100 bytes where samples.json describes`);
    expect(() => loadSamples(dir)).toThrow(/delete the generation folder/);
  });
});
