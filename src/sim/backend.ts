// Where a run's batches are played. The runner (runner.ts) cuts the batches, merges what comes
// back, checkpoints and draws progress; a backend only plays them: the local piscina pool
// (below) or BullMQ workers on other machines (distributed/bullmq-backend.ts).

import type { Piscina } from 'piscina';
import { createPool } from './pool.js';
import type { BatchResult, BatchTask } from './worker.js';

export interface Backend {
  /** Batches to keep in flight; asked again after every result. */
  capacity(): number;
  /**
   * Batches the backend still holds from an earlier session of the run, not in its checkpoint
   * (a queue's jobs, played or not, when the coordinator died): the run takes them over instead
   * of cutting those matches again.
   */
  held(done: readonly [number, number][]): Promise<[number, number][]>;
  /**
   * Plays a batch. Rejects with BatchFailedError when it gives the batch up (the run records it
   * and goes on), and with BatchLeftError when the user stops waiting for it (it is not merged).
   */
  play(task: BatchTask): Promise<BatchResult>;
  /** The checkpoint on disk now holds these batches (named by their first match). */
  checkpointed(starts: readonly number[]): Promise<void>;
  close(): Promise<void>;
}

/** A batch that failed every attempt (not a match that threw: those are counted by the batch). */
export class BatchFailedError extends Error {
  constructor(
    readonly attempts: number,
    readonly reason: string,
  ) {
    super(`failed ${attempts} time${attempts === 1 ? '' : 's'}: ${reason}`);
  }
}

/** A batch the run stops waiting for (a second Ctrl-C): not merged, and kept by the backend for `--resume`. */
export class BatchLeftError extends Error {
  constructor() {
    super('left for --resume');
  }
}

/** The local pool of `workers` threads (or a running `pool`, which is left running). */
export function localBackend(workers: number, pool?: Piscina): Backend {
  const p = pool ?? createPool(workers);
  return {
    capacity: () => workers * 2,
    held: () => Promise.resolve([]),
    play: (task) => p.run(task) as Promise<BatchResult>,
    checkpointed: () => Promise.resolve(),
    close: async () => {
      if (!pool) await p.destroy();
    },
  };
}
