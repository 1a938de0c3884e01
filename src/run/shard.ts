// One shard of a run split over machines without Redis (`run --shard k/N`, then `merge`).

import { InputError } from '../core/errors.js';

export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The matches of shard k of N: contiguous, as equal as they can be. */
export function shardRange(s: Shard, matches: number): [number, number] {
  if (s.count > matches) throw new InputError(`${s.count} shards for ${matches} matches leaves some empty`, { field: '--shard' }, 'use fewer shards');
  return [Math.floor((s.index * matches) / s.count), Math.floor(((s.index + 1) * matches) / s.count)];
}

/** The matches a run folder plays, for messages: a shard's range or the whole run. */
export function partOf(range: readonly [number, number] | undefined): string {
  return range ? `the shard of matches ${range[0]}-${range[1] - 1}` : 'the whole run';
}
