// `balance-lab deck-search <experiment>`: searches the experiment's card pool for strong legal
// decks (MAP-Elites with successive halving, src/decks/search), plays the best of them round
// robin and writes the metagame's report to reports/<experiment>/deck-search-<seed>/ (or --out).

import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { readYamlFile } from '../core/yaml-input.js';
import { getGame, getVariant } from '../core/registry.js';
import { localBackend } from '../sim/backend.js';
import { loadExperiment } from '../sim/experiment.js';
import { patchedCards } from '../experiment/patch.js';
import { deckSearch } from '../decks/search/deck-search.js';
import { searchOptions } from '../decks/search/options.js';
import { writeSearchReport } from '../decks/search/report.js';
import { writeSearchHtml } from '../decks/search/report-html.js';
import { metagame, poolShares } from '../decks/meta/metagame.js';
import { parseCount, parseSeed } from './common.js';

interface DeckSearchFlags {
  workers?: number;
  seed?: number;
  matches?: number;
  out?: string;
  quiet?: boolean;
}

export function deckSearchCommand(): Command {
  return new Command('deck-search')
    .description('search the card pool for strong legal decks and report the metagame they make (docs/user/deck-search.md)')
    .argument('<experiment>', "an experiment file; its 'deckSearch' section sizes the search, its 'matches' is the budget")
    .option('--matches <n>', "the search's match budget (overrides the file's 'matches')", parseCount('--matches'))
    .option('--workers <n>', 'worker threads (default: the number of cores)', parseCount('--workers'))
    .option('--seed <n>', "search seed (overrides the file's 'seed')", parseSeed)
    .option('--out <dir>', 'report folder (default: reports/<experiment>/deck-search-<seed>)')
    .option('--quiet', 'no progress output')
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
      const options = searchOptions(exp);
      const workers = flags.workers ?? availableParallelism();
      const out = flags.out ?? join('reports', exp.name, `deck-search-${exp.seed}`);
      const quiet = flags.quiet ?? false;
      if (!quiet) process.stderr.write(`deck search ${exp.name}: ${game.id} with ${exp.agents[0]!.label}, budget ${options.budget} matches, ${workers} worker${workers === 1 ? '' : 's'} -> ${out}\n`);
      const t0 = performance.now();
      const backend = localBackend(workers);
      const result = await deckSearch(game, cards, exp, backend, options, (gen, matches) => {
        if (!quiet) process.stderr.write(`  generation ${gen}: ${matches} matches, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
      }).finally(() => backend.close());
      const decks = result.meta.map((id) => result.records[id - 1]!.deck);
      const meta = metagame(decks, result.matrix, result.games, cards, poolShares(game, cards, exp.variant, exp.seed), exp.seed);
      const wallMs = performance.now() - t0;
      const run = { exp, game, cards, options, result, meta, wallMs, workers };
      writeSearchReport(out, run);
      await writeSearchHtml(out, run);
      process.stdout.write(`${result.matches} matches in ${(wallMs / 1000).toFixed(1)} s; report: ${join(out, 'deck-search.md')}\n`);
    });
}
