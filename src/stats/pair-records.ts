// Head-to-head records by seat order, for agent ratings with a first-move term. For every
// pair of seats i < j in a match, the agents there form an ordered pair (earlier seat first):
// one game, and the earlier seat's pairwise result in half-units (2 = it finished ahead,
// 1 = level, 0 = behind). Mirror pairs (the same agent twice) carry no rating information.

import type { Collector, CountedMatch } from './counts.js';
import { BLOCKS } from './counts.js';
import type { PairRecord, RatingFit } from './ratings.js';
import { bradleyTerry } from './ratings.js';

export class PairRecordCollector implements Collector {
  readonly name = 'pairs';
  readonly size: number;

  constructor(readonly agents: number) {
    this.size = agents * agents * 2;
  }

  record(c: Int32Array, base: number, m: CountedMatch): void {
    const seats = m.shareUnits.length;
    for (let i = 0; i < seats; i++) {
      for (let j = i + 1; j < seats; j++) {
        const a = m.plan.agents[i]!;
        const b = m.plan.agents[j]!;
        if (a === b) continue;
        const o = base + (a * this.agents + b) * 2;
        const ui = m.shareUnits[i]!;
        const uj = m.shareUnits[j]!;
        c[o]!++;
        c[o + 1]! += ui > uj ? 2 : ui === uj ? 1 : 0;
      }
    }
  }
}

/** The ordered records summed over blocks. */
export function pairRecords(agents: number, blocks: Float64Array, size: number, offset: number): PairRecord[] {
  const out: PairRecord[] = [];
  for (let a = 0; a < agents; a++) {
    for (let b = 0; b < agents; b++) {
      if (a === b) continue;
      let games = 0;
      let half = 0;
      for (let k = 0; k < BLOCKS; k++) {
        const o = k * size + offset + (a * agents + b) * 2;
        games += blocks[o]!;
        half += blocks[o + 1]!;
      }
      if (games > 0) out.push({ first: a, second: b, games, firstShare: half / 2 });
    }
  }
  return out;
}

/** Bradley-Terry ratings of the agents from the collector's counts (null with fewer than two agents). */
export function agentRatings(agents: number, blocks: Float64Array, size: number, offset: number): RatingFit | null {
  if (agents < 2) return null;
  return bradleyTerry(agents, pairRecords(agents, blocks, size, offset));
}
