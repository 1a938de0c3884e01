// Scenario builder for Warsong rule tests: put these cards here facing there, this hand, this
// army, these captured cards, this coin flip; then act through real action ids and inspect.

import { cardId } from '../../../src/core/card-set.js';
import { NO_CARD } from '../../../src/core/cards.js';
import { STREAM_CHANCE } from '../../../src/core/rng.js';
import type { CardSet } from '../../../src/core/game.js';
import type { WarsongCard } from '../../../src/games/warsong/cards.js';
import { WarsongState } from '../../../src/games/warsong/engine.js';
import { BOARD, CAPTURE, DECK, HAND, placementIds } from '../../../src/games/warsong/ids.js';
import { emptyMatch, warsong } from '../../../src/games/warsong/warsong.js';

export const SET: CardSet<WarsongCard> = warsong.defaultCardSet();
const DIRS = { N: 0, E: 1, S: 2, W: 3 } as const;
export type Dir = keyof typeof DIRS;

export interface Put {
  readonly card: string;
  readonly at: string;
  readonly owner: number;
  /** Absolute direction of the front; default the owner's forward direction. */
  readonly facing?: Dir;
  /** Controlled by another seat than the owner (a defected card). */
  readonly controller?: number;
}

export interface ScenarioSpec {
  readonly variant?: 'standard' | 'world-war';
  readonly board?: readonly Put[];
  readonly hands?: readonly (readonly string[])[];
  /** Army of each seat, bottom first (the last card is drawn first). */
  readonly armies?: readonly (readonly string[])[];
  /** Capture pile of each seat (cards owned by the next seat). */
  readonly captured?: readonly (readonly string[])[];
  readonly turn?: number;
  /** Coin flips on the chance stream: 0 heads, 1 tails. */
  readonly coins?: readonly number[];
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
  const c = name.charCodeAt(0) - 97;
  const r = Number(name.slice(1)) - 1;
  const x = s.geo.at(r, c);
  if (x < 0) throw new Error(`no cell ${name}`);
  return x;
}

/** Builds the position: every listed card is a real card instance of its owner. */
export function scenario(spec: ScenarioSpec): WarsongState {
  const variant = spec.variant ?? 'standard';
  const np = variant === 'standard' ? 2 : 4;
  const lists: { name: string; place: 'board' | 'hand' | 'army' | 'captured'; put?: Put; pile?: number }[][] = Array.from({ length: np }, () => []);
  for (const b of spec.board ?? []) lists[b.owner]!.push({ name: b.card, place: 'board', put: b });
  (spec.hands ?? []).forEach((h, p) => h.forEach((n) => lists[p]!.push({ name: n, place: 'hand' })));
  (spec.captured ?? []).forEach((h, p) => h.forEach((n) => lists[(p + 1) % np]!.push({ name: n, place: 'captured', pile: p })));
  (spec.armies ?? []).forEach((h, p) => h.forEach((n) => lists[p]!.push({ name: n, place: 'army' })));
  const decks = lists.map((l) => l.map((e) => id(e.name)));
  const s = emptyMatch({ variant, cards: spec.set ?? SET, decks }, 1);
  const t = s.cards;
  let cid = 0;
  for (let p = 0; p < np; p++) {
    for (const e of lists[p]!) {
      const c = cid++;
      if (e.place === 'board') {
        const put = e.put!;
        const ctrl = put.controller ?? p;
        const o = put.facing !== undefined ? DIRS[put.facing] : s.geo.forward[ctrl]!;
        s.putOnBoard(c, cellOf(s, put.at), o, ctrl);
      } else if (e.place === 'hand') t.pushOnto(c, HAND, p);
      else if (e.place === 'captured') t.pushOnto(c, CAPTURE, e.pile!);
    }
  }
  // Army cards stay in DECK in listing order (created last, so they are above nothing else).
  if (spec.coins) s.rng.script(STREAM_CHANCE, spec.coins);
  s.start(spec.turn ?? 0);
  return s;
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

export const Z = { DECK, HAND, BOARD, CAPTURE } as const;
