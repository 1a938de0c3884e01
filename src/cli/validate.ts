// `balance-lab validate <file>`: checks an experiment or a card file without playing.

import { basename, dirname, resolve } from 'node:path';
import { Command } from 'commander';
import { InputError } from '../core/errors.js';
import { getGame, listGames } from '../core/registry.js';
import { readYamlFile } from '../core/yaml-input.js';
import { loadExperiment } from '../sim/experiment.js';

/** Which game a card file belongs to: --game, a `game:` field, or a folder cards/<game>/. */
function gameOfCardFile(file: string, given: string | undefined, value: unknown): string {
  if (given !== undefined) return given;
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { game?: unknown }).game === 'string') return (value as { game: string }).game;
  const ids = new Set(listGames().map((g) => g.id));
  for (let dir = dirname(resolve(file)); dir !== dirname(dir); dir = dirname(dir)) if (ids.has(basename(dir))) return basename(dir);
  throw new InputError('cannot tell which game this card file is for', { file }, 'pass --game <id>, or keep it under cards/<game>/');
}

export function validateCommand(): Command {
  return new Command('validate')
    .description('check an experiment file or a card file and report every problem found')
    .argument('<file>', 'experiment (has agents and matches) or card file (YAML)')
    .option('--game <id>', 'the game a card file belongs to (default: from its folder cards/<game>/)')
    .action(async (file: string, flags: { game?: string }) => {
      const src = readYamlFile(file);
      const v = src.value;
      const isExperiment = v !== null && typeof v === 'object' && !Array.isArray(v) && ('agents' in v || 'matches' in v);
      if (isExperiment) {
        const exp = await loadExperiment(file);
        process.stdout.write(
          `ok: experiment '${exp.name}': ${exp.game} (${exp.variant}), ${exp.agents.length} agent${exp.agents.length === 1 ? '' : 's'}, ${exp.decks.length} deck${exp.decks.length === 1 ? '' : 's'}, ${exp.lineups.length} lineups, ${exp.matches} matches, seed ${exp.seed}\n`,
        );
        return;
      }
      const game = getGame(gameOfCardFile(file, flags.game, v), { file, field: '--game' });
      const set = game.loadCards([resolve(file)]);
      process.stdout.write(`ok: ${game.id} card file: ${set.cards.length} cards, ${set.decks.length} decks (hash ${set.hash})\n`);
    });
}
