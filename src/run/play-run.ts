// A run from a resolved experiment to its report: the folder, the backend, the confirmation
// plan, the matches, the confirmation runs, the blind-spot check, then the report files (run.json
// last, so a folder without it is finished by --resume). A shard stops after its matches: its
// run.json holds what `merge` needs. `run`, `tournament`, `ladder` and `blind-spots` start here.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { LabError } from '../core/errors.js';
import { getGame } from '../core/registry.js';
import { diskFullOf, writeWhole } from '../core/write-whole.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import { keepCardTexts } from '../report/card-texts.js';
import type { RunInfo } from '../report/write.js';
import { redactedUrl } from '../sim/distributed/redis.js';
import type { RunOutcome } from '../sim/runner.js';
import { experimentKey, recordsDirOf, runExperiment } from '../sim/runner.js';
import { layoutFor } from '../sim/setup.js';
import type { Summary } from '../stats/summary.js';
import { summarize } from '../stats/summary.js';
import type { BackendChoice } from './backend-choice.js';
import { chooseBackend } from './backend-choice.js';
import { runBlindSpotCheck } from './blind-spot-check.js';
import { COMMAND } from './command.js';
import type { ConfirmRun } from './confirm-runs.js';
import { planConfirmation, withConfirmation } from './confirm-runs.js';
import { continueCommand } from './continue-command.js';
import { chooseRunDir, ensureWritable } from './run-folder.js';
import type { RunFlags } from './run-flags.js';
import { runInfo } from './run-info.js';
import { shardRange } from './shard.js';
import { reportFailures, writeRunReport, writeSweep, writeTables } from './write-outputs.js';
import { cardsOf } from '../core/facets.js';

/** What a finished run gives the command that started it (ladder and blind-spots read on). */
export interface RunResult {
  readonly runDir: string;
  readonly summary: Summary;
  /** Wall time of all the run's sessions. */
  readonly totalMs: number;
  /** The merged counts the summary was made from. */
  readonly blocks: Float64Array;
}

/**
 * Plays a resolved experiment and writes its report. `again` is the command, without the flags
 * continueCommand adds, that continues the run after an interruption, in the folder `resumeOut`
 * (default: the run's). Null when the run was interrupted or played one shard (no report).
 */
export async function runResolved(exp: ResolvedExperiment, file: string, flags: RunFlags, again: string, started = new Date(), resumeOut?: string): Promise<RunResult | null> {
  const backend = chooseBackend(flags);
  // Loaded only for distributed runs: BullMQ and ioredis take a third of a second to load.
  const distributed = backend.target ? await import('../sim/distributed/bullmq-backend.js') : null;
  if (backend.target) await distributed!.checkRedis(backend.target);
  const key = experimentKey(exp);
  const range = flags.shard ? shardRange(flags.shard, exp.matches) : undefined;
  const runDir = chooseRunDir(file, exp, flags, key, range, started);
  ensureWritable(runDir);
  const resumeDir = resumeOut ?? runDir;
  try {
    // The card texts played, for `compare` (src/report/card-texts.ts).
    if (exp.cards.length > 0) keepCardTexts(runDir, exp.cardFiles.length > 0 ? exp.cardFiles : cardsOf(getGame(exp.game)).defaultSet().files);
    const workers = flags.workers ?? availableParallelism();
    return await playAndReport({ exp, file, flags, again, started, backend, distributed, runDir, range, resumeDir, workers, quiet: flags.quiet ?? false });
  } catch (err) {
    const full = diskFullOf(err);
    if (!full) throw err;
    throw new LabError(`${full.message}; free space, then continue with: ${continueCommand(again, flags, resumeDir)}`, full.exitCode);
  }
}

interface RunContext {
  readonly exp: ResolvedExperiment;
  readonly file: string;
  readonly flags: RunFlags;
  readonly again: string;
  readonly started: Date;
  readonly backend: BackendChoice;
  readonly distributed: typeof import('../sim/distributed/bullmq-backend.js') | null;
  readonly runDir: string;
  readonly range: readonly [number, number] | undefined;
  /** The folder the printed resume command names. */
  readonly resumeDir: string;
  readonly workers: number;
  readonly quiet: boolean;
}

async function playAndReport(ctx: RunContext): Promise<RunResult | null> {
  const { exp, runDir, range } = ctx;
  notePartialRound(ctx);
  // Planned (and its time said) before anything is played.
  const confirms = await planConfirmation(exp, runDir, { workers: ctx.workers, quiet: ctx.quiet, shard: range !== undefined });
  announce(ctx);
  const outcome = await playIn(ctx, exp, runDir, ctx.flags.resume ?? false);
  if (stopped(ctx, outcome, ` after ${outcome.completed} of ${exp.matches} matches`)) return null;
  const confirmOutcomes = await playConfirmations(ctx, confirms);
  if (!confirmOutcomes) return null;
  const info = runInfoOf(ctx, outcome, confirms);
  if (range) {
    finishShard(ctx, info, outcome);
    return null;
  }
  let summary = summarize(exp, layoutFor(exp), outcome.blocks, outcome.failures);
  if (confirms.length > 0) summary = withConfirmation(summary, confirms, confirmOutcomes);
  const checked = ctx.flags.checkBlindSpots ? await runBlindSpotCheck(exp, summary, runDir, (e, dir) => playPart(ctx, e, dir), ctx.quiet) : { check: null, interrupted: false };
  if (checked.interrupted && stopped(ctx, { ...outcome, interrupted: true }, ' during the blind-spot check')) return null;
  if (checked.check) summary = { ...summary, blindSpots: checked.check };
  await writeOutputs(ctx, summary, info, outcome, confirms);
  return { runDir, summary, totalMs: outcome.totalMs, blocks: outcome.blocks };
}

/** Says on stderr that the last round of pairings is partial, when it is. */
function notePartialRound({ exp, quiet }: RunContext): void {
  const cycle = exp.lineups.length * exp.players;
  if (!quiet && exp.matches % cycle !== 0) process.stderr.write(`note: ${exp.matches} matches is not a multiple of ${cycle} (lineups x seats), so the last round of pairings is partial\n`);
}

/** Says on stderr what is played where. */
function announce({ exp, flags, backend, runDir, range, workers, quiet }: RunContext): void {
  if (quiet) return;
  const where = backend.target ? `workers at ${redactedUrl(backend.target.url)}` : `${workers} worker${workers === 1 ? '' : 's'}`;
  const part = range ? `matches ${range[0]}-${range[1] - 1} (shard ${flags.shard!.index}/${flags.shard!.count}) of ` : '';
  process.stderr.write(`${flags.resume ? 'resuming' : 'running'} ${exp.name}: ${part}${exp.matches} matches of ${exp.game} on ${where} -> ${runDir}\n`);
}

/** Plays `e` in `dir` on the run's backend (resuming from its checkpoint when `resume`). */
async function playIn(ctx: RunContext, e: ResolvedExperiment, dir: string, resume: boolean): Promise<RunOutcome> {
  const { backend, distributed, quiet, range } = ctx;
  const note = (line: string): void => void (quiet ? undefined : process.stderr.write(`\nnote: ${line}\n`));
  const remote = backend.target ? await distributed!.bullmqBackend({ target: backend.target, exp: e, attempts: backend.attempts, note }) : undefined;
  return runExperiment({ exp: e, runDir: dir, workers: ctx.workers, resume, quiet, ...(remote ? { backend: remote } : {}), ...(range ? { range } : {}) });
}

/** A part of a run (a confirmation, the blind-spot check) in its sub-folder, going on from its checkpoint if any. */
function playPart(ctx: RunContext, e: ResolvedExperiment, dir: string): Promise<RunOutcome> {
  ensureWritable(dir);
  return playIn(ctx, e, dir, existsSync(join(dir, 'checkpoint.json')));
}

/** Whether the run was stopped (Ctrl-C); if so, says how to continue it and sets exit code 130. */
function stopped(ctx: RunContext, o: RunOutcome, what: string): boolean {
  if (!o.interrupted) return false;
  process.stderr.write(`interrupted${what}; continue with: ${continueCommand(ctx.again, ctx.flags, ctx.resumeDir)}\n`);
  process.exitCode = 130;
  return true;
}

/** The same experiment played by each confirming agent, in a sub-folder of the run; null when stopped. */
async function playConfirmations(ctx: RunContext, confirms: readonly ConfirmRun[]): Promise<RunOutcome[] | null> {
  const outcomes: RunOutcome[] = [];
  for (const c of confirms) {
    const dir = join(ctx.runDir, c.dir);
    if (!ctx.quiet) process.stderr.write(`confirming with ${c.exp.agents[0]!.label}: ${c.exp.matches} matches -> ${dir}\n`);
    const o = await playPart(ctx, c.exp, dir);
    if (stopped(ctx, o, '')) return null;
    outcomes.push(o);
  }
  return outcomes;
}

function runInfoOf({ exp, file, runDir, started, flags, backend, range, workers }: RunContext, outcome: RunOutcome, confirms: readonly ConfirmRun[]): RunInfo {
  return runInfo(exp, file, runDir, started, outcome, {
    workers: backend.target ? null : workers,
    backend: backend.target ? { name: 'bullmq', redis: redactedUrl(backend.target.url), attempts: backend.attempts } : { name: 'local' },
    resumed: flags.resume ?? false,
    // merge needs the confirmation's experiment, and may run where the card files are not.
    ...(range ? { shard: { index: flags.shard!.index, count: flags.shard!.count, matches: range }, ...(confirms.length > 0 ? { confirmExperiments: confirms } : {}) } : {}),
    ...(exp.spec.confirm !== undefined && confirms[0] ? { confirmedWith: { agent: confirms[0].exp.spec.agents[0], matches: confirms[0].exp.matches } } : {}),
  });
}

/** A shard writes no report: `merge` adds the shards' checkpoints and writes the run's. */
function finishShard({ runDir, flags, quiet }: RunContext, info: RunInfo, outcome: RunOutcome): void {
  writeWhole(join(runDir, 'run.json'), JSON.stringify(info, null, 2) + '\n');
  if (!quiet) process.stderr.write(`${outcome.completed} matches in ${(outcome.totalMs / 1000).toFixed(1)} s\n`);
  process.stdout.write(`shard: ${runDir} (combine all ${flags.shard!.count} with: ${COMMAND} merge <shard folders> --out <folder>)\n`);
}

/** The sweep, the record tables (the run's and each confirmation's), then the report with run.json last. */
async function writeOutputs({ exp, runDir, quiet }: RunContext, summary: Summary, info: RunInfo, outcome: RunOutcome, confirms: readonly ConfirmRun[]): Promise<void> {
  if (exp.sweep) await writeSweep(runDir, exp, outcome.blocks);
  if (exp.records) await writeTables(runDir, [recordsDirOf(runDir)]);
  for (const c of confirms) if (c.exp.records) await writeTables(join(runDir, c.dir), [recordsDirOf(join(runDir, c.dir))]);
  await writeRunReport(runDir, summary, info, outcome.totalMs, quiet);
  reportFailures(summary.errors, summary.errors + summary.matches, outcome.failures, runDir);
}
