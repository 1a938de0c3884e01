// The files of `compare`: compare.md (also printed), compare.html with a forest plot of the
// card changes, and compare.csv with every item of every kind. One row builder for all three.

import * as aq from 'arquero';
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

/** compare.md: what changed, card edits and warnings first. */
export function compareMarkdown(r: RunComparison): string {
  const out = [`# ${r.before} → ${r.after} (${r.game})`, ''];
  for (const w of r.warnings) out.push(`**Warning:** ${w}`, '');
  out.push(...intro(r), '');
  if (r.cardEdits.length > 0) out.push('## Card edits', '', ...r.cardEdits.map((e) => `- ${e}`), '');
  const play = new Map(r.kinds.find((k) => k.kind === 'play rate')?.changes.map((c) => [c.key, c]) ?? []);
  const abl = new Map(r.ablation.map((a) => [a.card, a]));
  for (const k of r.kinds) {
    if (k.kind === 'play rate' || (k.changes.length === 0 && k.added.length === 0 && k.removed.length === 0)) continue;
    const cards = k.kind === 'cards';
    const extra = cards ? ' play rate (change) | ablation (change, points) |' : '';
    out.push(`## ${k.kind}`, '', `| item | before | after | change (points) | 95% interval | q |${extra} |`, `|:-|-:|-:|-:|:-|-:|${cards ? ':-|:-|' : ''}:-|`);
    for (const c of k.changes) {
      let more = '';
      if (cards) {
        const p = play.get(c.key);
        const a = abl.get(c.key);
        more = ` ${p ? `${pct(p.before)} → ${pct(p.after)} (${pts(p.diff)} ${pointSpan(p.low, p.high)})` : '-'} | ${a ? `${pts(a.before)} → ${pts(a.after)} (${pts(a.diff)} ${pointSpan(a.low, a.high)})` : '-'} |`;
      }
      out.push(`| ${c.key} | ${pct(c.before)} | ${pct(c.after)} | ${pts(c.diff)} | ${pointSpan(c.low, c.high)} | ${c.q.toFixed(3)} |${more} ${status(c)} |`);
    }
    if (k.added.length > 0) out.push('', `only in the second run: ${k.added.join(', ')}`);
    if (k.removed.length > 0) out.push('', `only in the first run: ${k.removed.join(', ')}`);
    out.push('');
  }
  return out.join('\n');
}

/** compare.csv: one row per item and kind, rates as fractions. */
export function compareCsv(r: RunComparison): string {
  const rows = r.kinds.flatMap((k) =>
    k.changes.map((c) => ({
      kind: k.kind, item: c.key, paired: r.paired, before: num(c.before, 6), after: num(c.after, 6), change: num(c.diff, 6), low: num(c.low, 6), high: num(c.high, 6),
      unpaired_low: num(c.unpairedLow, 6), unpaired_high: num(c.unpairedHigh, 6), p_value: num(c.p, 6), q_value: num(c.q, 6), changed: c.changed, games_before: Math.round(c.beforeGames), games_after: Math.round(c.afterGames),
    })),
  );
  const abl = r.ablation.map((a) => ({ kind: 'ablation', item: a.card, paired: false, before: num(a.before, 6), after: num(a.after, 6), change: num(a.diff, 6), low: num(a.low, 6), high: num(a.high, 6), unpaired_low: num(a.low, 6), unpaired_high: num(a.high, 6), p_value: null, q_value: null, changed: a.low > 0 || a.high < 0, games_before: null, games_after: null }));
  return aq.from([...rows, ...abl]).toCSV() + '\n';
}

const CHANGE_COLORS = { domain: ['changed', 'unchanged'], range: ['#c0392b', '#7f8c8d'] };

/** compare.html: the same tables, and a forest plot of each card's change in win rate. */
export async function compareHtml(r: RunComparison): Promise<string> {
  const parts = [`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(r.before)} → ${escapeHtml(r.after)}</title>`];
  parts.push(`<style>${REPORT_STYLE}</style></head><body>`);
  parts.push(`<h1>${escapeHtml(r.before)} → ${escapeHtml(r.after)} (${escapeHtml(r.game)})</h1>`);
  for (const w of r.warnings) parts.push(`<p class="warn"><strong>Warning:</strong> ${escapeHtml(w)}</p>`);
  parts.push(...intro(r).map((l) => `<p>${escapeHtml(l)}</p>`));
  if (r.cardEdits.length > 0) parts.push('<h2>Card edits</h2><ul>', ...r.cardEdits.map((e) => `<li>${escapeHtml(e)}</li>`), '</ul>');
  const cards = r.kinds.find((k) => k.kind === 'cards');
  if (cards && cards.changes.length > 0) {
    const rows = cards.changes.map((c) => ({ label: c.key, estimate: 100 * c.diff, low: 100 * c.low, high: 100 * c.high, verdict: c.changed ? 'changed' : 'unchanged' }));
    parts.push(
      figure(
        await renderSvg(intervalChart(rows, { title: `Change in card win rate (points, ${r.paired ? 'paired' : 'unpaired'} 95% intervals)`, xTitle: 'after minus before (points)', baseline: 0, unit: 'points', colors: CHANGE_COLORS })),
        'Each card\'s change in GP win rate (decks holding it against opponents without it), after minus before, with its 95% interval; red where Benjamini-Hochberg across the cards calls it changed.',
      ),
    );
  }
  for (const k of r.kinds) {
    if (k.changes.length === 0) continue;
    parts.push(`<h2>${escapeHtml(k.kind)}</h2><table><tr><th>item</th><th>before</th><th>after</th><th>change (points)</th><th>95% interval</th><th>q</th><th></th></tr>`);
    for (const c of k.changes) parts.push(`<tr><td>${escapeHtml(c.key)}</td><td>${pct(c.before)}</td><td>${pct(c.after)}</td><td>${pts(c.diff)}</td><td>${pointSpan(c.low, c.high)}</td><td>${c.q.toFixed(3)}</td><td>${status(c)}</td></tr>`);
    parts.push('</table>');
  }
  if (r.ablation.length > 0) {
    parts.push('<h2>Ablation (effect of holding the card, points)</h2><table><tr><th>card</th><th>before</th><th>after</th><th>change</th><th>95% interval</th></tr>');
    for (const a of r.ablation) parts.push(`<tr><td>${escapeHtml(a.card)}</td><td>${pts(a.before)}</td><td>${pts(a.after)}</td><td>${pts(a.diff)}</td><td>${pointSpan(a.low, a.high)}</td></tr>`);
    parts.push('</table>');
  }
  parts.push('</body></html>\n');
  return parts.join('\n');
}
