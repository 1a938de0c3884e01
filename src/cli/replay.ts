// `balance-lab replay <run-dir> --match i`: plays match i of a finished (or running) run again
// from run.json, with the move-by-move log; an error the run recorded happens again here.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { InputError, InternalError } from '../core/errors.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import { loadPlugins } from '../sim/experiment.js';
import { planMatch } from '../experiment/schedule.js';
import { playIndexed, prepareExperiment, seedOf } from '../sim/setup.js';
import { parseCount } from './common.js';
import { streamingLog } from '../sim/play-log.js';

export function replayCommand(): Command {
  return new Command('replay')
    .description('replay one match of a run from its seed, move by move')
    .argument('<run-dir>', 'a run folder (reports/<experiment>/<run-id>)')
    .requiredOption('--match <i>', 'match index (as listed in the report)', parseCount('--match', 0))
    .option('--quiet', 'print only the result')
    .action(async (runDir: string, flags: { match: number; quiet?: boolean }) => {
      const file = join(runDir, 'run.json');
      if (!existsSync(file)) throw new InputError('no run.json here: not a finished run folder', { file }, 'pass a folder under reports/<experiment>/');
      const info = JSON.parse(readFileSync(file, 'utf8')) as { experiment: ResolvedExperiment };
      const exp = info.experiment;
      if (flags.match >= exp.matches) throw new InputError(`the run has matches 0..${exp.matches - 1}, got ${flags.match}`, { field: '--match' });
      await loadPlugins(exp.plugins);
      const prepared = prepareExperiment(exp);
      const w = (line: string): void => void (flags.quiet ? undefined : process.stdout.write(line + '\n'));
      const plan0 = planMatch(exp.lineups, exp.players, flags.match);
      w(`# ${exp.name}, match ${flags.match} of ${exp.matches}: ${prepared.game.name} (${exp.variant}), seed ${seedOf(exp, flags.match)}`);
      plan0.agents.forEach((a, p) => {
        const deck = exp.decks[plan0.decks[p]!]!.name;
        w(`# P${p + 1}: ${exp.agents[a]!.label}${deck ? ` with ${deck}` : ''}`);
      });
      const log = streamingLog(w, { explain: true });
      const played = playIndexed(prepared, flags.match, null, log.hooks);
      process.stdout.write(`match ${flags.match}, seed ${played.seed}: `);
      if (played.failure) {
        process.stdout.write(`${played.failure.kind}\n`);
        throw new InternalError(`match ${flags.match} (seed ${played.seed}) failed again: ${played.failure.message}`);
      }
      const r = played.result!;
      log.finish(r);
      process.stdout.write(`returns ${r.returns.join(' / ')}, ${r.turns} turns, ${r.decisions} decisions, end: ${r.endReason}\n`);
    });
}
