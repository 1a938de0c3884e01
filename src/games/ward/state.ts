// Ward, 1v1: a dice-driven card game with one primary creature per side, limited summons,
// magic chains and a 300-HP cemetery. Rules and the decisions taken on the open questions of
// the rulebook transcription are in RULES.md beside this file.
//
// The state is its buffer (layout.ts: card table, each card's fields, the random streams, the
// scalars and per-player arrays, the stack), so a clone is one copy. This file asks the
// questions and dispatches the answers; the rules themselves are in rules/.

import { BaseState } from '../../core/base-state.js';
import type { CardEvent } from '../../core/events.js';
import * as coreFrames from '../../core/frames.js';
import * as coreGame from '../../core/game.js';
import type { GameDefinition, VariantFacts } from '../../core/game.js';
import { allocateStorage } from '../../core/state-storage.js';
import { winnerReturns } from '../../core/game.js';
import type { WardCardSet, WardCardTables } from './card-tables.js';
import * as wardIds from './ids.js';
import * as wardLayout from './layout.js';
import * as wardFlow from './rules/flow.js';
import { WardScratch } from './scratch.js';

// Imports bound to this module's own consts, which optimised code folds (docs/performance.md).
const { ASKED } = coreFrames;
const { TERMINAL } = coreGame;
const { FIELD, MAGIC, PH_SETUP, SIDE_CELLS, V_PHASE, V_PLAYER, V_WINNER } = wardIds;
const { CARD_FIELDS, WARD_SHAPE } = wardLayout;
const FIELD_WIDTH = CARD_FIELDS.width;
const { hp: HP, immuneUntil: IMMUNE_UNTIL } = CARD_FIELDS.at;
const { advance, answer, decide, questionActions, turnActions } = wardFlow;

export class WardState extends BaseState {
  readonly set: WardCardSet;
  readonly tables: WardCardTables;
  /** Every card's fields (layout.ts, CARD_FIELDS): card c's field f is at c * width + f. */
  readonly cardValues: Int32Array;
  readonly cemeteryHp: Int32Array;
  readonly normalSummonUsed: Uint8Array;
  readonly killUsed: Uint8Array;
  readonly replacePending: Uint8Array;
  /** The state's scalars, indexed by ids.ts V_* (phase, turn player, winner, ...). */
  readonly vars: Int32Array;
  /** The set's cemetery limit (4.1.1) and hand size (9.1): a state plays one set only. */
  readonly lossHp: number;
  readonly handLimit: number;

  declare readonly scratch: WardScratch;

  constructor(set: WardCardSet, game: GameDefinition, facts: VariantFacts, scratch?: WardScratch) {
    const storage = allocateStorage(WARD_SHAPE);
    super(game, facts, storage, scratch ?? new WardScratch(storage.cards.size));
    this.set = set;
    this.tables = set.tables;
    this.lossHp = set.rules.cemeteryLimit;
    this.handLimit = set.rules.handSize;
    this.cardValues = storage.fields.values;
    this.cemeteryHp = storage.arrays.cemeteryHp;
    this.normalSummonUsed = storage.arrays.normalSummonUsed;
    this.killUsed = storage.arrays.killUsed;
    this.replacePending = storage.arrays.replacePending;
    this.vars = storage.arrays.vars;
    this.vars[V_PHASE] = PH_SETUP;
    this.vars[V_WINNER] = -1;
  }

  protected blank(): this {
    return new WardState(this.set, this.game, this.facts, this.scratch) as this;
  }

  protected sameConfiguration(o: this): boolean {
    return o.set === this.set;
  }


  // ---- the board -------------------------------------------------------------------------

  /** Field `f` (CARD_FIELDS.at) of card c. */
  field(c: number, f: number): number {
    return this.cardValues[c * FIELD_WIDTH + f]!;
  }
  setField(c: number, f: number, x: number): void {
    this.cardValues[c * FIELD_WIDTH + f] = x;
  }
  hp(c: number): number {
    return this.cardValues[c * FIELD_WIDTH + HP]!;
  }
  /** p's primary creature, or NO_CARD. */
  primary(p: number): number {
    return this.cards.cell(FIELD, p * SIDE_CELLS);
  }
  creatureAt(cell: number): number {
    return this.cards.cell(FIELD, cell);
  }
  magicAt(cell: number): number {
    return this.cards.cell(MAGIC, cell);
  }
  isLimited(c: number): boolean {
    return this.cards.zone[c] === FIELD && this.cards.slot[c]! % SIDE_CELLS !== 0;
  }
  onField(c: number): boolean {
    return this.cards.zone[c] === FIELD;
  }
  /** Turns 1 and 2: no battle and no damage (7.1.3). */
  firstCycle(): boolean {
    return this.turnCount <= 2;
  }
  immune(c: number): boolean {
    return this.cardValues[c * FIELD_WIDTH + IMMUNE_UNTIL]! > this.turnCount;
  }

  // ---- what the rules need of the base state ---------------------------------------------

  finish(winner: number, reason: string): void {
    this.vars[V_WINNER] = winner;
    this.end(reason);
  }
  cardEvent(kind: CardEvent, p: number, def: number): void {
    this.emit(kind, p, def);
  }
  beginTurn(p: number): void {
    this.beginTurnOf(p);
  }

  // ---- decisions -------------------------------------------------------------------------

  currentPlayer(): number {
    if (this.reason !== null) return TERMINAL;
    // The asked player of the question on top, else the turn player: advance() runs every step
    // frame, so between decisions the top frame is a question (and this is called often).
    return this.stack.length > 0 ? this.stack.top(ASKED) : this.vars[V_PLAYER]!;
  }

  legalActions(out: Int32Array): number {
    if (this.reason !== null) return 0;
    return this.stack.length > 0 ? questionActions(this, out) : turnActions(this, out);
  }

  protected applyAction(a: number): void {
    if (this.stack.length > 0) answer(this, a);
    else decide(this, a);
    advance(this);
  }

  // ---- results and views -----------------------------------------------------------------

  returns(): number[] {
    return winnerReturns(this.reason !== null, this.vars[V_WINNER]!);
  }

  override scores(): number[] {
    return [this.cemeteryHp[0]!, this.cemeteryHp[1]!];
  }
}
