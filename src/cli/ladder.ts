// `balance-lab ladder <game>`: the agent ladder. The rungs (random up to MCTS-1000 and the game's
// trained network) meet in a round-robin played exactly as `tournament` plays it (same pairing,
// seeds and counters, so the figures are a tournament's), with matches counted per pair; before it
// starts, each rung is timed for a few seconds and the run's time estimated. Besides the
// round-robin's report it writes ladder.md, ladder.html, ladder.csv and ladder-pairs.csv: the
// rungs by rating, each pair's result, and a sentence wherever the ladder is not monotone.

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { Command } from 'commander';
import { InputError } from '../core/errors.js';
import type { GameDefinition } from '../core/game.js';
import { projectRoot } from '../core/paths.js';
import { getGame, getVariant } from '../core/registry.js';
import { estimateRun, timeAgents } from '../sim/agent-timing.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import { readCheckpoint } from '../sim/checkpoint.js';
import { experimentFromSpec } from '../sim/experiment.js';
import { experimentKey } from '../sim/runner.js';
import { layoutFor } from '../sim/setup.js';
import { durationText } from '../stats/format.js';
import { ladderOf, MADE_STRONGER } from '../stats/ladder.js';
import type { Summary } from '../stats/summary.js';
import { summarize } from '../stats/summary.js';
import { withRunOptions } from './common.js';
import type { RunResult } from '../run/play-run.js';
import { runResolved } from '../run/play-run.js';
import type { RunFlags } from '../run/run-flags.js';

interface LadderFlags extends RunFlags {
  agents?: string;
  variant?: string;
  cards?: string;
  estimate: boolean;
}

/** The lab's own agents, weakest first: the order the ladder expects them to climb. */
const BASE_RUNGS = MADE_STRONGER;
const DEFAULT_PER_PAIR = 40;

/** The default rungs: the base ones, then the game's committed network alone and as MCTS-200's evaluator. */
export function defaultRungs(game: GameDefinition): string[] {
  const folder = join(projectRoot(), 'agents', 'models', game.id);
  if (!existsSync(join(folder, 'model.json'))) return [...BASE_RUNGS];
  const rel = relative(process.cwd(), folder);
  const shown = rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel : folder;
  return [...BASE_RUNGS, `neural:${shown}`, `mcts-200:${shown}`];
}

export function ladderCommand(): Command {
  return withRunOptions(
    new Command('ladder')
      .description('the agent ladder: random, greedy, heuristic, MCTS-200, MCTS-1000 and the trained network against each other, rated, with a sentence wherever stronger agents do not beat weaker ones')
      .argument('<game>', 'a registered two-player game (see `balance-lab games`)')
      .option('--agents <list>', `the rungs, comma-separated (default: ${BASE_RUNGS.join(',')}, then neural:agents/models/<game> and mcts-200:agents/models/<game> when that folder holds a model)`)
      .option('--variant <id>', 'game variant (default: the game default)')
      .option('--cards <path>', "a card file or folder to play with (default: the game's own set)")
      .option('--no-estimate', 'skip timing each rung before the run (the time estimate)')
      .option('--resume', 'continue the latest unfinished ladder with these settings (or the one in --out; a finished one there gets its ladder files written again)'),
    { matches: `matches per pair (default ${DEFAULT_PER_PAIR}), rounded up so each pair plays every deck from both seats equally`, seed: 'seed (default 1)', out: 'run folder (default: reports/ladder-<game>/<run-id>)' },
  ).action(async (gameId: string, flags: LadderFlags) => {
    const game = getGame(gameId, { field: '<game>' });
    const facts = getVariant(game, flags.variant ?? game.defaultVariant, { field: '--variant' });
    if (facts.players !== 2) throw new InputError(`the ladder compares agents two at a time; ${game.id} '${facts.id}' has ${facts.players} players`, { field: '--variant' }, 'choose a two-player variant');
    const agents = flags.agents === undefined ? defaultRungs(game) : flags.agents.split(',').map((a) => a.trim()).filter((a) => a.length > 0);
    if (agents.length < 2) throw new InputError(`a ladder needs at least two rungs, got '${flags.agents}'`, { field: '--agents' }, 'e.g. --agents random,heuristic,mcts-200');
    const seed = flags.seed ?? 1;
    const spec = (matches: number): Record<string, unknown> => ({
      name: `ladder-${game.id}`,
      game: game.id,
      ...(flags.variant ? { variant: flags.variant } : {}),
      ...(flags.cards ? { cards: flags.cards } : {}),
      agents,
      // As a tournament pairs them: every two rungs, both sides on the same deck, each deck in turn.
      pairing: { agents: 'round-robin', ...(facts.usesDecks ? { decks: 'mirror' } : {}) },
      matches,
      seed,
    });
    const pairs = (agents.length * (agents.length - 1)) / 2;
    const first = await experimentFromSpec(spec(pairs), `ladder ${game.id}`);
    // A pair's full round: each of its deck lineups from both seats.
    const round = (first.lineups.length / pairs) * first.players;
    const asked = flags.matches ?? DEFAULT_PER_PAIR;
    const perPair = Math.ceil(asked / round) * round;
    const quiet = flags.quiet ?? false;
    if (!quiet && perPair !== asked) process.stderr.write(`note: ${asked} matches per pair rounded up to ${perPair}, a multiple of ${round} (decks x seats), so every pair plays each deck from both seats equally\n`);
    const exp = await experimentFromSpec(spec(perPair * pairs), `ladder ${game.id}`);
    if (flags.estimate && !flags.resume && !quiet) printEstimate(exp, perPair, flags.workers ?? availableParallelism());
    const again = [`ladder ${game.id}`, ...(flags.agents === undefined ? [] : [`--agents ${agents.join(',')}`]), ...(flags.variant ? [`--variant ${flags.variant}`] : []), ...(flags.cards ? [`--cards ${flags.cards}`] : []), `--matches ${perPair} --seed ${seed}`].join(' ');
    const done = finishedRun(exp, flags) ?? (await runResolved(exp, `ladder ${game.id}`, { ...flags, matches: undefined, seed: undefined }, again));
    if (!done) return;
    const ladder = ladderFromSummary(done.summary);
    const { writeLadderReport } = await import('../report/ladder.js');
    await writeLadderReport(done.runDir, ladder, {
      game: game.id,
      variant: exp.variant,
      runId: basename(resolve(done.runDir)),
      seed,
      matchesPerPair: perPair,
      decks: facts.usesDecks ? first.lineups.length / pairs : 0,
      matches: done.summary.matches,
      errors: done.summary.errors,
      seconds: done.totalMs / 1000,
      firstMove: done.summary.balance.ratings!.firstMove,
      pairs: headToHead(done.summary),
    });
    for (const s of ladder.sentences) process.stdout.write(`${s}\n`);
    process.stdout.write(`ladder: ${join(done.runDir, 'ladder.md')} (and ladder.html, ladder.csv, ladder-pairs.csv)\n`);
  });
}

/**
 * The ladder in --out when --resume finds it finished with these settings: read from its
 * checkpoint (nothing is played again), so its ladder files are written anew.
 */
function finishedRun(exp: ResolvedExperiment, flags: LadderFlags): RunResult | null {
  if (!flags.resume || flags.out === undefined) return null;
  const saved = readCheckpoint(flags.out);
  if (!saved || !saved.finished || saved.key !== experimentKey(exp)) return null;
  return { runDir: flags.out, summary: summarize(exp, layoutFor(exp), saved.blocks, saved.failures), totalMs: saved.elapsedMs, blocks: saved.blocks };
}

/** Every ordered pair's result from a round-robin's summary. */
function headToHead(s: Summary): { agent: string; opponent: string; games: number; rate: number; low: number; high: number }[] {
  return s.agentMatchups.map((m) => ({ agent: m.name, opponent: m.opponent, games: m.games, rate: m.winRate, low: m.low, high: m.high }));
}

/** The ladder of a round-robin's summary (ratings and head-to-head results). */
export function ladderFromSummary(s: Summary): ReturnType<typeof ladderOf> {
  return ladderOf(s.balance.ratings?.rows ?? [], headToHead(s));
}

function printEstimate(exp: ResolvedExperiment, perPair: number, workers: number): void {
  process.stderr.write(`timing each rung in self-play (a few seconds each)...\n`);
  const timings = timeAgents(exp);
  const speed = timings.map((t) => `${t.label} ${t.decisions > 0 ? Math.round(t.decisions / t.seconds).toLocaleString('en-US') : '-'}/s`);
  process.stderr.write(`decisions per second: ${speed.join(', ')}\n`);
  const pairs: [number, number][] = [];
  for (let a = 0; a < timings.length; a++) for (let b = a + 1; b < timings.length; b++) pairs.push([a, b]);
  const e = estimateRun(timings, pairs, perPair);
  if (e.seconds === null) {
    process.stderr.write('no rung finished a timing match: no estimate of the time\n');
    return;
  }
  const top = e.shares.map((s, k) => [s, k] as const).sort((x, y) => y[0] - x[0])[0]!;
  process.stderr.write(`estimated time: about ${durationText(e.seconds / workers)} on ${workers} worker${workers === 1 ? '' : 's'} for ${exp.matches} matches (${perPair} per pair); ${timings[top[1]]!.label}'s decisions take ${Math.round(100 * top[0])}% of it\n`);
}
