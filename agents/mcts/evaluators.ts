// The ways MCTS values a leaf (src/core/evaluator.ts): a rollout by a policy (uniformly random,
// or the game's heuristic) to the end or to a cut-off where the game's evaluation takes over,
// or the game's evaluation at once. A trained network joins as one more Evaluator, its value
// blended with a rollout's (BlendedNetwork). Any of them can be given the game's heuristic as a
// prior (HeuristicPrior), which switches the search to PUCT.

import type { Evaluator } from '../../src/core/evaluator.js';
import { terminalValues } from '../../src/core/evaluator.js';
import type { GameDefinition, GameState } from '../../src/core/game.js';
import { maxDistinctActions } from '../../src/core/game.js';
import { OnePly } from '../../src/core/one-ply.js';
import type { Rng } from '../../src/core/rng.js';
import { aiOf } from '../../src/core/facets.js';

/** The game's evaluation of each player; the returns once the match is over. */
export class GameEvaluation implements Evaluator {
  constructor(private readonly game: GameDefinition) {}

  evaluate(state: GameState, values: Float64Array): void {
    if (state.isTerminal()) terminalValues(state, values);
    else for (let p = 0; p < values.length; p++) values[p] = aiOf(this.game).evaluate(state, p);
  }
}

/**
 * Plays the state forward by a policy for at most `cutoff` plies (0: to the end), then takes
 * the returns, or the game's evaluation where the cut-off stopped it.
 */
export class Rollout implements Evaluator {
  private readonly ids: Int32Array;
  private readonly atCutoff: GameEvaluation;
  /** The heuristic policy's scratch for its one-ply looks. */
  private readonly look: OnePly;

  constructor(
    private readonly game: GameDefinition,
    /** The searching agent's own stream: rollouts never draw from the state's. */
    private readonly rng: Rng,
    private readonly policy: 'random' | 'heuristic',
    private readonly cutoff: number,
  ) {
    this.ids = new Int32Array(maxDistinctActions(game));
    this.atCutoff = new GameEvaluation(game);
    this.look = new OnePly(this.ids.length);
  }

  evaluate(state: GameState, values: Float64Array): void {
    const stopAt = this.cutoff > 0 ? this.cutoff : Infinity;
    const heuristic = this.policy === 'heuristic';
    const counts = state.legalActionCount !== undefined;
    for (let plies = 0; !state.isTerminal(); plies++) {
      if (plies >= stopAt) {
        this.atCutoff.evaluate(state, values);
        return;
      }
      if (heuristic) state.apply(aiOf(this.game).heuristicAction(state, state.currentPlayer(), this.rng, this.look));
      // Picking by index spares listing every legal action (GameState.legalActionCount).
      else if (counts) state.apply(state.legalActionAt!(this.rng.below(state.legalActionCount!())));
      else state.apply(this.ids[this.rng.below(state.legalActions(this.ids))]!);
    }
    terminalValues(state, values);
  }
}

/**
 * Another evaluator's leaf values, with a prior from the game's heuristic: `weight` on its chosen
 * action plus an even share of the rest over all legal actions, so the chosen one always ranks
 * first and none is left without exploration. A tactical game whose heuristic
 * looks several plies ahead (a move valued by the attack it allows) thus points the search at
 * the lines worth reading. The state is the search's determinization, so the heuristic sees
 * nothing the searcher may not; its dice come from the searcher's own stream.
 */
export class HeuristicPrior implements Evaluator {
  /** The heuristic's scratch for its one-ply looks. */
  private readonly look: OnePly;

  constructor(
    private readonly game: GameDefinition,
    private readonly rng: Rng,
    private readonly values: Evaluator,
    private readonly weight: number,
  ) {
    this.look = new OnePly(maxDistinctActions(game));
  }

  evaluate(state: GameState, values: Float64Array): void {
    this.values.evaluate(state, values);
  }

  prior(state: GameState, ids: Int32Array, n: number, out: Float64Array): void {
    if (n === 1) {
      out[0] = 1;
      return;
    }
    const chosen = aiOf(this.game).heuristicAction(state, state.currentPlayer(), this.rng, this.look);
    for (let i = 0; i < n; i++) out[i] = ids[i] === chosen ? 1 : 0;
    spreadEvenly(out, n, this.weight);
  }
}

/**
 * A network softened by what plain MCTS knows. Leaf values: `valueShare` of the network's, the
 * rest from another evaluator (a rollout), as AlphaGo mixed its value network with fast
 * rollouts: a value head learns from a few hundred matches' results and is noisier than a game's
 * hand-written evaluation. Prior: `priorWeight` of the network's, the rest spread evenly over the
 * legal actions (as HeuristicPrior does), since an imitation's policy puts nearly all its mass on
 * one move and PUCT would then hardly read the others.
 */
export class BlendedNetwork implements Evaluator {
  private rolled = new Float64Array(0);

  constructor(
    private readonly network: Evaluator,
    private readonly rollout: Evaluator,
    private readonly valueShare: number,
    private readonly priorWeight: number,
  ) {}

  evaluate(state: GameState, values: Float64Array): void {
    const w = this.valueShare;
    if (w === 0) {
      this.rollout.evaluate(state, values);
      return;
    }
    // The network first: the rollout plays the state forward.
    this.network.evaluate(state, values);
    if (w === 1) return;
    if (this.rolled.length !== values.length) this.rolled = new Float64Array(values.length);
    this.rollout.evaluate(state, this.rolled);
    for (let p = 0; p < values.length; p++) values[p] = w * values[p]! + (1 - w) * this.rolled[p]!;
  }

  prior(state: GameState, ids: Int32Array, n: number, out: Float64Array): void {
    this.network.prior!(state, ids, n, out);
    spreadEvenly(out, n, this.priorWeight);
  }
}

/** Keeps `weight` of the prior out[0..n) and spreads the rest evenly over the n actions. */
function spreadEvenly(out: Float64Array, n: number, weight: number): void {
  const even = (1 - weight) / n;
  for (let i = 0; i < n; i++) out[i] = weight * out[i]! + even;
}

/**
 * The evaluator an MCTS spec asks for: `rollout` random or heuristic up to `cutoff` plies, or
 * none (the game's evaluation at the leaf); with `priorWeight` (the heuristic prior), that
 * valuation behind a HeuristicPrior.
 */
export function evaluatorFor(game: GameDefinition, rng: Rng, rollout: 'random' | 'heuristic' | 'none', cutoff: number, priorWeight?: number): Evaluator {
  const values = rollout === 'none' ? new GameEvaluation(game) : new Rollout(game, rng, rollout, cutoff);
  return priorWeight === undefined ? values : new HeuristicPrior(game, rng, values, priorWeight);
}
