// The pool's task: play a contiguous range of match indices and return their counts as one
// Int32Array (plus the rare failures). Optionally writes the range's per-match records as one
// JSONL shard, or returns them (a remote worker's coordinator writes the shard).

import '../games/index.js';
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchFailure, ResolvedExperiment } from '../experiment/resolved.js';
import { loadPlugins } from './experiment.js';
import type { PreparedExperiment } from './setup.js';
import { SeatCardRecorder } from './seat-cards.js';
import { matchRecord, playIndexed, prepareExperiment } from './setup.js';

export interface BatchTask {
  /** Identifies the experiment so each worker prepares it once. */
  readonly key: string;
  readonly exp: ResolvedExperiment;
  readonly start: number;
  readonly end: number;
  /** Folder for record shards, or null. */
  readonly recordsDir: string | null;
  /** Return the records as text instead (played on another machine than the run folder's). */
  readonly returnRecords?: boolean;
  /**
   * A flag (on a SharedArrayBuffer) a stopping worker sets: the batch then ends between two
   * matches, and its result's `end` is the first match it did not play.
   */
  readonly stop?: Int32Array;
}

export interface BatchResult {
  readonly start: number;
  readonly end: number;
  readonly counts: Int32Array;
  readonly failures: MatchFailure[];
  /** Time spent playing, for batch sizing (never written to deterministic outputs). */
  readonly ms: number;
  /** The batch's record shard, when the task asked for it back. */
  readonly records?: string;
}

export function shardName(start: number, end: number): string {
  return `matches-${String(start).padStart(10, '0')}-${String(end).padStart(10, '0')}.jsonl`;
}

let cached: { key: string; prepared: PreparedExperiment } | null = null;

/** Writes a batch's records whole then renames, so a shard on disk is always complete. */
export function writeShard(dir: string, start: number, end: number, text: string): void {
  const file = join(dir, shardName(start, end));
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/** Plays one batch in the calling thread (the worker entry and in-thread runs share it). */
export function playBatch(prepared: PreparedExperiment, start: number, end: number, recordsDir: string | null, returnRecords = false, stop?: Int32Array): BatchResult {
  const t0 = performance.now();
  const counts = new Int32Array(prepared.layout.size);
  const failures: MatchFailure[] = [];
  const lines: string[] | null = recordsDir || returnRecords ? [] : null;
  // Card events are listened to for records only: ordinary runs pay nothing for them.
  const recorder = lines ? new SeatCardRecorder(prepared.exp.players) : null;
  let i = start;
  for (; i < end && (stop === undefined || Atomics.load(stop, 0) === 0); i++) {
    const played = playIndexed(prepared, i, counts, {}, recorder);
    if (played.failure) failures.push(played.failure);
    if (lines) lines.push(JSON.stringify(matchRecord(prepared, i, played, recorder)));
  }
  const records = lines ? lines.join('\n') + '\n' : null;
  if (recordsDir && records) writeShard(recordsDir, start, i, records);
  return { start, end: i, counts, failures, ms: performance.now() - t0, ...(returnRecords && records ? { records } : {}) };
}

export default async function runBatch(task: BatchTask): Promise<BatchResult> {
  if (cached === null || cached.key !== task.key) {
    await loadPlugins(task.exp.plugins);
    cached = { key: task.key, prepared: prepareExperiment(task.exp) };
  }
  // Returned as a copy, not transferred: transferring detaches the buffer, and the first
  // detached ArrayBuffer in a thread makes V8 check every typed-array access there from then
  // on (about an eighth slower play, measured on Warsong); a copy of the counts costs micro-
  // seconds per batch.
  return playBatch(cached.prepared, task.start, task.end, task.recordsDir, task.returnRecords, task.stop);
}

// Named tasks of `balance-lab train` (piscina's `name` option picks them).
export { headToHeadBatch, selfPlayBatch } from './self-play.js';
export { imitationBatch } from './self-play-imitation.js';
