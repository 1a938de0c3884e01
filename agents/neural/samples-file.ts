// A generation's self-play samples on disk, so a resumed training run trains on the same window
// of generations as one that never stopped: `samples.json` (the sizes) and `samples.bin` (the
// arrays one after another, 4-byte little-endian). Written whole then renamed: a file present
// is complete.

import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Samples } from './trainer.js';

interface SamplesHeader {
  readonly count: number;
  readonly input: number;
  readonly players: number;
  readonly pairs: number;
}

export function saveSamples(dir: string, s: Samples, input: number, players: number): void {
  const parts = [s.observations, s.values, s.policyStart, s.policyIds, s.policyShares];
  const bin = Buffer.concat(parts.map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)));
  const header: SamplesHeader = { count: s.count, input, players, pairs: s.policyIds.length };
  writeFileSync(join(dir, 'samples.bin.tmp'), bin);
  renameSync(join(dir, 'samples.bin.tmp'), join(dir, 'samples.bin'));
  writeFileSync(join(dir, 'samples.json.tmp'), JSON.stringify(header));
  renameSync(join(dir, 'samples.json.tmp'), join(dir, 'samples.json'));
}

export function loadSamples(dir: string): Samples {
  const h = JSON.parse(readFileSync(join(dir, 'samples.json'), 'utf8')) as SamplesHeader;
  const bytes = readFileSync(join(dir, 'samples.bin'));
  const buf = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  let at = 0;
  const take = <T>(make: new (b: ArrayBuffer, o: number, n: number) => T, n: number): T => {
    const a = new make(buf, at, n);
    at += n * 4;
    return a;
  };
  return {
    count: h.count,
    observations: take(Float32Array, h.count * h.input),
    values: take(Float32Array, h.count * h.players),
    policyStart: take(Int32Array, h.count + 1),
    policyIds: take(Int32Array, h.pairs),
    policyShares: take(Float32Array, h.pairs),
  };
}
