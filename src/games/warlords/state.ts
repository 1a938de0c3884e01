// Warlords of Terra, 1v1: troops moving on a 5x5 battlefield, threat areas, locations, items
// with durability, spells and sudden spells in chains, heroes with power points. Rules and the
// decisions taken where the rulebook is silent are in RULES.md beside this file.
//
// The state: the shared buffer (layout.ts) and a few scalars. This file says who decides, lists
// the legal actions, dispatches the answers and runs the steps that need no decision; the rules
// themselves are in rules/.

import { BaseState } from '../../core/base-state.js';
import type { CardEvent } from '../../core/events.js';
import { ASKED, KIND } from '../../core/frames.js';
import type { GameDefinition, VariantFacts } from '../../core/game.js';
import { TERMINAL, winnerReturns } from '../../core/game.js';
import { sectionGroups } from '../../core/hidden.js';
import { allocateStorage } from '../../core/state-storage.js';
import type { WarlordsCardSet, WarlordsCardTables } from './card-tables.js';
import { K_SUDDEN } from './card-tables.js';
import { WARLORDS_DECK_SECTIONS } from './decks.js';
import { FRAMES, WINDOWS } from './frames.js';
import { A_ATTACK, A_CHOOSE, A_DONE, A_EQUIP, A_HERO, A_MOVE, A_PASS, A_PLAY, A_RESOURCE, A_SKILL, A_STRIKE, CELLS, DIRS, PH_BUILD, PH_RESOURCE, PH_SUMMON, TARGETS_PER_DEF } from './ids.js';
import { CARD_FIELDS, WARLORDS_SHAPE } from './layout.js';
import { attack, chooseTarget, chooseTargetActions, move, mustStillFight, resolveCombat, strikeWarlord, troopActions } from './rules/combat.js';
import { couldAnswer, equip, equipActions, heroActions, playActions, playCard, resolveEntry, skillActions, useHero, useSkill } from './rules/play.js';
import { applyResource, endPhase, endTurn, resourceActions } from './rules/turn.js';
import { WarlordsScratch } from './scratch.js';

const FIELD_WIDTH = CARD_FIELDS.width;
const { window: F_WINDOW, entry: F_ENTRY, combat: F_COMBAT, chooseTarget: F_CHOOSE, endTactics: F_END_TACTICS } = FRAMES.kind;

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
  phase = PH_RESOURCE;
  turnPlayer = 0;
  /** -1 while running, else the winner (0 or 1), or 2 for a draw. */
  winner = -1;
  /** 1 once the turn player did something in the phase other than a sudden spell or a skill: the phase's beginning is past. */
  phaseActed = 0;

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
    // Unseen locations are dealt again among locations, battle cards among battle cards.
    this.cards.dealGroups = sectionGroups(set, WARLORDS_DECK_SECTIONS);
  }

  protected blank(): this {
    return new WarlordsState(this.set, this.game, this.facts, this.scratch) as this;
  }

  protected sameConfiguration(o: this): boolean {
    return o.set === this.set;
  }

  protected copyOwnFrom(o: this): void {
    this.phase = o.phase;
    this.turnPlayer = o.turnPlayer;
    this.winner = o.winner;
    this.phaseActed = o.phaseActed;
  }

  field(c: number, f: number): number {
    return this.cardValues[c * FIELD_WIDTH + f]!;
  }
  setField(c: number, f: number, x: number): void {
    this.cardValues[c * FIELD_WIDTH + f] = x;
  }

  finish(winner: number, reason: string): void {
    if (this.reason !== null) return;
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
    // advance() runs every step frame, so between decisions the top frame is a question.
    return this.stack.length > 0 ? this.stack.top(ASKED) : this.turnPlayer;
  }

  legalActions(out: Int32Array): number {
    if (this.reason !== null) return 0;
    const stack = this.stack;
    if (stack.length > 0) {
      const p = stack.top(ASKED);
      if (stack.top(KIND) === F_CHOOSE) return chooseTargetActions(this, out);
      out[0] = A_PASS;
      return playActions(this, p, true, out, skillActions(this, p, out, 1));
    }
    const p = this.turnPlayer;
    switch (this.phase) {
      case PH_RESOURCE:
        return resourceActions(this, out);
      case PH_BUILD:
      case PH_SUMMON:
        out[0] = A_DONE;
        return playActions(this, p, false, out, this.phaseActed === 0 ? skillActions(this, p, out, 1) : 1);
      default: {
        let n = 0;
        if (!mustStillFight(this, p)) out[n++] = A_DONE;
        n = troopActions(this, p, out, n);
        n = skillActions(this, p, out, n);
        n = heroActions(this, p, out, n);
        n = equipActions(this, p, out, n);
        return playActions(this, p, false, out, n);
      }
    }
  }

  protected applyAction(a: number): void {
    const stack = this.stack;
    const p = this.currentPlayer();
    // The beginning of a phase lasts until the turn player does something but cast a sudden spell or use a skill.
    if (stack.length === 0 && !(a >= A_SKILL && a < A_HERO) && !(a >= A_PLAY && this.tables.kind[Math.floor((a - A_PLAY) / TARGETS_PER_DEF)] === K_SUDDEN)) this.phaseActed = 1;
    if (stack.length > 0 && stack.top(KIND) === F_CHOOSE) chooseTarget(this, a - A_CHOOSE);
    else if (a === A_PASS) WINDOWS.pass(stack);
    else if (a === A_DONE) endPhase(this);
    else if (a < A_CHOOSE) applyResource(this, a - A_RESOURCE);
    else if (a < A_ATTACK) move(this, Math.floor((a - A_MOVE) / CELLS), (a - A_MOVE) % CELLS, p);
    else if (a < A_STRIKE) attack(this, Math.floor((a - A_ATTACK) / (DIRS + 1)), (a - A_ATTACK) % (DIRS + 1), p);
    else if (a < A_SKILL) strikeWarlord(this, a - A_STRIKE, p);
    else if (a < A_HERO) useSkill(this, p, Math.floor((a - A_SKILL) / TARGETS_PER_DEF), (a - A_SKILL) % TARGETS_PER_DEF, stack.length > 0);
    else if (a < A_EQUIP) useHero(this, p, a - A_HERO);
    else if (a < A_PLAY) equip(this, p, Math.floor((a - A_EQUIP) / CELLS), (a - A_EQUIP) % CELLS);
    else playCard(this, p, a - A_PLAY, stack.length > 0);
    this.advance();
  }

  /** Runs everything that needs no decision (entries, combat damage, windows nobody could answer, the end of the turn) until a player must decide or the match ends. */
  private advance(): void {
    const stack = this.stack;
    while (this.reason === null && stack.length > 0) {
      const kind = stack.top(KIND);
      if (kind === F_ENTRY) resolveEntry(this);
      else if (kind === F_COMBAT) resolveCombat(this);
      else if (kind === F_END_TACTICS) {
        stack.pop();
        endTurn(this);
      } else if (kind === F_WINDOW && !couldAnswer(this, stack.top(ASKED))) WINDOWS.pass(stack);
      else return;
    }
  }

  /** Settles a state built by hand (position.ts): runs the steps that need no decision. */
  settle(): void {
    this.advance();
  }

  // ---- results and views -----------------------------------------------------------------

  returns(): number[] {
    return winnerReturns(this.reason !== null, this.winner);
  }

  override scores(): number[] {
    return [this.health[0]!, this.health[1]!];
  }
}
