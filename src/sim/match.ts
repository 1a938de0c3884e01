// The match loop: one match from set-up to result, agents deciding through PlayerViews.
// Used by the batch worker, `play`, `replay` and the tests.

import type { Agent } from '../../agents/agent.js';
import { IllegalActionError, RuleLoopError } from '../core/errors.js';
import type { GameDefinition, GameState, MatchSetup } from '../core/game.js';
import { maxDistinctActions } from '../core/game.js';
import { getOrMake } from '../core/get-or-make.js';
import type { ObservedAction } from '../core/view.js';
import { PlayerView } from '../core/view.js';

export interface MatchResult {
  readonly returns: number[];
  readonly scores: number[] | null;
  readonly turns: number;
  readonly decisions: number;
  readonly endReason: string;
}

export interface MatchHooks {
  /** Check every action against legalActions (tests, replays); the hot path skips it. */
  readonly checkLegality?: boolean;
  /** Called by playMatch with the new state before the first decision (e.g. to print the board). */
  onStart?(state: GameState): void;
  /**
   * Called after each decision, e.g. to print a play-by-play log. `description` and the agent's
   * `explanation` are taken before the action is applied (both depend on the position); the
   * explanation is null when the agent was not asked (a single legal action) or has none.
   */
  onDecision?(state: GameState, player: number, action: number, agent: Agent, description: string, explanation: string | null): void;
  /** Keep per-player observations of each action (agents that reuse search trees need them). */
  readonly recordObservations?: boolean;
  /**
   * The seat a log is shown to (a person playing): onDecision's description of a move that seat
   * does not see (a face-down play) is then HIDDEN_MOVE.
   */
  readonly audience?: number;
}

/** onDecision's description of a move the audience does not see. */
export const HIDDEN_MOVE = '(a move you cannot see)';

/**
 * Buffers reused across matches in one thread, so the loop allocates nothing per decision. One
 * per nesting depth: an agent may play a match of its own while the outer loop's list is lent
 * to it (PlayerView.offerLegalActions).
 */
const buffers = new WeakMap<GameDefinition, Int32Array[]>();
let depth = 0;
function bufferFor(game: GameDefinition, level: number): Int32Array {
  const bs = getOrMake(buffers, game, () => []);
  return (bs[level] ??= new Int32Array(maxDistinctActions(game)));
}

/**
 * Plays one match from set-up. Without an onStart or onDecision hook nobody outside this call
 * was given the state (agents see it only through PlayerViews, which are valid during their
 * match), so the finished state goes back to the game for reuse (GameDefinition.releaseState).
 * A match that throws keeps its state.
 */
export function playMatch(game: GameDefinition, setup: MatchSetup, seed: number, agents: readonly Agent[], hooks: MatchHooks = {}): MatchResult {
  const state = game.newMatch(setup, seed);
  hooks.onStart?.(state);
  const result = playOut(state, agents, hooks);
  if (hooks.onStart === undefined && hooks.onDecision === undefined) game.releaseState?.(state);
  return result;
}

/** Plays a state to its end with the given agents (one per seat). */
export function playOut(state: GameState, agents: readonly Agent[], hooks: MatchHooks = {}): MatchResult {
  depth++;
  try {
    return playWith(state, agents, hooks, bufferFor(state.game, depth - 1));
  } finally {
    depth--;
  }
}

function playWith(state: GameState, agents: readonly Agent[], hooks: MatchHooks, ids: Int32Array): MatchResult {
  const game = state.game;
  const log: ObservedAction[] = [];
  const views = agents.map((_, p) => new PlayerView(state, p, log));
  const cap = state.facts.maxDecisions;
  const record = hooks.recordObservations ?? agents.some((a) => a.needsObservations === true);
  // A game that counts its legal actions is not asked to list them: an agent that picks by
  // index (random) then never needs the list (PlayerView.offerLegalActionCount).
  const counts = state.legalActionCount !== undefined;
  while (!state.isTerminal()) {
    if (state.decisions() >= cap) throw new RuleLoopError(game.id, state.decisions());
    const p = state.currentPlayer();
    const n = counts ? state.legalActionCount!() : state.legalActions(ids);
    if (n === 0) throw new IllegalActionError(game.id, -1, `player ${p} must decide but has no legal action`);
    const agent = agents[p]!;
    // No agent searches when only one action is legal.
    let action: number;
    if (n === 1) action = counts ? state.legalActionAt!(0) : ids[0]!;
    else {
      if (counts) views[p]!.offerLegalActionCount(n);
      else views[p]!.offerLegalActions(ids, n);
      action = agent.chooseAction(views[p]!, p);
    }
    if (hooks.checkLegality) {
      const m = state.legalActions(ids);
      let ok = false;
      for (let i = 0; i < m; i++) if (ids[i] === action) ok = true;
      if (!ok) throw new IllegalActionError(game.id, action, `not among the ${m} legal actions of player ${p} (${agent.label})`);
    }
    if (record) {
      const obs = new Int32Array(state.numPlayers);
      for (let v = 0; v < obs.length; v++) obs[v] = state.actionObservation(action, v);
      log.push({ actor: p, obs });
    }
    const description = hooks.onDecision ? (hooks.audience !== undefined && state.actionObservation(action, hooks.audience) !== action ? HIDDEN_MOVE : state.describeAction(action)) : '';
    const explanation = hooks.onDecision && n > 1 ? (agent.explainLastDecision?.() ?? null) : null;
    state.apply(action);
    hooks.onDecision?.(state, p, action, agent, description, explanation);
  }
  return {
    returns: state.returns(),
    scores: state.scores(),
    turns: state.turn(),
    decisions: state.decisions(),
    endReason: state.endReason()!,
  };
}
