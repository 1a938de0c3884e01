// The blind-spot check's report: blind-spots.md, blind-spots.html (with a chart of the cards the
// two agents use most differently) and blind-spots.csv. The "Agent blind spots" section is built
// on its own (blindSpotSection), so a run's report can carry it too.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as aq from 'arquero';
import { cardKind } from '../core/events.js';
import type { BlindSpotRow, BlindSpotRule, UseRate } from '../stats/blind-spots.js';
import { durationText, pct, pctSpan, pointSpan, signedPoints } from '../stats/format.js';
import { num } from './cells.js';
import { escapeHtml, figure } from './html.js';
import { renderSvg } from './vega-charts.js';

/** One agent's side of the check: its label, and the self-play matches it played on random decks. */
export interface CheckSide {
  readonly label: string;
  readonly matches: number;
  readonly seconds: number;
}

export interface BlindSpotContext {
  readonly game: string;
  readonly variant: string;
  readonly cardSet: string;
  readonly seed: number;
  readonly fast: CheckSide;
  readonly search: CheckSide;
  readonly rule: BlindSpotRule;
}

const rateText = (u: UseRate | null): string => (u === null ? '-' : u.games === 0 ? 'never held' : `${pct(u.rate)} ${pctSpan(u.low, u.high)}`);
const cardName = (r: BlindSpotRow): string => (r.section === undefined ? r.name : `${r.name} (${r.section})`);

/** The rule in words, as the report and the docs state it. */
export function ruleText(c: Pick<BlindSpotContext, 'fast' | 'search' | 'rule'>): string {
  const { fastBelow, searchAbove, minGames } = c.rule;
  return (
    `A card is a blind spot of ${c.fast.label} when ${c.fast.label}'s 95% upper bound on its use rate is below ${pct(fastBelow)} and ${c.search.label}'s 95% lower bound is above ${pct(searchAbove)}, ` +
    `each agent having held the card in at least ${minGames} games; a possible blind spot when the estimates alone say so (${c.fast.label} under ${pct(fastBelow)}, ${c.search.label} at ${pct(searchAbove)} or more) and more matches would decide.`
  );
}

/** Each card kind with the verb of its use, as the game words it: "unit: deployed; spell: cast". */
export function kindVerbs(rows: readonly Pick<BlindSpotRow, 'type' | 'use'>[]): string {
  const verbs = new Map<string, string>();
  for (const r of rows) verbs.set(cardKind(r.type), r.use ?? 'no use recorded ("-")');
  return [...verbs].map(([kind, verb]) => `${kind}: ${verb}`).join('; ');
}

export function introText(rows: readonly BlindSpotRow[], c: BlindSpotContext): string {
  return (
    `Card set '${c.cardSet}', fresh random decks, seed ${c.seed}. ${c.fast.label} (the fast agent) played ${c.fast.matches} matches against itself in ${durationText(c.fast.seconds)}; ` +
    `${c.search.label} (the search agent) played ${c.search.matches} in ${durationText(c.search.seconds)}. A card's use rate is the share of the games that held it (in the deck) in which its owner used it at least once, ` +
    `as its kind's use is worded (${kindVerbs(rows)}); intervals are 95% Wilson intervals on the effective number of games (matches sharing decks counted as clusters). A card whose kind has no use event shows "-".`
  );
}

/** One sentence per blind spot (sure ones first), or one saying there is none. */
export function blindSpotLines(rows: readonly BlindSpotRow[], c: BlindSpotContext): string[] {
  const flagged = rows.filter((r) => r.verdict !== 'none');
  if (flagged.length === 0) return [`No card is a blind spot of ${c.fast.label} under this rule.`];
  return flagged.map((r) => {
    const f = r.fast!;
    const s = r.search!;
    const what = r.verdict === 'blind spot' ? 'blind spot' : 'possible blind spot (more matches would decide)';
    return `${cardName(r)}, ${what}: ${c.fast.label} ${r.use} it in ${pct(f.rate)} ${pctSpan(f.low, f.high)} of the ${f.games} games that held it, ${c.search.label} in ${pct(s.rate)} ${pctSpan(s.low, s.high)} of ${s.games}.`;
  });
}

const CAUTION = (c: BlindSpotContext): string =>
  `These cards say what ${c.fast.label} does with them, not what they are worth: a finding that one of them is dead or rarely used is the agent's, and buffing the card would fix the wrong thing.`;

/** The "Agent blind spots" section: Markdown lines and the same as HTML. */
export function blindSpotSection(rows: readonly BlindSpotRow[], c: BlindSpotContext): { markdown: string[]; html: string } {
  const lines = blindSpotLines(rows, c);
  const anyFlagged = rows.some((r) => r.verdict !== 'none');
  return {
    markdown: ['## Agent blind spots', '', ruleText(c), '', ...lines.map((l) => `- ${l}`), '', ...(anyFlagged ? [CAUTION(c), ''] : [])],
    html: `<h2>Agent blind spots</h2><p>${escapeHtml(ruleText(c))}</p><ul class="blind-spots">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>${anyFlagged ? `<p>${escapeHtml(CAUTION(c))}</p>` : ''}`,
  };
}

function shownRows(rows: readonly BlindSpotRow[], c: BlindSpotContext): Record<string, string>[] {
  return rows.map((r) => ({
    card: cardName(r),
    type: r.type,
    use: r.use ?? '-',
    [`${c.fast.label} (95%)`]: rateText(r.fast),
    [`${c.fast.label} games`]: r.fast === null ? '-' : String(r.fast.games),
    [`${c.search.label} (95%)`]: rateText(r.search),
    [`${c.search.label} games`]: r.search === null ? '-' : String(r.search.games),
    'difference, points': r.gap === null ? '-' : `${signedPoints(r.gap.diff)} ${pointSpan(r.gap.low, r.gap.high)}`,
    verdict: r.verdict === 'none' ? '-' : r.verdict,
  }));
}

const csvRate = (prefix: string, u: UseRate | null): Record<string, number | null> => ({
  [`${prefix}_games`]: u?.games ?? null,
  [`${prefix}_used`]: u?.used ?? null,
  [`${prefix}_rate`]: u && u.games > 0 ? num(u.rate, 6) : null,
  [`${prefix}_low`]: u && u.games > 0 ? num(u.low, 6) : null,
  [`${prefix}_high`]: u && u.games > 0 ? num(u.high, 6) : null,
  [`${prefix}_effective`]: u && u.games > 0 ? num(u.effective, 1) : null,
});

/** The cards the chart shows: every flagged one, then the largest differences, up to this many. */
const CHART_CARDS = 30;

function chart(rows: readonly BlindSpotRow[], c: BlindSpotContext): Record<string, unknown> {
  const shown = rows.filter((r) => r.gap !== null).slice(0, CHART_CARDS);
  const values = shown.flatMap((r, k) =>
    [
      [c.fast.label, r.fast!],
      [c.search.label, r.search!],
    ].map(([agent, u]) => ({ card: cardName(r), order: k, agent: `${agent === c.fast.label ? 'fast' : 'search'}: ${agent as string}`, rate: (u as UseRate).rate, low: (u as UseRate).low, high: (u as UseRate).high })),
  );
  const y = { field: 'card', type: 'nominal', sort: { field: 'order', order: 'ascending' }, title: null };
  const color = { field: 'agent', type: 'nominal', scale: { range: ['#c0392b', '#2471a3'] }, legend: { title: null, orient: 'bottom' } };
  const x = { type: 'quantitative', scale: { domain: [0, 1] }, axis: { format: '.0%' } };
  return {
    title: `Use rate by card: ${c.fast.label} against ${c.search.label} (95% intervals)`,
    width: 480,
    height: { step: 22 },
    data: { values },
    layer: [
      { mark: { type: 'rule', strokeWidth: 2 }, encoding: { y, yOffset: { field: 'agent' }, x: { field: 'low', ...x, title: 'share of the games holding the card in which it was used (played, cast, ... as its kind has it)' }, x2: { field: 'high' }, color } },
      { mark: { type: 'point', filled: true, size: 40 }, encoding: { y, yOffset: { field: 'agent' }, x: { field: 'rate', ...x }, color, tooltip: [{ field: 'card' }, { field: 'agent' }, { field: 'rate', format: '.1%' }, { field: 'low', format: '.1%' }, { field: 'high', format: '.1%' }] } },
    ],
  };
}

/** Writes blind-spots.md, blind-spots.html and blind-spots.csv into `dir`; returns their names. */
export async function writeBlindSpotReport(dir: string, rows: readonly BlindSpotRow[], c: BlindSpotContext): Promise<string[]> {
  const title = `Agent blind spots: ${c.game} (${c.variant})`;
  const section = blindSpotSection(rows, c);
  const shown = shownRows(rows, c);
  const cols = Object.keys(shown[0] ?? {});
  const md = [
    `# ${title}`,
    '',
    introText(rows, c),
    '',
    ...section.markdown,
    '## Every card',
    '',
    `| ${cols.join(' | ')} |`,
    `|${cols.map((k) => (k.endsWith('games') ? '-:' : ':-')).join('|')}|`,
    ...shown.map((r) => `| ${cols.map((k) => r[k]).join(' | ')} |`),
    '',
    'Files: blind-spots.csv (every card), blind-spots.html (with the chart); fast/ and search/ hold each agent\'s full run report.',
    '',
  ].join('\n');
  const anyMeasured = rows.some((r) => r.gap !== null);
  const svg = anyMeasured
    ? figure(await renderSvg(chart(rows, c)), `Flagged cards first, then the largest differences (at most ${CHART_CARDS} cards): each agent's use rate with its 95% interval.`)
    : '';
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font:15px/1.45 system-ui,sans-serif;max-width:1000px;margin:2em auto;padding:0 1em;color:#222}table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{border-bottom:1px solid #ddd;padding:.25em .6em}th{background:#f4f4f4}figcaption{color:#555;font-size:13px}</style></head><body>`,
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(introText(rows, c))}</p>`,
    section.html,
    svg,
    '<h2>Every card</h2>',
    `<table><tr>${cols.map((k) => `<th>${escapeHtml(k)}</th>`).join('')}</tr>${shown.map((r) => `<tr>${cols.map((k) => `<td>${escapeHtml(r[k]!)}</td>`).join('')}</tr>`).join('')}</table>`,
    '</body></html>',
    '',
  ].join('\n');
  const csv = aq.from(
    rows.map((r) => ({
      card: r.name,
      ...(rows.some((x) => x.section !== undefined) ? { section: r.section ?? null } : {}),
      type: r.type,
      use: r.use,
      ...csvRate('fast', r.fast),
      ...csvRate('search', r.search),
      difference: num(r.gap?.diff, 6),
      difference_low: r.gap ? num(r.gap.low, 6) : null,
      difference_high: r.gap ? num(r.gap.high, 6) : null,
      verdict: r.verdict,
    })),
  );
  writeFileSync(join(dir, 'blind-spots.md'), md);
  writeFileSync(join(dir, 'blind-spots.html'), html);
  writeFileSync(join(dir, 'blind-spots.csv'), csv.toCSV() + '\n');
  return ['blind-spots.md', 'blind-spots.html', 'blind-spots.csv'];
}
