// Training samples gathered while matches are played (self-play and the heuristic warm start):
// one per decision, the mover's observation and a policy target over its legal actions; once
// the match is over, each of its decisions gets every seat's result counted from its mover,
// mixed, with weight `searchWeight`, with the search's own value of that position where the
// decision gave one (a target less noisy than one match's result, but only as good as the search).

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
  /** The match in progress: each sample's search values by seat (players numbers), or NaN where it had none. */
  private searched: number[] = [];
  private readonly result: Float64Array;

  constructor(
    private readonly players: number,
    private readonly input: number,
    private readonly searchWeight = 0,
  ) {
    this.result = new Float64Array(players);
  }

  /**
   * A decision: `observation` as its mover saw it, each legal action's target share (share[k] for
   * legal[k]), and the search's value of the position for each seat, if it gave one.
   */
  add(mover: number, observation: Float32Array, legal: Int32Array, n: number, share: Float64Array, searched?: Float64Array): void {
    this.obs.push(observation);
    this.movers.push(mover);
    for (let k = 0; k < this.players; k++) this.searched.push(searched ? searched[k]! : NaN);
    for (let k = 0; k < n; k++) {
      this.ids.push(legal[k]!);
      this.shares.push(share[k]!);
    }
    this.start.push(this.ids.length);
  }

  /** The match is over: its decisions get their value targets. */
  endMatch(state: GameState): void {
    terminalValues(state, this.result);
    const w = this.searchWeight;
    const players = this.players;
    this.movers.forEach((p, i) => {
      for (let k = 0; k < players; k++) {
        const seat = (p + k) % players;
        const searched = this.searched[i * players + seat]!;
        const result = this.result[seat]!;
        this.values.push(w === 0 || Number.isNaN(searched) ? result : (1 - w) * result + w * searched);
      }
    });
    this.movers = [];
    this.searched = [];
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
