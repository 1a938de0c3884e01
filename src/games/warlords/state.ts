// Warlords of Terra, 1v1: troops moving on a 5x5 battlefield, threat areas, locations, items
// with durability, spells and sudden spells in chains, heroes with power points. Rules and the
// decisions taken where the rulebook is silent are in RULES.md beside this file.
//
// The state is data: the shared buffer (layout.ts: card table, card fields, random streams, the
// game's arrays with every scalar, the stack), so a copy of the buffer is a whole copy. This
// file wires the game contract to rules/flow.ts, which dispatches the decisions; the rules
// themselves are in rules/.

import { BaseState } from '../../core/base-state.js';
import type { CardEvent } from '../../core/events.js';
import { ASKED } from '../../core/frames.js';
import type { GameDefinition, VariantFacts } from '../../core/game.js';
import { TERMINAL, winnerReturns } from '../../core/game.js';
import { sectionGroups } from '../../core/hidden.js';
import { allocateStorage } from '../../core/state-storage.js';
import type { WarlordsCardSet, WarlordsCardTables } from './card-tables.js';
import { WARLORDS_DECK_SECTIONS } from './decks.js';
import { PH_RESOURCE, V_PHASE, V_TURN_PLAYER, V_WINNER } from './ids.js';
import { CARD_FIELDS, WARLORDS_SHAPE } from './layout.js';
import { advance, answer, decide, questionActions, turnActions } from './rules/flow.js';
import { WarlordsScratch } from './scratch.js';

const FIELD_WIDTH = CARD_FIELDS.width;

export class WarlordsState extends BaseState {
  readonly set: WarlordsCardSet;
  readonly tables: WarlordsCardTables;
  /** Every card's fields (layout.ts): card c's field f is at c * width + f. */
  readonly cardValues: Int32Array;
  readonly health: Int16Array;
  /** The set's starting health (a state plays one set only). */
  readonly startHealth: number;
  readonly gold: Int16Array;
  readonly mana: Int16Array;
  readonly power: Int16Array;
  readonly heroUsed: Uint8Array;
  readonly inList: Uint8Array;
  /** The match's scalars, indexed by ids.ts V_*. */
  readonly vars: Int32Array;

  declare readonly scratch: WarlordsScratch;

  constructor(set: WarlordsCardSet, game: GameDefinition, facts: VariantFacts, scratch?: WarlordsScratch) {
    const storage = allocateStorage(WARLORDS_SHAPE);
    super(game, facts, storage, scratch ?? new WarlordsScratch(storage.cards.size));
    this.set = set;
    this.tables = set.tables;
    this.startHealth = set.rules.startingHealth;
    this.cardValues = storage.fields.values;
    const a = storage.arrays;
    this.health = a.health;
    this.gold = a.gold;
    this.mana = a.mana;
    this.power = a.power;
    this.heroUsed = a.heroUsed;
    this.inList = a.inList;
    this.vars = a.vars;
    this.vars[V_PHASE] = PH_RESOURCE;
    this.vars[V_WINNER] = -1;
    // Unseen locations are dealt again among locations, battle cards among battle cards.
    this.cards.dealGroups = sectionGroups(set, WARLORDS_DECK_SECTIONS);
  }

  protected blank(): this {
    return new WarlordsState(this.set, this.game, this.facts, this.scratch) as this;
  }

  protected sameConfiguration(o: this): boolean {
    return o.set === this.set;
  }


  field(c: number, f: number): number {
    return this.cardValues[c * FIELD_WIDTH + f]!;
  }
  setField(c: number, f: number, x: number): void {
    this.cardValues[c * FIELD_WIDTH + f] = x;
  }

  phase(): number {
    return this.vars[V_PHASE]!;
  }
  turnPlayer(): number {
    return this.vars[V_TURN_PLAYER]!;
  }

  finish(winner: number, reason: string): void {
    if (this.reason !== null) return;
    this.vars[V_WINNER] = winner;
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
    // advance() runs every step frame, so between decisions the top frame is a question.
    return this.stack.length > 0 ? this.stack.top(ASKED) : this.vars[V_TURN_PLAYER]!;
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

  /** Settles a state built by hand (position.ts): runs the steps that need no decision. */
  settle(): void {
    advance(this);
  }

  // ---- results and views -----------------------------------------------------------------

  returns(): number[] {
    return winnerReturns(this.reason !== null, this.vars[V_WINNER]!);
  }

  override scores(): number[] {
    return [this.health[0]!, this.health[1]!];
  }
}
