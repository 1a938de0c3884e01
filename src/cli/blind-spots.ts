// `balance-lab blind-spots <game>`: the cards a fast agent (default the heuristic) almost never
// uses while a search agent (default MCTS-200) does. Each agent plays itself on fresh random decks
// (two runs of the ordinary runner, in fast/ and search/ of the check's folder, each with its own
// report and resumable); the per-card use counts of both go to src/stats/blind-spots.ts, and
// blind-spots.md, .html and .csv say which cards are the agent's blind spots.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { parse } from 'yaml';
import { InputError } from '../core/errors.js';
import { verbOf } from '../core/events.js';
import { getGame, getVariant } from '../core/registry.js';
import { readCheckpoint } from '../sim/checkpoint.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import { experimentKey } from '../sim/runner.js';
import { layoutFor } from '../sim/setup.js';
import type { BlindSpotRule } from '../stats/blind-spots.js';
import { blindSpots, DEFAULT_RULE, playCounts } from '../stats/blind-spots.js';
import { durationText } from '../stats/format.js';
import { parseCount, parseSeed } from './common.js';
import { checkSide } from '../run/blind-spot-check.js';
import { runResolved } from '../run/play-run.js';
import { ensureWritable, timestampId } from '../run/run-folder.js';
import type { RunFlags } from '../run/run-flags.js';

interface BlindSpotFlags {
  fast: string;
  search: string;
  fastMatches: number;
  searchMatches: number;
  fastBelow: number;
  searchAbove: number;
  minGames: number;
  variant?: string;
  cards?: string;
  seed?: number;
  workers?: number;
  out?: string;
  resume?: boolean;
  quiet?: boolean;
}

function parseRate(option: string): (value: string) => number {
  return (value: string) => {
    const x = Number(value);
    if (!/^\s*[0-9.]+\s*$/.test(value) || !(x > 0 && x < 1)) throw new InputError(`expected a rate between 0 and 1 (0.05 for 5%), got '${value}'`, { field: option });
    return x;
  };
}

/** An agent option: a name (heuristic, mcts-200) or a spec as a YAML mapping ({type: mcts, iterations: 400}). */
function agentEntry(value: string, option: string): string | Record<string, unknown> {
  if (!value.trim().startsWith('{')) return value.trim();
  let spec: unknown;
  try {
    spec = parse(value);
  } catch (err) {
    throw new InputError(`not a YAML mapping: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`, { field: option }, 'e.g. {type: mcts, iterations: 400}');
  }
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) throw new InputError(`expected an agent name or a mapping, got '${value}'`, { field: option });
  return spec as Record<string, unknown>;
}

export function blindSpotsCommand(): Command {
  return new Command('blind-spots')
    .description("the cards a fast agent almost never uses while a search agent does, over random decks: the agent's blind spots, not the cards' faults")
    .argument('<game>', 'a registered game with decks (see `balance-lab games`)')
    .option('--fast <agent>', 'the fast agent: a name or a YAML mapping such as {type: blinded, agent: heuristic, never: [Regrowth]}', 'heuristic')
    .option('--search <agent>', 'the search agent it is checked against', 'mcts-200')
    .option('--fast-matches <n>', "the fast agent's matches", parseCount('--fast-matches'), 600)
    .option('--search-matches <n>', "the search agent's matches", parseCount('--search-matches'), 40)
    .option('--fast-below <rate>', "a blind spot: the fast agent's upper bound below this", parseRate('--fast-below'), DEFAULT_RULE.fastBelow)
    .option('--search-above <rate>', "... and the search agent's lower bound above this", parseRate('--search-above'), DEFAULT_RULE.searchAbove)
    .option('--min-games <n>', 'games holding the card each agent needs before a verdict', parseCount('--min-games'), DEFAULT_RULE.minGames)
    .option('--variant <id>', 'game variant (default: the game default)')
    .option('--cards <path>', "a card file or folder to play with (default: the game's own set)")
    .option('--seed <n>', 'seed of both runs: the first matches of both play the same decks (default 1)', parseSeed)
    .option('--workers <n>', 'worker threads (default: the number of cores)', parseCount('--workers'))
    .option('--out <dir>', 'folder of the check (default: reports/blind-spots-<game>/<run-id>)')
    .option('--resume', 'continue the latest unfinished check with these settings (or the one in --out)')
    .option('--quiet', 'no progress output')
    .action(async (gameId: string, flags: BlindSpotFlags) => {
      await checkBlindSpots(gameId, flags);
    });
}

async function checkBlindSpots(gameId: string, flags: BlindSpotFlags): Promise<void> {
  const game = getGame(gameId, { field: '<game>' });
  const facts = getVariant(game, flags.variant ?? game.defaultVariant, { field: '--variant' });
  if (!facts.usesDecks) throw new InputError(`game '${game.id}' has no decks: there are no cards to check`, { field: '<game>' });
  const seed = flags.seed ?? 1;
  const rule: BlindSpotRule = { fastBelow: flags.fastBelow, searchAbove: flags.searchAbove, minGames: flags.minGames };
  const settings = { game: game.id, ...(flags.variant ? { variant: flags.variant } : {}), ...(flags.cards ? { cards: flags.cards } : {}), seed };
  const side = (role: 'fast' | 'search', agent: string, matches: number): Promise<ResolvedExperiment> => checkSide(role, agentEntry(agent, `--${role}`), matches, settings, `blind-spots ${game.id} (--${role})`);
  const fast = await side('fast', flags.fast, flags.fastMatches);
  // A game that declares no verb for any kind of the set (or reports no use event) has nothing to compare.
  if (fast.cards.every((c) => verbOf(c) === null)) throw new InputError(`game '${game.id}' records no use of any card of set '${fast.cardSetName}' (no play event for their kinds), so the check has nothing to compare`, { field: '<game>' });
  const search = await side('search', flags.search, flags.searchMatches);
  const dir = checkDir(game.id, fast, flags, seed);
  ensureWritable(dir);
  const quote = (v: string): string => (/^[\w:./-]+$/.test(v) ? v : `'${v}'`);
  const again = [
    `blind-spots ${game.id} --fast ${quote(flags.fast)} --search ${quote(flags.search)} --fast-matches ${flags.fastMatches} --search-matches ${flags.searchMatches}`,
    ...(flags.variant ? [`--variant ${flags.variant}`] : []),
    ...(flags.cards ? [`--cards ${flags.cards}`] : []),
    ...(rule.fastBelow !== DEFAULT_RULE.fastBelow ? [`--fast-below ${rule.fastBelow}`] : []),
    ...(rule.searchAbove !== DEFAULT_RULE.searchAbove ? [`--search-above ${rule.searchAbove}`] : []),
    ...(rule.minGames !== DEFAULT_RULE.minGames ? [`--min-games ${rule.minGames}`] : []),
    `--seed ${seed}`,
  ].join(' ');
  const played: { exp: ResolvedExperiment; blocks: Float64Array; seconds: number; label: string }[] = [];
  for (const [role, exp] of [['fast', fast], ['search', search]] as const) {
    const part = join(dir, role);
    const saved = readCheckpoint(part);
    const label = exp.agents[0]!.label;
    if (saved && saved.finished && saved.key === experimentKey(exp)) {
      // Finished in an earlier session: its counts are in the checkpoint.
      played.push({ exp, blocks: saved.blocks, seconds: saved.elapsedMs / 1000, label });
      continue;
    }
    if (!(flags.quiet ?? false)) process.stderr.write(`${role} agent ${label}: ${exp.matches} matches against itself on random decks\n`);
    const runFlags: RunFlags = { workers: flags.workers, out: part, resume: saved !== null, quiet: flags.quiet };
    const done = await runResolved(exp, `blind-spots ${game.id}`, runFlags, again, new Date(), dir);
    if (!done) return;
    played.push({ exp, blocks: done.blocks, seconds: done.totalMs / 1000, label });
  }
  const counts = played.map((p) => {
    const layout = layoutFor(p.exp);
    return playCounts(p.exp.cards, p.blocks, layout.size, layout.offsetOf('cards'));
  });
  const rows = blindSpots(fast.cards, counts[0]!, counts[1]!, rule);
  const [f, s] = played as [(typeof played)[0], (typeof played)[0]];
  const { writeBlindSpotReport, blindSpotLines } = await import('../report/blind-spots.js');
  const context = {
    game: game.id,
    variant: fast.variant,
    cardSet: fast.cardSetName,
    seed,
    fast: { label: f.label, matches: fast.matches, seconds: f.seconds },
    search: { label: s.label === f.label ? `${s.label} (search)` : s.label, matches: search.matches, seconds: s.seconds },
    rule,
  };
  await writeBlindSpotReport(dir, rows, context);
  for (const line of blindSpotLines(rows, context)) process.stdout.write(`${line}\n`);
  process.stdout.write(`${f.label}: ${fast.matches} matches in ${durationText(f.seconds)}; ${context.search.label}: ${search.matches} matches in ${durationText(s.seconds)}\n`);
  process.stdout.write(`blind spots: ${join(dir, 'blind-spots.md')} (and blind-spots.html, blind-spots.csv)\n`);
}

/** The check's folder: --out, the latest unfinished check of these settings (--resume), or a new one. */
function checkDir(game: string, fast: ResolvedExperiment, flags: BlindSpotFlags, seed: number): string {
  const parent = join('reports', `blind-spots-${game}`);
  if (flags.out !== undefined) {
    if (flags.resume && !existsSync(join(flags.out, 'fast', 'checkpoint.json'))) throw new InputError(`nothing to resume: no blind-spot check in ${flags.out}`, { field: '--resume' }, 'run without --resume to start');
    if (!flags.resume && existsSync(join(flags.out, 'fast', 'checkpoint.json'))) throw new InputError(`${flags.out} already holds a blind-spot check`, { field: '--out' }, 'add --resume to continue it, or choose another folder');
    return flags.out;
  }
  if (flags.resume) {
    const key = experimentKey(fast);
    const found = existsSync(parent)
      ? readdirSync(parent)
          .map((d) => join(parent, d))
          .filter((d) => statSync(d).isDirectory() && !existsSync(join(d, 'blind-spots.md')) && readCheckpoint(join(d, 'fast'))?.key === key)
          .sort()
          .pop()
      : undefined;
    if (!found) throw new InputError(`nothing to resume: no unfinished blind-spot check with these settings in ${parent}/`, { field: '--resume' }, 'run without --resume to start');
    return found;
  }
  const base = join(parent, `${timestampId(new Date())}-s${seed}`);
  let dir = base;
  for (let k = 2; existsSync(dir); k++) dir = `${base}-${k}`;
  return dir;
}
