// index.html, sweep.html and compare.html in headless Chromium (issue 44: the pages a designer
// opens after a sweep or a compare look and read like the report): no console errors, the
// report's style, findings first, and charts free of repeated or cut labels.

import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { compareHtml } from '../../src/report/compare.js';
import { writeSweepReport } from '../../src/report/sweep.js';
import { writeReport } from '../../src/report/write.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { playBatch } from '../../src/sim/worker.js';
import { BLOCKS, blockSpan } from '../../src/stats/counts.js';
import { compareRuns } from '../../src/stats/run-comparison.js';
import { summarize } from '../../src/stats/summary.js';
import { sweepSummary } from '../../src/stats/sweep.js';
import { tempDir } from '../support/temp-dir.js';
import type { ReportPage } from '../report/report-page.js';
import { chartDefects, openReport } from '../report/report-page.js';

const chromium = existsSync('/usr/bin/chromium');

/** Plays an experiment in this process and gives its summary, layout and blocks. */
async function played(spec: Record<string, unknown>) {
  const exp = await experimentFromSpec(spec);
  const p = prepareExperiment(exp);
  const blocks = new Float64Array(BLOCKS * p.layout.size);
  const span = blockSpan(exp.matches);
  for (let b = 0; b * span < exp.matches; b++) blocks.set(playBatch(p, b * span, Math.min(exp.matches, (b + 1) * span), null).counts, b * p.layout.size);
  return { exp, layout: p.layout, blocks, summary: summarize(exp, p.layout, blocks, []) };
}

function expectStyled(page: ReportPage): void {
  expect(page.errors).toEqual([]);
  expect(page.style.font).toContain('system-ui');
  expect(page.style.tableBorders).toBe('collapse');
  expect(page.charts.flatMap(chartDefects)).toEqual([]);
}

describe.skipIf(!chromium)('sweep.html in Chromium', () => {
  let page: ReportPage;
  beforeAll(async () => {
    const r = await played({ name: 'sweep', game: 'coin', randomDecks: true, agents: ['random'], ablation: { cards: ['Ace'] }, matches: 2000, seed: 5, sweep: { card: 'Ace', field: 'value', values: [-0.6, -0.3, 0, 0.3, 0.6] } });
    const dir = tempDir('bl-sweep-html-');
    await writeSweepReport(dir, sweepSummary(r.exp, r.layout, r.blocks)!, 'sweep');
    page = await openReport(pathToFileURL(join(dir, 'sweep.html')).href);
  });

  it("is styled as index.html and opens with the sweep's target and findings", () => {
    expectStyled(page);
    expect(page.headings[0]).toBe("Sweep of Ace's value: sweep");
    expect(page.findings[0]).toMatch(/^Target: the effect of holding the card against a blank of its kind \(ablation, points\)/);
    expect(page.findings.some((l) => /rises with value/.test(l))).toBe(true);
  });

  it('draws the target with its axis in points, and a table with a row per value', () => {
    expect(page.charts).toHaveLength(1);
    expect(page.charts[0]!.title).toContain('effect of holding (points) by');
    expect(page.tables[0]!.header).toContain('effect of holding, points (95%)');
    expect(page.tables[0]!.rows).toHaveLength(5);
  });
});

describe.skipIf(!chromium)('compare.html in Chromium', () => {
  let page: ReportPage;
  beforeAll(async () => {
    const spec = { name: 'c', game: 'coin', randomDecks: true, agents: ['random'], matches: 2000, seed: 4 };
    const a = await played(spec);
    const b = await played({ ...spec, patch: { Ace: { value: 0.8 } } });
    const side = (r: typeof a) => ({ summary: r.summary, exp: r.exp, blocks: null, cards: null, texts: [], kept: true });
    const file = join(tempDir('bl-compare-html-'), 'compare.html');
    writeFileSync(file, await compareHtml(compareRuns(side(a), side(b))));
    page = await openReport(pathToFileURL(file).href);
  });

  it('is styled as index.html, names the patch and judges each card by its deciding measure', () => {
    expectStyled(page);
    expect(page.headings).toEqual(expect.arrayContaining(['Card edits', 'cards']));
    const cards = page.tables.find((t) => t.heading === 'cards')!;
    expect(cards.header.slice(0, 2)).toEqual(['card', 'deciding measure']);
    for (const r of cards.rows) expect(r[1]).toBe('adjusted effect');
    expect(cards.rows[0]![0]).toBe('Ace');
    expect(cards.rows[0]!.at(-1)).toBe('changed');
  });

  it("draws each card's change in its adjusted effect", () => {
    expect(page.charts).toHaveLength(1);
    expect(page.charts[0]!.title).toBe("Change in each card's adjusted effect per copy (points, 95% intervals)");
  });
});

describe.skipIf(!chromium)('index.html of a run whose matches last hundreds of decisions', () => {
  let page: ReportPage;
  let decisions: { median: number; p90: number };
  beforeAll(async () => {
    const r = await played({ name: 'long', game: 'warlords', randomDecks: true, agents: ['heuristic'], matches: 64, seed: 3 });
    decisions = r.summary.decisions;
    const dir = tempDir('bl-long-html-');
    await writeReport(dir, r.summary, { runId: 'long', runDir: dir, command: 'balance-lab' });
    page = await openReport(pathToFileURL(join(dir, 'index.html')).href);
  });

  it('gives the match length as counted, and draws its histogram in bars of equal width without repeated labels', () => {
    expectStyled(page);
    expect(decisions.median).toBeGreaterThan(256);
    const html = page.charts.find((c) => c.title === 'Match length in decisions')!;
    expect(html.axes.find((a) => a.orient === 'x')!.labels.length).toBeGreaterThan(3);
    expect(html.caption).toContain('lengths.csv has every length');
  });
});
