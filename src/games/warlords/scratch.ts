// Warlords' per-match scratch (core/match-scratch.ts): the arrays its rules fill and read within
// one call. Each is passed to the function that fills it, so no rule reads another's leftovers.

import { DefMarks, MatchScratch } from '../../core/match-scratch.js';
import { MAX_DEFS } from './card-schema.js';
import { CELLS, DIRS } from './ids.js';

export class WarlordsScratch extends MatchScratch {
  /** A pile's distinct definitions, ascending (piles.ts distinctDefs), and the marks that keep them distinct. */
  readonly defs = new Int32Array(MAX_DEFS);
  readonly defMarks = new DefMarks(MAX_DEFS);
  /** The deciding player's troop cells: for skills, equipping and answers (play.ts), and for troop activations (combat.ts). */
  readonly playTroops = new Int8Array(CELLS);
  readonly tacticsTroops = new Int8Array(CELLS);
  /** reachable()'s distance of each space from the moving troop, and its search queue. */
  readonly dist = new Int8Array(CELLS);
  readonly queue = new Int8Array(CELLS);
  /** resolveCombat's ATK of each striker, read before any damage is dealt. */
  readonly strikerAtk = new Int32Array(DIRS);
}
