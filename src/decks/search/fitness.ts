// Deck against deck, through the lab's own match loop: each pairing is a two-deck experiment
// played on a Backend (the worker pool, or BullMQ), so the search plays its matches exactly as
// `run` does. Common random numbers: a pairing's seed depends only on the opponent deck and the
// search seed, so every candidate meets an opponent on the same deals and dice; each repetition
// is two matches with the seats swapped. Results are cached by pairing and only the missing
// repetitions are played when more are asked for.

import { hash2 } from '../../core/rng.js';
import type { Backend } from '../../sim/backend.js';
import type { ResolvedExperiment } from '../../experiment/resolved.js';
import { experimentKey } from '../../sim/runner.js';
import { layoutFor } from '../../sim/setup.js';
import type { CountLayout } from '../../stats/counts.js';
import { G_ERRORS } from '../../stats/counts.js';
import { wilson, type Interval } from '../../stats/wilson.js';
import type { BatchResult, BatchTask } from '../../sim/worker.js';
import { deckKey } from './mutate.js';

/** Repetitions (seat-swapped match pairs) per task: small enough to spread pairings over workers. */
const REPS_PER_TASK = 4;
/** A pairing's experiment counts this many matches, so that its key does not change as it grows. */
const MATCH_SPACE = 1 << 30;

/** Results of deck `a` against deck `b`: matches, a's win share in units (1/units per match), errors. */
export interface PairResult {
  reps: number;
  games: number;
  units: number;
  errors: number;
}

function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export class MatchBank {
  private readonly pairs = new Map<string, PairResult>();
  private readonly layout: CountLayout;
  /** Matches played so far (errors included). */
  played = 0;
  errors = 0;

  constructor(
    private readonly base: ResolvedExperiment,
    private readonly backend: Backend,
    private readonly seed: number,
  ) {
    this.layout = layoutFor(this.pairExperiment([], [], 0));
  }

  /** Win-share units per match (a draw is half of them). */
  get units(): number {
    return this.layout.outcomes.units;
  }

  /** The two-deck experiment of a pairing: one agent in both seats, a's deck against b's. */
  private pairExperiment(a: readonly number[], b: readonly number[], seed: number): ResolvedExperiment {
    return {
      ...this.base,
      decks: [
        { name: 'candidate', cards: a },
        { name: 'opponent', cards: b },
      ],
      agents: [this.base.agents[0]!],
      lineups: [{ agents: [0, 0], decks: [0, 1] }],
      matches: MATCH_SPACE,
      seed,
      ablate: [],
      ownBlank: [],
      sweep: null,
      records: false,
      randomDecks: false,
    };
  }

  /** a's result against b so far (from b's side when only that was played), or null. */
  result(a: readonly number[], b: readonly number[]): PairResult | null {
    const ka = deckKey(a);
    const kb = deckKey(b);
    const direct = this.pairs.get(`${ka}|${kb}`);
    if (direct) return direct;
    const other = this.pairs.get(`${kb}|${ka}`);
    if (!other) return null;
    return { reps: other.reps, games: other.games, units: other.games * this.units - other.units, errors: other.errors };
  }

  /** a's win rate against b with its Wilson interval (a draw counts half). */
  rate(a: readonly number[], b: readonly number[]): Interval {
    const r = this.result(a, b);
    return r === null ? wilson(0, 0) : wilson(r.units / this.units, r.games);
  }

  /**
   * Plays what is missing for every pairing to have at least `reps` repetitions. Pairings are
   * handled in the order given and the counts are integers, so the results do not depend on
   * how the tasks are spread over workers.
   */
  async ensure(pairings: readonly (readonly [readonly number[], readonly number[]])[], reps: number): Promise<void> {
    const tasks: { entry: PairResult; task: BatchTask }[] = [];
    for (const [a, b] of pairings) {
      const ka = deckKey(a);
      const kb = deckKey(b);
      if (ka === kb) continue;
      // A pairing played from b's side is extended from that side, on its own seeds.
      const reverse = !this.pairs.has(`${ka}|${kb}`) && this.pairs.has(`${kb}|${ka}`);
      const [x, y, kx, ky] = reverse ? [b, a, kb, ka] : [a, b, ka, kb];
      let entry = this.pairs.get(`${kx}|${ky}`);
      if (!entry) {
        entry = { reps: 0, games: 0, units: 0, errors: 0 };
        this.pairs.set(`${kx}|${ky}`, entry);
      }
      if (entry.reps >= reps) continue;
      const exp = this.pairExperiment(x, y, hash2(this.seed, hashText(ky)));
      const key = experimentKey(exp);
      for (let r = entry.reps; r < reps; r += REPS_PER_TASK) {
        tasks.push({ entry, task: { key, exp, start: 2 * r, end: 2 * Math.min(reps, r + REPS_PER_TASK), recordsDir: null } });
      }
      entry.reps = reps;
    }
    const results = await playAll(this.backend, tasks.map((t) => t.task));
    const dv = this.layout.outcomes.deckVs + 1 * 2; // deck 0 against deck 1: games, share units
    results.forEach((res, i) => {
      const entry = tasks[i]!.entry;
      entry.games += res.counts[dv]!;
      entry.units += res.counts[dv + 1]!;
      entry.errors += res.counts[G_ERRORS]!;
      this.played += res.end - res.start;
      this.errors += res.counts[G_ERRORS]!;
    });
  }
}

/** Plays tasks keeping the backend's capacity in flight; results in task order. */
async function playAll(backend: Backend, tasks: readonly BatchTask[]): Promise<BatchResult[]> {
  const out: BatchResult[] = new Array<BatchResult>(tasks.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await backend.play(tasks[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(backend.capacity(), tasks.length)) }, lane));
  return out;
}
