// The options a run is started with, as `run`, `tournament`, `ladder` and `blind-spots` pass them.

import type { RedisFlags } from '../sim/distributed/redis.js';
import type { Shard } from './shard.js';

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
