// `balance-lab merge <shard-dir...> --out <dir>`: the shards of a run played with `run --shard
// k/N` added into one report (src/run/merge-shards.ts).

import { Command } from 'commander';
import { mergeShards } from '../run/merge-shards.js';

export function mergeCommand(): Command {
  return new Command('merge')
    .description('add the shards of a run (`run --shard k/N`) into its report')
    .argument('<shard-dir...>', 'the folders the shards were written to (--out of each)')
    .requiredOption('--out <dir>', 'folder for the report')
    .option('--quiet', 'no progress output')
    .action(async (dirs: string[], flags: { out: string; quiet?: boolean }) => {
      await mergeShards(dirs, flags.out, flags.quiet ?? false);
    });
}
