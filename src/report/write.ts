// Writes a run's report folder: summary.json (deterministic), the CSV tables, report.md, a
// self-contained index.html and run.json (provenance and timings). Each file is written whole
// (write-whole.ts), and run.json last: a folder with run.json holds the whole report, and one
// without it is finished by `run --resume` (a run killed or a disk filled while writing it).

import { join } from 'node:path';
import { writeWhole } from '../core/write-whole.js';
import type { Summary } from '../stats/summary.js';
import { relative, isAbsolute } from 'node:path';
import { balanceCharts, balanceTables, groupRows } from './balance.js';
import { confirmSection, confirmTable } from './confirm.js';
import { findings } from './findings.js';
import { runBlindSpotSection } from './run-blind-spots.js';
import { escapeHtml, figure, REPORT_STYLE } from './html.js';
import { heatmapChart, histogramChart, intervalChart, renderSvg } from './vega-charts.js';
import type { ReportTable } from './tables.js';
import { pct } from '../stats/format.js';
import { reportTables } from './tables.js';
import type { CardPatch } from '../experiment/patch.js';
import { patchText } from '../experiment/patch.js';

export interface RunInfo {
  readonly runId: string;
  readonly runDir: string;
  /** How to call the CLI in printed commands. */
  readonly command: string;
  readonly [field: string]: unknown;
}

export function replayCommand(info: Pick<RunInfo, 'command' | 'runDir'>, index: number): string {
  return `${info.command} replay ${info.runDir} --match ${index}`;
}


export async function writeReport(dir: string, summary: Summary, info: RunInfo): Promise<string[]> {
  const confirmed = confirmTable(summary);
  const tables = [...balanceTables(summary.balance, summary.matches), ...reportTables(summary), ...(confirmed ? [confirmed] : [])];
  const files: string[] = [];
  const put = (name: string, body: string): void => {
    writeWhole(join(dir, name), body);
    files.push(name);
  };
  put('summary.json', JSON.stringify(summary, null, 2) + '\n');
  for (const t of tables) put(t.csv, t.raw.toCSV() + '\n');
  put('report.md', markdown(summary, info, tables));
  put('index.html', await html(summary, info, tables));
  put('run.json', JSON.stringify(info, null, 2) + '\n');
  return files;
}

function headline(s: Summary): string[] {
  const lines = [
    `first player (seat 1) win rate ${pct(s.firstPlayer.rate)} (95% ${pct(s.firstPlayer.low)} – ${pct(s.firstPlayer.high)}), baseline ${pct(s.baseline)}, advantage ${s.firstPlayer.advantage >= 0 ? '+' : ''}${(100 * s.firstPlayer.advantage).toFixed(1)} points`,
    `draw rate ${pct(s.drawRate.rate)} (95% ${pct(s.drawRate.low)} – ${pct(s.drawRate.high)}; ${s.drawRate.draws} draws)`,
    `turn limit reached in ${s.turnLimit.count} matches (${pct(s.turnLimit.rate)})`,
    `match length: ${s.turns.mean.toFixed(1)} turns on average (median ${s.turns.median}, 90% ≤ ${s.turns.p90}), ${s.decisions.mean.toFixed(1)} decisions (median ${s.decisions.median}, 90% ≤ ${s.decisions.p90})`,
    `errors: ${s.errors} (of which ${s.decisionCapErrors} hit the decision cap)`,
  ];
  return lines;
}

/** The card set in the header: its folder (or the game's embedded set), its hash and the run's patch. */
function cardLine(s: Summary, info: RunInfo): string | null {
  const c = s.cardSet;
  if (!c) return null;
  const patch = (info['experiment'] as { patch?: readonly CardPatch[] } | undefined)?.patch ?? [];
  const patched = patch.length > 0 ? ` Patched for this run: ${patchText(patch)}.` : '';
  const rel = c.folder === null ? null : relative(process.cwd(), c.folder);
  const where = c.folder === null ? `the game's embedded set '${c.name}'` : rel !== null && rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : c.folder;
  return `Cards: ${where}, hash ${c.hash}.${patched}`;
}

/** The run line, with the run id already formatted (the rest holds no markup characters). */
function intro(s: Summary, runId: string): string {
  return `Run ${runId}, seed ${s.seed}: ${s.matches} of ${s.matchesPlanned} matches finished with a result. Win rates count draws as half; intervals are 95% Wilson intervals.`;
}

function markdown(s: Summary, info: RunInfo, tables: ReportTable[]): string {
  const out: string[] = [];
  out.push(`# ${s.experiment}: ${s.game} (${s.variant})`, '');
  const cards = cardLine(s, info);
  out.push(intro(s, `\`${info.runId}\``), ...(cards ? ['', cards] : []), '');
  if (s.failures.length > 0) {
    out.push(`## Errors (${s.errors})`, '', '| match | seed | kind | message | replay |', '|-:|-:|:-|:-|:-|');
    for (const f of s.failures) out.push(`| ${f.index} | ${f.seed} | ${f.kind} | ${f.message.replace(/\|/g, '\\|').replace(/\n/g, ' ')} | \`${replayCommand(info, f.index)}\` |`);
    if (s.failures.length < s.errors) out.push('', `(the first ${s.failures.length} are listed)`);
    out.push('');
  }
  const found = findings(s);
  if (found.fixFirst.length > 0) out.push('## Fix these first', '', ...found.fixFirst.map((l, i) => `${i + 1}. ${l}`), '');
  out.push('## Findings', '', ...(found.all.length > 0 ? found.all.map((l) => `- ${l}`) : [noFindings(s)]), '');
  out.push(...confirmSection(s).markdown, ...runBlindSpotSection(s).markdown);
  out.push('## Summary', '', ...headline(s).map((l) => `- ${l}`), '');
  for (const t of tables) {
    if (t.csv === 'errors.csv' || t.csv === 'lengths.csv' || t.csv === 'confirmation.csv' || t.shown.numRows() === 0) continue;
    out.push(`## ${t.title}`, '', t.shown.toMarkdown(), '');
  }
  out.push('## Files', '', 'summary.json (figures), run.json (spec, versions, timings), ' + tables.map((t) => t.csv).join(', ') + '.', '');
  return out.join('\n');
}

/** The charts of index.html, rendered to inline SVG. */
async function charts(s: Summary): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const rates = (rows: Summary['agents']) => rows.filter((r) => r.games > 0).map((r) => ({ label: r.name, estimate: r.winRate, low: r.low, high: r.high }));
  const agentRates = rates(s.agents);
  const deckRates = groupRows(s.balance.decks);
  if (agentRates.length > 1) out.set('agents.csv', figure(await renderSvg(intervalChart(agentRates, { title: 'Agents: win rate against other agents (95% interval)', xTitle: 'win rate', baseline: s.baseline, unit: 'percent' })), 'Win rate of each agent against the others, with its 95% interval; the dashed line is the baseline.'));
  if (deckRates.length > 1)
    out.set(
      'decks.csv',
      figure(
        await renderSvg(intervalChart(deckRates, { title: 'Decks: mean matchup win rate (95% intervals)', xTitle: 'mean matchup win rate', band: { low: s.baseline - s.bands.decks, high: s.baseline + s.bands.decks }, baseline: s.baseline, unit: 'percent' })),
        'Deck win rate: the equal-weight mean of its matchups against every other deck, mirrors excluded; shaded the balanced band, colour the verdict.',
      ),
    );
  const heat = (rows: Summary['agentMatchups']) => rows.map((r) => ({ row: r.name, col: r.opponent, value: r.winRate }));
  if (s.agentMatchups.length > 0) out.set('agent-matchups.csv', figure(await renderSvg(heatmapChart(heat(s.agentMatchups), { title: 'Win rate of the row agent against the column agent', baseline: s.baseline })), 'Agent matchups: red where the row agent wins more than the baseline, blue where it wins less.'));
  if (s.deckMatchups.length > 0) out.set('matchups.csv', figure(await renderSvg(heatmapChart(heat(s.deckMatchups), { title: 'Win rate of the row deck against the column deck', baseline: s.baseline })), 'Deck matchups: red where the row deck wins more than the baseline, blue where it wins less.'));
  const bins = (h: Summary['turns']['histogram']) => h.map(([low, count]) => ({ low, count }));
  out.set(
    'lengths.csv',
    figure(await renderSvg(histogramChart(bins(s.turns.histogram), { title: 'Match length in turns', xTitle: 'turns' })), 'Matches by length in turns (a wide range is drawn in bars of equal width, each labelled by its lowest length; lengths.csv has every length).') +
      figure(await renderSvg(histogramChart(bins(s.decisions.histogram), { title: 'Match length in decisions', xTitle: 'decisions' })), 'Matches by length in decisions (a wide range is drawn in bars of equal width, each labelled by its lowest length; lengths.csv has every length).'),
  );
  return out;
}

/** Clicking a column header sorts the table by it (numbers by value, text alphabetically). */
const SORT_SCRIPT = `document.querySelectorAll('table.sortable').forEach(function (t) {
  t.querySelectorAll('th').forEach(function (th, i) {
    th.style.cursor = 'pointer';
    th.addEventListener('click', function () {
      var rows = Array.prototype.slice.call(t.querySelectorAll('tbody tr'));
      var asc = th.dataset.dir !== 'asc';
      th.dataset.dir = asc ? 'asc' : 'desc';
      var key = function (r) { var v = r.children[i].textContent.trim(); var n = parseFloat(v.replace('%', '')); return isNaN(n) ? v : n; };
      rows.sort(function (a, b) { var x = key(a), y = key(b); var c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)); return asc ? c : -c; });
      rows.forEach(function (r) { r.parentNode.appendChild(r); });
    });
  });
});`;

function noFindings(s: Summary): string {
  const what = s.balance.cards.length > 0 ? 'No card, deck or faction' : s.decks.length > 0 ? 'No deck' : 'Nothing';
  return `${what} is flagged: every tested item is inside its band or not yet decided (see the tables for how many more matches would decide).`;
}

async function html(s: Summary, info: RunInfo, tables: ReportTable[]): Promise<string> {
  const svg = new Map([...(await charts(s)), ...(await balanceCharts(s))]);
  const parts: string[] = [];
  parts.push(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(s.experiment)}: ${escapeHtml(s.game)}</title><style>${REPORT_STYLE}</style></head><body>`);
  parts.push(`<h1>${escapeHtml(s.experiment)}: ${escapeHtml(s.game)} (${escapeHtml(s.variant)})</h1>`);
  parts.push(`<p>${intro(s, `<code>${escapeHtml(info.runId)}</code>`)}</p>`);
  const cards = cardLine(s, info);
  if (cards) parts.push(`<p class="cards">${escapeHtml(cards)}</p>`);
  if (s.failures.length > 0) {
    parts.push(`<h2 class="err">Errors (${s.errors})</h2><table><tr><th>match</th><th>seed</th><th>kind</th><th>message</th><th>replay</th></tr>`);
    for (const f of s.failures) parts.push(`<tr><td>${f.index}</td><td>${f.seed}</td><td>${f.kind}</td><td>${escapeHtml(f.message)}</td><td><code>${escapeHtml(replayCommand(info, f.index))}</code></td></tr>`);
    parts.push('</table>');
  }
  const found = findings(s);
  if (found.fixFirst.length > 0) parts.push('<h2>Fix these first</h2>', `<ol class="fix-first">${found.fixFirst.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ol>`);
  parts.push('<h2>Findings</h2>', found.all.length > 0 ? `<ul class="findings">${found.all.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : `<p>${escapeHtml(noFindings(s))}</p>`);
  parts.push(confirmSection(s).html, runBlindSpotSection(s).html);
  parts.push('<h2>Summary</h2><ul>', ...headline(s).map((l) => `<li>${escapeHtml(l)}</li>`), '</ul>');
  for (const t of tables) {
    if (t.csv === 'errors.csv' || t.csv === 'confirmation.csv' || t.shown.numRows() === 0) continue;
    parts.push(`<h2>${escapeHtml(t.title)}</h2>`, svg.get(t.csv) ?? '');
    if (t.csv !== 'lengths.csv') parts.push(t.shown.toHTML().replace('<table>', '<table class="sortable">'));
  }
  parts.push(`<script>${SORT_SCRIPT}</script>`);
  parts.push('</body></html>\n');
  return parts.join('\n');
}
