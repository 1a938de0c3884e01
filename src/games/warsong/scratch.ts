// Warsong's per-match scratch (core/match-scratch.ts): the arrays its rules fill and read within
// one call. Each is passed to the function that fills it, so no rule reads another's leftovers.

import { MatchScratch } from '../../core/match-scratch.js';
import { OBS_HAND_SLOTS } from './view.js';

/** Cards around a card: at most eight spaces, some of them a Large card's two. */
const AROUND = 16;

export class WarsongScratch extends MatchScratch {
  /** The cards Fetid Gob's stench flips a coin for (placement.ts). */
  readonly stenchTargets = new Int32Array(AROUND);
  /** Bushido's candidates, as cells (attack.ts bushidoCandidates). */
  readonly bushidoCells = new Int32Array(AROUND);
  /** The cards a Duelist sends back to hand (attack.ts duel). */
  readonly duelReturned = new Int32Array(AROUND);
  /** The observer's hand definitions, sorted (view.ts observeState). */
  readonly handDefs = new Int32Array(OBS_HAND_SLOTS);
}
