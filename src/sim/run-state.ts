// What a run has merged so far: the counts by block, the finished match ranges, the kept
// failures, the batches merged this session and the time of earlier sessions. It starts empty
// or from the checkpoint of the run being resumed; each returned batch is merged into it.

import { InputError, InternalError } from '../core/errors.js';
import type { MatchFailure } from '../experiment/resolved.js';
import { addRange, overlapsDone, readCheckpoint } from './checkpoint.js';
import { keepLowest } from './failed-batch.js';
import type { BatchResult } from './worker.js';
import { writeShard } from './worker.js';

export interface RunState {
  blocks: Float64Array;
  /** Sorted, disjoint [start, end) ranges of merged matches. */
  done: [number, number][];
  failures: MatchFailure[];
  /** Wall time of the run's earlier sessions. */
  readonly earlierMs: number;
  /** When this session started playing (performance.now()). */
  sessionStart: number;
  /** Batches merged in this session. */
  batches: number;
}

/** A run's state at its start: empty, or (resuming) its checkpoint's, which must be this experiment's (`key`) with `size` counts. */
export function startState(runDir: string, key: string, size: number, resume: boolean): RunState {
  const c = resume ? readCheckpoint(runDir) : null;
  const fresh: RunState = { blocks: new Float64Array(size), done: [], failures: [], earlierMs: 0, sessionStart: performance.now(), batches: 0 };
  if (!c) return fresh;
  if (c.key !== key || c.blocks.length !== size) throw new InputError(`the checkpoint in ${runDir} belongs to another experiment or lab version`, { field: '--resume' }, 'start a new run without --resume');
  return { ...fresh, blocks: c.blocks, done: c.done, failures: c.failures, earlierMs: c.elapsedMs };
}

/**
 * Adds a returned batch into the state: its per-match records into `recordsDir` (when kept), its
 * counts into its block (`span` matches, `size` counts each), its range and failures.
 */
export function mergeBatch(state: RunState, res: BatchResult, span: number, size: number, recordsDir: string | null): void {
  // Each range is handed out once per session, after the checkpoint's ranges: never twice.
  if (overlapsDone(state.done, res.start, res.end)) throw new InternalError(`matches ${res.start}-${res.end - 1} came back twice`);
  state.batches++;
  if (recordsDir && res.records !== undefined) writeShard(recordsDir, res.start, res.end, res.records);
  const base = Math.floor(res.start / span) * size;
  for (let k = 0; k < size; k++) state.blocks[base + k]! += res.counts[k]!;
  addRange(state.done, res.start, res.end);
  if (res.failures.length > 0) state.failures = keepLowest([...state.failures, ...res.failures]);
}
