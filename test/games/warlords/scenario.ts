// Warlords scenarios for the rule tests: a position built step by step
// (src/games/warlords/position.ts), then act and expect.

import { expect } from 'vitest';
import type { WarlordsCardSet } from '../../../src/games/warlords/card-tables.js';
import { warlords } from '../../../src/games/warlords/game.js';
import { A_ATTACK, A_MOVE, A_PLAY, A_STRIKE, CELLS, NO_TARGET, NUM_ACTIONS, PH_TACTICS, TARGETS_PER_DEF } from '../../../src/games/warlords/ids.js';
import { CARD_FIELDS } from '../../../src/games/warlords/layout.js';
import { cellOf, WarlordsPositionBuilder } from '../../../src/games/warlords/position.js';
import type { WarlordsState } from '../../../src/games/warlords/state.js';
import { cardsOf } from '../../../src/core/facets.js';

export const set = cardsOf(warlords).defaultSet() as WarlordsCardSet;
export const P0 = 0;
export const P1 = 1;
export const N = 0;
export const E = 1;
export const S = 2;
export const W = 3;

export function def(name: string): number {
  const c = set.cards.find((x) => x.name === name);
  if (!c) throw new Error(`no card ${name}`);
  return c.id;
}

export const at = cellOf;

export class Scenario {
  readonly build: WarlordsPositionBuilder;
  readonly s: WarlordsState;
  private readonly buf = new Int32Array(NUM_ACTIONS);

  constructor(opts: { turn?: number; player?: number; phase?: number } = {}) {
    this.build = new WarlordsPositionBuilder(set);
    this.build.at(opts.turn ?? 5, opts.player ?? P0, opts.phase ?? PH_TACTICS);
    this.s = this.build.state;
  }

  troop(p: number, name: string, cell: string, opts: { damage?: number; exhausted?: boolean; summoned?: number } = {}): number {
    return this.build.troop(p, name, cell, opts);
  }
  legal(): number[] {
    const n = this.s.legalActions(this.buf);
    return Array.from(this.buf.subarray(0, n));
  }
  isLegal(a: number): boolean {
    return this.legal().includes(a);
  }
  act(a: number): void {
    expect(this.legal(), `${this.s.describeAction(a)} should be legal`).toContain(a);
    this.s.apply(a);
    expect(this.s.cards.checkIntegrity()).toBeNull();
  }
  moveId(from: string, to: string): number {
    return A_MOVE + at(from) * CELLS + at(to);
  }
  move(from: string, to: string): void {
    this.act(this.moveId(from, to));
  }
  attackId(cell: string, dir: number): number {
    return A_ATTACK + at(cell) * 5 + dir;
  }
  strikeId(cell: string): number {
    return A_STRIKE + at(cell);
  }
  playId(name: string, target: string | number = NO_TARGET): number {
    return A_PLAY + def(name) * TARGETS_PER_DEF + (typeof target === 'string' ? at(target) : target);
  }
  play(name: string, target: string | number = NO_TARGET): void {
    this.act(this.playId(name, target));
  }
  damage(c: number): number {
    return this.s.field(c, CARD_FIELDS.at.damage);
  }
  durability(c: number): number {
    return this.s.field(c, CARD_FIELDS.at.durability);
  }
  /** Plays `done`/passes/first choices until it is `p`'s turn in `phase` with nothing pending. */
  until(p: number, phase: number): void {
    for (let k = 0; k < 200 && !(this.s.turnPlayer() === p && this.s.phase() === phase && this.s.stack.length === 0); k++) {
      const legal = this.legal();
      this.s.apply(legal[0]!);
    }
    expect([this.s.turnPlayer(), this.s.phase()]).toEqual([p, phase]);
  }
}
