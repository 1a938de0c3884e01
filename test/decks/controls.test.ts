import { describe, expect, it } from 'vitest';
import { randomRunMarkdown } from '../../src/decks/search/controls.js';
import type { BandResult } from '../../src/stats/band-flags.js';
import type { CardVerdict } from '../../src/stats/card-verdict.js';

const flag = (verdict: BandResult['verdict']): BandResult => ({ verdict, p: 0.01, q: 0.01, moreGames: 0, moreMatches: 0 });

describe("a random-deck run's verdicts beside the meta's cards", () => {
  const verdicts = new Map<string, CardVerdict>([
    ['Hill Giant', { decided: { measure: 'adjusted effect', estimate: 0.075, low: 0.063, high: 0.087, flag: flag('too strong'), direction: 1 }, others: [], disagreements: [] }],
    ['Marsh Wisp', { decided: { measure: 'GP win rate', estimate: 0.52, low: 0.5, high: 0.54, flag: flag('balanced'), direction: 0 }, others: [], disagreements: [] }],
    ['Fetid Gob', { decided: null, others: [], disagreements: [] }],
  ]);
  const md = randomRunMarkdown({ dir: 'reports/x', matches: 4000, verdicts }, [
    { title: 'Format-warping cards', cards: ['Hill Giant', 'Marsh Wisp'] },
    { title: 'Cards that may warp it', cards: [] },
    { title: 'Cards in no deck the meta plays', cards: ['Fetid Gob', 'Nobody'] },
  ]).join('\n');

  it('gives each card its verdict by the deciding measure and that measure\'s interval', () => {
    expect(md).toContain('| Hill Giant | too strong by adjusted effect | +7.5 [6.3, 8.7] |');
    expect(md).toContain('| Marsh Wisp | balanced by GP win rate | 52.0% (50.0%-54.0%) |');
  });

  it('says where no measure judges a card or the run lacks it, and leaves out an empty group', () => {
    expect(md).toContain('| Fetid Gob | no measure judges it | - |');
    expect(md).toContain('| Nobody | not in the run | - |');
    expect(md).not.toContain('Cards that may warp it');
  });
});
