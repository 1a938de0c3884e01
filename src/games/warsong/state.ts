// A Warsong match's state: its storage (layout.ts: the card table, the per-card fields, the
// random streams and the rules' own arrays in one buffer), the legal actions, applying one, and
// the resolution loop that runs the frames on the stack (frames.ts) until a player must answer.
// The rules themselves are in rules/, the text and observation forms in view.ts.

import { BaseState } from '../../core/base-state.js';
import * as arena from '../../core/arena.js';
import type { ZoneSpec } from '../../core/cards.js';
import * as coreCards from '../../core/cards.js';
import type { CardEvent } from '../../core/events.js';
import type { CardSet, GameDefinition, VariantFacts } from '../../core/game.js';
import * as gameModule from '../../core/game.js';
import * as storageModule from '../../core/state-storage.js';
import type { WarsongCard } from './card-schema.js';
import type { CompiledCards } from './card-tables.js';
import * as warsongCards from './card-schema.js';
import * as frameModule from './frames.js';
import type { Geometry } from './geometry.js';
import * as ids from './ids.js';
import { CARD_FIELDS } from './layout.js';
import type { stateArrays } from './layout.js';
import { applyAnswer, listAnswers } from './rules/questions.js';
import { stepAttack, stepRound } from './rules/attack.js';
import { listPlacements, place, placementAt, placementGroups, placementsIn, recount, stepPlaced } from './rules/placement.js';
import { cannotCapture } from './rules/removal.js';
import { WarsongScratch } from './scratch.js';
import { pass, stepEndTurn } from './rules/turn.js';
import { serializeArrays } from './view.js';

const { NO_CARD } = coreCards;
const { TERMINAL } = gameModule;
const { allocateStorage } = storageModule;
const { MAX_DEFS } = warsongCards;
const { FRAMES, FRAME_WIDTH, STACK_CAPACITY } = frameModule;
const { A_PASS, NUM_ANSWERS, placementIds } = ids;
const IS_QUESTION = FRAMES.questions;
const END_TURN = FRAMES.kind.endTurn;
const PLACED = FRAMES.kind.placed;
const ROUND = FRAMES.kind.round;
const ATTACK = FRAMES.kind.attack;
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

/** Room for placementGroups' output: three words per definition (placement.ts). */
const GROUP_WORDS = 3 * MAX_DEFS;

/** How legalActionAt reads what legalActionCount counted. */
const COUNTED_ANSWERS = 0;
const COUNTED_GROUPS = 1;
const COUNTED_PASS = 2;

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
  turnPlayer = 0;
  anchor = -1;
  finalPlayer = -1;
  // What the rules found for the decision at hand, kept for the next call of the same decision:
  // not copied by clone, and worthless once the decision count moves on or the state is overwritten.
  /** The answers to the question the resolution stopped at (or that legalActionCount listed), valid at decision keptAt. */
  readonly kept: Int32Array;
  private keptCount = 0;
  private keptAt = -1;
  /** placementGroups' output (placement.ts): a few words per distinct hand definition with somewhere to go. */
  readonly groups: Int32Array;
  private countedAt = -1;
  private countedMode = COUNTED_ANSWERS;

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
    this.occupant.fill(NO_CARD);
    this.keyFigureTop.fill(NO_CARD);
    this.ownCells[players] = (1 << config.geo.cells) - 1;
    // The memos in one piece of the shared slab: a state allocates no backing store of its own.
    const { buffer, byteOffset } = arena.stateBuffer(4 * (NUM_ANSWERS + GROUP_WORDS));
    this.kept = new Int32Array(buffer, byteOffset, NUM_ANSWERS);
    this.groups = new Int32Array(buffer, byteOffset + 4 * NUM_ANSWERS, GROUP_WORDS);
  }

  protected blank(): this {
    return new WarsongState(this.config, this.cards.size, this.scratch) as this;
  }

  protected sameConfiguration(o: this): boolean {
    return o.config === this.config;
  }

  protected copyOwnFrom(o: this): void {
    this.turnPlayer = o.turnPlayer;
    this.anchor = o.anchor;
    this.finalPlayer = o.finalPlayer;
    this.forget();
  }

  /** Drops what was kept for the decision at hand: the state changed outside apply(). */
  private forget(): void {
    this.keptAt = -1;
    this.countedAt = -1;
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
    this.turnPlayer = p;
    this.beginTurnOf(p);
  }

  /** Starts the match with seat `first`'s turn (set-up; the totals must be the position's: recount). */
  begin(first: number): void {
    this.forget();
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
    if (this.keptAt === this.decisionCount) {
      const kept = this.kept;
      const n = this.keptCount;
      for (let i = 0; i < n; i++) out[i] = kept[i]!;
      return n;
    }
    if (this.stack.length > 0) return listAnswers(this, out);
    let n = listPlacements(this, this.turnPlayer, out);
    if (n === 0) out[n++] = this.answerBase + A_PASS;
    return n;
  }

  /**
   * The number of legal actions, counted without listing placements (GameState.legalActionCount):
   * random play picks one by index through legalActionAt and never writes the ~25 ids.
   */
  legalActionCount(): number {
    if (this.reason !== null) return 0;
    this.countedAt = this.decisionCount;
    if (this.stack.length > 0) {
      this.countedMode = COUNTED_ANSWERS;
      if (this.keptAt !== this.decisionCount) this.keep(listAnswers(this, this.kept));
      return this.keptCount;
    }
    const groups = placementGroups(this, this.turnPlayer);
    this.countedMode = groups === 0 ? COUNTED_PASS : COUNTED_GROUPS;
    return groups === 0 ? 1 : placementsIn(this, groups);
  }

  /** The i-th id legalActions would list (see GameState.legalActionAt). */
  legalActionAt(i: number): number {
    if (this.countedAt !== this.decisionCount) this.legalActionCount();
    if (this.countedMode === COUNTED_ANSWERS) return this.kept[i]!;
    if (this.countedMode === COUNTED_PASS) return this.answerBase + A_PASS;
    return placementAt(this, i);
  }

  /** The first n entries of `kept` are the answers at this decision. */
  private keep(n: number): void {
    this.keptCount = n;
    this.keptAt = this.decisionCount;
  }

  protected applyAction(a: number): void {
    const base = this.answerBase;
    if (this.stack.length > 0) applyAnswer(this, a - base);
    else if (a >= base) pass(this);
    else {
      const rest = a >> 2;
      const cells = this.geo.cells;
      const d = (rest / cells) | 0;
      place(this, this.turnPlayer, d, rest - d * cells, a & 3);
    }
    this.run();
  }

  /** Resolves pending frames until a player must answer or the turn is over. */
  private run(): void {
    const st = this.stack;
    while (st.length > 0 && this.reason === null) {
      const k = st.frames[(st.length - 1) * FRAME_WIDTH]!;
      if (IS_QUESTION[k] === 1) {
        // A question with one answer (or none) is not asked.
        const n = listAnswers(this, this.kept);
        if (n === 0) st.pop();
        else if (n === 1) applyAnswer(this, this.kept[0]! - this.answerBase);
        else {
          this.keep(n);
          return;
        }
        continue;
      }
      switch (k) {
        case END_TURN:
          stepEndTurn(this);
          break;
        case PLACED:
          stepPlaced(this);
          break;
        case ROUND:
          stepRound(this);
          break;
        case ATTACK:
          stepAttack(this);
          break;
        default:
          throw new Error(`unknown frame ${FRAMES.describe(st, st.length - 1)}`);
      }
    }
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
