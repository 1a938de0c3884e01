// What an agent gets: one player's view of a match. The true state sits in a private field
// that agents cannot reach; they see observations, the legal actions when they decide, what
// they observed of each action, and determinized states drawn from their own RNG.

import type { GameDefinition, GameState, VariantFacts } from './game.js';
import { maxDistinctActions } from './game.js';
import type { Rng } from './rng.js';

/** One applied action as each player saw it (see GameState.actionObservation). */
export interface ObservedAction {
  readonly actor: number;
  /** obs[viewer]: what that viewer learned. */
  readonly obs: Int32Array;
}

export class PlayerView {
  readonly #state: GameState;
  readonly #log: readonly ObservedAction[];
  /** The legal actions the match loop already listed for the current decision (see offerLegalActions). */
  #offered: Int32Array | null = null;
  #offeredCount = 0;
  #offeredAt = -1;
  /** Where legalActionCount lists the actions when the loop offered none. */
  #own: Int32Array | null = null;

  constructor(state: GameState, readonly player: number, log: readonly ObservedAction[]) {
    this.#state = state;
    this.#log = log;
  }

  get game(): GameDefinition {
    return this.#state.game;
  }
  get facts(): VariantFacts {
    return this.#state.facts;
  }
  /** Whether it is this view's player who must decide now. */
  get deciding(): boolean {
    return this.#state.currentPlayer() === this.player;
  }
  legalActions(out: Int32Array): number {
    this.#requireDeciding();
    const ids = this.#offered;
    if (ids === null || this.#offeredAt !== this.#state.decisions()) return this.#state.legalActions(out);
    const n = this.#offeredCount;
    if (out !== ids) for (let i = 0; i < n; i++) out[i] = ids[i]!;
    return n;
  }
  #requireDeciding(): void {
    if (!this.deciding) throw new Error(`player ${this.player} asked for legal actions while player ${this.#state.currentPlayer()} decides`);
  }
  /**
   * The i-th of `n` legal actions where n is what legalActionCount() returned for this decision:
   * for agents that pick one by index (random) and need not copy the whole list.
   */
  legalActionAt(i: number): number {
    return this.#offered === null ? this.#state.legalActionAt!(i) : this.#offered[i]!;
  }
  /** The number of legal actions now; legalActionAt(i) then reads them without a copy. */
  legalActionCount(): number {
    if (this.#offeredAt !== this.#state.decisions()) {
      this.#requireDeciding();
      const state = this.#state;
      if (state.legalActionCount !== undefined) this.offerLegalActionCount(state.legalActionCount());
      else {
        const own = (this.#own ??= new Int32Array(maxDistinctActions(state.game)));
        this.offerLegalActions(own, state.legalActions(own));
      }
    }
    return this.#offeredCount;
  }
  /**
   * The match loop lists the legal actions before it asks an agent; handing them over here spares
   * the agent listing them a second time. Valid until the next action is applied; `ids` must not
   * be written to before then.
   */
  offerLegalActions(ids: Int32Array, n: number): void {
    this.#offered = ids;
    this.#offeredCount = n;
    this.#offeredAt = this.#state.decisions();
  }
  /**
   * Like offerLegalActions for a loop that only counted them (GameState.legalActionCount):
   * legalActionAt reads them from the state, legalActions lists them.
   */
  offerLegalActionCount(n: number): void {
    this.#offered = null;
    this.#offeredCount = n;
    this.#offeredAt = this.#state.decisions();
  }
  observe(out: Float32Array): void {
    this.#state.observe(this.player, out);
  }
  informationStateKey(): string {
    return this.#state.informationStateKey(this.player);
  }
  /**
   * A fresh state this player cannot tell from the true one, resampled from `rng`. `into`: a
   * scratch state the agent owns and no longer reads (its previous determinization), which the
   * game may overwrite and return instead of allocating (see GameState.clone).
   */
  determinize(rng: Rng, into?: GameState): GameState {
    return this.#state.determinize(this.player, rng, into);
  }
  describeAction(action: number): string {
    return this.#state.describeAction(action);
  }
  /** The action's description as successive choices (GameState.describeActionSteps); one step when the game does not cut it. */
  describeActionSteps(action: number): readonly string[] {
    return this.#state.describeActionSteps?.(action) ?? [this.#state.describeAction(action)];
  }
  turn(): number {
    return this.#state.turn();
  }
  /** Number of actions applied so far in the match. */
  get historyLength(): number {
    return this.#log.length;
  }
  /** Actor and what this player observed of the i-th action of the match. */
  observedAction(i: number): { actor: number; obs: number } {
    const e = this.#log[i]!;
    return { actor: e.actor, obs: e.obs[this.player]! };
  }
}
