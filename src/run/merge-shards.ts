// The shards of a run played with `run --shard k/N` (say by the pods of a Kubernetes Indexed
// Job) added into one report. Each shard's checkpoint holds its counts by match block; added
// together they are the counts of the whole run, so the report is the one a single machine would
// have written.

import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { z } from 'zod';
import { InputError, LabError } from '../core/errors.js';
import { diskFullOf } from '../core/write-whole.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import type { RunInfo } from '../report/write.js';
import type { Checkpoint } from '../sim/checkpoint.js';
import { readCheckpoint } from '../sim/checkpoint.js';
import { loadPlugins } from '../sim/experiment.js';
import { keepLowest } from '../sim/failed-batch.js';
import { experimentKey, recordsDirOf } from '../sim/runner.js';
import { layoutFor } from '../sim/setup.js';
import { summarize } from '../stats/summary.js';
import { COMMAND } from './command.js';
import type { ConfirmRun } from './confirm-runs.js';
import { withConfirmation } from './confirm-runs.js';
import { ensureWritable } from './run-folder.js';
import { reportFailures, writeRunReport, writeSweep, writeTables } from './write-outputs.js';

interface ShardInfo extends RunInfo {
  readonly experiment: ResolvedExperiment;
  readonly confirmExperiments?: ConfirmRun[];
  readonly shard?: { index: number; count: number; matches: [number, number] };
  readonly timings: { wallMs: number; batches: number; startedAt: string };
}

/** Adds the shards in `dirs` into the run's report in `out`. */
export async function mergeShards(dirs: readonly string[], out: string, quiet: boolean): Promise<void> {
  const infos = dirs.map(readShardInfo);
  const exp = infos[0]!.experiment;
  await loadPlugins(exp.plugins);
  const main = addShards(exp, dirs, '');
  let summary = summarize(exp, layoutFor(exp), main.blocks, main.failures);
  const confirms = infos[0]!.confirmExperiments ?? [];
  if (confirms.length > 0) summary = withConfirmation(summary, confirms, confirms.map((c) => addShards(c.exp, dirs, c.dir)));
  ensureWritable(out);
  const { info, wallMs } = mergedInfo(infos, dirs, out);
  try {
    // The report's run.json goes last, as in a run.
    if (exp.sweep) await writeSweep(out, exp, main.blocks);
    if (exp.records) await writeTables(out, dirs.map(recordsDirOf));
    await writeRunReport(out, summary, info, wallMs, quiet);
  } catch (err) {
    const full = diskFullOf(err);
    if (!full) throw err;
    throw new LabError(`${full.message}; free space, then merge again`, full.exitCode);
  }
  reportFailures(summary.errors, summary.errors + summary.matches, main.failures, out);
}

/** The merged run's run.json: the first shard's, with the shards listed, their workers added and the longest wall time. */
function mergedInfo(infos: readonly ShardInfo[], dirs: readonly string[], out: string): { info: RunInfo; wallMs: number } {
  const exp = infos[0]!.experiment;
  const wallMs = Math.max(...infos.map((i) => i.timings.wallMs));
  const info: RunInfo = {
    ...infos[0]!,
    runId: basename(resolve(out)),
    runDir: out,
    command: COMMAND,
    shard: undefined,
    confirmExperiments: undefined,
    workers: infos.reduce((n, i) => n + (typeof i['workers'] === 'number' ? i['workers'] : 0), 0),
    shards: infos.map((i, k) => ({ dir: dirs[k], index: i.shard!.index, matches: i.shard!.matches, wallMs: i.timings.wallMs, machine: i['machine'] })),
    timings: {
      startedAt: infos.map((i) => i.timings.startedAt).sort()[0],
      finishedAt: new Date().toISOString(),
      wallMs,
      matchesPerSecond: Math.round((exp.matches / wallMs) * 1000),
      batches: infos.reduce((n, i) => n + i.timings.batches, 0),
    },
  };
  return { info, wallMs };
}

const range = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);

/** What merge reads of a shard's run.json (the experiment is checked against the checkpoint's key). */
const shardInfoSchema = z.looseObject({
  experiment: z.looseObject({ name: z.string(), game: z.string(), matches: z.number().int().positive(), plugins: z.array(z.string()), records: z.boolean() }),
  confirmExperiments: z.array(z.looseObject({ exp: z.looseObject({ name: z.string(), game: z.string(), matches: z.number().int().positive() }), dir: z.string() })).optional(),
  shard: z.object({ index: z.number().int().nonnegative(), count: z.number().int().positive(), matches: range }).optional(),
  timings: z.looseObject({ wallMs: z.number().nonnegative(), batches: z.number().int().nonnegative(), startedAt: z.string() }),
});

function readShardInfo(dir: string): ShardInfo {
  const file = join(dir, 'run.json');
  const again = `${COMMAND} run <experiment> --shard k/N --resume --out ${dir}`;
  if (!existsSync(file)) {
    if (readCheckpoint(dir)?.finished) throw new InputError('no run.json: the shard played its matches but stopped before writing it', { file }, `write it with ${again}`);
    throw new InputError('no run.json: not a finished shard', { file }, `play it with ${COMMAND} run <experiment> --shard k/N --out ${dir}`);
  }
  let parsed;
  try {
    parsed = shardInfoSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (err) {
    throw new InputError(`not a readable run.json (${err instanceof Error ? err.message : String(err)})`, { file }, `delete it and write it again with ${again}`);
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InputError(`not a readable run.json (field ${issue.path.join('.')}: ${issue.message})`, { file }, `delete it and write it again with ${again}`);
  }
  const info = parsed.data as unknown as ShardInfo;
  if (!info.shard) throw new InputError('a whole run, not a shard', { file }, 'merge the folders written by run --shard');
  return info;
}

/** The shards' counts added, after checking they are one experiment's and cover it exactly once. */
function addShards(exp: ResolvedExperiment, dirs: readonly string[], sub: string): Pick<Checkpoint, 'blocks' | 'failures'> {
  const key = experimentKey(exp);
  const parts = dirs.map((d) => {
    const dir = join(d, sub);
    const c = readCheckpoint(dir);
    if (!c) throw new InputError('no checkpoint.json: not a shard folder', { file: dir });
    if (c.key !== key) throw new InputError('a shard of another experiment (game, decks, agents, matches or seed differ)', { file: dir });
    if (!c.finished) throw new InputError('an unfinished shard', { file: dir }, `continue it with ${COMMAND} run <experiment> --shard k/N --resume --out ${d}`);
    return { dir, c };
  });
  const ranges = parts.flatMap(({ dir, c }) => c.done.map(([s, e]) => ({ s, e, dir }))).sort((a, b) => a.s - b.s);
  let cursor = 0;
  for (const r of ranges) {
    if (r.s < cursor) throw new InputError(`matches ${r.s}-${Math.min(r.e, cursor) - 1} are in two shards`, { file: r.dir }, 'give each shard once');
    if (r.s > cursor) throw new InputError(`matches ${cursor}-${r.s - 1} are in no shard given`, { field: '<shard-dir...>' }, 'add the missing shard');
    cursor = r.e;
  }
  if (cursor < exp.matches) throw new InputError(`matches ${cursor}-${exp.matches - 1} are in no shard given`, { field: '<shard-dir...>' }, 'add the missing shard');
  const blocks = new Float64Array(parts[0]!.c.blocks.length);
  for (const { c } of parts) for (let k = 0; k < blocks.length; k++) blocks[k]! += c.blocks[k]!;
  return { blocks, failures: keepLowest(parts.flatMap(({ c }) => c.failures)) };
}
