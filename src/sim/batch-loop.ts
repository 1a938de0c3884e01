// Keeps a backend's batches in flight until the matches are all handed out (or the run is
// stopped) and every batch handed out has come back. Each result is merged as it comes back; a
// batch the backend gave up is merged as failed matches, one the user stopped waiting for is
// dropped (it stays with the backend for --resume), and any other error ends the run.

import type { Backend } from './backend.js';
import { BatchFailedError, BatchLeftError } from './backend.js';
import type { BatchCutter } from './batch-cutter.js';
import type { BatchResult, BatchTask } from './worker.js';

export interface BatchLoop {
  readonly backend: Backend;
  /** Batches the backend holds from an earlier session: handed out first (taken from the list). */
  readonly held: [number, number][];
  readonly cutter: BatchCutter;
  /** True once no new batch is to be handed out (Ctrl-C). */
  readonly stopped: () => boolean;
  readonly task: (range: readonly [number, number]) => BatchTask;
  /** Merges a result; a promise it returns (a checkpoint being written) ends the run if it rejects. */
  readonly merge: (res: BatchResult) => Promise<void> | void;
  /** The result standing for a batch the backend gave up. */
  readonly failed: (task: BatchTask, err: BatchFailedError) => BatchResult;
}

/** Plays the loop's batches; resolves when none is in flight and none is left to hand out. */
export function playBatches(loop: BatchLoop): Promise<void> {
  return new Promise<void>((resolveAll, rejectAll) => {
    const flight = { count: 0, failed: false };
    const fail = (err: unknown): void => {
      flight.failed = true;
      rejectAll(err);
    };
    /** A batch is back: `result` gives what to merge (null: nothing). */
    const settle = (result: () => BatchResult | null): void => {
      flight.count--;
      try {
        const res = result();
        if (res) loop.merge(res)?.catch(fail);
        pump();
      } catch (err) {
        fail(err); // e.g. the checkpoint could not be written
      }
    };
    const pump = (): void => {
      while (!flight.failed && !loop.stopped() && flight.count < loop.backend.capacity()) {
        const r = loop.held.shift() ?? loop.cutter.next(loop.backend.capacity());
        if (!r) break;
        flight.count++;
        const task = loop.task(r);
        loop.backend.play(task).then(
          (res) => settle(() => res),
          (err: unknown) => (err instanceof BatchFailedError ? settle(() => loop.failed(task, err)) : err instanceof BatchLeftError ? settle(() => null) : fail(err)),
        );
      }
      if (flight.count === 0) resolveAll();
    };
    pump();
  });
}
