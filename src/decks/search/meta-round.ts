// The metagame's round robin, with matches spent where they narrow the weights most. Every
// pairing first plays `metaReps` seat-swapped pairs; then, round after round, the resampled Nash
// weights say how much of their spread each pairing's uncertainty makes (its influence,
// bootstrap.ts), and the pairings that explain most of it per match played double their pairs,
// until every deck's weight interval is at most `metaSettle` wide, no pairing's uncertainty moves
// the weights, or the next round would pass `metaBudget` matches. A pairing judged sure by its
// own interval (87.5% [52.9, 97.8] after 8 games) still gets matches when a heavy deck's weight
// follows it; one that straddles 50% between decks the meta never plays does not.

import type { Interval } from '../../stats/wilson.js';
import type { BootstrapWeights, PairingInfluence } from '../meta/bootstrap.js';
import { bootstrapWeights } from '../meta/bootstrap.js';
import { BOOTSTRAP_RESAMPLES } from '../meta/metagame.js';
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
  /** The last round's most influential pairings, with their share of all the pairings' influence. */
  readonly drivers: readonly { readonly i: number; readonly j: number; readonly share: number }[];
}

/** Pairings the report names as moving the weights most when the metagame stops. */
const DRIVERS_NAMED = 3;

function drivers(boot: BootstrapWeights): MetaRound['drivers'] {
  const total = boot.influence.reduce((s, p) => s + p.influence, 0);
  if (total <= 0) return [];
  return [...boot.influence]
    .sort((a, b) => b.influence - a.influence || a.i - b.i || a.j - b.j)
    .slice(0, DRIVERS_NAMED)
    .map((p) => ({ i: p.i, j: p.j, share: p.influence / total }));
}

const MIRROR: Interval = { rate: 0.5, low: 0.5, high: 0.5 };

/** The share of the weights' explained spread that the pairings a round plays must cover. */
export const COVERED = 0.8;

/**
 * The pairings (i < j) a round plays: by influence per match played, as many as it takes to
 * cover COVERED of all the pairings' influence; none when no pairing moves the weights.
 */
export function decidingPairings(boot: BootstrapWeights, games: readonly (readonly number[])[]): [number, number][] {
  const moving = boot.influence.filter((p) => p.influence > 0);
  const total = moving.reduce((s, p) => s + p.influence, 0);
  const perMatch = (p: PairingInfluence): number => p.influence / Math.max(1, games[p.i]![p.j]!);
  moving.sort((a, b) => perMatch(b) - perMatch(a) || a.i - b.i || a.j - b.j);
  const out: [number, number][] = [];
  let covered = 0;
  for (const p of moving) {
    if (covered >= COVERED * total) break;
    out.push([p.i, p.j]);
    covered += p.influence;
  }
  return out;
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
    const done = (stop: MetaStop): MetaRound => ({ matrix, games, matches: bank.played - start, rounds, stop, widest, drivers: drivers(boot) });
    if (widest <= opts.metaSettle) return done('settled');
    const deciding = decidingPairings(boot, games);
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
