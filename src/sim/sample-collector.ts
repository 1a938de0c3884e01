// Training samples gathered while matches are played (self-play and the heuristic warm start):
// one per decision, the mover's observation and a policy target over its legal actions; once
// the match is over, each of its decisions gets every seat's result counted from its mover.

import type { Samples } from '../../agents/neural/trainer.js';
import { terminalValues } from '../core/evaluator.js';
import type { GameState } from '../core/game.js';

export class SampleCollector {
  private readonly obs: Float32Array[] = [];
  private readonly values: number[] = [];
  private readonly start: number[] = [0];
  private readonly ids: number[] = [];
  private readonly shares: number[] = [];
  /** The movers of the match in progress, one per sample. */
  private movers: number[] = [];
  private readonly result: Float64Array;

  constructor(
    private readonly players: number,
    private readonly input: number,
  ) {
    this.result = new Float64Array(players);
  }

  /** A decision: `observation` as its mover saw it, and each legal action's target share (share[k] for legal[k]). */
  add(mover: number, observation: Float32Array, legal: Int32Array, n: number, share: Float64Array): void {
    this.obs.push(observation);
    this.movers.push(mover);
    for (let k = 0; k < n; k++) {
      this.ids.push(legal[k]!);
      this.shares.push(share[k]!);
    }
    this.start.push(this.ids.length);
  }

  /** The match is over: its decisions get their value targets. */
  endMatch(state: GameState): void {
    terminalValues(state, this.result);
    for (const p of this.movers) for (let k = 0; k < this.players; k++) this.values.push(this.result[(p + k) % this.players]!);
    this.movers = [];
  }

  samples(): Samples {
    const observations = new Float32Array(this.obs.length * this.input);
    this.obs.forEach((o, k) => observations.set(o, k * this.input));
    return {
      count: this.obs.length,
      observations,
      values: Float32Array.from(this.values),
      policyStart: Int32Array.from(this.start),
      policyIds: Int32Array.from(this.ids),
      policyShares: Float32Array.from(this.shares),
    };
  }
}
