// Warsong's observation (view.ts) for the neural agents: the board turned to the viewer, positions
// as well as directions, so a seat's own side always looks the same; which way the viewer faces;
// and what a pending question is about (its card and cell, and the other side of an attack).

import { describe, expect, it } from 'vitest';
import { FRAMES } from '../../../src/games/warsong/frames.js';
import { WORLD_WAR } from '../../../src/games/warsong/geometry.js';
import type { WarsongState } from '../../../src/games/warsong/state.js';
import { OBS_CELL, OBS_HAND, OBS_HAND_SLOTS, OBS_PLAYER, OBS_QUESTIONS, OBS_SEATS, observationShape, turnedBoard } from '../../../src/games/warsong/view.js';
import { answer, cellOf, id, place, question, scenario } from './scenario.js';

/** Where a cell's block (OBS_CELL numbers) starts in the picture at position k. */
const cellAt = (k: number): number => k * OBS_CELL;
/** The start of the block named `name` in the observation. */
function blockStart(s: WarsongState, name: string): number {
  let at = 0;
  for (const part of observationShape(s.geo)) {
    if (part.name === name) return at;
    at += part.shape.reduce((a, b) => a * b, 1);
  }
  throw new Error(`no block ${name}`);
}

function observe(s: WarsongState, p: number): Float32Array {
  const out = new Float32Array(s.facts.observationLength);
  s.observe(p, out);
  return out;
}

/** The picture position of board cell `x` for seat p. */
function positionOf(s: WarsongState, p: number, x: number): number {
  return Array.from(turnedBoard(s.geo).subarray(p * s.geo.cells, (p + 1) * s.geo.cells)).indexOf(x);
}

describe('Warsong observation: the board turned to the viewer', () => {
  it('Standard Match: P1 (facing north) sees the board as it is, P2 (facing south) turned half round; each sees its own card at the bottom of its picture', () => {
    // P1's card on its back row at a5, P2's on its back row at d1: mirror images of each other.
    const s = scenario({ board: [{ card: 'Foe Packrunner', at: 'a5', owner: 0 }, { card: 'Foe Packrunner', at: 'd1', owner: 1 }], hands: [[], []] });
    const cells = s.geo.cells;
    expect(positionOf(s, 0, cellOf(s, 'a5'))).toBe(cellOf(s, 'a5'));
    expect(positionOf(s, 1, cellOf(s, 'd1'))).toBe(cells - 1 - cellOf(s, 'd1'));
    // Both seats see their own card (owner slot 0) at the bottom-left of the picture and the
    // other's at the top-right: the pictures are the same, so are the board blocks.
    const board = (o: Float32Array) => Array.from(o.subarray(0, cells * OBS_CELL));
    expect(board(observe(s, 1))).toEqual(board(observe(s, 0)));
    const bottomLeft = cellAt(cellOf(s, 'a5'));
    expect(observe(s, 0)[bottomLeft + 1]).toBe(1);
    expect(observe(s, 1)[bottomLeft + 1]).toBe(1);
  });

  it('the observation says which way the viewer faces, since actions name the board\'s own cells', () => {
    const s = scenario({ board: [], hands: [[], []] });
    const at = blockStart(s, 'scalars') + 2;
    expect(Array.from(observe(s, 0).subarray(at, at + 4))).toEqual([1, 0, 0, 0]);
    expect(Array.from(observe(s, 1).subarray(at, at + 4))).toEqual([0, 0, 1, 0]);
  });

  it('World War Match: each seat\'s picture is a quarter turn from the next, its own edge at the bottom', () => {
    const turned = turnedBoard(WORLD_WAR);
    const cells = WORLD_WAR.cells;
    for (let p = 0; p < 4; p++) {
      const picture = Array.from(turned.subarray(p * cells, (p + 1) * cells));
      // A permutation of the board's cells...
      expect([...picture].sort((a, b) => a - b)).toEqual(Array.from({ length: cells }, (_, x) => x));
      // ...whose bottom row is the seat's back row (depth 0) and top row the far edge.
      for (let c = 0; c < 5; c++) {
        expect(WORLD_WAR.depth[p * cells + picture[20 + c]!]).toBe(0);
        expect(WORLD_WAR.depth[p * cells + picture[c]!]).toBe(4);
      }
    }
    // Seat 1 sits on the left edge facing east, north on its left hand: its picture's bottom-left
    // is the board's top-left corner (a1), its bottom-right the bottom-left corner (a5).
    expect(turned[cells + 20]).toBe(WORLD_WAR.at(0, 0));
    expect(turned[cells + 24]).toBe(WORLD_WAR.at(4, 0));
  });
});

describe('Warsong observation: what the pending question is about', () => {
  const SUBJECT = 47;
  const OTHER = 48;

  it("an attack-type question marks the attacker's cell as its subject and the defender's as the other card, and gives the attacker's card", () => {
    // Diagonal attack: the Halberdier at b4 attacks the Warsinger at c3 and must declare a type.
    const s = scenario({ board: [{ card: 'Clan Dýr Warsinger', at: 'c3', owner: 1 }], hands: [['Northbourne Halberdier'], []] });
    place(s, 'Northbourne Halberdier', 'b4');
    expect(question(s)).toBe(FRAMES.kind.attackerType);
    const o = observe(s, 0);
    const marked = (feature: number) => Array.from({ length: s.geo.cells }, (_, k) => k).filter((k) => o[cellAt(k) + feature] === 1);
    expect(marked(SUBJECT)).toEqual([cellOf(s, 'b4')]);
    expect(marked(OTHER)).toEqual([cellOf(s, 'c3')]);
    // The subject block: the Halberdier's definition (present, and its valor as on a hand slot).
    const subject = blockStart(s, 'subject');
    expect(subject).toBe(s.geo.cells * OBS_CELL + OBS_HAND_SLOTS * OBS_HAND + OBS_SEATS * OBS_PLAYER + OBS_QUESTIONS);
    expect(o[subject]).toBe(1);
    expect(o[subject + 33]).toBeCloseTo(s.defs.valor[id('Northbourne Halberdier')]! / 10, 6);
    // The defender's seat sees the same attack from its side: the cells turned, the roles kept.
    const seen = observe(s, 1);
    expect(seen[cellAt(positionOf(s, 1, cellOf(s, 'b4'))) + SUBJECT]).toBe(1);
    expect(seen[cellAt(positionOf(s, 1, cellOf(s, 'c3'))) + OTHER]).toBe(1);
    // Once the attacker has answered, the defender's question is about the defender.
    answer(s, legalTypeAnswer(s));
    expect(question(s)).toBe(FRAMES.kind.defenderType);
    const d = observe(s, 1);
    expect(d[cellAt(positionOf(s, 1, cellOf(s, 'c3'))) + SUBJECT]).toBe(1);
    expect(d[cellAt(positionOf(s, 1, cellOf(s, 'b4'))) + OTHER]).toBe(1);
  });

  it('a Ferocious move is about the card that moves; with no question pending nothing is marked and the subject block is empty', () => {
    const s = scenario({
      board: [
        { card: 'Foe Packrunner', at: 'b3', owner: 1 },
        { card: 'Goblin Scrapper', at: 'b2', owner: 1, facing: 'N' },
      ],
      hands: [['Wild Boar'], []],
    });
    const before = observe(s, 0);
    for (let k = 0; k < s.geo.cells; k++) expect([before[cellAt(k) + SUBJECT], before[cellAt(k) + OTHER]]).toEqual([0, 0]);
    const subject = blockStart(s, 'subject');
    expect(Array.from(before.subarray(subject, subject + OBS_HAND)).every((v) => v === 0)).toBe(true);
    place(s, 'Wild Boar', 'b4');
    expect(question(s)).toBe(FRAMES.kind.ferocious);
    const o = observe(s, 0);
    expect(o[cellAt(cellOf(s, 'b4')) + SUBJECT]).toBe(1);
    expect(o[subject]).toBe(1);
  });
});

/** The first legal answer to the attack-type question (the tests do not care which type). */
function legalTypeAnswer(s: WarsongState): number {
  const buf = new Int32Array(s.facts.numDistinctActions);
  s.legalActions(buf);
  return buf[0]! - s.answerBase;
}
