// WTactics, the classic two-player game and the Triumvirate for three: two fronts per player,
// gold from face-down resources, marking and assigning, combat by attackers and defenders, quests
// for victory points, influence as life, heroes. Rules and the interpretations chosen are in
// RULES.md beside this file.
//
// The state: the shared buffer (layout.ts), its scalars included. This file lists the decisions and
// dispatches the answers; the rules themselves are in rules/.

import { BaseState } from '../../core/base-state.js';
import { CardEvent } from '../../core/events.js';
import { ASKED } from '../../core/frames.js';
import type { GameDefinition, VariantFacts } from '../../core/game.js';
import { TERMINAL } from '../../core/game.js';
import type { ResponseWindows } from '../../core/response-window.js';
import type { ArrayViews } from '../../core/state-storage.js';
import { allocateStorage } from '../../core/state-storage.js';
import type { WtCardSet, WtCardTables } from './card-tables.js';
import { FRAMES, windowsFor } from './frames.js';
import { A_ESCROW, A_DISCARD, A_HIDDEN_CARD, A_RESOURCE, HAND, PLAYER_CELLS, V_MOVED_FROM, V_PHASE, V_TURN_PLAYER, V_WINNERS } from './ids.js';
import type { WtArrays } from './layout.js';
import { CARD_FIELDS, wtShape } from './layout.js';
import { abilityActions, pickupActions } from './rules/abilities.js';
import { localZonesFor } from './rules/board.js';
import { fireDeathTrigger, fireTrigger } from './rules/effects.js';
import { advance, answer, decide, questionActions, turnActions } from './rules/flow.js';
import { gold } from './rules/gold.js';
import { onCreatureDied } from './rules/quests.js';
import { ROTATION, TARGET } from './rules/triumvirate.js';
import { WtScratch } from './scratch.js';

const K = FRAMES.kind;
const FIELD_WIDTH = CARD_FIELDS.width;

export class WtState extends BaseState {
  readonly set: WtCardSet;
  readonly tables: WtCardTables;
  readonly cardValues: Int32Array;
  readonly influence: Int16Array;
  readonly maxInfluence: Int16Array;
  readonly vp: Int16Array;
  readonly vpTarget: Int16Array;
  readonly handSize: Int16Array;
  readonly bonusGold: Int16Array;
  readonly armyGold: Int16Array;
  readonly resourcesLeft: Int16Array;
  readonly resourcesStarted: Uint8Array;
  readonly recycled: Uint8Array;
  readonly heroUsed: Uint8Array;
  readonly deckOut: Uint8Array;
  readonly healedTurn: Int16Array;
  readonly qAccepted: Uint8Array;
  readonly qSince: Int16Array;
  readonly qProgress: Int16Array;
  readonly qFaction: Int16Array;
  readonly qCost: Int16Array;
  readonly qHp: Int16Array;
  readonly qAbandoned: Int16Array;
  readonly qIdleSince: Int16Array;
  readonly goldSpent: Uint8Array;
  /** The attack target, the Triumvirate rotation and whether the turn player went off it (layout.ts `attack`). */
  readonly attack: Int16Array;
  readonly arrays: ArrayViews<WtArrays>;
  /** Creature cells of this table (PLAYER_CELLS per player) and quest slots (one per player). */
  readonly cellCount: number;
  readonly questSlots: number;
  /** Priority passing in response windows, over this table's seats. */
  readonly windows: ResponseWindows;
  /** Per zone (player * 2 + front): the bits of the zones local to it (board.ts localZonesFor, shared). */
  readonly localZones: Int32Array;
  /** The scalars (ids.ts V_*): phase, turn player, winners, the turn start's step, the move/attack uses. */
  readonly vars: Int32Array;

  declare readonly scratch: WtScratch;

  constructor(set: WtCardSet, game: GameDefinition, facts: VariantFacts, cardCount: number, scratch?: WtScratch) {
    const storage = allocateStorage(wtShape(cardCount, facts.players));
    super(game, facts, storage, scratch ?? new WtScratch(cardCount));
    this.set = set;
    this.tables = set.tables;
    this.cardValues = storage.fields.values;
    const a = storage.arrays;
    this.arrays = a;
    this.vars = a.vars;
    this.vars[V_MOVED_FROM] = -1;
    this.influence = a.influence;
    this.maxInfluence = a.maxInfluence;
    this.vp = a.vp;
    this.vpTarget = a.vpTarget;
    this.handSize = a.handSize;
    this.bonusGold = a.bonusGold;
    this.armyGold = a.armyGold;
    this.resourcesLeft = a.resourcesLeft;
    this.resourcesStarted = a.resourcesStarted;
    this.recycled = a.recycled;
    this.heroUsed = a.heroUsed;
    this.deckOut = a.deckOut;
    this.healedTurn = a.healedTurn;
    this.qAccepted = a.qAccepted;
    this.qSince = a.qSince;
    this.qProgress = a.qProgress;
    this.qFaction = a.qFaction;
    this.qCost = a.qCost;
    this.qHp = a.qHp;
    this.qAbandoned = a.qAbandoned;
    this.qIdleSince = a.qIdleSince;
    this.goldSpent = a.goldSpent;
    this.attack = a.attack;
    const n = facts.players;
    this.cellCount = n * PLAYER_CELLS;
    this.questSlots = n;
    this.windows = windowsFor(n);
    this.localZones = localZonesFor(n);
  }

  protected blank(): this {
    return new WtState(this.set, this.game, this.facts, this.cards.size, this.scratch) as this;
  }

  protected sameConfiguration(o: this): boolean {
    return o.set === this.set && o.facts === this.facts && o.cards.size === this.cards.size;
  }


  // ---- what the rules need ---------------------------------------------------------------

  phase(): number {
    return this.vars[V_PHASE]!;
  }
  turnPlayer(): number {
    return this.vars[V_TURN_PLAYER]!;
  }
  f(c: number, field: number): number {
    return this.cardValues[c * FIELD_WIDTH + field]!;
  }
  setF(c: number, field: number, v: number): void {
    this.cardValues[c * FIELD_WIDTH + field] = v;
  }
  /** Rounds are numbered from 0: a round is every player's turn, in seat order. */
  round(): number {
    return Math.floor((this.turnCount - 1) / this.numPlayers);
  }
  /** The player after p in turn order (turns pass to the next seat). */
  nextPlayer(p: number): number {
    return p + 1 === this.numPlayers ? 0 : p + 1;
  }
  /** The player p may attack: the other one of two; of three, the one the rotation names. */
  rotationTarget(p: number): number {
    if (this.numPlayers === 2) return 1 - p;
    return (p + this.attack[ROTATION]! + this.numPlayers) % this.numPlayers;
  }
  /** The player the turn player's attackers attack this turn. */
  defender(): number {
    return this.attack[TARGET]!;
  }
  /**
   * The opponent an effect of p aimed at "the opponent" (drain influence) hits: the player p may
   * attack (this turn's target for the turn player, else p's rotation target).
   */
  opponentOf(p: number): number {
    return p === this.turnPlayer() ? this.attack[TARGET]! : this.rotationTarget(p);
  }
  beginTurn(p: number): void {
    this.beginTurnOf(p);
  }
  firstHand(p: number, d: number): void {
    this.emit(CardEvent.FirstHand, p, d);
  }
  drawn(p: number, d: number): void {
    this.emit(CardEvent.Drawn, p, d);
  }
  /** p used card d: played it from hand, accepted the quest, used the hero's ability (WT_USE_VERBS). */
  used(p: number, d: number): void {
    this.emit(CardEvent.Played, p, d);
  }
  cardEvent(kind: CardEvent, p: number, d: number): void {
    this.emit(kind, p, d);
  }
  trigger(c: number): void {
    fireTrigger(this, c, this.cards.controller[c]!);
  }
  triggerOnDeath(c: number, p: number): void {
    fireDeathTrigger(this, c, p);
  }
  creatureDied(_c: number, d: number, owner: number, killer: number, killerCard: number): void {
    onCreatureDied(this, d, owner, killer, killerCard);
  }
  /**
   * Whether player q could do anything in a response window, judged from what all players see
   * (so opening or skipping a window tells nobody anything): a card in hand and gold for the
   * set's cheapest event, an ability, a pick-up. A window q could only pass in is not opened.
   */
  canRespond(q: number): boolean {
    if (this.cards.count(HAND, q) > 0 && gold(this, q) >= this.tables.minEventCost) return true;
    return abilityActions(this, q, this.scratch.actions, 0) > 0 || pickupActions(this, q, this.scratch.actions, 0) > 0;
  }

  /** Whether a player other than p could do anything in a window (see canRespond). */
  private othersCanRespond(p: number): boolean {
    for (let q = this.nextPlayer(p); q !== p; q = this.nextPlayer(q)) if (this.canRespond(q)) return true;
    return false;
  }

  /** The passive players' play window after an action of the active player, in turn order (the active player's phase goes on when they have passed). */
  passiveWindow(): void {
    if (this.othersCanRespond(this.turnPlayer())) this.windows.openAfter(this.stack, this.turnPlayer());
  }

  /** A response phase at a fixed point of combat: `first` is asked first, then the others in turn order; it closes when all pass in a row. */
  responsePhase(first: number): void {
    for (let q = 0; q < this.numPlayers; q++) {
      if (!this.canRespond(q)) continue;
      this.windows.openFor(this.stack, first);
      return;
    }
  }

  /** The active player's event, magic or ability goes on the stack, with a window for the other players when one of them could answer. */
  playEntry(p: number, source: number, card: number, target: number, index: number): void {
    if (this.othersCanRespond(p)) this.windows.play(this.stack, p, source, p, card, target, index, 0);
    else this.stack.push(K.entry, source, p, card, target, index, 0);
  }

  /** Ends the match won by the players in bits `winners`. */
  finish(winners: number, reason: string): void {
    this.vars[V_WINNERS] = winners;
    this.end(reason);
  }

  // ---- decisions -------------------------------------------------------------------------

  currentPlayer(): number {
    if (this.reason !== null) return TERMINAL;
    return this.stack.length > 0 ? this.stack.top(ASKED) : this.turnPlayer();
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

  /** The winners share 1 (a draw: everyone); a match still running gives everyone an equal share. */
  returns(): number[] {
    const n = this.numPlayers;
    const winners = this.reason !== null && this.vars[V_WINNERS] !== 0 ? this.vars[V_WINNERS]! : (1 << n) - 1;
    let count = 0;
    for (let p = 0; p < n; p++) if ((winners & (1 << p)) !== 0) count++;
    const out = new Array<number>(n);
    for (let p = 0; p < n; p++) out[p] = (winners & (1 << p)) !== 0 ? 1 / count : 0;
    return out;
  }

  override scores(): number[] {
    return Array.from(this.vp);
  }

  /** A face-down card (a resource, an escrow) is seen by the other player only as "a card went face down". */
  override actionObservation(a: number, viewer: number): number {
    if (viewer !== this.currentPlayer() && ((a >= A_RESOURCE && a < A_ESCROW) || (a >= A_ESCROW && a < A_DISCARD))) return A_HIDDEN_CARD;
    return a;
  }
}

