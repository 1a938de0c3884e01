// The network as an MCTS Evaluator: the value head values a leaf for every seat, the policy
// head gives the prior over the legal actions that switches the search to PUCT. It reads only
// the observation of the player to move in the state it is given (a determinization, in search).

import type { Evaluator } from '../../src/core/evaluator.js';
import { terminalValues } from '../../src/core/evaluator.js';
import type { GameDefinition, GameState } from '../../src/core/game.js';
import { modelFor } from './model-cache.js';
import type { Network } from './network.js';
import { softmax } from './network.js';

export class NeuralEvaluator implements Evaluator {
  private readonly observation: Float32Array;
  private readonly seats: Float64Array;
  private readonly logits: Float64Array;
  /** The state prior() last ran the network on, and its decision count: evaluate() reuses that run when given the same position. */
  private valuedState: GameState | null = null;
  private valuedAt = -1;

  constructor(readonly network: Network) {
    this.observation = new Float32Array(network.shape.input);
    this.seats = new Float64Array(network.shape.players);
    this.logits = new Float64Array(network.shape.actions);
  }

  evaluate(state: GameState, values: Float64Array): void {
    const ranAlready = state === this.valuedState && state.decisions() === this.valuedAt;
    this.valuedState = null;
    if (state.isTerminal()) {
      terminalValues(state, values);
      return;
    }
    const me = state.currentPlayer();
    if (!ranAlready) {
      state.observe(me, this.observation);
      this.network.evaluate(this.observation, this.seats);
    }
    const players = values.length;
    for (let k = 0; k < players; k++) values[(me + k) % players] = this.seats[k]!;
  }

  prior(state: GameState, ids: Int32Array, n: number, out: Float64Array): void {
    state.observe(state.currentPlayer(), this.observation);
    this.network.evaluate(this.observation, this.seats, ids, n, this.logits);
    softmax(this.logits, n, out);
    this.valuedState = state;
    this.valuedAt = state.decisions();
  }
}

/**
 * The model in a folder as an Evaluator for a search built before the variant is known (agents
 * are made per match, the variant comes with the first state): the model is fetched on the
 * first call, from the thread's cache.
 */
export class ModelEvaluator implements Evaluator {
  private inner: NeuralEvaluator | null = null;

  constructor(
    private readonly dir: string,
    private readonly game: GameDefinition,
  ) {}

  private network(state: GameState): NeuralEvaluator {
    this.inner ??= new NeuralEvaluator(modelFor(this.dir, this.game, state.facts).network);
    return this.inner;
  }

  evaluate(state: GameState, values: Float64Array): void {
    this.network(state).evaluate(state, values);
  }

  prior(state: GameState, ids: Int32Array, n: number, out: Float64Array): void {
    this.network(state).prior(state, ids, n, out);
  }
}
