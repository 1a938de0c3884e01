// The `deckSearch:` section of an experiment file: the search's sizes, each optional (defaults
// in src/decks/search/options.ts). The experiment's `matches` is the search's budget.

import { z } from 'zod';

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
  /** Independent searches, each from its own seed with an equal part of the budget, whose best decks meet in one metagame. */
  restarts: count.max(64).optional(),
  /** The share of each restart's matches spent polishing its best decks one card at a time, after its generations. */
  polish: z.number().min(0).max(0.9).optional(),
});

export type DeckSearchSpec = z.infer<typeof deckSearchSchema>;
