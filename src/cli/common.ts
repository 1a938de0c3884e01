// Helpers shared by the commands: option parsers that fail as bad input (exit 2), and the
// printed name of the program.

import type { Command } from 'commander';
import { InputError } from '../core/errors.js';

// The lab's name in printed commands and its package, which the run layer (src/run) also needs.
export { COMMAND, labPackage } from '../run/command.js';

export function parseCount(option: string, min = 1): (value: string) => number {
  return (value: string) => {
    const n = Number(value);
    if (!/^\s*-?\d+\s*$/.test(value) || !Number.isSafeInteger(n) || n < min) {
      throw new InputError(`expected ${min === 0 ? 'a non-negative' : 'a positive'} integer, got '${value}'`, { field: option });
    }
    return n;
  };
}

export function parseSeed(value: string): number {
  const n = parseCount('--seed', 0)(value);
  if (n > 0xffffffff) throw new InputError(`expected an integer below 2^32, got '${value}'`, { field: '--seed' });
  return n;
}

/** The options `run` and `tournament` share. */
export function withRunOptions(c: Command, what: { matches: string; seed: string; out: string }): Command {
  return c
    .option('--matches <n>', what.matches, parseCount('--matches'))
    .option('--workers <n>', 'worker threads (default: the number of cores)', parseCount('--workers'))
    .option('--seed <n>', what.seed, parseSeed)
    .option('--out <dir>', what.out)
    .option('--quiet', 'no progress output');
}

export function parseBackend(value: string): 'local' | 'bullmq' {
  if (value !== 'local' && value !== 'bullmq') throw new InputError(`expected local or bullmq, got '${value}'`, { field: '--backend' });
  return value;
}

/** The options naming the Redis server, shared by `run --backend bullmq` and `worker`. */
export function withRedisOptions(c: Command): Command {
  return c
    .option('--redis <url>', 'Redis server: redis://[:password@]host:port[/db], rediss:// for TLS (default: $BALANCE_LAB_REDIS)')
    .option('--redis-ca <file>', 'TLS: certificate authority (PEM) to check the server against')
    .option('--redis-cert <file>', 'TLS: client certificate (PEM), for servers that ask for one')
    .option('--redis-key <file>', "TLS: the client certificate's private key (PEM)");
}
