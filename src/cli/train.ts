// `balance-lab train <game>`: self-play training of a network for a game (src/sim/self-play-
// training.ts), with a progress line per generation, a training report in DIR, the best network
// in DIR/model, and --resume to go on from the last finished generation.

import { existsSync, writeFileSync } from 'node:fs';
import { cpus, hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { Command } from 'commander';
import { loadModel } from '../../agents/neural/model-file.js';
import { layerSizes } from '../../agents/neural/network.js';
import { tfBackend } from '../../agents/neural/tf-backend.js';
import { agentFromName, agentNames } from '../../agents/registry.js';
import { InputError } from '../core/errors.js';
import { getGame } from '../core/registry.js';
import { suggestion } from '../core/suggest.js';
import { createPool } from '../sim/pool.js';
import { writeTrainReport } from '../sim/self-play-report.js';
import type { TrainSettings, TrainState } from '../sim/self-play-training.js';
import { readTrainState, train } from '../sim/self-play-training.js';
import { parseCount, parseSeed } from './common.js';
import { ensureWritable } from '../run/run-folder.js';

interface TrainFlags {
  variant?: string;
  generations: number;
  budget: number;
  out: string;
  resume?: boolean;
  workers?: number;
  seed?: number;
  matches?: number;
  iterations?: number;
  hidden?: number[];
  epochs?: number;
  gateMatches?: number;
  evalMatches?: number;
  warmStart?: string;
  warmMatches?: number;
  warmEpochs?: number;
  valueWeight?: number;
  learningRate?: number;
  startModel?: string;
  search?: 'gumbel' | 'mcts';
  considered?: number;
  searchValue?: number;
  valueShare?: number;
  priorWeight?: number;
}

/** A wall time like 90s, 20m or 1.5h, in milliseconds. */
export function parseBudget(value: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(s|m|h)\s*$/.exec(value);
  if (!m || Number(m[1]) <= 0) throw new InputError(`expected a wall time such as 90s, 20m or 1h, got '${value}'`, { field: '--budget' });
  return Number(m[1]) * { s: 1000, m: 60_000, h: 3_600_000 }[m[2] as 's' | 'm' | 'h'];
}

function parseHidden(value: string): number[] {
  const parts = value.split(',').map((v) => Number(v.trim()));
  if (parts.length === 0 || parts.length > MAX_LAYERS || parts.some((n) => !Number.isInteger(n) || n <= 0)) throw new InputError(`expected up to ${MAX_LAYERS} layer widths such as 128,64, got '${value}'`, { field: '--hidden' });
  return parts;
}

const MAX_LAYERS = 16;
/** Weights of a network at most: 64 MB as float32, 16 times the largest model the lab ships (training holds several copies). */
const MAX_WEIGHTS = 1 << 24;

/** A finite number in (0, max]: Infinity, NaN and absurd values are refused before anything starts. */
const positive = (field: string, example: string, max: number) => (value: string): number => {
  const n = Number(value);
  if (!/^\s*(\d*\.?\d+(e-?\d+)?)\s*$/i.test(value) || !(n > 0) || !Number.isFinite(n)) throw new InputError(`expected a positive number such as ${example}, got '${value}'`, { field });
  if (n > max) throw new InputError(`expected at most ${max}, got '${value}'`, { field });
  return n;
};

/** A count in [min, max]; `why` says what the maximum guards. */
const countUpTo = (field: string, max: number, why: string, min = 1) => (value: string): number => {
  const n = parseCount(field, min)(value);
  if (n > max) throw new InputError(`expected at most ${max.toLocaleString('en-US')}, got ${value} (${why})`, { field });
  return n;
};

/** The agent the warm start imitates: a preset or type the registry knows, e.g. heuristic or mcts-200. */
function parseWarmStart(value: string): string {
  if (agentFromName(value) === undefined) throw new InputError(`unknown agent '${value}' to imitate`, { field: '--warm-start' }, suggestion(value.split(':')[0]!, agentNames()));
  return value;
}

/** The self-play search: gumbel (expert iteration) or mcts. */
function parseSearch(value: string): 'gumbel' | 'mcts' {
  if (value !== 'gumbel' && value !== 'mcts') throw new InputError(`expected gumbel or mcts, got '${value}'`, { field: '--search' }, suggestion(value, ['gumbel', 'mcts']));
  return value;
}

/** The Gumbel root compares at least two actions. */
function parseConsidered(value: string): number {
  const n = parseCount('--considered')(value);
  if (n < 2) throw new InputError(`expected at least 2 actions to sample at the root, got ${n}`, { field: '--considered' });
  return n;
}

/** A weight in [0, 1]. */
const share = (field: string) => (value: string): number => {
  const n = Number(value);
  if (!/^\s*(\d*\.?\d+)\s*$/.test(value) || !(n >= 0 && n <= 1)) throw new InputError(`expected a weight from 0 to 1 such as 0.5, got '${value}'`, { field });
  return n;
};

/** The network's share of the MCTS prior: above 0 (at 0 the network would not guide the search). */
const priorShare = (value: string): number => {
  const n = share('--prior-weight')(value);
  if (n === 0) throw new InputError(`expected a weight above 0 and at most 1 such as 0.5, got '${value}'`, { field: '--prior-weight' });
  return n;
};

/** A generation's samples are held in memory (with the window's): this many self-play matches at most. */
const MAX_SAMPLE_MATCHES = 100_000;

/** Whole matches are held out of training, a task (4 matches) at a time: two tasks at least. */
const atLeastTwoTasks = (field: string) => (value: string): number => {
  const n = countUpTo(field, MAX_SAMPLE_MATCHES, 'their samples are held in memory')(value);
  if (n < 8) throw new InputError(`expected at least 8 matches (one task of 4 is held out of training), got ${n}`, { field });
  return n;
};

/** Gate and evaluation matches a generation at most (a task list of their quarter is built at once). */
const MAX_PLAYED = 1_000_000;

export function trainCommand(): Command {
  return new Command('train')
    .description('train a network for a game by self-play (MCTS with the network), gated generation by generation; the best network goes to DIR/model')
    .argument('<game>', 'a registered game (see `balance-lab games`)')
    .option('--variant <id>', 'game variant (default: the game default)')
    .requiredOption('--generations <n>', 'self-play generations to run (at most; 0: the warm start alone)', parseCount('--generations', 0))
    .requiredOption('--budget <time>', 'wall time, e.g. 20m: no generation is started that would end after it', parseBudget)
    .requiredOption('--out <dir>', 'training folder: generations, train.json, the report, and model/')
    .option('--resume', 'go on from the last finished generation in --out')
    .option('--workers <n>', 'worker threads for self-play and matches (default: the number of cores)', parseCount('--workers'))
    .option('--seed <n>', 'training seed (default 1)', parseSeed)
    .option('--matches <n>', 'self-play matches a generation, at least 8 (default 64)', atLeastTwoTasks('--matches'))
    .option('--search <kind>', 'self-play search: gumbel (expert iteration: the Gumbel search\'s improved policy is the target) or mcts (visit shares) (default gumbel)', parseSearch)
    .option('--iterations <n>', 'search simulations a self-play decision (default: 16 for gumbel, 32 for mcts)', countUpTo('--iterations', 1_000_000, 'a decision would take hours'))
    .option('--considered <m>', 'gumbel: actions sampled at the root, then halved (default 8)', parseConsidered)
    .option('--search-value <w>', "gumbel: weight of the search's value of a position beside the match result in the value target (default 0)", share('--search-value'))
    .option('--value-share <w>', "the value head's share of the value of a position the search stops at; the rest from a random playout with the game's cut-off (default 1)", share('--value-share'))
    .option('--prior-weight <w>', "mcts: the network policy's share of the search's prior, the rest spread evenly over the legal actions (default 1)", priorShare)
    .option('--hidden <widths>', 'trunk layer widths (default 64,64)', parseHidden)
    .option('--value-weight <w>', 'weight of the value loss beside the policy loss, in training and early stopping (default 0.1)', positive('--value-weight', '0.25', 1000))
    .option('--learning-rate <r>', 'Adam learning rate (default 0.002)', positive('--learning-rate', '0.001', 1))
    .option('--epochs <n>', 'training passes a generation (default 4)', countUpTo('--epochs', 10_000, 'each pass goes over every sample'))
    .option('--gate-matches <n>', 'matches of the gate against the best network (default 200)', countUpTo('--gate-matches', MAX_PLAYED, 'a generation would take days'))
    .option('--eval-matches <n>', 'matches against the heuristic a generation (default 200)', countUpTo('--eval-matches', MAX_PLAYED, 'a generation would take days'))
    .option('--start-model <dir>', 'generation 0 is this trained model (e.g. agents/models/<game>) instead of a warm start or random weights; its layer widths are kept')
    .option('--warm-start <agent>', "train generation 0 to imitate an agent before self-play: 'heuristic' (the game's), or e.g. 'mcts-200'", parseWarmStart)
    .option('--warm-matches <n>', 'matches of the warm start (the imitated agent against itself), at least 8 (default 400)', atLeastTwoTasks('--warm-matches'))
    .option('--warm-epochs <n>', 'training passes of the warm start (default 10)', countUpTo('--warm-epochs', 10_000, 'each pass goes over every sample'))
    .action(async (gameId: string, flags: TrainFlags) => {
      const started = Date.now();
      const game = getGame(gameId, { field: '<game>' });
      const variant = flags.variant ?? game.defaultVariant;
      const facts = game.variants.find((v) => v.id === variant);
      if (!facts) throw new InputError(`game '${game.id}' has no variant '${variant}'`, { field: '--variant' }, `variants: ${game.variants.map((v) => v.id).join(', ')}`);
      const out = resolve(flags.out);
      const saved = readTrainState(out);
      if (saved && !flags.resume) throw new InputError(`${flags.out} already holds a training run (train.json)`, { field: '--out' }, 'add --resume to go on with it, or choose another --out');
      if (!saved && flags.resume) throw new InputError(`${flags.out} holds no training run to resume (no train.json)`, { field: '--out' }, 'drop --resume to start one');
      if (saved && (saved.settings.game !== game.id || saved.settings.variant !== variant)) throw new InputError(`${flags.out} trains ${saved.settings.game} ${saved.settings.variant}, not ${game.id} ${variant}`, { field: '--out' }, 'choose another --out');
      const gumbelOnly = (['considered', 'searchValue'] as const).find((k) => flags[k] !== undefined);
      if (flags.search === 'mcts' && gumbelOnly) throw new InputError(`--${gumbelOnly === 'considered' ? 'considered' : 'search-value'} is read only with --search gumbel`, { field: '--search' }, 'drop it, or use --search gumbel');
      if (flags.search !== 'mcts' && flags.priorWeight !== undefined) throw new InputError('--prior-weight is read only with --search mcts', { field: '--search' }, 'drop it, or add --search mcts');
      if (flags.startModel !== undefined && (flags.warmStart !== undefined || flags.hidden !== undefined)) throw new InputError(`--start-model gives generation 0 and its layer widths: --${flags.warmStart !== undefined ? 'warm-start' : 'hidden'} cannot be used with it`, { field: '--start-model' }, `drop --${flags.warmStart !== undefined ? 'warm-start' : 'hidden'}`);
      const startModel = flags.startModel === undefined || saved ? undefined : resolve(flags.startModel);
      const startHidden = startModel === undefined ? undefined : loadModel(startModel, game.id, facts).network.shape.hidden;
      if (flags.hidden) {
        const weights = layerSizes({ input: facts.observationLength, hidden: flags.hidden, players: facts.players, actions: facts.numDistinctActions }).reduce((n, [i, o]) => n + i * o + o, 0);
        if (weights > MAX_WEIGHTS) throw new InputError(`layers ${flags.hidden.join(',')} give ${game.id} a network of ${weights.toLocaleString('en-US')} weights; at most ${MAX_WEIGHTS.toLocaleString('en-US')}`, { field: '--hidden' }, 'narrower or fewer layers (the default is 64,64)');
      }
      ensureWritable(out);
      const { tf, backend } = await tfBackend();
      process.stderr.write(`tfjs backend: ${backend}\n`);
      const settings: TrainSettings = saved?.settings ?? {
        game: game.id,
        variant,
        seed: flags.seed ?? 1,
        hidden: startHidden ? [...startHidden] : (flags.hidden ?? [64, 64]),
        matches: flags.matches ?? 64,
        search: flags.search ?? 'gumbel',
        iterations: flags.iterations ?? ((flags.search ?? 'gumbel') === 'gumbel' ? 16 : 32),
        temperatureMoves: 8,
        valueShare: flags.valueShare ?? 1,
        ...((flags.search ?? 'gumbel') === 'gumbel' ? { considered: flags.considered ?? 8, searchValue: flags.searchValue ?? 0 } : { priorWeight: flags.priorWeight ?? 1 }),
        epochs: flags.epochs ?? 4,
        batchSize: 128,
        learningRate: flags.learningRate ?? 2e-3,
        valueWeight: flags.valueWeight ?? 0.1,
        window: 4,
        gateMatches: flags.gateMatches ?? 200,
        evalMatches: flags.evalMatches ?? 200,
        ...(startModel ? { startModel } : {}),
        ...(flags.warmStart ? { warmStart: { teacher: flags.warmStart, matches: flags.warmMatches ?? 400, epochs: flags.warmEpochs ?? 10, smoothing: 0.1, explore: 0.1 } } : {}),
      };
      const state: TrainState = saved ?? { settings, backend, generations: [] };
      const command = `balance-lab train ${process.argv.slice(3).join(' ')}`;
      const workers = flags.workers ?? cpus().length;
      writeFileSync(join(out, 'run.json'), `${JSON.stringify({ command, backend, workers, machine: { host: hostname(), cpus: cpus().length, cpu: cpus()[0]?.model ?? '' }, node: process.version, started: new Date(started).toISOString() }, null, 2)}\n`);
      let stop = false;
      const onSigint = (): void => {
        stop = true;
        process.stderr.write('stopping: the generation in progress is dropped; --resume goes on from the last finished one\n');
      };
      process.once('SIGINT', onSigint);
      const pool = createPool(workers);
      try {
        const done = await train({ game, facts, out, tf, pool, deadline: started + flags.budget, generations: flags.generations, progress: (l, now) => {
              process.stderr.write(`${l}\n`);
              writeTrainReport(out, now, command);
            }, stopping: () => stop }, state);
        writeTrainReport(out, done, command);
        const n = done.generations.length;
        const best = done.generations.at(-1)?.best ?? 0;
        process.stdout.write(`${n} generation${n === 1 ? '' : 's'} done (best: ${best}) in ${((Date.now() - started) / 1000).toFixed(0)} s; model: ${join(flags.out, 'model')}; report: ${join(flags.out, 'report.html')}\n`);
        if (stop) process.exitCode = 130;
        else if (n < flags.generations) process.stdout.write(`the budget ran out before generation ${n + 1}: continue with --resume\n`);
      } finally {
        process.removeListener('SIGINT', onSigint);
        await pool.destroy();
      }
      if (!existsSync(join(out, 'model'))) process.stdout.write('no generation finished: no model yet\n');
    });
}
