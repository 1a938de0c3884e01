// Gloom of Gods' per-match scratch (core/match-scratch.ts): the arrays its rules fill and read
// within one call. Each is passed to the function that fills it, so no rule reads another's leftovers.

import { MatchScratch } from '../../core/match-scratch.js';
import { NUM_ACTIONS } from './ids.js';
import { CELLS } from './scenarios.js';

export class GloomScratch extends MatchScratch {
  /** Action lists of which only the count is read (whether a reroll or a reaction is open to a player). */
  readonly actions = new Int32Array(NUM_ACTIONS);
  /** Per hex, for a caster listing its spells: 1 in sight, 2 not, 0 not yet known (magic.ts castActions). */
  readonly sightMemo = new Uint8Array(CELLS);
  /** The hexes of a spell's area (magic.ts areaHexes). */
  readonly area = new Int16Array(7);
}
