// The agent interface. Agents see a match only through a PlayerView and depend only on
// src/core: nothing in agents/ knows any one game.

import type { z } from 'zod';
import type { CardSet, GameDefinition, VariantFacts } from '../src/core/game.js';
import type { Rng } from '../src/core/rng.js';
import type { PlayerView } from '../src/core/view.js';

export interface Agent {
  /** Label used in reports, e.g. "heuristic" or "mcts-1000". */
  readonly label: string;
  /** Picks a legal action for `player`, who must be deciding. Leaves the true state untouched. */
  chooseAction(view: PlayerView, player: number): number;
  /** Set by agents that read what they observed of each action (tree reuse); costs a little per decision. */
  readonly needsObservations?: boolean;
  /** Readable notes on the last decision (top actions, visits, values), for `play` logs; asked before the action is applied. */
  explainLastDecision?(): string | null;
  /**
   * How the last decision weighed the legal actions ids[0..n) (a search: its root visit shares),
   * into out[0..n), summing to 1; false when it weighed nothing (a single legal action). For
   * training a network to imitate the agent.
   */
  decisionShares?(ids: Int32Array, n: number, out: Float64Array): boolean;
}

export interface AgentContext {
  readonly game: GameDefinition;
  /** The agent's own stream for this match and seat, derived from the match seed. */
  readonly rng: Rng;
  /** The card set the match is played with, for agents that name cards (default: the game's own set). */
  readonly cards?: CardSet;
}

export interface AgentSpec {
  readonly type: string;
  readonly [option: string]: unknown;
}

export interface AgentType {
  readonly type: string;
  readonly description: string;
  /**
   * Plays a trained network (a model folder, by default the game's committed model): tests that
   * build every agent type of every game give these a model of their own.
   */
  readonly network?: boolean;
  /**
   * The spec's schema (type, label and the type's options): experiments and `validate` check
   * specs against it before any match is played. A type without one accepts any options.
   */
  readonly spec?: z.ZodType;
  /**
   * Checks what the schema cannot: that a spec fits the game it will play (a model file for this
   * game and variant). Throws InputError; run and validate call it before any match is played.
   */
  check?(spec: AgentSpec, game: GameDefinition, facts: VariantFacts): void;
  create(spec: AgentSpec, ctx: AgentContext): Agent;
}
