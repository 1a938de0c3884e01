import type { GameDefinition } from '../src/core/game.js';

/** A preallocated buffer large enough for any legal-action list of a game. */
export class ActionBuffer {
  readonly ids: Int32Array;
  constructor(game: GameDefinition) {
    let max = 1;
    for (const v of game.variants) max = Math.max(max, v.numDistinctActions);
    this.ids = new Int32Array(max);
  }
}
