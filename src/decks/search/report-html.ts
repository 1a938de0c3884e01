// deck-search.html: the archive as a map, the metagame's matchups as a heatmap, and the meta's
// weight on each deck and card against the card's pool share, as charts rendered to inline SVG.

import { join } from 'node:path';
import { writeWhole } from '../../core/write-whole.js';
import { escapeHtml, figure, REPORT_STYLE } from '../../report/html.js';
import { heatmapChart, renderSvg } from '../../report/vega-charts.js';
import { controlsMarkdown, jointName } from './controls.js';
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

/** A Markdown line of the report as HTML: escaped, with its **bold** and `code`. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/`(.+?)`/g, '<code>$1</code>');
}

/** The control runs as the Markdown report gives them (items and their indented sentences), with the A/A's joint metagame as a chart. */
async function controlsHtml(run: SearchRun): Promise<string> {
  const controls = run.controls ?? [];
  const lines = controlsMarkdown({ result: run.result, meta: run.meta, seed: run.exp.seed }, controls, (id) => run.cards.cards[id]!.name);
  if (lines.length === 0) return '';
  const items: string[] = [];
  for (const line of lines.slice(1)) {
    if (line.startsWith('- ')) items.push(inline(line.slice(2)));
    else if (line.startsWith('  ') && items.length > 0) items[items.length - 1] += ` ${inline(line.trim())}`;
  }
  const intro = lines.slice(1).find((l) => l !== '' && !l.startsWith('-') && !l.startsWith(' ')) ?? '';
  const out = [`<h2>Control runs</h2>`, `<p>${inline(intro)}</p>`, `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`];
  for (const c of controls) {
    if (!c.joint) continue;
    const j = c.joint;
    const rows = j.decks.map((d, k) => ({ label: jointName(d, run.exp.seed, c.seed), series: d.first > 0 && d.second > 0 ? 'both seeds' : `seed ${d.first > 0 ? run.exp.seed : c.seed}`, value: j.meta.nash[k]! }));
    out.push(figure(await renderSvg(shareBars(rows, "The A/A's joint metagame: each deck's Nash weight")), `Both searches' decks played in one metagame (${j.matches} matches), coloured by the search that found them; the Markdown report gives each search's share with its 95% interval.`));
  }
  return out.join('\n');
}

export async function writeSearchHtml(dir: string, run: SearchRun): Promise<void> {
  const { result, meta } = run;
  const name = (id: number): string => `deck-${id}`;
  const figures: string[] = [];
  // The archive: the first axis down, the second across (one column when there is one axis).
  // With restarts, a cell shows the fittest of the restarts' elites there.
  const byCell = new Map<string, { row: string; col: string; value: number }>();
  for (const id of result.archive) {
    const r = result.records[id - 1]!;
    const held = byCell.get(r.cell);
    if (!held || r.fitness.rate > held.value) byCell.set(r.cell, { row: r.bins[0] ?? 'all', col: r.bins[1] ?? 'all', value: r.fitness.rate });
  }
  const restarts = result.restarts.length > 1 ? ` Of the ${result.restarts.length} restarts' elites in a cell, the fittest in its own restart is shown.` : '';
  figures.push(figure(await renderSvg(heatmapChart([...byCell.values()], { title: 'The archive: the elite of each cell and its fitness', baseline: 0.5 })), `Each cell holds the best deck found with those ${result.axes.join(' and ') || 'features'}; its fitness is its win share against the archive's best decks of the last generation it was measured in.${restarts}`));
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
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${REPORT_STYLE}</style></head><body><h1>${escapeHtml(title)}</h1><p>The figures and their intervals are in <a href="deck-search.md">deck-search.md</a>; every deck measured is in <a href="decks.csv">decks.csv</a>.</p>${figures.join('\n')}${await controlsHtml(run)}</body></html>\n`;
  writeWhole(join(dir, 'deck-search.html'), html);
}
