// WTactics scenarios for the rule tests: a position built from plain data
// (src/games/wtactics/position.ts), then act and expect.

import { expect } from 'vitest';
import type { WtCardSet } from '../../../src/games/wtactics/card-tables.js';
import { wtactics } from '../../../src/games/wtactics/game.js';
import { A_PASS, A_PLAY, cellOf, FRONTS, NO_TARGET, NUM_ACTIONS, TARGETS_PER_PLAY } from '../../../src/games/wtactics/ids.js';
import type { WtPosition } from '../../../src/games/wtactics/position.js';
import { stateFromPosition } from '../../../src/games/wtactics/position.js';
import type { WtState } from '../../../src/games/wtactics/state.js';
import { cardsOf } from '../../../src/core/facets.js';

export const set = cardsOf(wtactics).defaultSet() as WtCardSet;

export function def(name: string): number {
  const c = set.cards.find((x) => x.name === name);
  if (!c) throw new Error(`no card ${name}`);
  return c.id;
}

export { cellOf, NO_TARGET };

export class Scenario {
  readonly s: WtState;
  private readonly buf = new Int32Array(NUM_ACTIONS);

  constructor(position: WtPosition) {
    this.s = stateFromPosition(position, set);
  }
  legal(): number[] {
    const n = this.s.legalActions(this.buf);
    return Array.from(this.buf.subarray(0, n));
  }
  isLegal(a: number): boolean {
    return this.legal().includes(a);
  }
  act(a: number): this {
    expect(this.legal(), `${this.s.describeAction(a)} should be legal`).toContain(a);
    this.s.apply(a);
    expect(this.s.cards.checkIntegrity()).toBeNull();
    return this;
  }
  playId(name: string, target = NO_TARGET): number {
    return A_PLAY + def(name) * TARGETS_PER_PLAY + target;
  }
  play(name: string, target = NO_TARGET): this {
    return this.act(this.playId(name, target));
  }
  /** Everyone passes while a response window is open. */
  passAll(): this {
    for (let i = 0; i < 20 && this.s.windows.isOpen(this.s.stack); i++) this.act(A_PASS);
    return this;
  }
  /** The creature in player p's front, place k. */
  at(p: number, front: number, k = 0): number {
    return this.s.cards.cell(FRONTS, cellOf(p, front, k));
  }
}
