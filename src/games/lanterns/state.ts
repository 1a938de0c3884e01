// Duel of Lanterns, 1v1: a small card game with hidden hands, shuffled decks, units in a row,
// spells and responses (RULEBOOK.md). The state is data: the shared buffer (layout.ts: card
// table, unit fields, random streams, the game's arrays with every scalar, the stack), so a
// copy of the buffer is a whole copy. This file dispatches to rules/flow.ts.

import { BaseState } from '../../core/base-state.js';
import type { CardEvent } from '../../core/events.js';
import type { GameDefinition, VariantFacts } from '../../core/game.js';
import { TERMINAL, winnerReturns } from '../../core/game.js';
import type { MatchScratch } from '../../core/match-scratch.js';
import { allocateStorage } from '../../core/state-storage.js';
import type { LanternCardSet, LanternTables } from './card-tables.js';
import { FRAMES } from './frames.js';
import { V_PLAYER, V_WINNER } from './ids.js';
import { CARD_FIELDS, LANTERN_SHAPE } from './layout.js';
import { answer, decide, questionActions, turnActions } from './rules/flow.js';

const WIDTH = CARD_FIELDS.width;

export class LanternState extends BaseState {
  readonly set: LanternCardSet;
  readonly tables: LanternTables;
  /** Every card's fields (CARD_FIELDS): card c's field f is at c * width + f. */
  readonly values: Int32Array;
  readonly vars: Int32Array;
  readonly light: Int32Array;
  readonly oil: Int16Array;

  constructor(set: LanternCardSet, game: GameDefinition, facts: VariantFacts, scratch?: MatchScratch) {
    const storage = allocateStorage(LANTERN_SHAPE);
    super(game, facts, storage, scratch);
    this.set = set;
    this.tables = set.tables;
    this.values = storage.fields.values;
    this.vars = storage.arrays.vars;
    this.light = storage.arrays.light;
    this.oil = storage.arrays.oil;
  }

  protected blank(): this {
    return new LanternState(this.set, this.game, this.facts, this.scratch) as this;
  }

  protected sameConfiguration(o: this): boolean {
    return o.set === this.set;
  }


  get(c: number, f: number): number {
    return this.values[c * WIDTH + f]!;
  }
  put(c: number, f: number, v: number): void {
    this.values[c * WIDTH + f] = v;
  }
  turnPlayer(): number {
    return this.vars[V_PLAYER]!;
  }

  finish(winner: number, reason: string): void {
    this.vars[V_WINNER] = winner;
    this.end(reason);
  }
  beginTurn(p: number): void {
    this.beginTurnOf(p);
    this.vars[V_PLAYER] = p;
  }
  cardEvent(kind: CardEvent, p: number, def: number): void {
    this.emit(kind, p, def);
  }

  currentPlayer(): number {
    if (this.reason !== null) return TERMINAL;
    return this.stack.length > 0 ? FRAMES.asked(this.stack) : this.vars[V_PLAYER]!;
  }

  legalActions(out: Int32Array): number {
    if (this.reason !== null) return 0;
    return this.stack.length > 0 ? questionActions(this, out) : turnActions(this, out);
  }

  protected applyAction(a: number): void {
    if (this.stack.length > 0) answer(this, a);
    else decide(this, a);
  }

  returns(): number[] {
    return winnerReturns(this.reason !== null, this.vars[V_WINNER]!);
  }

  override scores(): number[] {
    return [this.light[0]!, this.light[1]!];
  }
}
