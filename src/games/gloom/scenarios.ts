// The scenarios as data (rulebook "Deployment Zone", "Objective Area", "Terrain hex"): each a
// 9 x 8 hex map (odd rows shifted half a hex right), its deployment rows and its objective
// areas with the Soulshards each scores at the end of a round. One variant per scenario. Each
// map is the same for both sides: turning it half a turn (column c, row r to 8 - c, 7 - r, an
// exact symmetry of this hex grid) maps its terrain, zones and objectives onto themselves.
//
// Map legend, one character per hex:
//   .  Open                     c  Cover (woods)             d  Dangerous (embers)
//   f  Difficult (marsh, river) e  Elusive (mist-marsh)      h  Elevated (hill)
//   W  Destructible [3] wall    r  Rubble                    i  No Charge [IN]
//   o  No Charge [OUT]          n  No Charge [IN, OUT]       s  Obscuring (smoke)
//   X  Obstructing (monolith)   S  Scary (bone field)        #  Impassable (chasm)

import * as V from './vocabulary.js';

export const COLS = 9;
export const ROWS = 8;
export const CELLS = COLS * ROWS;
/** Health of a Destructible wall. */
export const WALL_HEALTH = 3;

export interface ObjectiveArea {
  readonly name: string;
  /** [column, row] of each hex of the area. */
  readonly hexes: readonly (readonly [number, number])[];
  /** Soulshards its controller scores at the end of each round. */
  readonly soulshards: number;
}

export interface Scenario {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly map: readonly string[];
  /** Rows of each player's Deployment Zone. */
  readonly deployment: readonly [readonly number[], readonly number[]];
  readonly objectives: readonly ObjectiveArea[];
}

export const TERRAIN_CHARS: Readonly<Record<string, number>> = {
  '.': 0,
  c: V.TK_COVER,
  d: V.TK_DANGEROUS,
  f: V.TK_DIFFICULT,
  e: V.TK_ELUSIVE,
  h: V.TK_ELEVATED,
  W: V.TK_DESTRUCTIBLE | V.TK_OBSTRUCTING | V.TK_IMPASSABLE,
  r: V.TK_RUBBLE,
  i: V.TK_NO_CHARGE_IN,
  o: V.TK_NO_CHARGE_OUT,
  n: V.TK_NO_CHARGE_IN | V.TK_NO_CHARGE_OUT,
  s: V.TK_OBSCURING,
  X: V.TK_OBSTRUCTING,
  S: V.TK_SCARY,
  '#': V.TK_IMPASSABLE,
};

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'shattered-altar',
    name: 'Shattered Altar',
    description: 'three altars across an open field with woods, a wall, a bone field and a monolith',
    map: [
      '.........', //
      '.........',
      '.c.hfX.c.',
      'd.W...S..',
      '..S...W.d',
      '.c.Xfh.c.',
      '.........',
      '.........',
    ],
    deployment: [
      [0, 1],
      [6, 7],
    ],
    objectives: [
      { name: 'West Altar', hexes: [[1, 3], [1, 4]], soulshards: 1 },
      { name: 'High Altar', hexes: [[4, 3], [4, 4]], soulshards: 2 },
      { name: 'East Altar', hexes: [[7, 3], [7, 4]], soulshards: 1 },
    ],
  },
  {
    id: 'river-crossing',
    name: 'River Crossing',
    description: 'a river of difficult hexes with two fords, mist-marshes and a smoking bridgehead',
    map: [
      '.........', //
      '.e.h.....',
      '.i.sc..o.',
      'ff.fnff.f',
      'f.ffnf.ff',
      '.o..cs.i.',
      '.....h.e.',
      '.........',
    ],
    deployment: [
      [0, 1],
      [6, 7],
    ],
    objectives: [
      { name: 'West Ford', hexes: [[2, 3], [1, 4]], soulshards: 1 },
      { name: 'Bridgehead', hexes: [[4, 3], [4, 4]], soulshards: 2 },
      { name: 'East Ford', hexes: [[7, 3], [6, 4]], soulshards: 1 },
    ],
  },
  {
    id: 'ruined-temple',
    name: 'Ruined Temple',
    description: 'a temple of walls and rubble around a chasm, with a hill and incense smoke',
    map: [
      '.........', //
      '....e....',
      '.W.r.r.W.',
      '..s.#.h..',
      '..h.#.s..',
      '.W.r.r.W.',
      '....e....',
      '.........',
    ],
    deployment: [
      [0, 1],
      [6, 7],
    ],
    objectives: [
      { name: 'North Sanctum', hexes: [[3, 3], [5, 3]], soulshards: 1 },
      { name: 'South Sanctum', hexes: [[3, 4], [5, 4]], soulshards: 1 },
      { name: 'Temple Gate', hexes: [[0, 3], [0, 4], [8, 3], [8, 4]], soulshards: 1 },
    ],
  },
];
