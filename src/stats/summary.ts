// Turns merged counts into the figures of the report. Deterministic: the same counts give the
// same summary (no timings, no worker count), so summary.json is identical for any number of
// workers and across resumed runs.

import { dirname, sep } from 'node:path';
import type { MatchFailure, ResolvedExperiment } from '../experiment/resolved.js';
import type { CountLayout } from './counts.js';
import { BLOCKS, G_DECISION_CAP, G_DRAWN, G_ERRORS, G_MATCHES, G_OTHER_END, G_SUM_DECISIONS, G_SUM_TURNS, G_TURN_LIMIT, histBinLow, histBinWidth, HIST_BINS, O_GAMES, O_SHARE, O_TIES, O_WINS, OUTCOME_WIDTH, totalOf } from './counts.js';
import type { Interval } from './wilson.js';
import { wilson } from './wilson.js';
import type { DesignerSummary } from './designer.js';
import { designerSummary } from './designer.js';
import type { HealthWarning } from './health.js';
import type { Confirmation } from './confirm.js';
import type { RunBlindSpots } from './blind-spots.js';
import { healthWarnings } from './health.js';

export interface RateRow {
  readonly name: string;
  /** Games against other agents/decks (mirror matches excluded). */
  readonly games: number;
  readonly winRate: number;
  readonly low: number;
  readonly high: number;
  /** Seats won outright, shared (draws) and lost, over all games, mirror matches included. */
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Mirror matches (the same agent or deck on every seat), not in the rate. */
  readonly mirrorGames: number;
  /** Equal-weight mean of the matchup rates against each other opponent. */
  readonly meanMatchupRate: number | null;
}

export interface SeatRow {
  readonly seat: number;
  readonly games: number;
  readonly winRate: number;
  readonly low: number;
  readonly high: number;
}

export interface MatchupRow {
  readonly name: string;
  readonly opponent: string;
  readonly games: number;
  readonly winRate: number;
  readonly low: number;
  readonly high: number;
}

export interface LengthStats {
  readonly mean: number;
  /** The middle length (the mean of the two middle ones for an even count). */
  readonly median: number;
  /** The smallest length that at least 10% (90%) of the matches do not exceed. */
  readonly p10: number;
  readonly p90: number;
  readonly max: number;
  /** [value (lower edge of the bin), matches] for non-empty bins; exact below HIST_EXACT (counts.ts). */
  readonly histogram: [number, number][];
}

export interface Summary {
  readonly experiment: string;
  readonly game: string;
  readonly variant: string;
  /** The card set played: its name, content hash, and the folder of its files (null: the game's embedded set); null for card-less games. */
  readonly cardSet: { readonly name: string; readonly hash: string; readonly folder: string | null } | null;
  readonly seed: number;
  readonly matchesPlanned: number;
  /** Matches that finished with a result. */
  readonly matches: number;
  readonly errors: number;
  readonly decisionCapErrors: number;
  readonly players: number;
  readonly baseline: number;
  readonly drawRate: Interval & { readonly draws: number };
  readonly turnLimit: { readonly count: number; readonly rate: number };
  readonly otherEndReasons: number;
  /** Seat 0's win share and its difference from the baseline. */
  readonly firstPlayer: Interval & { readonly games: number; readonly advantage: number };
  readonly seats: SeatRow[];
  readonly agents: RateRow[];
  readonly decks: RateRow[];
  readonly agentMatchups: MatchupRow[];
  readonly deckMatchups: MatchupRow[];
  readonly turns: LengthStats;
  readonly decisions: LengthStats;
  readonly failures: MatchFailure[];
  /** Half-widths of the flag bands around the baseline. */
  readonly bands: { readonly decks: number; readonly cards: number };
  /** Cards, ablation, deck and faction flags, agent ratings. */
  readonly balance: DesignerSummary;
  /** Seat advantage and game-health warnings, each with its interval. */
  readonly health: HealthWarning[];
  /** Each flagged finding read again under each confirming agent (`confirmWith`, `confirm`), when asked for. */
  readonly confirmation?: Confirmation;
  /** The blind-spot check a run plays when it would call cards dead (src/stats/blind-spots.ts). */
  readonly blindSpots?: RunBlindSpots;
}

/** Rounds for stable, readable JSON (the inputs are integers; this only trims digits). */
function r6(x: number): number {
  return Number.isFinite(x) ? Math.round(x * 1e6) / 1e6 : x;
}

function iv(i: Interval): Interval {
  return { rate: r6(i.rate), low: r6(i.low), high: r6(i.high) };
}

function lengthStats(t: Float64Array, offset: number, sum: number, n: number): LengthStats {
  const histogram: [number, number][] = [];
  // A bin wider than one value stands for its middle value.
  const values: number[] = [];
  for (let b = 0; b < HIST_BINS; b++) {
    const c = t[offset + b]!;
    if (c === 0) continue;
    histogram.push([histBinLow(b), c]);
    values.push(histBinLow(b) + (histBinWidth(b) - 1) / 2);
  }
  /** The length at 0-based rank r of the sorted lengths. */
  const at = (r: number): number => {
    let acc = 0;
    for (let i = 0; i < histogram.length; i++) {
      acc += histogram[i]![1];
      if (acc > r) return values[i]!;
    }
    return values.at(-1) ?? 0;
  };
  // Nearest rank: the smallest length with at least q of the matches at or below it.
  const rank = (q: number): number => (n > 0 ? at(Math.max(0, Math.ceil(q * n) - 1)) : 0);
  const median = n === 0 ? 0 : n % 2 === 1 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
  return { mean: n > 0 ? r6(sum / n) : 0, median, p10: rank(0.1), p90: rank(0.9), max: values.at(-1) ?? 0, histogram };
}

/** The folder holding all the files (the file itself when there is one), null for none. */
function commonFolder(files: readonly string[]): string | null {
  if (files.length === 0) return null;
  if (files.length === 1) return files[0]!;
  const parts = files.map((f) => dirname(f).split(sep));
  let k = 0;
  while (parts.every((p) => k < p.length && p[k] === parts[0]![k])) k++;
  return parts[0]!.slice(0, k).join(sep) || sep;
}

export function summarize(exp: ResolvedExperiment, layout: CountLayout, blocks: Float64Array, failures: readonly MatchFailure[]): Summary {
  if (blocks.length !== BLOCKS * layout.size) throw new Error('blocks do not match the layout');
  const t = totalOf(blocks, layout.size);
  const o = layout.outcomes;
  const units = o.units;
  const n = t[G_MATCHES]!;
  const players = exp.players;
  const baseline = 1 / players;

  const seats: SeatRow[] = [];
  for (let s = 0; s < players; s++) {
    const base = o.seats + s * OUTCOME_WIDTH;
    const games = t[base + O_GAMES]!;
    const i = iv(wilson(t[base + O_SHARE]! / units, games));
    seats.push({ seat: s, games, winRate: i.rate, low: i.low, high: i.high });
  }
  const first = seats[0]!;

  // Rates leave out mirror matches (the same agent or deck on every seat), where an entity
  // can only meet itself; games and wins come from the per-entity counters, so with more than
  // two players a game counts once, not once per opponent. The mean of matchup rates comes
  // from the pairwise matrix.
  const rateRows = (names: readonly string[], groupOffset: number, vsOffset: number, mirrorOffset: number): RateRow[] =>
    names.map((name, a) => {
      const k = names.length;
      const grp = groupOffset + a * OUTCOME_WIDTH;
      const mirror = t[mirrorOffset + a]!;
      // In a mirror match the entity holds every seat, so it takes the whole win.
      const games = t[grp + O_GAMES]! - players * mirror;
      const share = t[grp + O_SHARE]! / units - mirror;
      let rateSum = 0;
      let opponents = 0;
      for (let b = 0; b < k; b++) {
        const g = t[vsOffset + (a * k + b) * 2]!;
        if (b === a || g === 0) continue;
        rateSum += t[vsOffset + (a * k + b) * 2 + 1]! / units / g;
        opponents++;
      }
      const i = wilson(share, games);
      return {
        name,
        games,
        winRate: r6(i.rate),
        low: r6(i.low),
        high: r6(i.high),
        wins: t[grp + O_WINS]!,
        draws: t[grp + O_TIES]!,
        losses: t[grp + O_GAMES]! - t[grp + O_WINS]! - t[grp + O_TIES]!,
        mirrorGames: mirror,
        meanMatchupRate: opponents > 0 ? r6(rateSum / opponents) : null,
      };
    });

  const matchups = (names: readonly string[], vsOffset: number): MatchupRow[] => {
    const rows: MatchupRow[] = [];
    const k = names.length;
    for (let a = 0; a < k; a++)
      for (let b = 0; b < k; b++) {
        if (a === b) continue;
        const g = t[vsOffset + (a * k + b) * 2]!;
        if (g === 0) continue;
        const i = iv(wilson(t[vsOffset + (a * k + b) * 2 + 1]! / units, g));
        rows.push({ name: names[a]!, opponent: names[b]!, games: g, winRate: i.rate, low: i.low, high: i.high });
      }
    return rows;
  };

  const agentNames = exp.agents.map((a) => a.label);
  const deckNames = exp.decks.map((d) => d.name);
  const usesDecks = !(exp.decks.length === 1 && exp.decks[0]!.name === '');
  const draws = t[G_DRAWN]!;
  const base: Omit<Summary, 'health'> = {
    experiment: exp.name,
    game: exp.game,
    variant: exp.variant,
    cardSet: exp.cards.length > 0 ? { name: exp.cardSetName, hash: exp.cardHash, folder: commonFolder(exp.cardFiles) } : null,
    seed: exp.seed,
    matchesPlanned: exp.matches,
    matches: n,
    errors: t[G_ERRORS]!,
    decisionCapErrors: t[G_DECISION_CAP]!,
    players,
    baseline: r6(baseline),
    drawRate: { draws, ...iv(wilson(draws, n)) },
    turnLimit: { count: t[G_TURN_LIMIT]!, rate: n > 0 ? r6(t[G_TURN_LIMIT]! / n) : 0 },
    otherEndReasons: t[G_OTHER_END]!,
    firstPlayer: { games: first.games, rate: first.winRate, low: first.low, high: first.high, advantage: r6(first.winRate - baseline) },
    seats,
    agents: rateRows(agentNames, o.agents, o.agentVs, o.agentMirrors),
    decks: usesDecks ? rateRows(deckNames, o.decks, o.deckVs, o.deckMirrors) : [],
    agentMatchups: matchups(agentNames, o.agentVs),
    deckMatchups: usesDecks ? matchups(deckNames, o.deckVs) : [],
    turns: lengthStats(t, o.turnsHist, t[G_SUM_TURNS]!, n),
    decisions: lengthStats(t, o.decisionsHist, t[G_SUM_DECISIONS]!, n),
    failures: [...failures],
    bands: exp.bands,
    balance: designerSummary(exp, layout, blocks, t),
  };
  return { ...base, health: healthWarnings(base) };
}
