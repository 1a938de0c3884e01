// The agent ladder's report beside the round-robin's own: ladder.md, ladder.html (ratings chart
// and head-to-head heatmap), ladder.csv (the rungs) and ladder-pairs.csv (every pair).

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as aq from 'arquero';
import { durationText, pct, pctSpan } from '../stats/format.js';
import type { HeadToHead, Ladder } from '../stats/ladder.js';
import { escapeHtml, figure } from './html.js';
import { heatmapChart, intervalChart, renderSvg } from './vega-charts.js';

export interface LadderContext {
  readonly game: string;
  readonly variant: string;
  readonly runId: string;
  readonly seed: number;
  readonly matchesPerPair: number;
  /** Decks each pair played in turn, both sides on the same deck (0: a game without decks). */
  readonly decks: number;
  readonly matches: number;
  readonly errors: number;
  readonly seconds: number;
  /** First-move advantage on the log-odds scale, with its interval. */
  readonly firstMove: { readonly gamma: number; readonly low: number; readonly high: number };
  /** Every ordered pair's result. */
  readonly pairs: readonly HeadToHead[];
}

const elo = (x: number): string => `${x >= 0 ? '+' : ''}${Math.round(x)}`;
const eloSpan = (lo: number, hi: number): string => `[${elo(lo)}, ${elo(hi)}]`;
const resultText = (h: HeadToHead): string => `${pct(h.rate)} ${pctSpan(h.low, h.high)} of ${h.games}`;

function intro(l: Ladder, c: LadderContext): string {
  const decks = c.decks > 0 ? `, both sides on the same deck (each of the ${c.decks} decks in turn)` : '';
  const errors = c.errors > 0 ? ` ${c.errors} matches failed and are not counted (report.md lists them).` : '';
  return `Run ${c.runId}, seed ${c.seed}: ${l.rungs.length} rungs, ${c.matchesPerPair} matches per pair with seats alternated${decks}; ${c.matches} matches in ${durationText(c.seconds)}.${errors} Win rates count draws as half; intervals are 95% (Wilson for head-to-head results, Wald for Bradley-Terry ratings). The first player's advantage is ${c.firstMove.gamma.toFixed(2)} [${c.firstMove.low.toFixed(2)}, ${c.firstMove.high.toFixed(2)}] on the log-odds scale.`;
}

const HOW_TO_READ =
  'A card finding is trusted when the ladder is monotone and the finding keeps its sign on at least two rungs it separates (Zook et al. on MCTS skill levels; the SkillLadder of the TAG framework). docs/user/ladder.md says how to read this page.';

function rungRows(l: Ladder): Record<string, string | number>[] {
  return l.rungs.map((r) => {
    const h = r.belowIt;
    return {
      rank: r.rank,
      agent: r.agent,
      'Elo (95%)': `${elo(r.elo)} ${eloSpan(r.eloLow, r.eloHigh)}`,
      'against the rung below': h === null ? (r.beatsBelow === null ? '-' : 'never met') : `${h.opponent}: ${resultText(h)}`,
      'beats it': r.beatsBelow === null ? '-' : r.beatsBelow ? 'yes' : 'no',
    };
  });
}

/** The head-to-head matrix in rating order: the row agent's result against the column agent. */
function matrix(l: Ladder, pairs: readonly HeadToHead[]): { header: string[]; rows: string[][] } {
  const names = l.rungs.map((r) => r.agent);
  const cell = (a: string, b: string): string => {
    if (a === b) return '-';
    const h = pairs.find((p) => p.agent === a && p.opponent === b);
    return h ? `${pct(h.rate)} ${pctSpan(h.low, h.high)}` : 'never met';
  };
  return { header: ['', ...names], rows: names.map((a) => [a, ...names.map((b) => cell(a, b))]) };
}

function markdown(l: Ladder, c: LadderContext): string {
  const rows = rungRows(l);
  const cols = Object.keys(rows[0] ?? {});
  const m = matrix(l, c.pairs);
  return [
    `# Agent ladder: ${c.game} (${c.variant})`,
    '',
    intro(l, c),
    '',
    '## Is the ladder monotone?',
    '',
    ...l.sentences.map((s) => `- ${s}`),
    '',
    '## Rungs, by Bradley-Terry rating',
    '',
    `| ${cols.join(' | ')} |`,
    `|${cols.map((k) => (k === 'rank' ? '-:' : ':-')).join('|')}|`,
    ...rows.map((r) => `| ${cols.map((k) => String(r[k])).join(' | ')} |`),
    '',
    '## Head to head (the row agent against the column agent)',
    '',
    `| ${m.header.join(' | ')} |`,
    `|${m.header.map(() => ':-').join('|')}|`,
    ...m.rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    HOW_TO_READ,
    '',
    'Files: ladder.csv (the rungs), ladder-pairs.csv (every pair), ladder.html (with charts); report.md and index.html are the round-robin\'s full report.',
    '',
  ].join('\n');
}

async function html(l: Ladder, c: LadderContext): Promise<string> {
  const title = `Agent ladder: ${c.game} (${c.variant})`;
  const ratings = figure(
    await renderSvg(intervalChart(l.rungs.map((r) => ({ label: r.agent, estimate: r.elo, low: r.eloLow, high: r.eloHigh })), { title: 'Rungs: Elo (Bradley-Terry x 400/ln 10, 95% intervals)', xTitle: 'Elo (mean 0)', baseline: 0, unit: 'whole' })),
    'Each rung’s rating with its 95% interval, strongest at the top; rungs whose intervals overlap are not told apart by their ratings alone (the head-to-head results below say more).',
  );
  const heat = figure(
    await renderSvg(heatmapChart(c.pairs.map((h) => ({ row: h.agent, col: h.opponent, value: h.rate })), { title: 'Win rate of the row agent against the column agent', baseline: 0.5 })),
    'Head to head: red where the row agent wins more than half its games against the column agent, blue where it wins less.',
  );
  const rows = rungRows(l);
  const cols = Object.keys(rows[0] ?? {});
  const m = matrix(l, c.pairs);
  const table = (header: string[], body: string[][]): string => `<table><tr>${header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr>${body.map((r) => `<tr>${r.map((x) => `<td>${escapeHtml(x)}</td>`).join('')}</tr>`).join('')}</table>`;
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font:15px/1.45 system-ui,sans-serif;max-width:1000px;margin:2em auto;padding:0 1em;color:#222}table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{border-bottom:1px solid #ddd;padding:.25em .6em}th{background:#f4f4f4}figcaption{color:#555;font-size:13px}</style></head><body>`,
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(intro(l, c))}</p>`,
    '<h2>Is the ladder monotone?</h2>',
    `<ul class="ladder-verdict">${l.sentences.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`,
    '<h2>Rungs, by Bradley-Terry rating</h2>',
    ratings,
    table(cols, rows.map((r) => cols.map((k) => String(r[k])))),
    '<h2>Head to head</h2>',
    heat,
    table(m.header, m.rows),
    `<p>${escapeHtml(HOW_TO_READ)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
}

/** Writes ladder.md, ladder.html, ladder.csv and ladder-pairs.csv into `dir`; returns their names. */
export async function writeLadderReport(dir: string, l: Ladder, c: LadderContext): Promise<string[]> {
  const rungs = aq.from(
    l.rungs.map((r) => ({
      rank: r.rank, agent: r.agent, log_strength: r.theta, low: r.low, high: r.high, elo: r.elo, elo_low: r.eloLow, elo_high: r.eloHigh,
      below: r.belowIt?.opponent ?? null, games_vs_below: r.belowIt?.games ?? null, win_rate_vs_below: r.belowIt?.rate ?? null,
      ci_low_vs_below: r.belowIt?.low ?? null, ci_high_vs_below: r.belowIt?.high ?? null, beats_below: r.beatsBelow,
    })),
  );
  const pairs = aq.from(c.pairs.map((h) => ({ agent: h.agent, opponent: h.opponent, games: h.games, win_rate: h.rate, ci_low: h.low, ci_high: h.high })));
  writeFileSync(join(dir, 'ladder.md'), markdown(l, c));
  writeFileSync(join(dir, 'ladder.html'), await html(l, c));
  writeFileSync(join(dir, 'ladder.csv'), rungs.toCSV() + '\n');
  writeFileSync(join(dir, 'ladder-pairs.csv'), pairs.toCSV() + '\n');
  return ['ladder.md', 'ladder.html', 'ladder.csv', 'ladder-pairs.csv'];
}
