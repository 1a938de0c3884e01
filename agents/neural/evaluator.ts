// The network as an MCTS Evaluator: the value head values a leaf for every seat, the policy
// head gives the prior over the legal actions that switches the search to PUCT. It reads only
// the observation of the player to move in the state it is given (a determinization, in search).

import type { Evaluator } from '../../src/core/evaluator.js';
import { terminalValues } from '../../src/core/evaluator.js';
import type { GameState } from '../../src/core/game.js';
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
