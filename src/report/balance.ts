// The designer's tables of a report (cards with their ablation effect, factions, agent ratings)
// and their charts. The findings that lead the report are in findings.ts.
//
// One sign convention for ablation everywhere: the effect of holding the card, its side's win
// rate with the card minus with a blank of its kind in the same matches, in points.

import * as aq from 'arquero';
import type { DesignerSummary } from '../stats/designer.js';
import type { Summary } from '../stats/summary.js';
import { bounds, moreMatches, num, pointsText, verdictText } from './cells.js';
import { useRateCell } from './card-use.js';
import { figure } from './html.js';
import type { ReportTable } from './tables.js';
import type { CardVerdict } from '../stats/card-verdict.js';
import { cardVerdicts } from '../stats/card-verdict.js';
import { MIN_GAMES } from '../stats/card-summary.js';
import { count, pct, pointSpan as span } from '../stats/format.js';
import { intervalChart, renderSvg } from './vega-charts.js';

/** Column names of the figures that are differences in percentage points. */
const HOLDING = 'effect of holding (ablation, points)';
const IWD = 'IWD, centred (points)';
const ADJUSTED = 'adjusted effect (points per copy)';

type Card = DesignerSummary['cards'][number];

/**
 * Centred IWD with an interval: the raw IWD's interval shifted by the set mean (the mean of
 * many cards is taken as known).
 */
function centredIwd(c: Card): { diff: number; low: number; high: number } {
  const shift = c.iwd.diff - c.iwdCentred;
  return { diff: c.iwdCentred, low: c.iwd.low - shift, high: c.iwd.high - shift };
}

/** A card's rate in one condition, or null (an empty cell) below the minimum of games. */
const rateIf = (r: { rate: number; games: number }): number | null => (r.games >= MIN_GAMES ? num(r.rate) : null);
const shownRate = (r: { rate: number; games: number }): string => (r.games >= MIN_GAMES ? pct(r.rate) : '-');

/** CSV columns of a card's adjusted effect (empty where the run has none). */
function adjustedColumns(c: Card): Record<string, number | string | null> {
  const a = c.adjusted;
  return {
    adjusted_effect: a ? num(a.diff, 6) : null, adjusted_low: a ? num(a.low, 6) : null, adjusted_high: a ? num(a.high, 6) : null,
    adjusted_log_odds: a ? num(a.logOdds) : null, adjusted_log_odds_low: a ? num(a.logOddsLow) : null, adjusted_log_odds_high: a ? num(a.logOddsHigh) : null,
    adjusted_verdict: a ? a.flag.verdict : null, adjusted_q_value: a ? num(a.flag.q) : null,
  };
}

/** The measures that disagree with the deciding one, for cards.csv: "GP win rate too strong (opposite)". */
function disagreeing(v: CardVerdict): string | null {
  return v.disagreements.length > 0 ? v.disagreements.map((d) => `${d.reading.measure} ${d.reading.flag.verdict} (${d.kind})`).join('; ') : null;
}

/** A group (faction) has a rate only when it met another group. */
const measuredGroup = (g: { games: number; opponents: number }): boolean => g.games > 0 && g.opponents > 0;

/** The tables of the designer's figures; `matches` is the run's, to say what would decide an item. */
export function balanceTables(b: DesignerSummary, matches: number): ReportTable[] {
  const out: ReportTable[] = [];
  if (b.cards.length > 0) {
    const abl = new Map(b.ablation.map((a) => [a.card, a]));
    const verdicts = cardVerdicts(b);
    const raw = b.cards.map((c) => {
      const a = abl.get(c.name);
      const v = verdicts.get(c.name)!;
      const d = v.decided;
      const inDecks = c.gp.games > 0;
      const aMeasured = a !== undefined && a.measured;
      const iwdC = centredIwd(c);
      const [gpLow, gpHigh] = bounds(c.gp.rate, c.gp.low, c.gp.high);
      const [iwdLow, iwdHigh] = bounds(c.iwd.diff, c.iwd.low, c.iwd.high);
      const [iwdcLow, iwdcHigh] = bounds(iwdC.diff, iwdC.low, iwdC.high);
      const [iohLow, iohHigh] = bounds(c.ioh.diff, c.ioh.low, c.ioh.high);
      const [aLow, aHigh] = aMeasured ? bounds(a.diff, a.low, a.high) : [null, null];
      const gpTested = b.cardFlags && inDecks;
      return {
        card: c.name, ...(c.section === undefined ? {} : { section: c.section }), faction: c.faction ?? 'unaligned', type: c.type,
        // The card's verdict by the measure that decides (card-verdict.ts); none without one.
        verdict: d ? d.flag.verdict : null, verdict_measure: d ? d.measure : null, q_value: d ? num(d.flag.q) : null, more_matches_needed: d ? moreMatches(d.flag) : null,
        disagreeing: disagreeing(v),
        games_in_deck: Math.round(c.gp.games), gp_wr: num(c.gp.rate), gp_low: gpLow, gp_high: gpHigh,
        gp_verdict: gpTested ? c.flag.verdict : null, gp_q_value: gpTested ? num(c.flag.q) : null,
        ...adjustedColumns(c),
        oh_wr: rateIf(c.oh), oh_games: Math.round(c.oh.games), gd_wr: rateIf(c.gd), gd_games: Math.round(c.gd.games),
        gih_wr: rateIf(c.gih), gih_games: Math.round(c.gih.games), gns_wr: rateIf(c.gns), gns_games: Math.round(c.gns.games),
        iwd: num(c.iwd.diff), iwd_low: iwdLow, iwd_high: iwdHigh, iwd_centred: num(iwdC.diff), iwd_centred_low: iwdcLow, iwd_centred_high: iwdcHigh,
        ioh: num(c.ioh.diff), ioh_low: iohLow, ioh_high: iohHigh,
        // Use figures (the kind's verb in `use`); empty where the kind records no use, never 0.
        use: c.use, played_wr: c.playedWr ? rateIf(c.playedWr) : null, played_games: c.playedWr ? Math.round(c.playedWr.games) : null, play_rate: c.playRate ? num(c.playRate.rate) : null,
        mean_turn_played: num(c.meanTurnPlayed, 2), mean_copies: inDecks ? num(c.meanCopies, 2) : null, dead: c.use === null ? null : c.dead,
        gp_wr_shared: rateIf(c.gpShared), games_shared: Math.round(c.gpShared.games),
        gp_wr_vs_own_faction: rateIf(c.gpOwnFaction), games_vs_own_faction: Math.round(c.gpOwnFaction.games),
        ablation_delta: aMeasured ? num(a.diff) : null, ablation_low: aLow, ablation_high: aHigh, ablation_pairs: a?.pairs ?? null, ablation_differing: a?.differing ?? null, ablation_own_blank: a ? a.ownBlank : null,
        ablation_verdict: aMeasured ? a.flag.verdict : null, ablation_more_matches: aMeasured ? moreMatches(a.flag) : null,
      };
    });
    const judged = b.cards.some((c) => verdicts.get(c.name)!.decided !== null);
    const shown = b.cards
      .filter((c) => c.gp.games > 0)
      .map((c) => {
        const a = abl.get(c.name);
        const d = verdicts.get(c.name)!.decided;
        const iwdC = centredIwd(c);
        return {
          card: c.name, ...(c.section === undefined ? {} : { section: c.section }), ...(judged ? { verdict: d ? `${verdictText(d.flag, matches)} (${d.measure})` : '-' } : {}),
          'GP win rate': `${pct(c.gp.rate)} ${span(c.gp.low, c.gp.high)}`, games: Math.round(c.gp.games),
          ...(c.adjusted ? { [ADJUSTED]: pointsText(c.adjusted.diff, c.adjusted.low, c.adjusted.high) } : {}),
          ...(b.ablation.length > 0 ? { [HOLDING]: a?.measured ? pointsText(a.diff, a.low, a.high) : a?.ownBlank ? 'not measurable: plays like its blank' : '-' } : {}),
          'OH': shownRate(c.oh), 'GIH': shownRate(c.gih), [IWD]: pointsText(iwdC.diff, iwdC.low, iwdC.high), 'games in hand / never seen': `${count(c.gih.games)} / ${count(c.gns.games)}`,
          'IOH (points)': pointsText(c.ioh.diff, c.ioh.low, c.ioh.high),
          'use rate': useRateCell(c), 'turn first used': c.meanTurnPlayed === null ? '-' : c.meanTurnPlayed.toFixed(1),
          'vs own faction': c.gpOwnFaction.games >= MIN_GAMES ? `${pct(c.gpOwnFaction.rate)} (${count(c.gpOwnFaction.games)})` : '-',
        };
      });
    const title = `Cards (opponents lacking the card; GP = card in the deck; ${judged ? 'verdict: by the measure named, docs/user/verdicts.md; ' : ''}rates from fewer than ${MIN_GAMES} games: -)`;
    out.push({ csv: 'cards.csv', title, raw: aq.from(raw), shown: aq.from(shown) });
  }
  // A tournament plays every deck against itself: no faction meets another, so no table.
  if (b.factions.some(measuredGroup)) {
    out.push({
      csv: 'factions.csv',
      title: 'Factions (equal-weight mean of matchups, mirrors excluded)',
      raw: aq.from(
        b.factions.map((f) => {
          const m = measuredGroup(f);
          const [low, high] = m ? bounds(f.rate, f.low, f.high) : [null, null];
          return { faction: f.name, verdict: m ? f.flag.verdict : null, more_matches_needed: m ? moreMatches(f.flag) : null, rate: m ? num(f.rate, 6) : null, low, high, games: f.games, opponents: f.opponents };
        }),
      ),
      shown: aq.from(b.factions.map((f) => ({ faction: f.name, verdict: measuredGroup(f) ? verdictText(f.flag, matches) : '-', 'mean of matchups': measuredGroup(f) ? `${pct(f.rate)} ${span(f.low, f.high)}` : '-', games: f.games }))),
    });
  }
  if (b.ratings) {
    out.push({
      csv: 'ratings.csv',
      title: `Agent ratings (Bradley-Terry, first-move term ${b.ratings.firstMove.gamma.toFixed(2)} [${b.ratings.firstMove.low.toFixed(2)}, ${b.ratings.firstMove.high.toFixed(2)}] log-odds)`,
      raw: aq.from(b.ratings.rows.map((r) => ({ agent: r.agent, log_strength: r.theta, low: r.low, high: r.high, elo: r.elo, elo_low: r.eloLow, elo_high: r.eloHigh }))),
      shown: aq.from(b.ratings.rows.map((r) => ({ agent: r.agent, Elo: `${r.elo.toFixed(0)} [${r.eloLow.toFixed(0)}, ${r.eloHigh.toFixed(0)}]`, 'log-strength': `${r.theta.toFixed(3)} [${r.low.toFixed(3)}, ${r.high.toFixed(3)}]` }))),
    });
  }
  return out;
}

/** Rows of a rate chart for groups (decks, factions): mean of matchups, verdict as colour. */
export function groupRows(rows: DesignerSummary['decks']): { label: string; estimate: number; low: number; high: number; verdict: string }[] {
  return rows.filter(measuredGroup).map((g) => ({ label: g.name, estimate: g.rate, low: g.low, high: g.high, verdict: g.flag.verdict }));
}

/** Charts of the balance sections, keyed by the CSV of the table they illustrate. */
export async function balanceCharts(s: Summary): Promise<Map<string, string>> {
  const b = s.balance;
  const out = new Map<string, string>();
  const points = (x: number): number => 100 * x;
  const cardBand = { low: s.baseline - s.bands.cards, high: s.baseline + s.bands.cards };
  let svg = '';
  // Every card chart is coloured by the card's verdict (by the measure that decides it), so a
  // colour never says a verdict that measure did not give; grey where no measure judges it.
  const verdicts = cardVerdicts(b);
  const verdictOf = (name: string): string => verdicts.get(name)?.decided?.flag.verdict ?? 'undetermined';
  const colour = 'Colour: the card\'s verdict by the measure that decides it (ablation, else the adjusted effect), red too strong, blue too weak, green balanced, grey undetermined.';
  // With fixed decks a card's GP rate is the rate of its decks: the deck chart shows it.
  if (b.cardFlags) {
    const rows = b.cards.filter((c) => c.gp.games > 0).map((c) => ({ label: c.name, estimate: c.gp.rate, low: c.gp.low, high: c.gp.high, verdict: verdictOf(c.name) }));
    if (rows.length > 0)
      svg += figure(
        await renderSvg(intervalChart(rows, { title: 'Card GP win rate with 95% intervals (shaded: the balanced band)', xTitle: 'win rate with the card in the deck', band: cardBand, baseline: s.baseline, unit: 'percent' })),
        `Card GP win rate: win rate of decks holding the card against opponents without it, with its 95% interval; it carries the strength of the cards it comes with. ${colour}`,
      );
  }
  const adj = b.cards.filter((c) => c.adjusted).map((c) => ({ label: c.name, estimate: points(c.adjusted!.diff), low: points(c.adjusted!.low), high: points(c.adjusted!.high), verdict: verdictOf(c.name) }));
  if (adj.length > 0)
    svg += figure(
      await renderSvg(intervalChart(adj, { title: 'Adjusted effect per copy, rest of the deck held fixed (points, 95% intervals)', xTitle: ADJUSTED, band: { low: -points(s.bands.cards), high: points(s.bands.cards) }, baseline: 0, unit: 'points' })),
      `Adjusted effect: the change in win rate from one more copy of the card in place of an average card, from a regression of match results on both decks' card counts with a seat term; a card's company (its faction's other cards) is held fixed, so a neutral card of a strong faction sits near zero. ${colour}`,
    );
  const arows = b.ablation.filter((a) => a.measured).map((a) => ({ label: a.card, estimate: points(a.diff), low: points(a.low), high: points(a.high), verdict: verdictOf(a.card) }));
  if (arows.length > 0)
    svg += figure(
      await renderSvg(intervalChart(arows, { title: 'Ablation: effect of holding the card (points, paired 95% intervals)', xTitle: 'effect of holding the card (points)', band: { low: -points(s.bands.cards), high: points(s.bands.cards) }, baseline: 0, unit: 'points' })),
      `Effect of holding the card: its side's win rate with the card minus with a blank of its kind in the same matches (same seeds), in percentage points; above zero the card helps. The causal figure, which decides the verdict of an ablated card. ${colour}`,
    );
  const iwd = b.cards
    .filter((c) => c.gp.games > 0 && Number.isFinite(c.iwdCentred))
    .map((c) => {
      const d = centredIwd(c);
      return { label: c.name, estimate: points(d.diff), low: points(d.low), high: points(d.high) };
    });
  if (iwd.length > 0)
    svg += figure(
      await renderSvg(intervalChart(iwd, { title: 'Improvement when drawn (IWD, centred, points, 95% intervals)', xTitle: IWD, baseline: 0, unit: 'points' })),
      "IWD, as in the table's column: win rate in games where the card was in hand minus games where it was never seen, centred on the set's mean, in percentage points. Descriptive: which cards are drawn is not random once players choose what to dig for.",
    );
  if (svg !== '') out.set('cards.csv', svg);
  const factions = groupRows(b.factions);
  if (factions.length > 0) {
    out.set(
      'factions.csv',
      figure(
        await renderSvg(intervalChart(factions, { title: 'Factions: mean matchup win rate (95% intervals)', xTitle: 'mean matchup win rate', band: { low: s.baseline - s.bands.decks, high: s.baseline + s.bands.decks }, baseline: s.baseline, unit: 'percent' })),
        'Faction win rate: the equal-weight mean of its matchups against every other faction, mirrors excluded; shaded the balanced band, colour the verdict.',
      ),
    );
  }
  if (b.ratings) {
    out.set(
      'ratings.csv',
      figure(
        await renderSvg(intervalChart(b.ratings.rows.map((r) => ({ label: r.agent, estimate: r.elo, low: r.eloLow, high: r.eloHigh })), { title: 'Agent Elo (Bradley-Terry x 400/ln 10, 95% intervals)', xTitle: 'Elo (mean 0)', baseline: 0, unit: 'whole' })),
        'Agent Elo: Bradley-Terry strength with a first-move term, draws as half, scaled by 400/ln 10, with 95% intervals.',
      ),
    );
  }
  return out;
}
