// Hex geometry of a scenario's map, precomputed once into typed arrays the rules read: each
// hex's six neighbours, distances, the side one hex lies on from another, Vision Arcs, the two
// lines a Line of Sight may follow, 3-hex templates, terrain, deployment zones and objectives.
//
// Hexes are pointy-topped, in rows with odd rows shifted half a hex right; cell = row * COLS +
// column. Directions (hex sides) are numbered counter-clockwise from east: 0 E, 1 NE, 2 NW,
// 3 W, 4 SW, 5 SE; side d + 3 is opposite side d. A unit's facing is one of these sides.

import { getOrMake } from '../../core/get-or-make.js';
import type { Scenario } from './scenarios.js';
import { CELLS, COLS, ROWS, TERRAIN_CHARS } from './scenarios.js';

export const DIRECTIONS = 6;
/** Hexes a line of sight passes between its two ends, at most. */
export const LINE_WIDTH = 16;
const AXIAL_STEPS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];
const SQRT3 = Math.sqrt(3);

export interface Geometry {
  readonly scenario: Scenario;
  /** neighbour[cell * 6 + d]: the hex across side d, or -1 off the map. */
  readonly neighbour: Int16Array;
  /** distance[a * CELLS + b] in hexes. */
  readonly distance: Uint8Array;
  /** side[a * CELLS + b]: the side of a whose direction is nearest to b (b !== a). */
  readonly side: Int8Array;
  /** vision[(a * 6 + facing) * CELLS + b]: 1 when b lies in the Vision Arc of a unit at a with that facing. */
  readonly vision: Uint8Array;
  /** line[((a * CELLS + b) * 2 + k) * LINE_WIDTH + i]: the hexes strictly between a and b on line k, -1 padded. */
  readonly line: Int16Array;
  /** Terrain keyword bits of each hex at the start of a match. */
  readonly terrain: Int16Array;
  /** Deployment Zone of each player: deploy[p * CELLS + cell]. */
  readonly deploy: Uint8Array;
  /** The hexes of each player's Deployment Zone in ascending order: deployHexes[p]. */
  readonly deployHexes: readonly Int16Array[];
  /** Objective area index of each hex, or -1. */
  readonly objective: Int8Array;
  /** Hexes within one of the map's edge. */
  readonly edge: Uint8Array;
  /** Distance from each hex to the nearest hex of an Objective Area. */
  readonly objectiveDistance: Uint8Array;
}

function axial(cell: number): [number, number] {
  const col = cell % COLS;
  const row = (cell - col) / COLS;
  return [col - (row - (row & 1)) / 2, row];
}

function cellOfAxial(q: number, r: number): number {
  if (r < 0 || r >= ROWS) return -1;
  const col = q + (r - (r & 1)) / 2;
  return col < 0 || col >= COLS ? -1 : r * COLS + col;
}

function pixel(cell: number): [number, number] {
  const [q, r] = axial(cell);
  return [SQRT3 * (q + r / 2), 1.5 * r];
}

function cubeRound(x: number, z: number): [number, number] {
  const y = -x - z;
  let rx = Math.round(x);
  let rz = Math.round(z);
  const ry = Math.round(y);
  const dx = Math.abs(rx - x);
  const dy = Math.abs(ry - y);
  const dz = Math.abs(rz - z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (!(dy > dz)) rz = -rx - ry;
  return [rx, rz];
}

function build(scenario: Scenario): Geometry {
  const neighbour = new Int16Array(CELLS * 6);
  const distance = new Uint8Array(CELLS * CELLS);
  const side = new Int8Array(CELLS * CELLS);
  const vision = new Uint8Array(CELLS * 6 * CELLS);
  const line = new Int16Array(CELLS * CELLS * 2 * LINE_WIDTH).fill(-1);
  for (let c = 0; c < CELLS; c++) {
    const [q, r] = axial(c);
    for (let d = 0; d < 6; d++) neighbour[c * 6 + d] = cellOfAxial(q + AXIAL_STEPS[d]![0], r + AXIAL_STEPS[d]![1]);
  }
  const dirVec = AXIAL_STEPS.map(([dq, dr]) => [SQRT3 * (dq + dr / 2), 1.5 * dr] as const);
  for (let a = 0; a < CELLS; a++) {
    const [qa, ra] = axial(a);
    const [xa, ya] = pixel(a);
    for (let b = 0; b < CELLS; b++) {
      const [qb, rb] = axial(b);
      const n = (Math.abs(qa - qb) + Math.abs(ra - rb) + Math.abs(qa + ra - qb - rb)) / 2;
      distance[a * CELLS + b] = n;
      const [xb, yb] = pixel(b);
      let best = 0;
      let bestDot = -Infinity;
      for (let d = 0; d < 6; d++) {
        const dot = (xb - xa) * dirVec[d]![0] + (yb - ya) * dirVec[d]![1];
        if (dot > bestDot) {
          bestDot = dot;
          best = d;
        }
        if (a !== b && dot > 1e-6) vision[(a * 6 + d) * CELLS + b] = 1;
      }
      side[a * CELLS + b] = best;
      // Two lines nudged to either side of the centre line: LoS from corner to corners holds when one is clear.
      for (let k = 0; k < 2; k++) {
        const e = k === 0 ? 1e-4 : -1e-4;
        let w = 0;
        for (let i = 1; i < n; i++) {
          const t = i / n;
          const [rq, rr] = cubeRound(qa + e + (qb - qa) * t, ra + 2 * e + (rb - ra) * t);
          const c = cellOfAxial(rq, rr);
          if (c >= 0 && c !== a && c !== b && w < LINE_WIDTH) line[((a * CELLS + b) * 2 + k) * LINE_WIDTH + w++] = c;
        }
      }
    }
  }
  const terrain = new Int16Array(CELLS);
  const edge = new Uint8Array(CELLS);
  for (let c = 0; c < CELLS; c++) {
    const col = c % COLS;
    const row = (c - col) / COLS;
    terrain[c] = TERRAIN_CHARS[scenario.map[row]![col]!]!;
    edge[c] = col === 0 || row === 0 || col === COLS - 1 || row === ROWS - 1 ? 1 : 0;
  }
  const deploy = new Uint8Array(2 * CELLS);
  scenario.deployment.forEach((rows, p) => {
    for (const row of rows) for (let col = 0; col < COLS; col++) deploy[p * CELLS + row * COLS + col] = 1;
  });
  const deployHexes = [0, 1].map((p) => Int16Array.from(Array.from({ length: CELLS }, (_, h) => h).filter((h) => deploy[p * CELLS + h] === 1)));
  const objective = new Int8Array(CELLS).fill(-1);
  scenario.objectives.forEach((o, i) => {
    for (const [col, row] of o.hexes) objective[row * COLS + col] = i;
  });
  const objectiveDistance = new Uint8Array(CELLS).fill(255);
  for (let a = 0; a < CELLS; a++) for (let b = 0; b < CELLS; b++) if (objective[b]! >= 0) objectiveDistance[a] = Math.min(objectiveDistance[a]!, distance[a * CELLS + b]!);
  return { scenario, neighbour, distance, side, vision, line, terrain, deploy, deployHexes, objective, edge, objectiveDistance };
}

const built = new Map<string, Geometry>();

/** The geometry of a scenario, built on first use and shared (it is never written). */
export function geometryOf(scenario: Scenario): Geometry {
  return getOrMake(built, scenario.id, () => build(scenario));
}

/** The side of a hex that is `steps` sides clockwise (negative) or counter-clockwise from `d`. */
export function turn(d: number, steps: number): number {
  return (((d + steps) % 6) + 6) % 6;
}

/** Whether side `d` is one of the three sides of the Front Arc of a unit facing `facing`. */
export function inFrontArc(facing: number, d: number): boolean {
  const k = (d - facing + 6) % 6;
  return k === 0 || k === 1 || k === 5;
}

/** Whether side `d` is one of the three sides of the Rear Arc of a unit facing `facing`. */
export function inRearArc(facing: number, d: number): boolean {
  return !inFrontArc(facing, d);
}

export function hexName(cell: number): string {
  const col = cell % COLS;
  return `${String.fromCharCode(65 + col)}${(cell - col) / COLS + 1}`;
}
