// `balance-lab deck-search <experiment>`: searches the experiment's card pool for strong legal
// decks (MAP-Elites with successive halving, src/decks/search), plays the best of them round
// robin and writes the metagame's report to reports/<experiment>/deck-search-<seed>/ (or --out).
// --aa and --blank run a second search beside it (controls.ts); --random-run sets a random-deck
// run's verdicts beside the cards the meta warps or leaves out. With --backend bullmq the
// matches are played by `balance-lab worker` processes, each deck pairing a job of its own.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { InputError } from '../core/errors.js';
import type { CardSet, GameDefinition } from '../core/game.js';
import { suggestion } from '../core/suggest.js';
import { readYamlFile } from '../core/yaml-input.js';
import { getGame, getVariant } from '../core/registry.js';
import type { Backend } from '../sim/backend.js';
import { localBackend } from '../sim/backend.js';
import type { BackendChoice } from '../run/backend-choice.js';
import { chooseBackend, DEFAULT_ATTEMPTS } from '../run/backend-choice.js';
import type { RunFlags } from '../run/run-flags.js';
import { redactedUrl } from '../sim/distributed/redis.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import { loadExperiment } from '../sim/experiment.js';
import { patchedCards } from '../experiment/patch.js';
import { blankedCards } from '../sim/setup.js';
import { cardVerdicts } from '../stats/card-verdict.js';
import type { ControlRun, RandomRunVerdicts } from '../decks/search/controls.js';
import { controlOverlap } from '../decks/search/controls.js';
import { jointMeta } from '../decks/search/joint-meta.js';
import type { DeckSearchOptions } from '../decks/search/deck-search.js';
import { fileCheckpoint } from '../decks/search/checkpoint.js';
import { deckSearch } from '../decks/search/deck-search.js';
import { searchOptions } from '../decks/search/options.js';
import type { SearchRun } from '../decks/search/report.js';
import { writeSearchReport } from '../decks/search/report.js';
import { writeSearchHtml } from '../decks/search/report-html.js';
import { writeDecksParquet } from '../decks/search/decks-parquet.js';
import { metagame, poolShares } from '../decks/meta/metagame.js';
import { parseBackend, parseCount, parseSeed, withRedisOptions } from './common.js';
import { readSummary } from '../run/run-folder.js';
import { balanceOf } from '../core/facets.js';

interface DeckSearchFlags extends Pick<RunFlags, 'workers' | 'seed' | 'matches' | 'out' | 'quiet' | 'backend' | 'attempts' | 'redis' | 'redisCa' | 'redisCert' | 'redisKey'> {
  aa?: boolean;
  blank?: string;
  randomRun?: string;
  resume?: boolean;
}

/** The search's checkpoint in its report folder (a control search's in its own). */
const CHECKPOINT = 'search-checkpoint.json';

interface Context {
  readonly game: GameDefinition;
  readonly options: DeckSearchOptions;
  readonly workers: number;
  readonly backend: BackendChoice;
  readonly quiet: boolean;
}

/** Where a search's matches are played: this machine's pool, or BullMQ workers (loaded only then). */
async function backendFor(ctx: Context, exp: ResolvedExperiment): Promise<Backend> {
  const { target, attempts } = ctx.backend;
  if (target === null) return localBackend(ctx.workers);
  const { bullmqBackend } = await import('../sim/distributed/bullmq-backend.js');
  const note = (line: string): void => void (ctx.quiet ? undefined : process.stderr.write(`note: ${line}\n`));
  return bullmqBackend({ target, exp, attempts, note });
}

/** One search and its metagame, on a fresh worker pool, checkpointed in `dir`. */
async function searchRun(ctx: Context, exp: ResolvedExperiment, cards: CardSet, label: string, dir: string): Promise<SearchRun> {
  const { game, options, workers, quiet } = ctx;
  const t0 = performance.now();
  const backend = await backendFor(ctx, exp);
  const where = ctx.backend.target ? `workers at ${redactedUrl(ctx.backend.target.url)}` : `${workers} worker${workers === 1 ? '' : 's'}`;
  if (!quiet) process.stderr.write(`${label}: ${game.id} with ${exp.agents[0]!.label}, seed ${exp.seed}, budget ${options.budget} matches, ${where}\n`);
  const onGeneration = (gen: number, matches: number, restart: number, polishStep: number): void => {
    const which = options.restarts > 1 ? `restart ${restart}/${options.restarts}, ` : '';
    const step = polishStep === 0 ? `generation ${gen}` : `polish step ${polishStep}`;
    if (!quiet) process.stderr.write(`  ${which}${step}: ${matches} matches, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  };
  const result = await deckSearch(game, cards, exp, backend, options, { onGeneration, checkpoint: fileCheckpoint(join(dir, CHECKPOINT)) }).finally(() => backend.close());
  const decks = result.meta.map((id) => result.records[id - 1]!.deck);
  const meta = metagame(decks, result.matrix, result.games, cards, poolShares(game, cards, exp.variant, exp.seed), exp.seed);
  return { exp, game, cards, options, result, meta, wallMs: performance.now() - t0, where };
}

async function writeRun(dir: string, run: SearchRun): Promise<void> {
  writeSearchReport(dir, run);
  await writeSearchHtml(dir, run);
  await writeDecksParquet(dir, run);
}

function blankedCard(game: GameDefinition, cards: CardSet, name: string): number {
  if (!balanceOf(game).ablationFiller) throw new InputError(`game '${game.id}' declares no blank of a card (no ablation filler)`, { field: '--blank' }, 'run without --blank');
  const card = cards.cards.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!card) throw new InputError(`unknown card '${name}' in set '${cards.name}'`, { field: '--blank' }, suggestion(name, cards.cards.map((c) => c.name)));
  return card.id;
}

function randomRunVerdicts(dir: string, game: string): RandomRunVerdicts {
  const summary = readSummary(dir, '--random-run');
  if (summary.game !== game) throw new InputError(`the run in ${dir} played ${summary.game}, not ${game}`, { field: '--random-run' }, `pass a random-deck run of ${game}`);
  if (!summary.balance.cardFlags) throw new InputError(`the run in ${dir} played fixed decks: it has no verdicts on cards in average company`, { field: '--random-run' }, 'pass a run of an experiment with randomDecks: true');
  return { dir, matches: summary.matches, verdicts: cardVerdicts(summary.balance) };
}

export function deckSearchCommand(): Command {
  const c = new Command('deck-search')
    .description('search the card pool for strong legal decks and report the metagame they make (docs/user/deck-search.md)')
    .argument('<experiment>', "an experiment file; its 'deckSearch' section sizes the search, its 'matches' is the budget")
    .option('--matches <n>', "the search's match budget (overrides the file's 'matches')", parseCount('--matches'))
    .option('--workers <n>', 'worker threads (default: the number of cores)', parseCount('--workers'))
    .option('--seed <n>', "search seed (overrides the file's 'seed')", parseSeed)
    .option('--out <dir>', 'report folder (default: reports/<experiment>/deck-search-<seed>)')
    .option('--aa', "also search from the next seed, report how far the two metas overlap and play both metas' decks in one metagame (an A/A)")
    .option('--blank <card>', 'also search with this card played as the blank of its kind, same seed, and report its meta share in both')
    .option('--random-run <dir>', "a finished random-deck run of the same game: its verdicts on the cards this meta warps or leaves out")
    .option('--resume', 'go on from the last generation a stopped search finished (its checkpoint in --out, or the default folder of this seed)')
    .option('--quiet', 'no progress output')
    .option('--backend <name>', "where matches are played: local (this machine's threads) or bullmq (`balance-lab worker` processes on any machine, through Redis)", parseBackend);
  return withRedisOptions(c)
    .option('--attempts <n>', `with bullmq: tries of a batch before the search stops on it (default ${DEFAULT_ATTEMPTS})`, parseCount('--attempts'))
    .action(async (file: string, flags: DeckSearchFlags) => {
      const exp = await loadExperiment(file, { ...(flags.matches ? { matches: flags.matches } : {}), ...(flags.seed !== undefined ? { seed: flags.seed } : {}) });
      const game = getGame(exp.game);
      const facts = getVariant(game, exp.variant);
      // Problems the experiment schema cannot see, at their lines in the file.
      const src = readYamlFile(file);
      if (!facts.usesDecks) throw src.error(['game'], `game '${game.id}' does not use decks: there is nothing to search`);
      if (facts.players !== 2) throw src.error(['variant'], `deck search plays two-player matches; variant '${exp.variant}' has ${facts.players} players`, 'choose a two-player variant');
      if (exp.agents.length !== 1) throw src.error(['agents'], `deck search plays one agent in both seats, got ${exp.agents.length}`, 'list one agent');
      const cards = patchedCards(game, exp.cardFiles, exp.patch);
      const blank = flags.blank === undefined ? null : blankedCard(game, cards, flags.blank);
      const randomRun = flags.randomRun === undefined ? undefined : randomRunVerdicts(flags.randomRun, game.id);
      const backend = chooseBackend(flags);
      const ctx: Context = { game, options: searchOptions(exp), workers: flags.workers ?? availableParallelism(), backend, quiet: flags.quiet ?? false };
      const out = flags.out ?? join('reports', exp.name, `deck-search-${exp.seed}`);
      if (!ctx.quiet) process.stderr.write(`deck search ${exp.name} -> ${out}\n`);

      const checkpoint = join(out, CHECKPOINT);
      if (flags.resume && !existsSync(checkpoint)) throw new InputError(`nothing to resume: no search checkpoint in ${out}`, { file, field: '--resume' }, 'run without --resume to start (give --out and --seed as the stopped search had them)');
      if (!flags.resume && existsSync(checkpoint)) throw new InputError(`${out} already holds a search`, { field: '--out' }, 'add --resume to continue it, or choose another folder');
      const main = await searchRun(ctx, exp, cards, 'search', out);
      const controls: ControlRun[] = [];
      if (flags.aa) {
        const seed = (exp.seed + 1) >>> 0;
        const folder = `aa-seed-${seed}`;
        const run = await searchRun(ctx, { ...exp, seed }, cards, 'A/A search', join(out, folder));
        await writeRun(join(out, folder), run);
        const jointBackend = await backendFor(ctx, exp);
        const joint = await jointMeta(cards, main.meta.cards.map((c) => c.poolShare), exp, jointBackend, ctx.options, main.result, run.result).finally(() => jointBackend.close());
        controls.push({ kind: 'A/A', seed, result: run.result, meta: run.meta, folder, overlap: controlOverlap(main, run), joint });
      }
      if (blank !== null) {
        const folder = `blank-${blank}`;
        const run = await searchRun(ctx, { ...exp, blank: [blank] }, blankedCards(game, cards, [blank]), 'blanked search', join(out, folder));
        await writeRun(join(out, folder), run);
        controls.push({ kind: 'blanked', seed: exp.seed, card: blank, result: run.result, meta: run.meta, folder, overlap: controlOverlap(main, run) });
      }
      await writeRun(out, { ...main, controls, ...(randomRun ? { randomRun } : {}) });
      process.stdout.write(`${main.result.matches} matches in ${(main.wallMs / 1000).toFixed(1)} s; report: ${join(out, 'deck-search.md')}\n`);
    });
}
