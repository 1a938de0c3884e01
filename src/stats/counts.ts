// Mergeable match statistics as integer counts. A batch fills one Int32Array laid out by a
// CountLayout; the runner adds it into a fixed number of blocks keyed by match index. Counts
// are integers (win shares in units of 1/lcm(1..n), so a 2-player draw is exactly half), so any
// merge order gives the same bits: results never depend on the worker count.
//
// Collectors are the extension point: each owns a section of the layout, may hand the match a
// CardEventSink, and writes its counts when the match ends. The card-impact collector (per
// card counters from card events) plugs in next to OutcomeCollector.

import type { CardEventSink } from '../core/events.js';
import type { MatchPlan } from '../experiment/schedule.js';

/** Matches are kept in this many blocks, keyed by match index (block = floor(i / span)). */
export const BLOCKS = 64;

/** Per entity: games, win-share units, outright wins, shared wins (ties for first). */
export const OUTCOME_WIDTH = 4;
export const O_GAMES = 0;
export const O_SHARE = 1;
export const O_WINS = 2;
export const O_TIES = 3;

/** Global counters. */
export const G_MATCHES = 0;
export const G_ERRORS = 1;
export const G_DECISION_CAP = 2;
export const G_TURN_LIMIT = 3;
export const G_OTHER_END = 4;
export const G_DRAWN = 5;
export const G_SUM_TURNS = 6;
export const G_SUM_DECISIONS = 7;
const G_WIDTH = 8;

/**
 * Match lengths (turns, decisions): one bin per value below HIST_EXACT, so the median and the
 * 90th percentile are exact for every game's usual lengths; above it HIST_SUB bins per power of
 * two (each 1/32 of its octave wide) up to 2^HIST_TOP_LOG2, past every game's decision cap; one
 * bin for the rest.
 */
export const HIST_EXACT = 2048;
const HIST_EXACT_LOG2 = 11;
const HIST_SUB = 32;
const HIST_TOP_LOG2 = 17;
export const HIST_BINS = HIST_EXACT + (HIST_TOP_LOG2 - HIST_EXACT_LOG2) * HIST_SUB + 1;

export function histBin(v: number): number {
  if (v < HIST_EXACT) return v;
  const e = 31 - Math.clz32(v);
  if (e >= HIST_TOP_LOG2) return HIST_BINS - 1;
  return HIST_EXACT + (e - HIST_EXACT_LOG2) * HIST_SUB + Math.floor(((v - 2 ** e) * HIST_SUB) / 2 ** e);
}

/** Smallest value that falls in bin b. */
export function histBinLow(b: number): number {
  if (b < HIST_EXACT) return b;
  const k = b - HIST_EXACT;
  const e = HIST_EXACT_LOG2 + Math.floor(k / HIST_SUB);
  return 2 ** e + ((k % HIST_SUB) * 2 ** e) / HIST_SUB;
}

/** How many values bin b holds (1 below HIST_EXACT; the last bin is open, counted as one). */
export function histBinWidth(b: number): number {
  return b < HIST_EXACT || b === HIST_BINS - 1 ? 1 : histBinLow(b + 1) - histBinLow(b);
}

export interface LayoutShape {
  readonly players: number;
  readonly agents: number;
  readonly decks: number;
  readonly lineups: number;
}

/** One finished match as the collectors see it. */
export interface CountedMatch {
  readonly plan: MatchPlan;
  /** Win share per seat in units (integers summing to `units`). */
  readonly shareUnits: readonly number[];
  /** Whether the best return was shared (a draw in two-player games). */
  readonly tiedBest: boolean;
  readonly turns: number;
  readonly decisions: number;
  readonly endReason: string;
}

export interface Collector {
  readonly name: string;
  readonly size: number;
  /** A sink for the match's card events, writing into counts at `offset`; null if unused. */
  sink?(counts: Int32Array, offset: number, plan: MatchPlan): CardEventSink | null;
  record(counts: Int32Array, offset: number, m: CountedMatch): void;
}

function lcmUpTo(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let l = 1;
  for (let k = 2; k <= n; k++) l = (l * k) / gcd(l, k);
  return l;
}

/** Offsets of the outcome counters (everything the first report needs). */
export class OutcomeCollector implements Collector {
  readonly name = 'outcomes';
  readonly units: number;
  readonly global = 0;
  readonly seats: number;
  readonly agents: number;
  readonly decks: number;
  readonly agentVs: number;
  readonly deckVs: number;
  readonly lineupFirst: number;
  /** Matches in which every seat had the same agent (deck): one counter per agent (deck). */
  readonly agentMirrors: number;
  readonly deckMirrors: number;
  readonly turnsHist: number;
  readonly decisionsHist: number;
  readonly size: number;

  constructor(readonly shape: LayoutShape) {
    this.units = lcmUpTo(shape.players);
    let o = G_WIDTH;
    this.seats = o;
    o += shape.players * OUTCOME_WIDTH;
    this.agents = o;
    o += shape.agents * OUTCOME_WIDTH;
    this.decks = o;
    o += shape.decks * OUTCOME_WIDTH;
    this.agentVs = o;
    o += shape.agents * shape.agents * 2;
    this.deckVs = o;
    o += shape.decks * shape.decks * 2;
    this.lineupFirst = o;
    o += shape.lineups * 2;
    this.agentMirrors = o;
    o += shape.agents;
    this.deckMirrors = o;
    o += shape.decks;
    this.turnsHist = o;
    o += HIST_BINS;
    this.decisionsHist = o;
    o += HIST_BINS;
    this.size = o;
  }

  record(c: Int32Array, base: number, m: CountedMatch): void {
    const { plan, shareUnits } = m;
    const n = shareUnits.length;
    let best = 0;
    for (const u of shareUnits) best = Math.max(best, u);
    c[base + G_MATCHES]!++;
    if (m.tiedBest) c[base + G_DRAWN]!++;
    if (m.endReason === 'turn-limit') c[base + G_TURN_LIMIT]!++;
    else if (m.endReason !== 'normal') c[base + G_OTHER_END]!++;
    c[base + G_SUM_TURNS]! += m.turns;
    c[base + G_SUM_DECISIONS]! += m.decisions;
    c[base + this.turnsHist + histBin(m.turns)]!++;
    c[base + this.decisionsHist + histBin(m.decisions)]!++;
    for (let s = 0; s < n; s++) {
      const u = shareUnits[s]!;
      const won = u === best && u > 0;
      const outright = won && !m.tiedBest;
      const tie = won && m.tiedBest;
      for (const off of [this.seats + s * OUTCOME_WIDTH, this.agents + plan.agents[s]! * OUTCOME_WIDTH, this.decks + plan.decks[s]! * OUTCOME_WIDTH]) {
        c[base + off + O_GAMES]!++;
        c[base + off + O_SHARE]! += u;
        if (outright) c[base + off + O_WINS]!++;
        if (tie) c[base + off + O_TIES]!++;
      }
      for (let t = 0; t < n; t++) {
        if (t === s) continue;
        const av = this.agentVs + (plan.agents[s]! * this.shape.agents + plan.agents[t]!) * 2;
        c[base + av]!++;
        c[base + av + 1]! += u;
        const dv = this.deckVs + (plan.decks[s]! * this.shape.decks + plan.decks[t]!) * 2;
        c[base + dv]!++;
        c[base + dv + 1]! += u;
      }
    }
    if (plan.agents.every((a) => a === plan.agents[0])) c[base + this.agentMirrors + plan.agents[0]!]!++;
    if (plan.decks.every((d) => d === plan.decks[0])) c[base + this.deckMirrors + plan.decks[0]!]!++;
    c[base + this.lineupFirst + plan.lineup * 2]!++;
    c[base + this.lineupFirst + plan.lineup * 2 + 1]! += shareUnits[0]!;
  }
}

/** The collectors of a run and where each one's section starts. */
export class CountLayout {
  readonly outcomes: OutcomeCollector;
  readonly collectors: readonly Collector[];
  readonly offsets: readonly number[];
  readonly size: number;

  constructor(shape: LayoutShape, extra: readonly Collector[] = []) {
    this.outcomes = new OutcomeCollector(shape);
    this.collectors = [this.outcomes, ...extra];
    const offsets: number[] = [];
    let o = 0;
    for (const c of this.collectors) {
      offsets.push(o);
      o += c.size;
    }
    this.offsets = offsets;
    this.size = o;
  }

  /** Where a collector's section starts, or -1 when the run has none of that name. */
  offsetOf(name: string): number {
    const k = this.collectors.findIndex((c) => c.name === name);
    return k < 0 ? -1 : this.offsets[k]!;
  }

  /** Win-share units per seat for the given returns: the best split `units` equally. */
  shareUnits(returns: readonly number[]): { units: number[]; tied: boolean } {
    let best = -Infinity;
    for (const r of returns) best = Math.max(best, r);
    let k = 0;
    for (const r of returns) if (r === best) k++;
    const each = this.outcomes.units / k;
    return { units: returns.map((r) => (r === best ? each : 0)), tied: k > 1 };
  }
}

/** Span of one block: matches [b*span, (b+1)*span) belong to block b. */
export function blockSpan(matches: number): number {
  return Math.max(1, Math.ceil(matches / BLOCKS));
}

/** Sums the blocks into one vector (integers, exact below 2^53). */
export function totalOf(blocks: Float64Array, size: number): Float64Array {
  const out = new Float64Array(size);
  for (let b = 0; b < BLOCKS; b++) {
    const o = b * size;
    for (let k = 0; k < size; k++) out[k]! += blocks[o + k]!;
  }
  return out;
}
