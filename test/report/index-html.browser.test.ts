// A run's index.html in headless Chromium: no console errors, every chart drawn. Needs
// /usr/bin/chromium (scripts/ensure-chromium.sh installs it); skipped where it is absent.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeReport } from '../../src/report/write.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { playBatch } from '../../src/sim/worker.js';
import { BLOCKS } from '../../src/stats/counts.js';
import { summarize } from '../../src/stats/summary.js';
import { checkPage } from '../browser/chromium.js';
import { tempDir } from '../support/temp-dir.js';

describe('index.html', () => {
  it.skipIf(!existsSync('/usr/bin/chromium'))('opens without errors and draws the agent, matchup and length charts', async () => {
    const exp = await experimentFromSpec({ name: 'html', game: 'tictactoe', agents: ['random', 'greedy', 'heuristic'], matches: 300, seed: 2 });
    const p = prepareExperiment(exp);
    const blocks = new Float64Array(BLOCKS * p.layout.size);
    blocks.set(playBatch(p, 0, 300, null).counts);
    const dir = tempDir('balance-lab-html-');
    await writeReport(dir, summarize(exp, p.layout, blocks, []), { runId: 'html', runDir: dir, command: 'balance-lab' });
    const page = await checkPage(pathToFileURL(join(dir, 'index.html')).href);
    expect(page.errors).toEqual([]);
    expect(page.title).toBe('html: tictactoe');
    expect(page.charts.map((c) => c.title.split(' ')[0])).toEqual(['Agent', 'Win', 'Agent', 'Matches', 'Matches']);
    for (const c of page.charts) {
      expect(c.marks).toBeGreaterThan(5);
      expect(c.width).toBeGreaterThan(100);
    }
  });
});

describe('index.html with card impact', () => {
  it.skipIf(!existsSync('/usr/bin/chromium'))('shows findings first and draws the card, ablation, IWD and rating charts without errors', async () => {
    const exp = await experimentFromSpec({ name: 'cards', game: 'coin', randomDecks: true, agents: ['random', 'heuristic'], ablation: { cards: ['Ace', 'Brick'] }, matches: 4000, seed: 3 });
    const p = prepareExperiment(exp);
    const blocks = new Float64Array(BLOCKS * p.layout.size);
    const span = Math.ceil(4000 / BLOCKS);
    for (let b = 0; b * span < 4000; b++) {
      const r = playBatch(p, b * span, Math.min(4000, (b + 1) * span), null);
      blocks.set(r.counts, b * p.layout.size);
    }
    const dir = tempDir('balance-lab-html-');
    await writeReport(dir, summarize(exp, p.layout, blocks, []), { runId: 'cards', runDir: dir, command: 'balance-lab' });
    const page = await checkPage(pathToFileURL(join(dir, 'index.html')).href);
    expect(page.errors).toEqual([]);
    const titles = page.charts.map((c) => c.title);
    for (const expected of ['Card GP win rate', 'Ablation', 'Improvement when drawn', 'Agent Elo']) expect(titles.some((t) => t.startsWith(expected)), `${expected} in ${titles.join(' | ')}`).toBe(true);
    for (const c of page.charts) expect(c.marks).toBeGreaterThan(5);
  });
});
