// `balance-lab run <experiment>`: plays the experiment on the worker pool and writes the report
// to reports/<experiment>/<run-id>/ (or --out).

import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, platform, release } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { Command } from 'commander';
import { InputError } from '../core/errors.js';
import { getGame } from '../core/registry.js';
import type { RunInfo } from '../report/write.js';
import { readCheckpoint } from '../sim/checkpoint.js';
import type { ResolvedExperiment } from '../sim/experiment.js';
import { confirmationExperiment, loadExperiment } from '../sim/experiment.js';
import { experimentKey, runExperiment } from '../sim/runner.js';
import { layoutFor } from '../sim/setup.js';
import { robustnessOf } from '../stats/robustness.js';
import { summarize } from '../stats/summary.js';
import { COMMAND, labPackage, withRunOptions } from './common.js';

export interface RunFlags {
  matches?: number;
  workers?: number;
  seed?: number;
  out?: string;
  resume?: boolean;
  quiet?: boolean;
}

export function runCommand(): Command {
  return withRunOptions(
    new Command('run').description('play an experiment on the worker pool and write its report').argument('<experiment>', 'experiment file (YAML), e.g. experiments/quickstart.yaml'),
    { matches: "number of matches (overrides the file's 'matches')", seed: "experiment seed (overrides the file's 'seed')", out: 'run folder (default: reports/<experiment>/<run-id>)' },
  )
    .option('--resume', 'continue the latest unfinished run of this experiment (or the one in --out)')
    .action(async (file: string, flags: RunFlags) => {
      await run(file, flags);
    });
}

function timestampId(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** Creates `dir` (and parents) and checks that it is writable; failures are bad input. */
function ensureWritable(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    const probe = join(dir, '.write-test');
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new InputError(`cannot write to the output folder ${dir} (${code})`, { field: '--out' }, 'choose a folder you can write to');
  }
}

/** The latest unfinished run of this experiment under reports/<name>/. */
function findResumable(parent: string, key: string): string | null {
  if (!existsSync(parent)) return null;
  const dirs = readdirSync(parent)
    .map((d) => join(parent, d))
    .filter((d) => statSync(d).isDirectory())
    .sort()
    .reverse();
  for (const d of dirs) {
    const c = readCheckpoint(d);
    if (c && !c.finished && c.key === key) return d;
  }
  return null;
}

function chooseRunDir(file: string, exp: ResolvedExperiment, flags: RunFlags, key: string, started: Date): string {
  const parent = join('reports', exp.name);
  if (flags.resume) {
    if (flags.out !== undefined) {
      const c = existsSync(flags.out) ? readCheckpoint(flags.out) : null;
      if (!c) throw new InputError(`nothing to resume: no checkpoint in ${flags.out}`, { file, field: '--resume' }, 'run without --resume to start');
      if (c.key !== key) throw new InputError(`the run in ${flags.out} was started from a different experiment (game, decks, agents, matches or seed changed)`, { file, field: '--resume' });
      const confirming = readCheckpoint(join(flags.out, 'confirm'));
      if (c.finished && !(confirming && !confirming.finished)) throw new InputError(`nothing to resume: the run in ${flags.out} is finished`, { file, field: '--resume' });
      return flags.out;
    }
    const found = findResumable(parent, key);
    if (!found) throw new InputError(`nothing to resume: no unfinished run of '${exp.name}' with these settings in ${parent}/`, { file, field: '--resume' }, 'run without --resume to start');
    return found;
  }
  if (flags.out !== undefined) {
    if (existsSync(join(flags.out, 'checkpoint.json'))) throw new InputError(`${flags.out} already holds a run`, { field: '--out' }, 'add --resume to continue it, or choose another folder');
    return flags.out;
  }
  const base = join(parent, `${timestampId(started)}-s${exp.seed}`);
  let dir = base;
  for (let k = 2; existsSync(dir); k++) dir = `${base}-${k}`;
  return dir;
}

/** The commit the lab was built from, and whether its files differed from it; null outside git. */
function gitState(root: string): { commit: string; modified: boolean } | null {
  try {
    const git = (...args: string[]): string => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    return { commit: git('rev-parse', 'HEAD'), modified: git('status', '--porcelain', '--untracked-files=no') !== '' };
  } catch {
    return null;
  }
}

async function run(file: string, flags: RunFlags): Promise<void> {
  const started = new Date();
  await runResolved(await loadExperiment(file, { matches: flags.matches, seed: flags.seed }), file, flags, `run ${file}`, started);
}

/**
 * Plays a resolved experiment and writes its report (`run` and `tournament` share it).
 * `again` is the command, without `--resume --out`, that continues the run after an interruption.
 */
export async function runResolved(exp: ResolvedExperiment, file: string, flags: RunFlags, again: string, started = new Date()): Promise<void> {
  const key = experimentKey(exp);
  const runDir = chooseRunDir(file, exp, flags, key, started);
  ensureWritable(runDir);
  const workers = flags.workers ?? availableParallelism();
  const quiet = flags.quiet ?? false;
  const cycle = exp.lineups.length * exp.players;
  if (!quiet && exp.matches % cycle !== 0) process.stderr.write(`note: ${exp.matches} matches is not a multiple of ${cycle} (lineups x seats), so the last round of pairings is partial\n`);
  if (!quiet) process.stderr.write(`${flags.resume ? 'resuming' : 'running'} ${exp.name}: ${exp.matches} matches of ${exp.game} on ${workers} worker${workers === 1 ? '' : 's'} -> ${runDir}\n`);

  const outcome = await runExperiment({ exp, runDir, workers, resume: flags.resume ?? false, quiet });
  if (outcome.interrupted) {
    process.stderr.write(`interrupted after ${outcome.completed} of ${exp.matches} matches; continue with: ${COMMAND} ${again} --resume --out ${runDir}\n`);
    process.exitCode = 130;
    return;
  }
  let summary = summarize(exp, layoutFor(exp), outcome.blocks, outcome.failures);
  const confirm = await confirmationExperiment(exp);
  if (confirm) {
    // Robustness: the same experiment played by the other agents, in a sub-folder of the run.
    const confirmDir = join(runDir, 'confirm');
    ensureWritable(confirmDir);
    if (!quiet) process.stderr.write(`confirming with ${confirm.agents.map((a) => a.label).join(', ')} -> ${confirmDir}\n`);
    const again = await runExperiment({ exp: confirm, runDir: confirmDir, workers, resume: (flags.resume ?? false) && existsSync(join(confirmDir, 'checkpoint.json')), quiet });
    if (again.interrupted) {
      process.stderr.write(`interrupted; continue with: ${COMMAND} ${again} --resume --out ${runDir}\n`);
      process.exitCode = 130;
      return;
    }
    const confirmSummary = summarize(confirm, layoutFor(confirm), again.blocks, again.failures);
    summary = { ...summary, robustness: robustnessOf(confirmSummary, confirm.agents.map((a) => a.label)) };
  }
  const pkg = labPackage();
  const info: RunInfo = {
    runId: basename(resolve(runDir)),
    runDir,
    command: COMMAND,
    experimentFile: file,
    seed: exp.seed,
    matches: exp.matches,
    workers,
    versions: { balanceLab: pkg.version, node: process.versions.node, ...pkg.dependencies },
    git: gitState(pkg.root),
    cardHash: exp.cardHash,
    cardFiles: exp.cardFiles,
    tfjsBackend: null,
    // What MCTS agents use where their spec is silent (it is the game's code, not the spec).
    searchAdvice: getGame(exp.game).searchDefaults ?? null,
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
      resumed: flags.resume ?? false,
    },
    experiment: exp,
  };
  // Loaded here: vega and arquero are many modules, and only reports need them.
  const { writeReport } = await import('../report/write.js');
  await writeReport(runDir, summary, info);
  if (!quiet) {
    const e = summary.errors > 0 ? `, ${summary.errors} errors (listed first in the report)` : '';
    process.stderr.write(`${summary.matches} matches in ${(outcome.totalMs / 1000).toFixed(1)} s${e}\n`);
  }
  process.stdout.write(`report: ${join(runDir, 'report.md')} (and index.html, summary.json, CSV tables)\n`);
}
