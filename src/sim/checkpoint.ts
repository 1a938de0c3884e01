// Checkpoints: the merged blocks and the exact set of finished match ranges, written together
// into one file by write-then-rename, so after a crash (even SIGKILL) the file on disk is
// always a consistent earlier state: matches finished after it are simply played again.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import { InputError } from '../core/errors.js';
import { writeWhole } from '../core/write-whole.js';
import type { MatchFailure } from '../experiment/resolved.js';

export const CHECKPOINT_FILE = 'checkpoint.json';

export interface Checkpoint {
  readonly version: 1;
  /** Hash of everything that decides the results; resume refuses a different experiment. */
  readonly key: string;
  readonly matches: number;
  /** Sorted, disjoint [start, end) ranges of finished matches. */
  readonly done: [number, number][];
  readonly blocks: Float64Array;
  readonly failures: MatchFailure[];
  /** Wall time spent in earlier sessions, for run.json. */
  readonly elapsedMs: number;
  readonly finished: boolean;
  /** The matches this run plays when it is one shard of a larger run (`run --shard`). */
  readonly range?: [number, number];
}

export function writeCheckpoint(dir: string, c: Checkpoint): void {
  const file = join(dir, CHECKPOINT_FILE);
  const body = JSON.stringify({
    ...c,
    // Mostly zeros (blocks not reached yet, empty matchup cells): compressed, it stays small.
    blocks: deflateRawSync(Buffer.from(c.blocks.buffer, c.blocks.byteOffset, c.blocks.byteLength), { level: 1 }).toString('base64'),
  });
  writeWhole(file, body);
}

const range = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);

/** What a checkpoint file must hold; its failures are the runner's own records, passed on as they are. */
const checkpointSchema = z.looseObject({
  version: z.literal(1),
  key: z.string(),
  matches: z.number().int().positive(),
  done: z.array(range),
  blocks: z.string(),
  failures: z.array(z.looseObject({ index: z.number() })),
  elapsedMs: z.number().nonnegative(),
  finished: z.boolean(),
  range: range.optional(),
});

/**
 * The checkpoint in `dir`, or null when there is none. A damaged one (cut short, emptied or
 * edited by something else: the lab writes it whole) is bad input naming the file.
 */
export function readCheckpoint(dir: string): Checkpoint | null {
  const file = join(dir, CHECKPOINT_FILE);
  if (!existsSync(file)) return null;
  const damaged = (why: string): InputError => new InputError(`not a readable checkpoint (${why})`, { file }, 'it was cut short or changed after the lab wrote it: play this run again into a new folder');
  let raw: z.infer<typeof checkpointSchema>;
  try {
    const parsed = checkpointSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw damaged(`field ${parsed.error.issues[0]!.path.join('.') || '(top)'}: ${parsed.error.issues[0]!.message}`);
    raw = parsed.data;
  } catch (err) {
    throw err instanceof InputError ? err : damaged(err instanceof Error ? err.message : String(err));
  }
  let buf: Buffer;
  try {
    buf = inflateRawSync(Buffer.from(raw.blocks, 'base64'));
  } catch (err) {
    throw damaged(`its counts do not inflate: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (buf.byteLength % 8 !== 0) throw damaged(`its counts hold ${buf.byteLength} bytes, not whole numbers`);
  const blocks = new Float64Array(buf.byteLength / 8);
  new Uint8Array(blocks.buffer).set(buf);
  const { version, key, matches, done, failures, elapsedMs, finished } = raw;
  return { version, key, matches, done, blocks, failures: failures as unknown as MatchFailure[], elapsedMs, finished, ...(raw.range ? { range: raw.range } : {}) };
}

/** Adds [start, end) to a sorted list of disjoint ranges, merging neighbours. */
export function addRange(ranges: [number, number][], start: number, end: number): void {
  let i = 0;
  while (i < ranges.length && ranges[i]![1] < start) i++;
  let s = start;
  let e = end;
  while (i < ranges.length && ranges[i]![0] <= e) {
    s = Math.min(s, ranges[i]![0]);
    e = Math.max(e, ranges[i]![1]);
    ranges.splice(i, 1);
  }
  ranges.splice(i, 0, [s, e]);
}

/** The ranges of [from, total) not covered by `done`. */
export function missingRanges(done: readonly [number, number][], total: number, from = 0): [number, number][] {
  const out: [number, number][] = [];
  let cur = from;
  for (const [s, e] of done) {
    if (s >= total) break;
    if (s > cur) out.push([cur, s]);
    cur = Math.max(cur, e);
  }
  if (cur < total) out.push([cur, total]);
  return out;
}

/** Whether [start, end) overlaps a range of `done`. */
export function overlapsDone(done: readonly [number, number][], start: number, end: number): boolean {
  return done.some(([s, e]) => s < end && start < e);
}

export function countDone(done: readonly [number, number][]): number {
  let n = 0;
  for (const [s, e] of done) n += e - s;
  return n;
}
