// A report's index.html as headless Chromium draws it: console errors, the text of its sections
// and tables, and for every chart what a reader sees on its axes, so the browser test can check
// each chart for the defects designers reported (repeated tick labels, cut labels, missing
// numbers, units that differ from the table).

import { chromium } from 'playwright-core';

export interface AxisView {
  readonly orient: 'x' | 'y';
  readonly title: string;
  /** Visible tick labels, in order (labels vega hid for overlap are left out). */
  readonly labels: string[];
}

export interface ChartView {
  readonly caption: string;
  readonly title: string;
  readonly axes: AxisView[];
  /** Texts cut by vega (ending in an ellipsis) or drawn outside the chart's box. */
  readonly cut: string[];
  /** Texts drawn as marks (numbers in heatmap cells), not axis or legend text. */
  readonly markTexts: string[];
  /** Rectangles drawn as data marks (heatmap cells, the shaded band). */
  readonly markRects: number;
  /** Fill and stroke colours of the data marks. */
  readonly colours: string[];
  readonly width: number;
}

export interface ReportPage {
  readonly errors: string[];
  readonly headings: string[];
  readonly intro: string;
  readonly fixFirst: string[];
  readonly findings: string[];
  /** Each table's header row and body cells, under the heading before it. */
  readonly tables: { heading: string; header: string[]; rows: string[][] }[];
  readonly charts: ChartView[];
  /** The page's look as drawn: the body's font family and the first table's border collapse ('' without a table). */
  readonly style: { readonly font: string; readonly tableBorders: string };
}

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function openReport(url: string): Promise<ReportPage> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url, { waitUntil: 'load' });
    // Runs in the page (a string: this project's TypeScript has no DOM types).
    const view = (await page.evaluate(`(() => {
      const text = (e) => (e?.textContent ?? '').trim();
      const shown = (e) => e.getAttribute('opacity') !== '0' && getComputedStyle(e).opacity !== '0';
      const charts = [...document.querySelectorAll('figure')].map((fig) => {
        const svg = fig.querySelector('svg');
        const box = svg.getBoundingClientRect();
        const axes = [...svg.querySelectorAll('g.role-axis[aria-label]')].map((g) => ({
          orient: (g.getAttribute('aria-label').startsWith('X') ? 'x' : 'y'),
          title: text(g.querySelector('.role-axis-title text')),
          labels: [...g.querySelectorAll('.role-axis-label text')].filter(shown).map((t) => text(t)),
        }));
        const cut = [...svg.querySelectorAll('text')]
          .filter((t) => {
            const r = t.getBoundingClientRect();
            const outside = r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1;
            return shown(t) && (text(t).endsWith('…') || outside);
          })
          .map((t) => text(t));
        const marks = [...svg.querySelectorAll('g.role-mark')];
        const colours = new Set();
        for (const g of marks)
          for (const p of g.querySelectorAll('path, line, rect')) {
            for (const a of ['fill', 'stroke']) {
              const c = p.getAttribute(a);
              if (c && c !== 'none' && c !== 'transparent') colours.add(c.toLowerCase());
            }
          }
        return {
          caption: text(fig.querySelector('figcaption')),
          title: text(svg.querySelector('.role-title-text text')),
          axes,
          cut,
          markTexts: marks.filter((g) => g.classList.contains('mark-text')).flatMap((g) => [...g.querySelectorAll('text')].map((t) => text(t))),
          markRects: marks.filter((g) => g.classList.contains('mark-rect')).reduce((n, g) => n + g.querySelectorAll('path').length, 0),
          colours: [...colours],
          width: box.width,
        };
      });
      const tables = [...document.querySelectorAll('table')].map((t) => {
        let h = t.previousElementSibling;
        while (h && !/^H[12]$/.test(h.tagName)) h = h.previousElementSibling;
        return {
          heading: text(h),
          header: [...t.querySelectorAll('thead th, tr:first-child th')].map((c) => text(c)),
          rows: [...t.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].map((c) => text(c))).filter((r) => r.length > 0),
        };
      });
      return {
        headings: [...document.querySelectorAll('h1, h2')].map((h) => text(h)),
        intro: [...document.querySelectorAll('body > p')].slice(0, 2).map((p) => text(p)).join('\\n'),
        fixFirst: [...document.querySelectorAll('ol.fix-first li')].map((l) => text(l)),
        findings: [...document.querySelectorAll('ul.findings li')].map((l) => text(l)),
        tables,
        charts,
        style: { font: getComputedStyle(document.body).fontFamily, tableBorders: document.querySelector('table') ? getComputedStyle(document.querySelector('table')).borderCollapse : '' },
      };
    })()`)) as Omit<ReportPage, 'errors'>;
    return { errors, ...view };
  } finally {
    await browser.close();
  }
}

/**
 * The defects of one chart, as sentences (empty when it is clean): an axis repeating a tick
 * label, a label cut or drawn outside the chart, an axis without labels.
 */
export function chartDefects(c: ChartView): string[] {
  const out: string[] = [];
  for (const a of c.axes) {
    if (a.labels.length === 0) out.push(`${c.title}: ${a.orient} axis has no labels`);
    const repeated = a.labels.filter((l, i) => a.labels.indexOf(l) !== i);
    if (repeated.length > 0) out.push(`${c.title}: ${a.orient} axis repeats ${[...new Set(repeated)].join(', ')}`);
  }
  if (c.cut.length > 0) out.push(`${c.title}: cut labels ${c.cut.join(' | ')}`);
  return out;
}
