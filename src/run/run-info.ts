// run.json: the resolved experiment, versions, machine and timings (never in summary.json).

import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, platform, release } from 'node:os';
import { basename, resolve } from 'node:path';
import { getGame } from '../core/registry.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import type { RunInfo } from '../report/write.js';
import type { RunOutcome } from '../sim/runner.js';
import { COMMAND, labPackage } from './command.js';
import { aiOf } from '../core/facets.js';

/** The commit the lab was built from, and whether its files differed from it; null outside git. */
function gitState(root: string): { commit: string; modified: boolean } | null {
  try {
    const git = (...args: string[]): string => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    return { commit: git('rev-parse', 'HEAD'), modified: git('status', '--porcelain', '--untracked-files=no') !== '' };
  } catch {
    return null;
  }
}

/** run.json of a run of `exp` from `file` in `runDir`, started at `started`; `extra` adds the backend, shard and confirmation. */
export function runInfo(exp: ResolvedExperiment, file: string, runDir: string, started: Date, outcome: RunOutcome, extra: { workers: number | null; resumed: boolean } & Record<string, unknown>): RunInfo {
  const pkg = labPackage();
  const { resumed, ...rest } = extra;
  return {
    runId: basename(resolve(runDir)),
    runDir,
    command: COMMAND,
    experimentFile: file,
    seed: exp.seed,
    matches: exp.matches,
    ...rest,
    versions: { balanceLab: pkg.version, node: process.versions.node, ...pkg.dependencies },
    git: gitState(pkg.root),
    cardHash: exp.cardHash,
    cardFiles: exp.cardFiles,
    tfjsBackend: null,
    // What MCTS agents use where their spec is silent (it is the game's code, not the spec).
    searchAdvice: aiOf(getGame(exp.game)).searchDefaults ?? null,
    // A wall-clock cap on an agent (MCTS timeLimitMs) makes results depend on the machine.
    reproducible: !exp.agents.some((a) => a.spec.timeLimitMs !== undefined),
    machine: { platform: platform(), release: release(), cpu: cpus()[0]?.model ?? 'unknown', cores: availableParallelism() },
    timings: {
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      wallMs: Math.round(outcome.totalMs),
      sessionMs: Math.round(outcome.sessionMs),
      matchesPerSecond: Math.round((outcome.completed / outcome.totalMs) * 1000),
      batches: outcome.batches,
      resumed,
    },
    experiment: exp,
  };
}
