// When a run writes its checkpoint: at the start (a coordinator killed before its first batch
// can still be resumed), every checkpointSeconds while batches come back, and at the end. After
// each write the backend is told which batches the file now holds (a queue may then drop them).

import type { Backend } from './backend.js';
import type { Checkpoint } from './checkpoint.js';
import { writeCheckpoint } from './checkpoint.js';
import type { RunState } from './run-state.js';

/** What a checkpoint names besides the state: the run's folder, key, size and shard. */
export interface CheckpointTarget {
  readonly runDir: string;
  readonly key: string;
  readonly matches: number;
  readonly range?: readonly [number, number];
}

export class CheckpointTimer {
  /** Batches (by first match) merged since the checkpoint on disk. */
  private unsaved: number[] = [];
  private last = performance.now();

  constructor(
    private readonly target: CheckpointTarget,
    private readonly backend: Backend,
    private readonly everyMs: number,
  ) {}

  /** A batch merged into the state, not yet on disk. */
  merged(start: number): void {
    this.unsaved.push(start);
  }

  /** Whether the last write is older than the interval. */
  due(): boolean {
    return performance.now() - this.last > this.everyMs;
  }

  /** Writes the state now (`finished`: nothing is left to play) and tells the backend. */
  write(state: RunState, finished: boolean): Promise<void> {
    const { runDir, key, matches, range } = this.target;
    writeCheckpoint(runDir, {
      version: 1,
      key,
      matches,
      done: state.done,
      blocks: state.blocks,
      failures: state.failures,
      elapsedMs: state.earlierMs + (performance.now() - state.sessionStart),
      finished,
      ...(range ? { range: [range[0], range[1]] as [number, number] } : {}),
    } satisfies Checkpoint);
    this.last = performance.now();
    const saved = this.unsaved;
    this.unsaved = [];
    return this.backend.checkpointed(saved);
  }
}
