// The metagame's round robin, with matches spent where they decide something. Every pairing
// first plays `metaReps` seat-swapped pairs; then, round after round, the pairings whose win
// rate's interval still straddles 50% and that involve a deck the resampled Nash weights may
// play (its weight interval reaches PLAYED_WEIGHT) play as many pairs again as they have, until
// every deck's weight interval is at most `metaSettle` wide, no such pairing is left, or the
// next round would pass `metaBudget` matches. A pairing outside those two conditions cannot move
// the weights much: its result is sure, or neither deck is played whatever it is.

import type { Interval } from '../../stats/wilson.js';
import type { BootstrapWeights } from '../meta/bootstrap.js';
import { bootstrapWeights } from '../meta/bootstrap.js';
import { BOOTSTRAP_RESAMPLES, PLAYED_WEIGHT } from '../meta/metagame.js';
import type { MatchBank } from './fitness.js';

export interface MetaRoundOptions {
  readonly metaReps: number;
  /** Matches the metagame may play in all, its first round robin included. */
  readonly metaBudget: number;
  /** The widest Nash weight interval at which the weights count as settled. */
  readonly metaSettle: number;
}

export type MetaStop = 'settled' | 'no deciding pairing' | 'budget';

export interface MetaRound {
  readonly matrix: readonly (readonly Interval[])[];
  /** Matches behind each matrix entry (errors left out). */
  readonly games: readonly (readonly number[])[];
  /** Matches the metagame played (errors included), its adaptive rounds, and why they stopped. */
  readonly matches: number;
  readonly rounds: number;
  readonly stop: MetaStop;
  /** The widest Nash weight interval of the last round's resamples. */
  readonly widest: number;
}

const MIRROR: Interval = { rate: 0.5, low: 0.5, high: 0.5 };

function straddles(x: Interval): boolean {
  return x.low < 0.5 && x.high > 0.5;
}

/** The pairings (i < j) that may still move the weights, the likeliest-played first. */
export function decidingPairings(matrix: readonly (readonly Interval[])[], boot: BootstrapWeights): [number, number][] {
  const n = matrix.length;
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const played = boot.decks[i]!.high >= PLAYED_WEIGHT || boot.decks[j]!.high >= PLAYED_WEIGHT;
      if (played && straddles(matrix[i]![j]!)) out.push([i, j]);
    }
  }
  const reach = ([i, j]: [number, number]): number => boot.decks[i]!.high + boot.decks[j]!.high;
  return out.sort((a, b) => reach(b) - reach(a) || a[0] - b[0] || a[1] - b[1]);
}

/**
 * Plays the metagame of `decks` on `bank` and returns its matrix. `seed` seeds the resamples as
 * the metagame's report does (metagame.ts), so the last round's weight intervals are the report's.
 */
export async function metaRound(bank: MatchBank, decks: readonly (readonly number[])[], opts: MetaRoundOptions, seed: number): Promise<MetaRound> {
  const n = decks.length;
  const start = bank.played;
  const all: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) all.push([i, j]);
  await bank.ensure(all.map(([i, j]) => [decks[i]!, decks[j]!]), opts.metaReps);
  const holdsNone: number[][] = [];
  let rounds = 0;
  for (;;) {
    const matrix = decks.map((a, i) => decks.map((b, j) => (i === j ? MIRROR : bank.rate(a, b))));
    const games = decks.map((a, i) => decks.map((b, j) => (i === j ? 0 : (bank.result(a, b)?.games ?? 0))));
    const boot = bootstrapWeights(matrix.map((row) => row.map((x) => x.rate)), games, holdsNone, seed, BOOTSTRAP_RESAMPLES);
    const widest = Math.max(0, ...boot.decks.map((d) => d.high - d.low));
    const done = (stop: MetaStop): MetaRound => ({ matrix, games, matches: bank.played - start, rounds, stop, widest });
    if (widest <= opts.metaSettle) return done('settled');
    const deciding = decidingPairings(matrix, boot);
    if (deciding.length === 0) return done('no deciding pairing');
    // Each deciding pairing doubles its pairs; the round plays those the budget still allows.
    let left = opts.metaBudget - (bank.played - start);
    const next: [readonly number[], readonly number[], number][] = [];
    for (const [i, j] of deciding) {
      const reps = bank.result(decks[i]!, decks[j]!)?.reps ?? 0;
      if (2 * reps > left) continue;
      left -= 2 * reps;
      next.push([decks[i]!, decks[j]!, 2 * reps]);
    }
    if (next.length === 0) return done('budget');
    await bank.ensureEach(next);
    rounds++;
  }
}
