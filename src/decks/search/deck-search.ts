// The deck search: MAP-Elites over the game's behaviour axes, with fitness from matches against
// the archive's best decks and successive halving to spend matches on the candidates still in
// the race; optionally a polish of the best decks at the end (polish.ts). Every decision is
// taken in the main thread from integer match counts, in a fixed order, so a seed gives the same
// archive for any number of workers.

import type { CardSet, GameDefinition } from '../../core/game.js';
import { hash2, Rng, STREAM_SETUP } from '../../core/rng.js';
import type { Backend } from '../../sim/backend.js';
import type { ResolvedExperiment } from '../../experiment/resolved.js';
import { wilson, type Interval } from '../../stats/wilson.js';
import { Archive } from './archive.js';
import type { DeckAxis } from './axes.js';
import { cellOf, deckAxes } from './axes.js';
import { InputError } from '../../core/errors.js';
import type { SearchCheckpoint } from './checkpoint.js';
import { searchKey } from './checkpoint.js';
import { MatchBank } from './fitness.js';
import type { MetaRound } from './meta-round.js';
import { metaRound } from './meta-round.js';
import { deckKey, mutateDeck, sectionIndex, sortedDeck } from './mutate.js';
import type { PolishSpace, PolishState } from './polish.js';
import { newPolish, polishedDecks, polishStep } from './polish.js';
import { cardsOf } from '../../core/facets.js';

export interface DeckSearchOptions {
  /** Random legal decks the search starts from (besides the set's legal shipped decks). */
  readonly initial: number;
  /** Generations at most. */
  readonly generations: number;
  /** Mutated decks per generation. */
  readonly candidates: number;
  /** The archive's best decks every candidate is measured against. */
  readonly opponents: number;
  /** Seat-swapped match pairs per opponent in the first halving round (doubled each round). */
  readonly reps: number;
  /** Single-card changes per mutation, at most (each mutation draws 1 to this many). */
  readonly maxChanges: number;
  /** The archive's best decks that make up the metagame. */
  readonly metaDecks: number;
  /** Seat-swapped match pairs per pairing of the metagame's first round robin. */
  readonly metaReps: number;
  /** Matches the metagame may play in all (meta-round.ts spends those past the first round robin). */
  readonly metaBudget: number;
  /** The widest Nash weight interval at which the metagame stops adding matches. */
  readonly metaSettle: number;
  /** No generation starts once this many matches have been played (the metagame is extra). */
  readonly budget: number;
  /**
   * Independent searches, each from its own seed with an equal part of the budget, whose best
   * decks meet in one metagame: a search from one seed can settle on a deck family that another
   * seed's search beats, and restarts let the metagame, not one seed, decide between them.
   */
  readonly restarts: number;
  /**
   * The share of each restart's matches spent polishing its best decks one card at a time
   * (polish.ts) once its generations have played the rest; 0 for none.
   */
  readonly polish: number;
}

/** Every deck the search measured. */
export interface DeckRecord {
  readonly id: number;
  readonly deck: readonly number[];
  readonly cell: string;
  /** Bin on each axis, in axis order. */
  readonly bins: readonly string[];
  /** The generation that made it; a polish step's decks number on from the restart's last generation. */
  readonly generation: number;
  /** The restart that found it (1 when the search has one). */
  readonly restart: number;
  /** 'random', 'shipped: <name>', 'mutant of #<id>' (with 'fresh' when no legal change was found), or 'polish of #<id>'. */
  readonly origin: string;
  /** Mean win share against the opponents of its generation, with its Wilson interval and matches. */
  fitness: Interval;
  games: number;
}

export interface DeckSearchResult {
  readonly axes: readonly string[];
  readonly records: readonly DeckRecord[];
  /** The final archive's decks by fitness (record ids). */
  readonly archive: readonly number[];
  /** The metagame's decks (record ids) and win rates: matrix[i][j] is deck i's share against deck j. */
  readonly meta: readonly number[];
  readonly matrix: readonly (readonly Interval[])[];
  /** Matches behind each matrix entry (errors left out). */
  readonly games: readonly (readonly number[])[];
  /** The metagame's matches, adaptive rounds and why they stopped (meta-round.ts). */
  readonly metaPlay: Omit<MetaRound, 'matrix' | 'games'>;
  /** Each restart's seed, generations run, matches played (its metagame's not included) and archive cells. */
  readonly restarts: readonly RestartSummary[];
  /** Matches in all, the metagame's included. */
  readonly matches: number;
  readonly errors: number;
}

export interface RestartSummary {
  readonly seed: number;
  readonly generations: number;
  readonly matches: number;
  readonly cells: number;
  /** Its polish: steps taken, steps that improved a deck, and each lineage's start and end deck (record ids). */
  readonly polish: { readonly steps: number; readonly improved: number; readonly lineages: readonly { readonly start: number; readonly end: number }[] };
}

/** Deck pairs, each deck against each opponent. */
function pairings(decks: readonly (readonly number[])[], opponents: readonly (readonly number[])[]): [readonly number[], readonly number[]][] {
  return decks.flatMap((d) => opponents.map((o): [readonly number[], readonly number[]] => [d, o]));
}

export interface SearchHooks {
  /** Called after each generation (0 for the starting decks) and polish step (1, 2, ... after the last generation; 0 before) with the matches played so far, all restarts'. */
  readonly onGeneration?: (gen: number, matches: number, restart: number, polishStep: number) => void;
  /** Saved after each generation (each restart in its own, `checkpoint.restart(k)`); a search whose checkpoint holds a state goes on from it. */
  readonly checkpoint?: SearchCheckpoint;
}

/** One restart's search: its decks, its archive by fitness, its polish, and the match bank it played on. */
interface ArchiveRun {
  readonly seed: number;
  readonly records: readonly DeckRecord[];
  readonly ranked: readonly DeckRecord[];
  /** The decks its metagame takes first: what its polish reached, then the archive by fitness. */
  readonly best: readonly DeckRecord[];
  readonly polish: PolishState | null;
  readonly generations: number;
  /** Matches its generations played (its bank may play the metagame's on top). */
  readonly played: number;
  readonly bank: MatchBank;
}

/** The seed of restart `k` (1-based): the first is the experiment's own, so one restart is the plain search. */
function restartSeed(seed: number, k: number): number {
  return k === 1 ? seed : hash2(seed, 0x5253_0000 + k);
}

/** Each restart's part of the search's budget. */
export function restartBudget(opts: Pick<DeckSearchOptions, 'budget' | 'restarts'>): number {
  return Math.floor(opts.budget / opts.restarts);
}

/** What one restart is given: the shared axes, its part of the budget, its number, where its deck ids start, and its hooks. */
interface RestartPlan {
  readonly axes: readonly DeckAxis[];
  readonly budget: number;
  readonly restart: number;
  readonly idBase: number;
  readonly onGeneration: ((gen: number, played: number, polishStep: number) => void) | undefined;
  readonly checkpoint: SearchCheckpoint | undefined;
}

/**
 * One restart: MAP-Elites from `exp.seed` until the budget's unpolished part is played or the last
 * generation, then the polish until `budget` matches. Its decks are numbered from `idBase` + 1,
 * after the earlier restarts' decks.
 */
async function searchArchive(game: GameDefinition, cards: CardSet, exp: ResolvedExperiment, backend: Backend, opts: DeckSearchOptions, plan: RestartPlan): Promise<ArchiveRun> {
  const { axes, budget, restart, idBase, onGeneration, checkpoint } = plan;
  const variant = exp.variant;
  const rng = new Rng(exp.seed, STREAM_SETUP);
  const sections = sectionIndex(game, cards);
  const bank = new MatchBank(exp, backend, exp.seed);
  const records: DeckRecord[] = [];
  const byKey = new Map<string, DeckRecord>();
  const archive = new Archive();

  const record = (deck: readonly number[], generation: number, origin: string): DeckRecord => {
    const sorted = sortedDeck(deck);
    const known = byKey.get(deckKey(sorted));
    if (known) return known;
    const r: DeckRecord = { id: idBase + records.length + 1, deck: sorted, cell: cellOf(axes, sorted), bins: axes.map((a) => a.bin(sorted)), generation, restart, origin, fitness: wilson(0, 0), games: 0 };
    records.push(r);
    byKey.set(deckKey(sorted), r);
    return r;
  };
  /** Pooled win share of `r` against the opponents (itself left out). */
  const measure = (r: DeckRecord, opponents: readonly DeckRecord[]): void => {
    let units = 0;
    let games = 0;
    for (const o of opponents) {
      if (o === r) continue;
      const p = bank.result(r.deck, o.deck);
      if (p === null) continue;
      units += p.units;
      games += p.games;
    }
    r.fitness = wilson(units / bank.units, games);
    r.games = games;
  };
  const offer = (r: DeckRecord, mayReplace: boolean): void => {
    // A deck all of whose matches failed has no fitness to stand on.
    if (r.games === 0 || (!mayReplace && archive.at(r.cell))) return;
    archive.offer({ id: r.id, deck: r.deck, cell: r.cell, fitness: r.fitness.rate });
  };
  const recordOf = (id: number): DeckRecord => records[id - idBase - 1]!;
  const finalReps = opts.reps * 2 ** Math.max(0, Math.ceil(Math.log2(opts.candidates)) - 1);
  /** Plays `decks` against `opponents` up to `reps` pairs each, and measures them there. */
  const playAgainst = async (decks: readonly DeckRecord[], opponents: readonly DeckRecord[], reps: number): Promise<void> => {
    await bank.ensure(pairings(decks.map((r) => r.deck), opponents.map((r) => r.deck)), reps);
    for (const r of decks) measure(r, opponents);
  };
  /** Successive halving: the better half goes on to twice the matches; the finalists, best first. */
  const race = async (candidates: readonly DeckRecord[], opponents: readonly DeckRecord[]): Promise<DeckRecord[]> => {
    let alive = candidates;
    let reps = opts.reps;
    for (;;) {
      await playAgainst(alive, opponents, reps);
      if (alive.length <= 2 || reps >= finalReps) break;
      alive = byFitness(alive).slice(0, Math.ceil(alive.length / 2));
      reps *= 2;
    }
    return byFitness(alive);
  };

  /** Generation 0: the legal shipped decks and random decks, round robin. */
  const startingDecks = async (): Promise<void> => {
    const start: DeckRecord[] = [];
    for (const d of cards.decks) if (!d.illegal && cardsOf(game).validateDeck(cards, d.cards, variant).length === 0) start.push(record(d.cards, 0, `shipped: ${d.name}`));
    // A random deck drawn twice is measured once.
    for (let drawn = 0, tries = 0; drawn < opts.initial && tries < opts.initial * 8; tries++) {
      const before = records.length;
      const r = record(cardsOf(game).randomDeck(cards, rng, variant), 0, 'random');
      if (records.length > before) {
        start.push(r);
        drawn++;
      }
    }
    await playAgainst(start, start, finalReps);
    for (const r of start) offer(r, true);
  };

  const key = searchKey(exp, opts);
  let generation = 0;
  let polish: PolishState | null = null;
  const save = (): void =>
    checkpoint?.save({
      key,
      generation,
      rng: [...rng.state],
      records: records.map((r) => ({ deck: r.deck, generation: r.generation, origin: r.origin, fitness: r.fitness, games: r.games })),
      archive: archive.elites().map((e) => ({ id: e.id, fitness: e.fitness })),
      pairs: bank.snapshot(),
      played: bank.played,
      errors: bank.errors,
      polish,
    });
  const saved = checkpoint?.load() ?? null;
  if (saved !== null) {
    if (saved.key !== key) throw new InputError('the checkpoint was written by a search of another experiment, seed or sizes', { field: '--resume' }, 'resume with the experiment and options it was started with, or start in another folder');
    // JSON writes a NaN rate (a deck with no match played) as null.
    const rate = (x: number | null): number => x ?? Number.NaN;
    for (const s of saved.records) Object.assign(record(s.deck, s.generation, s.origin), { fitness: { rate: rate(s.fitness.rate), low: rate(s.fitness.low), high: rate(s.fitness.high) }, games: s.games });
    for (const e of saved.archive) {
      const r = recordOf(e.id);
      archive.restore({ id: r.id, deck: r.deck, cell: r.cell, fitness: e.fitness });
    }
    bank.restore(saved.pairs, saved.played, saved.errors);
    rng.state.set(saved.rng);
    generation = saved.generation;
    polish = saved.polish;
  } else {
    await startingDecks();
    save();
  }
  onGeneration?.(generation, bank.played, polish?.steps ?? 0);

  // The generations play the budget but the polish's share of it.
  const polishFrom = budget - Math.floor(budget * opts.polish);
  while (generation < opts.generations && bank.played < polishFrom) {
    generation++;
    const opponents = archive.ranked().slice(0, opts.opponents).map((e) => recordOf(e.id));
    const elites = archive.elites().map((e) => recordOf(e.id));
    // The elites are measured against this generation's opponents too, on the same seeds.
    await playAgainst(elites, opponents, finalReps);
    for (const r of elites) archive.at(r.cell)!.fitness = r.fitness.rate;
    const candidates: DeckRecord[] = [];
    for (let c = 0; c < opts.candidates; c++) {
      const parent = elites[rng.below(elites.length)]!;
      const m = mutateDeck(game, cards, variant, parent.deck, rng, 1 + rng.below(opts.maxChanges), sections);
      if (byKey.has(deckKey(m.deck))) continue;
      candidates.push(record(m.deck, generation, m.kind === 'fresh' ? 'fresh' : `mutant of #${parent.id}`));
    }
    const finalists = await race(candidates, opponents);
    // Finalists may take an elite's cell; the others only fill empty cells.
    for (const r of candidates) offer(r, finalists.includes(r));
    save();
    onGeneration?.(generation, bank.played, 0);
  }

  if (opts.polish > 0) {
    const state = (polish ??= newPolish());
    const space: PolishSpace = {
      ranked: () => archive.ranked().map((e) => recordOf(e.id)),
      recordOf,
      neighbours: (parent, count) => {
        const out: DeckRecord[] = [];
        for (let c = 0; c < count; c++) {
          const m = mutateDeck(game, cards, variant, parent.deck, rng, 1, sections);
          // A deck with no legal single change is left as it is, not swapped for a random one.
          if (m.kind === 'fresh' || byKey.has(deckKey(m.deck))) continue;
          out.push(record(m.deck, generation + state.steps, `polish of #${parent.id}`));
        }
        return out;
      },
      race,
      confirm: playAgainst,
      offer,
    };
    while (bank.played < budget && (await polishStep(space, state, opts, 2 * finalReps))) {
      save();
      onGeneration?.(generation, bank.played, state.steps);
    }
  }

  const ranked = archive.ranked().map((e) => recordOf(e.id));
  const polished = polishedDecks(polish).map(recordOf);
  const best = [...polished, ...ranked.filter((r) => !polished.includes(r))];
  return { seed: exp.seed, records, ranked, best, polish, generations: generation, played: bank.played, bank };
}

function byFitness(decks: readonly DeckRecord[]): DeckRecord[] {
  return [...decks].sort((a, b) => b.fitness.rate - a.fitness.rate || a.id - b.id);
}

/** The metagame's decks from the restarts' archives: each restart's best, then each one's second best, and so on; a deck found twice once. */
function metaDecks(runs: readonly ArchiveRun[], count: number): DeckRecord[] {
  const out: DeckRecord[] = [];
  const seen = new Set<string>();
  for (let rank = 0; out.length < count && runs.some((r) => rank < r.best.length); rank++) {
    for (const run of runs) {
      const r = run.best[rank];
      if (r === undefined || out.length >= count || seen.has(deckKey(r.deck))) continue;
      seen.add(deckKey(r.deck));
      out.push(r);
    }
  }
  return out;
}

export async function deckSearch(game: GameDefinition, cards: CardSet, exp: ResolvedExperiment, backend: Backend, opts: DeckSearchOptions, hooks: SearchHooks = {}): Promise<DeckSearchResult> {
  const { onGeneration, checkpoint } = hooks;
  // One set of axes for every restart, so that their cells are the same cells.
  const axes: readonly DeckAxis[] = deckAxes(game, cards, exp.variant, new Rng(hash2(exp.seed, 1), STREAM_SETUP));
  const runs: ArchiveRun[] = [];
  let before = 0;
  for (let k = 1; k <= opts.restarts; k++) {
    const idBase = runs.reduce((n, r) => n + r.records.length, 0);
    const plan: RestartPlan = {
      axes,
      budget: restartBudget(opts),
      restart: k,
      idBase,
      onGeneration: onGeneration && ((gen, played, step) => onGeneration(gen, before + played, k, step)),
      checkpoint: k === 1 ? checkpoint : checkpoint?.restart(k),
    };
    const run = await searchArchive(game, cards, { ...exp, seed: restartSeed(exp.seed, k) }, backend, opts, plan);
    runs.push(run);
    before += run.played;
  }
  // The metagame: the archive's best decks, round robin. A single search plays it on its own
  // bank (matches its generations played are not played again); restarts, or a polish (whose
  // decks were kept for winning their matches), on a bank of its own.
  const meta = metaDecks(runs, opts.metaDecks);
  const metaBank = runs.length === 1 && opts.polish === 0 ? runs[0]!.bank : new MatchBank(exp, backend, hash2(exp.seed, 0x4d45_5441));
  const { matrix, games, ...metaPlay } = await metaRound(metaBank, meta.map((r) => r.deck), opts, exp.seed);
  const banks = new Set([...runs.map((r) => r.bank), metaBank]);
  return {
    axes: axes.map((a) => a.name),
    records: runs.flatMap((r) => r.records),
    archive: runs.flatMap((r) => r.ranked.map((d) => d.id)),
    meta: meta.map((r) => r.id),
    matrix,
    games,
    metaPlay,
    restarts: runs.map((r) => ({
      seed: r.seed,
      generations: r.generations,
      matches: r.played,
      cells: r.ranked.length,
      polish: { steps: r.polish?.steps ?? 0, improved: r.polish?.improved ?? 0, lineages: (r.polish?.lineages ?? []).map((l) => ({ start: l.start, end: l.incumbent })) },
    })),
    matches: [...banks].reduce((n, b) => n + b.played, 0),
    errors: [...banks].reduce((n, b) => n + b.errors, 0),
  };
}
