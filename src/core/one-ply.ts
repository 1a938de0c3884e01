// The one-ply look that the greedy agent and the games' hand-written policies share: try every
// candidate action on a copy of the (determinized) state, value what it leaves, keep the best.
// The copies and action buffers it hands out belong to the caller that made the OnePly (an
// agent, a search's rollout policy), never to a module, so two agents never share scratch.

import type { BaseState } from './base-state.js';
import type { GameState } from './game.js';
import { reseedAllStreams } from './hidden.js';
import type { Rng } from './rng.js';

/** Values closer than this to the best are equal (the evaluations are shares in [0, 1] or scores). */
const EQUAL = 1e-9;

/**
 * Scratch for one-ply choices, by level: best() runs the values of its candidates one level
 * deeper, so a value that looks ahead with best() again (a policy playing its own turn on)
 * gets copies and buffers of its own. A level's copy and buffer are overwritten by the next
 * copy() or ids() at that level.
 */
export class OnePly {
  private readonly buffers: Int32Array[] = [];
  private readonly trials: (GameState | undefined)[] = [];
  /** The random streams' words before applyNoting's action. */
  private words = new Int32Array(0);
  private level = 0;

  /** @param maxActions the longest legal-action list of the game (its numDistinctActions) */
  constructor(private readonly maxActions: number) {}

  /** This level's legal-action buffer: the caller's until it hands it to best(). */
  ids(): Int32Array {
    return (this.buffers[this.level] ??= new Int32Array(this.maxActions));
  }

  /** An exact copy of `state`, made on this level's scratch state. */
  copy<S extends GameState>(state: S): S {
    const s = state.clone(this.trials[this.level]) as S;
    this.trials[this.level] = s;
    return s;
  }

  /**
   * A copy whose random streams are drawn afresh from `rng`: the dice and shuffles to come are
   * the deciding player's guess, not the determinization's (which may not know them either).
   */
  reseeded<S extends BaseState>(state: S, rng: Rng): S {
    const s = this.copy(state);
    reseedAllStreams(s.rng, rng);
    return s;
  }

  /** Applies `action` to `s`; true when it drew on s's random streams (dice, a shuffle). */
  applyNoting(s: BaseState, action: number): boolean {
    const words = s.rng.words;
    if (this.words.length !== words.length) this.words = new Int32Array(words.length);
    this.words.set(words);
    s.apply(action);
    for (let i = 0; i < words.length; i++) if (words[i] !== this.words[i]) return true;
    return false;
  }

  /** f() run one level deeper, as best() runs values: its copies and buffers leave this level's alone. */
  deeper(f: () => number): number {
    this.level++;
    try {
      return f();
    } finally {
      this.level--;
    }
  }

  /**
   * The action of ids[0..n) with the highest value, or `fallback` when none beats `floor`.
   * Equal values go to the earlier action, or, given `ties`, to one drawn uniformly.
   * value() may return -Infinity for an action not to be taken.
   */
  best(ids: Int32Array, n: number, value: (action: number) => number, ties: Rng | null = null, fallback = ids[0]!, floor = -Infinity): number {
    let best = fallback;
    let bestValue = floor;
    let equal = 0;
    this.level++;
    try {
      for (let i = 0; i < n; i++) {
        const a = ids[i]!;
        const v = value(a);
        if (v > bestValue + EQUAL) {
          bestValue = v;
          best = a;
          equal = 1;
        } else if (ties !== null && Math.abs(v - bestValue) <= EQUAL && ties.below(++equal) === 0) best = a;
      }
    } finally {
      this.level--;
    }
    return best;
  }
}
