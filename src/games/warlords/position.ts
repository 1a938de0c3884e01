// A Warlords state from a position written as plain data (turn, phase, troops per cell with
// damage and attachments, items, locations, hands, armouries, resources), for scenario tests and
// for starting play from a given position; and the builder it uses.
//
// A position is built as a match is: each player's deck is a hero, 40 battle cards of one `fill`
// troop and 10 locations of one `fillLocation`, shuffled, with the opening hands dealt; then the
// hands go back, and every card the position names is the top card of its owner's battle deck
// (or building deck, for a location) turned into that card and put in place. So the card table
// holds 102 cards as in any match.

import { cardId } from '../../core/card-set.js';
import { NO_CARD } from '../../core/cards.js';
import { InputError } from '../../core/errors.js';
import { MAX_DEFS } from './card-schema.js';
import { K_LOCATION } from './card-tables.js';
import type { WarlordsCardSet } from './card-tables.js';
import { WARLORDS_CARDS } from './cards.js';
import { BATTLE_DECK_SIZE, BUILDING_DECK_SIZE } from './decks.js';
import { newWarlordsState } from './game.js';
import { ARMORY, ATTACHED, BATTLE_DECK, BUILDING_DECK, FIELD, GROUND, HAND, LOCATIONS, MAX_LOCATIONS, PH_BUILD, PH_RESOURCE, PH_SUMMON, PH_TACTICS, SIZE, V_PHASE, V_PHASE_ACTED, V_TURN_PLAYER } from './ids.js';
import { CARD_FIELDS } from './layout.js';
import { recompute } from './rules/board.js';
import { createDecks, startMatch } from './rules/turn.js';
import type { WarlordsState } from './state.js';

const { damage: DAMAGE, durability: DURABILITY, exhausted: EXHAUSTED, summoned: SUMMONED } = CARD_FIELDS.at;

const DEFAULT_FILL = 'Squire';
const DEFAULT_LOCATION = 'Theridom Farmland';
const DEFAULT_HERO = 'Elysia, High Priestess';

/** A space written as column letter and row number ('a1' .. 'e5'); row 1 is player 0's summoning line. */
export function cellOf(name: string): number {
  const m = /^([a-e])([1-5])$/.exec(name);
  if (!m) throw new InputError(`'${name}' is not a space: write a column a-e and a row 1-5, such as 'c3'`);
  return (Number(m[2]) - 1) * SIZE + 'abcde'.indexOf(m[1]!);
}

export class WarlordsPositionBuilder {
  readonly state: WarlordsState;

  constructor(
    readonly set: WarlordsCardSet,
    opts: { seed?: number; fill?: string; fillLocation?: string; hero?: readonly [string, string] } = {},
  ) {
    const s = newWarlordsState(set);
    s.rng.seedAll(opts.seed ?? 7);
    const deck = (p: number) => [
      ...Array.from({ length: BATTLE_DECK_SIZE }, () => this.def(opts.fill ?? DEFAULT_FILL)),
      ...Array.from({ length: BUILDING_DECK_SIZE }, () => this.def(opts.fillLocation ?? DEFAULT_LOCATION)),
      this.def(opts.hero?.[p] ?? DEFAULT_HERO),
    ];
    createDecks(s, [deck(0), deck(1)]);
    startMatch(s);
    // The opening hands go back: a position names every card in hand.
    for (let p = 0; p < 2; p++) {
      for (let i = s.cards.count(HAND, p) - 1; i >= 0; i--) {
        const c = s.cards.at(HAND, p, i);
        s.cards.pushOnto(c, s.tables.kind[s.cards.def[c]!] === K_LOCATION ? BUILDING_DECK : BATTLE_DECK, p);
      }
    }
    this.state = s;
    this.at(5, 0, PH_TACTICS);
  }

  def(name: string): number {
    return cardId(this.set, name);
  }

  /** Jumps to match turn `turn`, player p's `phase`, nothing pending. */
  at(turn: number, p: number, phase: number): this {
    const s = this.state;
    s.jumpToTurn(turn, p);
    s.vars[V_TURN_PLAYER] = p;
    s.vars[V_PHASE] = phase;
    s.vars[V_PHASE_ACTED] = 0;
    return this;
  }

  /** p's top deck card (battle deck, or building deck for a location) turned into `name`. */
  private take(p: number, name: string): number {
    const s = this.state;
    const d = this.def(name);
    const deck = s.tables.kind[d] === K_LOCATION ? BUILDING_DECK : BATTLE_DECK;
    const c = s.cards.top(deck, p);
    if (c === NO_CARD) throw new InputError(`no card left in player ${p}'s ${deck === BATTLE_DECK ? 'battle' : 'building'} deck for '${name}'`);
    s.cards.def[c] = d;
    // The card joins p's deck list (which cards p could answer with is judged from it).
    s.inList[p * MAX_DEFS + d] = 1;
    return c;
  }

  /** p's troop `name` on `cell`, with damage taken, exhausted or not, summoned on match turn `summoned` (default: long ago). */
  troop(p: number, name: string, cell: number | string, opts: { damage?: number; exhausted?: boolean; summoned?: number } = {}): number {
    const s = this.state;
    const c = this.take(p, name);
    s.cards.placeInCell(c, FIELD, typeof cell === 'string' ? cellOf(cell) : cell, p);
    s.fields.reset(c);
    s.setField(c, DAMAGE, opts.damage ?? 0);
    s.setField(c, EXHAUSTED, opts.exhausted ? 1 : 0);
    s.setField(c, SUMMONED, opts.summoned ?? 0);
    return c;
  }

  /** A card (item, curse or power) of p attached to troop `host`; an item with `durability` (default: printed). */
  attach(p: number, name: string, host: number, durability?: number): number {
    const s = this.state;
    const c = this.take(p, name);
    s.cards.attach(c, host, ATTACHED, p);
    s.setField(c, DURABILITY, durability ?? s.tables.durability[s.cards.def[c]!]!);
    recompute(s, host);
    return c;
  }

  /** p's non-attached item on `cell`. */
  ground(p: number, name: string, cell: number | string, durability?: number): number {
    const s = this.state;
    const c = this.take(p, name);
    s.cards.placeInCell(c, GROUND, typeof cell === 'string' ? cellOf(cell) : cell, p);
    s.setField(c, DURABILITY, durability ?? s.tables.durability[s.cards.def[c]!]!);
    return c;
  }

  armory(p: number, name: string, durability?: number): number {
    const s = this.state;
    const c = this.take(p, name);
    s.cards.pushOnto(c, ARMORY, p);
    s.setField(c, DURABILITY, durability ?? s.tables.durability[s.cards.def[c]!]!);
    return c;
  }

  location(p: number, name: string): number {
    const s = this.state;
    const c = this.take(p, name);
    for (let i = 0; i < MAX_LOCATIONS; i++) {
      if (s.cards.cell(LOCATIONS, p * MAX_LOCATIONS + i) === NO_CARD) {
        s.cards.placeInCell(c, LOCATIONS, p * MAX_LOCATIONS + i, p);
        return c;
      }
    }
    throw new InputError(`player ${p} already has ${MAX_LOCATIONS} active locations`);
  }

  hand(p: number, ...names: string[]): number[] {
    return names.map((name) => {
      const c = this.take(p, name);
      this.state.cards.pushOnto(c, HAND, p);
      return c;
    });
  }

  /** Cards on top of p's battle deck (or building deck, for locations), the top one first. */
  deckTop(p: number, ...names: string[]): number[] {
    const s = this.state;
    const placed = [0, 0];
    return names.map((name) => {
      const d = this.def(name);
      const deck = s.tables.kind[d] === K_LOCATION ? BUILDING_DECK : BATTLE_DECK;
      const k = deck === BATTLE_DECK ? 0 : 1;
      const c = s.cards.at(deck, p, s.cards.count(deck, p) - 1 - placed[k]!);
      placed[k]!++;
      s.cards.def[c] = d;
      s.inList[p * MAX_DEFS + d] = 1;
      return c;
    });
  }

  resources(p: number, r: { gold?: number; mana?: number; power?: number; health?: number }): this {
    const s = this.state;
    if (r.gold !== undefined) s.gold[p] = r.gold;
    if (r.mana !== undefined) s.mana[p] = r.mana;
    if (r.power !== undefined) s.power[p] = r.power;
    if (r.health !== undefined) s.health[p] = r.health;
    return this;
  }
}

export interface TroopPosition {
  readonly name: string;
  readonly cell: string;
  readonly damage?: number;
  readonly exhausted?: boolean;
  /** Match turn it was summoned (its preparation turn); default long ago. */
  readonly summoned?: number;
  /** Items, curses and powers attached to it. */
  readonly attached?: readonly string[];
}

export interface SidePosition {
  readonly troops?: readonly TroopPosition[];
  readonly hand?: readonly string[];
  readonly locations?: readonly string[];
  readonly armory?: readonly string[];
  /** Non-attached items: name and space. */
  readonly ground?: readonly { name: string; cell: string }[];
  readonly gold?: number;
  readonly mana?: number;
  readonly power?: number;
  readonly health?: number;
}

export interface WarlordsPosition {
  readonly turn?: number;
  readonly player?: number;
  readonly phase?: 'resource' | 'building' | 'summon' | 'tactics';
  readonly seed?: number;
  /** Player 0's side, then player 1's. */
  readonly sides?: readonly [SidePosition?, SidePosition?];
}

const PHASES = { resource: PH_RESOURCE, building: PH_BUILD, summon: PH_SUMMON, tactics: PH_TACTICS } as const;

/** The state of `position` with the cards of `set` (the starter set by default). */
export function stateFromPosition(position: WarlordsPosition, set: WarlordsCardSet = WARLORDS_CARDS.defaultSet()): WarlordsState {
  const b = new WarlordsPositionBuilder(set, { seed: position.seed });
  b.at(position.turn ?? 5, position.player ?? 0, PHASES[position.phase ?? 'tactics']);
  position.sides?.forEach((side, p) => {
    if (!side) return;
    for (const t of side.troops ?? []) {
      const c = b.troop(p, t.name, t.cell, t);
      for (const a of t.attached ?? []) b.attach(p, a, c);
    }
    b.hand(p, ...(side.hand ?? []));
    for (const l of side.locations ?? []) b.location(p, l);
    for (const a of side.armory ?? []) b.armory(p, a);
    for (const g of side.ground ?? []) b.ground(p, g.name, g.cell);
    b.resources(p, side);
  });
  return b.state;
}
