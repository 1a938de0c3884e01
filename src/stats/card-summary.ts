// Card impact figures from the per-card counters (see card-impact.ts). Every rate carries a
// 95% interval clustered over the runner's blocks (seat-swapped matches that share decks
// fall in one block), differences carry Newcombe intervals built on those, and GP win rate is
// flagged against the designer's band with Benjamini-Hochberg across the cards.

import type { FlaggedEffect } from './adjusted-effects.js';
import type { Band, BandResult } from './band-flags.js';
import { classifyFamily } from './band-flags.js';
import { CLASS_OPPONENT_LACKS, CLASS_OWN_FACTION, CLASS_SHARED, cardField, F_COPIES, F_DECK, F_EARLY, F_EARLY_PLAYED, F_GD, F_GIH, F_GNS, F_IOH_STRATA, F_NOT_OH, F_OH, F_PLAYED, F_TURN_SUM, IOH_STRATA } from './card-impact.js';
import { verbOf } from '../core/events.js';
import { BLOCKS } from './counts.js';
import type { Difference } from './differences.js';
import { clusteredWilson, newcombe } from './differences.js';
import type { Interval } from './wilson.js';
import { wilson } from './wilson.js';

/**
 * Fewer games than this leave a rate of a card in one condition (first hand, drawn, in hand,
 * never seen, played, ...) unreported, and the differences built on it (IWD, IOH): a handful of
 * games reads 0% or 100%, and a difference against it sits at its own interval's edge.
 */
export const MIN_GAMES = 30;

export interface Rate extends Interval {
  readonly games: number;
  /** Effective games after accounting for clustering. */
  readonly effective: number;
}

export interface CardRow {
  readonly card: number;
  readonly name: string;
  readonly faction: string | null;
  readonly type: string;
  /** The deck section the card goes in, for games whose decks have several (deck-sections.ts). */
  readonly section?: string;
  /** Player-games with the card in the deck, opponents lacking it. */
  readonly gp: Rate;
  readonly oh: Rate;
  /** In the deck but not in the first hand (IOH's reference). */
  readonly notOh: Rate;
  readonly gd: Rate;
  readonly gih: Rate;
  readonly gns: Rate;
  /** GIH minus GNS; NaN (with NaN bounds) when either has fewer than MIN_GAMES games. */
  readonly iwd: Difference;
  /** IWD minus the mean IWD of the set (raw IWD is biased upward for every card). */
  readonly iwdCentred: number;
  /** OH minus not-OH; NaN when either has fewer than MIN_GAMES games. */
  readonly ioh: Difference;
  /** IOH by copies in the deck (1, 2, 3, 4+), null where a stratum has no games. */
  readonly iohByCopies: readonly (Difference | null)[];
  /**
   * The verb of the card's use as its kind has it ("played", "cast", "deployed", "accepted"), or
   * null when its kind records no use: then the use figures below are null (shown "-", never 0%).
   * "Played" in the names below means this use.
   */
  readonly use: string | null;
  /** Win rate in the games where it was used. */
  readonly playedWr: Rate | null;
  /** Share of the games holding it in which it was used. */
  readonly playRate: Interval | null;
  /** Mean own turn of its first use (null: never used, or no use recorded). */
  readonly meanTurnPlayed: number | null;
  readonly meanCopies: number;
  /** P(used | in hand with at least two own turns left), with its interval. */
  readonly playedWhenDrawnEarly: (Interval & { readonly games: number }) | null;
  /** Rarely used even when in hand early (always false without a recorded use). */
  readonly dead: boolean;
  /** GP win rate in games where an opponent also had the card (pulled toward the baseline). */
  readonly gpShared: Rate;
  /** GP win rate against decks of the card's own faction that lack it (faction-locked cards). */
  readonly gpOwnFaction: Rate;
  readonly flag: BandResult;
  /** Effect per copy with the rest of the deck held fixed (random-deck runs; adjusted-effects.ts). */
  readonly adjusted?: FlaggedEffect;
}

export interface CardSummaryOptions {
  /** Half-width of the card band around 1/n (default 0.03: +-3 points). */
  readonly bandHalfWidth?: number;
  readonly fdr?: number;
  /** A card is dead when the upper bound of its early play rate is below this (default 0.1). */
  readonly deadThreshold?: number;
  /** Minimum early-draw games before calling a card dead (default 30). */
  readonly deadMinGames?: number;
  /** Matches of the run, to say how many more would decide an undetermined card. */
  readonly matches?: number;
}

/** Per-block series of one (games, share units) pair of a card's counters. */
function series(blocks: Float64Array, size: number, at: number, units: number): { shares: Float64Array; games: Float64Array } {
  const shares = new Float64Array(BLOCKS);
  const games = new Float64Array(BLOCKS);
  for (let b = 0; b < BLOCKS; b++) {
    games[b] = blocks[b * size + at]!;
    shares[b] = blocks[b * size + at + 1]! / units;
  }
  return { shares, games };
}

function total(blocks: Float64Array, size: number, at: number): number {
  let s = 0;
  for (let b = 0; b < BLOCKS; b++) s += blocks[b * size + at]!;
  return s;
}

function rate(blocks: Float64Array, size: number, at: number, units: number): Rate {
  const s = series(blocks, size, at, units);
  return clusteredWilson(s.shares, s.games);
}

const NO_DIFFERENCE: Difference = { diff: Number.NaN, low: Number.NaN, high: Number.NaN };

/** a - b with Newcombe's interval, when both rates rest on at least MIN_GAMES games. */
function difference(a: Rate, b: Rate): Difference {
  return a.games >= MIN_GAMES && b.games >= MIN_GAMES ? newcombe(a, b) : NO_DIFFERENCE;
}

/**
 * Card rows from merged counters. `blocks` holds BLOCKS vectors of `size` numbers; the card
 * collector's section starts at `offset`; `units` is the win-share unit of a match.
 */
/** What the summary needs to know of each card, by definition id. */
export interface CardLabel {
  readonly name: string;
  readonly faction: string | null;
  readonly type: string;
  readonly section?: string;
  /** The verb of its use (verbOf in core/events.ts). */
  readonly use?: string | null;
}

export function summarizeCards(cards: readonly CardLabel[], players: number, blocks: Float64Array, size: number, offset: number, units: number, opts: CardSummaryOptions = {}): CardRow[] {
  const baseline = 1 / players;
  const half = opts.bandHalfWidth ?? 0.03;
  const band: Band = { low: baseline - half, high: baseline + half };
  const f = (def: number, cls: number, field: number): number => offset + cardField(def, cls, field);
  const partial = cards.map((info, d) => {
    const main = CLASS_OPPONENT_LACKS;
    const use = verbOf(info);
    const gp = rate(blocks, size, f(d, main, F_DECK), units);
    const oh = rate(blocks, size, f(d, main, F_OH), units);
    const notOh = rate(blocks, size, f(d, main, F_NOT_OH), units);
    const gih = rate(blocks, size, f(d, main, F_GIH), units);
    const gns = rate(blocks, size, f(d, main, F_GNS), units);
    const played = rate(blocks, size, f(d, main, F_PLAYED), units);
    const playedGames = total(blocks, size, f(d, main, F_PLAYED));
    const early = total(blocks, size, f(d, main, F_EARLY));
    const earlyPlayed = total(blocks, size, f(d, main, F_EARLY_PLAYED));
    const earlyRate = { ...wilson(earlyPlayed, early), games: early };
    const strata: (Difference | null)[] = [];
    for (let k = 0; k < IOH_STRATA; k++) {
      const o = f(d, main, F_IOH_STRATA + k * 4);
      const a = rate(blocks, size, o, units);
      const b = rate(blocks, size, o + 2, units);
      strata.push(a.games >= MIN_GAMES && b.games >= MIN_GAMES ? newcombe(a, b) : null);
    }
    return {
      card: d,
      name: info.name,
      faction: info.faction,
      type: info.type,
      ...(info.section === undefined ? {} : { section: info.section }),
      gp,
      oh,
      notOh,
      gd: rate(blocks, size, f(d, main, F_GD), units),
      gih,
      gns,
      iwd: difference(gih, gns),
      ioh: difference(oh, notOh),
      iohByCopies: strata,
      use,
      playedWr: use === null ? null : played,
      playRate: use === null ? null : wilson(playedGames, gp.games),
      meanTurnPlayed: use !== null && playedGames > 0 ? total(blocks, size, f(d, main, F_TURN_SUM)) / playedGames : null,
      meanCopies: gp.games > 0 ? total(blocks, size, f(d, main, F_COPIES)) / gp.games : 0,
      playedWhenDrawnEarly: use === null ? null : earlyRate,
      dead: use !== null && early >= (opts.deadMinGames ?? 30) && earlyRate.high < (opts.deadThreshold ?? 0.1),
      gpShared: rate(blocks, size, f(d, CLASS_SHARED, F_DECK), units),
      gpOwnFaction: rate(blocks, size, f(d, CLASS_OWN_FACTION, F_DECK), units),
    };
  });
  const measured = partial.filter((r) => Number.isFinite(r.iwd.diff));
  const meanIwd = measured.length ? measured.reduce((s, r) => s + r.iwd.diff, 0) / measured.length : 0;
  const flags = classifyFamily(
    partial.map((r) => {
      const edge = r.gp.rate > band.high ? band.high : band.low;
      return { estimate: r.gp.games > 0 ? r.gp.rate : Number.NaN, low: r.gp.low, high: r.gp.high, seAtEdge: r.gp.effective > 0 ? Math.sqrt((edge * (1 - edge)) / r.gp.effective) : 0, games: r.gp.effective };
    }),
    band,
    opts.fdr ?? 0.05,
    opts.matches ?? 0,
  );
  return partial.map((r, i) => ({ ...r, iwdCentred: Number.isFinite(r.iwd.diff) ? r.iwd.diff - meanIwd : Number.NaN, flag: flags[i]! }));
}
