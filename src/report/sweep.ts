// A sweep's report: sweep.md, sweep.html (with the chart, styled as index.html) and sweep.csv
// beside the run's report. The sentences say which target the sweep brings into the band and
// why, and describe a trend only where the paired changes between values show one.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pct, pointSpan, signedPoints } from '../stats/format.js';
import type { Step, SweepPoint, SweepSummary, ValueInterval } from '../stats/sweep.js';
import { escapeHtml, figure, REPORT_STYLE } from './html.js';
import { renderSvg } from './vega-charts.js';

type Spec = Record<string, unknown>;

/** Points with a sign ("+0.7", "-3.1"; a zero unsigned, never "-0.0"). */
const points = signedPoints;
const num = (x: number): string => String(Number(x.toPrecision(4)));
const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
/** "Ace's value", or the tunable's name. */
const swept = (s: SweepSummary): string => (s.card === null ? s.field : `${s.card}'s ${s.field}`);
/** Whether the target is a win rate (a percentage) or an effect (points). */
const isRate = (s: SweepSummary): boolean => s.target === 'win rate';
/** A figure of the target: "55.0%" or "+3.1". */
const fig = (s: SweepSummary, x: number): string => (isRate(s) ? pct(x) : points(x));
const figSpan = (s: SweepSummary, low: number, high: number): string => `[${fig(s, low)}, ${fig(s, high)}]`;

/** What the target measures, as a noun phrase. */
function targetName(s: SweepSummary): string {
  switch (s.target) {
    case 'ablation':
      return 'the effect of holding the card against a blank of its kind (ablation, points)';
    case 'adjusted effect':
      return "the card's adjusted effect (points per copy, against an average card of the pool)";
    case 'win rate':
      return `the win rate of ${s.subject}`;
  }
}

/** Why the sweep brings this target into the band. */
function targetReason(s: SweepSummary): string {
  if (s.card === null) return "A rule parameter's sweep reads the first player's win rate.";
  const chosen = s.targetChosen ? " (named by the experiment's 'target')" : '';
  switch (s.target) {
    case 'ablation':
      return `Target${chosen}: ${targetName(s)}, which decides an ablated card's verdict (docs/user/verdicts.md). At each value it is the holder's win rate minus its win rate with the blank, paired over the same ${s.base.pairs} matches.`;
    case 'adjusted effect':
      return `Target${chosen}: ${targetName(s)}, which decides a card's verdict in random-deck runs (docs/user/verdicts.md). At each value it is the effect as it is plus the value's paired change divided by the ${s.copies.toFixed(2)} copies a holder holds on average. The holder's win rate, which carries the strength of the cards it comes with, is in the table as context.`;
    case 'win rate':
      return `Target${chosen}: ${targetName(s)}, the rate of the decks the card is in, its company included. ${s.targetChosen ? '' : "The run has no causal measure of the card: with 'randomDecks: true' the sweep would target its adjusted effect, and with the card in 'ablation' the effect of holding it."}`.trim();
  }
}

/** "0.12 [0.05, 0.2]", an open side written as beyond the swept range. */
function valueText(v: ValueInterval, lowest: number, highest: number): string {
  const low = v.low === null ? `below ${num(lowest)}` : num(v.low);
  const high = v.high === null ? `above ${num(highest)}` : num(v.high);
  return `${num(v.value!)} [${low}, ${high}]`;
}

const stepText = (st: Step): string => `from ${num(st.from)} to ${num(st.to)} by ${signedPoints(st.diff)} ${pointSpan(st.low, st.high)}`;

/** How the target moves with the value, in the words the paired changes allow. */
function trendText(s: SweepSummary, lowest: number, highest: number): string {
  const what = cap(s.target === 'win rate' ? 'the win rate' : `the ${s.target === 'ablation' ? 'effect of holding the card' : 'adjusted effect'}`);
  const shown = s.steps.length > 0 ? s.steps : [s.overall!];
  switch (s.trend) {
    case 'rises':
    case 'falls':
      return `${what} ${s.trend} with ${s.field}: ${shown.map((st) => stepText(st)).join('; ')} (paired 95% intervals, corrected for the ${s.points.length} comparisons).`;
    case 'flat':
      return `${what} does not change measurably with ${s.field} between ${num(lowest)} and ${num(highest)}: every change between neighbouring values, and from the lowest to the highest (${signedPoints(s.overall!.diff)} ${pointSpan(s.overall!.low, s.overall!.high)}), lies inside its 95% interval.`;
    default:
      return `${what} is not monotone in ${s.field}: ${s.steps.map((st) => `it ${st.diff > 0 ? 'rises' : 'falls'} ${stepText(st)}`).join('; ')}. No single value balances it; the table gives each value's figure.`;
  }
}

/** The goal in words: "50.0%" or "no effect". */
const goalText = (s: SweepSummary): string => (isRate(s) ? pct(s.goal) : 'no effect (0 points)');

/** The sentences that answer "which value balances the card?". */
export function sweepFindings(s: SweepSummary): string[] {
  const asIs = s.card === null ? `${s.field} as the rules set it` : 'the card as it is';
  const out = [targetReason(s)];
  out.push(
    isRate(s)
      ? `${cap(s.subject)} wins ${pct(s.base.rate)} [${pct(s.base.low)}, ${pct(s.base.high)}] of ${s.base.pairs} paired matches with ${asIs}; the band is ${pct(s.band.low)} to ${pct(s.band.high)}.`
      : `With ${asIs}, ${targetName(s)} is ${fig(s, s.asIs.value)} ${figSpan(s, s.asIs.low, s.asIs.high)} over ${s.base.pairs} paired matches (the holder wins ${pct(s.base.rate)}); the band is ${fig(s, s.band.low)} to ${fig(s, s.band.high)}.`,
  );
  if (s.trend === null) {
    out.push(`The values of ${s.field} are not all numbers: no curve is fitted; each value's paired change is in the table.`);
    return out;
  }
  const xs = s.points.map((p) => p.value as number);
  const lowest = Math.min(...xs);
  const highest = Math.max(...xs);
  out.push(trendText(s, lowest, highest));
  if (s.trend === 'not monotone') return out;
  const b = s.balancing;
  if (b && b.value !== null) out.push(`The fitted curve meets ${goalText(s)} at ${s.field} ${valueText(b, lowest, highest)} (95% band of the curve; an open side lies beyond the swept values).`);
  else if (b) {
    const fits = s.points.map((p) => p.fit!);
    const above = fits.every((y) => y > s.goal);
    // To reach the goal the value must move toward where the curve is nearer to it.
    const lower = above === (s.trend === 'rises');
    out.push(`The fitted curve stays ${above ? 'above' : 'below'} ${goalText(s)} at every swept value of ${s.field} (${num(lowest)} to ${num(highest)}): try values ${lower ? `below ${num(lowest)}` : `above ${num(highest)}`}.`);
  }
  if (s.inBand === null) out.push(`No swept value brings the card into the band: widen the values.`);
  else out.push(`Values of ${s.field} from ${s.inBand.low === null ? `${num(lowest)} or below` : num(s.inBand.low)} to ${s.inBand.high === null ? `${num(highest)} or above` : num(s.inBand.high)} put the fitted ${s.target === 'win rate' ? 'win rate' : 'effect'} inside the band.`);
  return out;
}

function chart(s: SweepSummary): Spec {
  const rows = s.points.map((p) => ({ value: p.value as number, y: p.target, low: p.targetLow, high: p.targetHigh, fit: p.fit, fitLow: p.fitLow, fitHigh: p.fitHigh }));
  const x = { field: 'value', type: 'quantitative', title: swept(s), scale: { zero: false } };
  const y = isRate(s) ? { type: 'quantitative', axis: { format: '.0%' }, scale: { zero: false } } : { type: 'quantitative', axis: { labelExpr: "(datum.value > 0 ? '+' : '') + format(datum.value * 100, 'd')" }, scale: { zero: false } };
  const fitted = rows.some((r) => r.fit !== null);
  const what = isRate(s) ? 'win rate' : s.target === 'ablation' ? 'effect of holding (points)' : 'adjusted effect (points per copy)';
  return {
    title: `${cap(s.subject)}: ${what} by ${swept(s)} (95% intervals${fitted ? ', fitted monotone curve and band' : ''})`,
    width: 480,
    height: 280,
    layer: [
      { data: { values: [s.band] }, mark: { type: 'rect', color: '#eafaf1' }, encoding: { y: { field: 'low', ...y }, y2: { field: 'high' } } },
      { data: { values: [{ t: s.goal }] }, mark: { type: 'rule', color: '#999', strokeDash: [4, 3] }, encoding: { y: { field: 't', ...y } } },
      ...(fitted
        ? [
            { data: { values: rows }, mark: { type: 'area', color: '#aed6f1', opacity: 0.5 }, encoding: { x, y: { field: 'fitLow', ...y, title: what }, y2: { field: 'fitHigh' } } },
            { data: { values: rows }, mark: { type: 'line', color: '#2471a3' }, encoding: { x, y: { field: 'fit', ...y } } },
          ]
        : []),
      { data: { values: rows }, mark: { type: 'rule', color: '#1b2631' }, encoding: { x, y: { field: 'low', ...y, title: what }, y2: { field: 'high' } } },
      { data: { values: rows }, mark: { type: 'point', filled: true, color: '#1b2631' }, encoding: { x, y: { field: 'y', ...y }, tooltip: [{ field: 'value' }, { field: 'y', format: isRate(s) ? '.1%' : '+.3f' }, { field: 'low', format: isRate(s) ? '.1%' : '+.3f' }, { field: 'high', format: isRate(s) ? '.1%' : '+.3f' }] } },
    ],
  };
}

const HEADER = ['value', 'pairs', 'differing', 'win_rate', 'ci_low', 'ci_high', 'effect', 'effect_low', 'effect_high', 'effect_method', 'target', 'target_value', 'target_low', 'target_high', 'fit', 'fit_low', 'fit_high'];

function tableRows(s: SweepSummary): (string | number)[][] {
  return s.points.map((p) => [String(p.value), p.pairs, p.differing, p.rate, p.low, p.high, p.effect, p.effectLow, p.effectHigh, p.method, s.target, p.target, p.targetLow, p.targetHigh, p.fit ?? '', p.fitLow ?? '', p.fitHigh ?? '']);
}

const targetCell = (s: SweepSummary, p: SweepPoint): string => `${fig(s, p.target)} ${figSpan(s, p.targetLow, p.targetHigh)}`;

export async function writeSweepReport(dir: string, s: SweepSummary, title: string): Promise<string[]> {
  const lines = sweepFindings(s);
  const csv = [HEADER.join(','), ...tableRows(s).map((r) => r.map((c) => (typeof c === 'string' && /[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : String(c))).join(','))].join('\n') + '\n';
  const targetColumn = isRate(s) ? [] : [s.target === 'ablation' ? 'effect of holding, points (95%)' : 'adjusted effect, points per copy (95%)'];
  const head = [s.field, 'pairs', 'differing', 'win rate (95%)', 'change, points (paired 95%)', ...targetColumn, 'fitted (band)'];
  const rows = s.points.map((p) => [
    String(p.value),
    String(p.pairs),
    String(p.differing),
    `${pct(p.rate)} [${pct(p.low)}, ${pct(p.high)}]`,
    p.differing === 0 ? 'no replay differed' : `${points(p.effect)} [${points(p.effectLow)}, ${points(p.effectHigh)}]`,
    ...(isRate(s) ? [] : [targetCell(s, p)]),
    p.fit === null ? '-' : `${fig(s, p.fit)} ${figSpan(s, p.fitLow!, p.fitHigh!)}`,
  ]);
  const md = [
    `# Sweep of ${swept(s)}: ${title}`,
    '',
    ...lines.flatMap((l) => [l, '']),
    s.card === null
      ? `Each value replays every base match, same seeds and decks; the change in the first player's win share is paired (value minus the rules as they are).`
      : `Each value replays the base matches in which one side alone holds ${s.card}, same seeds and decks; the change is paired (value minus the card as it is).`,
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i < 3 ? '-:' : ':-')).join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    'Files: sweep.csv (the table), sweep.html (with the chart).',
    '',
  ].join('\n');
  const svg = s.trend === null ? '' : figure(await renderSvg(chart(s)), `Dots: ${isRate(s) ? 'the win rate' : 'the target'} at each value with its 95% interval; line and blue area: the fitted monotone curve and its band, where the paired changes show a trend; green: the designer's band; dashed: the goal.`);
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`Sweep of ${swept(s)}`)}</title><style>${REPORT_STYLE}</style></head><body>`,
    `<h1>${escapeHtml(`Sweep of ${swept(s)}: ${title}`)}</h1>`,
    `<ul class="findings">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    svg,
    `<table><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`,
    '<p>Files: sweep.csv (the table with every figure), sweep.md.</p>',
    '</body></html>\n',
  ].join('\n');
  writeFileSync(join(dir, 'sweep.md'), md);
  writeFileSync(join(dir, 'sweep.html'), html);
  writeFileSync(join(dir, 'sweep.csv'), csv);
  return ['sweep.md', 'sweep.html', 'sweep.csv'];
}
