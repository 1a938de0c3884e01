// The `deckSearch:` section of an experiment: the search's sizes, each optional (defaults in
// DEFAULT_SEARCH). The experiment's `matches` is the search's budget.

import { z } from 'zod';
import type { ResolvedExperiment } from '../../sim/experiment.js';
import type { DeckSearchOptions } from './deck-search.js';

export const DEFAULT_SEARCH: Omit<DeckSearchOptions, 'budget'> = { initial: 8, generations: 8, candidates: 8, opponents: 6, reps: 1, maxChanges: 3, metaDecks: 10, metaReps: 8, metaBudget: 6000, metaSettle: 0.2 };

const count = z.number().int().positive();

export const deckSearchSchema = z.strictObject({
  /** Random legal decks the search starts from, besides the set's legal shipped decks. */
  initial: count.max(64).optional(),
  /** Generations at most (the budget may end the search sooner). */
  generations: count.max(10_000).optional(),
  /** Mutated decks per generation. */
  candidates: count.max(256).optional(),
  /** The archive's best decks each candidate plays. */
  opponents: count.max(64).optional(),
  /** Seat-swapped match pairs per opponent in the first halving round. */
  reps: count.max(1000).optional(),
  /** Single-card changes per mutation, at most. */
  maxChanges: count.max(20).optional(),
  /** Decks in the metagame (the archive's best). */
  metaDecks: z.number().int().min(2).max(64).optional(),
  /** Seat-swapped match pairs per pairing of the metagame. */
  metaReps: count.max(10_000).optional(),
  /** Matches the metagame may play in all; past its first round robin they go to the pairings that decide the weights. */
  metaBudget: count.max(100_000_000).optional(),
  /** The widest 95% interval of a deck's Nash weight at which the metagame stops adding matches. */
  metaSettle: z.number().min(0).max(1).optional(),
});

export type DeckSearchSpec = z.infer<typeof deckSearchSchema>;

/** The search's options from an experiment: its `deckSearch` section, and `matches` as the budget. */
export function searchOptions(exp: ResolvedExperiment): DeckSearchOptions {
  const s = exp.spec.deckSearch ?? {};
  return {
    initial: s.initial ?? DEFAULT_SEARCH.initial,
    generations: s.generations ?? DEFAULT_SEARCH.generations,
    candidates: s.candidates ?? DEFAULT_SEARCH.candidates,
    opponents: s.opponents ?? DEFAULT_SEARCH.opponents,
    reps: s.reps ?? DEFAULT_SEARCH.reps,
    maxChanges: s.maxChanges ?? DEFAULT_SEARCH.maxChanges,
    metaDecks: s.metaDecks ?? DEFAULT_SEARCH.metaDecks,
    metaReps: s.metaReps ?? DEFAULT_SEARCH.metaReps,
    metaBudget: s.metaBudget ?? DEFAULT_SEARCH.metaBudget,
    metaSettle: s.metaSettle ?? DEFAULT_SEARCH.metaSettle,
    budget: exp.matches,
  };
}
