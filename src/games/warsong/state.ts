// A Warsong match's state: its storage (layout.ts: the card table, the per-card fields, the
// random streams, the scalars and the rules' own arrays in one buffer) and the contract wired to
// the rules: the decisions and the loop between them are in rules/flow.ts, the rules themselves
// in rules/, the text and observation forms in view.ts.

import { BaseState } from '../../core/base-state.js';
import type { ZoneSpec } from '../../core/cards.js';
import * as coreCards from '../../core/cards.js';
import type { CardEvent } from '../../core/events.js';
import type { CardSet, GameDefinition, VariantFacts } from '../../core/game.js';
import * as gameModule from '../../core/game.js';
import * as storageModule from '../../core/state-storage.js';
import type { WarsongCard } from './card-schema.js';
import type { CompiledCards } from './card-tables.js';
import { DecisionMemo } from './decision-memo.js';
import * as frameModule from './frames.js';
import type { Geometry } from './geometry.js';
import * as ids from './ids.js';
import { CARD_FIELDS } from './layout.js';
import type { stateArrays } from './layout.js';
import { actionAt, advance, answer, countActions, decide, turnActions } from './rules/flow.js';
import { listAnswers } from './rules/questions.js';
import { recount } from './rules/placement.js';
import { cannotCapture } from './rules/removal.js';
import { WarsongScratch } from './scratch.js';
import { serializeArrays } from './view.js';

const { NO_CARD } = coreCards;
const { TERMINAL } = gameModule;
const { allocateStorage } = storageModule;
const { FRAMES, FRAME_WIDTH, STACK_CAPACITY } = frameModule;
const { V_ANCHOR, V_FINAL_PLAYER, V_TURN_PLAYER, placementIds } = ids;
const LARGE_HIT_BY = CARD_FIELDS.at.largeHitBy;

/** One configuration: variant, card set and everything read-only derived from them. */
export interface WarsongConfig {
  readonly game: GameDefinition;
  readonly facts: VariantFacts;
  readonly geo: Geometry;
  /** zonesFor(geo.cells), shared by every card table of the configuration. */
  readonly zones: readonly ZoneSpec[];
  readonly set: CardSet<WarsongCard>;
  readonly defs: CompiledCards;
  readonly arrays: ReturnType<typeof stateArrays>;
  /** The heuristic's weights for a card's sides open to an attack (heuristic.ts). */
  readonly exposure: Float64Array;
}

export class WarsongState extends BaseState {
  readonly geo: Geometry;
  readonly defs: CompiledCards;
  /** The first answer id: placement ids come below it (placementIds). */
  readonly answerBase: number;
  // The rules' arrays (stateArrays), in the state's buffer.
  readonly occupant: Int16Array;
  readonly auraCount: Int32Array;
  readonly valorOf: Int32Array;
  readonly renownOf: Int32Array;
  readonly creaturesOf: Int32Array;
  readonly bastionsOf: Int32Array;
  readonly sentriesOf: Int32Array;
  readonly ownCells: Int32Array;
  readonly largeCells: Int32Array;
  readonly keyFigureTop: Int16Array;
  /** The per-card fields (layout.ts CARD_FIELDS): card c's field f is cardValues[c * CARD_FIELDS.width + f]. */
  readonly cardValues: Int32Array;
  /** The scalars (ids.ts V_*): read and written through the accessors below. */
  readonly vars: Int32Array;
  /** What the rules found for the decision at hand (decision-memo.ts): not state, dropped on copy. */
  readonly memo = new DecisionMemo();

  declare readonly scratch: WarsongScratch;

  constructor(
    readonly config: WarsongConfig,
    size: number,
    scratch?: WarsongScratch,
  ) {
    const players = config.facts.players;
    const storage = allocateStorage({
      zones: config.zones,
      players,
      cards: size,
      fields: CARD_FIELDS,
      streams: 1 + players,
      arrays: config.arrays,
      frames: { width: FRAME_WIDTH, capacity: STACK_CAPACITY },
    });
    super(config.game, config.facts, storage, scratch ?? new WarsongScratch(size));
    this.geo = config.geo;
    this.defs = config.defs;
    this.answerBase = placementIds(config.geo.cells);
    const a = storage.arrays;
    this.occupant = a.occupant;
    this.auraCount = a.auraCount;
    this.valorOf = a.valorOf;
    this.renownOf = a.renownOf;
    this.creaturesOf = a.creaturesOf;
    this.bastionsOf = a.bastionsOf;
    this.sentriesOf = a.sentriesOf;
    this.ownCells = a.ownCells;
    this.largeCells = a.largeCells;
    this.keyFigureTop = a.keyFigureTop;
    this.cardValues = storage.fields.values;
    this.vars = a.vars;
    this.vars[V_ANCHOR] = -1;
    this.vars[V_FINAL_PLAYER] = -1;
    this.occupant.fill(NO_CARD);
    this.keyFigureTop.fill(NO_CARD);
    this.ownCells[players] = (1 << config.geo.cells) - 1;
  }

  protected blank(): this {
    return new WarsongState(this.config, this.cards.size, this.scratch) as this;
  }

  protected sameConfiguration(o: this): boolean {
    return o.config === this.config;
  }

  // Every scalar is in the buffer: a copy has nothing of the game's own to add.

  /** The memos describe the position that was overwritten: a copy drops them. */
  override copyFrom(o: this): void {
    super.copyFrom(o);
    this.memo.forget();
  }

  /** The seat whose turn it is. */
  get turnPlayer(): number {
    return this.vars[V_TURN_PLAYER]!;
  }

  /** The first seat that could not place a card, or -1. */
  get anchor(): number {
    return this.vars[V_ANCHOR]!;
  }

  /** The seat whose turn ends the match once there is an anchor, or -1. */
  get finalPlayer(): number {
    return this.vars[V_FINAL_PLAYER]!;
  }

  /** Seat p cannot place: it becomes the anchor and the seat after it plays the final turn. */
  anchorAt(p: number, final: number): void {
    this.vars[V_ANCHOR] = p;
    this.vars[V_FINAL_PLAYER] = final;
  }

  // ------------------------------------------------------------ for the rules modules
  /** BaseState.emit, for the rules modules. */
  cardEvent(kind: CardEvent, player: number, def: number): void {
    this.emit(kind, player, def);
  }

  /** Ends the match (BaseState.end, for the rules modules). */
  finish(reason: string): void {
    this.end(reason);
  }

  /** Seat p's turn begins. */
  startTurnOf(p: number): void {
    this.vars[V_TURN_PLAYER] = p;
    this.beginTurnOf(p);
  }

  /** Starts the match with seat `first`'s turn (set-up; the totals must be the position's: recount). */
  begin(first: number): void {
    this.memo.forget();
    this.startTurnOf(first);
  }

  // ------------------------------------------------------------ decisions
  currentPlayer(): number {
    if (this.reason !== null) return TERMINAL;
    const asked = FRAMES.asked(this.stack);
    return asked >= 0 ? asked : this.turnPlayer;
  }

  legalActions(out: Int32Array): number {
    if (this.reason !== null) return 0;
    // The resolution listed the answers to the question it stopped at: that list is kept.
    if (this.memo.answersAt === this.decisionCount) return this.memo.copyAnswers(out);
    return this.stack.length > 0 ? listAnswers(this, out) : turnActions(this, out);
  }

  /** The number of legal actions, counted without listing them (GameState.legalActionCount). */
  legalActionCount(): number {
    return this.reason !== null ? 0 : countActions(this, this.memo, this.decisionCount);
  }

  /** The i-th id legalActions would list (see GameState.legalActionAt). */
  legalActionAt(i: number): number {
    if (this.memo.countedAt !== this.decisionCount) this.legalActionCount();
    return actionAt(this, this.memo, i);
  }

  protected applyAction(a: number): void {
    if (this.stack.length > 0) answer(this, a);
    else decide(this, a);
    const asked = advance(this, this.memo.answers);
    if (asked > 0) this.memo.keep(asked, this.decisionCount);
  }

  // ------------------------------------------------------------ readers
  /** The card covering `cell`, or NO_CARD. */
  cardAt(cell: number): number {
    return this.occupant[cell]!;
  }

  cardName(card: number): string {
    return this.config.set.data[this.cards.def[card]!]!.name;
  }

  /** The first card that attacked a Large card successfully, or NO_CARD. */
  largeHitBy(card: number): number {
    return this.cardValues[card * CARD_FIELDS.width + LARGE_HIT_BY]! - 1;
  }

  /** Whether `card` may not be captured by an attack of type `a` now (ignoring Large's two hits). */
  captureBlocked(card: number, a: number): boolean {
    return cannotCapture(this, card, a);
  }

  handCount(p: number): number {
    return this.cards.count(ids.HAND, p);
  }

  /** Valor of the cards p controls on the battlefield (top cards only). */
  valorOnField(p: number): number {
    return this.valorOf[p]!;
  }

  /** Renown in p's capture pile (Smite doubles). */
  renown(p: number): number {
    return this.renownOf[p]!;
  }

  /** p's score: Valor on the field and Renown captured (Smite doubles). */
  score(p: number): number {
    return this.valorOf[p]! + this.renownOf[p]!;
  }

  override scores(): number[] {
    const out: number[] = [];
    for (let p = 0; p < this.numPlayers; p++) out.push(this.score(p));
    return out;
  }

  /** The highest score wins; tied leaders split the win. */
  returns(): number[] {
    const scores = this.scores();
    const best = Math.max(...scores);
    const winners = scores.filter((v) => v === best).length;
    return scores.map((v) => (v === best ? 1 / winners : 0));
  }

  /** Null when the occupancy and running totals agree with a recount from the card table (a test hook), else both. */
  checkTotals(): string | null {
    const before = serializeArrays(this);
    recount(this);
    const after = serializeArrays(this);
    return before === after ? null : `totals ${before}, recounted ${after}`;
  }
}
