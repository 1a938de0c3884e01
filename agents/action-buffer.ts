import type { GameDefinition } from '../src/core/game.js';
import { maxDistinctActions } from '../src/core/game.js';
import { getOrMake } from '../src/core/get-or-make.js';

/** A buffer large enough for any legal-action list of a game. */
export class ActionBuffer {
  readonly ids: Int32Array;
  constructor(game: GameDefinition) {
    this.ids = new Int32Array(maxDistinctActions(game));
  }
}

const shared = new WeakMap<GameDefinition, ActionBuffer>();

/**
 * One buffer per game and thread, for agents that use it only inside chooseAction and call no
 * other agent meanwhile (random, greedy, heuristic). Agents are built per match, and a fresh
 * 27 KB buffer per agent per match was a measurable share of the garbage collector's work.
 */
export function sharedActionBuffer(game: GameDefinition): ActionBuffer {
  return getOrMake(shared, game, () => new ActionBuffer(game));
}
