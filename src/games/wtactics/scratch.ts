// WTactics' per-match scratch (core/match-scratch.ts): the arrays its rules fill and read within
// one call. Each is passed to the function that fills it, so no rule reads another's leftovers.

import { DefMarks, MatchScratch } from '../../core/match-scratch.js';
import { MAX_DEFS } from './card-schema.js';
import { CELLS, NUM_ACTIONS } from './ids.js';

/** What a player's cards need from the board (play.ts surveyBoard): filled and read within one cardPlays call. */
export class BoardSurvey {
  /** Zones (bits) where the player has an unassigned caster: what magic needs. */
  casterZones = 0;
  /** Zones (bits) with an unassigned unmarked creature of the player: what enchantments need. */
  readyZones = 0;
  /** Occupied creature cells, ascending, in cells[0..occupied). */
  readonly cells = new Int32Array(CELLS);
  occupied = 0;
}

export class WtScratch extends MatchScratch {
  /** A hand's distinct definitions, ascending (play.ts handDefs), and the marks that keep them distinct. */
  readonly handDefs = new Int32Array(MAX_DEFS);
  readonly defMarks = new DefMarks(MAX_DEFS);
  readonly survey = new BoardSurvey();
  /** Per equipment definition, a card of it on a carrier that could give it away (abilities.ts reassignActions). */
  readonly givers = new Int32Array(MAX_DEFS);
  /** The action lists of the state's automatic steps and window checks, of which only the count or first id is read. */
  readonly actions = new Int32Array(NUM_ACTIONS);
}
