import { describe, expect, it } from 'vitest';
import { heatmapChart, histogramChart, intervalChart, renderSvg, scatterChart } from '../../src/report/vega-charts.js';

describe('vega charts', () => {
  it('render interval bars with the band, scatters, heatmaps and histograms to SVG', async () => {
    const svgs = await Promise.all([
      renderSvg(intervalChart([{ label: 'Stout-Paw Alpha', estimate: 0.58, low: 0.56, high: 0.6, verdict: 'too strong' }, { label: 'Fetid Gob', estimate: 0.5, low: 0.47, high: 0.53, verdict: 'balanced' }], { title: 'GP win rate', xTitle: 'win rate', band: { low: 0.47, high: 0.53 }, baseline: 0.5, percent: true })),
      renderSvg(scatterChart([{ label: 'a', x: 0.3, y: 0.02 }], { title: 'IWD', xTitle: 'play rate', yTitle: 'IWD' })),
      renderSvg(heatmapChart([{ row: 'A', col: 'B', value: 0.6 }, { row: 'B', col: 'A', value: 0.4 }, { row: 'A', col: 'A', value: null }], { title: 'matchups', baseline: 0.5 })),
      renderSvg(histogramChart([{ low: 10, count: 3 }, { low: 11, count: 5 }], { title: 'length', xTitle: 'turns' })),
    ]);
    for (const svg of svgs) expect(svg.startsWith('<svg')).toBe(true);
    expect(svgs[0]).toContain('Stout-Paw Alpha');
    expect(svgs[0]).toMatch(/fill="#eafaf1"/); // the band is drawn
  });
});
