// A generation's self-play samples on disk, so a resumed training run trains on the same window
// of generations as one that never stopped: `samples.json` (the sizes) and `samples.bin` (the
// arrays one after another, 4-byte little-endian). Written whole then renamed: a file present
// is complete. The arrays go through the file in slices: one Node Buffer, read or write holds
// at most 2 GB, and the samples of a warm start of a few thousand matches are larger than that.

import { closeSync, fstatSync, openSync, readFileSync, readSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../src/core/errors.js';
import type { Samples } from './trainer.js';

interface SamplesHeader {
  readonly count: number;
  readonly input: number;
  readonly players: number;
  readonly pairs: number;
}

/** Bytes per read or write: far below Node's 2 GB limit, large enough that the calls cost nothing. */
export const SLICE_BYTES = 64 * 1024 * 1024;

type Array32 = Float32Array | Int32Array;

function bytesOf(a: Array32): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}

export function saveSamples(dir: string, s: Samples, input: number, players: number, sliceBytes = SLICE_BYTES): void {
  const parts = [s.observations, s.values, s.policyStart, s.policyIds, s.policyShares];
  const header: SamplesHeader = { count: s.count, input, players, pairs: s.policyIds.length };
  const tmp = join(dir, 'samples.bin.tmp');
  const fd = openSync(tmp, 'w');
  try {
    for (const part of parts) {
      const bytes = bytesOf(part);
      for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, Math.min(sliceBytes, bytes.length - at));
    }
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, join(dir, 'samples.bin'));
  writeFileSync(join(dir, 'samples.json.tmp'), JSON.stringify(header));
  renameSync(join(dir, 'samples.json.tmp'), join(dir, 'samples.json'));
}

export function loadSamples(dir: string, sliceBytes = SLICE_BYTES): Samples {
  const h = JSON.parse(readFileSync(join(dir, 'samples.json'), 'utf8')) as SamplesHeader;
  const file = join(dir, 'samples.bin');
  const lengths = [h.count * h.input, h.count * h.players, h.count + 1, h.pairs, h.pairs];
  const expected = lengths.reduce((sum, n) => sum + n * 4, 0);
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size !== expected) {
      throw new InputError(`holds ${size} bytes where samples.json describes ${expected}`, { file }, 'the file is damaged: delete the generation folder and train it again');
    }
    let position = 0;
    const read = <T extends Array32>(a: T): T => {
      const bytes = bytesOf(a);
      for (let at = 0; at < bytes.length; ) {
        const n = readSync(fd, bytes, at, Math.min(sliceBytes, bytes.length - at), position);
        if (n === 0) throw new InputError('ended early', { file }, 'the file is damaged: delete the generation folder and train it again');
        at += n;
        position += n;
      }
      return a;
    };
    return {
      count: h.count,
      observations: read(new Float32Array(lengths[0]!)),
      values: read(new Float32Array(lengths[1]!)),
      policyStart: read(new Int32Array(lengths[2]!)),
      policyIds: read(new Int32Array(lengths[3]!)),
      policyShares: read(new Float32Array(lengths[4]!)),
    };
  } finally {
    closeSync(fd);
  }
}
