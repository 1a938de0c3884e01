// The experiment file as a designer writes it: its schema (validated with zod through
// src/core/yaml-input) and the vocabularies the schema names. Resolving it is src/sim/experiment.ts.

import { z } from 'zod';
import { deckCardsField, deckSectionsField } from '../core/deck-sections.js';
import { deckSearchSchema } from './deck-search-spec.js';

/**
 * What a sweep brings into the band: a card's verdict measure (src/stats/card-verdict.ts), the
 * effect of holding it against a blank of its kind (ablation) or its adjusted effect, else the
 * holder's win rate (a tunable's sweep: the first player's).
 */
export const SWEEP_TARGETS = ['ablation', 'adjusted effect', 'win rate'] as const;
export type SweepTarget = (typeof SWEEP_TARGETS)[number];

const count = z.number().int().positive();

const agentEntrySchema = z.looseObject({ type: z.string().min(1), label: z.string().min(1).optional() });

const deckEntrySchema = z.union([
  z.string().min(1),
  // Cards as a list of names (one entry per copy) or as `name: copies`, like the card sets' decks;
  // for a game whose decks have several sections, also each section's cards under its name.
  z.strictObject({ name: z.string().min(1).optional(), cards: deckCardsField }),
  z.strictObject({ name: z.string().min(1).optional(), sections: deckSectionsField }),
  z.strictObject({ generate: z.strictObject({ count, seed: z.number().int().nonnegative().optional() }) }),
]);

export const experimentSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'a name of letters, digits, ".", "_" or "-"'),
  description: z.string().optional(),
  game: z.string().min(1),
  variant: z.string().min(1).optional(),
  cards: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
  decks: z.array(deckEntrySchema).min(1).optional(),
  /**
   * Fresh random legal decks for every seat-swapped group of matches, drawn from the card pool:
   * every card is measured in many contexts and GP win rate is unbiased (deck tables are then
   * not shown). Excludes 'decks'.
   */
  randomDecks: z.boolean().optional(),
  agents: z.array(z.union([z.string().min(1), agentEntrySchema])).min(1),
  pairing: z
    .strictObject({
      agents: z.enum(['round-robin', 'mirror', 'all']).optional(),
      decks: z.enum(['all-pairs', 'with-mirrors', 'mirror']).optional(),
    })
    .optional(),
  matches: count,
  seed: z.number().int().nonnegative().max(0xffffffff),
  /** JS modules that register extra games or agent types (paths relative to this file). */
  plugins: z.array(z.string().min(1)).optional(),
  /**
   * Causal card impact: replay each match with the focal side's copies of each listed card
   * (or of every card, 'all') replaced by the game's neutral filler, same seed.
   */
  ablation: z.strictObject({ cards: z.union([z.literal('all'), z.array(z.string().min(1)).min(1)]) }).optional(),
  /**
   * Card changes for this run only, `{<card>: {<field>: <value>}}`: written into a copy of the
   * card files and checked by the game's loader like a card file (src/experiment/patch.ts).
   */
  patch: z.record(z.string().min(1), z.record(z.string().min(1), z.unknown())).optional(),
  /**
   * Plays every base match again with one card's field set to each value, same seeds and decks,
   * and reports each value's paired effect and the value that brings the card into the band.
   */
  sweep: z
    .strictObject({
      card: z.string().min(1).optional(),
      field: z.string().min(1).optional(),
      /** A rule parameter the game declares tunable, instead of a card's field. */
      tunable: z.string().min(1).optional(),
      values: z.array(z.union([z.number(), z.string(), z.boolean()])).min(2).max(40),
      /** What to bring into the band (default: the card's verdict measure, docs/user/sweeps.md). */
      target: z.enum(SWEEP_TARGETS).optional(),
    })
    .optional(),
  /**
   * Robustness: the same experiment is played again with these agents (another tier), and the
   * report says for each flag whether it holds with them too.
   */
  confirmWith: z.array(z.union([z.string().min(1), agentEntrySchema])).min(1).optional(),
  /**
   * Confirmation with one agent, the sample sized for a stated precision: 'auto' (the game's
   * strongest agent the time budget affords), or the agent, the half-width wanted on a deck's
   * (random decks: a faction's) win rate, or the matches, and the budget (src/run/confirm-runs.ts).
   */
  confirm: z
    .union([
      z.literal('auto'),
      z.strictObject({
        agent: z.union([z.string().min(1), agentEntrySchema]).optional(),
        halfWidth: z.number().positive().max(0.25).optional(),
        matches: count.optional(),
        budgetMinutes: z.number().positive().optional(),
      }),
    ], { error: "expected 'auto' or a mapping such as {agent: mcts-200, halfWidth: 0.05} (keys agent, halfWidth, matches, budgetMinutes)" })
    .optional(),
  /**
   * The blind-spot check a run plays when it would call cards dead (false: never): the run's
   * first agent and a search agent (default mcts-200) each play themselves on random decks.
   */
  blindSpotCheck: z
    .union([z.literal(false), z.strictObject({ agent: z.union([z.string().min(1), agentEntrySchema]).optional(), fastMatches: count.optional(), searchMatches: count.optional() })], {
      error: 'expected false or a mapping such as {agent: mcts-200, fastMatches: 600, searchMatches: 40}',
    })
    .optional(),
  /** Deck search (`balance-lab deck-search`): its sizes; `matches` is then its budget (docs/user/deck-search.md). */
  deckSearch: deckSearchSchema.optional(),
  /** Designer bands for flags: decks and factions (default 0.05 around 1/n), cards (default 0.03). */
  bands: z.strictObject({ decks: z.number().positive().max(0.5).optional(), cards: z.number().positive().max(0.5).optional() }).optional(),
  options: z
    .strictObject({
      /** Write one JSON line per match into records/ (shards of one batch each). */
      records: z.boolean().optional(),
      /** Seconds between checkpoints. */
      checkpointSeconds: z.number().positive().optional(),
      /** Target wall time of one pool task in milliseconds. */
      taskMs: z.number().int().positive().optional(),
    })
    .optional(),
});

export type ExperimentSpec = z.infer<typeof experimentSchema>;

export type AgentEntry = ExperimentSpec['agents'][number];
