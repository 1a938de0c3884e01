// The Warsong rules engine: placement and staging, the attack wheel, the defend-then-attack
// cascade on the EffectStack (so a question halfway through a resolution is resumable),
// capture / destroy / return / banish, every keyword, drawing and discarding, anchoring and
// scoring. All per-card state is in typed arrays indexed by card instance id.

import { BaseState, CardTable, EffectStack, END_NORMAL, END_TURN_LIMIT, RngStreams } from '../../core/base-state.js';
import { stateBuffer } from '../../core/arena.js';
import * as coreCards from '../../core/cards.js';
import type { CardColumns, ZoneSpec } from '../../core/cards.js';
import * as events from '../../core/events.js';
import type { CardSet, GameDefinition, VariantFacts } from '../../core/game.js';
import * as gameModule from '../../core/game.js';
import * as rngModule from '../../core/rng.js';
import type { CompiledCards, WarsongCard } from './cards.js';
import * as warsongCards from './cards.js';
import type { Geometry } from './geometry.js';
import * as geometry from './geometry.js';
import * as warsongIds from './ids.js';
import * as activeTables from './active-tables.js';
import * as ruleArrays from './rule-arrays.js';
import { CardField as F } from './rule-arrays.js';

// The constants and helpers the rules use at every step, bound to this module's own consts.
// Optimised code reads an imported binding from its module cell at each use, with a check that
// it is initialised (V8 in Node 20); a module's own const is folded into the code instead.
// Measured (ab-builds): about 11% more random matches per second.
const { NO_CARD } = coreCards;
const { CardEvent } = events;
const { TERMINAL } = gameModule;
const { STREAM_CHANCE } = rngModule;
const {
  ATTACK_TYPES, AURA_BITS, BASTION, CREATURE, EMPTY, FLEE, KW, MAX_DEFS, PC_BASTION, PC_FLYING,
  PC_KEY_FIGURE, PC_LARGE, PC_THRESHOLD, RELIC, SENTINEL, SPAWN, beats,
} = warsongCards;
const { DIR_NAMES, popcount } = geometry;
// The active configuration's tables (active-tables.ts), bound here for the same reason.
const {
  auraKw: defAuraKw, character: defCharacter, indomitable: defIndomitable, kw: defKw, orientCount: defOrientCount,
  orientMask: defOrientMask, placeCond: defPlaceCond, prestigious: defPrestigious, quad: defQuad, renown: defRenown,
  sacrificial: defSacrificial, smiteTribe: defSmiteTribe, summonDef: defSummonDef, tribe: defTribe, type: defType,
  valor: defValor, vanquisher: defVanquisher,
} = activeTables.cardTables;
const { crossMask, forward, largeCorner, largeStagedFor, ring8, ringMask, ringN, stagedFor, step } = activeTables.boardTables;
const { depthsOf, step2, useCards, useGeometry } = activeTables;
// The running state's rule arrays (rule-arrays.ts), bound here for the same reason; the rules
// read card c's field k (CardField) as CARD[c * F.Stride + k], its definition, controller and cell
// among them (the card table's own columns lie elsewhere for each table size).
const {
  all: RUN_ALL, auraByBit: AURA, bastionsOf: BASTIONS, card: CARD, charTop: CHAR_TOP, creaturesOf: CREATURES, frames: FRAMES,
  occ: OCC, ownCells: OWN, renownOf: RENOWN, sentriesOf: SENTRIES, valorOf: VALOR,
} = ruleArrays.running;
const { AT, FIXED_WORDS, ruleWords, runningSpan, runningTable } = ruleArrays;
// Where the public readers find the seat totals in WarsongState.rules().
const VALOR_AT = AT.valorOf;
const RENOWN_AT = AT.renownOf;
const {
  A_ARC, A_CELL, A_DISCARD, A_HORDE, A_NO, A_PASS, A_SIDE, A_TYPE, A_YES, BANISH, BOARD, CAPTURE, DECK,
  DISCARD, HAND, HAND_SIZE, SUPPLY, placementIds,
} = warsongIds;
const {
  Q_ARCANE, Q_ASSASSIN, Q_ATK_TYPE, Q_BUSHIDO, Q_DEF_TYPE, Q_DISCARD, Q_DISENGAGE, Q_FEROCIOUS, Q_FIRST,
  Q_FLEE, Q_HORDE, Q_SACRIFICE, QUESTION_NAMES, STACK_CAPACITY, STACK_WIDTH, STACK_WORDS,
} = warsongIds;

// ---------------------------------------------------------------- frames (questions: ids.ts)
/** Words per frame, as the rules index them; pushFrame writes all eight (a wider frame must widen it: tsc checks). */
const FRAME_WIDTH: 8 = STACK_WIDTH;
const F_ENDTURN = 1;
const F_PLACED = 2;
const F_ROUND = 3;
const F_ATTACK = 4;

// Removal kinds.
const R_CAPTURE = 0;
const R_DESTROY = 1;
const R_RETURN = 2;

/** Shared scratch (the engine is single-threaded and these never cross a call). */
const SCRATCH = new Int32Array(4096);
const RING = new Int16Array(16);
/** hasKw's own ring: it is called from loops that are walking RING. */
const AURA_RING = new Int16Array(16);
/** Marks for counting distinct cards within one call (card ids index it). */
const SEEN = new Int32Array(1 << 12);
let seenMark = 0;
/**
 * A mark no card holds yet. Starts over before it passes int32 (SEEN could no longer hold it
 * and every card would look unseen), which a long-running worker reaches.
 */
function freshMark(): number {
  if (seenMark === 0x7fffffff) {
    SEEN.fill(0);
    seenMark = 0;
  }
  return ++seenMark;
}
/**
 * States are named in the caches below by a number, not held: storing a number costs no write
 * barrier, and the pick cache is written at every decision. 0 names no state.
 */
let lastUid = 0;
/** A fresh state name; small integers only (after 2^30 states it starts over, far beyond what a process keeps alive). */
function nextUid(): number {
  lastUid = lastUid === 0x3fffffff ? 1 : lastUid + 1;
  return lastUid;
}
// The module's mutable memos are fields of const objects, not `let`s: optimised code reads a
// module `let` from its cell with a check that it is initialised at every use (V8 in Node 20),
// and a const object's fields at a fixed place (README, Development).
/** The state whose card table and rule arrays are in the running copy (rule-arrays.ts; WarsongState.useTables), or null. */
const running: { state: WarsongState | null } = { state: null };
/** The answers run() listed when it stopped at a question, for one state (uid) at one decision count (key). */
const CACHE = new Int32Array(4096);
const cached = { state: 0, key: -1, n: 0 };
/**
 * placementGroups' output: per distinct hand definition with somewhere to go, the definition,
 * its cells, and the running count of placement ids to the end of its group.
 */
const GROUP_DEF = new Int32Array(MAX_DEFS);
const GROUP_CELLS = new Int32Array(MAX_DEFS);
const GROUP_END = new Int32Array(MAX_DEFS);
/**
 * What legalActionCount found, for legalActionAt: the state (uid) and decision (key), and how to
 * read it (mode): PICK_LIST, ids listed into PICK_IDS; PICK_GROUPS, placement groups; PICK_PASS,
 * the pass only.
 */
const picked = { state: 0, key: -1, mode: 0 };
const PICK_LIST = 0;
const PICK_GROUPS = 1;
const PICK_PASS = 2;
const PICK_IDS = new Int32Array(4096);
/** SIDE_AFTER[s + 1]: the side after the one of attack slot s (slots 3k..3k+2 are side k's); SIDE_AFTER[0] = 0. */
const SIDE_AFTER = Int8Array.from({ length: 13 }, (_, i) => (i === 0 ? 0 : Math.floor((i - 1) / 3) + 1));
/** auraByBit index of Sentry. */
const SENTRY_BIT = 31 - Math.clz32(KW.Sentry);
/** auraByBit index of Ranged, the one grantable keyword that lets a card attack beyond its neighbours. */
const RANGED_BIT = 31 - Math.clz32(KW.Ranged);
/** Ring cells of exploding cards, 16 per level of a chain of explosions. */
const EXPLODE = new Int16Array(16 * 64);

/** Sorts a[from, from + n) ascending in place (insertion sort: the ranges are a handful of numbers). */
function sortRange(a: Int32Array, from: number, n: number): void {
  for (let i = 1; i < n; i++) {
    const v = a[from + i]!;
    let j = i;
    while (j > 0 && a[from + j - 1]! > v) {
      a[from + j] = a[from + j - 1]!;
      j--;
    }
    a[from + j] = v;
  }
}

export interface WarsongConfig {
  readonly facts: VariantFacts;
  /** zonesFor(geo.cells), shared by every card table of the configuration. */
  readonly zones: readonly ZoneSpec[];
  readonly geo: Geometry;
  readonly set: CardSet<WarsongCard>;
  readonly cc: CompiledCards;
  readonly game: GameDefinition;
}

/**
 * One buffer per state holding the card table, the rule arrays and the stack frames (in that
 * order), cut from the shared arena: a new match or a clone allocates no backing store of its
 * own, and copyFrom is one copy of the table and rule arrays (`span`) plus the live frames.
 */
function layout(cfg: WarsongConfig, size: number): { columns: CardColumns; rules: Int32Array; cards: Int16Array; span: Uint8Array; stack: EffectStack } {
  const np = cfg.facts.players;
  const words = ruleWords(size);
  const tableBytes = CardTable.byteLength(cfg.zones, np, size);
  const spanBytes = tableBytes + 4 * words;
  const { buffer, byteOffset } = stateBuffer(spanBytes + 4 * STACK_WORDS);
  return {
    columns: CardTable.columnsIn(cfg.zones, np, size, { buffer, byteOffset }),
    rules: new Int32Array(buffer, byteOffset + tableBytes, words),
    cards: new Int16Array(buffer, byteOffset + tableBytes + 4 * FIXED_WORDS, size * F.Stride),
    span: new Uint8Array(buffer, byteOffset, spanBytes),
    stack: new EffectStack(STACK_WIDTH, STACK_CAPACITY, undefined, { buffer, byteOffset: byteOffset + spanBytes }),
  };
}

export class WarsongState extends BaseState {
  readonly cfg: WarsongConfig;
  readonly geo: Geometry;
  readonly cc: CompiledCards;
  private explodeDepth = 0;
  /** The first answer id: placement ids come below it (placementIds). */
  readonly answerBase: number;
  /**
   * The card table and the rule arrays (rule-arrays.ts) in the state's own buffer, one run of
   * bytes (`homeSpan`): current while another state runs. The running state's lie in the
   * running copy (`liveSpan`, the card table read through `liveColumns`) and are written back
   * here when another state starts running.
   */
  private readonly home: Int32Array;
  /** The per-card block of `home`, 16-bit (CardField). */
  private readonly homeCards: Int16Array;
  private readonly homeColumns: CardColumns;
  private readonly homeSpan: Uint8Array;
  private readonly liveSpan: Uint8Array;
  private liveColumns: CardColumns | null = null;
  /** The stack's frames in the state's own buffer; the running state's are in the running copy (FRAMES). */
  private readonly homeFrames: Int32Array;
  /** The card table's piles (the table's own array, one load fewer): the rules read hands from it. */
  private cPile!: Int16Array;
  turnPlayer = 0;
  anchor = -1;
  finalPlayer = -1;
  /** This state's name in the module caches. */
  private readonly uid = nextUid();

  constructor(cfg: WarsongConfig, size: number, rng: RngStreams) {
    const lay = layout(cfg, size);
    super(cfg.game, cfg.facts, new CardTable(cfg.zones, cfg.facts.players, size, undefined, lay.columns), rng, lay.stack);
    this.cfg = cfg;
    this.geo = cfg.geo;
    this.answerBase = placementIds(cfg.geo.cells);
    this.cc = cfg.cc;
    this.aliasColumns(lay.columns);
    this.home = lay.rules;
    this.homeCards = lay.cards;
    this.homeColumns = lay.columns;
    this.homeSpan = lay.span;
    this.liveSpan = runningSpan(lay.columns.all.length, lay.rules.length);
    this.homeFrames = this.stack.frames;
    this.home.fill(NO_CARD, AT.occ, AT.occ + OCC.length);
    this.home.fill(NO_CARD, AT.charTop, AT.charTop + CHAR_TOP.length);
    this.home[AT.ownCells + cfg.facts.players] = (1 << cfg.geo.cells) - 1;
    for (let c = 0; c < size; c++) this.homeCards[c * F.Stride + F.Cell] = -1;
  }

  // ------------------------------------------------------------ copying
  /**
   * With `into` a Warsong state of the same configuration and card count, overwrites and returns
   * it (GameState.clone's scratch fast path); anything else is ignored.
   */
  clone(into?: unknown): WarsongState {
    if (into instanceof WarsongState && into !== this && into.cfg === this.cfg && into.cards.size === this.cards.size) {
      into.setEventSink(null);
      into.copyFrom(this);
      return into;
    }
    const s = new WarsongState(this.cfg, this.cards.size, this.rng.clone());
    s.copyFrom(this);
    return s;
  }

  /** Makes this state equal to `o` (same configuration and card count) without allocating. */
  copyFrom(o: WarsongState): void {
    if (o.homeSpan.length !== this.homeSpan.length || o.home.length !== this.home.length) throw new Error('copyFrom: the states differ in variant or card count');
    this.invalidate();
    // The card table and rule arrays in one copy, from wherever o's are current to wherever
    // this state's are, then the live frames.
    this.current().set(o.current());
    this.stack.copyFrom(o.stack);
    this.rng.copyFrom(o.rng);
    // A loop: TypedArray.set costs more than copying a handful of numbers.
    for (let p = 0; p < this.numPlayers; p++) this.ownTurns[p] = o.ownTurns[p]!;
    this.turnCount = o.turnCount;
    this.decisionCount = o.decisionCount;
    this.reason = o.reason;
    this.turnPlayer = o.turnPlayer;
    this.anchor = o.anchor;
    this.finalPlayer = o.finalPlayer;
  }

  /**
   * Makes this state the running one: its card table and rule arrays in the running copy
   * (rule-arrays.ts), its card set and geometry the active tables (active-tables.ts), which the
   * rules read. Every public method that runs rules calls it first; private ones may assume it.
   * One comparison: only startRunning changes the active tables, so they are the running state's.
   */
  private useTables(): void {
    if (running.state !== this) this.startRunning();
  }

  /**
   * Sends the running state's card table, rule arrays and live frames home, then brings this
   * state's in (one copy, and a loop over the frames) and points its card table and stack at
   * them. About 135 ns: random play and MCTS switch almost never, the heuristic twice a decision
   * (its copy for trying moves, then the match).
   */
  private startRunning(): void {
    if (running.state !== null) running.state.stopRunning();
    useCards(this.cc);
    useGeometry(this.geo);
    this.liveSpan.set(this.homeSpan);
    this.readColumns((this.liveColumns ??= CardTable.columnsIn(this.cfg.zones, this.numPlayers, this.cards.size, runningTable(this.homeColumns.all.length))));
    this.stack.useFrames(FRAMES);
    running.state = this;
  }

  private stopRunning(): void {
    this.homeSpan.set(this.liveSpan);
    this.readColumns(this.homeColumns);
    this.stack.useFrames(this.homeFrames);
  }

  /** Reads and writes the card table through `c` (its home columns, or its running ones). */
  private readColumns(c: CardColumns): void {
    this.cards.useColumns(c);
    this.aliasColumns(c);
  }

  private aliasColumns(c: CardColumns): void {
    this.cPile = c.pile;
  }

  /** The current copy of this state's card table and rule arrays: `liveSpan` while it runs, else `homeSpan`. */
  private current(): Uint8Array {
    return running.state === this ? this.liveSpan : this.homeSpan;
  }

  /**
   * The current copy of the rule arrays, laid out as rule-arrays.ts says: for readers that run no
   * rules and read much (the heuristic), valid until another state's rules run.
   */
  rules(): Int32Array {
    return running.state === this ? RUN_ALL : this.home;
  }

  /** The card covering `cell`, or NO_CARD. */
  cardAt(cell: number): number {
    return this.rules()[AT.occ + cell]!;
  }
  /** Successful attacks a Large card has taken. */
  largeHitsOf(card: number): number {
    return this.cardField(card, F.LargeHits);
  }
  /**
   * The current copy of the per-card fields (card c's field k at c * CardField.Stride + k), for
   * readers that run no rules, as rules() says.
   */
  cardFields(): Int16Array {
    return running.state === this ? CARD : this.homeCards;
  }
  /** Field k (CardField) of a card, from the current copy (for readers that run no rules). */
  private cardField(card: number, k: number): number {
    return this.cardFields()[card * F.Stride + k]!;
  }
  /** Field k of every card, for the text forms. */
  private cardColumn(k: number): number[] {
    return Array.from({ length: this.cards.size }, (_, c) => this.cardField(c, k));
  }

  // ------------------------------------------------------------ frames
  // The rules' readers of the stack's frames: the running copy's (FRAMES), as for the card
  // fields. EffectStack's own readers go through its `frames` field, a load and a check more.
  /** Field k of the top frame. */
  private frameTop(k: number): number {
    return FRAMES[(this.stack.length - 1) * FRAME_WIDTH + k]!;
  }
  private setFrameTop(k: number, v: number): void {
    FRAMES[(this.stack.length - 1) * FRAME_WIDTH + k] = v;
  }
  /**
   * Pushes a frame (EffectStack.push) into the running copy: the width is a constant here, and
   * the frames' address too. Unused fields are zero.
   */
  private pushFrame(kind: number, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0): void {
    const st = this.stack;
    if (st.length >= STACK_CAPACITY) throw new Error(`effect stack overflow (${STACK_CAPACITY} frames): a rule loop?`);
    const o = st.length++ * FRAME_WIDTH;
    FRAMES[o] = kind;
    FRAMES[o + 1] = a;
    FRAMES[o + 2] = b;
    FRAMES[o + 3] = c;
    FRAMES[o + 4] = d;
    FRAMES[o + 5] = e;
    FRAMES[o + 6] = f;
    FRAMES[o + 7] = g;
  }
  /** Field k of frame i. */
  private frameAt(i: number, k: number): number {
    return FRAMES[i * FRAME_WIDTH + k]!;
  }
  private setFrameAt(i: number, k: number, v: number): void {
    FRAMES[i * FRAME_WIDTH + k] = v;
  }

  // ------------------------------------------------------------ basic queries
  // The rules' readers of a card's definition, controller and place: the running copy's fields
  // (the rules run only there), which occupy() and recount() keep equal to the card table.
  private def(card: number): number {
    return CARD[card * F.Stride + F.Def]!;
  }
  private ctrl(card: number): number {
    return CARD[card * F.Stride + F.Controller]!;
  }
  /** Whether the card is on the battlefield and not under another. */
  private onBoard(card: number): boolean {
    return CARD[card * F.Stride + F.Cell]! >= 0;
  }
  private size(card: number): number {
    return (defKw[this.def(card)]! & KW.Large) !== 0 ? 2 : 1;
  }
  /** The anchor (top-left) cell of a card on the board. */
  private cellOf(card: number): number {
    return CARD[card * F.Stride + F.Cell]!;
  }
  /**
   * The keywords printed on a card. For a keyword no Aura grants (outside AURA_BITS) this is
   * the same test as hasKw, and one read answers several of them.
   */
  private printedKw(card: number): number {
    return defKw[this.def(card)]!;
  }
  /** Keywords of a card on the board, including those an adjacent allied Aura grants. */
  private hasKw(card: number, bit: number): boolean {
    if ((defKw[this.def(card)]! & bit) !== 0) return true;
    if ((bit & AURA_BITS) === 0 || AURA[31 - Math.clz32(bit)] === 0 || !this.onBoard(card)) return false;
    const p = this.ctrl(card);
    const n = this.ring(card, AURA_RING);
    for (let i = 0; i < n; i++) {
      const o = OCC[AURA_RING[i]!]!;
      if (o !== NO_CARD && this.ctrl(o) === p && (defAuraKw[this.def(o)]! & bit) !== 0) return true;
    }
    return false;
  }
  /** The attack type a card shows towards absolute direction d. */
  private facing(card: number, d: number): number {
    return defQuad[this.def(card) * 4 + ((d - CARD[card * F.Stride + F.Orient]! + 4) & 3)]!;
  }
  /** Cells around a card's footprint (8 for a normal card, 12 for a Large one), row-major. */
  private ring(card: number, out: Int16Array): number {
    const g = this.geo;
    const a = this.cellOf(card);
    if (this.size(card) === 1) {
      const n = ringN[a]!;
      const b = a * 8;
      for (let i = 0; i < n; i++) out[i] = ring8[b + i]!;
      return n;
    }
    const r0 = g.row(a);
    const c0 = g.col(a);
    let n = 0;
    for (let r = r0 - 1; r <= r0 + 2; r++) {
      for (let c = c0 - 1; c <= c0 + 2; c++) {
        if (r >= r0 && r < r0 + 2 && c >= c0 && c < c0 + 2) continue;
        const x = g.at(r, c);
        if (x >= 0) out[n++] = x;
      }
    }
    return n;
  }
  private isCreature(card: number): boolean {
    return defType[this.def(card)] === CREATURE;
  }
  handCount(p: number): number {
    return this.cards.count(HAND, p);
  }

  /** Valor of the cards p controls on the battlefield (top cards only). */
  valorOnField(p: number): number {
    return this.rules()[VALOR_AT + p]!;
  }
  /** Renown in p's capture pile (Smite doubles). */
  renown(p: number): number {
    return this.rules()[RENOWN_AT + p]!;
  }
  /** Renown one captured card scores. */
  private capturedRenown(c: number): number {
    return defRenown[this.def(c)]! * (1 + CARD[c * F.Stride + F.SmiteDouble]!);
  }
  /**
   * Adds (+1) or takes away (-1) a card entering or leaving the battlefield from the totals;
   * `fp` is the cells it covers.
   */
  private tally(card: number, p: number, sign: number, fp: number): void {
    const d = this.def(card);
    const kw = defKw[d]!;
    VALOR[p] = VALOR[p]! + sign * defValor[d]!;
    const type = defType[d];
    if (type === CREATURE) CREATURES[p] = CREATURES[p]! + sign;
    else if (type === BASTION) BASTIONS[p] = BASTIONS[p]! + sign;
    const ch = defCharacter[d]!;
    if (ch >= 0) CHAR_TOP[ch] = sign > 0 ? card : NO_CARD;
    OWN[p] = sign > 0 ? OWN[p]! | fp : OWN[p]! & ~fp;
    this.countAura(d, sign);
    if ((kw & KW.Sentry) !== 0) SENTRIES[p] = SENTRIES[p]! + sign;
  }
  /** Recomputes every running total, and each card's definition, controller and cell, from the card table (set-up, scenarios). */
  recount(): void {
    this.useTables();
    const t = this.cards;
    for (let c = 0; c < t.size; c++) {
      const onBoard = t.zone[c] === BOARD && t.attachedTo[c] === NO_CARD;
      CARD[c * F.Stride + F.Def] = t.def[c]!;
      CARD[c * F.Stride + F.Controller] = onBoard ? t.controller[c]! : -1;
      CARD[c * F.Stride + F.Cell] = onBoard ? t.slot[c]! : -1;
    }
    VALOR.fill(0);
    RENOWN.fill(0);
    CREATURES.fill(0);
    BASTIONS.fill(0);
    SENTRIES.fill(0);
    CHAR_TOP.fill(NO_CARD);
    OWN.fill(0);
    for (let x = 0; x < this.geo.cells; x++) if (OCC[x] === NO_CARD) OWN[this.numPlayers] = OWN[this.numPlayers]! | (1 << x);
    AURA.fill(0);
    for (let x = 0; x < this.geo.cells; x++) {
      const c = t.cell(BOARD, x);
      if (c !== NO_CARD) this.tally(c, t.controller[c]!, 1, this.footprintAt(x, this.printedKw(c)));
    }
    for (let p = 0; p < this.numPlayers; p++) for (let i = 0; i < t.count(CAPTURE, p); i++) RENOWN[p] = RENOWN[p]! + this.capturedRenown(t.at(CAPTURE, p, i));
  }
  /** Determinization dealt unseen cards again: their definitions in the card fields follow the table. */
  protected override cardsRedealt(): void {
    this.useTables();
    const t = this.cards;
    for (let c = 0; c < t.size; c++) CARD[c * F.Stride + F.Def] = t.def[c]!;
  }

  /** Null when the running totals and the card fields agree with the card table (a test hook), else the difference. */
  checkTotals(): string | null {
    this.useTables();
    // The Aura counts per keyword and the totals after them end the fixed block.
    const totals = (): string => Array.from(RUN_ALL.subarray(AT.auraByBit, FIXED_WORDS)).join();
    const fields = (): string => Array.from(CARD.subarray(0, this.cards.size * F.Stride)).join();
    const before = [totals(), fields()];
    this.recount();
    const after = [totals(), fields()];
    if (before[0] !== after[0]) return `totals ${before[0]}, recounted ${after[0]}`;
    if (before[1] !== after[1]) return `card fields ${before[1]}, recounted ${after[1]}`;
    return null;
  }
  score(p: number): number {
    const r = this.rules();
    return r[VALOR_AT + p]! + r[RENOWN_AT + p]!;
  }
  override scores(): number[] {
    const out: number[] = [];
    for (let p = 0; p < this.numPlayers; p++) out.push(this.score(p));
    return out;
  }

  // ------------------------------------------------------------ turn flow
  currentPlayer(): number {
    if (this.reason !== null) return TERMINAL;
    if (this.stack.length > 0 && this.stack.top(0) >= Q_FIRST) return this.stack.top(1);
    return this.turnPlayer;
  }

  legalActions(out: Int32Array): number {
    this.useTables();
    if (this.reason !== null) return 0;
    // run() has listed the answers to the question it stopped at: that list is kept. (The
    // match loop lends its list to the deciding agent, so placements are listed once anyway.)
    if (cached.state === this.uid && cached.key === this.decisionCount) {
      for (let i = 0; i < cached.n; i++) out[i] = CACHE[i]!;
      return cached.n;
    }
    if (this.stack.length > 0) return this.answers(out);
    let n = this.placements(this.turnPlayer, out);
    if (n === 0) out[n++] = this.answerBase + A_PASS;
    return n;
  }

  /**
   * The number of legal actions, counted without listing placements (GameState.legalActionCount):
   * random play picks one by index through legalActionAt and never writes the ~25 ids.
   */
  legalActionCount(): number {
    this.useTables();
    if (this.reason !== null) return 0;
    let n: number;
    if (this.stack.length > 0) {
      // A question: its answers are few (and usually listed already by run()).
      picked.mode = PICK_LIST;
      n = this.legalActions(PICK_IDS);
    } else {
      const groups = this.placementGroups(this.turnPlayer);
      picked.mode = groups === 0 ? PICK_PASS : PICK_GROUPS;
      n = groups === 0 ? 1 : GROUP_END[groups - 1]!;
    }
    picked.state = this.uid;
    picked.key = this.decisionCount;
    return n;
  }

  /** The i-th id legalActions would list (see GameState.legalActionAt). */
  legalActionAt(i: number): number {
    this.useTables();
    // Counted for another state or decision, or the groups were overwritten since: count again.
    if (picked.state !== this.uid || picked.key !== this.decisionCount) this.legalActionCount();
    if (picked.mode === PICK_LIST) return PICK_IDS[i]!;
    if (picked.mode === PICK_PASS) return this.answerBase + A_PASS;
    let k = 0;
    while (GROUP_END[k]! <= i) k++;
    const d = GROUP_DEF[k]!;
    // The j-th id of the group: cell number j / orientations (ascending), then orientation.
    let j = i - (k === 0 ? 0 : GROUP_END[k - 1]!);
    const mask = defOrientMask[d]!;
    const per = defOrientCount[d]!;
    let cells = GROUP_CELLS[k]!;
    while (j >= per) {
      cells &= cells - 1;
      j -= per;
    }
    const x = 31 - Math.clz32(cells & -cells);
    let r = 0;
    for (let seen = -1; ; r++) if ((mask & (1 << r)) !== 0 && ++seen === j) break;
    return ((d * this.geo.cells + x) << 2) + r;
  }

  /** Keeps `n` legal ids for this state at this decision (see legalActions). */
  private keepList(ids: Int32Array, n: number): void {
    if (n > CACHE.length) return;
    for (let i = 0; i < n; i++) CACHE[i] = ids[i]!;
    cached.state = this.uid;
    cached.key = this.decisionCount;
    cached.n = n;
  }

  /** Forgets the cached legal list when this state changes outside apply(). */
  private invalidate(): void {
    if (cached.state === this.uid) cached.state = 0;
    if (picked.state === this.uid) picked.state = 0;
  }

  protected applyAction(a: number): void {
    this.useTables();
    const base = this.answerBase;
    if (this.stack.length > 0) this.answer(a - base);
    else if (a >= base) this.pass();
    else {
      const rest = a >> 2;
      const cells = this.geo.cells;
      const d = (rest / cells) | 0;
      this.place(this.turnPlayer, d, rest - d * cells, a & 3);
    }
    this.run();
  }

  /** The turn player cannot place a card: they become the anchor (if nobody is yet). */
  private pass(): void {
    const p = this.turnPlayer;
    if (this.anchor < 0) {
      this.anchor = p;
      this.finalPlayer = this.nextSeat(p);
    }
    this.pushFrame(F_ENDTURN, 0);
  }

  /** Starts the first turn, of seat `first` (called once at set-up). */
  start(first = 0): void {
    this.recount();
    this.startOnEmptyField(first);
  }

  /**
   * start() for a match with nothing on the battlefield and nothing captured yet: the running
   * totals are still the constructor's, which is what recount() would compute.
   */
  startOnEmptyField(first = 0): void {
    this.useTables();
    this.invalidate();
    this.turnPlayer = first;
    this.beginTurnOf(first);
  }

  private endOfTurn(): void {
    const p = this.turnPlayer;
    if (this.anchor >= 0 && p === this.finalPlayer) {
      this.end(this.boardFull() ? 'gridlock' : END_NORMAL);
      return;
    }
    if (this.turnCount >= this.facts.maxTurns) {
      this.end(END_TURN_LIMIT);
      return;
    }
    this.turnPlayer = this.nextSeat(p);
    this.beginTurnOf(this.turnPlayer);
  }

  /** The seat after p, clockwise. */
  private nextSeat(p: number): number {
    return p + 1 === this.numPlayers ? 0 : p + 1;
  }

  private boardFull(): boolean {
    for (let x = 0; x < this.geo.cells; x++) if (OCC[x] === NO_CARD) return false;
    return true;
  }

  /** Deals every seat its opening hand from the top of its army (set-up). */
  dealOpeningHands(): void {
    this.useTables();
    for (let p = 0; p < this.numPlayers; p++) for (let k = 0; k < HAND_SIZE; k++) this.draw(p, true);
  }

  /** Draws one card for p from the top of the army; false when the army is depleted. */
  private draw(p: number, first: boolean): boolean {
    const c = this.cards.moveTop(DECK, p, HAND, p);
    if (c === NO_CARD) return false;
    this.emit(first ? CardEvent.FirstHand : CardEvent.Drawn, p, this.def(c));
    return true;
  }

  // ------------------------------------------------------------ placement
  /**
   * Legal placements of player p as action ids, ascending: definition-major, then cell, then
   * relative orientation. Level-ups (and defections) are placements on the Key Figure's cell.
   */
  placements(p: number, out: Int32Array): number {
    this.useTables();
    // The groups are overwritten: a pick counted before must count again (legalActionAt).
    picked.state = 0;
    const groups = this.placementGroups(p);
    const cells = this.geo.cells;
    let n = 0;
    for (let k = 0; k < groups; k++) {
      const d = GROUP_DEF[k]!;
      let cellsLeft = GROUP_CELLS[k]!;
      const mask = defOrientMask[d]!;
      const idBase = d * cells;
      // Ascending cells, then orientations.
      while (cellsLeft !== 0) {
        const low = cellsLeft & -cellsLeft;
        cellsLeft ^= low;
        const x = 31 - Math.clz32(low);
        if (mask === 1) out[n++] = (idBase + x) << 2;
        else for (let r = 0; r < 4; r++) if ((mask & (1 << r)) !== 0) out[n++] = ((idBase + x) << 2) + r;
      }
    }
    return n;
  }

  /**
   * p's placements as groups, one per distinct hand definition in ascending order, into
   * GROUP_DEF / GROUP_CELLS / GROUP_END (the running count of ids up to and including the
   * group); returns the number of groups. placements() lists the ids from them, and
   * legalActionAt picks one without listing the rest.
   */
  private placementGroups(p: number): number {
    const t = this.cards;
    const hn = t.count(HAND, p);
    if (hn === 0) return 0;
    // Distinct hand definitions as a 64-bit set (two words), read back in ascending order. The
    // hand is read straight from the pile: through CardTable.at, random play measured 8% slower.
    let lo = 0;
    let hi = 0;
    const hb = t.pileStart(HAND, p);
    for (let i = 0; i < hn; i++) {
      const d = this.def(this.cPile[hb + i]!);
      if (d < 32) lo |= 1 << d;
      else hi |= 1 << (d - 32);
    }
    // Staging: which depths (seen from p) hold one of p's cards, and the cells that opens.
    const depthMask = depthsOf(p, OWN[p]!);
    const open = stagedFor[p * 256 + depthMask]!;
    const empty = OWN[this.numPlayers]!;
    let k = 0;
    let total = 0;
    while ((lo | hi) !== 0) {
      let d: number;
      if (lo !== 0) {
        const low = lo & -lo;
        lo ^= low;
        d = 31 - Math.clz32(low);
      } else {
        const low = hi & -hi;
        hi ^= low;
        d = 63 - Math.clz32(low);
      }
      const cells = defPlaceCond[d] === 0 ? empty & open : this.conditionalCells(p, d, empty, open, depthMask);
      if (cells === 0) continue;
      GROUP_DEF[k] = d;
      GROUP_CELLS[k] = cells;
      total += popcount(cells) * defOrientCount[d]!;
      GROUP_END[k++] = total;
    }
    return k;
  }

  /**
   * Where p may place definition d, a card with placement conditions (see placeCond), as
   * a cell mask (top-left cells for a Large card); `open` is the staged cells, `depthMask` the
   * depths p holds.
   */
  private conditionalCells(p: number, d: number, empty: number, open: number, depthMask: number): number {
    // Kept under V8's 460-byte limit for inlining into placementGroups: the rarer Key Figure and
    // Bastion cases are helpers.
    const g = this.geo;
    const cond = defPlaceCond[d]!;
    if ((cond & PC_THRESHOLD) !== 0 && !this.meetsThresholds(p, d)) return 0;
    const isBastion = (cond & PC_BASTION) !== 0;
    if (isBastion && this.hasBastion(p)) return 0;
    const large = (cond & PC_LARGE) !== 0;
    if ((cond & PC_KEY_FIGURE) !== 0) {
      const kf = CHAR_TOP[defCharacter[d]!]!;
      if (kf !== NO_CARD) return this.keyFigureCells(d, kf, large);
    }
    let cells: number;
    if (large) {
      // Top-left cells of empty 2x2 blocks, staged by the block's least depth (any for Flying).
      const w = g.cols;
      cells = empty & (empty >>> 1) & (empty >>> w) & (empty >>> (w + 1)) & g.largeAnchors;
      if ((cond & PC_FLYING) === 0) cells &= largeStagedFor[p * 256 + depthMask]!;
    } else cells = (cond & PC_FLYING) !== 0 ? empty : empty & open;
    return isBastion ? this.bastionCells(p, cells, large) : cells;
  }

  /** Where definition d may go with its Key Figure `kf` on the field: a level-up (own card) or a defection (an opponent's) onto it. */
  private keyFigureCells(d: number, kf: number, large: boolean): number {
    const od = this.def(kf);
    const superior = defValor[d]! >= defValor[od]! && defRenown[d]! >= defRenown[od]! && (defValor[d]! > defValor[od]! || defRenown[d]! > defRenown[od]!);
    // The figure's size and cell straight from the tables: placementGroups inlines this with its
    // budget spent, and the accessor calls were measurable.
    return superior && ((defKw[od]! & KW.Large) !== 0) === large ? 1 << this.cellOf(kf) : 0;
  }

  /** The cells of `cells` where a Bastion of p may go: three of p's cards around it (none with fewer than three on the field). */
  private bastionCells(p: number, cells: number, large: boolean): number {
    if (cells === 0 || popcount(OWN[p]!) < 3) return 0;
    if (!large) return cells & this.crowdedCells(p);
    let kept = 0;
    for (let left = cells; left !== 0; ) {
      const low = left & -left;
      left ^= low;
      if (this.alliesAroundBlock(p, 31 - Math.clz32(low)) >= 3) kept |= low;
    }
    return kept;
  }

  /** Prestigious (Valor on the field), Vanquisher (Renown captured) and Sacrificial (creatures to give up) of d, for p. */
  private meetsThresholds(p: number, d: number): boolean {
    if (defPrestigious[d]! > 0 && VALOR[p]! < defPrestigious[d]!) return false;
    if ((defKw[d]! & KW.Vanquisher) !== 0 && RENOWN[p]! < defVanquisher[d]!) return false;
    return !(defSacrificial[d]! > 0 && CREATURES[p]! < defSacrificial[d]!);
  }

  /** The cells with at least three of p's cards (a Large one counted once) among their eight neighbours. */
  private crowdedCells(p: number): number {
    const g = this.geo;
    const w = g.cols;
    // Touching is symmetric: add each own card's surrounding cells to bit-sliced counters (1+, 2+, 3+).
    let own = OWN[p]!;
    let one = 0;
    let two = 0;
    let three = 0;
    while (own !== 0) {
      const low = own & -own;
      own ^= low;
      const x = 31 - Math.clz32(low);
      let m = ringMask[x]!;
      const card = OCC[x]!;
      if ((this.printedKw(card) & KW.Large) !== 0) {
        // Once, from its top-left cell: the cells around its whole footprint.
        if (this.cellOf(card) !== x) continue;
        m = (m | ringMask[x + 1]! | ringMask[x + w]! | ringMask[x + w + 1]!) & ~this.footprintAt(x, KW.Large);
      }
      three |= two & m;
      two |= one & m;
      one |= m;
    }
    return three;
  }

  /** Distinct cards of p around a 2x2 footprint with top-left cell x (a Large Bastion's rule). */
  private alliesAroundBlock(p: number, x: number): number {
    const g = this.geo;
    const mark = freshMark();
    let n = 0;
    const r0 = g.row(x);
    const c0 = g.col(x);
    for (let r = r0 - 1; r <= r0 + 2; r++) {
      for (let c = c0 - 1; c <= c0 + 2; c++) {
        if (r >= r0 && r < r0 + 2 && c >= c0 && c < c0 + 2) continue;
        const y = g.at(r, c);
        if (y < 0) continue;
        const o = OCC[y]!;
        if (o !== NO_CARD && this.ctrl(o) === p && SEEN[o] !== mark) {
          SEEN[o] = mark;
          n++;
        }
      }
    }
    return n;
  }

  private hasBastion(p: number): boolean {
    return BASTIONS[p]! > 0;
  }

  /** Puts a card of definition d from p's hand at `cell`, turned `r` from p's forward direction. */
  private place(p: number, d: number, cell: number, r: number): void {
    const t = this.cards;
    let card = NO_CARD;
    const hb = t.pileStart(HAND, p);
    for (let i = t.count(HAND, p) - 1; i >= 0; i--) {
      const c = this.cPile[hb + i]!;
      if (this.def(c) === d) {
        card = c;
        break;
      }
    }
    if (card === NO_CARD) throw new Error(`player ${p} has no ${this.cfg.set.cards[d]?.name} in hand`);
    const under = OCC[cell]!;
    if (under !== NO_CARD) {
      // Levelling up / defecting: the old card goes under the new one.
      this.occupy(under, cell, this.ctrl(under), -1);
      t.attach(under, card, BOARD, p);
    }
    this.enterBoard(card, cell, (forward[p]! + r) & 3, p);
    this.emit(CardEvent.Played, p, d);
    this.pushFrame(F_ENDTURN, 0);
    // Without a cost or a play ability, stepPlaced would only start the round.
    if (defSacrificial[d]! === 0 && (defKw[d]! & (KW.Summon | KW.Stench | KW.Lobbed)) === 0) this.pushRound(card, 1);
    else this.pushFrame(F_PLACED, card, 0);
  }

  /** Puts a card into play at `cell` (scenario set-up); the rules' own entries are enterBoard. */
  putOnBoard(card: number, cell: number, orientation: number, p: number): void {
    this.useTables();
    this.enterBoard(card, cell, orientation, p);
  }

  /**
   * Puts a card into play at `cell` (summons, Horde; a placement from hand is place()). Without
   * the public methods' useTables: the rules call it at every placement, and the guard measured 1%.
   */
  private enterBoard(card: number, cell: number, orientation: number, p: number): void {
    this.invalidate();
    this.cards.placeInCell(card, BOARD, cell, p);
    CARD[card * F.Stride + F.Orient] = orientation;
    CARD[card * F.Stride + F.LargeHits] = 0;
    this.occupy(card, cell, p, 1);
  }

  private countAura(d: number, delta: number): void {
    const a = defAuraKw[d]!;
    if (a === 0) return;
    for (let b = 0; b < 32; b++) if ((a & (1 << b)) !== 0) AURA[b] = AURA[b]! + delta;
  }

  /**
   * A card of p's covering (+1) or leaving (-1) the cells from `cell` (its top-left one): the
   * occupancy, then the running totals.
   */
  private occupy(card: number, cell: number, p: number, sign: number): void {
    const kw = this.printedKw(card);
    const fp = this.footprintAt(cell, kw);
    const e = this.numPlayers;
    const v = sign > 0 ? card : NO_CARD;
    CARD[card * F.Stride + F.Cell] = sign > 0 ? cell : -1;
    CARD[card * F.Stride + F.Controller] = sign > 0 ? p : -1;
    OWN[e] = sign > 0 ? OWN[e]! & ~fp : OWN[e]! | fp;
    if ((kw & KW.Large) !== 0) {
      const w = this.geo.cols;
      OCC[cell] = v;
      OCC[cell + 1] = v;
      OCC[cell + w] = v;
      OCC[cell + w + 1] = v;
    } else OCC[cell] = v;
    this.tally(card, p, sign, fp);
  }

  /** Bitmask of the cells a card with keywords `kw` covers when its top-left cell is `cell`. */
  private footprintAt(cell: number, kw: number): number {
    if ((kw & KW.Large) === 0) return 1 << cell;
    const w = this.geo.cols;
    return (1 << cell) | (1 << (cell + 1)) | (1 << (cell + w)) | (1 << (cell + w + 1));
  }

  // ------------------------------------------------------------ resolution loop
  /** Resolves pending frames until a player must answer or the turn is over. */
  private run(): void {
    const st = this.stack;
    while (st.length > 0 && this.reason === null) {
      const k = this.frameTop(0);
      if (k >= Q_FIRST) {
        const n = this.answers(SCRATCH);
        if (n === 0) st.pop();
        else if (n === 1) this.answer(SCRATCH[0]! - this.answerBase);
        else {
          this.keepList(SCRATCH, n);
          return;
        }
        continue;
      }
      switch (k) {
        case F_ENDTURN:
          this.stepEndTurn();
          break;
        case F_PLACED:
          this.stepPlaced();
          break;
        case F_ROUND:
          this.stepRound();
          break;
        case F_ATTACK:
          this.stepAttack();
          break;
        default:
          throw new Error(`unknown frame ${k}`);
      }
    }
  }

  private stepEndTurn(): void {
    const st = this.stack;
    const p = this.turnPlayer;
    if (this.frameTop(1) === 0) {
      for (let h = this.handCount(p); h < HAND_SIZE && this.draw(p, false); h++);
      this.setFrameTop(1, 1);
    }
    // Discard down to five, the turn player first, then clockwise.
    for (let i = 0, q = p; i < this.numPlayers; i++, q = this.nextSeat(q)) {
      const over = this.handCount(q) - HAND_SIZE;
      if (over > 0) {
        this.pushFrame(Q_DISCARD, q, over, -1);
        return;
      }
    }
    st.pop();
    this.endOfTurn();
  }

  /** A card was placed: Sacrificial costs, then its abilities, then its attacks. */
  private stepPlaced(): void {
    const st = this.stack;
    const idx = st.length - 1;
    const card = this.frameTop(1);
    const p = this.ctrl(card);
    const d = this.def(card);
    const kw = defKw[d]!;
    if (this.frameTop(2) === 0) {
      this.setFrameTop(2, 1);
      const n = defSacrificial[d]!;
      if (n > 0) {
        this.pushFrame(Q_SACRIFICE, p, n, -1, card);
        return;
      }
    }
    if (this.frameTop(2) === 1) {
      this.setFrameTop(2, 2);
      if (this.onBoard(card)) {
        if ((kw & KW.Summon) !== 0) this.summon(card);
        if ((kw & KW.Stench) !== 0) this.stench(card);
        if ((kw & KW.Lobbed) !== 0 && this.onBoard(card)) this.remove(card, R_DESTROY, p, NO_CARD);
        // A question raised by an ability (Horde) is answered before the attacks.
        if (st.length - 1 > idx) return;
      }
    }
    st.pop();
    if (this.onBoard(card)) this.pushRound(card, 1);
  }

  /**
   * Starts a card's attack round. The frame is always the next one resolved, so a round that
   * could attack nothing (the same test as stepRound's first one) is not pushed at all.
   */
  private pushRound(card: number, placement: number): void {
    CARD[card * F.Stride + F.AttackStamp] = this.turnCount;
    if (this.roundIsEmpty(card)) return;
    this.pushFrame(F_ROUND, card, 0, 0, 0, 0, placement, NO_CARD);
  }

  /**
   * Whether a round starting now does nothing: the card is gone or a relic, or it is a normal
   * card without Ranged (printed or from an Aura) or Arcane Missile and no enemy touches it
   * where it can attack (the straight neighbours, or all eight when it attacks diagonally;
   * Disengage then offers no side). Other Auras grant nothing a round without an attack uses.
   */
  private roundIsEmpty(card: number): boolean {
    if (!this.onBoard(card)) return true;
    const d = this.def(card);
    if (defType[d] === RELIC) return true;
    const kw = defKw[d]!;
    if ((kw & (KW.Large | KW.Ranged | KW.ArcaneMissile)) !== 0 || AURA[RANGED_BIT] !== 0) return false;
    const x = this.cellOf(card);
    const reach = (kw & KW.DiagonalAttacking) !== 0 ? ringMask[x]! : crossMask[x]!;
    return (reach & this.enemyCells(this.ctrl(card))) === 0;
  }

  /** Summon: one spawn token from the supply enters the first empty space beside it, clockwise from the front. */
  private summon(card: number): void {
    const p = this.ctrl(card);
    const sd = defSummonDef[this.def(card)]!;
    const t = this.cards;
    let token = NO_CARD;
    for (let i = t.count(SUPPLY, p) - 1; i >= 0; i--) {
      const c = t.at(SUPPLY, p, i);
      if (this.def(c) === sd) {
        token = c;
        break;
      }
    }
    if (token === NO_CARD) return;
    const sz = this.size(card);
    for (let k = 0; k < 4; k++) {
      for (let i = 0; i < sz; i++) {
        const y = this.slotTarget(card, k * 3 + i);
        if (y >= 0 && OCC[y] === NO_CARD) {
          this.enterBoard(token, y, CARD[card * F.Stride + F.Orient]!, p);
          return;
        }
      }
    }
  }

  /** Fetid Gob: a coin for every card in the eight spaces around it; tails returns it to hand. */
  private stench(card: number): void {
    const n = this.ring(card, RING);
    const targets = SCRATCH;
    const base = 3500;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const o = OCC[RING[i]!]!;
      if (o === NO_CARD) continue;
      let dup = false;
      for (let j = 0; j < m; j++) if (targets[base + j] === o) dup = true;
      if (!dup) targets[base + m++] = o;
    }
    for (let j = 0; j < m; j++) {
      const o = targets[base + j]!;
      // 0 = heads, 1 = tails.
      if (this.rng.below(STREAM_CHANCE, 2) === 1 && this.onBoard(o)) this.remove(o, R_RETURN, this.ctrl(card), NO_CARD);
    }
  }

  // ------------------------------------------------------------ attack rounds
  /**
   * Target cell of attack slot s: side k = s / 3 relative to the front, j = s % 3 its straight
   * neighbour (0), the second space (1: Ranged; for a Large card the side's second cell) or the
   * corner after it, clockwise (2).
   */
  private slotTarget(card: number, s: number): number {
    const k = (s / 3) | 0;
    const j = s % 3;
    const d = (CARD[card * F.Stride + F.Orient]! + k) & 3;
    const a = this.cellOf(card);
    if (this.size(card) === 1) return j === 0 ? step[a * 4 + d]! : step2(a, d, j === 2 ? (d + 1) & 3 : d);
    // Large: side d's two cells lie one step beyond the footprint's corners d and d + 1 (clockwise
    // from the top-left); the corner slot is diagonal from the second.
    const from = a + largeCorner[j === 0 ? d : (d + 1) & 3]!;
    return j === 2 ? step2(from, d, (d + 1) & 3) : step[from * 4 + d]!;
  }

  private enemyAt(card: number, cell: number): number {
    if (cell < 0) return NO_CARD;
    const o = OCC[cell]!;
    return o !== NO_CARD && o !== card && this.ctrl(o) !== this.ctrl(card) ? o : NO_CARD;
  }

  /** Whether an enemy card stands in one of the eight cells around a one-cell card. */
  private nextToEnemy(card: number): boolean {
    return (ringMask[this.cellOf(card)]! & this.enemyCells(this.ctrl(card))) !== 0;
  }

  /** The cells covered by the cards of p's enemies (every other seat's), as a mask. */
  private enemyCells(p: number): number {
    return ~(OWN[p]! | OWN[this.numPlayers]!);
  }

  /** Arcane Missile targets: 0..3 the corners NE, SE, SW, NW; 4..7 two spaces N, E, S, W. */
  private arcaneTarget(card: number, t: number): number {
    const a = this.cellOf(card);
    return t < 4 ? step2(a, t, (t + 1) & 3) : step2(a, t - 4, t - 4);
  }

  private stepRound(): void {
    const st = this.stack;
    // The round's frame is on top throughout (fields read straight from the frames).
    const idx = st.length - 1;
    const o = idx * FRAME_WIDTH;
    const card = FRAMES[o + 1]!;
    const phase = FRAMES[o + 2]!;
    if (!this.onBoard(card) || defType[this.def(card)] === RELIC) {
      st.pop();
      return;
    }
    const p = this.ctrl(card);
    const kw = this.printedKw(card);
    if (phase === 0) {
      FRAMES[o + 2] = 1;
      if ((kw & (KW.ArcaneMissile | KW.Large)) === KW.ArcaneMissile) {
        this.pushFrame(Q_ARCANE, p, idx);
        return;
      }
    }
    if (FRAMES[o + 2] === 1) {
      FRAMES[o + 2] = 2;
      if (FRAMES[o + 5] === 0 && (kw & KW.Disengage) !== 0) {
        this.pushFrame(Q_DISENGAGE, p, idx);
        return;
      }
    }
    if (FRAMES[o + 2] === 2) {
      const mode = FRAMES[o + 5]!;
      if (mode >= 10) {
        FRAMES[o + 2] = 3;
        const t = mode - 10;
        const target = this.enemyAt(card, this.arcaneTarget(card, t));
        if (target === NO_CARD) return;
        if (t < 4) this.pushAttackChoice(card, target, this.facing(card, t), this.facing(card, (t + 1) & 3), 4 + t, FRAMES[o + 6]!);
        else this.pushAttackChoice(card, target, this.facing(card, t - 4), this.facing(card, t - 4), t - 4, FRAMES[o + 6]!);
        return;
      }
      const sz = (kw & KW.Large) !== 0 ? 2 : 1;
      const ranged = sz === 1 && this.hasKw(card, KW.Ranged) && !this.nextToEnemy(card);
      const diagonal = (kw & KW.DiagonalAttacking) !== 0;
      const cell = this.cellOf(card);
      const orient = CARD[card * F.Stride + F.Orient]!;
      if (sz === 1 && !ranged && !diagonal) {
        // The usual card: only slot 0 of each side (its straight neighbour) can attack.
        // Field 3 is one past the slot last attacked (slot 3k for side k): resume at the next side.
        for (let k = SIDE_AFTER[FRAMES[o + 3]!]!; k < 4; k++) {
          if (mode >= 1 && k !== mode - 1) continue;
          const s = k * 3;
          const d = (orient + k) & 3;
          const y = step[cell * 4 + d]!;
          if (y < 0) continue;
          const target = OCC[y]!;
          if (target === NO_CARD || this.ctrl(target) === p || target === FRAMES[o + 7]) continue;
          if (!this.slotAttack(card, target, s, d, false, idx)) continue;
          // What run() would do next, done here: the rounds the attack started (a defender
          // attacking in full) resolve first, then this round goes on with its next side. Back to
          // run() when something else is pending, the attacker is gone, or Ranged could now apply
          // (it may have no enemy beside it any more), as this same test of the frame would say.
          this.resolveRoundsAbove(idx);
          if (st.length - 1 !== idx || !this.onBoard(card) || this.hasKw(card, KW.Ranged)) return;
        }
      } else {
        for (let s = FRAMES[o + 3]!; s < 12; s++) {
          const k = (s / 3) | 0;
          const j = s % 3;
          if (mode >= 1 && (k !== mode - 1 || j === 2)) continue;
          if (j === 1 && sz === 1 && !ranged) continue;
          if (j === 2 && !diagonal) continue;
          const d = (orient + k) & 3;
          const target = this.enemyAt(card, j === 0 && sz === 1 ? step[cell * 4 + d]! : this.slotTarget(card, s));
          if (target === NO_CARD || target === FRAMES[o + 7]) continue;
          if (this.slotAttack(card, target, s, d, j === 2, idx)) return;
        }
      }
      FRAMES[o + 2] = 3;
    }
    // All attacks made: Cleave, then Ferocious.
    const mask = FRAMES[o + 4]!;
    const mode = FRAMES[o + 5]!;
    st.pop();
    if (mask === 0) return;
    // Cleave needs two captures: with one, no call.
    if (mode < 10 && (mask & (mask - 1)) !== 0) this.cleave(card, mask);
    if (this.onBoard(card) && (kw & (KW.Ferocious | KW.Large)) === KW.Ferocious && CARD[card * F.Stride + F.FerociousStamp] !== this.turnCount) {
      CARD[card * F.Stride + F.FerociousStamp] = this.turnCount;
      this.pushFrame(Q_FEROCIOUS, p, card);
    }
  }

  /**
   * Resolves the rounds pushed above the round at frame `idx` (defenders attacking in full). Its
   * own method, not a loop inside stepRound's side loop: with a loop nested in it, V8 compiled
   * that side loop's reads of the board arrays through the array objects (a map check and their
   * data pointers at each read) instead of at their fixed addresses.
   */
  private resolveRoundsAbove(idx: number): void {
    const st = this.stack;
    while (st.length - 1 > idx && this.frameTop(0) === F_ROUND) this.stepRound();
  }

  /**
   * The attack of slot s of the round at frame `idx` on `target` (d: the side's direction,
   * `corner` for the diagonal after it). True when the round must stop until run() returns to it.
   */
  private slotAttack(card: number, target: number, s: number, d: number, corner: boolean, idx: number): boolean {
    const st = this.stack;
    const o = idx * FRAME_WIDTH;
    FRAMES[o + 3] = s + 1;
    FRAMES[o + 7] = target;
    const placement = FRAMES[o + 6]!;
    const t = this.facing(card, d);
    if (corner) this.pushAttackChoice(card, target, t, this.facing(card, (d + 1) & 3), 4 + d, placement);
    else if (this.attacksPlainly(target, t, placement)) {
      // Nothing can be asked before this attack resolves: resolve it now rather than
      // through an F_ATTACK frame (stepAttack would reach the same call). The round
      // resumes from its next slot (frame field 3).
      this.resolveAttack(card, target, t, this.facing(target, (d + 2) & 3), idx);
      return true;
    } else this.pushAttackChoice(card, target, t, t, d, placement);
    return st.length - 1 > idx;
  }

  /**
   * Pushes one attack on `target`. `t1`/`t2` are the attacker's types towards it (equal unless
   * diagonal); `dir` is 0..3 for a straight attack, 4 + d for the corner after direction d.
   */
  private pushAttackChoice(card: number, target: number, t1: number, t2: number, dir: number, placement: number): void {
    // Empty sides never attack; with two different types the attacker picks among the usable ones.
    const u1 = t1 !== EMPTY;
    const u2 = t2 !== EMPTY;
    if (!u1 && !u2) return;
    let atk = -1;
    let opts = 0;
    if (t1 === t2 || !u2) atk = t1;
    else if (!u1) atk = t2;
    else opts = Math.min(t1, t2) * 8 + Math.max(t1, t2);
    if (atk === FLEE && placement === 1) {
      // A placed card with a Flee side facing an enemy may choose not to attack.
      this.pushFrame(Q_FLEE, this.ctrl(card), card, target, dir);
      return;
    }
    this.pushFrame(F_ATTACK, card, target, atk, dir, 0, -1, opts);
  }

  /**
   * Whether a straight attack of type `t` on `target` needs no frame: it attacks (not Empty),
   * offers no Flee choice, and the defender has neither Bushido nor Duelist.
   */
  private attacksPlainly(target: number, t: number, placement: number): boolean {
    return t !== EMPTY && (t !== FLEE || placement !== 1) && (this.printedKw(target) & (KW.Bushido | KW.Duelist)) === 0;
  }

  private stepAttack(): void {
    const st = this.stack;
    const att = this.frameTop(1);
    const def = this.frameTop(2);
    const phase = this.frameTop(5);
    const idx = st.length - 1;
    if (!this.onBoard(att) || !this.onBoard(def) || this.ctrl(att) === this.ctrl(def)) {
      st.pop();
      return;
    }
    const bushido = (this.printedKw(def) & KW.Bushido) !== 0;
    if (phase === 0) {
      this.setFrameTop(5, 1);
      if (bushido && CARD[def * F.Stride + F.BushidoStamp] !== this.turnCount) {
        CARD[def * F.Stride + F.BushidoStamp] = this.turnCount;
        CARD[def * F.Stride + F.BushidoChoice] = att;
        if (this.bushidoCandidates(def, SCRATCH, 0) >= 2) {
          this.pushFrame(Q_BUSHIDO, this.ctrl(def), def);
          return;
        }
      }
    }
    if (this.frameTop(5) === 1) {
      if (bushido && CARD[def * F.Stride + F.BushidoChoice] !== att) {
        st.pop();
        return;
      }
      this.setFrameTop(5, 2);
      if (this.frameTop(3) < 0) {
        const opts = this.frameTop(7);
        this.pushFrame(Q_ATK_TYPE, this.ctrl(att), idx, (opts / 8) | 0, opts % 8);
        return;
      }
    }
    if (this.frameTop(5) === 2) {
      this.setFrameTop(5, 3);
      if ((this.printedKw(def) & KW.Duelist) !== 0) this.duel(def, att);
      const dir = this.frameTop(4);
      if (dir < 4) this.setFrameTop(6, this.facing(def, (dir + 2) & 3));
      else {
        const d = dir - 4;
        const a = this.facing(def, (d + 2) & 3);
        const b = this.facing(def, (d + 3) & 3);
        if (a === b) this.setFrameTop(6, a);
        else {
          this.pushFrame(Q_DEF_TYPE, this.ctrl(def), idx, Math.min(a, b), Math.max(a, b));
          return;
        }
      }
    }
    const a = this.frameTop(3);
    const dT = this.frameTop(6);
    st.pop();
    this.resolveAttack(att, def, a, dT, idx - 1);
  }

  /** Enemy cards of `def` beside it with a non-Empty side towards it (Bushido's candidates), as cells. */
  private bushidoCandidates(def: number, out: Int32Array, from: number): number {
    const n = this.ring(def, RING);
    let m = 0;
    const mark = freshMark();
    for (let i = 0; i < n; i++) {
      const x = RING[i]!;
      const o = this.enemyAt(def, x);
      if (o === NO_CARD || SEEN[o] === mark) continue;
      // Only straight neighbours attack without a keyword; the side must not be Empty.
      const d = this.directionFrom(o, def);
      if (d < 0 || this.facing(o, d) === EMPTY) continue;
      SEEN[o] = mark;
      out[from + m++] = this.cellOf(o);
    }
    // Ascending cells.
    sortRange(out, from, m);
    return m;
  }

  /** The straight direction from card a to an orthogonally touching card b, or -1. */
  private directionFrom(a: number, b: number): number {
    const g = this.geo;
    const ar = g.row(this.cellOf(a));
    const ac = g.col(this.cellOf(a));
    const as = this.size(a);
    const br = g.row(this.cellOf(b));
    const bc = g.col(this.cellOf(b));
    const bs = this.size(b);
    const rowsOverlap = ar < br + bs && br < ar + as;
    const colsOverlap = ac < bc + bs && bc < ac + as;
    if (colsOverlap && br + bs === ar) return 0;
    if (colsOverlap && br === ar + as) return 2;
    if (rowsOverlap && bc === ac + as) return 1;
    if (rowsOverlap && bc + bs === ac) return 3;
    return -1;
  }

  /** Duelist: every card around the defender except the attacker returns to its owner's hand. */
  private duel(def: number, att: number): void {
    const n = this.ring(def, RING);
    const base = 3600;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const o = OCC[RING[i]!]!;
      if (o === NO_CARD || o === att) continue;
      let dup = false;
      for (let j = 0; j < m; j++) if (SCRATCH[base + j] === o) dup = true;
      if (!dup) SCRATCH[base + m++] = o;
    }
    for (let j = 0; j < m; j++) {
      const o = SCRATCH[base + j]!;
      if (this.onBoard(o)) this.remove(o, R_RETURN, this.ctrl(def), NO_CARD);
    }
  }

  private resolveAttack(att: number, def: number, a: number, dT: number, roundIdx: number): void {
    if (a === FLEE) {
      this.remove(att, R_RETURN, this.ctrl(att), NO_CARD);
      if (dT === FLEE) this.remove(def, R_RETURN, this.ctrl(def), NO_CARD);
      else this.counter(def);
      return;
    }
    if (dT === FLEE) {
      // Flee triggers whatever protects the card from capture (Cryogenic Spellslinger, Northern Emissary rulings).
      this.remove(def, R_RETURN, this.ctrl(att), NO_CARD);
      return;
    }
    let win: boolean;
    if (dT === EMPTY) win = true;
    else {
      win = beats(a, dT, (this.printedKw(att) & KW.Perverse) !== 0);
      // Ties: same type; Assassin wins them (unless both are Assassins).
      if (!win && a === dT && this.hasKw(att, KW.Assassin) && !this.hasKw(def, KW.Assassin)) win = true;
    }
    let took = false;
    if (win && defType[this.def(att)] !== BASTION) {
      if ((this.printedKw(att) & KW.Mauler) !== 0) {
        this.remove(def, R_DESTROY, this.ctrl(att), att);
        took = true;
      } else took = this.tryCapture(def, a, att);
    }
    if (took) {
      const st = this.stack;
      if (roundIdx >= 0 && roundIdx < st.length && this.frameAt(roundIdx, 0) === F_ROUND && this.frameAt(roundIdx, 1) === att) {
        const s = this.frameAt(roundIdx, 3) - 1;
        this.setFrameAt(roundIdx, 4, this.frameAt(roundIdx, 4) | (1 << s));
      }
      if (this.onBoard(att) && this.hasKw(att, KW.Assassin)) this.pushFrame(Q_ASSASSIN, this.ctrl(att), att);
      return;
    }
    this.counter(def);
  }

  /** Once a card defends it attacks in full, before anything else resolves (once a turn). */
  private counter(def: number): void {
    if (this.onBoard(def) && CARD[def * F.Stride + F.AttackStamp] !== this.turnCount) this.pushRound(def, 0);
  }

  /** Whether `card` may be captured by an attack of type `a` now (ignoring Large's two hits). */
  captureBlocked(card: number, a: number): boolean {
    this.useTables();
    return this.cannotCapture(card, a);
  }

  /** captureBlocked for the rules, which have made their tables active already (see enterBoard). */
  private cannotCapture(card: number, a: number): boolean {
    const ind = defIndomitable[this.def(card)]!;
    if (ind >= 0 && a !== ind) return true;
    const p = this.ctrl(card);
    if (CARD[card * F.Stride + F.GuardTurn]! > this.ownTurns[p]!) return true;
    // Small enough to inline into resolveAttack: the walk for a Sentry is a call, made only
    // when p has one (printed or from an Aura).
    return (SENTRIES[p] !== 0 || AURA[SENTRY_BIT] !== 0) && this.guardedBySentry(card, p);
  }

  /** Sentry: an allied Sentry of p whose Sentinel side touches `card`. */
  private guardedBySentry(card: number, p: number): boolean {
    if (this.size(card) === 1) {
      // Only a card in one of the four straight neighbours can touch it with a side.
      const x = this.cellOf(card);
      if ((crossMask[x]! & OWN[p]!) === 0) return false;
      for (let d = 0; d < 4; d++) {
        const y = step[x * 4 + d]!;
        const o = y < 0 ? NO_CARD : OCC[y]!;
        // The ally's side towards this card faces back along d, whatever the ally's size.
        if (o !== NO_CARD && this.ctrl(o) === p && this.facing(o, (d + 2) & 3) === SENTINEL && this.hasKw(o, KW.Sentry)) return true;
      }
      return false;
    }
    const n = this.ring(card, RING);
    for (let i = 0; i < n; i++) {
      const o = OCC[RING[i]!]!;
      if (o === NO_CARD || o === card || this.ctrl(o) !== p) continue;
      if (!this.hasKw(o, KW.Sentry)) continue;
      const dir = this.directionFrom(o, card);
      if (dir >= 0 && this.facing(o, dir) === SENTINEL) return true;
    }
    return false;
  }

  /** Captures `card` for the attacker's controller when nothing protects it. */
  private tryCapture(card: number, a: number, att: number): boolean {
    if (this.cannotCapture(card, a)) return false;
    // printedKw, not size(): resolveAttack inlines this with its budget spent, and size was a call.
    if ((this.printedKw(card) & KW.Large) !== 0) {
      // Large: captured only by the second successful attacker.
      CARD[card * F.Stride + F.LargeHits]!++;
      if (CARD[card * F.Stride + F.LargeHits]! < 2) return false;
    }
    const p = this.ctrl(att);
    this.remove(card, R_CAPTURE, p, att);
    if ((this.printedKw(att) & KW.Bulwark) !== 0 && p === this.turnPlayer) CARD[att * F.Stride + F.GuardTurn] = this.ownTurns[p]! + 1;
    return true;
  }

  /** Cleave: two captures with an enemy between them take that enemy too (`mask`: the slots that captured, two or more). */
  private cleave(card: number, mask: number): void {
    const critical = this.hasKw(card, KW.CriticalCleave);
    if (!critical && !this.hasKw(card, KW.Cleave)) return;
    if (!this.onBoard(card) || this.size(card) === 2) return;
    const x = this.cellOf(card);
    // Pairs of neighbouring sides (k, k+1); plain Cleave only through the front corners.
    for (let k = 0; k < 4; k++) {
      if (!critical && k !== 0 && k !== 3) continue;
      if ((mask & (1 << (k * 3))) === 0 || (mask & (1 << (((k + 1) & 3) * 3))) === 0) continue;
      const d = (CARD[card * F.Stride + F.Orient]! + k) & 3;
      const d2 = (d + 1) & 3;
      const y = step2(x, d, d2);
      const e = this.enemyAt(card, y);
      if (e !== NO_CARD) this.tryCapture(e, -1, card);
      if (!critical) return;
    }
  }

  // ------------------------------------------------------------ leaving the battlefield
  /**
   * Takes a card (and any card under it) off the battlefield: captured into `by`'s capture
   * pile, destroyed (discard, or `by`'s capture pile for a levelled Key Figure), or returned
   * to the owners' hands. Spawn are banished whatever the reason. Explosive and Horde follow.
   */
  private remove(card: number, how: number, by: number, source: number): void {
    const t = this.cards;
    const d = this.def(card);
    const cell = this.cellOf(card);
    const controller = this.ctrl(card);
    const orientation = CARD[card * F.Stride + F.Orient]!;
    const sz = this.size(card);
    // Horde: beside at least two other cards of its creature type at the moment it goes.
    let horde = false;
    if (how !== R_RETURN && (defKw[d]! & KW.Horde) !== 0 && sz === 1) {
      const n = this.ring(card, RING);
      let same = 0;
      const mark = freshMark();
      for (let i = 0; i < n; i++) {
        const o = OCC[RING[i]!]!;
        if (o === NO_CARD || SEEN[o] === mark) continue;
        SEEN[o] = mark;
        if (defTribe[this.def(o)] === defTribe[d] && this.isCreature(o)) same++;
      }
      horde = same >= 2;
    }
    const explode = how === R_DESTROY && (defKw[d]! & KW.Explosive) !== 0;
    let ringN = 0;
    const ringBase = this.explodeDepth * 16;
    if (explode) {
      ringN = this.ring(card, RING);
      for (let i = 0; i < ringN; i++) EXPLODE[ringBase + i] = RING[i]!;
    }
    const levelled = defCharacter[d]! >= 0 && this.hasUnder(card);
    this.occupy(card, cell, controller, -1);
    CARD[card * F.Stride + F.LargeHits] = 0;
    CARD[card * F.Stride + F.GuardTurn] = 0;
    // Cards under a levelled Key Figure.
    if (levelled) {
      for (let c = 0; c < t.size; c++) if (t.attachedTo[c] === card) this.moveOff(c, how, by, source, true);
    }
    this.moveOff(card, how, by, source, levelled);
    if (horde) this.pushFrame(Q_HORDE, controller, cell, orientation, defTribe[d]!);
    if (explode) {
      // Explosive: every creature around it is destroyed (discarded, not captured).
      this.explodeDepth++;
      for (let i = 0; i < ringN; i++) {
        const o = OCC[EXPLODE[ringBase + i]!]!;
        if (o !== NO_CARD && this.isCreature(o)) this.remove(o, R_DESTROY, by, NO_CARD);
      }
      this.explodeDepth--;
    }
  }

  private moveOff(c: number, how: number, by: number, source: number, levelled: boolean): void {
    const t = this.cards;
    const owner = t.owner[c]!;
    const d = this.def(c);
    if (defType[d] === SPAWN) {
      t.pushOnto(c, BANISH, owner);
      return;
    }
    if (how === R_RETURN) {
      t.pushOnto(c, HAND, owner);
      // Returned from the battlefield: everyone saw it leave, it stays known.
      t.revealToAll(c);
      return;
    }
    if (how === R_CAPTURE || levelled) {
      CARD[c * F.Stride + F.SmiteDouble] = source !== NO_CARD && defSmiteTribe[this.def(source)] === defTribe[d] && defType[d] === CREATURE ? 1 : 0;
      t.pushOnto(c, CAPTURE, by);
      RENOWN[by] = RENOWN[by]! + this.capturedRenown(c);
    } else t.pushOnto(c, DISCARD, owner);
  }

  private hasUnder(card: number): boolean {
    if (defCharacter[this.def(card)]! < 0) return false;
    const t = this.cards;
    for (let c = 0; c < t.size; c++) if (t.attachedTo[c] === card) return true;
    return false;
  }

  // ------------------------------------------------------------ questions
  /** Legal answers to the question on top of the stack, ascending ids. */
  private answers(out: Int32Array): number {
    const base = this.answerBase;
    const k = this.frameTop(0);
    const p = this.frameTop(1);
    let n = 0;
    switch (k) {
      case Q_FLEE:
      case Q_ASSASSIN:
        out[0] = base + A_NO;
        out[1] = base + A_YES;
        return 2;
      case Q_ATK_TYPE:
      case Q_DEF_TYPE:
        out[0] = base + A_TYPE + this.frameTop(3);
        out[1] = base + A_TYPE + this.frameTop(4);
        return 2;
      case Q_ARCANE: {
        const card = this.frameAt(this.frameTop(2), 1);
        out[n++] = base + A_NO;
        for (let t = 0; t < 8; t++) {
          const e = this.enemyAt(card, this.arcaneTarget(card, t));
          if (e === NO_CARD) continue;
          const t1 = this.facing(card, t < 4 ? t : t - 4);
          const t2 = t < 4 ? this.facing(card, (t + 1) & 3) : t1;
          if (t1 !== EMPTY || t2 !== EMPTY) out[n++] = base + A_ARC + t;
        }
        return n;
      }
      case Q_DISENGAGE: {
        const card = this.frameAt(this.frameTop(2), 1);
        out[n++] = base + A_NO;
        for (let side = 0; side < 4; side++) {
          const d = (CARD[card * F.Stride + F.Orient]! + side) & 3;
          if (this.facing(card, d) === EMPTY) continue;
          if (this.enemyAt(card, this.slotTarget(card, side * 3)) !== NO_CARD || (this.size(card) === 2 && this.enemyAt(card, this.slotTarget(card, side * 3 + 1)) !== NO_CARD)) out[n++] = base + A_SIDE + side;
        }
        return n;
      }
      case Q_BUSHIDO: {
        const m = this.bushidoCandidates(this.frameTop(2), out, 0);
        for (let i = 0; i < m; i++) out[i] = base + A_CELL + out[i]!;
        return m;
      }
      case Q_FEROCIOUS: {
        const card = this.frameTop(2);
        if (!this.onBoard(card)) return 0;
        const m = this.ring(card, RING);
        for (let i = 0; i < m; i++) if (OCC[RING[i]!] === NO_CARD) out[n++] = base + A_CELL + RING[i]!;
        return n;
      }
      case Q_SACRIFICE: {
        const need = this.frameTop(2);
        const last = this.frameTop(3);
        const placed = this.frameTop(4);
        // Own creatures other than the placed card, by cell; a pick must leave enough after it.
        let total = 0;
        for (let x = 0; x < this.geo.cells; x++) {
          const c = this.cards.cell(BOARD, x);
          if (c !== NO_CARD && c !== placed && x > last && this.ctrl(c) === p && this.isCreature(c)) SCRATCH[3900 + total++] = x;
        }
        for (let i = 0; i + need <= total; i++) out[n++] = base + A_CELL + SCRATCH[3900 + i]!;
        return n;
      }
      case Q_DISCARD: {
        const last = this.frameTop(3);
        const t = this.cards;
        const hn = t.count(HAND, p);
        for (let i = 0; i < hn; i++) {
          const d = this.def(t.at(HAND, p, i));
          if (d < last) continue;
          let j = n;
          let dup = false;
          for (let q = 0; q < n; q++) if (out[q] === base + A_DISCARD + d) dup = true;
          if (dup) continue;
          while (j > 0 && out[j - 1]! > base + A_DISCARD + d) {
            out[j] = out[j - 1]!;
            j--;
          }
          out[j] = base + A_DISCARD + d;
          n++;
        }
        return n;
      }
      case Q_HORDE: {
        if (OCC[this.frameTop(2)] !== NO_CARD) return 0;
        const tribe = this.frameTop(4);
        const t = this.cards;
        for (let q = 0; q < this.numPlayers; q++) {
          const cn = t.count(CAPTURE, q);
          const from = n;
          for (let i = 0; i < cn; i++) {
            const d = this.def(t.at(CAPTURE, q, i));
            if (defTribe[d] !== tribe || defType[d] !== CREATURE || (defKw[d]! & KW.Large) !== 0) continue;
            const id = base + A_HORDE + q * MAX_DEFS + d;
            let j = n;
            let dup = false;
            for (let z = from; z < n; z++) if (out[z] === id) dup = true;
            if (dup) continue;
            while (j > from && out[j - 1]! > id) {
              out[j] = out[j - 1]!;
              j--;
            }
            out[j] = id;
            n++;
          }
        }
        return n;
      }
      default:
        throw new Error(`no question on the stack (frame ${k})`);
    }
  }

  /**
   * One pick of a multi-pick question (sacrifices, discards: field 2 the picks left, field 3 the
   * last pick, so the next ones come in ascending order); the question ends with the last pick.
   */
  private countPick(pick: number): void {
    const st = this.stack;
    const left = this.frameTop(2) - 1;
    if (left === 0) st.pop();
    else {
      this.setFrameTop(2, left);
      this.setFrameTop(3, pick);
    }
  }

  /** Applies answer `a` (relative to the answer base) to the question on top of the stack. */
  private answer(a: number): void {
    const st = this.stack;
    const k = this.frameTop(0);
    const p = this.frameTop(1);
    switch (k) {
      case Q_FLEE: {
        if (a === A_YES) {
          const att = this.frameTop(2);
          const def = this.frameTop(3);
          const dir = this.frameTop(4);
          st.pop();
          this.pushFrame(F_ATTACK, att, def, FLEE, dir, 0, -1, 0);
        } else st.pop();
        return;
      }
      case Q_ASSASSIN: {
        const card = this.frameTop(2);
        st.pop();
        if (a === A_YES && this.onBoard(card)) this.remove(card, R_RETURN, p, NO_CARD);
        return;
      }
      case Q_ATK_TYPE:
      case Q_DEF_TYPE: {
        const at = this.frameTop(2);
        st.pop();
        this.setFrameAt(at, k === Q_ATK_TYPE ? 3 : 6, a - A_TYPE);
        return;
      }
      case Q_ARCANE: {
        const round = this.frameTop(2);
        st.pop();
        if (a >= A_ARC) {
          this.setFrameAt(round, 5, 10 + a - A_ARC);
          this.setFrameAt(round, 2, 2);
        }
        return;
      }
      case Q_DISENGAGE: {
        const round = this.frameTop(2);
        st.pop();
        if (a >= A_SIDE) this.setFrameAt(round, 5, 1 + a - A_SIDE);
        return;
      }
      case Q_BUSHIDO: {
        const def = this.frameTop(2);
        st.pop();
        CARD[def * F.Stride + F.BushidoChoice] = OCC[a - A_CELL]!;
        return;
      }
      case Q_FEROCIOUS: {
        const card = this.frameTop(2);
        st.pop();
        const x = a - A_CELL;
        this.occupy(card, this.cellOf(card), p, -1);
        this.cards.placeInCell(card, BOARD, x, p);
        this.occupy(card, x, p, 1);
        this.pushRound(card, 0);
        return;
      }
      case Q_SACRIFICE: {
        const x = a - A_CELL;
        this.countPick(x);
        const c = this.cards.cell(BOARD, x);
        this.remove(c, R_DESTROY, p, NO_CARD);
        return;
      }
      case Q_DISCARD: {
        const d = a - A_DISCARD;
        this.countPick(d);
        const t = this.cards;
        for (let i = t.count(HAND, p) - 1; i >= 0; i--) {
          const c = t.at(HAND, p, i);
          if (this.def(c) === d) {
            t.pushOnto(c, DISCARD, t.owner[c]!);
            break;
          }
        }
        return;
      }
      case Q_HORDE: {
        const cell = this.frameTop(2);
        const o = this.frameTop(3);
        st.pop();
        const rel = a - A_HORDE;
        const q = (rel / MAX_DEFS) | 0;
        const d = rel % MAX_DEFS;
        const t = this.cards;
        for (let i = t.count(CAPTURE, q) - 1; i >= 0; i--) {
          const c = t.at(CAPTURE, q, i);
          if (this.def(c) === d) {
            RENOWN[q] = RENOWN[q]! - this.capturedRenown(c);
            CARD[c * F.Stride + F.SmiteDouble] = 0;
            this.enterBoard(c, cell, o, p);
            return;
          }
        }
        return;
      }
      default:
        throw new Error(`answer ${a} with no question pending`);
    }
  }

  // ------------------------------------------------------------ results
  returns(): number[] {
    const sc = this.scores();
    let best = -Infinity;
    for (const v of sc) best = Math.max(best, v);
    let winners = 0;
    for (const v of sc) if (v === best) winners++;
    return sc.map((v) => (v === best ? 1 / winners : 0));
  }

  // ------------------------------------------------------------ text
  cardName(card: number): string {
    return this.cfg.set.data[this.cards.def[card]!]!.name;
  }

  describeAction(action: number): string {
    const base = this.answerBase;
    const who = `P${this.currentPlayer() + 1}`;
    const g = this.geo;
    if (action < base) {
      const r = action & 3;
      const rest = action >> 2;
      const cell = rest % g.cells;
      const d = (rest / g.cells) | 0;
      const name = this.cfg.set.data[d]?.name ?? `#${d}`;
      const over = this.cardAt(cell);
      const how = over !== NO_CARD ? (this.cards.controller[over] === this.currentPlayer() ? ' (levels up)' : ' (defects)') : '';
      return `${who} plays ${name} at ${g.name(cell)} facing ${DIR_NAMES[(g.forward[this.currentPlayer()]! + r) & 3]}${how}`;
    }
    const a = action - base;
    if (a === A_PASS) return `${who} cannot play (anchors)`;
    const q = this.stack.length > 0 ? this.stack.top(0) : 0;
    const what = QUESTION_NAMES[q] ?? 'answer';
    if (a === A_NO) return `${who} ${what}: ${q === Q_ARCANE || q === Q_DISENGAGE ? 'attacks normally' : 'no'}`;
    if (a === A_YES) return `${who} ${what}: yes`;
    if (a < A_SIDE) return `${who} ${what}: ${ATTACK_TYPES[a - A_TYPE]}`;
    if (a < A_ARC) return `${who} ${what}: ${['front', 'right', 'rear', 'left'][a - A_SIDE]}`;
    if (a < A_CELL) return `${who} ${what}: ${['north-east corner', 'south-east corner', 'south-west corner', 'north-west corner', 'two north', 'two east', 'two south', 'two west'][a - A_ARC]}`;
    if (a < A_DISCARD) return `${who} ${what}: ${g.name(a - A_CELL)}`;
    if (a < A_HORDE) return `${who} discards ${this.cfg.set.data[a - A_DISCARD]?.name}`;
    const rel = a - A_HORDE;
    return `${who} replaces the Horde card with ${this.cfg.set.data[rel % MAX_DEFS]?.name} from P${((rel / MAX_DEFS) | 0) + 1}'s capture pile`;
  }

  describe(): string {
    this.useTables();
    const g = this.geo;
    const lines: string[] = [];
    const arrows = ['^', '>', 'v', '<'];
    const letter = 'HSRMT.FW';
    const status = this.reason ? `ended (${this.reason})` : `P${this.turnPlayer + 1} to play`;
    lines.push(`turn ${this.turnCount}, ${status}${this.anchor >= 0 ? `, anchor P${this.anchor + 1}` : ''}`);
    // Each card: controller, facing arrow, its sides towards N, E, S, W, definition id.
    lines.push('    ' + Array.from({ length: g.cols }, (_, c) => `${String.fromCharCode(97 + c)}`.padEnd(11)).join('') + '(sides N E S W: H S R M T(Sentinel) .(Empty) F(Flee) W(Worldly))');
    for (let r = 0; r < g.rows; r++) {
      let row = `${r + 1}`.padEnd(4);
      for (let c = 0; c < g.cols; c++) {
        const x = g.at(r, c);
        const o = OCC[x]!;
        if (o === NO_CARD) row += '.'.padEnd(11);
        else {
          const q = [0, 1, 2, 3].map((d) => letter[this.facing(o, d)]).join('');
          row += `P${this.ctrl(o) + 1}${arrows[CARD[o * F.Stride + F.Orient]!]}${q}#${this.def(o)}`.padEnd(11);
        }
      }
      lines.push(row);
    }
    const seen = new Set<number>();
    for (let x = 0; x < g.cells; x++) {
      const o = OCC[x]!;
      if (o === NO_CARD || seen.has(o)) continue;
      seen.add(o);
      const d = this.cfg.set.data[this.def(o)]!;
      lines.push(`  ${g.name(x)} #${this.def(o)} ${d.name} (P${this.ctrl(o) + 1}, valor ${d.valor}, renown ${d.renown})`);
    }
    for (let p = 0; p < this.numPlayers; p++) {
      lines.push(`P${p + 1}: score ${this.score(p)} (valor ${this.valorOnField(p)} + renown ${this.renown(p)}), hand ${this.handCount(p)}, army ${this.cards.count(DECK, p)}, captured ${this.cards.count(CAPTURE, p)}, discard ${this.cards.count(DISCARD, p)}`);
    }
    if (this.stack.length > 0 && this.stack.top(0) >= Q_FIRST) lines.push(`P${this.stack.top(1) + 1} must answer: ${QUESTION_NAMES[this.stack.top(0)]}`);
    return lines.join('\n');
  }

  protected serializeOwn(): string {
    return [
      `tp=${this.turnPlayer} anchor=${this.anchor} final=${this.finalPlayer}`,
      `occ=${Array.from({ length: this.geo.cells }, (_, x) => this.cardAt(x)).join(',')}`,
      `orient=${this.cardColumn(F.Orient).join(',')}`,
      `atk=${this.cardColumn(F.AttackStamp).join(',')}`,
      `fer=${this.cardColumn(F.FerociousStamp).join(',')}`,
      `bush=${this.cardColumn(F.BushidoStamp).join(',')}/${this.cardColumn(F.BushidoChoice).join(',')}`,
      `hits=${this.cardColumn(F.LargeHits).join(',')}`,
      `guard=${this.cardColumn(F.GuardTurn).join(',')}`,
      `smite=${this.cardColumn(F.SmiteDouble).join(',')}`,
    ].join('\n');
  }

  // ------------------------------------------------------------ hidden information

  informationStateKey(p: number): string {
    const t = this.cards;
    const parts: string[] = [`${this.turnCount}|${this.turnPlayer}|${this.anchor}|${this.reason ?? ''}|${this.stack.serialize()}`];
    const cellsText: string[] = [];
    for (let x = 0; x < this.geo.cells; x++) {
      const c = t.cell(BOARD, x);
      cellsText.push(c === NO_CARD ? '-' : `${t.def[c]}:${t.controller[c]}:${this.cardField(c, F.Orient)}:${this.cardField(c, F.LargeHits)}:${this.cardField(c, F.GuardTurn)}`);
    }
    parts.push(cellsText.join(','));
    for (let q = 0; q < this.numPlayers; q++) {
      for (const z of [HAND, CAPTURE, DISCARD, BANISH, SUPPLY]) {
        const known: number[] = [];
        let unknown = 0;
        const n = t.count(z, q);
        for (let i = 0; i < n; i++) {
          const c = t.at(z, q, i);
          if (t.isKnownTo(c, p)) known.push(t.def[c]! * 2 + this.cardField(c, F.SmiteDouble));
          else unknown++;
        }
        known.sort((a, b) => a - b);
        parts.push(`${q}/${z}:${known.join('.')}+${unknown}`);
      }
      parts.push(`${q}/deck:${t.count(DECK, q)}`);
    }
    // Cards under levelled Key Figures.
    for (let c = 0; c < t.size; c++) if (t.attachedTo[c] !== NO_CARD) parts.push(`u${t.def[c]}>${t.def[t.attachedTo[c]!]}`);
    parts.push(`stamps:${[F.AttackStamp, F.FerociousStamp, F.BushidoStamp, F.BushidoChoice].map((k) => this.cardColumn(k).join(',')).join('|')}`);
    return parts.join('\n');
  }

  /** Observation: see OBS_* below. */
  observe(p: number, out: Float32Array): void {
    this.useTables();
    out.fill(0);
    const g = this.geo;
    const t = this.cards;
    const np = this.numPlayers;
    let o = 0;
    for (let x = 0; x < g.cells; x++) {
      const c = OCC[x]!;
      if (c === NO_CARD) out[o] = 1;
      else {
        out[o + 1 + ((this.ctrl(c) - p + np) % np)] = 1;
        const d = this.def(c);
        // Directions turned so that the observer's forward is always "up".
        for (let k = 0; k < 4; k++) out[o + 5 + k * 8 + this.facing(c, (g.forward[p]! + k) & 3)] = 1;
        out[o + 37] = defValor[d]! / 10;
        out[o + 38] = defRenown[d]! / 10;
        for (let b = 0; b < 8; b++) if ((defKw[d]! & OBS_KW[b]!) !== 0) out[o + 39 + b] = 1;
      }
      o += OBS_CELL;
    }
    // Own hand, sorted by definition so the order of draws does not matter.
    const hn = Math.min(t.count(HAND, p), OBS_HAND_SLOTS);
    const base = 3800;
    for (let i = 0; i < hn; i++) SCRATCH[base + i] = this.def(t.at(HAND, p, i));
    sortRange(SCRATCH, base, hn);
    for (let i = 0; i < OBS_HAND_SLOTS; i++) {
      if (i < hn) {
        const d = SCRATCH[base + i]!;
        out[o] = 1;
        for (let k = 0; k < 4; k++) out[o + 1 + k * 8 + defQuad[d * 4 + k]!] = 1;
        out[o + 33] = defValor[d]! / 10;
        out[o + 34] = defRenown[d]! / 10;
        out[o + 35 + defType[d]!] = 1;
        for (let b = 0; b < 8; b++) if ((defKw[d]! & OBS_KW[b]!) !== 0) out[o + 39 + b] = 1;
      }
      o += OBS_HAND;
    }
    for (let k = 0; k < 4; k++) {
      if (k < np) {
        const q = (p + k) % np;
        out[o] = t.count(HAND, q) / 5;
        out[o + 1] = t.count(DECK, q) / 20;
        out[o + 2] = t.count(CAPTURE, q) / 10;
        out[o + 3] = this.score(q) / 30;
        out[o + 4] = this.anchor === q ? 1 : 0;
        out[o + 5] = this.turnPlayer === q ? 1 : 0;
      }
      o += OBS_PLAYER;
    }
    if (this.stack.length > 0 && this.stack.top(0) >= Q_FIRST) out[o + this.stack.top(0) - Q_FIRST] = 1;
    o += OBS_QUESTIONS;
    out[o++] = this.currentPlayer() === p ? 1 : 0;
    out[o++] = this.turn() / this.facts.maxTurns;
  }
}

// ---------------------------------------------------------------- observation
/** Features per cell: 5 relative owner slots, 4 directions x 8 types, valor, renown, 8 keyword bits. */
export const OBS_CELL = 5 + 32 + 2 + 8;
/** Features per hand slot: present, 4 sides x 8 types, valor, renown, 4 card types, 8 keyword bits. */
export const OBS_HAND = 1 + 32 + 2 + 4 + 8;
export const OBS_HAND_SLOTS = 8;
export const OBS_PLAYER = 6;
export const OBS_QUESTIONS = 12;
export function observationLength(cells: number): number {
  return cells * OBS_CELL + OBS_HAND_SLOTS * OBS_HAND + 4 * OBS_PLAYER + OBS_QUESTIONS + 2;
}
const OBS_KW = [KW.Large, KW.Sentry, KW.Bushido, KW.Explosive, KW.Assassin, KW.Horde, KW.Flying, KW.Perverse];
