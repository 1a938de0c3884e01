// `balance-lab worker --redis <url>`: a process on any machine that plays the batches of runs
// started with `run --backend bullmq`, on its own pool of worker threads, until stopped (Ctrl-C
// or SIGTERM: the batches in hand end after their current match and go back to the queue).

import { availableParallelism } from 'node:os';
import { Command } from 'commander';
import type { RedisFlags } from '../sim/distributed/redis.js';
import { redisTarget } from '../sim/distributed/redis.js';
import { parseCount, withRedisOptions } from './common.js';

interface WorkerFlags extends RedisFlags {
  workers?: number;
  allowPlugins?: boolean;
  lockSeconds?: number;
  quiet?: boolean;
}

export function workerCommand(): Command {
  return withRedisOptions(new Command('worker').description('play the batches of distributed runs (`run --backend bullmq`) on this machine until stopped'))
    .option('--workers <n>', 'worker threads (default: the number of cores)', parseCount('--workers'))
    .option('--allow-plugins', "load the plugins a run names from this machine's disk (same paths, checked against the coordinator's hashes); without it such runs are refused. Only on a Redis no one else writes to: a job may name any file whose hash it knows (docs/distributed.md)")
    .option('--lock-seconds <s>', 'a batch whose worker is silent this long goes to another worker (default 30)', parseCount('--lock-seconds'))
    .option('--quiet', 'print only errors')
    .action(async (flags: WorkerFlags) => {
      const { serveBatches } = await import('../sim/distributed/remote-worker.js');
      process.exitCode = await serveBatches({
        target: redisTarget(flags),
        threads: flags.workers ?? availableParallelism(),
        allowPlugins: flags.allowPlugins ?? false,
        lockMs: (flags.lockSeconds ?? 30) * 1000,
        quiet: flags.quiet ?? false,
      });
    });
}
