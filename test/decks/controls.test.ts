import { describe, expect, it } from 'vitest';
import type { CardSet } from '../../src/core/game.js';
import { metagame } from '../../src/decks/meta/metagame.js';
import type { ControlRun } from '../../src/decks/search/controls.js';
import { controlsMarkdown, randomRunMarkdown } from '../../src/decks/search/controls.js';
import type { Interval } from '../../src/stats/wilson.js';
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

describe('a blanked control', () => {
  // Card 0 is the blanked one: four copies in the deck that beats the other in this run, one copy
  // in the deck that carries the blanked run (the two runs' matrices swap which deck wins).
  const cards = { cards: [{ id: 0, name: 'Wandering Sellsword' }, { id: 1, name: 'Hill Giant' }] } as unknown as CardSet;
  const decks = [
    [0, 0, 0, 0, 1],
    [0, 1, 1, 1, 1],
  ];
  const beats = (winner: number): Interval[][] => [0, 1].map((i) => [0, 1].map((j) => (i === j ? { rate: 0.5, low: 0.5, high: 0.5 } : { rate: i === winner ? 0.9 : 0.1, low: 0, high: 1 })));
  const games = [
    [0, 400],
    [400, 0],
  ];
  const planted = metagame(decks, beats(0), games, cards, [0.2, 0.2], 1);
  const blanked = metagame(decks, beats(1), games, cards, [0.2, 0.2], 1);

  it("counts a card's copies in the meta's decks by their weight: presence alone does not say what the meta is built on", () => {
    expect(planted.cards[0]!.metaShare).toBeCloseTo(1, 2);
    expect(blanked.cards[0]!.metaShare).toBeCloseTo(1, 2);
    expect(planted.cards[0]!.copies).toBeCloseTo(4, 1);
    expect(blanked.cards[0]!.copies).toBeCloseTo(1, 1);
  });

  it('gives both runs\' shares and copies in its sentence', () => {
    const control = { kind: 'blanked', seed: 1, card: 0, folder: 'blank-0', overlap: { cells: 0, decks: 0, cards: 0 }, meta: blanked } as unknown as ControlRun;
    const md = controlsMarkdown({ seed: 1, meta: planted } as unknown as Parameters<typeof controlsMarkdown>[0], [control], (id) => cards.cards[id]!.name).join('\n');
    expect(md).toMatch(/\*\*Wandering Sellsword blanked\*\* .*: its meta share is 100\.0% \(95% interval [\d.]+%-100\.0%\) in this run and 100\.0% \(95% interval [\d.]+%-100\.0%\) blanked, with 4\.0 and 1\.0 copies a deck \(averaged by Nash weight\)/);
  });
});
