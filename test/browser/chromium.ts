// Opens a page in headless Chromium (Debian's package, driven by playwright-core) and reports
// console errors, page errors and how each chart rendered.

import { chromium } from 'playwright-core';

export interface PageCheck {
  readonly errors: string[];
  /** Per inline SVG chart: its number of drawn marks (paths, rects, lines, circles, text). */
  readonly charts: { title: string; marks: number; width: number; height: number }[];
  readonly title: string;
}

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function checkPage(url: string): Promise<PageCheck> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: FLAGS });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url, { waitUntil: 'load' });
    const charts = await page.$$eval('svg', (svgs) =>
      svgs.map((s) => {
        const box = s.getBoundingClientRect();
        return {
          title: (s.closest('figure')?.querySelector('figcaption')?.textContent ?? s.getAttribute('aria-label') ?? '').trim(),
          marks: s.querySelectorAll('path, rect, line, circle, text').length,
          width: box.width,
          height: box.height,
        };
      }),
    );
    return { errors, charts, title: await page.title() };
  } finally {
    await browser.close();
  }
}
