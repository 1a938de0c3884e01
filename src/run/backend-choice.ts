// Where a run's batches are played, from its options: this machine's pool, or BullMQ workers
// through Redis. Contradictory options are bad input.

import { InputError } from '../core/errors.js';
import type { RedisTarget } from '../sim/distributed/redis.js';
import { redisTarget } from '../sim/distributed/redis.js';
import type { RunFlags } from './run-flags.js';

/** With bullmq: tries of a batch before it is recorded as failed. */
export const DEFAULT_ATTEMPTS = 3;

export interface BackendChoice {
  /** The Redis server of a distributed run; null: the local pool. */
  readonly target: RedisTarget | null;
  readonly attempts: number;
}

/** The backend the flags ask for; contradictory flags are bad input. */
export function chooseBackend(flags: RunFlags): BackendChoice {
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
