// Seeded randomness for matches, agents and experiments.
//
// The generator is pure-rand's xoroshiro128+ (32-bit output), stepped in place on an Int32Array
// so that a state's random streams live inside the state's own arrays: clone() and serialize()
// carry them, and no object is allocated per draw. test/core/rng.test.ts checks that the
// sequence is bit-for-bit the one pure-rand produces from the same state.
//
// Streams are seeded from a hash of (seed, stream id) into all four state words rather than
// with pure-rand's jump(): a jump costs 128 generator steps and a match needs several streams,
// while a full-width hashed state is the seeding Vigna recommends for xoroshiro.

const WORDS = 4;

/** Murmur3's 32-bit finaliser: a bijective avalanche on 32-bit integers. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Combines two 32-bit values into one well-mixed 32-bit hash. */
export function hash2(a: number, b: number): number {
  return fmix32((fmix32(a >>> 0) ^ Math.imul(b >>> 0, 0x9e3779b9) ^ 0x6a09e667) >>> 0);
}

/**
 * The seed of match `index` of an experiment: depends only on (experiment seed, index), so a
 * result never depends on worker count, batch size or batch order.
 */
export function matchSeed(experimentSeed: number, index: number): number {
  // index may exceed 2^32 in long runs: fold the high part in separately.
  const hi = Math.floor(index / 0x100000000);
  return hash2(hash2(experimentSeed, index >>> 0), hi ^ 0x5bd1e995);
}

/** Writes the xoroshiro128+ state of stream `streamId` for `seed` into `s` at `offset`. */
export function seedStream(s: Int32Array, offset: number, seed: number, streamId: number): void {
  const base = hash2(seed, streamId + 0x1234567);
  let allZero = true;
  for (let w = 0; w < WORDS; w++) {
    const v = hash2(base, w + 1) | 0;
    s[offset + w] = v;
    if (v !== 0) allZero = false;
  }
  if (allZero) s[offset] = 1; // the all-zero state is the one fixed point of xoroshiro
}

/**
 * One xoroshiro128+ step on the state at `offset` (words s01, s00, s11, s10 as pure-rand
 * stores them); returns a signed 32-bit integer.
 */
export function nextInt32(s: Int32Array, o: number): number {
  const s01 = s[o]!;
  const s00 = s[o + 1]!;
  const s11 = s[o + 2]!;
  const s10 = s[o + 3]!;
  const out = (s00 + s10) | 0;
  const a0 = s10 ^ s00;
  const a1 = s11 ^ s01;
  s[o + 1] = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
  s[o] = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
  s[o + 3] = (a1 << 5) ^ (a0 >>> 27);
  s[o + 2] = (a0 << 5) ^ (a1 >>> 27);
  return out;
}

/** Uniform integer in [0, n), n in [1, 2^32], without modulo bias (rejection sampling). */
export function nextBelow(s: Int32Array, o: number, n: number): number {
  if (n <= 1) return 0;
  let v = nextInt32(s, o) + 2147483648;
  // The limit (the largest multiple of n not above 2^32) is above 2^32 - n, so only a draw at or
  // above 2^32 - n can be rejected: the division that finds the limit runs in that rare case only.
  if (v >= 4294967296 - n) {
    const limit = Math.floor(4294967296 / n) * n;
    while (v >= limit) v = nextInt32(s, o) + 2147483648;
  }
  // v % n without the slow floating-point remainder. Exact: v/n is correctly rounded and v < 2^32,
  // so its error (below 2^-21/n) is smaller than the 1/n between a non-integer quotient and the
  // next integer, and an integer quotient is exact.
  return v - Math.floor(v / n) * n;
}

/** Uniform float in [0, 1) with 32 bits of resolution. */
export function nextFloat(s: Int32Array, o: number): number {
  return (nextInt32(s, o) + 2147483648) / 4294967296;
}

/** Fisher-Yates shuffle of `arr[from, to)` in place. */
export function shuffleRange(s: Int32Array, o: number, arr: { [i: number]: number }, from: number, to: number): void {
  for (let i = to - 1; i > from; i--) {
    const j = from + nextBelow(s, o, i - from + 1);
    const t = arr[i]!;
    arr[i] = arr[j]!;
    arr[j] = t;
  }
}

/**
 * A free-standing random stream (agents, deck generation, tests). Its state is an Int32Array of
 * four words, so it can be saved and restored exactly.
 */
export class Rng {
  readonly state: Int32Array;

  constructor(seed: number, streamId = 0, state?: Int32Array) {
    this.state = state ?? new Int32Array(WORDS);
    if (!state) seedStream(this.state, 0, seed >>> 0, streamId);
  }

  static fromState(words: ArrayLike<number>): Rng {
    return new Rng(0, 0, Int32Array.from(words));
  }

  int32(): number {
    return nextInt32(this.state, 0);
  }
  /** Uniform integer in [0, n). */
  below(n: number): number {
    return nextBelow(this.state, 0, n);
  }
  float(): number {
    return nextFloat(this.state, 0);
  }
  /** A fresh 32-bit seed for a derived stream. */
  seed(): number {
    return nextInt32(this.state, 0) >>> 0;
  }
  shuffle(arr: { [i: number]: number; length: number }, from = 0, to = arr.length): void {
    shuffleRange(this.state, 0, arr, from, to);
  }
  clone(): Rng {
    return Rng.fromState(this.state);
  }
}

/**
 * The named random streams of one match, stored in one Int32Array (four words each) that the
 * game state owns. Stream ids are small integers the game assigns: by convention
 * `STREAM_CHANCE` for dice and coins and `STREAM_SHUFFLE + p` for player p's shuffles, so
 * seat-swapped pairs and ablation replays share deck orders while dice stay separate.
 */
export const STREAM_CHANCE = 0;
export const STREAM_SHUFFLE = 1;
/** Streams for agents are derived from the match seed too, outside the game state. */
export const STREAM_AGENT = 16;
export const STREAM_SETUP = 32;

export class RngStreams {
  readonly words: Int32Array;
  /** Values queued by scenario tests: die()/below() on a scripted stream return these first. */
  private scripted: number[][] | null = null;

  constructor(readonly count: number, words?: Int32Array) {
    this.words = words ?? new Int32Array(count * WORDS);
  }

  /** Test hook: the next draws of `stream` return `values` in order (a die roll, a coin flip). */
  script(stream: number, values: readonly number[]): void {
    this.scripted ??= Array.from({ length: this.count }, () => []);
    this.scripted[stream]!.push(...values);
  }

  private takeScripted(stream: number, n: number, base = 0): number {
    const q = this.scripted![stream]!;
    const v = q.shift()! - base;
    if (!(v >= 0 && v < n)) throw new RangeError(`scripted value ${v} is outside [0, ${n}) on stream ${stream}`);
    return v;
  }

  static seeded(count: number, seed: number): RngStreams {
    const r = new RngStreams(count);
    r.seedAll(seed);
    return r;
  }

  /** Makes every stream what RngStreams.seeded(count, seed) starts with (a reused state's new match). */
  seedAll(seed: number): void {
    for (let i = 0; i < this.count; i++) seedStream(this.words, i * WORDS, seed, i);
    this.scripted = null;
  }

  /** Replaces stream `i` with a fresh stream drawn from `rng` (used by determinize). */
  reseed(i: number, rng: Rng): void {
    seedStream(this.words, i * WORDS, rng.seed(), i);
  }

  below(stream: number, n: number): number {
    if (this.scripted !== null && this.scripted[stream]!.length > 0) return this.takeScripted(stream, n);
    return nextBelow(this.words, stream * WORDS, n);
  }
  float(stream: number): number {
    return nextFloat(this.words, stream * WORDS);
  }
  /** A die with `sides` faces: 1..sides. */
  die(stream: number, sides = 6): number {
    // Scripted dice are given as faces (1..sides).
    if (this.scripted !== null && this.scripted[stream]!.length > 0) return 1 + this.takeScripted(stream, sides, 1);
    return 1 + nextBelow(this.words, stream * WORDS, sides);
  }
  shuffle(stream: number, arr: { [i: number]: number }, from: number, to: number): void {
    shuffleRange(this.words, stream * WORDS, arr, from, to);
  }
  /**
   * Copies the values a scenario test scripted (the words themselves lie in the state's buffer,
   * which the state copies).
   */
  copyScriptFrom(other: RngStreams): void {
    this.scripted = other.scripted === null ? null : other.scripted.map((q) => q.slice());
  }
}
