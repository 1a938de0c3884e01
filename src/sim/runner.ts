// Runs an experiment: cuts the match indices into batches (never across a block boundary), keeps
// a few batches in flight on a backend (the local worker pool, or BullMQ workers on other
// machines), adds each batch's counts into its block, checkpoints, and draws progress. The main
// thread only merges.

import { createHash } from 'node:crypto';
import type { Piscina } from 'piscina';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { modelOf } from '../../agents/neural/model-folder.js';
import { InputError, InternalError } from '../core/errors.js';
import { BLOCKS, blockSpan, G_ERRORS } from '../stats/counts.js';
import type { Backend } from './backend.js';
import { BatchFailedError, BatchLeftError, localBackend } from './backend.js';
import type { Checkpoint } from './checkpoint.js';
import { addRange, countDone, missingRanges, overlapsDone, readCheckpoint, writeCheckpoint } from './checkpoint.js';
import type { ResolvedExperiment } from './experiment.js';
import type { Progress } from './progress.js';
import { createProgress } from './progress.js';
import { planMatch } from './schedule.js';
import type { MatchFailure } from './setup.js';
import { layoutFor, seedOf } from './setup.js';
import type { BatchResult, BatchTask } from './worker.js';
import { writeShard } from './worker.js';

/** Failures kept with their details (all are counted). */
export const MAX_KEPT_FAILURES = 1000;

export interface RunOptions {
  readonly exp: ResolvedExperiment;
  readonly runDir: string;
  /** Threads of the local pool (and the in-flight target of the default backend). */
  readonly workers: number;
  /** Continue from runDir's checkpoint. */
  readonly resume?: boolean;
  readonly quiet?: boolean;
  /** A pool to use (and leave running) instead of a new one: benchmarks time warm pools. */
  readonly pool?: Piscina;
  /** Where batches are played (default: the local pool); closed by the runner. */
  readonly backend?: Backend;
  /** Only these matches: one shard of a run split over machines (`run --shard`). */
  readonly range?: readonly [number, number];
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

/**
 * Everything that decides the results; a checkpoint only resumes the same experiment. An agent's
 * model counts by the hash of its files, not by its folder (run.json of older runs has no hashes).
 */
export function experimentKey(exp: ResolvedExperiment): string {
  const hashes = new Map((exp.models as ResolvedExperiment['models'] | undefined)?.map((m) => [m.path, m.sha256]));
  const agents = exp.agents.map((a) => {
    const path = modelOf(a.spec);
    return path === null || !hashes.has(path) ? a : { ...a, spec: { ...a.spec, model: `sha256:${hashes.get(path)}` } };
  });
  const decisive = { game: exp.game, variant: exp.variant, cardHash: exp.cardHash, decks: exp.decks, agents, lineups: exp.lineups, matches: exp.matches, seed: exp.seed, plugins: exp.plugins, ablate: exp.ablate, sweep: exp.sweep, blank: exp.blank };
  return createHash('sha256').update(JSON.stringify(decisive)).digest('hex').slice(0, 24);
}

export function recordsDirOf(runDir: string): string {
  return join(runDir, 'records');
}

export async function runExperiment(opts: RunOptions): Promise<RunOutcome> {
  const { exp, runDir } = opts;
  const layout = layoutFor(exp);
  const key = experimentKey(exp);
  const span = blockSpan(exp.matches);
  const [from, to] = opts.range ?? [0, exp.matches];
  const backend = opts.backend ?? localBackend(opts.workers, opts.pool);
  let blocks: Float64Array = new Float64Array(BLOCKS * layout.size);
  let done: [number, number][] = [];
  let failures: MatchFailure[] = [];
  let earlierMs = 0;
  let t0 = performance.now();
  let batches = 0;
  let interrupted = false;
  const onSigint = (): void => {
    interrupted = true;
  };
  process.once('SIGINT', onSigint);
  let progress: Progress | null = null;
  try {
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

    t0 = performance.now();
    const startDone = countDone(done);
    const total = to - from;
    const bar = (progress = createProgress(total, startDone, opts.quiet ?? false));
    /** Batches merged since the checkpoint on disk. */
    let unsaved: number[] = [];
    const checkpoint = (finished: boolean): Promise<void> => {
      writeCheckpoint(runDir, {
        version: 1,
        key,
        matches: exp.matches,
        done,
        blocks,
        failures,
        elapsedMs: earlierMs + (performance.now() - t0),
        finished,
        ...(opts.range ? { range: [from, to] as [number, number] } : {}),
      } satisfies Checkpoint);
      const saved = unsaved;
      unsaved = [];
      return backend.checkpointed(saved);
    };
    // Written at once: a coordinator killed before its first batch can still be resumed.
    await checkpoint(false);

    // Batches held from an earlier session go first; the rest of the matches are cut anew.
    const held = await backend.held(done);
    const claimed = done.map(([s, e]): [number, number] => [s, e]);
    for (const [s, e] of held) addRange(claimed, s, e);
    const gaps = missingRanges(claimed, to, from);
    let gap = 0;
    let cursor = gaps[0]?.[0] ?? to;
    let remaining = total - startDone;
    let msPerMatch = 0; // unknown until the first batch returns

    const nextRange = (): [number, number] | null => {
      while (gap < gaps.length && cursor >= gaps[gap]![1]) {
        gap++;
        if (gap < gaps.length) cursor = gaps[gap]![0];
      }
      if (gap >= gaps.length) return null;
      const blockEnd = (Math.floor(cursor / span) + 1) * span;
      // Aim for taskMs per task; near the end, smaller tasks so all workers finish together.
      let size = msPerMatch > 0 ? Math.round(exp.taskMs / msPerMatch) : 4;
      size = Math.min(size, Math.ceil(remaining / backend.capacity()), 100_000);
      size = Math.max(1, Math.min(size, blockEnd - cursor, gaps[gap]![1] - cursor));
      const r: [number, number] = [cursor, cursor + size];
      cursor += size;
      return r;
    };

    let lastCheckpoint = performance.now();
    await new Promise<void>((resolveAll, rejectAll) => {
      let inFlight = 0;
      let failed = false;
      const fail = (err: unknown): void => {
        failed = true;
        rejectAll(err);
      };
      const pump = (): void => {
        while (!failed && !interrupted && inFlight < backend.capacity()) {
          const r = held.shift() ?? nextRange();
          if (!r) break;
          inFlight++;
          const task: BatchTask = { key, exp, start: r[0], end: r[1], recordsDir };
          backend.play(task).then(
            (res) => settle(() => onResult(res)),
            (err: unknown) => (err instanceof BatchFailedError ? settle(() => onResult(failedBatch(exp, layout.size, task, err))) : err instanceof BatchLeftError ? settle(() => undefined) : fail(err)),
          );
        }
        if (inFlight === 0) resolveAll();
      };
      const settle = (merge: () => void): void => {
        inFlight--;
        try {
          merge();
          pump();
        } catch (err) {
          fail(err); // e.g. the checkpoint could not be written
        }
      };
      const onResult = (res: BatchResult): void => {
        // Each range is handed out once per session, after the checkpoint's ranges: never twice.
        if (overlapsDone(done, res.start, res.end)) throw new InternalError(`matches ${res.start}-${res.end - 1} came back twice`);
        batches++;
        const n = res.end - res.start;
        if (recordsDir && res.records !== undefined) writeShard(recordsDir, res.start, res.end, res.records);
        const base = Math.floor(res.start / span) * layout.size;
        for (let k = 0; k < layout.size; k++) blocks[base + k]! += res.counts[k]!;
        addRange(done, res.start, res.end);
        unsaved.push(res.start);
        if (res.failures.length > 0) failures = keepLowest([...failures, ...res.failures]);
        remaining -= n;
        if (res.ms > 0) {
          const per = res.ms / n;
          msPerMatch = msPerMatch === 0 ? per : 0.7 * msPerMatch + 0.3 * per;
        }
        const elapsed = (performance.now() - t0) / 1000;
        bar.update(total - remaining, (total - remaining - startDone) / Math.max(elapsed, 1e-3));
        opts.onProgress?.(total - remaining);
        if (performance.now() - lastCheckpoint > exp.checkpointSeconds * 1000) {
          checkpoint(false).catch(fail);
          lastCheckpoint = performance.now();
        }
      };
      pump();
    });
    failures = keepLowest(failures);
    await checkpoint(missingRanges(done, to, from).length === 0);
  } finally {
    process.removeListener('SIGINT', onSigint);
    progress?.stop();
    await backend.close();
  }
  const sessionMs = performance.now() - t0;
  return { blocks, failures, completed: countDone(done), sessionMs, totalMs: earlierMs + sessionMs, batches, interrupted };
}

/**
 * A batch given up by the backend: every match in it counts as an error, and is listed with its
 * seed (so the report gives each one's replay command) up to the kept maximum.
 */
function failedBatch(exp: ResolvedExperiment, size: number, task: BatchTask, err: BatchFailedError): BatchResult {
  const counts = new Int32Array(size);
  counts[G_ERRORS] = task.end - task.start;
  const failures: MatchFailure[] = [];
  for (let i = task.start; i < Math.min(task.end, task.start + MAX_KEPT_FAILURES); i++) {
    const plan = planMatch(exp.lineups, exp.players, i);
    failures.push({
      index: i,
      seed: seedOf(exp, i),
      kind: 'error',
      message: `the batch of matches ${task.start}-${task.end - 1} ${err.message}`,
      agents: plan.agents.map((a) => exp.agents[a]!.label),
      decks: plan.decks.map((d) => exp.decks[d]!.name),
    });
  }
  return { start: task.start, end: task.end, counts, failures, ms: 0 };
}

/** The kept failures are the lowest match indices, so they do not depend on arrival order. */
export function keepLowest(list: MatchFailure[]): MatchFailure[] {
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
