// WTactics, the classic two-player game and the Triumvirate for three: two fronts per player,
// gold from face-down resources, marking and assigning, combat by attackers and defenders, quests
// for victory points, influence as life, heroes. Rules and the interpretations chosen are in
// RULES.md beside this file.
//
// The state: the shared buffer (layout.ts) and a few scalars. This file lists the decisions and
// dispatches the answers; the rules themselves are in rules/.

import { BaseState } from '../../core/base-state.js';
import * as coreFrames from '../../core/frames.js';
import * as coreGame from '../../core/game.js';
import { CardEvent } from '../../core/events.js';
import type { GameDefinition, VariantFacts } from '../../core/game.js';
import type { ResponseWindows } from '../../core/response-window.js';
import { allocateStorage } from '../../core/state-storage.js';
import type { ArrayViews } from '../../core/state-storage.js';
import type { WtCardSet, WtCardTables } from './card-tables.js';
import * as wtFrames from './frames.js';
import * as wtIds from './ids.js';
import * as wtLayout from './layout.js';
import { WtScratch } from './scratch.js';
import type { WtArrays } from './layout.js';
import * as wtAbilities from './rules/abilities.js';
import * as wtBoard from './rules/board.js';
import * as wtCombat from './rules/combat.js';
import * as wtEffects from './rules/effects.js';
import * as wtGold from './rules/gold.js';
import * as wtPlay from './rules/play.js';
import * as wtQuests from './rules/quests.js';
import * as wtAnnouncement from './rules/announcement.js';
import * as wtOpenMulligan from './rules/open-mulligan.js';
import * as wtTriumvirate from './rules/triumvirate.js';
import * as wtTurn from './rules/turn.js';

const { ASKED, KIND } = coreFrames;
const { TERMINAL } = coreGame;
const { FRAMES, windowsFor } = wtFrames;
const K = FRAMES.kind;
const {
  A_ABANDON, A_ABILITY, A_ACCEPT, A_ASSIGN, A_ATTACK, A_BLOCK, A_COUNTER, A_DISCARD, A_DONE, A_END_PHASE, A_ENGAGE, A_ESCROW, A_EXPIRE, A_HERO, A_KEEP, A_MOVE, A_ORDER,
  A_PASS, A_PENALTY, A_PICKUP, A_PLAY, A_REASSIGN, A_RECYCLE, A_RESOURCE, A_TAKE, A_TARGET_DISCARD, A_UNASSIGN, A_VETO, A_WIELD, A_YES, CELLS, FRONTS, HAND, PH_ATTACK1, PH_ATTACK2, PH_END,
  PH_ENTRANCE, PH_NEXT, PH_PLAY1, PH_PLAY2, PH_SETUP, PH_START, PLAYER_CELLS, QUEST_SLOTS, A_HIDDEN_CARD,
} = wtIds;
const { CARD_FIELDS } = wtLayout;
const FIELD_WIDTH = CARD_FIELDS.width;
const { abilityActions, activate, assign, assignActions, canCounter, counter, heroActions, pickup, pickupActions, reassign, reassignActions, take, takeActions, unassign, unassignActions, useHero } = wtAbilities;
const { addAttacker, assignBlock, attackerActions, attackersDone, blockActions, blocksDone, chooseCombat, endAttack, fight, moveAttackActions, move, orderActions, pendingCombats, startAttack } = wtCombat;
const { fireDeathTrigger, fireTrigger, resolveEntry } = wtEffects;
const { canRecycle, gold, layResource, recycle } = wtGold;
const { CTX_ENTRANCE, CTX_PLAY, CTX_WINDOW, cardPlays, handCard, handDefs, playCard, resourceActions } = wtPlay;
const { abandon, accept, accepted, answerPenalty, answerReveal, canAccept, canEngage, engage, expirable, expire, onCreatureDied, penaltyTarget, putInEscrow } = wtQuests;
const { wield, wieldActions } = wtAnnouncement;
const { keepActions, keepCard, redraw } = wtOpenMulligan;
const { ROTATION, TARGET, offRotationActions, payOffRotation } = wtTriumvirate;
const { answerDrawSecond, answerMulligan, answerUpkeep, discard, endPhase, finishTurn, nextTurn, runStartStep, veto, vetoActions } = wtTurn;

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
  phase = PH_SETUP;
  turnPlayer = 0;
  /** 0 while running, else the bits of the winners (all of them for a draw, the tied leaders for a shared win). */
  winners = 0;
  /** The turn start's next step (rules/turn.ts runStartStep) and the cell its upkeep scan reached. */
  stage = 0;
  stageCell = 0;
  /** What this turn's finished move/attack phases were used for (MA_* bits), and the current one's. */
  maDone = 0;
  maCurrent = 0;
  /** The front creatures moved out of this turn, or -1. */
  movedFrom = -1;

  declare readonly scratch: WtScratch;

  constructor(set: WtCardSet, game: GameDefinition, facts: VariantFacts, cardCount: number, scratch?: WtScratch) {
    const storage = allocateStorage(wtLayout.wtShape(cardCount, facts.players));
    super(game, facts, storage, scratch ?? new WtScratch(cardCount));
    this.set = set;
    this.tables = set.tables;
    this.cardValues = storage.fields.values;
    const a = storage.arrays;
    this.arrays = a;
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
    this.localZones = wtBoard.localZonesFor(n);
  }

  protected blank(): this {
    return new WtState(this.set, this.game, this.facts, this.cards.size, this.scratch) as this;
  }

  protected sameConfiguration(o: this): boolean {
    return o.set === this.set && o.facts === this.facts && o.cards.size === this.cards.size;
  }

  protected copyOwnFrom(o: this): void {
    this.phase = o.phase;
    this.turnPlayer = o.turnPlayer;
    this.winners = o.winners;
    this.stage = o.stage;
    this.stageCell = o.stageCell;
    this.maDone = o.maDone;
    this.maCurrent = o.maCurrent;
    this.movedFrom = o.movedFrom;
  }

  // ---- what the rules need ---------------------------------------------------------------

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
    return p === this.turnPlayer ? this.attack[TARGET]! : this.rotationTarget(p);
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
    if (this.othersCanRespond(this.turnPlayer)) this.windows.openAfter(this.stack, this.turnPlayer);
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
    this.winners = winners;
    this.end(reason);
  }

  // ---- decisions -------------------------------------------------------------------------

  currentPlayer(): number {
    if (this.reason !== null) return TERMINAL;
    return this.stack.length > 0 ? this.stack.top(ASKED) : this.turnPlayer;
  }

  legalActions(out: Int32Array): number {
    if (this.reason !== null) return 0;
    const st = this.stack;
    if (st.length === 0) return this.phaseActions(out);
    const p = st.top(ASKED);
    let n = 0;
    switch (st.top(KIND)) {
      case K.window:
        out[n++] = A_PASS;
        if (canCounter(this, p)) out[n++] = A_COUNTER;
        n = pickupActions(this, p, out, n);
        n = abilityActions(this, p, out, n);
        return cardPlays(this, p, CTX_WINDOW, out, n);
      case K.veto:
        return vetoActions(this, p, out);
      case K.mulligan:
      case K.upkeep:
      case K.drawSecond:
      case K.reveal:
        out[0] = A_YES;
        out[1] = A_YES + 1;
        return 2;
      case K.unassign:
        out[n++] = A_DONE;
        return unassignActions(this, p, out, n);
      case K.discard:
      case K.escrow: {
        const base = st.top(KIND) === K.discard ? A_DISCARD : A_ESCROW;
        const defs = this.scratch.handDefs;
        const k = handDefs(this, p, defs);
        for (let i = 0; i < k; i++) out[n++] = base + defs[i]!;
        return n;
      }
      case K.attackers:
        return attackerActions(this, p, out);
      case K.keep:
        return keepActions(this, p, out);
      case K.wield:
        return wieldActions(this, out);
      case K.take:
        return takeActions(this, out);
      case K.blocks:
        return blockActions(this, p, out);
      case K.order:
        return orderActions(this, out);
      case K.expire:
        for (let q = 0; q < this.questSlots; q++) if (expirable(this, q)) out[n++] = A_EXPIRE + q;
        return n;
      case K.penalty: {
        out[n++] = A_DONE;
        const { victim, slot, left } = FRAMES.field.penalty;
        for (let k = 0; k < this.cellCount; k++) if (penaltyTarget(this, st.top(victim), st.top(slot), st.top(left), k)) out[n++] = A_PENALTY + k;
        return n;
      }
      default:
        return 0;
    }
  }

  /**
   * A move/attack phase in which no creature can move or attack, or an Entrance phase with an
   * empty hand, offers only its end: it passes by itself. Both are seen by everyone, so
   * skipping them tells the opponent nothing (a phase that depends on the hand is always asked).
   */
  private nothingToDo(): boolean {
    const ph = this.phase;
    if (ph === PH_ATTACK1 || ph === PH_ATTACK2) return moveAttackActions(this, this.turnPlayer, this.scratch.actions, 0) === 0;
    return ph === PH_ENTRANCE && this.cards.count(HAND, this.turnPlayer) === 0;
  }

  /** The active player's actions with nothing pending, in id order. */
  private phaseActions(out: Int32Array): number {
    const p = this.turnPlayer;
    out[0] = A_END_PHASE;
    let n = 1;
    const ph = this.phase;
    if (ph === PH_ATTACK1 || ph === PH_ATTACK2) return moveAttackActions(this, p, out, n);
    if (ph === PH_ENTRANCE) return cardPlays(this, p, CTX_ENTRANCE, out, n);
    if (canRecycle(this, p)) out[n++] = A_RECYCLE;
    const slots = this.questSlots;
    for (let q = 0; q < slots; q++) if (canAccept(this, p, q)) out[n++] = A_ACCEPT + q;
    let questing = false;
    for (let q = 0; q < slots; q++) {
      if (!accepted(this, q, p)) continue;
      out[n++] = A_ABANDON + q;
      questing = true;
    }
    n = heroActions(this, p, out, n);
    n = assignActions(this, p, out, n);
    n = pickupActions(this, p, out, n);
    if (questing) {
      for (let k = p * PLAYER_CELLS; k < (p + 1) * PLAYER_CELLS; k++) for (let q = 0; q < slots; q++) if (canEngage(this, p, k, q)) out[n++] = A_ENGAGE + k * QUEST_SLOTS + q;
    }
    n = abilityActions(this, p, out, n);
    n = resourceActions(this, p, out, n);
    n = reassignActions(this, p, out, n);
    n = cardPlays(this, p, CTX_PLAY, out, n);
    return this.numPlayers > 2 && (ph === PH_PLAY1 || ph === PH_PLAY2) ? offRotationActions(this, p, out, n) : n;
  }

  protected applyAction(a: number): void {
    if (this.stack.length > 0) this.answer(a);
    else this.phaseAction(a);
    this.advance();
  }

  private phaseAction(a: number): void {
    const p = this.turnPlayer;
    if (a === A_END_PHASE) {
      endPhase(this);
      return;
    }
    if (a >= A_ATTACK && a < A_ATTACK + CELLS) {
      startAttack(this, p, a - A_ATTACK);
      return;
    }
    if (a === A_RECYCLE) recycle(this, p);
    else if (a >= A_ACCEPT && a < A_ACCEPT + QUEST_SLOTS) {
      accept(this, p, a - A_ACCEPT);
      // The escrow question comes first; the window follows once it is answered.
      if (this.stack.length > 0) return;
    } else if (a >= A_ABANDON && a < A_ABANDON + QUEST_SLOTS) {
      abandon(this, p, a - A_ABANDON);
      if (this.stack.length > 0) return;
    } else if (a >= A_HERO && a < A_MOVE) {
      useHero(this, p, a - A_HERO);
      return;
    } else if (a >= A_MOVE && a < A_MOVE + CELLS) move(this, p, a - A_MOVE);
    else if (a >= A_ASSIGN && a < A_ASSIGN + CELLS) assign(this, p, this.cards.cell(FRONTS, a - A_ASSIGN));
    else if (a >= A_PICKUP && a < A_PICKUP + CELLS) {
      // Which piece comes first when there is a choice; the window follows the answer.
      if (pickup(this, this.cards.cell(FRONTS, a - A_PICKUP))) return;
    } else if (a >= A_ENGAGE && a < A_ABILITY) {
      const i = a - A_ENGAGE;
      engage(this, p, this.cards.cell(FRONTS, (i / QUEST_SLOTS) | 0), i % QUEST_SLOTS);
      if (this.stack.length > 0 || this.isTerminal()) return;
    } else if (a >= A_ABILITY && a < A_VETO) {
      activate(this, p, a - A_ABILITY, false);
      return;
    } else if (a >= A_RESOURCE && a < A_ESCROW) layResource(this, p, handCard(this, p, a - A_RESOURCE));
    else if (a >= A_REASSIGN && a < A_PLAY) reassign(this, p, a - A_REASSIGN);
    else if (a >= A_TARGET_DISCARD) payOffRotation(this, p, a);
    else {
      playCard(this, p, a - A_PLAY, false);
      return;
    }
    if (!this.isTerminal()) this.passiveWindow();
  }

  /** The asked player's answer to the question on top of the stack. */
  private answer(a: number): void {
    const st = this.stack;
    const p = st.top(ASKED);
    switch (st.top(KIND)) {
      case K.window:
        if (a === A_PASS) this.windows.pass(st);
        else if (a === A_COUNTER) counter(this, p);
        else if (a >= A_PICKUP && a < A_PICKUP + CELLS) {
          this.windows.acted(st);
          pickup(this, this.cards.cell(FRONTS, a - A_PICKUP));
        } else if (a >= A_ABILITY && a < A_VETO) activate(this, p, a - A_ABILITY, true);
        else playCard(this, p, a - A_PLAY, true);
        return;
      case K.veto:
        veto(this, p, a - A_VETO);
        return;
      case K.mulligan:
        answerMulligan(this, a === A_YES);
        return;
      case K.upkeep:
        answerUpkeep(this, a === A_YES);
        return;
      case K.drawSecond:
        answerDrawSecond(this, a === A_YES);
        return;
      case K.reveal:
        answerReveal(this, a === A_YES);
        return;
      case K.unassign:
        if (a === A_DONE) st.pop();
        else unassign(this, p, this.cards.cell(FRONTS, a - A_UNASSIGN));
        return;
      case K.discard:
        discard(this, p, handCard(this, p, a - A_DISCARD));
        return;
      case K.escrow:
        putInEscrow(this, p, handCard(this, p, a - A_ESCROW), st.top(FRAMES.field.escrow.slot));
        if (st.length === 0 || st.top(KIND) !== K.escrow) this.passiveWindow();
        return;
      case K.attackers:
        if (a === A_DONE) attackersDone(this, p);
        else addAttacker(this, p, a - A_ATTACK);
        return;
      case K.keep:
        if (a === A_DONE) redraw(this);
        else keepCard(this, p, a - A_KEEP);
        return;
      case K.wield:
        wield(this, a - A_WIELD);
        return;
      case K.take:
        take(this, a - A_TAKE);
        // A pick-up of the active player's phase (no window beneath) gets its window now.
        if (st.length === 0) this.passiveWindow();
        return;
      case K.blocks:
        if (a === A_DONE) blocksDone(this);
        else assignBlock(this, p, a - A_BLOCK);
        return;
      case K.order:
        chooseCombat(this, a - A_ORDER);
        return;
      case K.expire:
        st.pop();
        expire(this, a - A_EXPIRE);
        return;
      case K.penalty:
        answerPenalty(this, a - A_PENALTY, a === A_DONE);
        if (st.length === 0 && !this.isTerminal()) this.passiveWindow();
        return;
    }
  }

  /** Runs everything that needs no decision until a player must decide or the match ends. */
  private advance(): void {
    const st = this.stack;
    for (;;) {
      if (this.reason !== null) return;
      if (st.length > 0) {
        const kind = st.top(KIND);
        if (kind === K.entry) {
          resolveEntry(this);
          continue;
        }
        if (kind === K.fight) {
          const attacker = st.top(FRAMES.field.fight.attacker);
          st.pop();
          fight(this, attacker);
          continue;
        }
        if (kind === K.order) {
          const left = pendingCombats(this);
          if (left === 0) endAttack(this);
          else if (left === 1) {
            const order = this.scratch.actions;
            orderActions(this, order);
            chooseCombat(this, order[0]! - A_ORDER);
          } else return;
          continue;
        }
        if (kind === K.blocks && blockActions(this, st.top(ASKED), this.scratch.actions) === 1) {
          blocksDone(this);
          continue;
        }
        if (kind === K.unassign && unassignActions(this, st.top(ASKED), this.scratch.actions, 0) === 0) {
          st.pop();
          continue;
        }
        if (kind === K.discard && this.cards.count(HAND, st.top(ASKED)) <= this.handSize[st.top(ASKED)]!) {
          st.pop();
          continue;
        }
        if (kind === K.escrow && this.cards.count(HAND, st.top(ASKED)) === 0) {
          st.pop();
          continue;
        }
        return;
      }
      if (this.phase === PH_START) runStartStep(this);
      else if (this.phase === PH_END) finishTurn(this);
      else if (this.phase === PH_NEXT) nextTurn(this);
      else if (this.nothingToDo()) endPhase(this);
      else return;
    }
  }

  // ---- results and views -----------------------------------------------------------------

  /** The winners share 1 (a draw: everyone); a match still running gives everyone an equal share. */
  returns(): number[] {
    const n = this.numPlayers;
    const winners = this.reason !== null && this.winners !== 0 ? this.winners : (1 << n) - 1;
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

