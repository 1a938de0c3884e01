// `balance-lab validate <file|folder>`: checks an experiment, a card file or a folder of card
// files without playing, reports every problem found at once (one line each, exit 2), and prints
// the game's advice on legal decks as warnings (exit 0).

import { statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { Command } from 'commander';
import { InputError, InputProblems, shownPath } from '../core/errors.js';
import type { CardSet, DeckList, GameDefinition } from '../core/game.js';
import { cardFilesIn } from '../core/paths.js';
import { getGame, listGames } from '../core/registry.js';
import { readYamlFile } from '../core/yaml-input.js';
import { loadExperiment } from '../sim/experiment.js';
import { cardsOf } from '../core/facets.js';

/** Whether a parsed YAML value is an experiment (it has agents or matches) rather than cards. */
function isExperiment(v: unknown): boolean {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && ('agents' in v || 'matches' in v);
}

/** The game named by a `game:` field, or by a folder cards/<game>/ above `path`. */
function namedGame(path: string, value: unknown): string | undefined {
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { game?: unknown }).game === 'string') return (value as { game: string }).game;
  const ids = new Set(listGames().map((g) => g.id));
  for (let dir = resolve(path); dir !== dirname(dir); dir = dirname(dir)) if (ids.has(basename(dir))) return basename(dir);
  return undefined;
}

/** Loads a card set, or returns the InputError it fails with. */
function tryLoad(game: GameDefinition, files: readonly string[]): CardSet | InputError {
  try {
    return cardsOf(game).load(files);
  } catch (err) {
    if (err instanceof InputError) return err;
    throw err;
  }
}

/**
 * The game of card files nobody named: the only game whose loader accepts them, else (files
 * with mistakes) the one whose loader read furthest before its first problem, as the closest fit.
 */
function inferGame(files: readonly string[], where: string): GameDefinition {
  const tries = listGames()
    .filter((g) => g.variants.some((v) => v.usesDecks))
    .map((game) => {
      try {
        return { game, result: tryLoad(game, files) };
      } catch {
        return { game, result: null }; // another game's files can break a loader in any way
      }
    });
  const loaded = tries.filter((t) => t.result !== null && !(t.result instanceof InputError));
  if (loaded.length === 1) return loaded[0]!.game;
  const reach = (t: (typeof tries)[number]): number => {
    if (!(t.result instanceof InputError)) return -1;
    const first = t.result instanceof InputProblems ? t.result.problems[0]! : t.result;
    const at = first.location.file === undefined ? -1 : files.indexOf(resolve(first.location.file));
    return at < 0 || first.location.line === undefined ? -1 : at * 1e6 + first.location.line;
  };
  const [best, next] = tries.sort((a, b) => reach(b) - reach(a));
  // Two games stopping at the same place are no fit at all.
  if (loaded.length > 1 || !best || reach(best) < 0 || (next && reach(next) === reach(best))) throw new InputError('cannot tell which game these cards are for', { file: where }, 'pass --game <id>, or keep them under cards/<game>/');
  return best.game;
}

/** The card files of a folder, leaving out experiments kept beside them. */
function cardFilesOf(dir: string): string[] {
  return cardFilesIn(dir).filter((f) => {
    try {
      return !isExperiment(readYamlFile(f).value);
    } catch {
      return true; // malformed: the card loader reports it
    }
  });
}

interface Checked {
  readonly game: GameDefinition;
  readonly set: CardSet;
  /** What was read, for the ok line. */
  readonly what: string;
}

/**
 * A card file is checked on its own, and when it refers to cards of the other files of its
 * folder (a deck file), together with them.
 */
function checkCardFile(file: string, gameId: string | undefined, value: unknown): Checked {
  const named = gameId ?? namedGame(file, value);
  const folder = cardFilesOf(dirname(resolve(file)));
  const game = named !== undefined ? getGame(named, { file, field: '--game' }) : inferGame(folder.length > 1 ? folder : [resolve(file)], file);
  const result = tryLoad(game, [resolve(file)]);
  if (!(result instanceof InputError)) return { game, set: result, what: `${game.id} card file` };
  if (folder.length < 2) throw result;
  const together = tryLoad(game, folder);
  if (together instanceof InputError) throw together;
  return { game, set: together, what: `${game.id} card file (read with the ${folder.length - 1} other card files of its folder, which it refers to)` };
}

function checkCardFolder(dir: string, gameId: string | undefined): Checked {
  const files = cardFilesOf(resolve(dir));
  if (files.length === 0) throw new InputError('no .yaml card files in this folder', { file: dir });
  const named = gameId ?? namedGame(dir, undefined);
  const game = named !== undefined ? getGame(named, { file: dir, field: '--game' }) : inferGame(files, dir);
  const result = tryLoad(game, files);
  if (result instanceof InputError) throw result;
  return { game, set: result, what: `${game.id} card folder (${files.length} file${files.length === 1 ? '' : 's'})` };
}

/** The game's advice on each deck (deckWarnings), as lines naming where the deck is written. */
function deckWarnings(game: GameDefinition, set: CardSet, decks: readonly DeckList[], variant: string): string[] {
  const advice = cardsOf(game).deckWarnings;
  if (!advice) return [];
  const out: string[] = [];
  for (const d of decks) {
    const where = d.source ? `${shownPath(d.source.file)}:${d.source.line} ` : '';
    for (const w of advice(set, d.cards, variant)) out.push(`warning: ${where}deck '${d.name}': ${w.rule}: ${w.message}`);
  }
  return out;
}

export function validateCommand(): Command {
  return new Command('validate')
    .description('check an experiment, a card file or a folder of card files, and report every problem found')
    .argument('<path>', 'experiment (has agents and matches), card file (YAML) or folder of card files')
    .option('--game <id>', 'the game of card files (default: from a cards/<game>/ folder, else the game whose rules they fit)')
    .action(async (path: string, flags: { game?: string }) => {
      let isDir = false;
      try {
        isDir = statSync(path).isDirectory();
      } catch {
        // A missing path is reported by readYamlFile below, with its hint.
      }
      if (!isDir) {
        const v = readYamlFile(path).value;
        if (isExperiment(v)) {
          const exp = await loadExperiment(path);
          const game = getGame(exp.game);
          const set = exp.cardFiles.length > 0 ? cardsOf(game).load(exp.cardFiles) : cardsOf(game).defaultSet();
          const warnings = exp.randomDecks ? [] : deckWarnings(game, set, exp.decks, exp.variant);
          for (const w of warnings) process.stderr.write(`${w}\n`);
          process.stdout.write(
            `ok: experiment '${exp.name}': ${exp.game} (${exp.variant}), ${exp.agents.length} agent${exp.agents.length === 1 ? '' : 's'}, ${exp.decks.length} deck${exp.decks.length === 1 ? '' : 's'}, ${exp.lineups.length} lineups, ${exp.matches} matches, seed ${exp.seed}${warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : ''}\n`,
          );
          return;
        }
      }
      const { game, set, what } = isDir ? checkCardFolder(path, flags.game) : checkCardFile(path, flags.game, readYamlFile(path).value);
      const warnings = deckWarnings(game, set, set.decks, game.defaultVariant);
      for (const w of warnings) process.stderr.write(`${w}\n`);
      process.stdout.write(`ok: ${what}: ${set.cards.length} cards, ${set.decks.length} decks (hash ${set.hash})${warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : ''}\n`);
    });
}
