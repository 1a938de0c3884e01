// Reports of real Warsong runs (the quickstart, a card-impact run with ablation, a tournament)
// opened in headless Chromium: no console errors, the findings ranked with "fix these first"
// on top, and every chart free of the defects designers reported: repeated tick labels, cut
// labels, heatmaps without their numbers, IWD in other units than its table, decks without
// band and verdict colours, Elo with decimals. Needs /usr/bin/chromium, which
// `npm run test:browser` installs first when missing (scripts/ensure-system-packages.sh).

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { figure } from '../../src/report/html.js';
import { histogramChart, intervalChart, renderSvg } from '../../src/report/vega-charts.js';
import { writeReport } from '../../src/report/write.js';
import { experimentFromSpec, loadExperiment } from '../../src/sim/experiment.js';
import type { Summary } from '../../src/stats/summary.js';
import { tempDir } from '../support/temp-dir.js';
import { playSummary } from './play-summary.js';
import type { ChartView, ReportPage } from './report-page.js';
import { chartDefects, openReport } from './report-page.js';

const TOO_STRONG = '#c0392b';
const TOO_WEAK = '#2471a3';
const BAND = '#eafaf1';

async function report(s: Summary, runId: string): Promise<{ page: ReportPage; dir: string }> {
  const dir = tempDir('balance-lab-html-');
  await writeReport(dir, s, { runId, runDir: dir, command: 'balance-lab' });
  return { page: await openReport(pathToFileURL(join(dir, 'index.html')).href), dir };
}

const chart = (page: ReportPage, title: string): ChartView => {
  const c = page.charts.find((x) => x.title.startsWith(title));
  if (!c) throw new Error(`no chart '${title}' in: ${page.charts.map((x) => x.title).join(' | ')}`);
  return c;
};
const axis = (c: ChartView, orient: 'x' | 'y') => c.axes.find((a) => a.orient === orient)!;
const table = (page: ReportPage, heading: string) => page.tables.find((t) => t.heading.startsWith(heading))!;

describe('quickstart report in Chromium', () => {
  let page: ReportPage;
  beforeAll(async () => {
    ({ page } = await report(playSummary(await loadExperiment('experiments/quickstart.yaml', { matches: 400 })), 'quickstart'));
  });

  it('names the card set and its hash, then lists what to fix first', () => {
    expect(page.errors).toEqual([]);
    expect(page.intro).toMatch(/Cards: the game's embedded set 'diamond-of-the-north-starter', hash [0-9a-f]{16}\./);
    expect(page.headings.slice(1, 3)).toEqual(['Fix these first', 'Findings']);
    expect(page.fixFirst.length).toBeGreaterThan(0);
    expect(page.fixFirst.length).toBeLessThanOrEqual(3);
  });

  it('tells a deck that is its faction once, and says what the two weak decks share', () => {
    // Each starter deck is its faction's only deck: no separate faction finding.
    expect(page.findings.filter((f) => f.includes('(faction,'))).toEqual([]);
    expect(page.findings.filter((f) => f.startsWith('Sansurian Siege'))).toHaveLength(1);
    expect(page.findings.find((f) => f.startsWith('Sansurian Siege'))).toContain('the only Sansurian Brigade deck');
    const remark = page.findings.find((f) => f.includes('are the only 18-card decks'));
    expect(remark).toBeDefined();
    expect(remark).toContain('Sansurian Siege');
    expect(remark).toContain('Victuun Court');
    // Ranked by the gap from 50%: the weakest deck (about 17%) comes before the rest.
    expect(page.findings[0]).toMatch(/^Sansurian Siege \(deck, 18 cards, too weak/);
    // Cards of fixed decks get no verdict column (not tested), so no "undetermined" rows.
    expect(table(page, 'Cards').header).not.toContain('verdict');
  });

  it('draws the deck chart like the faction chart: band and verdict colours', () => {
    const decks = chart(page, 'Decks');
    expect(decks.colours).toEqual(expect.arrayContaining([TOO_STRONG, TOO_WEAK, BAND]));
    expect(axis(decks, 'x').title).toBe('mean matchup win rate');
  });

  it('writes every heatmap cell its number', () => {
    const heat = chart(page, 'Win rate of the row deck');
    expect(heat.markRects).toBe(20); // five decks, every ordered pair
    expect(heat.markTexts).toHaveLength(20);
    for (const t of heat.markTexts) expect(t).toMatch(/^\d{1,3}%$/);
  });

  it('draws every chart without repeated or cut labels', () => {
    expect(page.charts.length).toBeGreaterThanOrEqual(5);
    expect(page.charts.flatMap(chartDefects)).toEqual([]);
  });
});

describe('card-impact report in Chromium', () => {
  let page: ReportPage;
  let dir: string;
  beforeAll(async () => {
    const exp = await experimentFromSpec({ name: 'card-impact', game: 'warsong', randomDecks: true, agents: ['heuristic'], ablation: { cards: ['The Great Fae Tree', 'Sansurian Veteran'] }, matches: 3000, seed: 1 });
    ({ page, dir } = await report(playSummary(exp), 'card-impact'));
  });

  it('opens without errors, findings first', () => {
    expect(page.errors).toEqual([]);
    expect(page.headings[1]).toMatch(/^(Fix these first|Findings)$/);
    expect(page.findings.length).toBeGreaterThan(0);
  });

  it('says the effect of holding the card with one sign in finding, table, chart and axis', () => {
    const abl = chart(page, 'Ablation');
    expect(abl.title).toContain('effect of holding the card');
    expect(axis(abl, 'x').title).toBe('effect of holding the card (points)');
    expect(abl.caption).toContain('with the card minus with a blank');
    const cards = table(page, 'Cards');
    const col = cards.header.indexOf('effect of holding (ablation, points)');
    expect(col).toBeGreaterThan(0);
    const csv = readFileSync(join(dir, 'cards.csv'), 'utf8').split('\n');
    const head = csv[0]!.split(',');
    expect(page.findings.some((f) => f.includes('holding it changes'))).toBe(true);
    for (const name of ['The Great Fae Tree', 'Sansurian Veteran']) {
      const shown = cards.rows.find((r) => r[0] === name)![col]!;
      const delta = Number(csv.find((l) => l.startsWith(name))!.split(',')[head.indexOf('ablation_delta')]);
      // The table's sign is the CSV's sign (with the card minus without).
      expect(Math.sign(parseFloat(shown))).toBe(Math.sign(delta));
      const finding = page.findings.find((f) => f.startsWith(`${name} (`));
      const told = /holding it changes its side's win rate by ([+-]\d+\.\d) points/.exec(finding ?? '');
      if (told) expect(Number(told[1])).toBeCloseTo(100 * delta, 0);
    }
  });

  it('names the cards on the IWD chart, in the units of the table column', () => {
    const iwd = chart(page, 'Improvement when drawn');
    const cards = table(page, 'Cards');
    const col = cards.header.indexOf(axis(iwd, 'x').title);
    expect(col, `IWD axis '${axis(iwd, 'x').title}' is a column of the cards table`).toBeGreaterThan(0);
    const names = new Set(cards.rows.map((r) => r[0]));
    // Cards never seen in fewer than 30 games have no IWD (table '-'), and no row in the chart.
    const measured = cards.rows.filter((r) => r[col] !== '-').map((r) => r[0]);
    expect(axis(iwd, 'y').labels.sort()).toEqual(measured.sort());
    expect(axis(iwd, 'y').labels.length).toBeGreaterThan(10);
    for (const l of axis(iwd, 'y').labels) expect(names.has(l), l).toBe(true);
    // Points with their sign, as in the table: "-12.3 [..]" against ticks "-10", "+10".
    for (const l of axis(iwd, 'x').labels) expect(l).toMatch(/^([+−-]?[1-9]\d*|0)$/);
    expect(cards.rows.some((r) => /^[+-]\d+\.\d \[/.test(r[col]!))).toBe(true);
  });

  it('says in the tables how many more matches would decide an undetermined item, and which measure decides', () => {
    const cards = table(page, 'Cards');
    const verdicts = cards.rows.map((r) => r[cards.header.indexOf('verdict')]!);
    const undetermined = verdicts.filter((v) => v.startsWith('undetermined'));
    expect(undetermined.length).toBeGreaterThan(0);
    for (const v of undetermined) expect(v).toMatch(/^undetermined(: ≈[\d,]+ more matches|: on the band's edge \(over 100× this run to decide\))? \((ablation|adjusted effect)\)$/);
    expect(undetermined.some((v) => v.includes('more matches'))).toBe(true);
    // Ablated cards are judged by ablation, the others by their adjusted effect: never by GP.
    for (const r of cards.rows) expect(r[cards.header.indexOf('verdict')]).toMatch(r[0] === 'The Great Fae Tree' || r[0] === 'Sansurian Veteran' ? /\(ablation\)$/ : /\(adjusted effect\)$/);
  });

  it("titles each card's finding and fix-first line by the measure that decides, never by its decks' win rate", () => {
    const cards = new Set(table(page, 'Cards').rows.map((r) => r[0]!));
    const titles = page.findings.map((f) => /^(.+?) \((.+?)\): /.exec(f)).filter((m) => m !== null && cards.has(m[1]!)).map((m) => m![2]!);
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(t).toMatch(/(by ablation|by adjusted effect)/);
    for (const t of titles) expect(t).not.toMatch(/^too (strong|weak)$/);
    for (const line of page.fixFirst.filter((l) => l.includes('(card)'))) expect(line).toMatch(/: too (strong|weak) by (ablation|adjusted effect), /);
  });

  it('shows faction pairs uncut and every chart without repeated or cut labels', () => {
    const factions = chart(page, 'Factions');
    expect(axis(factions, 'y').labels.some((l) => l.includes(' + '))).toBe(true);
    expect(page.charts.flatMap(chartDefects)).toEqual([]);
  });
});

describe('tournament report in Chromium', () => {
  let page: ReportPage;
  beforeAll(async () => {
    const exp = await experimentFromSpec({ name: 'tournament-warsong', game: 'warsong', agents: ['random', 'heuristic'], pairing: { agents: 'round-robin', decks: 'mirror' }, matches: 200, seed: 1 });
    ({ page } = await report(playSummary(exp), 'tournament'));
  });

  it('leaves out the factions and card sections, which a tournament does not measure', () => {
    expect(page.errors).toEqual([]);
    expect(page.headings.some((h) => h.startsWith('Factions'))).toBe(false);
    expect(page.headings.some((h) => h.startsWith('Cards'))).toBe(false);
    expect(page.findings.filter((f) => f.includes('Cards are not flagged'))).toEqual([]);
  });

  it('draws Elo in whole points and every chart without repeated or cut labels', () => {
    const elo = chart(page, 'Agent Elo');
    for (const l of axis(elo, 'x').labels) expect(l).toMatch(/^[−-]?\d+$/);
    expect(page.charts.flatMap(chartDefects)).toEqual([]);
  });
});

describe('charts over narrow ranges in Chromium', () => {
  it('repeat no tick label when the range is smaller than a label step', async () => {
    // Ranges a little wider than nothing: ticks finer than the labels' precision would repeat them.
    const rows = (mid: number, half: number) => [{ label: 'a', estimate: mid, low: mid - half, high: mid + half }];
    const svgs = await Promise.all([
      renderSvg(intervalChart(rows(0.5, 0.004), { title: 'percent', xTitle: 'win rate', unit: 'percent' })),
      renderSvg(intervalChart(rows(0.2, 0.3), { title: 'points', xTitle: 'points', unit: 'points' })),
      renderSvg(intervalChart(rows(1.5, 0.4), { title: 'elo', xTitle: 'Elo', unit: 'whole' })),
      renderSvg(histogramChart([{ low: 10, count: 1 }, { low: 11, count: 2 }], { title: 'counts', xTitle: 'turns' })),
    ]);
    const file = join(tempDir('balance-lab-html-'), 'charts.html');
    writeFileSync(file, `<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body>${svgs.map((svg) => figure(svg, 'c')).join('')}</body></html>`);
    const page = await openReport(pathToFileURL(file).href);
    expect(page.errors).toEqual([]);
    expect(page.charts).toHaveLength(4);
    expect(page.charts.flatMap(chartDefects)).toEqual([]);
  });
});
