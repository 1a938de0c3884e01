import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { heatmapChart, intervalChart, renderSvg } from '../../src/report/vega-charts.js';
import { checkPage } from './chromium.js';
import { tempDir } from '../support/temp-dir.js';

describe('charts in Chromium', () => {
  it('render with marks and no console errors', async () => {
    const a = await renderSvg(intervalChart([{ label: 'A', estimate: 0.6, low: 0.55, high: 0.65, verdict: 'too strong' }], { title: 'GP', xTitle: 'win rate', band: { low: 0.47, high: 0.53 }, baseline: 0.5 }));
    const b = await renderSvg(heatmapChart([{ row: 'A', col: 'B', value: 0.6 }], { title: 'matchups', baseline: 0.5 }));
    const dir = tempDir('bl-browser-');
    const file = join(dir, 'index.html');
    writeFileSync(file, `<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body><figure>${a}<figcaption>GP</figcaption></figure><figure>${b}<figcaption>M</figcaption></figure></body></html>`);
    const r = await checkPage(pathToFileURL(file).href);
    expect(r.errors).toEqual([]);
    expect(r.charts).toHaveLength(2);
    for (const c of r.charts) {
      expect(c.marks).toBeGreaterThan(5);
      expect(c.width).toBeGreaterThan(50);
    }
  });
});
