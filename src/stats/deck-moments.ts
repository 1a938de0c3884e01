// Per-match deck contents as mergeable moments, the raw material of adjusted card effects
// (adjusted-effects.ts). For a two-player match let x be seat 0's copies of each card minus
// seat 1's, and y seat 0's win share. Each block keeps the match count and the sums of y, x,
// x*y and x*x' (upper triangle): integers, so the merged blocks are the same for any worker
// count, and the regression and its block-clustered sandwich can be computed from them.

import type { CardEventSink } from '../core/events.js';
import { CardEvent } from '../core/events.js';
import type { MatchPlan } from '../experiment/schedule.js';
import type { Collector, CountedMatch } from './counts.js';
import { BLOCKS } from './counts.js';

/** Above this many cards the x*x' triangle would make the blocks too large to merge cheaply. */
export const MAX_MOMENT_CARDS = 300;

const M_MATCHES = 0;
const M_Y = 1;
const M_X = 2;

/** Offsets inside the collector's section, for `defs` cards. */
export function momentLayout(defs: number): { x: number; xy: number; xx: number; size: number } {
  const x = M_X;
  const xy = x + defs;
  const xx = xy + defs;
  return { x, xy, xx, size: xx + (defs * (defs + 1)) / 2 };
}

/** Index of (i, j), i <= j, in the upper triangle of a defs x defs matrix stored by rows. */
export function triangleIndex(defs: number, i: number, j: number): number {
  return i * defs - (i * (i - 1)) / 2 + (j - i);
}

export class DeckMomentCollector implements Collector {
  readonly name = 'deck-moments';
  readonly size: number;
  private readonly at: ReturnType<typeof momentLayout>;
  /** Copy difference (seat 0 minus seat 1) per card for the match in progress. */
  private readonly diff: Int16Array;
  /** The cards with a non-zero entry somewhere this match, so record touches only them. */
  private readonly touched: Int16Array;
  private touchedCount = 0;
  private readonly seen: Uint8Array;

  constructor(readonly defs: number) {
    this.at = momentLayout(defs);
    this.size = this.at.size;
    this.diff = new Int16Array(defs);
    this.touched = new Int16Array(defs);
    this.seen = new Uint8Array(defs);
  }

  sink(_counts: Int32Array, _offset: number, _plan: MatchPlan): CardEventSink {
    for (let i = 0; i < this.touchedCount; i++) {
      const d = this.touched[i]!;
      this.diff[d] = 0;
      this.seen[d] = 0;
    }
    this.touchedCount = 0;
    return this;
  }

  cardEvent(kind: CardEvent, player: number, def: number): void {
    if (kind !== CardEvent.InDeck || player > 1) return;
    this.diff[def]! += player === 0 ? 1 : -1;
    if (this.seen[def] === 0) {
      this.seen[def] = 1;
      this.touched[this.touchedCount++] = def;
    }
  }

  record(c: Int32Array, base: number, m: CountedMatch): void {
    if (m.shareUnits.length !== 2) return;
    const y = m.shareUnits[0]!;
    c[base + M_MATCHES]!++;
    c[base + M_Y]! += y;
    const { x, xy, xx } = this.at;
    const n = this.touchedCount;
    for (let a = 0; a < n; a++) {
      const i = this.touched[a]!;
      const xi = this.diff[i]!;
      if (xi === 0) continue;
      c[base + x + i]! += xi;
      c[base + xy + i]! += xi * y;
      for (let b = 0; b < n; b++) {
        const j = this.touched[b]!;
        if (j < i) continue;
        const xj = this.diff[j]!;
        if (xj !== 0) c[base + xx + triangleIndex(this.defs, i, j)]! += xi * xj;
      }
    }
  }
}

/** One block's (or the total's) moments, as floats, y in win shares (0 to 1). */
export interface Moments {
  readonly n: number;
  readonly sy: number;
  readonly sx: Float64Array;
  readonly sxy: Float64Array;
  /** Full symmetric x*x' sums, defs x defs. */
  readonly sxx: Float64Array;
}

/** The moments of each block and of their total, from merged blocks. */
export function readMoments(blocks: Float64Array, size: number, offset: number, defs: number, units: number): { blocks: Moments[]; total: Moments } {
  const at = momentLayout(defs);
  const make = (): Moments => ({ n: 0, sy: 0, sx: new Float64Array(defs), sxy: new Float64Array(defs), sxx: new Float64Array(defs * defs) });
  const total = make() as { -readonly [K in keyof Moments]: Moments[K] };
  const out: Moments[] = [];
  for (let b = 0; b < BLOCKS; b++) {
    const o = b * size + offset;
    const m = make() as { -readonly [K in keyof Moments]: Moments[K] };
    m.n = blocks[o + M_MATCHES]!;
    m.sy = blocks[o + M_Y]! / units;
    for (let i = 0; i < defs; i++) {
      m.sx[i] = blocks[o + at.x + i]!;
      m.sxy[i] = blocks[o + at.xy + i]! / units;
      for (let j = i; j < defs; j++) {
        const v = blocks[o + at.xx + triangleIndex(defs, i, j)]!;
        m.sxx[i * defs + j] = v;
        m.sxx[j * defs + i] = v;
      }
    }
    total.n += m.n;
    total.sy += m.sy;
    for (let i = 0; i < defs; i++) {
      total.sx[i]! += m.sx[i]!;
      total.sxy[i]! += m.sxy[i]!;
    }
    for (let k = 0; k < defs * defs; k++) total.sxx[k]! += m.sxx[k]!;
    out.push(m);
  }
  return { blocks: out, total };
}
