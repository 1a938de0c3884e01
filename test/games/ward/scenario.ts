// A small scenario builder for Ward: put these cards here, script these dice, act, expect.

import { expect } from 'vitest';
import { NO_CARD } from '../../../src/core/cards.js';
import { RngStreams, STREAM_CHANCE } from '../../../src/core/rng.js';
import type { WardCardSet } from '../../../src/games/ward/cards.js';
import { ward } from '../../../src/games/ward/game.js';
import { WardState } from '../../../src/games/ward/ward.js';
import {
  A_PLAY, A_SUMMON, CEM, DECK, HAND, NUM_ACTIONS, PH_MAIN, T_SLOT_NONE, TARGETS_PER_DEF,
} from '../../../src/games/ward/ids.js';

export const set = ward.defaultCardSet() as WardCardSet;

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
  readonly s: WardState;
  private readonly buf = new Int32Array(NUM_ACTIONS);

  constructor(opts: { turn?: number; player?: number; phase?: number; fill?: [string, string] } = {}) {
    const fill = opts.fill ?? ['Village Militia', 'Village Militia'];
    const decks = fill.map((n) => Array.from({ length: 30 }, () => def(n)));
    this.s = new WardState(set, ward, undefined, RngStreams.seeded(3, 7));
    this.s.setUp(decks);
    this.s.scenarioTurn(opts.turn ?? 5, opts.player ?? 0, opts.phase ?? PH_MAIN);
  }

  /** A fresh card instance of p taken from p's deck, turned into `name`. */
  private take(p: number, name: string): number {
    const c = this.s.cards.top(DECK, p);
    if (c === NO_CARD) throw new Error('deck empty');
    this.s.cards.def[c] = def(name);
    return c;
  }
  hand(p: number, ...names: string[]): number[] {
    return names.map((n) => {
      const c = this.take(p, n);
      this.s.cards.pushOnto(c, HAND, p);
      return c;
    });
  }
  creature(p: number, name: string, slot = 0): number {
    const c = this.take(p, name);
    this.s.scenarioCreature(c, cell(p, slot));
    return c;
  }
  magic(p: number, name: string, slot: number, host = -1, anchored = -1): number {
    const c = this.take(p, name);
    this.s.scenarioMagic(c, p * 5 + slot, host, anchored);
    return c;
  }
  cemetery(p: number, ...names: string[]): number[] {
    return names.map((n) => {
      const c = this.take(p, n);
      this.s.scenarioBury(c);
      return c;
    });
  }
  /** Replaces p's whole deck by `name` cards (the remaining instances). */
  deckOf(p: number, name: string): void {
    for (let i = 0; i < this.s.cards.count(DECK, p); i++) this.s.cards.def[this.s.cards.at(DECK, p, i)] = def(name);
  }
  dice(...values: number[]): void {
    this.s.rng.script(STREAM_CHANCE, values);
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
  summon(name: string): void {
    this.act(A_SUMMON + def(name));
  }
  inCemetery(c: number): boolean {
    return this.s.cards.zone[c] === CEM;
  }
}
