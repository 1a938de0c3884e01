// The designer's sections of a report: flagged cards, decks and factions first, each with a
// plain-language reason, then the card, ablation, faction and rating tables and their charts.

import * as aq from 'arquero';
import type { DesignerSummary } from '../stats/designer.js';
import type { Summary } from '../stats/summary.js';
import { confirmation } from '../stats/robustness.js';
import { figure } from './html.js';
import type { ReportTable } from './tables.js';
import { pct, pointSpan as span } from '../stats/format.js';
import { intervalChart, renderSvg, scatterChart } from './vega-charts.js';

const points = (x: number): string => `${(100 * Math.abs(x)).toFixed(1)} points`;
const signedSpan = (lo: number, hi: number): string => `${span(lo, hi)} points`;
const flagged = (v: string): boolean => v === 'too strong' || v === 'too weak';

/** One sentence per flagged item, strongest evidence first. */
export function findings(s: Summary): string[] {
  const b = s.balance;
  const expected = pct(s.baseline);
  const out: { q: number; text: string }[] = [];
  const abl = new Map(b.ablation.map((a) => [a.card, a]));
  for (const c of b.cards) {
    const a = abl.get(c.name);
    const gpFlag = flagged(c.flag.verdict);
    const aFlag = a !== undefined && flagged(a.flag.verdict);
    if (!gpFlag && !aFlag) continue;
    let text = `${c.name} (${c.flag.verdict}): decks with it win ${pct(c.gp.rate)} ${span(c.gp.low, c.gp.high)} against ${expected} expected, over ${Math.round(c.gp.games)} games`;
    if (a && Number.isFinite(a.diff)) {
      text += `; replacing it with a blank of its kind ${a.diff >= 0 ? 'drops' : 'raises'} that by ${points(a.diff)} (change ${signedSpan(-a.high, -a.low)}) over ${a.pairs} paired matches`;
      if (gpFlag && a.flag.verdict === 'balanced') text += ', inside the band: the decks it comes in, not the card itself, explain its win rate';
      else if (aFlag) text += `, so the card itself is ${a.flag.verdict}`;
    }
    text += '.';
    if (gpFlag) text += confirmation(s.robustness, 'cards', c.name, c.flag.verdict);
    if (aFlag) text += confirmation(s.robustness, 'ablation', c.name, a.flag.verdict).replace('Holds', 'The ablation flag holds').replace('Not confirmed', 'The ablation flag is not confirmed');
    out.push({ q: Math.min(c.flag.q, a?.flag.q ?? 1), text });
  }
  for (const [kind, rows] of [['deck', b.decks], ['faction', b.factions]] as const) {
    for (const d of rows) {
      if (!flagged(d.flag.verdict)) continue;
      const text = `${d.name} (${kind}, ${d.flag.verdict}): ${pct(d.rate)} ${span(d.low, d.high)} on average over its matchups against ${d.opponents} other ${kind}s, against ${expected} expected.`;
      out.push({ q: d.flag.q, text: text + confirmation(s.robustness, kind === 'deck' ? 'decks' : 'factions', d.name, d.flag.verdict) });
    }
  }
  if (!b.cardFlags && b.cards.length > 0)
    out.push({ q: 0.9, text: `Cards are not flagged on win rate in this run: with ${s.decks.length} fixed deck${s.decks.length === 1 ? '' : 's'} a card's rate is the rate of the decks it is in. Run with 'randomDecks: true' (fresh random legal decks) for card flags, or 'ablation' for the causal effect of chosen cards.` });
  for (const w of s.health) out.push({ q: 0.5, text: `Game health (${w.kind}): ${w.message}.` });
  for (const c of b.cards) if (c.dead) out.push({ q: 1, text: `${c.name} looks dead: played in only ${pct(c.playedWhenDrawnEarly.rate)} ${span(c.playedWhenDrawnEarly.low, c.playedWhenDrawnEarly.high)} of the ${c.playedWhenDrawnEarly.games} games where it was in hand with two or more turns left.` });
  return out.sort((x, y) => x.q - y.q).map((x) => x.text);
}

const fmt = (x: number | null, d = 4): number | null => (x === null || !Number.isFinite(x) ? null : Number(x.toFixed(d)));
const finite = (x: number): number | null => (Number.isFinite(x) ? x : null);

export function balanceTables(b: DesignerSummary): ReportTable[] {
  const out: ReportTable[] = [];
  if (b.cards.length > 0) {
    const abl = new Map(b.ablation.map((a) => [a.card, a]));
    const raw = b.cards.map((c) => {
      const a = abl.get(c.name);
      return {
        card: c.name, ...(c.section === undefined ? {} : { section: c.section }), faction: c.faction ?? 'unaligned', type: c.type, verdict: c.flag.verdict, q_value: fmt(c.flag.q), more_games_needed: Number.isFinite(c.flag.moreGames) ? c.flag.moreGames : null,
        games_in_deck: Math.round(c.gp.games), gp_wr: fmt(c.gp.rate), gp_low: fmt(c.gp.low), gp_high: fmt(c.gp.high),
        oh_wr: fmt(c.oh.rate), gd_wr: fmt(c.gd.rate), gih_wr: fmt(c.gih.rate), gns_wr: fmt(c.gns.rate),
        iwd: fmt(c.iwd.diff), iwd_low: fmt(c.iwd.low), iwd_high: fmt(c.iwd.high), iwd_centred: fmt(c.iwdCentred),
        ioh: fmt(c.ioh.diff), ioh_low: fmt(c.ioh.low), ioh_high: fmt(c.ioh.high),
        played_wr: fmt(c.playedWr.rate), play_rate: fmt(c.playRate.rate), mean_turn_played: fmt(c.meanTurnPlayed, 2), mean_copies: fmt(c.meanCopies, 2), dead: c.dead,
        gp_wr_shared: fmt(c.gpShared.rate), games_shared: Math.round(c.gpShared.games),
        gp_wr_vs_own_faction: fmt(c.gpOwnFaction.rate), games_vs_own_faction: Math.round(c.gpOwnFaction.games),
        ablation_delta: fmt(a?.diff ?? null), ablation_low: fmt(a?.low ?? null), ablation_high: fmt(a?.high ?? null), ablation_pairs: a?.pairs ?? null, ablation_verdict: a?.flag.verdict ?? null,
      };
    });
    const shown = b.cards
      .filter((c) => c.gp.games > 0)
      .map((c) => {
        const a = abl.get(c.name);
        return {
          card: c.name, ...(c.section === undefined ? {} : { section: c.section }), verdict: c.flag.verdict, 'GP win rate': `${pct(c.gp.rate)} ${span(c.gp.low, c.gp.high)}`, games: Math.round(c.gp.games),
          'ablation Δ': a && Number.isFinite(a.diff) ? `${(100 * a.diff).toFixed(1)} ${signedSpan(a.low, a.high)}` : '-',
          'OH': pct(c.oh.rate), 'GIH': pct(c.gih.rate), 'IWD (centred)': Number.isFinite(c.iwdCentred) ? `${(100 * c.iwdCentred).toFixed(1)}` : '-',
          'IOH': Number.isFinite(c.ioh.diff) ? `${(100 * c.ioh.diff).toFixed(1)} ${signedSpan(c.ioh.low, c.ioh.high)}` : '-',
          'play rate': pct(c.playRate.rate), 'turn played': c.meanTurnPlayed === null ? '-' : c.meanTurnPlayed.toFixed(1),
          'vs own faction': c.gpOwnFaction.games > 0 ? `${pct(c.gpOwnFaction.rate)} (${Math.round(c.gpOwnFaction.games)})` : '-',
        };
      });
    out.push({ csv: 'cards.csv', title: 'Cards (opponents lacking the card; GP = card in the deck)', raw: aq.from(raw), shown: aq.from(shown) });
  }
  if (b.factions.length > 0) {
    out.push({
      csv: 'factions.csv',
      title: 'Factions (equal-weight mean of matchups, mirrors excluded)',
      // A faction without games against another (a tournament plays every deck against itself)
      // has no rate: an empty cell and a dash, not NaN.
      raw: aq.from(b.factions.map((f) => ({ faction: f.name, verdict: f.flag.verdict, rate: finite(f.rate), low: finite(f.low), high: finite(f.high), games: f.games, opponents: f.opponents }))),
      shown: aq.from(b.factions.map((f) => ({ faction: f.name, verdict: f.flag.verdict, 'mean of matchups': f.games > 0 ? `${pct(f.rate)} ${span(f.low, f.high)}` : '-', games: f.games }))),
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

/** Charts of the balance sections, keyed by the CSV of the table they illustrate. */
export async function balanceCharts(s: Summary): Promise<Map<string, string>> {
  const b = s.balance;
  const out = new Map<string, string>();
  const half = (lo: number, hi: number) => ({ low: lo, high: hi });
  if (b.cards.length > 0) {
    const rows = b.cards.filter((c) => c.gp.games > 0).map((c) => ({ label: c.name, estimate: c.gp.rate, low: c.gp.low, high: c.gp.high, verdict: c.flag.verdict }));
    const cardBand = half(s.baseline - s.bands.cards, s.baseline + s.bands.cards);
    let svg = figure(
      await renderSvg(intervalChart(rows, { title: 'Card GP win rate with 95% intervals (shaded: the balanced band)', xTitle: 'win rate with the card in the deck', band: cardBand, baseline: s.baseline, percent: true })),
      'Card GP win rate: win rate of decks holding the card against opponents without it, with its 95% interval; red flagged too strong, blue too weak, green balanced, grey undecided.',
    );
    if (b.ablation.length > 0) {
      const arows = b.ablation.filter((a) => a.pairs > 0).map((a) => ({ label: a.card, estimate: a.diff, low: a.low, high: a.high, verdict: a.flag.verdict }));
      svg += figure(
        await renderSvg(intervalChart(arows, { title: 'Ablation: change in win rate from holding the card (paired, 95% intervals)', xTitle: 'Δ win rate (card minus blank)', band: half(-s.bands.cards, s.bands.cards), baseline: 0, percent: true })),
        'Ablation: how much the win rate drops when the card is replaced by a blank of its kind in the same matches (same seeds); the causal figure.',
      );
    }
    const scatter = b.cards.filter((c) => c.gp.games > 0 && Number.isFinite(c.iwdCentred)).map((c) => ({ label: c.name, x: c.playRate.rate, y: c.iwdCentred }));
    svg += figure(
      await renderSvg(scatterChart(scatter, { title: 'Improvement when drawn (centred IWD) against play rate', xTitle: 'play rate', yTitle: 'IWD, centred' })),
      'Improvement when drawn (games in hand minus games never seen, centred on the set mean) against how often the card is played.',
    );
    out.set('cards.csv', svg);
  }
  const factions = b.factions.filter((f) => f.games > 0);
  if (factions.length > 0) {
    out.set(
      'factions.csv',
      figure(
        await renderSvg(intervalChart(factions.map((f) => ({ label: f.name, estimate: f.rate, low: f.low, high: f.high, verdict: f.flag.verdict })), { title: 'Factions: mean matchup win rate (95% intervals)', xTitle: 'win rate', band: half(s.baseline - s.bands.decks, s.baseline + s.bands.decks), baseline: s.baseline, percent: true })),
        'Faction win rate: the equal-weight mean of its matchups against every other faction, mirrors excluded.',
      ),
    );
  }
  if (b.ratings) {
    out.set(
      'ratings.csv',
      figure(
        await renderSvg(intervalChart(b.ratings.rows.map((r) => ({ label: r.agent, estimate: r.elo, low: r.eloLow, high: r.eloHigh })), { title: 'Agent Elo (Bradley-Terry x 400/ln 10, 95% intervals)', xTitle: 'Elo (mean 0)', baseline: 0 })),
        'Agent Elo: Bradley-Terry strength with a first-move term, draws as half, scaled by 400/ln 10, with 95% intervals.',
      ),
    );
  }
  return out;
}
