// A resolved experiment: plain JSON that worker threads, run.json and `replay` rebuild everything
// from, and what a run keeps of a failed match. The statistics read these types and the runner
// writes them; both import them from here (src/sim/experiment.ts resolves a spec into one).

import type { AgentSpec } from '../../agents/agent.js';
import type { ModelRef } from '../../agents/neural/model-folder.js';
import type { CardPatch } from './patch.js';
import type { Lineup } from './schedule.js';
import type { ExperimentSpec, SweepTarget } from './spec.js';

/** The name of the sweep's section in the run's counts. */
export const SWEEP_SECTION = 'sweep';

export interface ResolvedSweep {
  /** The card as the set spells it, and its definition id; null and -1 for a tunable. */
  readonly card: string | null;
  readonly id: number;
  /** The card's field, or the tunable's name. */
  readonly field: string;
  readonly values: readonly unknown[];
  readonly target: SweepTarget;
  /** Whether the experiment named the target (else it follows the verdict rule). */
  readonly targetChosen: boolean;
}

export interface ResolvedDeck {
  readonly name: string;
  readonly cards: readonly number[];
}

export interface ResolvedAgent {
  readonly label: string;
  readonly spec: AgentSpec;
}

/** A card of the set as the reports name it, by definition id. */
export interface ResolvedCard {
  readonly name: string;
  readonly faction: string | null;
  readonly type: string;
  /** The deck section it goes in, for games whose decks have several. */
  readonly section?: string;
  /**
   * The verb of its use as its kind has it ("played", "cast", "accepted": the game's useVerbs),
   * null for a kind whose use is not recorded. Absent in runs from before kinds had verbs: "played".
   */
  readonly use?: string | null;
}

/** Everything a worker needs to play match i; plain JSON. */
export interface ResolvedExperiment {
  readonly name: string;
  readonly file: string;
  readonly game: string;
  readonly variant: string;
  readonly players: number;
  /** Absolute card files; empty means the game's embedded default set. */
  readonly cardFiles: readonly string[];
  readonly cardSetName: string;
  readonly cardHash: string;
  /** Each card's name, faction and type, and the deck section it goes in when decks have several. */
  readonly cards: readonly ResolvedCard[];
  /** Card changes for this run (empty: none); cardHash is the patched set's. */
  readonly patch: readonly CardPatch[];
  /** The swept card, field and values (null: no sweep). */
  readonly sweep: ResolvedSweep | null;
  /** Definition ids to ablate (empty: no ablation). */
  readonly ablate: readonly number[];
  /**
   * The ablated cards that play exactly like the blank of their kind (src/core/filler.ts):
   * ablation cannot measure them, and their replays, which would equal their base matches, are
   * not played.
   */
  readonly ownBlank: readonly number[];
  /** Half-widths of the flag bands around 1/n. */
  readonly bands: { readonly decks: number; readonly cards: number };
  readonly decks: readonly ResolvedDeck[];
  readonly agents: readonly ResolvedAgent[];
  /** The model folders the agents play with and the hash of each (the experiment's key carries the hashes). */
  readonly models: readonly ModelRef[];
  readonly lineups: readonly Lineup[];
  readonly matches: number;
  readonly seed: number;
  /** Absolute module paths imported before anything else (main thread and workers). */
  readonly plugins: readonly string[];
  readonly records: boolean;
  /** Each group of `players` consecutive matches gets fresh random decks (see the spec field). */
  readonly randomDecks: boolean;
  readonly checkpointSeconds: number;
  readonly taskMs: number;
  readonly spec: ExperimentSpec;
  /** Folder that relative paths in the spec are resolved against. */
  readonly baseDir: string;
}

export interface MatchFailure {
  readonly index: number;
  readonly seed: number;
  /** 'decision-cap' when the match hit the hard cap on decisions, else 'error'. */
  readonly kind: 'error' | 'decision-cap';
  readonly message: string;
  readonly agents: readonly string[];
  readonly decks: readonly string[];
}
