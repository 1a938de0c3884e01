// Per-card fields: what a game keeps about each card instance beyond the card table (damage
// taken, durability, tokens, facing, turn stamps, buffs), declared once as a named schema. The
// base state stores them in its buffer, copies them with the rest of the state, writes them in
// serialize() and in the information-state key, so no game lists its fields by hand.

export interface CardFieldDecl {
  /** Value of the field for a card that has none yet (at set-up and after reset). */
  readonly initial?: number;
  /**
   * Kept out of the information-state key: a field that some player must not see (a face-down
   * card's counters). The game then adds to its own key what each viewer sees of it.
   */
  readonly secret?: boolean;
  /** What the field holds, for readers of serialize() and of the docs. */
  readonly doc?: string;
}

export class CardFieldSchema<N extends string = string> {
  /** Field names in storage order. */
  readonly names: readonly N[];
  /** Each field's index in a card's row, by name: bind these to module consts in rules code. */
  readonly at: Readonly<Record<N, number>>;
  /** Int32 words per card. */
  readonly width: number;
  readonly initial: Int32Array;
  /** 1 for a field that goes into the information-state key. */
  readonly inKey: Uint8Array;
  readonly docs: readonly string[];

  constructor(decls: Readonly<Record<N, CardFieldDecl>>) {
    this.names = Object.keys(decls) as N[];
    const at = {} as Record<N, number>;
    this.names.forEach((n, i) => (at[n] = i));
    this.at = at;
    this.width = this.names.length;
    this.initial = Int32Array.from(this.names, (n) => decls[n].initial ?? 0);
    this.inKey = Uint8Array.from(this.names, (n) => (decls[n].secret ? 0 : 1));
    this.docs = this.names.map((n) => decls[n].doc ?? '');
  }
}

/** A schema from `{ name: { initial, secret, doc } }`, in declaration order. */
export function cardFields<const N extends string>(decls: Readonly<Record<N, CardFieldDecl>>): CardFieldSchema<N> {
  return new CardFieldSchema(decls);
}

/** A schema without fields, for games that keep nothing per card. */
export const NO_CARD_FIELDS = new CardFieldSchema({});

/**
 * The fields of one state's cards: card c's field f is values[c * width + f]. The values lie in
 * the state's buffer (see state-storage.ts), so copying a state copies them.
 */
export class CardFields {
  readonly width: number;

  constructor(
    readonly schema: CardFieldSchema,
    readonly cards: number,
    readonly values: Int32Array,
  ) {
    this.width = schema.width;
    if (values.length !== cards * schema.width) throw new Error(`card fields: ${values.length} values for ${cards} cards of ${schema.width} fields`);
    for (let c = 0; c < cards; c++) this.reset(c);
  }

  get(card: number, field: number): number {
    return this.values[card * this.width + field]!;
  }

  set(card: number, field: number, value: number): void {
    this.values[card * this.width + field] = value;
  }

  /** Every field of `card` back to its initial value. */
  reset(card: number): void {
    const w = this.width;
    const init = this.schema.initial;
    for (let f = 0; f < w; f++) this.values[card * w + f] = init[f]!;
  }

  /** `name=v0,v1,...` per field, one line each: for serialize(). */
  serialize(): string {
    let out = '';
    for (let f = 0; f < this.width; f++) out += `${f === 0 ? '' : '\n'}${this.schema.names[f]}=${joinInts(this.values, f, this.width, this.cards)}`;
    return out;
  }

  /** The fields that are in the information-state key, as text. */
  keyText(): string {
    let out = '';
    for (let f = 0; f < this.width; f++) {
      if (this.schema.inKey[f] !== 1) continue;
      out += `${out === '' ? '' : '|'}${this.schema.names[f]}=${joinInts(this.values, f, this.width, this.cards)}`;
    }
    return out;
  }
}

/**
 * `count` integers of `values` from `start`, `stride` apart, joined by commas: the same text as
 * Array.join(','), built without an intermediate array. Serialization and information keys run
 * at every step of the conformance checks and of searches that key positions, and the generic
 * join of a typed array (or a column copied out first) dominated them.
 */
export function joinInts(values: ArrayLike<number>, start = 0, stride = 1, count = Math.ceil((values.length - start) / stride)): string {
  if (count <= 0) return '';
  let out = '' + values[start]!;
  for (let i = 1, k = start + stride; i < count; i++, k += stride) out += ',' + values[k]!;
  return out;
}
