// Failed matches as a run keeps them: the lowest match indices, up to a maximum, and a batch the
// backend gave up turned into one failure per match.

import type { MatchFailure, ResolvedExperiment } from '../experiment/resolved.js';
import { planMatch } from '../experiment/schedule.js';
import { G_ERRORS } from '../stats/counts.js';
import type { BatchFailedError } from './backend.js';
import { seedOf } from './setup.js';
import type { BatchResult, BatchTask } from './worker.js';

/** Failures kept with their details (all are counted). */
export const MAX_KEPT_FAILURES = 1000;

/**
 * A batch given up by the backend: every match in it counts as an error, and is listed with its
 * seed (so the report gives each one's replay command) up to the kept maximum.
 */
export function failedBatch(exp: ResolvedExperiment, size: number, task: BatchTask, err: BatchFailedError): BatchResult {
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
