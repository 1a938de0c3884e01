// `balance-lab tournament <game> --agents a,b,c`: every agent meets every other with seats
// alternated, on the same decks for both sides (each of the card set's decks in turn), and the
// report rates them (Bradley-Terry with a first-move term, Elo, 95% intervals). A tournament
// stopped with Ctrl-C continues with the same command plus --resume, as a run does.

import { Command } from 'commander';
import { InputError } from '../core/errors.js';
import { getGame } from '../core/registry.js';
import { experimentFromSpec } from '../sim/experiment.js';
import { withRunOptions } from './common.js';
import { runResolved } from '../run/play-run.js';
import type { RunFlags } from '../run/run-flags.js';

interface TournamentFlags extends RunFlags {
  agents: string;
  variant?: string;
  cards?: string;
}

export function tournamentCommand(): Command {
  return withRunOptions(
    new Command('tournament')
      .description('every agent against every other, seats alternated, with ratings (Bradley-Terry, Elo) in the report')
      .argument('<game>', 'a registered game (see `balance-lab games`)')
      .requiredOption('--agents <list>', 'comma-separated agent presets or types, e.g. random,heuristic,mcts-200')
      .option('--variant <id>', 'game variant (default: the game default)')
      .option('--cards <path>', "a card file or folder to play with, as an experiment's 'cards' (default: the game's own set)")
      .option('--resume', 'continue the latest unfinished tournament with these settings (or the one in --out)'),
    { matches: 'number of matches (default 1000)', seed: 'tournament seed (default 1)', out: 'run folder (default: reports/tournament-<game>/<run-id>)' },
  ).action(async (gameId: string, flags: TournamentFlags) => {
      const game = getGame(gameId, { field: '<game>' });
      const agents = flags.agents.split(',').map((a) => a.trim()).filter((a) => a.length > 0);
      if (agents.length < 2) throw new InputError(`a tournament needs at least two agents, got '${flags.agents}'`, { field: '--agents' }, 'e.g. --agents random,heuristic');
      const facts = game.variants.find((v) => v.id === (flags.variant ?? game.defaultVariant));
      const usesDecks = facts?.usesDecks ?? false;
      const spec = {
        name: `tournament-${game.id}`,
        game: game.id,
        ...(flags.variant ? { variant: flags.variant } : {}),
        ...(flags.cards ? { cards: flags.cards } : {}),
        agents,
        // Agents are compared on equal terms: both sides hold the same deck, each deck in turn.
        pairing: { agents: 'round-robin', ...(usesDecks ? { decks: 'mirror' } : {}) },
        matches: flags.matches ?? 1000,
        seed: flags.seed ?? 1,
      };
      const exp = await experimentFromSpec(spec, `tournament ${game.id}`);
      const again = [`tournament ${game.id} --agents ${agents.join(',')}`, ...(flags.variant ? [`--variant ${flags.variant}`] : []), ...(flags.cards ? [`--cards ${flags.cards}`] : []), `--matches ${spec.matches} --seed ${spec.seed}`].join(' ');
      await runResolved(exp, `tournament ${game.id}`, { ...flags, matches: undefined, seed: undefined }, again);
    });
}
