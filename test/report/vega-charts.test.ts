import { describe, expect, it } from 'vitest';
import { heatmapChart, histogramChart, intervalChart, renderSvg, restartChartIds } from '../../src/report/vega-charts.js';

describe('vega charts', () => {
  it('render interval bars with the band, heatmaps with their numbers and histograms to SVG', async () => {
    const svgs = await Promise.all([
      renderSvg(intervalChart([{ label: 'Stout-Paw Alpha', estimate: 0.58, low: 0.56, high: 0.6, verdict: 'too strong' }, { label: 'Fetid Gob', estimate: 0.5, low: 0.47, high: 0.53, verdict: 'balanced' }], { title: 'GP win rate', xTitle: 'win rate', band: { low: 0.47, high: 0.53 }, baseline: 0.5, unit: 'percent' })),
      renderSvg(heatmapChart([{ row: 'A', col: 'B', value: 0.6 }, { row: 'B', col: 'A', value: 0.4 }, { row: 'A', col: 'A', value: null }], { title: 'matchups', baseline: 0.5 })),
      renderSvg(histogramChart([{ low: 10, count: 3 }, { low: 11, count: 5 }], { title: 'length', xTitle: 'turns' })),
    ]);
    for (const svg of svgs) expect(svg.startsWith('<svg')).toBe(true);
    expect(svgs[0]).toContain('Stout-Paw Alpha');
    expect(svgs[0]).toMatch(/fill="#eafaf1"/); // the band is drawn
    expect(svgs[1]).toMatch(/>60%<\/text>/); // each cell carries its number
    expect(svgs[1]).toMatch(/>40%<\/text>/);
  });

  it('labels a long category in full (vega cuts at 180 px by default)', async () => {
    const long = 'Army of Northbourne + Sansurian Brigade + Victuun Dynasty';
    const svg = await renderSvg(intervalChart([{ label: long, estimate: 0.4, low: 0.35, high: 0.45 }], { title: 'factions', xTitle: 'win rate', unit: 'percent' }));
    expect(svg).toContain(`>${long}</text>`);
    expect(svg).not.toContain('…');
  });

  it('labels points with their sign and Elo in whole numbers', async () => {
    const labels = (svg: string): string[] => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
    const points = await renderSvg(intervalChart([{ label: 'a', estimate: 3, low: -2, high: 8 }], { title: 'holding', xTitle: 'points', unit: 'points' }));
    expect(labels(points)).toEqual(expect.arrayContaining(['+5', '0', '−2']));
    const elo = await renderSvg(intervalChart([{ label: 'a', estimate: 0.4, low: -0.3, high: 1.1 }], { title: 'Elo', xTitle: 'Elo', unit: 'whole' }));
    expect(labels(elo).filter((l) => /\d\.\d/.test(l))).toEqual([]);
  });

  it('numbers the gradients from 0 after restartChartIds, whatever the process rendered before, and apart within a page', async () => {
    const heatmap = (): Promise<string> => renderSvg(heatmapChart([{ row: 'A', col: 'B', value: 0.6 }, { row: 'B', col: 'A', value: 0.4 }], { title: 'matchups', baseline: 0.5 }));
    restartChartIds();
    const first = await heatmap();
    const second = await heatmap();
    expect(first).toContain('id="gradient_0"');
    expect(second).not.toContain('id="gradient_0"');
    restartChartIds();
    expect(await heatmap()).toBe(first);
  });
});
