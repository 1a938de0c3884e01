// What every game state shares: the card table, the random streams, the pending-effect
// stack, turn and decision counters, the end reason and the card-event hook. Games extend
// this class and write their own rules, clone and observation on top.

import { CardTable } from './cards.js';
import { EffectStack } from './effect-stack.js';
import { CardEvent } from './events.js';
import type { CardEventSink } from './events.js';
import type { GameDefinition, GameState, VariantFacts } from './game.js';
import { permuteUnseenCards, reseedAllStreams, resampleUnseenCards } from './hidden.js';
import type { Rng } from './rng.js';
import { RngStreams } from './rng.js';

export const END_NORMAL = 'normal';
export const END_TURN_LIMIT = 'turn-limit';

export abstract class BaseState implements GameState {
  readonly numPlayers: number;
  readonly cards: CardTable;
  readonly rng: RngStreams;
  readonly stack: EffectStack;
  /** Own turns begun per player, for card events ("played on own turn 3"). */
  readonly ownTurns: Int16Array;
  protected sink: CardEventSink | null = null;
  protected turnCount = 0;
  protected decisionCount = 0;
  protected reason: string | null = null;

  protected constructor(
    readonly game: GameDefinition,
    readonly facts: VariantFacts,
    cards: CardTable,
    rng: RngStreams,
    stack: EffectStack,
  ) {
    this.numPlayers = facts.players;
    this.cards = cards;
    this.rng = rng;
    this.stack = stack;
    this.ownTurns = new Int16Array(facts.players);
  }

  /** Copies the shared parts from `o` (same game and sizes) into this state, for clone(). */
  protected copyBaseFrom(o: BaseState): void {
    this.cards.copyFrom(o.cards);
    this.rng.copyFrom(o.rng);
    this.stack.copyFrom(o.stack);
    for (let p = 0; p < this.numPlayers; p++) this.ownTurns[p] = o.ownTurns[p]!;
    this.turnCount = o.turnCount;
    this.decisionCount = o.decisionCount;
    this.reason = o.reason;
  }

  abstract currentPlayer(): number;
  abstract legalActions(out: Int32Array): number;
  /** See GameState.clone: a game with a copyFrom may honour `into` and overwrite it. */
  abstract clone(into?: GameState): BaseState;
  abstract returns(): number[];
  abstract describeAction(action: number): string;
  abstract observe(player: number, out: Float32Array): void;
  abstract informationStateKey(player: number): string;
  abstract describe(): string;
  /** The game's own state beyond the shared parts, as text. */
  protected abstract serializeOwn(): string;
  /** Applies one decision; the base counts it. */
  protected abstract applyAction(action: number): void;

  apply(action: number): void {
    this.decisionCount++;
    this.applyAction(action);
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
   * For games whose hidden information is which card is where and what the random streams
   * will draw: unseen card identities are dealt again from `rng` and every stream is reseeded.
   * Games with other secrets (bids, reserves) override and add theirs. `into` is passed to
   * clone() (see GameState.clone), so a game with a clone fast path determinizes without
   * allocating.
   */
  determinize(player: number, rng: Rng, into?: GameState): this {
    const s = this.clone(into) as this;
    resampleUnseenCards(s.cards, player, rng);
    reseedAllStreams(s.rng, rng);
    s.cardsRedealt();
    return s;
  }

  /** A twin `player` cannot tell apart (for perturbHidden): unseen cards permuted, streams reseeded. */
  perturbedTwin(player: number, rng: Rng): this {
    const s = this.clone() as this;
    permuteUnseenCards(s.cards, player, rng);
    reseedAllStreams(s.rng, rng);
    s.cardsRedealt();
    return s;
  }

  /**
   * Called by determinize and perturbedTwin once unseen cards have new definitions in the card
   * table: a game that keeps definitions elsewhere as well updates them.
   */
  protected cardsRedealt(): void {}

  /** Public actions by default; games with face-down or secret plays override. */
  actionObservation(action: number, _viewer: number): number {
    return action;
  }

  setEventSink(sink: CardEventSink | null): void {
    this.sink = sink;
  }

  /** Starts player p's turn: the turn limit counts these. */
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
      `t=${this.turnCount} d=${this.decisionCount} end=${this.reason ?? '-'} own=${this.ownTurns.join(',')}`,
      `rng=${this.rng.words.join(',')}`,
      `stack=${this.stack.serialize()}`,
      `cards=${this.cards.serialize()}`,
      this.serializeOwn(),
    ].join('\n');
  }
}

export { CardTable, EffectStack, RngStreams };
