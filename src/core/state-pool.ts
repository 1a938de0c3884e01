// Finished states a game keeps so that newMatch can reuse them (GameDefinition.releaseState):
// making a state equal to a blank or a set-up template costs a fraction of constructing one.

import type { BaseState } from './base-state.js';

/** Released states kept per pool; more are left to the collector. */
const MAX_KEPT = 4;

export class StatePool<S extends BaseState> {
  private readonly free: S[] = [];
  /** The blank state (as constructed, no set-up) a reused one is reset to; made on first use. */
  private blankState: S | null = null;

  constructor(private readonly makeBlank: () => S) {}

  /**
   * A state equal to `from` (by default the blank state) with every stream seeded by `seed`, as
   * a new match starts: a released state overwritten (clone(into)) when one is kept, else a copy.
   */
  fresh(seed: number, from: S = this.blank): S {
    const s = from.clone(this.free.pop()) as S;
    s.rng.seedAll(seed);
    return s;
  }

  private get blank(): S {
    return (this.blankState ??= this.makeBlank());
  }

  /** GameDefinition.releaseState: keeps `s` for a later take(). */
  give(s: S): void {
    if (this.free.includes(s)) throw new Error('releaseState: this state was released already');
    s.setEventSink(null);
    if (this.free.length < MAX_KEPT) this.free.push(s);
  }
}
