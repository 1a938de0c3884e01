// `balance-lab run <experiment>`: plays the experiment on the worker pool (or on BullMQ workers
// on other machines) and writes the report to reports/<experiment>/<run-id>/ (or --out). With
// --shard it plays one part of the matches and leaves the report to `balance-lab merge`. The run
// itself is src/run/play-run.ts; this file reads the options.

import { Command } from 'commander';
import { InputError } from '../core/errors.js';
import { readYamlFile } from '../core/yaml-input.js';
import { DEFAULT_ATTEMPTS } from '../run/backend-choice.js';
import { shellWord } from '../run/command.js';
import { runResolved } from '../run/play-run.js';
import type { RunFlags } from '../run/run-flags.js';
import type { Shard } from '../run/shard.js';
import { loadExperiment } from '../sim/experiment.js';
import { COMMAND, parseBackend, parseCount, withRedisOptions, withRunOptions } from './common.js';

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

async function run(file: string, flags: RunFlags): Promise<void> {
  const started = new Date();
  // The command that plays this experiment again: with the overrides, which change its key.
  const again = [`run ${shellWord(file)}`, ...(flags.matches !== undefined ? [`--matches ${flags.matches}`] : []), ...(flags.seed !== undefined ? [`--seed ${flags.seed}`] : [])].join(' ');
  const exp = await loadExperiment(file, { matches: flags.matches, seed: flags.seed });
  if (exp.spec.deckSearch) throw readYamlFile(file).error(['deckSearch'], 'this experiment is a deck search, not a run', `play it with: ${COMMAND} deck-search ${shellWord(file)}`);
  await runResolved(exp, file, { ...flags, checkBlindSpots: true }, again, started);
}

function parseShard(value: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index >= count) throw new InputError(`expected k/N with 0 <= k < N (e.g. 0/8, as a Kubernetes Indexed Job numbers its pods), got '${value}'`, { field: '--shard' });
  return { index, count };
}
