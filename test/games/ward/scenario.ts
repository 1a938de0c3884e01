// Ward scenarios for the rule tests: a position built step by step (src/games/ward/position.ts),
// then act and expect.

import { expect } from 'vitest';
import type { WardCardSet } from '../../../src/games/ward/card-tables.js';
import { ward } from '../../../src/games/ward/game.js';
import { A_BATTLE, A_NO_RESPONSE, A_PLAY, A_SUMMON, CEMETERY, NUM_ACTIONS, PH_MAIN, T_SLOT_NONE, TARGETS_PER_DEF } from '../../../src/games/ward/ids.js';
import { WardPositionBuilder } from '../../../src/games/ward/position.js';
import type { WardState } from '../../../src/games/ward/state.js';
import { cardsOf } from '../../../src/core/facets.js';

export const set = cardsOf(ward).defaultSet() as WardCardSet;

export function def(name: string): number {
  const c = set.cards.find((x) => x.name === name);
  if (!c) throw new Error(`no card ${name}`);
  return c.id;
}

/** Creature cell of player p's slot k (0 = primary). */
export const cell = (p: number, k = 0): number => p * 5 + k;
/** Magic cell target of player p's magic slot k. */
export const mcell = (p: number, k = 0): number => 10 + p * 5 + k;

export class Scenario {
  readonly build: WardPositionBuilder;
  readonly s: WardState;
  private readonly buf = new Int32Array(NUM_ACTIONS);

  constructor(opts: { turn?: number; player?: number; phase?: number; fill?: [string, string]; seed?: number; cards?: WardCardSet } = {}) {
    this.build = new WardPositionBuilder(opts.cards ?? set, { ...(opts.fill ? { fill: opts.fill } : {}), ...(opts.seed !== undefined ? { seed: opts.seed } : {}) });
    this.build.at(opts.turn ?? 5, opts.player ?? 0, opts.phase ?? PH_MAIN);
    this.s = this.build.state;
  }

  hand(p: number, ...names: string[]): number[] {
    return this.build.hand(p, ...names);
  }
  creature(p: number, name: string, slot = 0): number {
    return this.build.creature(p, name, slot);
  }
  magic(p: number, name: string, slot: number, host = -1, anchored = -1): number {
    return this.build.magic(p, name, slot, host, anchored);
  }
  cemetery(p: number, ...names: string[]): number[] {
    return this.build.cemetery(p, ...names);
  }
  deckOf(p: number, name: string): void {
    this.build.deckOf(p, name);
  }
  dice(...values: number[]): void {
    this.build.dice(...values);
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
  playId(name: string, target = T_SLOT_NONE): number {
    return A_PLAY + def(name) * TARGETS_PER_DEF + target;
  }
  play(name: string, target = T_SLOT_NONE): void {
    this.act(this.playId(name, target));
  }
  /** Declares the battle of slot k; the opponent lets it stand (no lightning response). */
  battle(k = 0): void {
    this.act(A_BATTLE + k);
    this.act(A_NO_RESPONSE);
  }
  summon(name: string): void {
    this.act(A_SUMMON + def(name));
  }
  inCemetery(c: number): boolean {
    return this.s.cards.zone[c] === CEMETERY;
  }
}
