// Cuts the matches a run still has to play into batches: never across a block boundary (a
// batch's counts go into one block), sized to the experiment's taskMs from the time matches have
// taken so far, and smaller near the end so that all workers finish together.

/** Batches are never larger than this many matches. */
const MAX_BATCH = 100_000;
/** The first batches' size, before any match has been timed. */
const FIRST_BATCH = 4;

export class BatchCutter {
  private gap = 0;
  private cursor: number;
  /** Matches not yet merged. */
  private remaining: number;
  /** Smoothed milliseconds per match; 0 until the first batch returns. */
  private msPerMatch = 0;

  /**
   * `gaps`: the sorted [start, end) ranges left to cut; `span`: matches per block; `taskMs`: the
   * target time of one batch; `toPlay`: the matches not merged yet (held batches included).
   */
  constructor(
    private readonly gaps: readonly (readonly [number, number])[],
    private readonly span: number,
    private readonly taskMs: number,
    toPlay: number,
  ) {
    this.cursor = gaps[0]?.[0] ?? 0;
    this.remaining = toPlay;
  }

  /** The next batch, or null when every gap is cut; `capacity` is the backend's batches in flight. */
  next(capacity: number): [number, number] | null {
    const gaps = this.gaps;
    while (this.gap < gaps.length && this.cursor >= gaps[this.gap]![1]) {
      this.gap++;
      if (this.gap < gaps.length) this.cursor = gaps[this.gap]![0];
    }
    if (this.gap >= gaps.length) return null;
    const blockEnd = (Math.floor(this.cursor / this.span) + 1) * this.span;
    let size = this.msPerMatch > 0 ? Math.round(this.taskMs / this.msPerMatch) : FIRST_BATCH;
    size = Math.min(size, Math.ceil(this.remaining / capacity), MAX_BATCH);
    size = Math.max(1, Math.min(size, blockEnd - this.cursor, gaps[this.gap]![1] - this.cursor));
    const r: [number, number] = [this.cursor, this.cursor + size];
    this.cursor += size;
    return r;
  }

  /** A batch of `matches` merged after `ms` of play (0: not timed, as a failed batch). */
  merged(matches: number, ms: number): void {
    this.remaining -= matches;
    if (ms > 0) {
      const per = ms / matches;
      this.msPerMatch = this.msPerMatch === 0 ? per : 0.7 * this.msPerMatch + 0.3 * per;
    }
  }

  /** Matches not merged yet. */
  get left(): number {
    return this.remaining;
  }
}
