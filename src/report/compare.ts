// The files of `compare`: compare.md (also printed), compare.html with a forest plot of the
// card changes, and compare.csv with every item of every kind. One row builder for all three.

import * as aq from 'arquero';
import type { EffectChange } from '../stats/card-changes.js';
import type { Measure } from '../stats/card-verdict.js';
import type { PairedChange } from '../stats/paired-compare.js';
import type { RunComparison } from '../stats/run-comparison.js';
import { pct, pointSpan, signedPoints as pts } from '../stats/format.js';
import { num } from './cells.js';
import { escapeHtml, figure, REPORT_STYLE } from './html.js';
import { intervalChart, renderSvg } from './vega-charts.js';

const status = (c: PairedChange): string => (c.changed ? 'changed' : '');

function intro(r: RunComparison): string[] {
  const how = r.paired
    ? `Paired: both runs share the experiment design and seeds, so match i is the same match in both; intervals are paired over the runner's blocks (median ${(100 * r.widthRatio).toFixed(0)}% of the width of independent Newcombe intervals for the card win rates).`
    : 'Unpaired: independent Newcombe 95% intervals.';
  return [`Changes (after minus before, in percentage points) with 95% intervals. ${how} "changed": Benjamini-Hochberg q ≤ 0.05 across the items of a kind.`];
}

/** A change with its interval, in the units of its measure: "50.0% → 55.2% (+5.2 [3.1, 7.3])". */
function changeText(m: Measure | 'play rate', c: { before: number; after: number; diff: number; low: number; high: number }): string {
  const v = m === 'GP win rate' || m === 'play rate' ? pct : pts;
  return `${v(c.before)} → ${v(c.after)} (${pts(c.diff)} ${pointSpan(c.low, c.high)})`;
}

/** The rows of the cards table: each card by the measure that decides its verdict, the other measures beside it. */
function cardRows(r: RunComparison): { head: string[]; rows: string[][] } {
  const play = new Map(r.kinds.find((k) => k.kind === 'play rate')?.changes.map((c) => [c.key, c]) ?? []);
  const gp = new Map(r.kinds.find((k) => k.kind === 'cards')?.changes.map((c) => [c.key, c]) ?? []);
  const adj = new Map(r.adjusted.map((c) => [c.card, c]));
  const abl = new Map(r.ablation.map((c) => [c.card, c]));
  const value = (m: Measure, x: number): string => (m === 'GP win rate' ? pct(x) : pts(x));
  const head = ['card', 'deciding measure', 'before', 'after', 'change (points)', '95% interval', 'q', 'GP win rate (change)', ...(adj.size > 0 ? ['adjusted effect (change)'] : []), ...(abl.size > 0 ? ['ablation (change)'] : []), 'play rate (change)', ''];
  const rows = r.cards.map((c) => {
    const g = gp.get(c.card);
    const p = play.get(c.card);
    return [
      c.card, c.measure, value(c.measure, c.change.before), value(c.measure, c.change.after), pts(c.change.diff), pointSpan(c.change.low, c.change.high), c.change.q.toFixed(3),
      g ? changeText('GP win rate', g) : '-',
      ...(adj.size > 0 ? [adj.has(c.card) ? changeText('adjusted effect', adj.get(c.card)!) : '-'] : []),
      ...(abl.size > 0 ? [abl.has(c.card) ? changeText('ablation', abl.get(c.card)!) : '-'] : []),
      p ? changeText('play rate', p) : '-',
      c.change.changed ? 'changed' : '',
    ];
  });
  return { head, rows };
}

const CARDS_INTRO = "Each card's change in the measure that decides its verdict (docs/user/verdicts.md): ablation where both runs measured it, else the adjusted effect where both have one, else the GP win rate. A card edit moves the GP win rates of the cards that share decks with it; their adjusted effects, with the rest of the deck held fixed, do not follow. Adjusted effects are taken here against the cards neither run edits (each run's effects less their mean over those cards), so an edit does not move the others through the pool's average card.";

/** compare.md: what changed, card edits and warnings first. */
export function compareMarkdown(r: RunComparison): string {
  const out = [`# ${r.before} → ${r.after} (${r.game})`, ''];
  for (const w of r.warnings) out.push(`**Warning:** ${w}`, '');
  out.push(...intro(r), '');
  if (r.cardEdits.length > 0) out.push('## Card edits', '', ...r.cardEdits.map((e) => `- ${e}`), '');
  if (r.cards.length > 0) {
    const { head, rows } = cardRows(r);
    out.push('## cards', '', CARDS_INTRO, '', `| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 || i === 1 || i >= 7 ? ':-' : '-:')).join('|')}|`, ...rows.map((x) => `| ${x.join(' | ')} |`));
    const k = r.kinds.find((x) => x.kind === 'cards')!;
    if (k.added.length > 0) out.push('', `only in the second run: ${k.added.join(', ')}`);
    if (k.removed.length > 0) out.push('', `only in the first run: ${k.removed.join(', ')}`);
    out.push('');
  }
  for (const k of r.kinds) {
    if (k.kind === 'play rate' || k.kind === 'cards' || (k.changes.length === 0 && k.added.length === 0 && k.removed.length === 0)) continue;
    out.push(`## ${k.kind}`, '', '| item | before | after | change (points) | 95% interval | q | |', '|:-|-:|-:|-:|:-|-:|:-|');
    for (const c of k.changes) out.push(`| ${c.key} | ${pct(c.before)} | ${pct(c.after)} | ${pts(c.diff)} | ${pointSpan(c.low, c.high)} | ${c.q.toFixed(3)} | ${status(c)} |`);
    if (k.added.length > 0) out.push('', `only in the second run: ${k.added.join(', ')}`);
    if (k.removed.length > 0) out.push('', `only in the first run: ${k.removed.join(', ')}`);
    out.push('');
  }
  return out.join('\n');
}

/** compare.csv: one row per item and kind, rates as fractions; `decides` marks each card's verdict measure. */
export function compareCsv(r: RunComparison): string {
  const decides = new Map(r.cards.map((c) => [c.card, c.measure]));
  const kindMeasure: Partial<Record<string, Measure>> = { cards: 'GP win rate', 'adjusted effect': 'adjusted effect', ablation: 'ablation' };
  const flagOf = (kind: string, item: string): boolean | null => (kindMeasure[kind] === undefined ? null : decides.get(item) === kindMeasure[kind]);
  const rows = r.kinds.flatMap((k) =>
    k.changes.map((c) => ({
      kind: k.kind, item: c.key, paired: r.paired, before: num(c.before, 6), after: num(c.after, 6), change: num(c.diff, 6), low: num(c.low, 6), high: num(c.high, 6),
      unpaired_low: num(c.unpairedLow, 6), unpaired_high: num(c.unpairedHigh, 6), p_value: num(c.p, 6), q_value: num(c.q, 6), changed: c.changed, decides: flagOf(k.kind, c.key), games_before: Math.round(c.beforeGames), games_after: Math.round(c.afterGames),
    })),
  );
  const effects = (kind: string, list: readonly EffectChange[]) =>
    list.map((a) => ({ kind, item: a.card, paired: false, before: num(a.before, 6), after: num(a.after, 6), change: num(a.diff, 6), low: num(a.low, 6), high: num(a.high, 6), unpaired_low: num(a.low, 6), unpaired_high: num(a.high, 6), p_value: num(a.p, 6), q_value: num(a.q, 6), changed: a.changed, decides: flagOf(kind, a.card), games_before: null, games_after: null }));
  return aq.from([...rows, ...effects('adjusted effect', r.adjusted), ...effects('ablation', r.ablation)]).toCSV() + '\n';
}

const CHANGE_COLORS = { domain: ['changed', 'unchanged'], range: ['#c0392b', '#7f8c8d'] };

/** compare.html: the same tables, and a forest plot of each card's change in the measure that decides its verdict. */
export async function compareHtml(r: RunComparison): Promise<string> {
  const parts = [`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(r.before)} → ${escapeHtml(r.after)}</title>`];
  parts.push(`<style>${REPORT_STYLE}</style></head><body>`);
  parts.push(`<h1>${escapeHtml(r.before)} → ${escapeHtml(r.after)} (${escapeHtml(r.game)})</h1>`);
  for (const w of r.warnings) parts.push(`<p class="warn"><strong>Warning:</strong> ${escapeHtml(w)}</p>`);
  parts.push(...intro(r).map((l) => `<p>${escapeHtml(l)}</p>`));
  if (r.cardEdits.length > 0) parts.push('<h2>Card edits</h2><ul>', ...r.cardEdits.map((e) => `<li>${escapeHtml(e)}</li>`), '</ul>');
  const table = (head: readonly string[], rows: readonly (readonly string[])[]): string =>
    `<table><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((x) => `<tr>${x.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  if (r.cards.length > 0) {
    // One chart, in one unit: the deciding measure when every card shares it, else each card's GP win rate.
    const measures = new Set(r.cards.map((c) => c.measure));
    const one = measures.size === 1 ? r.cards[0]!.measure : null;
    const plotted = one ? r.cards.map((c) => ({ card: c.card, ...c.change })) : (r.kinds.find((k) => k.kind === 'cards')?.changes ?? []).map((c) => ({ card: c.key, ...c }));
    const what = one === 'adjusted effect' ? 'adjusted effect per copy' : one === 'ablation' ? 'effect of holding it (ablation)' : 'GP win rate';
    const rows = plotted.map((c) => ({ label: c.card, estimate: 100 * c.diff, low: 100 * c.low, high: 100 * c.high, verdict: c.changed ? 'changed' : 'unchanged' }));
    parts.push(
      '<h2>cards</h2>',
      figure(
        await renderSvg(intervalChart(rows, { title: `Change in each card's ${what} (points, 95% intervals)`, xTitle: 'after minus before (points)', baseline: 0, unit: 'points', colors: CHANGE_COLORS })),
        `Each card's change in its ${what}, after minus before, with its 95% interval (${one === null || one === 'GP win rate' ? (r.paired ? 'paired over the shared matches' : 'independent runs') : 'each run measures it with its own interval, taken as independent'}); red where Benjamini-Hochberg across the cards calls it changed.${one ? '' : ' The cards are judged by different measures here (the table names each), so the chart shows the one every card has.'}`,
      ),
      `<p>${escapeHtml(CARDS_INTRO)}</p>`,
    );
    const { head, rows: cells } = cardRows(r);
    parts.push(table(head, cells));
  }
  for (const k of r.kinds) {
    if (k.changes.length === 0 || k.kind === 'cards' || k.kind === 'play rate') continue;
    parts.push(`<h2>${escapeHtml(k.kind)}</h2>`, table(['item', 'before', 'after', 'change (points)', '95% interval', 'q', ''], k.changes.map((c) => [c.key, pct(c.before), pct(c.after), pts(c.diff), pointSpan(c.low, c.high), c.q.toFixed(3), status(c)])));
  }
  parts.push('</body></html>\n');
  return parts.join('\n');
}
