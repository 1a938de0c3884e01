// deck-search.html: the archive as a map, the metagame's matchups as a heatmap, and the meta's
// weight on each deck and card against the card's pool share, as charts rendered to inline SVG.

import { join } from 'node:path';
import { writeWhole } from '../../core/write-whole.js';
import { escapeHtml, figure, REPORT_STYLE } from '../../report/html.js';
import { heatmapChart, renderSvg } from '../../report/vega-charts.js';
import type { SearchRun } from './report.js';

type Spec = Record<string, unknown>;

/** Horizontal bars of shares (0-1), one colour per series, largest first. */
function shareBars(rows: readonly { label: string; series: string; value: number }[], title: string): Spec {
  return {
    title,
    data: { values: rows },
    width: 420,
    mark: 'bar',
    encoding: {
      y: { field: 'label', type: 'nominal', sort: { op: 'max', field: 'value', order: 'descending' }, title: null },
      yOffset: { field: 'series' },
      x: { field: 'value', type: 'quantitative', title: 'share', axis: { format: '.0%' }, scale: { domain: [0, 1] } },
      color: { field: 'series', type: 'nominal', title: null },
      tooltip: [{ field: 'label' }, { field: 'series' }, { field: 'value', format: '.1%' }],
    },
  };
}

export async function writeSearchHtml(dir: string, run: SearchRun): Promise<void> {
  const { result, meta } = run;
  const name = (id: number): string => `deck-${id}`;
  const figures: string[] = [];
  // The archive: the first axis down, the second across (one column when there is one axis).
  const archive = result.archive.map((id) => {
    const r = result.records[id - 1]!;
    return { row: r.bins[0] ?? 'all', col: r.bins[1] ?? 'all', value: r.fitness.rate };
  });
  figures.push(figure(await renderSvg(heatmapChart(archive, { title: 'The archive: the elite of each cell and its fitness', baseline: 0.5 })), `Each cell holds the best deck found with those ${result.axes.join(' and ') || 'features'}; its fitness is its win share against the archive's best decks of the last generation it was measured in.`));
  const cells = result.meta.flatMap((a, i) => result.meta.map((b, j) => ({ row: name(a), col: name(b), value: i === j ? null : result.matrix[i]![j]!.rate })));
  figures.push(figure(await renderSvg(heatmapChart(cells, { title: 'The metagame: row deck against column deck', baseline: 0.5 })), 'Win rates of the row deck; the Markdown report gives each with its 95% interval.'));
  const weights = result.meta.flatMap((id, k) => [
    { label: name(id), series: 'Nash weight', value: meta.nash[k]! },
    { label: name(id), series: 'alpha-rank', value: meta.alphaRank[k]! },
  ]);
  figures.push(figure(await renderSvg(shareBars(weights, "The meta's weight on each deck")), 'Maximum-entropy Nash weight and alpha-rank mass of each deck of the metagame.'));
  const cards = [...meta.cards]
    .filter((c) => c.metaShare > 0.01)
    .flatMap((c) => [
      { label: c.name, series: 'meta share', value: c.metaShare },
      { label: c.name, series: 'pool share', value: c.poolShare },
    ]);
  figures.push(figure(await renderSvg(shareBars(cards, "The cards of the meta's decks")), "A card's meta share (the weight of the decks holding it) against its pool share (random legal decks holding it); cards in no deck of the meta are left out."));
  const title = `Deck search: ${run.exp.name}`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${REPORT_STYLE}</style></head><body><h1>${escapeHtml(title)}</h1><p>The figures and their intervals are in <a href="deck-search.md">deck-search.md</a>; every deck measured is in <a href="decks.csv">decks.csv</a>.</p>${figures.join('\n')}</body></html>\n`;
  writeWhole(join(dir, 'deck-search.html'), html);
}
