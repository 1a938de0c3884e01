// Charts for the reports: vega-lite specs rendered to SVG in Node (no canvas, no browser),
// inlined into index.html so a report is one self-contained file.

import * as vega from 'vega';
import * as vl from 'vega-lite';

type Spec = Record<string, unknown>;

const FONT = 'system-ui, sans-serif';

/**
 * Numbers the SVG gradients and clip paths of the charts rendered next from 0. Vega counts them
 * for the whole process; the charts of one page need distinct ids, and a command's pages must not
 * depend on what the process rendered before it.
 */
export function restartChartIds(): void {
  vega.resetSVGDefIds();
}

/** Renders a vega-lite spec to an SVG string. */
export async function renderSvg(spec: Spec): Promise<string> {
  // labelLimit 0: vega cuts labels at 180 px by default, which truncates faction pairs.
  const config = { font: FONT, axis: { labelFont: FONT, titleFont: FONT, labelLimit: 0 }, legend: { labelLimit: 0 }, title: { limit: 0 } };
  const full = { $schema: 'https://vega.github.io/schema/vega-lite/v6.json', config, ...spec };
  const compiled = vl.compile(full as vl.TopLevelSpec).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

export interface IntervalRow {
  readonly label: string;
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
  /** Verdict shown as colour: too strong, too weak, balanced, undetermined. */
  readonly verdict?: string;
}

/**
 * How a chart's values read. Each unit's ticks step by at least one unit of its label's
 * precision, so no two ticks carry the same label:
 * percent: rates as 0-1, labelled "45%"; points: differences already in percentage points,
 * labelled "+3"; whole: whole numbers (Elo, counts); number: vega's defaults.
 */
export type Unit = 'percent' | 'points' | 'whole' | 'number';

const AXIS: Record<Unit, { format?: string; tickMinStep?: number; labelExpr?: string }> = {
  percent: { format: '.0%', tickMinStep: 0.01 },
  points: { format: 'd', tickMinStep: 1, labelExpr: "datum.value > 0 ? '+' + datum.label : datum.label" },
  whole: { format: 'd', tickMinStep: 1 },
  number: {},
};
/** Tooltip formats: one decimal more than the axis. */
const TIP: Record<Unit, string> = { percent: '.1%', points: '+.1f', whole: 'd', number: '.3f' };

const VERDICT_COLORS = { domain: ['too strong', 'too weak', 'balanced', 'undetermined'], range: ['#c0392b', '#2471a3', '#27ae60', '#7f8c8d'] };

/**
 * Point estimates with 95% interval bars, one row per item, the designer's band shaded and
 * the baseline drawn (for example card GP win rate against 50%, or the effect of holding a
 * card against 0). `colors` replaces the verdict colours for rows labelled otherwise.
 */
export function intervalChart(rows: readonly IntervalRow[], opts: { title: string; xTitle: string; band?: { low: number; high: number }; baseline?: number; unit?: Unit; colors?: { domain: string[]; range: string[] } }): Spec {
  const unit = opts.unit ?? 'number';
  const y = { field: 'label', type: 'nominal', sort: { field: 'estimate', order: 'descending' }, title: null };
  // Colour by verdict only when the rows carry one (win rates of agents have none).
  const coloured = rows.some((r) => r.verdict !== undefined);
  const color = coloured ? { color: { field: 'verdict', type: 'nominal', scale: opts.colors ?? VERDICT_COLORS, legend: { title: null, orient: 'bottom' } } } : {};
  const layers: Spec[] = [];
  if (opts.band) layers.push({ data: { values: [opts.band] }, mark: { type: 'rect', color: '#eafaf1' }, encoding: { x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } });
  if (opts.baseline !== undefined) layers.push({ data: { values: [{ b: opts.baseline }] }, mark: { type: 'rule', color: '#999', strokeDash: [4, 3] }, encoding: { x: { field: 'b', type: 'quantitative' } } });
  layers.push({ mark: { type: 'rule', strokeWidth: 2, color: '#4a7bb7' }, encoding: { y, x: { field: 'low', type: 'quantitative', title: opts.xTitle, axis: AXIS[unit], scale: { zero: false } }, x2: { field: 'high' }, ...color } });
  layers.push({
    mark: { type: 'point', filled: true, size: 40, color: '#1b2631' },
    encoding: {
      y,
      x: { field: 'estimate', type: 'quantitative' },
      ...color,
      tooltip: [{ field: 'label' }, { field: 'estimate', format: TIP[unit] }, { field: 'low', format: TIP[unit] }, { field: 'high', format: TIP[unit] }],
    },
  });
  return { title: opts.title, width: 480, height: { step: 14 }, data: { values: rows.map((r) => ({ ...r })) }, layer: layers };
}

/** A matchup heatmap: rows' win rate against columns, coloured around the baseline, each cell with its number. */
export function heatmapChart(cells: readonly { row: string; col: string; value: number | null }[], opts: { title: string; baseline: number }): Spec {
  const x = { field: 'col', type: 'nominal', title: 'against', axis: { labelAngle: -40 } };
  const y = { field: 'row', type: 'nominal', title: null };
  return {
    title: opts.title,
    data: { values: cells.filter((c) => c.value !== null) },
    width: { step: 44 },
    height: { step: 24 },
    layer: [
      {
        mark: 'rect',
        encoding: {
          y,
          x,
          color: { field: 'value', type: 'quantitative', title: 'win rate', scale: { scheme: 'redblue', domainMid: opts.baseline, reverse: true }, legend: { format: '.0%' } },
          tooltip: [{ field: 'row' }, { field: 'col' }, { field: 'value', format: '.1%' }],
        },
      },
      {
        mark: { type: 'text', fontSize: 11 },
        encoding: {
          y,
          x,
          text: { field: 'value', type: 'quantitative', format: '.0%' },
          // White on the dark ends of the scale, black in the pale middle.
          color: { condition: { test: `abs(datum.value - ${opts.baseline}) > 0.3`, value: 'white' }, value: 'black' },
        },
      },
    ],
  };
}

/** At most this many bars: wider ranges are drawn in groups of equal width. */
const MAX_BARS = 60;

/**
 * Counts regrouped for drawing: bins whose values span more than MAX_BARS are summed into
 * groups of a round width (1, 2, 5, 10, 20, ...), each labelled by its lowest value.
 */
export function displayBins(bins: readonly { low: number; count: number }[]): { low: number; count: number }[] {
  if (bins.length === 0) return [];
  const span = bins.at(-1)!.low - bins[0]!.low + 1;
  if (span <= MAX_BARS) return [...bins];
  // Widths 1, 2, 5, 10, 20, 50, ...: the first that keeps the bars within MAX_BARS.
  let width = 1;
  for (let k = 1; span / width > MAX_BARS; k++) width = [1, 2, 5][k % 3]! * 10 ** Math.floor(k / 3);
  const out = new Map<number, number>();
  for (const b of bins) {
    const low = Math.floor(b.low / width) * width;
    out.set(low, (out.get(low) ?? 0) + b.count);
  }
  return [...out].map(([low, count]) => ({ low, count }));
}

/** A histogram from pre-binned counts (regrouped by displayBins when they span many values). */
export function histogramChart(bins: readonly { low: number; count: number }[], opts: { title: string; xTitle: string }): Spec {
  return {
    title: opts.title,
    width: 420,
    height: 160,
    data: { values: displayBins(bins) },
    mark: { type: 'bar', color: '#5d6d7e' },
    encoding: { x: { field: 'low', type: 'ordinal', title: opts.xTitle, axis: { labelOverlap: true } }, y: { field: 'count', type: 'quantitative', title: 'matches', axis: AXIS.whole } },
  };
}
