// The report's tables as arquero tables: raw numbers for CSV, formatted copies for Markdown
// and HTML. One definition per table so the three formats never disagree.

import * as aq from 'arquero';
import { pct } from '../stats/format.js';
import { bounds, moreMatches, num, verdictText } from './cells.js';
import type { Summary } from '../stats/summary.js';

type Table = ReturnType<typeof aq.from>;

export interface ReportTable {
  /** File name of the CSV (without folder). */
  readonly csv: string;
  readonly title: string;
  /** Raw figures (rates as fractions). */
  readonly raw: Table;
  /** The same rows formatted for reading (rates as percentages). */
  readonly shown: Table;
}


function interval(low: number, high: number): string {
  return `${pct(low)} – ${pct(high)}`;
}

export function reportTables(s: Summary): ReportTable[] {
  const out: ReportTable[] = [];
  // Deck verdicts (mean of matchups against the band) and agent ratings join their rate tables.
  const deckFlags = new Map(s.balance.decks.map((d) => [d.name, d]));
  const elo = new Map((s.balance.ratings?.rows ?? []).map((r) => [r.agent, r]));
  const rateTable = (csv: string, title: string, rows: Summary['agents'], label: string): void => {
    if (rows.length === 0) return;
    out.push({
      csv,
      title,
      raw: aq.from(
        rows.map((r) => {
          // Only mirror matches: no rate, no interval, no verdict (empty cells).
          const m = r.games > 0;
          const d = m ? deckFlags.get(r.name) : undefined;
          const e = elo.get(r.name);
          const [low, high] = m ? bounds(r.winRate, r.low, r.high, 6) : [null, null];
          const [mLow, mHigh] = d ? bounds(d.rate, d.low, d.high, 6) : [null, null];
          return {
            [label]: r.name, games: r.games, win_rate: m ? num(r.winRate, 6) : null, ci_low: low, ci_high: high, mean_matchup_rate: num(r.meanMatchupRate, 6),
            ...(label === 'deck'
              ? { mean_matchup_low: mLow, mean_matchup_high: mHigh, verdict: d?.flag.verdict ?? null, more_matches_needed: d ? moreMatches(d.flag) : null, cards: deckFlags.get(r.name)?.cards ?? null }
              : { elo: e?.elo ?? null, elo_low: e?.eloLow ?? null, elo_high: e?.eloHigh ?? null }),
            mirror_games: r.mirrorGames, seats_won_all: r.wins, seats_drawn_all: r.draws, seats_lost_all: r.losses,
          };
        }),
      ),
      // Only mirror matches (one agent in self-play): nothing to compare, so the reports skip it.
      shown: aq.from(
        rows
          .filter((r) => r.games > 0)
          .map((r) => {
            const d = deckFlags.get(r.name);
            return {
              [label]: r.name, 'win rate': pct(r.winRate), '95% interval': interval(r.low, r.high),
              'mean of matchups': d ? `${pct(d.rate)} (${interval(d.low, d.high)})` : pct(r.meanMatchupRate),
              ...(d ? { verdict: verdictText(d.flag, s.matches), ...(d.cards === undefined ? {} : { cards: d.cards }) } : {}),
              games: r.games, 'mirror games': r.mirrorGames,
            };
          }),
      ),
    });
  };
  rateTable('agents.csv', 'Agents', s.agents, 'agent');
  rateTable('decks.csv', 'Decks', s.decks, 'deck');
  out.push({
    csv: 'seats.csv',
    title: 'Seats',
    raw: aq.from(s.seats.map((r) => ({ seat: r.seat + 1, games: r.games, win_rate: r.winRate, ci_low: r.low, ci_high: r.high }))),
    shown: aq.from(s.seats.map((r) => ({ seat: r.seat + 1, 'win rate': pct(r.winRate), '95% interval': interval(r.low, r.high), games: r.games }))),
  });
  const matchupTable = (csv: string, title: string, rows: Summary['agentMatchups'], label: string): void => {
    if (rows.length === 0) return;
    out.push({
      csv,
      title,
      raw: aq.from(rows.map((r) => ({ [label]: r.name, opponent: r.opponent, games: r.games, win_rate: r.winRate, ci_low: r.low, ci_high: r.high }))),
      shown: aq.from(rows.map((r) => ({ [label]: r.name, opponent: r.opponent, 'win rate': pct(r.winRate), '95% interval': interval(r.low, r.high), games: r.games }))),
    });
  };
  matchupTable('agent-matchups.csv', 'Agent matchups (row agent against column opponent)', s.agentMatchups, 'agent');
  matchupTable('matchups.csv', 'Deck matchups (row deck against opponent deck)', s.deckMatchups, 'deck');
  const lengthRows = (['turns', 'decisions'] as const).flatMap((kind) => s[kind].histogram.map(([value, matches]) => ({ measure: kind, value, matches })));
  out.push({ csv: 'lengths.csv', title: 'Match length distribution', raw: aq.from(lengthRows), shown: aq.from(lengthRows) });
  const errorRows = s.failures.map((f) => ({ match: f.index, seed: f.seed, kind: f.kind, message: f.message, agents: f.agents.join(' vs '), decks: f.decks.join(' vs ') }));
  // An empty table keeps its header, so errors.csv always has the same columns.
  const errors = errorRows.length > 0 ? aq.from(errorRows) : aq.table({ match: [], seed: [], kind: [], message: [], agents: [], decks: [] });
  out.push({ csv: 'errors.csv', title: 'Errors', raw: errors, shown: errors });
  return out;
}
