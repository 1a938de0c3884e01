// A Ward state from a position written as plain data (turn, phase, creatures per slot with HP,
// magic per cell with host and anchor, hands, cemeteries, deck tops, scripted dice), for tests
// and for starting play from a given position; and the builder it uses, which also changes a
// position step by step.
//
// A position is built as a match is: each player's 30 cards are created as a deck of one `fill`
// card, shuffled, and the first player rolled for; then the turn is set, and every card the
// position names is the top card of its owner's deck turned into that card and put in place.
// So the card table holds 60 cards as in any match, and states built alike are equal.

import { cardId } from '../../core/card-set.js';
import { NO_CARD } from '../../core/cards.js';
import { InputError } from '../../core/errors.js';
import { STREAM_CHANCE } from '../../core/rng.js';
import type { WardCardSet } from './card-tables.js';
import { WARD_CARDS } from './cards.js';
import { DECK_SIZE } from './decks.js';
import { newWardState } from './game.js';
import { DECK, HAND, MAGIC, PH_COMBAT, PH_MAIN, PH_MAIN2, SIDE_CELLS, V_PHASE, V_PLAYER } from './ids.js';
import { CARD_FIELDS } from './layout.js';
import { toCemetery } from './rules/moves.js';
import { enterField } from './rules/summon.js';
import { createDecks, startMatch } from './rules/turn.js';
import type { WardState } from './state.js';

const { anchor: ANCHOR, host: HOST, hp: HP } = CARD_FIELDS.at;

/** A creature cell or a magic cell of one side: `player`'s slot 0..4. */
export interface SlotRef {
  readonly player: number;
  readonly slot: number;
}

export interface CreaturePosition {
  readonly name: string;
  /** HP left; full HP when absent. */
  readonly hp?: number;
}

export interface MagicPosition {
  readonly name: string;
  /** The creature an equip is attached to. */
  readonly host?: SlotRef;
  /** The creature an anchoring magic (Revival Priest, Pack Call) holds on the field. */
  readonly anchors?: SlotRef;
}

export interface SidePosition {
  /** The card the rest of the deck is made of (default Village Militia). */
  readonly fill?: string;
  /** Creature slots 0 (primary) to 4 (limited summons); null or absent for an empty slot. */
  readonly creatures?: readonly (string | CreaturePosition | null)[];
  /** Magic cells 0 to 4. */
  readonly magic?: readonly (string | MagicPosition | null)[];
  readonly hand?: readonly string[];
  /** Bottom first; creatures count towards the cemetery HP. */
  readonly cemetery?: readonly string[];
  /** Cards on top of the deck, the top one last (the rest of the 30 are `fill`). */
  readonly deckTop?: readonly string[];
}

export interface WardPosition {
  /** The match turn (default 5: both players are past their first turn, 7.1.3). */
  readonly turn?: number;
  /** Whose turn it is (default 0). */
  readonly player?: number;
  readonly phase?: 'main' | 'combat' | 'main2';
  /** Seeds the random streams (default 7). */
  readonly seed?: number;
  /** Die results the chance stream gives first, in order. */
  readonly dice?: readonly number[];
  /** Player 0's side, then player 1's. */
  readonly sides?: readonly [SidePosition?, SidePosition?];
}

const PHASES = { main: PH_MAIN, combat: PH_COMBAT, main2: PH_MAIN2 } as const;
const DEFAULT_FILL = 'Village Militia';

/** A Ward position changed step by step: the cards named are taken from the top of their owner's deck. */
export class WardPositionBuilder {
  readonly state: WardState;

  /** Both decks of `fill` cards (seat 0's, seat 1's), set up as a match with streams seeded by `seed`, at turn 5, player 0's main phase. */
  constructor(
    readonly set: WardCardSet,
    opts: { seed?: number; fill?: readonly [string, string] } = {},
  ) {
    const s = newWardState(set);
    s.rng.seedAll(opts.seed ?? 7);
    const fill = opts.fill ?? [DEFAULT_FILL, DEFAULT_FILL];
    createDecks(s, fill.map((name) => Array.from({ length: DECK_SIZE }, () => this.def(name))));
    startMatch(s);
    this.state = s;
    this.at(5, 0, PH_MAIN);
  }

  /** The definition id of a card of the set, by name (case-insensitive). */
  def(name: string): number {
    return cardId(this.set, name);
  }

  /** Jumps to match turn `turn`, player p's `phase` (PH_*), nothing pending; both players are past their first turn. */
  at(turn: number, p: number, phase: number): this {
    const s = this.state;
    s.jumpToTurn(turn, p);
    s.vars[V_PLAYER] = p;
    s.vars[V_PHASE] = phase;
    s.normalSummonUsed[p] = 0;
    s.killUsed[p] = 0;
    return this;
  }

  /** p's top deck card turned into `name`. */
  private take(p: number, name: string): number {
    const c = this.state.cards.top(DECK, p);
    if (c === NO_CARD) throw new InputError(`no card left in player ${p}'s deck for '${name}': a side holds ${DECK_SIZE} cards`);
    this.state.cards.def[c] = this.def(name);
    return c;
  }

  /** p's creature `name` in slot `slot` (0 = primary), with `hp` or full HP. */
  creature(p: number, name: string, slot = 0, hp?: number): number {
    const c = this.take(p, name);
    enterField(this.state, c, p * SIDE_CELLS + slot);
    if (hp !== undefined) this.hp(c, hp);
    return c;
  }

  /** p's magic `name` in magic cell `cell` (0..4), attached to creature `host` and holding creature `anchored` (card ids, or -1). */
  magic(p: number, name: string, cell: number, host = -1, anchored = -1): number {
    const s = this.state;
    const m = this.take(p, name);
    s.cards.placeInCell(m, MAGIC, p * SIDE_CELLS + cell, p);
    s.fields.reset(m);
    s.setField(m, HOST, host);
    if (anchored >= 0) s.setField(anchored, ANCHOR, m);
    return m;
  }

  hand(p: number, ...names: string[]): number[] {
    return names.map((name) => {
      const c = this.take(p, name);
      this.state.cards.pushOnto(c, HAND, p);
      return c;
    });
  }

  /** Cards put into p's cemetery, where creatures count (4.1.1). */
  cemetery(p: number, ...names: string[]): number[] {
    return names.map((name) => {
      const c = this.take(p, name);
      toCemetery(this.state, c);
      return c;
    });
  }

  /** Cards on top of p's deck, the top one last. */
  deckTop(p: number, ...names: string[]): number[] {
    const cards = this.state.cards;
    const n = cards.count(DECK, p);
    if (names.length > n) throw new InputError(`player ${p}'s deck holds ${n} cards, not ${names.length}`);
    return names.map((name, i) => {
      const c = cards.at(DECK, p, n - names.length + i);
      cards.def[c] = this.def(name);
      return c;
    });
  }

  /** Every card left in p's deck becomes `name`. */
  deckOf(p: number, name: string): void {
    const cards = this.state.cards;
    for (let i = 0; i < cards.count(DECK, p); i++) cards.def[cards.at(DECK, p, i)] = this.def(name);
  }

  /** Creature c on the field has `hp` left. */
  hp(c: number, hp: number): this {
    this.state.setField(c, HP, hp);
    return this;
  }

  /** Die results the chance stream gives next, in order. */
  dice(...values: number[]): this {
    this.state.rng.script(STREAM_CHANCE, values);
    return this;
  }
}

function entryName(x: string | { name: string }): string {
  return typeof x === 'string' ? x : x.name;
}

/** The creature at `ref`, which must be on the field. */
function creatureAtRef(s: WardState, ref: SlotRef, what: string): number {
  const c = s.creatureAt(ref.player * SIDE_CELLS + ref.slot);
  if (c === NO_CARD) throw new InputError(`${what}: no creature in player ${ref.player}'s slot ${ref.slot}`);
  return c;
}

/** The state of `position` with the cards of `set` (the starter set by default). */
export function stateFromPosition(position: WardPosition, set: WardCardSet = WARD_CARDS.defaultSet()): WardState {
  const sides = [position.sides?.[0] ?? {}, position.sides?.[1] ?? {}] as const;
  const b = new WardPositionBuilder(set, { seed: position.seed, fill: [sides[0].fill ?? DEFAULT_FILL, sides[1].fill ?? DEFAULT_FILL] });
  b.at(position.turn ?? 5, position.player ?? 0, PHASES[position.phase ?? 'main']);
  // Creatures first, so that magic can name its host and the creature it anchors.
  sides.forEach((side, p) =>
    side.creatures?.forEach((x, slot) => {
      if (x) b.creature(p, entryName(x), slot, typeof x === 'string' ? undefined : x.hp);
    }),
  );
  sides.forEach((side, p) =>
    side.magic?.forEach((x, cell) => {
      if (!x) return;
      const name = entryName(x);
      const host = typeof x !== 'string' && x.host ? creatureAtRef(b.state, x.host, `${name}'s host`) : -1;
      const anchored = typeof x !== 'string' && x.anchors ? creatureAtRef(b.state, x.anchors, `what ${name} anchors`) : -1;
      b.magic(p, name, cell, host, anchored);
    }),
  );
  sides.forEach((side, p) => {
    b.hand(p, ...(side.hand ?? []));
    b.cemetery(p, ...(side.cemetery ?? []));
    b.deckTop(p, ...(side.deckTop ?? []));
  });
  if (position.dice) b.dice(...position.dice);
  return b.state;
}
