// Gloom of Gods, 1v1 on a hex map. The state: the shared buffer (layout.ts: units as cards with
// their fields, the random streams, the game's arrays, the stack) and the scenario's geometry.
// This file dispatches decisions; the rules are in rules/.

import { BaseState } from '../../core/base-state.js';
import { CardEvent } from '../../core/events.js';
import { ASKED, KIND } from '../../core/frames.js';
import type { GameDefinition, VariantFacts } from '../../core/game.js';
import { TERMINAL, winnerReturns } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import type { ArrayViews } from '../../core/state-storage.js';
import { allocateStorage } from '../../core/state-storage.js';
import type { GloomCardSet, GloomTables } from './card-tables.js';
import { FRAMES } from './frames.js';
import type { Geometry } from './geometry.js';
import { PH_OVER, SLOTS, V_PHASE, V_PLAYER, V_WINNER } from './ids.js';
import type { GloomArrays } from './layout.js';
import { CARD_FIELDS, gloomShape } from './layout.js';
import { advance, answer, decide, questionActions, turnActions } from './rules/flow.js';
import { resampleHidden } from './rules/setup.js';
import { GloomScratch } from './scratch.js';
import { hiddenObservation } from './view.js';

const WIDTH = CARD_FIELDS.width;

export class GloomState extends BaseState {
  readonly set: GloomCardSet;
  readonly tables: GloomTables;
  readonly geo: Geometry;
  readonly values: Int32Array;
  readonly a: ArrayViews<GloomArrays>;
  readonly vars: Int32Array;
  readonly terrain: Int16Array;
  readonly unitCard: Int16Array;

  declare readonly scratch: GloomScratch;

  constructor(set: GloomCardSet, geo: Geometry, cardCount: number, game: GameDefinition, facts: VariantFacts, scratch?: GloomScratch) {
    const storage = allocateStorage(gloomShape(cardCount));
    super(game, facts, storage, scratch ?? new GloomScratch(cardCount));
    this.set = set;
    this.tables = set.tables;
    this.geo = geo;
    this.values = storage.fields.values;
    this.a = storage.arrays;
    this.vars = storage.arrays.vars;
    this.terrain = storage.arrays.terrain;
    this.unitCard = storage.arrays.unitCard;
  }

  protected blank(): this {
    return new GloomState(this.set, this.geo, this.cards.size, this.game, this.facts, this.scratch) as this;
  }

  protected sameConfiguration(o: this): boolean {
    return o.set === this.set && o.geo === this.geo && o.cards.size === this.cards.size;
  }


  get(c: number, f: number): number {
    return this.values[c * WIDTH + f]!;
  }
  put(c: number, f: number, v: number): void {
    this.values[c * WIDTH + f] = v;
  }
  /** The unit index (player * SLOTS + slot) of card c. */
  unitOf(c: number): number {
    const p = this.cards.owner[c]!;
    return p * SLOTS + (p === 0 ? c : c - this.a.armySize[0]!);
  }
  phase(): number {
    return this.vars[V_PHASE]!;
  }

  finish(winner: number, reason: string): void {
    this.vars[V_WINNER] = winner;
    this.vars[V_PHASE] = PH_OVER;
    this.end(reason);
  }
  beginTurn(p: number): void {
    this.beginTurnOf(p);
  }
  /** Reports an army-list card at set-up. */
  inDeck(p: number, def: number): void {
    this.emit(CardEvent.InDeck, p, def);
  }
  /** Reports p's use of army-list card `def`: a unit deployed, a Gambit used, a spell cast (GLOOM_USE_VERBS). */
  used(p: number, def: number): void {
    this.emit(CardEvent.Played, p, def);
  }

  currentPlayer(): number {
    if (this.reason !== null) return TERMINAL;
    const stack = this.stack;
    if (stack.length > 0 && FRAMES.isQuestion(stack.top(KIND))) return stack.top(ASKED);
    return this.vars[V_PLAYER]!;
  }

  legalActions(out: Int32Array): number {
    if (this.reason !== null) return 0;
    const stack = this.stack;
    if (stack.length > 0 && FRAMES.isQuestion(stack.top(KIND))) return questionActions(this, out);
    return turnActions(this, out);
  }

  protected applyAction(a: number): void {
    const stack = this.stack;
    if (stack.length > 0 && FRAMES.isQuestion(stack.top(KIND))) answer(this, a);
    else decide(this, a);
    advance(this);
  }

  /** Runs what needs no decision: for set-up and positions built from data. */
  settle(): void {
    advance(this);
  }

  override actionObservation(a: number, viewer: number): number {
    return hiddenObservation(this, a, viewer);
  }

  protected override resampleSecrets(viewer: number, rng: Rng): void {
    resampleHidden(this, viewer, rng);
  }

  returns(): number[] {
    return winnerReturns(this.reason !== null, this.vars[V_WINNER]!);
  }

  override scores(): number[] {
    return [this.a.soulshards[0]!, this.a.soulshards[1]!];
  }
}
