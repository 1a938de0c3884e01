// Scenario builder for Warsong rule tests: put these cards here facing there, this hand, this
// army, these captured cards, this coin flip (a position, position.ts); then act through real
// action ids and inspect.

import { cardId } from '../../../src/core/card-set.js';
import { NO_CARD } from '../../../src/core/cards.js';
import type { CardSet } from '../../../src/core/game.js';
import type { WarsongCard } from '../../../src/games/warsong/card-schema.js';
import { warsong } from '../../../src/games/warsong/game.js';
import { placementIds } from '../../../src/games/warsong/ids.js';
import type { Position } from '../../../src/games/warsong/position.js';
import { stateFromPosition } from '../../../src/games/warsong/position.js';
import type { WarsongState } from '../../../src/games/warsong/state.js';
import { cardsOf } from '../../../src/core/facets.js';

export const SET: CardSet<WarsongCard> = cardsOf(warsong).defaultSet();

export interface ScenarioSpec extends Omit<Position, 'cards' | 'seed'> {
  readonly variant?: 'standard' | 'world-war';
  /** A variant of the starter set with the same cards in the same order (see withKeywords). */
  readonly set?: CardSet<WarsongCard>;
}

/** The starter set with the keywords of some cards replaced (ids stay those of SET). */
export function withKeywords(changes: Readonly<Record<string, readonly string[]>>): CardSet<WarsongCard> {
  return { ...SET, data: SET.data.map((c) => (changes[c.name] ? { ...c, keywords: changes[c.name]! } : c)) };
}

export function id(name: string): number {
  return cardId(SET, name);
}

export function cellOf(s: WarsongState, name: string): number {
  const x = s.geo.cellNamed(name);
  if (x < 0) throw new Error(`no cell ${name}`);
  return x;
}

/** Builds the position: every listed card is a real card instance of its owner. */
export function scenario(spec: ScenarioSpec): WarsongState {
  return stateFromPosition({ ...spec, cards: spec.set ?? SET });
}

/** Action id of placing `name` at `cell` turned `rel` (0 forward, 1 right, 2 back, 3 left). */
export function placeId(s: WarsongState, name: string, cell: string, rel = 0): number {
  return ((id(name) * s.geo.cells + cellOf(s, cell)) << 2) + rel;
}

export function legal(s: WarsongState): number[] {
  const buf = new Int32Array(s.facts.numDistinctActions);
  const n = s.legalActions(buf);
  return Array.from(buf.subarray(0, n));
}

export function canPlace(s: WarsongState, name: string, cell: string, rel = 0): boolean {
  return legal(s).includes(placeId(s, name, cell, rel));
}

/** Plays a card through its action id, checking that it is legal first. */
export function place(s: WarsongState, name: string, cell: string, rel = 0): void {
  const a = placeId(s, name, cell, rel);
  if (!legal(s).includes(a)) throw new Error(`placing ${name} at ${cell} (${rel}) is not legal:\n${s.describe()}`);
  s.apply(a);
}

/** Legal answers to the pending question, relative to the answer base (A_YES, A_CELL + x...). */
export function answers(s: WarsongState): number[] {
  const base = placementIds(s.geo.cells);
  return legal(s).map((a) => a - base);
}

export function answer(s: WarsongState, rel: number): void {
  const base = placementIds(s.geo.cells);
  if (!legal(s).includes(base + rel)) throw new Error(`answer ${rel} is not legal (legal: ${answers(s).join(',')})\n${s.describe()}`);
  s.apply(base + rel);
}

/** The pending question kind, or 0 when the turn player is to place a card. */
export function question(s: WarsongState): number {
  return s.stack.length > 0 ? s.stack.top(0) : 0;
}

/** Name of the card on `cell`, or null. */
export function at(s: WarsongState, cell: string): string | null {
  const c = s.cardAt(cellOf(s, cell));
  return c === NO_CARD ? null : s.cardName(c);
}

export function controllerAt(s: WarsongState, cell: string): number {
  const c = s.cardAt(cellOf(s, cell));
  return c === NO_CARD ? -1 : s.cards.controller[c]!;
}

/** Names of the cards in seat p's pile of `zone`, in order. */
export function pile(s: WarsongState, zone: number, p: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.cards.count(zone, p); i++) out.push(s.cardName(s.cards.at(zone, p, i)));
  return out;
}
