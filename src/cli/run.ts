// `balance-lab run <experiment>`: plays the experiment on the worker pool (or on BullMQ workers
// on other machines) and writes the report to reports/<experiment>/<run-id>/ (or --out). With
// --shard it plays one part of the matches and leaves the report to `balance-lab merge`.

import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, platform, release } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { Command } from 'commander';
import { EXIT_INTERNAL, InputError, LabError } from '../core/errors.js';
import { DiskFullError, writeWhole } from '../core/write-whole.js';
import { getGame } from '../core/registry.js';
import { keepCardTexts } from '../report/card-texts.js';
import type { RunInfo } from '../report/write.js';
import type { Checkpoint } from '../sim/checkpoint.js';
import { readCheckpoint } from '../sim/checkpoint.js';
import type { RedisFlags, RedisTarget } from '../sim/distributed/redis.js';
import { redactedUrl, redisTarget } from '../sim/distributed/redis.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import { loadExperiment } from '../sim/experiment.js';
import type { RunOutcome } from '../sim/runner.js';
import { experimentKey, recordsDirOf, runExperiment } from '../sim/runner.js';
import type { MatchFailure } from '../experiment/resolved.js';
import { layoutFor } from '../sim/setup.js';
import { confirmationOf } from '../stats/confirm.js';
import type { Summary } from '../stats/summary.js';
import { summarize } from '../stats/summary.js';
import { readYamlFile } from '../core/yaml-input.js';
import { COMMAND, labPackage, parseCount, withRunOptions } from './common.js';
import { runBlindSpotCheck } from './run-blind-spots.js';
import type { ConfirmRun } from './run-confirm.js';
import { planConfirmation } from './run-confirm.js';
import { withRedisOptions } from './worker.js';

export interface RunFlags extends RedisFlags {
  matches?: number;
  workers?: number;
  seed?: number;
  out?: string;
  resume?: boolean;
  quiet?: boolean;
  backend?: 'local' | 'bullmq';
  attempts?: number;
  shard?: Shard;
  /** Play the blind-spot check when cards look dead: `run` does; tournaments, ladders and the check's own runs do not. */
  checkBlindSpots?: boolean;
}

export function runCommand(): Command {
  const c = withRunOptions(
    new Command('run').description('play an experiment on the worker pool and write its report').argument('<experiment>', 'experiment file (YAML), e.g. experiments/quickstart.yaml'),
    { matches: "number of matches (overrides the file's 'matches')", seed: "experiment seed (overrides the file's 'seed')", out: 'run folder (default: reports/<experiment>/<run-id>)' },
  )
    .option('--resume', 'continue the latest unfinished run of this experiment (or the one in --out)')
    .option('--backend <name>', "where batches are played: local (this machine's threads) or bullmq (`balance-lab worker` processes on any machine, through Redis)", parseBackend);
  return withRedisOptions(c)
    .option('--attempts <n>', `with bullmq: tries of a batch before it is recorded as failed (default ${DEFAULT_ATTEMPTS})`, parseCount('--attempts'))
    .option('--shard <k/N>', 'play only shard k of N (0-based) and write a partial result for `balance-lab merge` (a Kubernetes Indexed Job without Redis)', parseShard)
    .action(async (file: string, flags: RunFlags) => {
      await run(file, flags);
    });
}

/** A run folder's name from its start: 20260101-120000. */
export function timestampId(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** Creates `dir` (and parents) and checks that it is writable; failures are bad input. */
export function ensureWritable(dir: string): void {
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

/**
 * Whether the run in `dir` can go on: matches left to play (in it or its confirmation runs), or
 * no run.json yet (written last: the report was cut short by a kill or a full disk).
 */
function resumable(dir: string, c: Checkpoint): boolean {
  if (!c.finished || !existsSync(join(dir, 'run.json'))) return true;
  const parts = readdirSync(dir).filter((d) => d.startsWith('confirm') && statSync(join(dir, d)).isDirectory());
  return parts.some((d) => readCheckpoint(join(dir, d))?.finished === false);
}

/** The matches a run folder plays, for messages: a shard's range or the whole run. */
function partOf(range: readonly [number, number] | undefined): string {
  return range ? `the shard of matches ${range[0]}-${range[1] - 1}` : 'the whole run';
}

/** The checkpoint's run must be the part (shard or whole) this command plays: one shard never goes on in another's folder. */
function samePart(c: Checkpoint, range: readonly [number, number] | undefined): boolean {
  return c.range?.[0] === range?.[0] && c.range?.[1] === range?.[1];
}

/** The latest resumable run of this experiment (and part) under reports/<name>/. */
function findResumable(parent: string, key: string, range: readonly [number, number] | undefined): string | null {
  if (!existsSync(parent)) return null;
  const dirs = readdirSync(parent)
    .map((d) => join(parent, d))
    .filter((d) => statSync(d).isDirectory())
    .sort()
    .reverse();
  for (const d of dirs) {
    const c = readCheckpoint(d);
    if (c && c.key === key && samePart(c, range) && resumable(d, c)) return d;
  }
  return null;
}

function chooseRunDir(file: string, exp: ResolvedExperiment, flags: RunFlags, key: string, range: readonly [number, number] | undefined, started: Date): string {
  const parent = join('reports', exp.name);
  if (flags.resume) {
    if (flags.out !== undefined) {
      const c = existsSync(flags.out) ? readCheckpoint(flags.out) : null;
      if (!c) throw new InputError(`nothing to resume: no checkpoint in ${flags.out}`, { file, field: '--resume' }, 'run without --resume to start');
      if (c.key !== key) throw new InputError(`the run in ${flags.out} was started from a different experiment (game, decks, agents, models, matches or seed changed)`, { file, field: '--resume' }, 'give the options it was started with (the command printed when it stopped has them)');
      if (!samePart(c, range)) throw new InputError(`${flags.out} holds ${partOf(c.range)}, not ${partOf(range)}`, { field: '--out' }, c.range ? 'give the --shard it was started with, or another --out' : 'leave out --shard, or choose another --out');
      if (!resumable(flags.out, c)) throw new InputError(`nothing to resume: the run in ${flags.out} is finished`, { file, field: '--resume' });
      return flags.out;
    }
    const found = findResumable(parent, key, range);
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
  // The command that plays this experiment again: with the overrides, which change its key.
  const again = [`run ${shellWord(file)}`, ...(flags.matches !== undefined ? [`--matches ${flags.matches}`] : []), ...(flags.seed !== undefined ? [`--seed ${flags.seed}`] : [])].join(' ');
  const exp = await loadExperiment(file, { matches: flags.matches, seed: flags.seed });
  if (exp.spec.deckSearch) throw readYamlFile(file).error(['deckSearch'], 'this experiment is a deck search, not a run', `play it with: ${COMMAND} deck-search ${shellWord(file)}`);
  await runResolved(exp, file, { ...flags, checkBlindSpots: true }, again, started);
}

/** A word as a POSIX shell reads it back: quoted when it holds anything but plain characters. */
function shellWord(w: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`;
}

/**
 * The command that continues a stopped run: `again` (the experiment and its overrides), the
 * shard and the backend with its Redis server, `--resume` and the folder. A password in the
 * Redis URL is not printed: the user puts it back (or sets BALANCE_LAB_REDIS).
 */
export function continueCommand(again: string, flags: RunFlags, runDir: string): string {
  const words = [again];
  if (flags.shard) words.push(`--shard ${flags.shard.index}/${flags.shard.count}`);
  let note = '';
  if (flags.backend === 'bullmq') {
    words.push('--backend bullmq');
    if (flags.redis !== undefined) {
      const shown = redactedUrl(flags.redis);
      words.push(`--redis ${shellWord(shown)}`);
      if (shown !== flags.redis) note = ' (with the secrets of the Redis URL in place of ***, or without --redis and the URL in BALANCE_LAB_REDIS)';
    }
    for (const [flag, value] of [['--redis-ca', flags.redisCa], ['--redis-cert', flags.redisCert], ['--redis-key', flags.redisKey], ['--attempts', flags.attempts]] as const) {
      if (value !== undefined) words.push(`${flag} ${shellWord(String(value))}`);
    }
  }
  words.push('--resume', `--out ${shellWord(runDir)}`);
  return `${COMMAND} ${words.join(' ')}${note}`;
}

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
 * Plays a resolved experiment and writes its report (`run`, `tournament`, `ladder` and
 * `blind-spots` share it). `again` is the command, without the flags continueCommand adds, that
 * continues the run after an interruption, in the folder `resumeOut` (default: the run's). Null
 * when the run was interrupted or played one shard (no report).
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
  try {
    // The card texts played, for `compare` (src/report/card-texts.ts).
    if (exp.cards.length > 0) keepCardTexts(runDir, exp.cardFiles.length > 0 ? exp.cardFiles : getGame(exp.game).defaultCardSet().files);
    return await playAndReport({ exp, file, flags, again, started, backend, distributed, runDir, range, resumeDir: resumeOut ?? runDir });
  } catch (err) {
    const full = diskFullOf(err);
    if (!full) throw err;
    throw new LabError(`${full.message}; free space, then continue with: ${continueCommand(again, flags, resumeOut ?? runDir)}`, full.exitCode);
  }
}

/** The error as a full disk, or null: Node names it by its code, DuckDB (writing Parquet) in words. */
export function diskFullOf(err: unknown): DiskFullError | null {
  if (err instanceof DiskFullError) return err;
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return new DiskFullError(e.path ?? 'a file', e.code);
  if (err instanceof Error && /No space left on device/i.test(err.message)) return new DiskFullError('a table', 'ENOSPC');
  return null;
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
}

async function playAndReport({ exp, file, flags, again, started, backend, distributed, runDir, range, resumeDir }: RunContext): Promise<RunResult | null> {
  const workers = flags.workers ?? availableParallelism();
  const quiet = flags.quiet ?? false;
  const cycle = exp.lineups.length * exp.players;
  if (!quiet && exp.matches % cycle !== 0) process.stderr.write(`note: ${exp.matches} matches is not a multiple of ${cycle} (lineups x seats), so the last round of pairings is partial\n`);
  const where = backend.target ? `workers at ${redactedUrl(backend.target.url)}` : `${workers} worker${workers === 1 ? '' : 's'}`;
  const part = range ? `matches ${range[0]}-${range[1] - 1} (shard ${flags.shard!.index}/${flags.shard!.count}) of ` : '';
  // Planned (and its time said) before anything is played.
  const confirms = await planConfirmation(exp, runDir, { workers, quiet, shard: range !== undefined });
  if (!quiet) process.stderr.write(`${flags.resume ? 'resuming' : 'running'} ${exp.name}: ${part}${exp.matches} matches of ${exp.game} on ${where} -> ${runDir}\n`);

  const play = async (e: ResolvedExperiment, dir: string, resume: boolean): Promise<RunOutcome> => {
    const note = (line: string): void => void (quiet ? undefined : process.stderr.write(`\nnote: ${line}\n`));
    const remote = backend.target ? await distributed!.bullmqBackend({ target: backend.target, exp: e, attempts: backend.attempts, note }) : undefined;
    return runExperiment({ exp: e, runDir: dir, workers, resume, quiet, ...(remote ? { backend: remote } : {}), ...(range ? { range } : {}) });
  };
  const interrupted = (o: RunOutcome, what: string): boolean => {
    if (!o.interrupted) return false;
    process.stderr.write(`interrupted${what}; continue with: ${continueCommand(again, flags, resumeDir)}\n`);
    process.exitCode = 130;
    return true;
  };
  const outcome = await play(exp, runDir, flags.resume ?? false);
  if (interrupted(outcome, ` after ${outcome.completed} of ${exp.matches} matches`)) return null;
  // A part of a run (the confirmations, the blind-spot check) goes on from its checkpoint, if any.
  const playPart = async (e: ResolvedExperiment, dir: string): Promise<RunOutcome> => {
    ensureWritable(dir);
    return play(e, dir, existsSync(join(dir, 'checkpoint.json')));
  };
  const confirmOutcomes: RunOutcome[] = [];
  for (const c of confirms) {
    // The same experiment played by a confirming agent, in a sub-folder of the run.
    const dir = join(runDir, c.dir);
    if (!quiet) process.stderr.write(`confirming with ${c.exp.agents[0]!.label}: ${c.exp.matches} matches -> ${dir}\n`);
    const o = await playPart(c.exp, dir);
    if (interrupted(o, '')) return null;
    confirmOutcomes.push(o);
  }
  const info = runInfo(exp, file, runDir, started, outcome, {
    workers: backend.target ? null : workers,
    backend: backend.target ? { name: 'bullmq', redis: redactedUrl(backend.target.url), attempts: backend.attempts } : { name: 'local' },
    resumed: flags.resume ?? false,
    // merge needs the confirmation's experiment, and may run where the card files are not.
    ...(range ? { shard: { index: flags.shard!.index, count: flags.shard!.count, matches: range }, ...(confirms.length > 0 ? { confirmExperiments: confirms } : {}) } : {}),
    ...(exp.spec.confirm !== undefined && confirms[0] ? { confirmedWith: { agent: confirms[0].exp.spec.agents[0], matches: confirms[0].exp.matches } } : {}),
  });
  if (range) {
    // A shard writes no report: `merge` adds the shards' checkpoints and writes the run's.
    writeWhole(join(runDir, 'run.json'), JSON.stringify(info, null, 2) + '\n');
    if (!quiet) process.stderr.write(`${outcome.completed} matches in ${(outcome.totalMs / 1000).toFixed(1)} s\n`);
    process.stdout.write(`shard: ${runDir} (combine all ${flags.shard!.count} with: ${COMMAND} merge <shard folders> --out <folder>)\n`);
    return null;
  }
  let summary = summarize(exp, layoutFor(exp), outcome.blocks, outcome.failures);
  if (confirms.length > 0) summary = withConfirmation(summary, confirms, confirmOutcomes);
  const checked = flags.checkBlindSpots ? await runBlindSpotCheck(exp, summary, runDir, playPart, quiet) : { check: null, interrupted: false };
  if (checked.interrupted && interrupted({ ...outcome, interrupted: true }, ' during the blind-spot check')) return null;
  if (checked.check) summary = { ...summary, blindSpots: checked.check };
  // The report's run.json goes last: a folder without it is finished by --resume.
  if (exp.sweep) await writeSweep(runDir, exp, outcome.blocks);
  if (exp.records) await writeTables(runDir, [recordsDirOf(runDir)]);
  for (const c of confirms) if (c.exp.records) await writeTables(join(runDir, c.dir), [recordsDirOf(join(runDir, c.dir))]);
  await writeRunReport(runDir, summary, info, outcome.totalMs, quiet);
  reportFailures(summary.errors, summary.errors + summary.matches, outcome.failures, runDir);
  return { runDir, summary, totalMs: outcome.totalMs, blocks: outcome.blocks };
}

/**
 * Says on the terminal (also with --quiet) that matches failed, with the first failure and how
 * to replay it; a run in which every match failed measured nothing, and exits with 1.
 */
export function reportFailures(failed: number, matches: number, failures: readonly MatchFailure[], runDir: string): void {
  if (failed === 0) return;
  const first = failures[0];
  const example = first ? ` First: match ${first.index} (seed ${first.seed}): ${first.message.split('\n')[0]}; replay it with: ${COMMAND} replay ${runDir} --match ${first.index}` : '';
  if (failed < matches) {
    process.stderr.write(`warning: ${failed} of ${matches} matches failed and count as errors (report.md lists them).${example}\n`);
    return;
  }
  throw new LabError(`all ${matches} matches failed: nothing was measured (report.md lists them).${example}`, EXIT_INTERNAL);
}

/** The summary of a run with confirming agents, each flagged finding read under each of them (`outcomes[k]`: run k's counts). */
export function withConfirmation(summary: Summary, confirms: readonly ConfirmRun[], outcomes: readonly Pick<RunOutcome, 'blocks' | 'failures'>[]): Summary {
  const runs = confirms.map((c, k) => ({ agent: { label: c.exp.agents[0]!.label, matches: c.exp.matches }, summary: summarize(c.exp, layoutFor(c.exp), outcomes[k]!.blocks, outcomes[k]!.failures) }));
  return { ...summary, confirmation: confirmationOf(summary, runs) };
}

/** Writes the record tables (Parquet) of a run with per-match records and says how many rows each has. */
export async function writeTables(runDir: string, recordDirs: readonly string[]): Promise<void> {
  // Loaded here: DuckDB is a native module, and only runs with records need it.
  const { SEATS_TABLE, CARDS_TABLE, tableFile, writeRecordTables } = await import('../data/record-tables.js');
  const n = await writeRecordTables(runDir, recordDirs);
  process.stdout.write(`tables: ${join(runDir, tableFile(SEATS_TABLE))} (${n.seats} rows), ${tableFile(CARDS_TABLE)} (${n.cards} rows); query them with ${COMMAND} query ${runDir} "SQL"\n`);
}

/** Writes sweep.md, sweep.html and sweep.csv for a run with a sweep and says where they are. */
export async function writeSweep(runDir: string, exp: ResolvedExperiment, blocks: Float64Array): Promise<void> {
  const { sweepSummary } = await import('../stats/sweep.js');
  const { writeSweepReport } = await import('../report/sweep.js');
  const s = sweepSummary(exp, layoutFor(exp), blocks);
  if (!s) return;
  await writeSweepReport(runDir, s, exp.name);
  process.stdout.write(`sweep: ${join(runDir, 'sweep.md')} (and sweep.html, sweep.csv)\n`);
}

/** Writes the report files and says where they are. */
export async function writeRunReport(runDir: string, summary: Summary, info: RunInfo, totalMs: number, quiet: boolean): Promise<void> {
  // Loaded here: vega and arquero are many modules, and only reports need them.
  const { writeReport } = await import('../report/write.js');
  await writeReport(runDir, summary, info);
  if (!quiet) {
    const e = summary.errors > 0 ? `, ${summary.errors} errors (listed first in the report)` : '';
    process.stderr.write(`${summary.matches} matches in ${(totalMs / 1000).toFixed(1)} s${e}\n`);
  }
  process.stdout.write(`report: ${join(runDir, 'report.md')} (and index.html, summary.json, CSV tables)\n`);
}

/** run.json: the resolved experiment, versions, machine and timings (never in summary.json). */
function runInfo(exp: ResolvedExperiment, file: string, runDir: string, started: Date, outcome: RunOutcome, extra: { workers: number | null; resumed: boolean } & Record<string, unknown>): RunInfo {
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
      resumed,
    },
    experiment: exp,
  };
}

interface BackendChoice {
  readonly target: RedisTarget | null;
  readonly attempts: number;
}

/** The backend the flags ask for; contradictory flags are bad input. */
function chooseBackend(flags: RunFlags): BackendChoice {
  const attempts = flags.attempts ?? DEFAULT_ATTEMPTS;
  if (flags.backend !== 'bullmq') {
    const stray = flags.redis !== undefined ? '--redis' : flags.attempts !== undefined ? '--attempts' : null;
    if (stray) throw new InputError(`${stray} is for runs spread over machines`, { field: stray }, 'add --backend bullmq');
    return { target: null, attempts };
  }
  if (flags.shard) throw new InputError('a shard is played on this machine', { field: '--shard' }, 'use either --shard or --backend bullmq');
  if (flags.workers !== undefined) throw new InputError("the coordinator plays no batches: each worker's threads are set by `balance-lab worker --workers N`", { field: '--workers' });
  return { target: redisTarget(flags), attempts };
}

const DEFAULT_ATTEMPTS = 3;

export interface Shard {
  readonly index: number;
  readonly count: number;
}

export function parseShard(value: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index >= count) throw new InputError(`expected k/N with 0 <= k < N (e.g. 0/8, as a Kubernetes Indexed Job numbers its pods), got '${value}'`, { field: '--shard' });
  return { index, count };
}

/** The matches of shard k of N: contiguous, as equal as they can be. */
function shardRange(s: Shard, matches: number): [number, number] {
  if (s.count > matches) throw new InputError(`${s.count} shards for ${matches} matches leaves some empty`, { field: '--shard' }, 'use fewer shards');
  return [Math.floor((s.index * matches) / s.count), Math.floor(((s.index + 1) * matches) / s.count)];
}

function parseBackend(value: string): 'local' | 'bullmq' {
  if (value !== 'local' && value !== 'bullmq') throw new InputError(`expected local or bullmq, got '${value}'`, { field: '--backend' });
  return value;
}
