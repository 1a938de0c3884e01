import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { getGame } from '../../src/core/registry.js';
import { metagame, poolShares } from '../../src/decks/meta/metagame.js';
import type { DeckSearchOptions } from '../../src/decks/search/deck-search.js';
import { deckSearch } from '../../src/decks/search/deck-search.js';
import { fileCheckpoint } from '../../src/decks/search/checkpoint.js';
import { deckChange, writeSearchReport } from '../../src/decks/search/report.js';
import { writeSearchHtml } from '../../src/decks/search/report-html.js';
import { writeDecksParquet } from '../../src/decks/search/decks-parquet.js';
import { sqlString } from '../../src/data/record-tables.js';
import { experimentFromSpec, loadExperiment } from '../../src/sim/experiment.js';
import { patchedCards } from '../../src/experiment/patch.js';
import { localBackend } from '../../src/sim/backend.js';
import { blankedCards } from '../../src/sim/setup.js';
import { inThreadBackend } from './in-thread-backend.js';
import { cardsOf } from '../../src/core/facets.js';

// Small enough for the main suite: a few generations of two candidates, one seat-swapped pair
// per pairing. The set's five shipped decks and three random ones start the search.
const SMALL: DeckSearchOptions = { initial: 3, generations: 3, candidates: 2, opponents: 3, reps: 1, maxChanges: 3, metaDecks: 4, metaReps: 1, metaBudget: 400, metaSettle: 0.2, restarts: 1, polish: 0, budget: 100_000 };
/** Wandering Sellsword (unaligned, so any army may hold it) with valor 20, Sentinel on every side, captured only by Heavy (which Sentinel beats: by nothing). */
const PLANTED = { 'Wandering Sellsword': { valor: 20, renown: 0, keywords: ['Indomitable Heavy'], 'quadrants.front': 'Sentinel', 'quadrants.left': 'Sentinel', 'quadrants.right': 'Sentinel', 'quadrants.rear': 'Sentinel' } };

async function search(patch: Record<string, Record<string, unknown>> | undefined, backend = inThreadBackend(), opts = SMALL, blank?: string) {
  const spec = await experimentFromSpec({ name: 'planted', game: 'warsong', agents: ['heuristic'], matches: opts.budget, seed: 5, ...(patch ? { patch } : {}) });
  const game = getGame('warsong');
  const patched = patchedCards(game, spec.cardFiles, spec.patch);
  const blanked = blank === undefined ? [] : [patched.cards.find((c) => c.name === blank)!.id];
  const exp = { ...spec, blank: blanked };
  const cards = blankedCards(game, patched, blanked);
  const result = await deckSearch(game, cards, exp, backend, opts).finally(() => backend.close());
  const meta = metagame(result.meta.map((id) => result.records[id - 1]!.deck), result.matrix, result.games, cards, poolShares(game, cards, exp.variant, exp.seed, 100), exp.seed);
  return { exp, game, cards, result, meta };
}

/** The stock Warsong set as an experiment of the heuristic: its game and cards. */
async function stockSet(name: string, matches: number, seed: number) {
  const exp = await experimentFromSpec({ name, game: 'warsong', agents: ['heuristic'], matches, seed });
  const game = getGame('warsong');
  return { exp, game, cards: patchedCards(game, exp.cardFiles, exp.patch) };
}

type Search = Parameters<typeof deckSearch>;

/** Runs the search until `when` says stop after a generation or polish step; returns its checkpoint file. */
async function stoppedSearch(game: Search[0], cards: Search[1], exp: Search[2], opts: DeckSearchOptions, when: (gen: number, restart: number, step: number) => boolean): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'deck-search-stopped-')), 'search-checkpoint.json');
  const stop = new Error('stopped');
  await expect(
    deckSearch(game, cards, exp, inThreadBackend(), opts, {
      checkpoint: fileCheckpoint(file),
      onGeneration: (gen, _played, restart, step) => {
        if (when(gen, restart, step)) throw stop;
      },
    }),
  ).rejects.toBe(stop);
  return file;
}

/** The weight of the metagame's decks that hold `card`. */
function weightHolding(run: Awaited<ReturnType<typeof search>>, card: string): number {
  const id = run.cards.cards.find((c) => c.name === card)!.id;
  return run.result.meta.reduce((w, deck, k) => w + (run.result.records[deck - 1]!.deck.includes(id) ? run.meta.nash[k]! : 0), 0);
}

describe('deck search, Warsong, heuristic', () => {
  let planted: Awaited<ReturnType<typeof search>>;

  it('planted: with Wandering Sellsword made overpowered, the metagame is built on decks that hold it', async () => {
    planted = await search(PLANTED);
    // Seeds 5 to 8 at this size put from half to all of the weight on decks holding it.
    expect(weightHolding(planted, 'Wandering Sellsword')).toBeGreaterThan(0.5);
    expect(planted.meta.warping.map((c) => c.name)).toContain('Wandering Sellsword');
    const share = planted.meta.cards.find((c) => c.name === 'Wandering Sellsword')!;
    expect(share.metaShare).toBeGreaterThan(share.poolShare);
    // Every deck measured is legal under the patched set's own rules.
    for (const r of planted.result.records) expect(cardsOf(planted.game).validateDeck(planted.cards, r.deck, planted.exp.variant)).toEqual([]);
  }, 300_000);

  it('blanked: with Wandering Sellsword played as the blank of its kind, the metagame does not gather on it', async () => {
    const blanked = await search(PLANTED, inThreadBackend(), SMALL, 'Wandering Sellsword');
    expect(blanked.meta.warping.map((c) => c.name)).not.toContain('Wandering Sellsword (blank)');
    expect(weightHolding(blanked, 'Wandering Sellsword (blank)')).toBeLessThan(0.5);
  }, 300_000);

  let stock: Awaited<ReturnType<typeof search>>;

  it('stock set, same seed: Wandering Sellsword does not warp the format', async () => {
    stock = await search(undefined);
    expect(stock.meta.warping.map((c) => c.name)).not.toContain('Wandering Sellsword');
    expect(weightHolding(stock, 'Wandering Sellsword')).toBeLessThan(0.9);
  }, 300_000);

  it('the metagame (stock set): every pairing plays its first pairs, more only within the budget, and it stops where the report\'s intervals say', () => {
    const mp = stock.result.metaPlay;
    expect(mp.matches).toBeLessThanOrEqual(SMALL.metaBudget);
    stock.result.games.forEach((row, i) => row.forEach((g, j) => expect(g).toBeGreaterThanOrEqual(i === j ? 0 : 2 * SMALL.metaReps)));
    // With one pair per pairing the stock set's weights are not sure: the metagame goes on past its first round robin.
    expect(mp.rounds).toBeGreaterThan(0);
    expect(stock.result.games.flat().reduce((a, g) => a + g, 0) / 2).toBeGreaterThan(SMALL.metaReps * 2 * 6);
    // The last round's intervals are the report's own (same resamples, same seed).
    const widest = Math.max(...stock.meta.bootstrap.decks.map((d) => d.high - d.low));
    expect(mp.widest).toBe(widest);
    if (mp.stop === 'settled') expect(widest).toBeLessThanOrEqual(SMALL.metaSettle);
    else expect(widest).toBeGreaterThan(SMALL.metaSettle);
  });

  it('deterministic: the worker pool with two workers finds the same decks, fitness, matrix and metagame rounds as one thread', async () => {
    const pooled = await search(undefined, localBackend(2));
    expect(pooled.result.records.map((r) => [r.deck, r.origin, r.fitness, r.games])).toEqual(stock.result.records.map((r) => [r.deck, r.origin, r.fitness, r.games]));
    expect(pooled.result.matrix).toEqual(stock.result.matrix);
    expect(pooled.result.metaPlay).toEqual(stock.result.metaPlay);
    expect(pooled.result.matches).toBe(stock.result.matches);
    expect(pooled.meta.nash).toEqual(stock.meta.nash);
  }, 300_000);

  it('the report: decks.csv lists every deck measured, and meta-experiment.yaml loads as an experiment with the metagame\'s decks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deck-search-'));
    const run = { ...planted, options: SMALL, wallMs: 1, where: '1 worker' };
    writeSearchReport(dir, run);
    await writeSearchHtml(dir, run);
    expect((readFileSync(join(dir, 'deck-search.html'), 'utf8').match(/<svg/g) ?? []).length).toBe(4);
    const csv = readFileSync(join(dir, 'decks.csv'), 'utf8').trim().split('\n');
    expect(csv.length).toBe(planted.result.records.length + 1);
    await writeDecksParquet(dir, run);
    const { DuckDBInstance } = await import('@duckdb/node-api');
    const db = await DuckDBInstance.create(':memory:');
    const con = await db.connect();
    try {
      const rows = (await con.runAndReadAll(`SELECT deck, games, nash_weight FROM read_parquet('${sqlString(join(dir, 'decks.parquet'))}')`)).getRowObjectsJson();
      expect(rows.length).toBe(planted.result.records.length);
      const byName = new Map(rows.map((r) => [String(r['deck']), r]));
      for (const r of planted.result.records) expect(Number(byName.get(`deck-${r.id}`)!['games'])).toBe(r.games);
      const weight = rows.reduce((a, r) => a + Number(r['nash_weight']), 0);
      expect(weight).toBeCloseTo(1, 3);
    } finally {
      con.closeSync();
      db.closeSync();
    }
    const exp = await loadExperiment(join(dir, 'meta-experiment.yaml'));
    expect(exp.patch.map((p) => p.card)).toEqual(['Wandering Sellsword']);
    expect(exp.decks.map((d) => [...d.cards].sort((a, b) => a - b))).toEqual(planted.result.meta.map((id) => planted.result.records[id - 1]!.deck));
    const md = readFileSync(join(dir, 'deck-search.md'), 'utf8');
    expect(md).toContain('Format-warping cards');
    expect(md).toMatch(/Wandering Sellsword \(\d+\.\d%, 95% interval \d+\.\d%-\d+\.\d%, pool \d+\.\d%; most of the weight in \d+\.\d% of resamples\)/);
  }, 60_000);
});

describe('deck search, resumed', () => {
  it('a search stopped after generation 2 and resumed from its checkpoint ends as the search without a stop', async () => {
    const { exp, game, cards } = await stockSet('resume', 100_000, 9);
    const opts: DeckSearchOptions = { ...SMALL, generations: 4 };
    const whole = await deckSearch(game, cards, exp, inThreadBackend(), opts);
    const file = await stoppedSearch(game, cards, exp, opts, (gen) => gen === 2);
    const seen: number[] = [];
    const resumed = await deckSearch(game, cards, exp, inThreadBackend(), opts, { checkpoint: fileCheckpoint(file), onGeneration: (gen) => seen.push(gen) });
    // It goes on from generation 2, not from the start.
    expect(seen).toEqual([2, 3, 4]);
    expect(resumed.records.map((r) => [r.deck, r.origin, r.fitness, r.games])).toEqual(whole.records.map((r) => [r.deck, r.origin, r.fitness, r.games]));
    expect(resumed.archive).toEqual(whole.archive);
    expect(resumed.matrix).toEqual(whole.matrix);
    expect(resumed.matches).toBe(whole.matches);
    // A checkpoint of other sizes is refused.
    await expect(deckSearch(game, cards, exp, inThreadBackend(), { ...opts, candidates: 3 }, { checkpoint: fileCheckpoint(file) })).rejects.toThrow(/another experiment, seed or sizes/);
  }, 600_000);
});

describe('deck search, restarts', () => {
  it('restarts: each searches from its own seed, the first as the plain search does, and their best decks meet in one metagame', async () => {
    const { exp, game, cards } = await stockSet('restarts', 100_000, 11);
    const opts: DeckSearchOptions = { ...SMALL, generations: 2, restarts: 2 };
    const plain = await deckSearch(game, cards, exp, inThreadBackend(), { ...opts, budget: opts.budget / 2, restarts: 1 });
    // Stopped in the second restart's first generation, then resumed from the checkpoints.
    const file = await stoppedSearch(game, cards, exp, opts, (gen, restart) => restart === 2 && gen === 1);
    const seen: [number, number][] = [];
    const result = await deckSearch(game, cards, exp, inThreadBackend(), opts, { checkpoint: fileCheckpoint(file), onGeneration: (gen, _played, restart) => seen.push([restart, gen]) });
    expect(seen).toEqual([[1, 2], [2, 1], [2, 2]]);

    const first = result.records.filter((r) => r.restart === 1);
    const second = result.records.filter((r) => r.restart === 2);
    // The first restart is the plain search of the experiment's seed, deck for deck.
    expect(first.map((r) => [r.id, r.deck, r.origin, r.fitness, r.games])).toEqual(plain.records.map((r) => [r.id, r.deck, r.origin, r.fitness, r.games]));
    // The second is a search of its own: other decks, numbered on after the first's, its mutants bred from its own.
    expect(second.length).toBeGreaterThan(0);
    expect(result.records.map((r) => r.id)).toEqual(result.records.map((_, k) => k + 1));
    expect(second.some((r) => r.origin === 'random' && !first.some((f) => f.deck.join() === r.deck.join()))).toBe(true);
    for (const r of second) {
      const parent = /mutant of #(\d+)/.exec(r.origin);
      if (parent) expect(result.records[Number(parent[1]) - 1]!.restart).toBe(2);
    }
    expect(result.restarts.map((r) => r.generations)).toEqual([2, 2]);
    expect(result.restarts[0]!.seed).toBe(exp.seed);
    expect(result.restarts[1]!.seed).not.toBe(exp.seed);
    // The metagame opens with each restart's best deck, then each one's second best.
    const best = (k: number): number[] => result.archive.filter((id) => result.records[id - 1]!.restart === k);
    expect(result.meta.slice(0, 2)).toEqual([best(1)[0], best(2)[0]]);
    expect(result.meta.length).toBe(opts.metaDecks);
    expect(result.matches).toBe(result.restarts[0]!.matches + result.restarts[1]!.matches + result.metaPlay.matches);

    const dir = mkdtempSync(join(tmpdir(), 'deck-search-restarts-report-'));
    const meta = metagame(result.meta.map((id) => result.records[id - 1]!.deck), result.matrix, result.games, cards, poolShares(game, cards, exp.variant, exp.seed, 100), exp.seed);
    writeSearchReport(dir, { exp, game, cards, result, meta, options: opts, wallMs: 1, where: '1 thread' });
    const md = readFileSync(join(dir, 'deck-search.md'), 'utf8');
    expect(md).toContain(`- Restarts: 2 independent searches, each from its own seed with 50000 of the budget's 100000 matches and at most 2 generations`);
    expect(md).toContain(`matches: ${result.restarts[0]!.matches}, ${result.restarts[1]!.matches}.`);
    const csv = readFileSync(join(dir, 'decks.csv'), 'utf8').trim().split('\n');
    expect(csv[0]!.split(',').slice(0, 3)).toEqual(['deck', 'generation', 'restart']);
    expect(csv.filter((line) => line.split(',')[2] === '2').length).toBe(second.length);
  }, 600_000);
});

describe('deck search, polish', () => {
  it('polish: each lineage walks from an archive deck one card at a time, every step kept beat the deck before it on the same seeds, and the metagame opens with where it ended', async () => {
    const { exp, game, cards } = await stockSet('polish', 600, 13);
    const opts: DeckSearchOptions = { ...SMALL, generations: 40, polish: 0.5, budget: 600 };
    const whole = await deckSearch(game, cards, exp, inThreadBackend(), opts);
    const rec = (id: number) => whole.records[id - 1]!;
    const { polish } = whole.restarts[0]!;
    // The generations stop at half the budget and the polish plays the rest.
    expect(whole.restarts[0]!.generations).toBeLessThan(40);
    expect(polish.steps).toBeGreaterThan(3);
    expect(whole.restarts[0]!.matches).toBeGreaterThanOrEqual(600);
    expect(whole.restarts[0]!.matches).toBeLessThan(700);
    expect(polish.improved).toBeGreaterThan(0);
    expect(polish.lineages.filter((l) => l.end !== l.start).length).toBeGreaterThan(0);
    for (const l of polish.lineages) {
      // Back from its end to its start, one single-card change at a time, each kept for winning.
      for (let id = l.end; id !== l.start; ) {
        const r = rec(id);
        const parent = Number(/^polish of #(\d+)$/.exec(r.origin)![1]);
        const gone = [...rec(parent).deck];
        const added = r.deck.filter((c) => {
          const k = gone.indexOf(c);
          if (k < 0) return true;
          gone.splice(k, 1);
          return false;
        });
        expect([added.length, gone.length]).toEqual([1, 1]);
        expect(r.fitness.rate).toBeGreaterThan(rec(parent).fitness.rate);
        expect(cardsOf(game).validateDeck(cards, r.deck, exp.variant)).toEqual([]);
        id = parent;
      }
      expect(rec(l.start).origin).not.toMatch(/^polish/);
    }
    // The first lineage starts from the archive's best deck; the metagame opens with what each lineage reached.
    expect(whole.meta.slice(0, polish.lineages.length)).toEqual(polish.lineages.map((l) => l.end));

    // Stopped in its second polish step and resumed, the search ends as it did without the stop.
    const file = await stoppedSearch(game, cards, exp, opts, (_gen, _restart, step) => step === 2);
    const steps: number[] = [];
    const resumed = await deckSearch(game, cards, exp, inThreadBackend(), opts, { checkpoint: fileCheckpoint(file), onGeneration: (_gen, _played, _restart, step) => steps.push(step) });
    expect(steps.slice(0, 2)).toEqual([2, 3]);
    expect(resumed.records.map((r) => [r.deck, r.origin, r.fitness, r.games])).toEqual(whole.records.map((r) => [r.deck, r.origin, r.fitness, r.games]));
    expect(resumed.restarts).toEqual(whole.restarts);
    expect(resumed.matrix).toEqual(whole.matrix);

    const dir = mkdtempSync(join(tmpdir(), 'deck-search-polish-report-'));
    const meta = metagame(whole.meta.map((id) => rec(id).deck), whole.matrix, whole.games, cards, poolShares(game, cards, exp.variant, exp.seed, 100), exp.seed);
    writeSearchReport(dir, { exp, game, cards, result: whole, meta, options: opts, wallMs: 1, where: '1 thread' });
    const md = readFileSync(join(dir, 'deck-search.md'), 'utf8');
    const l = polish.lineages.find((x) => x.end !== x.start && whole.meta.includes(x.end))!;
    expect(md).toContain(`Steps: ${polish.steps}; steps that improved a deck: ${polish.improved}; decks polished: ${polish.lineages.length}.`);
    expect(md).toContain(`deck-${l.start} became deck-${l.end} (${deckChange(cards, rec(l.start).deck, rec(l.end).deck)})`);
  }, 600_000);
});
