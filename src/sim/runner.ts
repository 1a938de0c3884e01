// Runs an experiment on the worker pool: cuts the match indices into batches (never across a
// block boundary), keeps a few tasks per worker in flight, adds each batch's counts into its
// block, checkpoints, and draws progress. The main thread only merges.

import { createHash } from 'node:crypto';
import type { Piscina } from 'piscina';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../core/errors.js';
import { BLOCKS, blockSpan } from '../stats/counts.js';
import type { Checkpoint } from './checkpoint.js';
import { addRange, countDone, missingRanges, readCheckpoint, writeCheckpoint } from './checkpoint.js';
import type { ResolvedExperiment } from './experiment.js';
import { createPool } from './pool.js';
import { createProgress } from './progress.js';
import type { MatchFailure } from './setup.js';
import { layoutFor } from './setup.js';
import type { BatchResult, BatchTask } from './worker.js';

/** Failures kept with their details (all are counted). */
export const MAX_KEPT_FAILURES = 1000;

export interface RunOptions {
  readonly exp: ResolvedExperiment;
  readonly runDir: string;
  readonly workers: number;
  /** Continue from runDir's checkpoint. */
  readonly resume?: boolean;
  readonly quiet?: boolean;
  /** A pool to use (and leave running) instead of a new one: benchmarks time warm pools. */
  readonly pool?: Piscina;
  /** Called after each merged batch with the number of finished matches (benchmarks). */
  readonly onProgress?: (done: number) => void;
}

export interface RunOutcome {
  readonly blocks: Float64Array;
  readonly failures: MatchFailure[];
  readonly completed: number;
  /** Wall time of this session and of all sessions. */
  readonly sessionMs: number;
  readonly totalMs: number;
  readonly batches: number;
  readonly interrupted: boolean;
}

/** Everything that decides the results; a checkpoint only resumes the same experiment. */
export function experimentKey(exp: ResolvedExperiment): string {
  const decisive = { game: exp.game, variant: exp.variant, cardHash: exp.cardHash, decks: exp.decks, agents: exp.agents, lineups: exp.lineups, matches: exp.matches, seed: exp.seed, plugins: exp.plugins, ablate: exp.ablate };
  return createHash('sha256').update(JSON.stringify(decisive)).digest('hex').slice(0, 24);
}

export function recordsDirOf(runDir: string): string {
  return join(runDir, 'records');
}

export async function runExperiment(opts: RunOptions): Promise<RunOutcome> {
  const { exp, runDir, workers } = opts;
  const layout = layoutFor(exp);
  const key = experimentKey(exp);
  const span = blockSpan(exp.matches);
  let blocks: Float64Array = new Float64Array(BLOCKS * layout.size);
  let done: [number, number][] = [];
  let failures: MatchFailure[] = [];
  let earlierMs = 0;
  if (opts.resume) {
    const c = readCheckpoint(runDir);
    if (c) {
      if (c.key !== key || c.blocks.length !== blocks.length) throw new InputError(`the checkpoint in ${runDir} belongs to another experiment or lab version`, { field: '--resume' }, 'start a new run without --resume');
      blocks = c.blocks;
      done = c.done;
      failures = c.failures;
      earlierMs = c.elapsedMs;
    }
  }
  const recordsDir = exp.records ? recordsDirOf(runDir) : null;
  if (recordsDir) {
    mkdirSync(recordsDir, { recursive: true });
    pruneShards(recordsDir, done);
  }

  const t0 = performance.now();
  const startDone = countDone(done);
  const progress = createProgress(exp.matches, startDone, opts.quiet ?? false);
  const checkpoint = (finished: boolean): void =>
    writeCheckpoint(runDir, { version: 1, key, matches: exp.matches, done, blocks, failures, elapsedMs: earlierMs + (performance.now() - t0), finished } satisfies Checkpoint);

  const gaps = missingRanges(done, exp.matches);
  let gap = 0;
  let cursor = gaps[0]?.[0] ?? exp.matches;
  let remaining = exp.matches - startDone;
  let msPerMatch = 0; // unknown until the first batch returns
  let batches = 0;
  let interrupted = false;

  const nextRange = (): [number, number] | null => {
    while (gap < gaps.length && cursor >= gaps[gap]![1]) {
      gap++;
      if (gap < gaps.length) cursor = gaps[gap]![0];
    }
    if (gap >= gaps.length) return null;
    const blockEnd = (Math.floor(cursor / span) + 1) * span;
    // Aim for taskMs per task; near the end, smaller tasks so all workers finish together.
    let size = msPerMatch > 0 ? Math.round(exp.taskMs / msPerMatch) : 4;
    size = Math.min(size, Math.ceil(remaining / (workers * 2)), 100_000);
    size = Math.max(1, Math.min(size, blockEnd - cursor, gaps[gap]![1] - cursor));
    const r: [number, number] = [cursor, cursor + size];
    cursor += size;
    return r;
  };

  const pool = opts.pool ?? createPool(workers);
  let lastCheckpoint = performance.now();
  const onSigint = (): void => {
    interrupted = true;
  };
  process.once('SIGINT', onSigint);

  try {
    await new Promise<void>((resolveAll, rejectAll) => {
      let inFlight = 0;
      let failed = false;
      const fail = (err: unknown): void => {
        failed = true;
        rejectAll(err);
      };
      const pump = (): void => {
        while (!failed && !interrupted && inFlight < workers * 2) {
          const r = nextRange();
          if (!r) break;
          inFlight++;
          const task: BatchTask = { key, exp, start: r[0], end: r[1], recordsDir };
          (pool.run(task) as Promise<BatchResult>).then(
            (res) => {
              try {
                onResult(res);
              } catch (err) {
                fail(err); // e.g. the checkpoint could not be written
              }
            },
            fail,
          );
        }
        if (inFlight === 0) resolveAll();
      };
      const onResult = (res: BatchResult): void => {
        inFlight--;
        batches++;
        const n = res.end - res.start;
        const base = Math.floor(res.start / span) * layout.size;
        for (let k = 0; k < layout.size; k++) blocks[base + k]! += res.counts[k]!;
        addRange(done, res.start, res.end);
        if (res.failures.length > 0) failures = keepLowest([...failures, ...res.failures]);
        remaining -= n;
        const per = res.ms / n;
        msPerMatch = msPerMatch === 0 ? per : 0.7 * msPerMatch + 0.3 * per;
        const elapsed = (performance.now() - t0) / 1000;
        progress.update(exp.matches - remaining, (exp.matches - remaining - startDone) / Math.max(elapsed, 1e-3));
        opts.onProgress?.(exp.matches - remaining);
        if (performance.now() - lastCheckpoint > exp.checkpointSeconds * 1000) {
          checkpoint(false);
          lastCheckpoint = performance.now();
        }
        pump();
      };
      pump();
    });
  } finally {
    process.removeListener('SIGINT', onSigint);
    progress.stop();
    if (!opts.pool) await pool.destroy();
  }
  failures = keepLowest(failures);
  const completed = countDone(done);
  checkpoint(completed === exp.matches);
  const sessionMs = performance.now() - t0;
  return { blocks, failures, completed, sessionMs, totalMs: earlierMs + sessionMs, batches, interrupted };
}

/** The kept failures are the lowest match indices, so they do not depend on arrival order. */
function keepLowest(list: MatchFailure[]): MatchFailure[] {
  return list.sort((a, b) => a.index - b.index).slice(0, MAX_KEPT_FAILURES);
}

/** Removes record shards of matches not in the checkpoint (written after it, before a crash). */
function pruneShards(dir: string, done: readonly [number, number][]): void {
  if (!existsSync(dir)) return;
  for (const f of readdirSync(dir)) {
    const m = /^matches-(\d+)-(\d+)\.jsonl(\.tmp)?$/.exec(f);
    if (!m) continue;
    const s = Number(m[1]);
    const e = Number(m[2]);
    const covered = !m[3] && done.some(([a, b]) => a <= s && e <= b);
    if (!covered) rmSync(join(dir, f));
  }
}
