// The "Agent blind spots" section of a run's report: the blind-spot check the run played because
// it would call cards dead (src/run/blind-spot-check.ts), with what the check cost.

import type { Summary } from '../stats/summary.js';
import { blindSpotSection } from './blind-spots.js';
import { escapeHtml } from './html.js';

export function runBlindSpotSection(s: Summary): { markdown: string[]; html: string } {
  const b = s.blindSpots;
  if (!b) return { markdown: [], html: '' };
  const n = b.rows.length;
  const cost = `This run would call ${n} card${n === 1 ? '' : 's'} dead, so it checked ${n === 1 ? 'it' : 'them'} on fresh random decks: ${b.fast.label} played ${b.fast.matches} matches against itself and ${b.search.label} ${b.search.matches}, ${b.fast.matches + b.search.matches} matches in all (blind-spots/fast and blind-spots/search hold them). A dead card the check finds to be ${b.fast.label}'s blind spot is told here, not under the findings, and never under "Fix these first".`;
  const section = blindSpotSection(b.rows, { game: s.game, variant: s.variant, cardSet: s.cardSet?.name ?? '', seed: s.seed, fast: { ...b.fast, seconds: 0 }, search: { ...b.search, seconds: 0 }, rule: b.rule });
  const [head, blank, ...rest] = section.markdown;
  return { markdown: [head!, blank!, cost, '', ...rest], html: section.html.replace('</h2>', `</h2><p>${escapeHtml(cost)}</p>`) };
}
