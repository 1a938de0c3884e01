// An A/A's joint metagame: both searches' meta decks, each once, in one metagame; each search's
// share of its weight; and the report's sentence on it.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { getGame } from '../../src/core/registry.js';
import type { Metagame } from '../../src/decks/meta/metagame.js';
import { metagame, poolShares } from '../../src/decks/meta/metagame.js';
import type { DeckSearchOptions, DeckSearchResult } from '../../src/decks/search/deck-search.js';
import { deckSearch } from '../../src/decks/search/deck-search.js';
import type { ControlRun } from '../../src/decks/search/controls.js';
import { controlOverlap, controlsMarkdown, outplayedWarning } from '../../src/decks/search/controls.js';
import { jointDecks, jointMeta } from '../../src/decks/search/joint-meta.js';
import { writeSearchHtml } from '../../src/decks/search/report-html.js';
import { deckKey } from '../../src/decks/search/mutate.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { inThreadBackend } from './in-thread-backend.js';

const SMALL: DeckSearchOptions = { initial: 3, generations: 2, candidates: 2, opponents: 3, reps: 1, maxChanges: 3, metaDecks: 4, metaReps: 1, metaBudget: 200, metaSettle: 0.2, restarts: 1, polish: 0, budget: 100_000 };

async function search(seed: number) {
  const exp = await experimentFromSpec({ name: 'joint', game: 'warsong', agents: ['heuristic'], matches: SMALL.budget, seed });
  const game = getGame('warsong');
  const cards = game.cards!.defaultSet();
  const result = await deckSearch(game, cards, exp, inThreadBackend(), SMALL);
  const meta = metagame(result.meta.map((id) => result.records[id - 1]!.deck), result.matrix, result.games, cards, poolShares(game, cards, exp.variant, exp.seed, 100), exp.seed);
  return { exp, game, cards, result, meta };
}

const metaDecks = (r: DeckSearchResult): string[] => r.meta.map((id) => deckKey(r.records[id - 1]!.deck));

describe('the joint metagame of an A/A (Warsong, heuristic, seeds 5 and 6)', () => {
  it('holds every deck of both metas once, names each by the searches that found it, and splits its weight between them', async () => {
    const a = await search(5);
    const b = await search(6);
    const decks = jointDecks(a.result, b.result);
    const keys = decks.map((d) => deckKey(d.deck));
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(keys)).toEqual(new Set([...metaDecks(a.result), ...metaDecks(b.result)]));
    for (const d of decks) {
      if (d.first > 0) expect(deckKey(a.result.records[d.first - 1]!.deck)).toBe(deckKey(d.deck));
      if (d.second > 0) expect(deckKey(b.result.records[d.second - 1]!.deck)).toBe(deckKey(d.deck));
      expect(d.first > 0 || d.second > 0).toBe(true);
    }
    // A search met with itself: every deck found by both, under the same number.
    const self = jointDecks(a.result, a.result);
    expect(self.length).toBe(a.result.meta.length);
    for (const d of self) expect(d.first).toBe(d.second);

    const joint = await jointMeta(a.cards, a.meta.cards.map((c) => c.poolShare), a.exp, inThreadBackend(), SMALL, a.result, b.result);
    expect(joint.meta.nash.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 6);
    const held = (which: 'first' | 'second'): number => joint.decks.reduce((s, d, k) => s + (d[which] > 0 ? joint.meta.nash[k]! : 0), 0);
    expect(joint.firstShare).toBeCloseTo(held('first'), 9);
    expect(joint.secondShare).toBeCloseTo(held('second'), 9);
    // Every joint deck is one search's or both: the two shares cover all the weight.
    expect(joint.firstShare + joint.secondShare).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(joint.firstInterval.low).toBeLessThanOrEqual(joint.firstInterval.high);
    const n = joint.decks.length;
    expect(joint.matches).toBeGreaterThanOrEqual((n * (n - 1)) / 2 * 2 * SMALL.metaReps);

    const control: ControlRun = { kind: 'A/A', seed: 6, result: b.result, meta: b.meta, folder: 'aa-seed-6', overlap: controlOverlap(a, b), joint };
    const lines = controlsMarkdown({ result: a.result, meta: a.meta, seed: 5 }, [control], (id) => a.cards.cards[id]!.name);
    const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
    const line = lines.find((l) => l.includes("Both searches' decks in one metagame"))!;
    expect(line).toContain(`(${n} decks, ${joint.matches} matches)`);
    expect(line).toContain(`the decks of seed 5 hold ${pct(joint.firstShare)} (95% interval ${pct(joint.firstInterval.low)}-${pct(joint.firstInterval.high)})`);

    // The HTML report gives the same control sentences, and the joint metagame's weights as a chart.
    const dir = mkdtempSync(join(tmpdir(), 'joint-html-'));
    await writeSearchHtml(dir, { ...a, options: SMALL, wallMs: 1, where: '1 thread', controls: [control] });
    const html = readFileSync(join(dir, 'deck-search.html'), 'utf8');
    expect(html).toContain('<h2>Control runs</h2>');
    expect(html).toContain(`<strong>Both searches' decks in one metagame</strong> (${n} decks, ${joint.matches} matches)`);
    expect((html.match(/<svg/g) ?? []).length).toBe(5);
  }, 300_000);
});

describe("the report's sentence on a joint metagame", () => {
  const report = (first: { low: number; high: number }, second: { low: number; high: number }, lead: { low: number; high: number }): string[] => {
    const joint = {
      decks: [{ deck: [1], first: 1, second: 0 }, { deck: [2], first: 0, second: 4 }],
      meta: { nash: [0.5, 0.5], bootstrap: { decks: [lead, lead], cards: [{ low: 0.6, high: 1 }, { low: 0.3, high: 0.9 }] }, warping: [{ card: 0, name: 'Hill Giant' }, { card: 1, name: 'Wild Boar' }] } as unknown as Metagame,
      firstShare: (first.low + first.high) / 2,
      secondShare: (second.low + second.high) / 2,
      firstInterval: first,
      secondInterval: second,
      matches: 40,
    };
    const control = { kind: 'A/A', seed: 2, folder: 'aa-seed-2', overlap: { cells: 0, decks: 0, cards: 0 }, joint, meta: warpingMeta([]) } as unknown as ControlRun;
    return controlsMarkdown({ seed: 1, meta: warpingMeta([]) } as unknown as Parameters<typeof controlsMarkdown>[0], [control], () => '');
  };
  /** A meta whose warping cards are `cards`, each with the low end of its share's interval. */
  const warpingMeta = (cards: readonly [string, number][]): Metagame =>
    ({ warping: cards.map(([name], card) => ({ card, name })), bootstrap: { cards: cards.map(([, low]) => ({ low, high: 1 })) } }) as unknown as Metagame;

  it('names the format-warping cards both metas share and those only one has, counting only cards in most of the weight over the whole interval', () => {
    const main = warpingMeta([['Hill Giant', 0.9], ['The Great Fae Tree', 0.8], ['Wild Boar', 0.3]]);
    const other = warpingMeta([['The Great Fae Tree', 0.7], ['Lobbed Gobby', 0.6]]);
    const control = { kind: 'A/A', seed: 2, folder: 'aa-seed-2', overlap: { cells: 0, decks: 0, cards: 0 }, meta: other } as unknown as ControlRun;
    const lines = controlsMarkdown({ seed: 1, meta: main } as unknown as Parameters<typeof controlsMarkdown>[0], [control], () => '');
    expect(lines).toContain("  Format-warping in both metas: The Great Fae Tree; in this one only: Hill Giant; in seed 2's only: Lobbed Gobby.");
  });
  const warning = (first: { low: number; high: number }): string | null =>
    outplayedWarning([{ kind: 'A/A', seed: 2, joint: { firstShare: (first.low + first.high) / 2, firstInterval: first } } as unknown as ControlRun]);

  it("warns under the report's leading deck only when the other search's decks beat this one's over the whole interval", () => {
    expect(warning({ low: 0.001, high: 0.078 })).toBe("But the A/A search from seed 2 found decks that beat these: played in one metagame with them, this search's decks hold 4.0% of the weight (95% interval 0.1%-7.8%; Control runs, below). This meta is what this search found, not yet what players would build.");
    expect(warning({ low: 0.2, high: 0.8 })).toBeNull();
    expect(outplayedWarning([])).toBeNull();
  });

  it('names the search that missed the decks carrying the joint meta, over their whole interval', () => {
    const lines = report({ low: 0, high: 0.14 }, { low: 0.86, high: 1 }, { low: 0.01, high: 1 }).join('\n');
    expect(lines).toContain('The decks of seed 2 carry the joint metagame: the search from seed 1 missed them');
    expect(lines).toContain("Which deck leads it is not settled by these matches (its weight's interval is 99.0% wide)");
    // Of the joint meta's warping cards, only the one in most of the weight over its whole interval.
    expect(lines).toContain('  Format-warping in the joint metagame: Hill Giant.');
  });

  it('says the searches agree when decks both found carry it, and says nothing more of a settled leader', () => {
    const lines = report({ low: 0.9, high: 1 }, { low: 0.9, high: 1 }, { low: 0.9, high: 1 }).join('\n');
    expect(lines).toContain('the two searches agree on what players would build');
    expect(lines).not.toContain('missed');
    expect(lines).not.toContain('not settled');
  });

  it('says neither carries it when both intervals straddle a half', () => {
    const lines = report({ low: 0.2, high: 0.8 }, { low: 0.2, high: 0.8 }, { low: 0.3, high: 0.5 }).join('\n');
    expect(lines).toContain('too close to tell apart at this budget');
    expect(lines).not.toContain('missed');
  });
});
