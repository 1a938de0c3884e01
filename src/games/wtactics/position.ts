// A WTactics state from a position written as plain data (turn, phase, creatures in each front
// with their marks and attachments, hands, resources, graves, deck tops, quests, influence and
// VP), for scenario tests and for starting play from a given position; and the builder it uses.
//
// A position is built as a match is: each side's army deck of 60 `fill` cards, a hero and a
// quest deck are created and the match set up, with the veto skipped (the quest decks keep the
// order given, top last, and their tops are turned up); then every card the position names is
// the top card of its owner's army deck turned into that card and put in place.

import { cardId } from '../../core/card-set.js';
import { NO_CARD } from '../../core/cards.js';
import { InputError } from '../../core/errors.js';
import type { WtCardSet } from './card-tables.js';
import { WT_CARDS } from './cards.js';
import { ARMY_MIN } from './decks.js';
import { newWtState } from './game.js';
import { ARMY, DEFENSIVE, DROPPED, FRONTS, GRAVE, HAND, OFFENSIVE, PH_ATTACK1, PH_ATTACK2, PH_ENTRANCE, PH_PLAY1, PH_PLAY2, QUEST_DECK, REMOVED, RESOURCES, VARIANT_STANDARD, VARIANT_TRIUMVIRATE, VETO, V_MA_CURRENT, V_MA_DONE, V_MOVED_FROM, V_PHASE, V_TURN_PLAYER, cellOf } from './ids.js';
import { CARD_FIELDS } from './layout.js';
import { attachTo, freeCell } from './rules/board.js';
import { revealNext } from './rules/quests.js';
import { OFF_ROTATION, ROTATION, TARGET } from './rules/triumvirate.js';
import { cardCount, createDecks, startMatch } from './rules/turn.js';
import type { WtState } from './state.js';

const { marked: MARKED, assigned: ASSIGNED, assignedTurn: ASSIGNED_TURN, dropLoc: DROP_LOC } = CARD_FIELDS.at;

export interface CreaturePosition {
  readonly name: string;
  readonly marked?: boolean;
  readonly assigned?: boolean;
  /** Equipment and enchantments attached to it, by name. */
  readonly attached?: readonly string[];
}

export interface SidePosition {
  /** The card the army deck is made of (default Mercenary Sellsword). */
  readonly fill?: string;
  readonly hero?: string;
  readonly offensive?: readonly (string | CreaturePosition)[];
  readonly defensive?: readonly (string | CreaturePosition)[];
  /** Equipment this side's creatures dropped in combat, lying on the ground in its Offensive or Defensive, by name. */
  readonly dropped?: { readonly offensive?: readonly string[]; readonly defensive?: readonly string[] };
  readonly hand?: readonly string[];
  /** Resource cards, by name; `marked` of them (the first ones) are marked. */
  readonly resources?: readonly string[];
  readonly marked?: number;
  readonly grave?: readonly string[];
  /** Cards on top of the army deck, the top one last. */
  readonly deckTop?: readonly string[];
  /** Army cards left in the deck (the rest go out of the game), default all. */
  readonly deckSize?: number;
  readonly influence?: number;
  readonly vp?: number;
  /** The quest deck this side brought, top last (default the first starter deck's). */
  readonly quests?: readonly string[];
}

export interface WtPosition {
  /** The match turn (default 5: both players are past their first turn). */
  readonly turn?: number;
  readonly player?: number;
  readonly phase?: 'play' | 'attack' | 'play2' | 'attack2' | 'entrance';
  readonly seed?: number;
  /** 'standard' (default), 'open-mulligan' or 'triumvirate' (three sides). */
  readonly variant?: string;
  /** Triumvirate: everyone attacks the next seat (1, to the left, the default) or the previous one (-1, to the right). */
  readonly rotation?: 1 | -1;
  readonly sides?: readonly SidePosition[];
}

const PHASES = { play: PH_PLAY1, attack: PH_ATTACK1, play2: PH_PLAY2, attack2: PH_ATTACK2, entrance: PH_ENTRANCE } as const;
const DEFAULT_FILL = 'Mercenary Sellsword';
const DEFAULT_HEROES = ['Lord Aldric of the Nobles', 'Warmaster Kael', 'Thalia the Grove Warden'];

export class WtPositionBuilder {
  readonly state: WtState;

  constructor(
    readonly set: WtCardSet,
    sides: readonly (SidePosition | undefined)[] = [],
    seed = 7,
    variant = VARIANT_STANDARD,
  ) {
    const defaultQuests = set.decks[0]!.cards.filter((d) => set.cards[d]!.type.startsWith('quest'));
    const seats = variant === VARIANT_TRIUMVIRATE ? 3 : 2;
    const decks = Array.from({ length: seats }, (_, p) => {
      const side = sides[p] ?? {};
      const fill = this.def(side.fill ?? DEFAULT_FILL);
      const quests = side.quests ? side.quests.map((q) => this.def(q)) : defaultQuests;
      return [...Array.from({ length: ARMY_MIN }, () => fill), this.def(side.hero ?? DEFAULT_HEROES[p]!), ...quests];
    });
    const s = newWtState(set, cardCount(decks), variant);
    s.rng.seedAll(seed);
    createDecks(s, decks);
    startMatch(s);
    s.stack.length = 0;
    if (seats > 2) s.attack[ROTATION] = 1;
    for (let k = 0; k < s.questSlots; k++) {
      while (s.cards.count(VETO, k) > 0) s.cards.insertInto(s.cards.top(VETO, k), QUEST_DECK, k, 0);
      revealNext(s, k);
      s.qIdleSince[k] = -1;
    }
    this.state = s;
    this.at(5, 0, PH_PLAY1);
  }

  def(name: string): number {
    return cardId(this.set, name);
  }

  /** Jumps to match turn `turn`, player p's `phase`, nothing pending; all players are past their first turn. */
  at(turn: number, p: number, phase: number): this {
    const s = this.state;
    s.jumpToTurn(turn, p);
    s.vars[V_TURN_PLAYER] = p;
    s.vars[V_PHASE] = phase;
    s.vars[V_MA_DONE] = 0;
    s.vars[V_MA_CURRENT] = 0;
    s.vars[V_MOVED_FROM] = -1;
    for (let q = 0; q < s.numPlayers; q++) {
      s.resourcesStarted[q] = 1;
      s.armyGold[q] = 0;
      s.heroUsed[q] = 0;
      s.recycled[q] = 0;
      s.goldSpent[q] = 0;
    }
    s.resourcesLeft[p] = 1;
    s.attack[TARGET] = s.rotationTarget(p);
    s.attack[OFF_ROTATION] = 0;
    return this;
  }

  /** p's top army card turned into `name`. */
  take(p: number, name: string): number {
    const c = this.state.cards.top(ARMY, p);
    if (c === NO_CARD) throw new InputError(`no card left in player ${p}'s army deck for '${name}'`);
    this.state.cards.def[c] = this.def(name);
    return c;
  }

  /** p's creature `name` in the first free place of `front`, unmarked unless told. */
  creature(p: number, front: number, x: string | CreaturePosition): number {
    const pos = typeof x === 'string' ? { name: x } : x;
    const s = this.state;
    const c = this.take(p, pos.name);
    const cell = freeCell(s, p, front);
    s.cards.placeInCell(c, FRONTS, cell, p);
    s.fields.reset(c);
    if (pos.marked) s.setF(c, MARKED, 1);
    if (pos.assigned) {
      s.setF(c, ASSIGNED, 1);
      s.setF(c, ASSIGNED_TURN, 0);
    }
    for (const a of pos.attached ?? []) this.attach(c, a);
    return c;
  }

  /** An equipment or enchantment `name` of the host's controller attached to it. */
  attach(host: number, name: string): number {
    const e = this.take(this.state.cards.controller[host]!, name);
    attachTo(this.state, e, host);
    return e;
  }

  /** Equipment `names` of p dropped on the ground in p's front `front`. */
  drop(p: number, front: number, ...names: string[]): number[] {
    return names.map((n) => {
      const c = this.take(p, n);
      this.state.cards.pushOnto(c, DROPPED, p);
      this.state.fields.reset(c);
      this.state.setF(c, DROP_LOC, p * 2 + front);
      return c;
    });
  }

  hand(p: number, ...names: string[]): number[] {
    return names.map((n) => {
      const c = this.take(p, n);
      this.state.cards.pushOnto(c, HAND, p);
      return c;
    });
  }

  resources(p: number, names: readonly string[], marked = 0): number[] {
    return names.map((n, i) => {
      const c = this.take(p, n);
      this.state.cards.pushOnto(c, RESOURCES, p);
      this.state.fields.reset(c);
      if (i < marked) this.state.setF(c, MARKED, 1);
      return c;
    });
  }

  grave(p: number, ...names: string[]): number[] {
    return names.map((n) => {
      const c = this.take(p, n);
      this.state.cards.pushOnto(c, GRAVE, p);
      return c;
    });
  }

  /** Cards on top of p's army deck, the top one last. */
  deckTop(p: number, ...names: string[]): number[] {
    const cards = this.state.cards;
    const n = cards.count(ARMY, p);
    return names.map((name, i) => {
      const c = cards.at(ARMY, p, n - names.length + i);
      cards.def[c] = this.def(name);
      return c;
    });
  }

  /** Leaves `size` cards in p's army deck: the rest are taken out of the game (from the bottom). */
  deckSize(p: number, size: number): void {
    const cards = this.state.cards;
    while (cards.count(ARMY, p) > size) cards.pushOnto(cards.at(ARMY, p, 0), REMOVED, p);
  }

  /** The creature in p's front `front`, place k. */
  creatureAt(p: number, front: number, k: number): number {
    return this.state.cards.cell(FRONTS, cellOf(p, front, k));
  }
}

/** The state of `position` with the cards of `set` (the starter set by default). */
export function stateFromPosition(position: WtPosition, set: WtCardSet = WT_CARDS.defaultSet()): WtState {
  const variant = position.variant ?? VARIANT_STANDARD;
  const seats = variant === VARIANT_TRIUMVIRATE ? 3 : 2;
  const sides = Array.from({ length: seats }, (_, p) => position.sides?.[p] ?? {});
  const b = new WtPositionBuilder(set, sides, position.seed, variant);
  if (position.rotation !== undefined) b.state.attack[ROTATION] = position.rotation;
  b.at(position.turn ?? 5, position.player ?? 0, PHASES[position.phase ?? 'play']);
  const s = b.state;
  sides.forEach((side, p) => {
    for (const x of side.offensive ?? []) b.creature(p, OFFENSIVE, x);
    for (const x of side.defensive ?? []) b.creature(p, DEFENSIVE, x);
    b.drop(p, OFFENSIVE, ...(side.dropped?.offensive ?? []));
    b.drop(p, DEFENSIVE, ...(side.dropped?.defensive ?? []));
    b.hand(p, ...(side.hand ?? []));
    b.resources(p, side.resources ?? [], side.marked ?? 0);
    b.grave(p, ...(side.grave ?? []));
    b.deckTop(p, ...(side.deckTop ?? []));
    if (side.deckSize !== undefined) b.deckSize(p, side.deckSize);
    if (side.influence !== undefined) s.influence[p] = side.influence;
    if (side.vp !== undefined) s.vp[p] = side.vp;
  });
  return s;
}
