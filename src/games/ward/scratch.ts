// Ward's per-match scratch (core/match-scratch.ts): the arrays its rules fill and read within one
// call. Each is passed to the function that fills it, so no rule reads another's leftovers.

import { DefMarks, MatchScratch } from '../../core/match-scratch.js';
import { MAX_DEFS } from './card-schema.js';

export class WardScratch extends MatchScratch {
  /** A pile's distinct definitions, ascending (hand.ts distinctDefs), and the marks that keep them distinct. */
  readonly defs = new Int32Array(MAX_DEFS);
  readonly defMarks = new DefMarks(MAX_DEFS);
  /** Hand creatures sorted by definition (summon.ts handCreatures). */
  readonly handCreatures: Int32Array;
  /** The definitions sacrificeActions has offered in its current pass (summon.ts). */
  readonly sacrificeMarks = new DefMarks(MAX_DEFS);

  constructor(cards: number) {
    super(cards);
    this.handCreatures = new Int32Array(cards);
  }
}
