// A sweep's report: sweep.md, sweep.html (with the chart) and sweep.csv beside the run's report.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pct } from '../stats/format.js';
import type { SweepSummary, ValueInterval } from '../stats/sweep.js';
import { escapeHtml, figure } from './html.js';
import { renderSvg } from './vega-charts.js';

type Spec = Record<string, unknown>;

const points = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;
const num = (x: number): string => String(Number(x.toPrecision(4)));
const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
/** "Ace's value", or the tunable's name. */
const swept = (s: SweepSummary): string => (s.card === null ? s.field : `${s.card}'s ${s.field}`);

/** "0.12 [0.05, 0.2]", an open side written as beyond the swept range. */
function valueText(v: ValueInterval, lowest: number, highest: number): string {
  if (v.value === null) return `none in the swept range (${num(lowest)} to ${num(highest)})`;
  const low = v.low === null ? `below ${num(lowest)}` : num(v.low);
  const high = v.high === null ? `above ${num(highest)}` : num(v.high);
  return `${num(v.value)} [${low}, ${high}]`;
}

/** The sentences that answer "which value balances the card?". */
export function sweepFindings(s: SweepSummary): string[] {
  const asIs = s.card === null ? `${s.field} as the rules set it` : 'the card as it is';
  const out = [`${cap(s.subject)} wins ${pct(s.base.rate)} [${pct(s.base.low)}, ${pct(s.base.high)}] of ${s.base.pairs} paired matches with ${asIs}; the band is ${pct(s.band.low)} to ${pct(s.band.high)}.`];
  if (s.direction === null) {
    out.push(`The values of ${s.field} are not all numbers: no curve is fitted; each value's paired change is in the table.`);
    return out;
  }
  const xs = s.points.map((p) => p.value as number);
  const lowest = Math.min(...xs);
  const highest = Math.max(...xs);
  out.push(`The win rate ${s.direction === 'increasing' ? 'rises' : 'falls'} with ${s.field}. The fitted curve meets ${pct(s.target)} at ${s.field} ${valueText(s.balancing!, lowest, highest)} (95% band of the curve).`);
  if (s.inBand === null) out.push(`No swept value brings the card into the band: widen the values.`);
  else out.push(`Values of ${s.field} from ${s.inBand.low === null ? `${num(lowest)} or below` : num(s.inBand.low)} to ${s.inBand.high === null ? `${num(highest)} or above` : num(s.inBand.high)} put the fitted win rate inside the band.`);
  return out;
}

function chart(s: SweepSummary): Spec {
  const rows = s.points.map((p) => ({ value: p.value as number, rate: p.rate, low: p.low, high: p.high, fit: p.fit, fitLow: p.fitLow, fitHigh: p.fitHigh }));
  const x = { field: 'value', type: 'quantitative', title: swept(s), scale: { zero: false } };
  const y = { type: 'quantitative', axis: { format: '.0%' }, scale: { zero: false } };
  return {
    title: `${cap(s.subject)}: win rate by ${swept(s)} (95% intervals, fitted monotone curve and band)`,
    width: 480,
    height: 280,
    layer: [
      { data: { values: [s.band] }, mark: { type: 'rect', color: '#eafaf1' }, encoding: { y: { field: 'low', ...y }, y2: { field: 'high' } } },
      { data: { values: [{ t: s.target }] }, mark: { type: 'rule', color: '#999', strokeDash: [4, 3] }, encoding: { y: { field: 't', ...y } } },
      { data: { values: rows }, mark: { type: 'area', color: '#aed6f1', opacity: 0.5 }, encoding: { x, y: { field: 'fitLow', ...y, title: 'win rate' }, y2: { field: 'fitHigh' } } },
      { data: { values: rows }, mark: { type: 'line', color: '#2471a3' }, encoding: { x, y: { field: 'fit', ...y } } },
      { data: { values: rows }, mark: { type: 'rule', color: '#1b2631' }, encoding: { x, y: { field: 'low', ...y }, y2: { field: 'high' } } },
      { data: { values: rows }, mark: { type: 'point', filled: true, color: '#1b2631' }, encoding: { x, y: { field: 'rate', ...y }, tooltip: [{ field: 'value' }, { field: 'rate', format: '.1%' }, { field: 'low', format: '.1%' }, { field: 'high', format: '.1%' }] } },
    ],
  };
}

const HEADER = ['value', 'pairs', 'differing', 'win_rate', 'ci_low', 'ci_high', 'effect', 'effect_low', 'effect_high', 'effect_method', 'fit', 'fit_low', 'fit_high'];

function tableRows(s: SweepSummary): (string | number)[][] {
  return s.points.map((p) => [String(p.value), p.pairs, p.differing, p.rate, p.low, p.high, p.effect, p.effectLow, p.effectHigh, p.method, p.fit ?? '', p.fitLow ?? '', p.fitHigh ?? '']);
}

export async function writeSweepReport(dir: string, s: SweepSummary, title: string): Promise<string[]> {
  const lines = sweepFindings(s);
  const csv = [HEADER.join(','), ...tableRows(s).map((r) => r.map((c) => (typeof c === 'string' && /[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : String(c))).join(','))].join('\n') + '\n';
  const md = [
    `# Sweep of ${swept(s)}: ${title}`,
    '',
    ...lines.flatMap((l) => [l, '']),
    s.card === null
      ? `Each value replays every base match, same seeds and decks; the change in the first player's win share is paired (value minus the rules as they are).`
      : `Each value replays the base matches in which one side alone holds ${s.card}, same seeds and decks; the change is paired (value minus the card as it is).`,
    '',
    `| ${s.field} | pairs | differing | win rate (95%) | change, points (paired 95%) | fitted (band) |`,
    '|-:|-:|-:|:-|:-|:-|',
    ...s.points.map((p) => `| ${String(p.value)} | ${p.pairs} | ${p.differing} | ${pct(p.rate)} [${pct(p.low)}, ${pct(p.high)}] | ${p.differing === 0 ? 'no replay differed' : `${points(p.effect)} [${points(p.effectLow)}, ${points(p.effectHigh)}]`} | ${p.fit === null ? '-' : `${pct(p.fit)} [${pct(p.fitLow!)}, ${pct(p.fitHigh!)}]`} |`),
    '',
    'Files: sweep.csv (the table), sweep.html (with the chart).',
    '',
  ].join('\n');
  const svg = s.direction === null ? '' : figure(await renderSvg(chart(s)), "Dots: the win rate at each value with its 95% interval; line and blue area: the fitted monotone curve and its band; green: the designer's band; dashed: the expected rate.");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`Sweep of ${swept(s)}`)}</title></head><body><h1>${escapeHtml(`Sweep of ${swept(s)}`)}</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${svg}<table><tr>${HEADER.map((h) => `<th>${h}</th>`).join('')}</tr>${tableRows(s)
    .map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(typeof c === 'number' ? num(c) : c)}</td>`).join('')}</tr>`)
    .join('')}</table></body></html>\n`;
  writeFileSync(join(dir, 'sweep.md'), md);
  writeFileSync(join(dir, 'sweep.html'), html);
  writeFileSync(join(dir, 'sweep.csv'), csv);
  return ['sweep.md', 'sweep.html', 'sweep.csv'];
}
