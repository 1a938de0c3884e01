// How search values a position it stops at. MCTS asks an Evaluator for each leaf: random
// rollouts, heuristic rollouts, the game's own evaluation and (later) a trained network are
// implementations, so a new way of valuing positions plugs in without touching the search.

import type { GameState } from './game.js';

export interface Evaluator {
  /**
   * Writes each player's value of `state` into `values` (values[p]: p's expected share of the
   * win, in [0, 1]). `state` is the search's scratch copy: a rollout may play it forward.
   */
  evaluate(state: GameState, values: Float64Array): void;
  /**
   * Optional: a prior over the legal actions ids[0..n) of `state` into out[0..n) (non-negative,
   * summing to 1), which the search uses to rank moves it has not tried (PUCT). Called when a
   * node gets new edges: at a leaf just before evaluate on the same position, and also at inner
   * nodes a new determinization gave new actions (then evaluate comes later, elsewhere).
   */
  prior?(state: GameState, ids: Int32Array, n: number, out: Float64Array): void;
}

/** Win shares from a finished state's returns, scaled from the variant's return bounds to [0, 1]. */
export function terminalValues(state: GameState, values: Float64Array): void {
  const r = state.returns();
  const [lo, hi] = state.facts.returnBounds;
  for (let p = 0; p < values.length; p++) values[p] = (r[p]! - lo) / (hi - lo);
}
