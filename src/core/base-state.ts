// What every game state shares: its buffer (card table, per-card fields, random streams, turn
// counters and the game's own arrays; state-storage.ts), the pending-effect stack, the turn and
// decision counters, the end reason and the card-event hook. Copying, serialising, the
// information-state key's shared part and determinization live here; a game adds its rules and
// its few scalar fields, and its game's view (StateView) describes and observes its states.

import type { CardFields } from './card-fields.js';
import { joinInts } from './card-fields.js';
import type { CardTable } from './cards.js';
import type { EffectStack } from './effect-stack.js';
import { CardEvent } from './events.js';
import type { CardEventSink } from './events.js';
import type { GameDefinition, GameState, StateView, VariantFacts } from './game.js';
import { permuteUnseenCards, reseedAllStreams, resampleUnseenCards } from './hidden.js';
import { MatchScratch } from './match-scratch.js';
import type { Rng, RngStreams } from './rng.js';
import type { SharedStorage } from './state-storage.js';

export const END_NORMAL = 'normal';
export const END_TURN_LIMIT = 'turn-limit';

export abstract class BaseState implements GameState {
  readonly numPlayers: number;
  readonly cards: CardTable;
  /** Per-card fields beyond the card table (card-fields.ts). */
  readonly fields: CardFields;
  readonly rng: RngStreams;
  readonly stack: EffectStack;
  /** Own turns begun per player, for card events ("played on own turn 3"). */
  readonly ownTurns: Int16Array;
  /** The match's scratch arrays (match-scratch.ts): shared with this state's clones, never copied. */
  readonly scratch: MatchScratch;
  /** The state's buffer but the stack frames: one copy makes another state of the configuration equal to this one. */
  private readonly span: Uint8Array;
  protected sink: CardEventSink | null = null;
  /** Where the rules tell a log what a decision did beyond its description (GameState.setNarrator); null almost always. */
  narrator: ((line: string) => void) | null = null;
  protected turnCount = 0;
  protected decisionCount = 0;
  protected reason: string | null = null;
  /** The game's view (GameDefinition.view), which describes and observes this state. */
  private readonly stateView: StateView<GameState>;

  protected constructor(
    readonly game: GameDefinition,
    readonly facts: VariantFacts,
    storage: SharedStorage,
    /** The scratch of the state this one is a blank of; a new match's state makes its own. */
    scratch?: MatchScratch,
  ) {
    if (game.view === undefined) throw new Error(`game '${game.id}' declares no view: a BaseState game describes and observes its states through one`);
    this.stateView = game.view;
    this.numPlayers = facts.players;
    this.cards = storage.cards;
    this.fields = storage.fields;
    this.rng = storage.rng;
    this.stack = storage.stack;
    this.ownTurns = storage.ownTurns;
    this.span = storage.span;
    this.scratch = scratch ?? new MatchScratch(storage.cards.size);
  }

  /** A new state of this one's configuration (variant, card set, card count), as constructed, sharing this one's scratch. */
  protected abstract blank(): this;
  /**
   * Copies fields kept outside the buffer. The card games keep every scalar in the buffer and
   * have none; the small games of the contract tests (tic-tac-toe, Kuhn, coin) keep a few here.
   */
  protected copyOwnFrom(_o: this): void {}

  /**
   * An exact copy. With `into` a state of this configuration that the caller no longer reads,
   * overwrites and returns it (GameState.clone's scratch fast path); anything else is ignored.
   */
  clone(into?: GameState): this {
    let s: this;
    if (into !== undefined && into !== this && into.constructor === this.constructor && (into as this).span.length === this.span.length && this.sameConfiguration(into as this)) {
      s = into as this;
      s.sink = null;
      s.narrator = null;
    } else s = this.blank();
    s.copyFrom(this);
    return s;
  }

  /** Whether `o`, a state of the same class and buffer size, plays the same configuration. */
  protected abstract sameConfiguration(o: this): boolean;

  /** Makes this state equal to `o` (same configuration): one copy of the buffer, the live frames, the counters, then the game's own fields. */
  copyFrom(o: this): void {
    this.span.set(o.span);
    this.stack.copyFrom(o.stack);
    this.rng.copyScriptFrom(o.rng);
    this.turnCount = o.turnCount;
    this.decisionCount = o.decisionCount;
    this.reason = o.reason;
    this.copyOwnFrom(o);
  }

  abstract currentPlayer(): number;
  abstract legalActions(out: Int32Array): number;
  abstract returns(): number[];
  /** Applies one decision; the base counts it. */
  protected abstract applyAction(action: number): void;

  apply(action: number): void {
    this.decisionCount++;
    this.applyAction(action);
  }

  describeAction(action: number): string {
    return this.stateView.describeAction(this, action);
  }

  /** The view's steps, or the whole description as one step. */
  describeActionSteps(action: number): readonly string[] {
    const view = this.stateView;
    return view.actionSteps ? view.actionSteps(this, action) : [view.describeAction(this, action)];
  }

  describe(): string {
    return this.stateView.describe(this);
  }

  observe(player: number, out: Float32Array): void {
    this.stateView.observe(this, player, out);
  }

  isTerminal(): boolean {
    return this.reason !== null;
  }

  endReason(): string | null {
    return this.reason;
  }

  turn(): number {
    return this.turnCount;
  }

  decisions(): number {
    return this.decisionCount;
  }

  scores(): number[] | null {
    return null;
  }

  /**
   * Identifies p's information state: the game's view of the position (StateView.informationKey), the
   * pending frames and the per-card fields that are not secret.
   */
  informationStateKey(player: number): string {
    return `${this.stateView.informationKey(this, player)}\nstack=${this.stack.serialize()}\nfields=${this.fields.keyText()}`;
  }

  /**
   * A state p cannot tell from this one: unseen card identities dealt again from `rng`, every
   * stream reseeded, and the game's other secrets resampled (resampleSecrets). `into` is passed
   * to clone(), so determinizing allocates nothing once an agent has a scratch state.
   */
  determinize(player: number, rng: Rng, into?: GameState): this {
    const s = this.clone(into);
    resampleUnseenCards(s.cards, player, rng, s.scratch);
    reseedAllStreams(s.rng, rng);
    s.resampleSecrets(player, rng);
    return s;
  }

  /** A twin `player` cannot tell apart (for perturbHidden): unseen cards permuted, streams reseeded, secrets resampled. */
  perturbedTwin(player: number, rng: Rng): this {
    const s = this.clone();
    permuteUnseenCards(s.cards, player, rng);
    reseedAllStreams(s.rng, rng);
    s.resampleSecrets(player, rng);
    return s;
  }

  /**
   * Secrets that are not card identities (a sealed bid, a hidden choice): drawn again from `rng`
   * as `viewer` cannot know them. determinize and perturbedTwin call it after dealing unseen
   * cards again; games without such secrets keep this no-op.
   */
  protected resampleSecrets(_viewer: number, _rng: Rng): void {}

  /** Public actions by default; games with face-down or secret plays override. */
  actionObservation(action: number, _viewer: number): number {
    return action;
  }

  setEventSink(sink: CardEventSink | null): void {
    this.sink = sink;
  }

  setNarrator(write: ((line: string) => void) | null): void {
    this.narrator = write;
  }

  /** Starts player p's turn: the turn limit counts these. */
  /**
   * For position builders (a game's position.ts) only: match turn `turn` with player p to play,
   * nothing pending, the own-turn counts of players taking turns in seat order from turn 1 (every
   * player past their first turn).
   */
  jumpToTurn(turn: number, p: number): void {
    this.stack.length = 0;
    this.turnCount = turn;
    const n = this.numPlayers;
    for (let k = 0; k < n; k++) {
      // The player k seats before p played turns turn - k, turn - k - n, ... down to 1.
      this.ownTurns[(p - k + n) % n] = Math.max(1, Math.floor((turn - k - 1) / n) + 1);
    }
  }

  protected beginTurnOf(p: number): void {
    this.turnCount++;
    this.ownTurns[p]!++;
  }

  /** Set-up: reports an InDeck event for each card of p's pile of `zone`, bottom first. */
  reportDeck(zone: number, p: number): void {
    if (this.sink === null) return;
    const t = this.cards;
    const n = t.count(zone, p);
    for (let i = 0; i < n; i++) this.emit(CardEvent.InDeck, p, t.def[t.at(zone, p, i)]!);
  }

  /** Reports a card event for `player`'s card `def` at their current own turn. */
  protected emit(kind: CardEvent, player: number, def: number): void {
    if (this.sink !== null) this.sink.cardEvent(kind, player, def, this.ownTurns[player]!);
  }

  protected end(reason: string): void {
    this.reason = reason;
  }

  serialize(): string {
    return [
      `${this.game.id}/${this.facts.id}`,
      `t=${this.turnCount} d=${this.decisionCount} end=${this.reason ?? '-'} own=${joinInts(this.ownTurns)}`,
      `rng=${joinInts(this.rng.words)}`,
      `stack=${this.stack.serialize()}`,
      `cards=${this.cards.serialize()}`,
      this.fields.serialize(),
      this.stateView.ownText(this),
    ].join('\n');
  }
}
