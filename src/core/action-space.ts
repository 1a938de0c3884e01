// Action spaces: a game's action ids as named segments laid end to end. Each segment is a family
// of ids (place a card x cell x orientation, answer yes, discard a definition, ...); its offset
// is computed, never written by hand, and decode() turns an id back into its segment and index
// for describeAction and tests. The space's size is the variant's numDistinctActions and the
// width of a policy head.

export interface ActionSegment<N extends string = string> {
  readonly name: N;
  readonly offset: number;
  readonly size: number;
}

export interface DecodedAction<N extends string = string> {
  readonly segment: N;
  /** The id's place within its segment, 0 <= index < size. */
  readonly index: number;
}

export class ActionSpace<N extends string = string> {
  readonly segments: readonly ActionSegment<N>[];
  /** Number of ids: every id lies in [0, size). */
  readonly size: number;
  /** The first id of each segment, by name. */
  readonly offset: Readonly<Record<N, number>>;

  constructor(segments: readonly (readonly [N, number])[]) {
    const list: ActionSegment<N>[] = [];
    const offset = {} as Record<N, number>;
    let at = 0;
    for (const [name, size] of segments) {
      if (!(Number.isInteger(size) && size >= 0)) throw new Error(`action segment '${name}' has size ${size}`);
      if (name in offset) throw new Error(`action segment '${name}' is declared twice`);
      list.push({ name, offset: at, size });
      offset[name] = at;
      at += size;
    }
    this.segments = list;
    this.offset = offset;
    this.size = at;
  }

  /** The segment an id lies in and its index there; throws for an id outside the space. */
  decode(id: number): DecodedAction<N> {
    if (!(Number.isInteger(id) && id >= 0 && id < this.size)) throw new RangeError(`action ${id} is outside [0, ${this.size})`);
    // Binary search over the offsets: spaces have a handful of segments, but decode runs in logs.
    let lo = 0;
    let hi = this.segments.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.segments[mid]!.offset <= id) lo = mid;
      else hi = mid - 1;
    }
    // Empty segments share their offset with the next one: take the last segment that holds id.
    const s = this.segments[lo]!;
    return { segment: s.name, index: id - s.offset };
  }

  /** The id of index `index` of segment `name`. */
  id(name: N, index = 0): number {
    const s = this.segments.find((x) => x.name === name);
    if (s === undefined) throw new Error(`no action segment '${name}'`);
    if (!(Number.isInteger(index) && index >= 0 && index < s.size)) throw new RangeError(`index ${index} outside segment '${name}' of size ${s.size}`);
    return s.offset + index;
  }

  /** Whether `id` lies in segment `name`. */
  holds(name: N, id: number): boolean {
    const o = this.offset[name];
    const s = this.segments.find((x) => x.name === name)!;
    return id >= o && id < o + s.size;
  }
}

/** An action space from `[name, size]` pairs, in id order. */
export function actionSpace<const N extends string>(segments: readonly (readonly [N, number])[]): ActionSpace<N> {
  return new ActionSpace(segments);
}
