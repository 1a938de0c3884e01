// A deck search's checkpoint: written after every generation, so that `deck-search --resume`
// goes on from the last generation finished with the same decks, archive, match results and
// random stream, and ends as the search would have without the stop. The metagame's round robin
// is not checkpointed: a stop there plays it again from the last generation's results.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeWhole } from '../../core/write-whole.js';
import type { ResolvedExperiment } from '../../experiment/resolved.js';
import { experimentKey } from '../../sim/runner.js';
import type { Interval } from '../../stats/wilson.js';
import type { DeckSearchOptions } from './deck-search.js';
import type { PairResult } from './fitness.js';
import type { PolishState } from './polish.js';

export interface SearchState {
  /** The experiment and options the search was started with. */
  readonly key: string;
  readonly generation: number;
  /** The search's random stream after the generation. */
  readonly rng: readonly number[];
  readonly records: readonly { readonly deck: readonly number[]; readonly generation: number; readonly origin: string; readonly fitness: Interval; readonly games: number }[];
  readonly archive: readonly { readonly id: number; readonly fitness: number }[];
  readonly pairs: readonly (readonly [string, PairResult])[];
  readonly played: number;
  readonly errors: number;
  /** The polish after its last step, or null before it starts. */
  readonly polish: PolishState | null;
}

export interface SearchCheckpoint {
  load(): SearchState | null;
  save(state: SearchState): void;
  /** Restart k's checkpoint (k > 1; the first restart's is this one). */
  restart(k: number): SearchCheckpoint;
}

/** What a checkpoint must have been started from to be resumed: the experiment's key and the search's sizes. */
export function searchKey(exp: ResolvedExperiment, opts: DeckSearchOptions): string {
  return createHash('sha256').update(JSON.stringify({ exp: experimentKey(exp), blank: exp.blank ?? [], opts })).digest('hex').slice(0, 24);
}

export function fileCheckpoint(file: string): SearchCheckpoint {
  return {
    load: () => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SearchState) : null),
    save: (state) => {
      mkdirSync(dirname(file), { recursive: true });
      writeWhole(file, JSON.stringify(state));
    },
    restart: (k) => fileCheckpoint(file.replace(/(\.json)?$/, `-restart-${k}.json`)),
  };
}
