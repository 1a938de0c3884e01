// The balance-lab command-line program, runnable in this process (the tests run most commands
// so). Exit codes: 0 ok, 2 bad input (one line, no stack), 1 internal failure.

import '../games/index.js';
import { Command, CommanderError } from 'commander';
import { EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_OK, InputError, LabError } from '../core/errors.js';
import { restartChartIds } from '../report/vega-charts.js';
import { agentsCommand } from './agents.js';
import { blindSpotsCommand } from './blind-spots.js';
import { cardsCommand } from './card-reference.js';
import { compareCommand } from './compare.js';
import { deckSearchCommand } from './deck-search.js';
import { labPackage } from './common.js';
import { gamesCommand } from './games.js';
import { ladderCommand } from './ladder.js';
import { mergeCommand } from './merge.js';
import { playCommand } from './play.js';
import { queryCommand } from './query.js';
import { replayCommand } from './replay.js';
import { runCommand } from './run.js';
import { tournamentCommand } from './tournament.js';
import { trainCommand } from './train.js';
import { validateCommand } from './validate.js';
import { workerCommand } from './worker.js';

export function buildProgram(): Command {
  const program = new Command('balance-lab')
    .description('AI self-play balance lab: play many matches of a card game and report what wins, and how sure we are')
    .version(labPackage().version)
    .showHelpAfterError('(add --help for usage)')
    .exitOverride();
  for (const c of [runCommand(), workerCommand(), mergeCommand(), tournamentCommand(), deckSearchCommand(), ladderCommand(), blindSpotsCommand(), compareCommand(), gamesCommand(), agentsCommand(), validateCommand(), playCommand(), replayCommand(), queryCommand(), cardsCommand(), trainCommand()]) program.addCommand(c.exitOverride());
  return program;
}

export async function main(argv: readonly string[]): Promise<number> {
  restartChartIds();
  try {
    await buildProgram().parseAsync([...argv]);
    return EXIT_OK;
  } catch (err) {
    if (err instanceof CommanderError) {
      // commander has already printed its message (or the help).
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') return EXIT_OK;
      // Our option parsers throw InputError inside commander; it wraps nothing, so this is usage.
      return EXIT_BAD_INPUT;
    }
    if (err instanceof InputError) {
      // One line per problem (validate reports them all at once).
      for (const line of err.message.split('\n')) process.stderr.write(`balance-lab: ${line}\n`);
      return EXIT_BAD_INPUT;
    }
    if (err instanceof LabError) {
      process.stderr.write(`balance-lab: ${err.message}\n`);
      return err.exitCode;
    }
    process.stderr.write(`balance-lab: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    return EXIT_INTERNAL;
  }
}
