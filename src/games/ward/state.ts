// Ward, 1v1: a dice-driven card game with one primary creature per side, limited summons,
// magic chains and a 300-HP cemetery. Rules and the decisions taken on the open questions of
// the rulebook transcription are in RULES.md beside this file.
//
// The state: the shared buffer (layout.ts: card table, each card's fields, the random streams,
// the per-player arrays, the stack) and a few scalars. This file asks the questions and
// dispatches the answers; the rules themselves are in rules/.

import { BaseState } from '../../core/base-state.js';
import * as coreCards from '../../core/cards.js';
import type { CardEvent } from '../../core/events.js';
import * as coreFrames from '../../core/frames.js';
import * as coreGame from '../../core/game.js';
import type { GameDefinition, VariantFacts } from '../../core/game.js';
import { allocateStorage } from '../../core/state-storage.js';
import { winnerReturns } from '../../core/game.js';
import type { WardCardSet, WardCardTables } from './card-tables.js';
import * as wardFrames from './frames.js';
import * as wardIds from './ids.js';
import * as wardLayout from './layout.js';
import * as wardBattle from './rules/battle.js';
import * as wardMagic from './rules/magic.js';
import * as wardMoves from './rules/moves.js';
import * as wardSummon from './rules/summon.js';
import * as wardTurn from './rules/turn.js';
import { WardScratch } from './scratch.js';

// Imports bound to this module's own consts, which optimised code folds (docs/performance.md).
// The rules modules import one another without cycles (moves, effects, summon, magic and
// battle, turn), so every module whose functions are bound here has been evaluated already.
const { NO_CARD } = coreCards;
const { ASKED, KIND } = coreFrames;
const { TERMINAL } = coreGame;
const { FRAMES, WINDOWS } = wardFrames;
const { choose: F_CHOOSE, discard: F_DISCARD, window: F_WINDOW, entry: F_ENTRY, replace: F_REPLACE, sacrifice: F_SACRIFICE, revive: F_REVIVE, limitedSummon: F_LIMITED, destroyMagic: F_DESTROY_MAGIC } = FRAMES.kind;
const { A_DESTROY_MAGIC, A_DISCARD, A_GO_FIRST, A_GO_SECOND, A_LIMITED_SUMMON, A_NO_RESPONSE, A_PLAY, A_REVIVE, FIELD, HAND, MAGIC, PH_COMBAT, PH_SETUP, SIDE_CELLS } = wardIds;
const { CARD_FIELDS, WARD_SHAPE } = wardLayout;
const FIELD_WIDTH = CARD_FIELDS.width;
const { hp: HP, immuneUntil: IMMUNE_UNTIL } = CARD_FIELDS.at;
const { canBattle } = wardBattle;
const { destroyMagicActions, dropEmptyAnchor, limitedSummonActions, limitedSummonFromHand, playActions, playMagic, resolveEntry, revive, reviveActions } = wardMagic;
const { destroyMagic } = wardMoves;
const { answerReplacement, answerSacrifice, checkPrimaries, hasReplacement, redraw, replacementActions, sacrificeActions } = wardSummon;
const { applyPhaseAction, discard, discardActions, endCombat, phaseActions, startTurn } = wardTurn;

export class WardState extends BaseState {
  readonly set: WardCardSet;
  readonly tables: WardCardTables;
  /** Every card's fields (layout.ts, CARD_FIELDS): card c's field f is at c * width + f. */
  readonly cardValues: Int32Array;
  readonly cemeteryHp: Int32Array;
  readonly normalSummonUsed: Uint8Array;
  readonly killUsed: Uint8Array;
  readonly replacePending: Uint8Array;
  phase = PH_SETUP;
  turnPlayer = 0;
  /** -1 while running, else the winner (0 or 1), or 2 for a draw. */
  winner = -1;
  /** 1 once a primary died in this Combat Phase: it ends (9.1). */
  combatOver = 0;
  /** The last attack's damage and whether it was critical (1 hit, -1 miss): for logs and tests. */
  lastDamage = 0;
  lastCrit = 0;
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
  }

  protected blank(): this {
    return new WardState(this.set, this.game, this.facts, this.scratch) as this;
  }

  protected sameConfiguration(o: this): boolean {
    return o.set === this.set;
  }

  protected copyOwnFrom(o: this): void {
    this.phase = o.phase;
    this.turnPlayer = o.turnPlayer;
    this.winner = o.winner;
    this.combatOver = o.combatOver;
    this.lastDamage = o.lastDamage;
    this.lastCrit = o.lastCrit;
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
    this.winner = winner;
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
    return this.stack.length > 0 ? this.stack.top(ASKED) : this.turnPlayer;
  }

  legalActions(out: Int32Array): number {
    if (this.reason !== null) return 0;
    const stack = this.stack;
    if (stack.length === 0) return phaseActions(this, out);
    const p = stack.top(ASKED);
    switch (stack.top(KIND)) {
      case F_CHOOSE:
        out[0] = A_GO_FIRST;
        out[1] = A_GO_SECOND;
        return 2;
      case F_DISCARD:
        return discardActions(this, p, out);
      case F_WINDOW:
        out[0] = A_NO_RESPONSE;
        return playActions(this, p, true, out, 1);
      case F_REPLACE:
        return replacementActions(this, p, out);
      case F_SACRIFICE:
        return sacrificeActions(this, out);
      case F_REVIVE:
        return reviveActions(this, p, out);
      case F_LIMITED:
        return limitedSummonActions(this, p, out);
      case F_DESTROY_MAGIC:
        return destroyMagicActions(this, out);
      default:
        return 0;
    }
  }

  protected applyAction(a: number): void {
    if (this.stack.length > 0) this.answer(a);
    else applyPhaseAction(this, a);
    this.advance();
  }

  /** The asked player's answer to the question on top of the stack. */
  private answer(a: number): void {
    const stack = this.stack;
    const p = stack.top(ASKED);
    switch (stack.top(KIND)) {
      case F_CHOOSE:
        stack.pop();
        startTurn(this, a === A_GO_FIRST ? p : 1 - p);
        return;
      case F_DISCARD:
        discard(this, p, a - A_DISCARD);
        return;
      case F_WINDOW:
        if (a === A_NO_RESPONSE) WINDOWS.pass(stack);
        else playMagic(this, p, a - A_PLAY, true);
        return;
      case F_REPLACE:
        answerReplacement(this, p, a);
        return;
      case F_SACRIFICE:
        answerSacrifice(this, p, a);
        return;
      case F_REVIVE:
        revive(this, p, a - A_REVIVE);
        return;
      case F_LIMITED:
        limitedSummonFromHand(this, p, a - A_LIMITED_SUMMON);
        return;
      case F_DESTROY_MAGIC:
        stack.pop();
        destroyMagic(this, this.magicAt(a - A_DESTROY_MAGIC));
        checkPrimaries(this);
        return;
    }
  }

  /** Runs everything that needs no decision (chain entries, lapsed questions, the end of combat) until a player must decide or the match ends. */
  private advance(): void {
    const stack = this.stack;
    for (;;) {
      if (this.reason !== null) return;
      if (stack.length > 0) {
        const kind = stack.top(KIND);
        if (kind === F_ENTRY) {
          resolveEntry(this);
          continue;
        }
        const p = stack.top(ASKED);
        if (kind === F_REPLACE) {
          if (this.primary(p) !== NO_CARD) {
            this.replacePending[p] = 0;
            stack.pop();
          } else if (!hasReplacement(this, p)) redraw(this, p);
          else return;
          continue;
        }
        if ((kind === F_DESTROY_MAGIC && !this.anyMagicOnField()) || (kind === F_DISCARD && this.cards.count(HAND, p) <= this.handLimit)) {
          stack.pop();
          continue;
        }
        if ((kind === F_REVIVE || kind === F_LIMITED) && dropEmptyAnchor(this, kind, p)) continue;
        return;
      }
      if (this.phase === PH_COMBAT && (this.combatOver === 1 || !canBattle(this, this.turnPlayer))) {
        endCombat(this);
        continue;
      }
      return;
    }
  }

  private anyMagicOnField(): boolean {
    for (let k = 0; k < 2 * SIDE_CELLS; k++) if (this.magicAt(k) !== NO_CARD) return true;
    return false;
  }

  // ---- results and views -----------------------------------------------------------------

  returns(): number[] {
    return winnerReturns(this.reason !== null, this.winner);
  }

  override scores(): number[] {
    return [this.cemeteryHp[0]!, this.cemeteryHp[1]!];
  }
}
