// Gloom scenarios for the rule tests: a position (src/games/gloom/position.ts), then act and expect.

import { expect } from 'vitest';
import type { GloomCardSet } from '../../../src/games/gloom/card-tables.js';
import { gloom } from '../../../src/games/gloom/game.js';
import { geometryOf, hexName } from '../../../src/games/gloom/geometry.js';
import { NUM_ACTIONS, SLOTS } from '../../../src/games/gloom/ids.js';
import { CARD_FIELDS } from '../../../src/games/gloom/layout.js';
import type { GloomPosition, SidePosition } from '../../../src/games/gloom/position.js';
import { hexAt, stateFromPosition } from '../../../src/games/gloom/position.js';
import { SCENARIOS } from '../../../src/games/gloom/scenarios.js';
import type { GloomState } from '../../../src/games/gloom/state.js';
import { cardsOf } from '../../../src/core/facets.js';

export const set = cardsOf(gloom).defaultSet() as GloomCardSet;
export const F = CARD_FIELDS.at;
const geo = geometryOf(SCENARIOS[0]!);

/** The hex across side d of hex `name` ("E4"), by name. */
export function nb(name: string, d: number): string {
  const h = geo.neighbour[hexAt(name) * 6 + d]!;
  if (h < 0) throw new Error(`no hex across side ${d} of ${name}`);
  return hexName(h);
}

/** Unit index of player p's k-th unit (action ids name units by it). */
export const unit = (p: number, k: number): number => p * SLOTS + k;

export class Scenario {
  readonly s: GloomState;
  private readonly buf = new Int32Array(NUM_ACTIONS);

  /** Command Seals default to 0 so that attack tests ask no reroll question unless a test wants one. */
  constructor(position: Omit<GloomPosition, 'sides'> & { sides: [SidePosition, SidePosition] }) {
    const sides = position.sides.map((side) => ({ commandSeals: 0, ...side })) as [SidePosition, SidePosition];
    this.s = stateFromPosition({ ...position, sides }, set);
  }
  card(p: number, k: number): number {
    return this.s.unitCard[unit(p, k)]!;
  }
  get(p: number, k: number, field: number): number {
    return this.s.get(this.card(p, k), field);
  }
  hex(p: number, k: number): string {
    const c = this.card(p, k);
    return this.s.cards.zone[c] === 2 ? hexName(this.s.cards.slot[c]!) : 'off';
  }
  legal(): number[] {
    const n = this.s.legalActions(this.buf);
    return Array.from(this.buf.subarray(0, n));
  }
  act(...actions: number[]): void {
    for (const a of actions) {
      expect(this.legal(), `${this.s.describeAction(a)} should be legal`).toContain(a);
      this.s.apply(a);
      expect(this.s.cards.checkIntegrity()).toBeNull();
    }
  }
  dice(...values: number[]): void {
    this.s.rng.script(0, values);
  }
}
