// Charts for the reports: vega-lite specs rendered to SVG in Node (no canvas, no browser),
// inlined into index.html so a report is one self-contained file.

import * as vega from 'vega';
import * as vl from 'vega-lite';

type Spec = Record<string, unknown>;

const FONT = { font: 'system-ui, sans-serif', labelFont: 'system-ui, sans-serif', titleFont: 'system-ui, sans-serif' };

/** Renders a vega-lite spec to an SVG string. */
export async function renderSvg(spec: Spec): Promise<string> {
  const full = { $schema: 'https://vega.github.io/schema/vega-lite/v6.json', config: { font: FONT.font, axis: { labelFont: FONT.labelFont, titleFont: FONT.titleFont } }, ...spec };
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

const VERDICT_COLORS = { domain: ['too strong', 'too weak', 'balanced', 'undetermined'], range: ['#c0392b', '#2471a3', '#27ae60', '#7f8c8d'] };

/**
 * Point estimates with 95% interval bars, one row per item, the designer's band shaded and
 * the baseline drawn (for example card GP win rate against 50%, or ablation change against 0).
 */
export function intervalChart(rows: readonly IntervalRow[], opts: { title: string; xTitle: string; band?: { low: number; high: number }; baseline?: number; percent?: boolean }): Spec {
  const fmt = opts.percent ? '.0%' : '.2f';
  const y = { field: 'label', type: 'nominal', sort: { field: 'estimate', order: 'descending' }, title: null };
  // Colour by verdict only when the rows carry one (win rates of agents have none).
  const coloured = rows.some((r) => r.verdict !== undefined);
  const color = coloured ? { color: { field: 'verdict', type: 'nominal', scale: VERDICT_COLORS, legend: { title: null, orient: 'bottom' } } } : {};
  const layers: Spec[] = [];
  if (opts.band) layers.push({ data: { values: [opts.band] }, mark: { type: 'rect', color: '#eafaf1' }, encoding: { x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } });
  if (opts.baseline !== undefined) layers.push({ data: { values: [{ b: opts.baseline }] }, mark: { type: 'rule', color: '#999', strokeDash: [4, 3] }, encoding: { x: { field: 'b', type: 'quantitative' } } });
  layers.push({ mark: { type: 'rule', strokeWidth: 2, color: '#4a7bb7' }, encoding: { y, x: { field: 'low', type: 'quantitative', title: opts.xTitle, axis: { format: fmt }, scale: { zero: false } }, x2: { field: 'high' }, ...color } });
  layers.push({
    mark: { type: 'point', filled: true, size: 40, color: '#1b2631' },
    encoding: {
      y,
      x: { field: 'estimate', type: 'quantitative' },
      ...color,
      tooltip: [{ field: 'label' }, { field: 'estimate', format: fmt }, { field: 'low', format: fmt }, { field: 'high', format: fmt }],
    },
  });
  return { title: opts.title, width: 480, height: { step: 14 }, data: { values: rows.map((r) => ({ ...r })) }, layer: layers };
}

/** A scatter of two per-item figures (for example IWD against play rate). */
export function scatterChart(rows: readonly { label: string; x: number; y: number }[], opts: { title: string; xTitle: string; yTitle: string }): Spec {
  return {
    title: opts.title,
    width: 420,
    height: 300,
    data: { values: rows },
    mark: { type: 'point', filled: true },
    encoding: {
      x: { field: 'x', type: 'quantitative', title: opts.xTitle },
      y: { field: 'y', type: 'quantitative', title: opts.yTitle },
      tooltip: [{ field: 'label' }, { field: 'x', format: '.3f' }, { field: 'y', format: '.3f' }],
    },
  };
}

/** A matchup heatmap: rows' win rate against columns, coloured around the baseline. */
export function heatmapChart(cells: readonly { row: string; col: string; value: number | null }[], opts: { title: string; baseline: number }): Spec {
  return {
    title: opts.title,
    data: { values: cells.filter((c) => c.value !== null) },
    mark: 'rect',
    width: { step: 28 },
    height: { step: 20 },
    encoding: {
      y: { field: 'row', type: 'nominal', title: null },
      x: { field: 'col', type: 'nominal', title: 'against', axis: { labelAngle: -40 } },
      color: { field: 'value', type: 'quantitative', title: 'win rate', scale: { scheme: 'redblue', domainMid: opts.baseline, reverse: true } },
      tooltip: [{ field: 'row' }, { field: 'col' }, { field: 'value', format: '.1%' }],
    },
  };
}

/** A histogram from pre-binned counts. */
export function histogramChart(bins: readonly { low: number; count: number }[], opts: { title: string; xTitle: string }): Spec {
  return {
    title: opts.title,
    width: 420,
    height: 160,
    data: { values: bins },
    mark: { type: 'bar', color: '#5d6d7e' },
    encoding: { x: { field: 'low', type: 'ordinal', title: opts.xTitle, axis: { labelOverlap: true } }, y: { field: 'count', type: 'quantitative', title: 'matches' } },
  };
}
