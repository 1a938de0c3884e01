// The explicit pending-effect stack that makes resolution resumable. An effect that must ask a
// player something halfway (a defender's attack type, a response, a sacrifice) leaves frames
// here and returns; the next apply() continues from the top frame. Frames are plain integers
// (no closures), so clone() and serialize() capture a resolution in progress exactly.

export class EffectStack {
  /** frames[i * width + k]: field k of frame i; field 0 is the game's frame kind. */
  readonly frames: Int32Array;
  length = 0;

  /** With `region`, the frames are a view into that part of a caller's buffer (width * capacity * 4 bytes). */
  constructor(readonly width: number, readonly capacity: number, region?: { buffer: ArrayBuffer; byteOffset: number }) {
    this.frames = region ? new Int32Array(region.buffer, region.byteOffset, width * capacity) : new Int32Array(width * capacity);
  }

  /** Copies the live frames only: the rest of the buffer is never read. */
  copyFrom(o: EffectStack): void {
    // A loop over the live words: a subarray view and set() cost more for a few frames.
    const to = this.frames;
    const from = o.frames;
    for (let i = o.length * o.width - 1; i >= 0; i--) to[i] = from[i]!;
    this.length = o.length;
  }

  get isEmpty(): boolean {
    return this.length === 0;
  }

  /** Pushes a frame; unused fields are zero. Returns its index. */
  push(kind: number, a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0): number {
    if (this.length >= this.capacity) throw new Error(`effect stack overflow (${this.capacity} frames): a rule loop?`);
    const i = this.length++;
    const o = i * this.width;
    const fr = this.frames;
    const w = this.width;
    // No allocation here: this runs inside apply().
    fr[o] = kind;
    if (w > 1) fr[o + 1] = a;
    if (w > 2) fr[o + 2] = b;
    if (w > 3) fr[o + 3] = c;
    if (w > 4) fr[o + 4] = d;
    if (w > 5) fr[o + 5] = e;
    if (w > 6) fr[o + 6] = f;
    if (w > 7) fr[o + 7] = g;
    for (let k = 8; k < w; k++) fr[o + k] = 0;
    return i;
  }

  pop(): void {
    if (this.length === 0) throw new Error('effect stack underflow');
    this.length--;
  }

  /** Field k of the top frame. */
  top(k: number): number {
    return this.frames[(this.length - 1) * this.width + k]!;
  }

  setTop(k: number, v: number): void {
    this.frames[(this.length - 1) * this.width + k] = v;
  }

  get(i: number, k: number): number {
    return this.frames[i * this.width + k]!;
  }

  set(i: number, k: number, v: number): void {
    this.frames[i * this.width + k] = v;
  }

  serialize(): string {
    return Array.prototype.join.call(this.frames.subarray(0, this.length * this.width), ',');
  }
}
