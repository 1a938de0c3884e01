// Finished states a game keeps so that newMatch can reuse them (GameDefinition.releaseState):
// making a state equal to a blank or a set-up template costs a fraction of constructing one.

import type { GameState } from './game.js';

/** Released states kept per pool; more are left to the collector. */
const MAX_KEPT = 4;

export class StatePool<S extends GameState> {
  private readonly free: S[] = [];
  /** The blank state (as constructed, no set-up) a reused one is reset to; made on first use. */
  private blankState: S | null = null;

  constructor(private readonly makeBlank: () => S) {}

  /** A released state, or undefined when none is kept. */
  take(): S | undefined {
    return this.free.pop();
  }

  get blank(): S {
    return (this.blankState ??= this.makeBlank());
  }

  /** GameDefinition.releaseState: keeps `s` for a later take(). */
  give(s: S): void {
    if (this.free.includes(s)) throw new Error('releaseState: this state was released already');
    s.setEventSink(null);
    if (this.free.length < MAX_KEPT) this.free.push(s);
  }
}
