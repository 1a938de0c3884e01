// Runs an experiment: cuts the match indices into batches (batch-cutter.ts), keeps a few in
// flight on a backend (the local worker pool, or BullMQ workers on other machines; batch-loop.ts),
// merges each batch's counts into its block (run-state.ts), checkpoints (checkpoint-timer.ts),
// stops on Ctrl-C (interrupt-watch.ts) and draws progress. The main thread only merges.

import { createHash } from 'node:crypto';
import type { Piscina } from 'piscina';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { modelOf } from '../../agents/neural/model-folder.js';
import type { MatchFailure, ResolvedExperiment } from '../experiment/resolved.js';
import { BLOCKS, blockSpan } from '../stats/counts.js';
import type { Backend } from './backend.js';
import { localBackend } from './backend.js';
import { BatchCutter } from './batch-cutter.js';
import { playBatches } from './batch-loop.js';
import { addRange, countDone, missingRanges } from './checkpoint.js';
import { CheckpointTimer } from './checkpoint-timer.js';
import { failedBatch, keepLowest } from './failed-batch.js';
import { InterruptWatch } from './interrupt-watch.js';
import type { Progress } from './progress.js';
import { createProgress } from './progress.js';
import type { RunState } from './run-state.js';
import { mergeBatch, startState } from './run-state.js';
import { layoutFor } from './setup.js';

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
  const decisive = { game: exp.game, variant: exp.variant, cardHash: exp.cardHash, decks: exp.decks, agents, lineups: exp.lineups, matches: exp.matches, seed: exp.seed, plugins: exp.plugins, ablate: exp.ablate, sweep: exp.sweep };
  return createHash('sha256').update(JSON.stringify(decisive)).digest('hex').slice(0, 24);
}

export function recordsDirOf(runDir: string): string {
  return join(runDir, 'records');
}

/**
 * Plays the experiment (or its `range`) in `runDir`, from its checkpoint when resuming, and
 * returns the merged counts; a run stopped by Ctrl-C returns what it merged, `interrupted`.
 */
export async function runExperiment(opts: RunOptions): Promise<RunOutcome> {
  const { exp, runDir } = opts;
  const key = experimentKey(exp);
  const [from, to] = opts.range ?? [0, exp.matches];
  const backend = opts.backend ?? localBackend(opts.workers, opts.pool);
  const interrupt = new InterruptWatch();
  let progress: Progress | null = null;
  let state: RunState;
  try {
    state = startState(runDir, key, BLOCKS * layoutFor(exp).size, opts.resume ?? false);
    const recordsDir = exp.records ? recordsDirOf(runDir) : null;
    if (recordsDir) {
      mkdirSync(recordsDir, { recursive: true });
      pruneShards(recordsDir, state.done);
    }
    state.sessionStart = performance.now();
    const startDone = countDone(state.done);
    progress = createProgress(to - from, startDone, opts.quiet ?? false);
    const timer = new CheckpointTimer({ runDir, key, matches: exp.matches, ...(opts.range ? { range: [from, to] as const } : {}) }, backend, exp.checkpointSeconds * 1000);
    await timer.write(state, false);
    await playRemaining({ opts, key, from, to, startDone, recordsDir, backend, interrupt, progress, timer, state });
    state.failures = keepLowest(state.failures);
    await timer.write(state, missingRanges(state.done, to, from).length === 0);
  } finally {
    interrupt.stop();
    progress?.stop();
    await backend.close();
  }
  const sessionMs = performance.now() - state.sessionStart;
  return { blocks: state.blocks, failures: state.failures, completed: countDone(state.done), sessionMs, totalMs: state.earlierMs + sessionMs, batches: state.batches, interrupted: interrupt.interrupted };
}

/** What a session of a run plays with (runExperiment sets it up). */
interface Session {
  readonly opts: RunOptions;
  readonly key: string;
  /** The matches of the run (or of its shard): [from, to). */
  readonly from: number;
  readonly to: number;
  /** Matches finished before this session. */
  readonly startDone: number;
  readonly recordsDir: string | null;
  readonly backend: Backend;
  readonly interrupt: InterruptWatch;
  readonly progress: Progress;
  readonly timer: CheckpointTimer;
  readonly state: RunState;
}

/** Plays the matches the checkpoint lacks: the backend's held batches first, then the rest cut anew. */
async function playRemaining(s: Session): Promise<void> {
  const { opts, state, backend, timer } = s;
  const { exp } = opts;
  const size = layoutFor(exp).size;
  const span = blockSpan(exp.matches);
  const total = s.to - s.from;
  const held = await backend.held(state.done);
  const claimed = state.done.map(([a, b]): [number, number] => [a, b]);
  for (const [a, b] of held) addRange(claimed, a, b);
  const cutter = new BatchCutter(missingRanges(claimed, s.to, s.from), span, exp.taskMs, total - s.startDone);
  await playBatches({
    backend,
    held,
    cutter,
    stopped: () => s.interrupt.interrupted,
    task: ([start, end]) => ({ key: s.key, exp, start, end, recordsDir: s.recordsDir }),
    failed: (task, err) => failedBatch(exp, size, task, err),
    merge: (res) => {
      mergeBatch(state, res, span, size, s.recordsDir);
      timer.merged(res.start);
      cutter.merged(res.end - res.start, res.ms);
      const done = total - cutter.left;
      const elapsed = (performance.now() - state.sessionStart) / 1000;
      s.progress.update(done, (done - s.startDone) / Math.max(elapsed, 1e-3));
      opts.onProgress?.(done);
      return timer.due() ? timer.write(state, false) : undefined;
    },
  });
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
