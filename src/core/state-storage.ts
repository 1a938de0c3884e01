// One buffer per game state. The card table, the per-card fields, the random streams, the turn
// counters and the game's own arrays lie one after another in a piece of a shared slab
// (arena.ts), so a new state allocates no backing store of its own and copying a state is one
// copy of that span plus the live stack frames. Each state owns its buffer: nothing is shared
// between states but read-only configuration.

import { stateBuffer } from './arena.js';
import { CardFields, NO_CARD_FIELDS, type CardFieldSchema } from './card-fields.js';
import { CardTable, type ZoneSpec } from './cards.js';
import { EffectStack } from './effect-stack.js';
import { RngStreams } from './rng.js';

/** Element types of a game's own arrays. */
export interface ElementTypes {
  i32: Int32Array;
  i16: Int16Array;
  u8: Uint8Array;
}
export type ElementType = keyof ElementTypes;
const BYTES: Record<ElementType, number> = { i32: 4, i16: 2, u8: 1 };

type ArrayDecls = Readonly<Record<string, readonly [ElementType, number]>>;
export type ArrayViews<D extends ArrayDecls> = { readonly [K in keyof D]: ElementTypes[D[K][0]] };

/**
 * A game's own typed arrays (occupancy, seat totals, a chain), declared by name, type and
 * length: `arrayLayout({ occupant: ['i16', 25], valor: ['i32', 4] })`.
 */
export class ArrayLayout<D extends ArrayDecls = ArrayDecls> {
  /** Bytes the arrays take, each aligned to its element size, the whole to 8. */
  readonly bytes: number;
  private readonly offsets: readonly (readonly [keyof D & string, ElementType, number, number])[];

  constructor(readonly decls: D) {
    let at = 0;
    const offsets: [keyof D & string, ElementType, number, number][] = [];
    // Widest elements first, so each array is aligned without padding between them.
    const names = (Object.keys(decls) as (keyof D & string)[]).sort((a, b) => BYTES[decls[b]![0]] - BYTES[decls[a]![0]]);
    for (const name of names) {
      const [type, length] = decls[name]!;
      if (!(Number.isInteger(length) && length >= 0)) throw new Error(`array '${name}' has length ${length}`);
      offsets.push([name, type, at, length]);
      at += BYTES[type] * length;
    }
    this.offsets = offsets;
    this.bytes = (at + 7) & ~7;
  }

  /** Views of the arrays in `buffer` from byte `byteOffset` (a multiple of 8). */
  cut(buffer: ArrayBufferLike, byteOffset: number): ArrayViews<D> {
    const views: Record<string, Int32Array | Int16Array | Uint8Array> = {};
    for (const [name, type, at, length] of this.offsets) {
      const o = byteOffset + at;
      views[name] = type === 'i32' ? new Int32Array(buffer, o, length) : type === 'i16' ? new Int16Array(buffer, o, length) : new Uint8Array(buffer, o, length);
    }
    return views as ArrayViews<D>;
  }
}

export function arrayLayout<const D extends ArrayDecls>(decls: D): ArrayLayout<D> {
  return new ArrayLayout(decls);
}

export const NO_ARRAYS = arrayLayout({});

/** The stack of a game with no pending effects: no frames. */
const NO_FRAMES = { width: 1, capacity: 0 };

/**
 * Everything a state's buffer holds, sized once per configuration (variant, card set, card count).
 * A game without cards, chance or pending effects leaves those parts out (none of them).
 */
export interface StateShape<D extends ArrayDecls = ArrayDecls> {
  /** Absent: no zones (a game without cards). */
  readonly zones?: readonly ZoneSpec[];
  readonly players: number;
  /** Card instances in the table; absent: none. */
  readonly cards?: number;
  /** Absent: no per-card fields. */
  readonly fields?: CardFieldSchema;
  /** Random streams (see rng.ts: chance, each player's shuffles, ...); absent: none. */
  readonly streams?: number;
  readonly arrays: ArrayLayout<D>;
  /** The effect stack: words per frame and frames at most; absent: no pending effects. */
  readonly frames?: { readonly width: number; readonly capacity: number };
}

/** The parts of a state's storage every game has (BaseState holds them). */
export type SharedStorage = Omit<StateStorage, 'arrays'>;

export interface StateStorage<D extends ArrayDecls = ArrayDecls> {
  readonly cards: CardTable;
  readonly fields: CardFields;
  readonly rng: RngStreams;
  readonly stack: EffectStack;
  /** Own turns begun per player (card events count "played on own turn 3"). */
  readonly ownTurns: Int16Array;
  readonly arrays: ArrayViews<D>;
  /** Every byte above but the stack's frames: what copying a state copies in one go. */
  readonly span: Uint8Array;
}

/** A state's buffer for `shape`, cut from the shared slab, with its pieces in place. */
export function allocateStorage<D extends ArrayDecls>(declared: StateShape<D>): StateStorage<D> {
  const shape = { zones: [], cards: 0, fields: NO_CARD_FIELDS, streams: 0, frames: NO_FRAMES, ...declared };
  const tableBytes = CardTable.byteLength(shape.zones, shape.players, shape.cards);
  const fieldBytes = 4 * shape.cards * shape.fields.width;
  const rngBytes = 16 * shape.streams;
  const turnBytes = (2 * shape.players + 7) & ~7;
  const spanBytes = tableBytes + fieldBytes + rngBytes + turnBytes + shape.arrays.bytes;
  const frameWords = shape.frames.width * shape.frames.capacity;
  const { buffer, byteOffset } = stateBuffer(spanBytes + 4 * frameWords);
  let at = byteOffset;
  const columns = CardTable.columnsIn(shape.zones, shape.players, shape.cards, { buffer, byteOffset: at });
  at += tableBytes;
  const fields = new CardFields(shape.fields, shape.cards, new Int32Array(buffer, at, shape.cards * shape.fields.width));
  at += fieldBytes;
  const rng = new RngStreams(shape.streams, new Int32Array(buffer, at, 4 * shape.streams));
  at += rngBytes;
  const ownTurns = new Int16Array(buffer, at, shape.players);
  at += turnBytes;
  const arrays = shape.arrays.cut(buffer, at);
  return {
    cards: new CardTable(shape.zones, shape.players, shape.cards, columns),
    fields,
    rng,
    stack: new EffectStack(shape.frames.width, shape.frames.capacity, { buffer: buffer as ArrayBuffer, byteOffset: byteOffset + spanBytes }),
    ownTurns,
    arrays,
    span: new Uint8Array(buffer, byteOffset, spanBytes),
  };
}
