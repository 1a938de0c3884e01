// `npm run bench`: the speed figures named in the issues, printed with the machine they were
// measured on.
//
//   per registered game, one core: random-vs-random and heuristic-vs-heuristic matches/s (the
//     median and the fastest of runs of the same matches: bench/single-core.ts, matchRate),
//     decisions/s, mean decisions per match, then every registered extra game bench
//     (bench/extensions.ts: MCTS iterations/s at the opening decision goes there), each figure
//     in a fresh worker thread (bench/single-core.ts says why);
//   the pool: matches/s at --workers 1 and 2 (median of three runs) and their ratio;
//   peak RSS after 100k and after 1M matches on the pool (--quick stops at 100k).
//
// Flags: --quick, --pool-game <id> (default warsong), --rss-game <id> (default tictactoe: the
// fastest game, so a million matches stay under a minute; the runner's memory is what is
// measured), --seconds <s> (time per single-core figure), --only single|pool|rss (one part),
// --game <id> (the single-core figures of one game only).

import { runWithLabFlags } from '../src/cli/launch.js';
import '../src/games/index.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameDefinition } from '../src/core/game.js';
import { listGames } from '../src/core/registry.js';
import type { ResolvedExperiment } from '../src/experiment/resolved.js';
import { experimentFromSpec } from '../src/sim/experiment.js';
import { createPool } from '../src/sim/pool.js';
import { runExperiment } from '../src/sim/runner.js';
import { gameBenches } from './extensions.js';
import './mcts.js';
import { inFreshIsolate, matchRate } from './single-core.js';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const quick = args.includes('--quick');
const only = flag('--only');
const onlyGame = flag('--game');
const part = (name: string): boolean => only === undefined || only === name;
const seconds = Number(flag('--seconds') ?? '1.5');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');

/** Cores this process kept busy in each pool run: below the worker count means the machine was shared. */
const coresUsed: Record<number, number[]> = { 1: [], 2: [] };

/**
 * Matches/s of one run on a pool whose threads have started and played a few matches first:
 * the figure is the pool's throughput, not thread start-up.
 */
async function poolRun(exp: ResolvedExperiment, workers: number, onProgress?: (done: number) => void): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'balance-lab-bench-'));
  const pool = createPool(workers);
  try {
    const warm = { ...exp, matches: workers * 64 };
    await runExperiment({ exp: warm, runDir: dir, workers, quiet: true, pool });
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const out = await runExperiment({ exp, runDir: dir, workers, quiet: true, pool, ...(onProgress ? { onProgress } : {}) });
    const wall = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    coresUsed[workers]?.push((cpu.user + cpu.system) / 1e6 / wall);
    return out.completed / wall;
  } finally {
    await pool.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const games = listGames().filter((g) => onlyGame === undefined || g.id === onlyGame);
  const cpu = cpus()[0]?.model ?? 'unknown cpu';
  console.log(`machine: ${cpu}, ${availableParallelism()} cores, node ${process.versions.node}`);
  if (part('single')) console.log('\none core, each figure in a fresh worker thread (as a runner worker plays one game), agents built per match as in the runner;\nmatches/s is the median of runs of the same matches, best the fastest run:');
  for (const game of part('single') ? games : []) {
    for (const agent of ['random', 'heuristic']) {
      const r = await inFreshIsolate({ game: game.id, agent, seconds });
      const pace = `${fmt(r.matchesPerS).padStart(9)} matches/s (best ${fmt(r.bestMatchesPerS).padStart(7)})`;
      const runs = `${r.runs} runs of ${fmt(r.matchesPerRun)}, ${r.coresUsed.toFixed(2)} of a core`;
      console.log(`  ${game.id.padEnd(10)} ${agent.padEnd(9)} vs ${agent.padEnd(9)} ${pace}  ${fmt(r.decisionsPerS).padStart(11)} decisions/s  ${r.meanDecisions.toFixed(1).padStart(6)} decisions/match  (${runs})`);
    }
    for (const b of gameBenches) {
      const line = await inFreshIsolate({ game: game.id, bench: b.name });
      if (line !== null) console.log(`  ${game.id.padEnd(10)} ${b.name}: ${line}`);
    }
  }

  if (part('pool')) await pool(listGames());
  if (part('rss')) await rss();
}

async function pool(games: GameDefinition[]): Promise<void> {
  const poolGame = flag('--pool-game') ?? (games.some((g) => g.id === 'warsong') ? 'warsong' : 'tictactoe');
  const game = games.find((g) => g.id === poolGame);
  if (!game) throw new Error(`--pool-game: no game '${poolGame}'`);
  const rate1 = perGameRate(game);
  // About 4 s of work at one worker.
  const matches = Math.max(2000, Math.round(rate1 * 4));
  const exp = await experimentFromSpec({ name: 'bench', game: poolGame, agents: ['random'], matches, seed: 1, options: { checkpointSeconds: 3600 } }, '<bench>');
  console.log('');
  console.log(`pool, ${poolGame} random vs random, ${fmt(matches)} matches per run, median of three runs:`);
  const rates: Record<number, number[]> = { 1: [], 2: [] };
  for (let k = 0; k < 3; k++) for (const w of [1, 2]) rates[w]!.push(await poolRun(exp, w));
  const m1 = median(rates[1]!);
  const m2 = median(rates[2]!);
  console.log(`  --workers 1: ${fmt(m1)} matches/s (runs: ${rates[1]!.map(fmt).join(', ')})`);
  console.log(`  --workers 2: ${fmt(m2)} matches/s (runs: ${rates[2]!.map(fmt).join(', ')})`);
  console.log(`  ratio 2/1: ${(m2 / m1).toFixed(2)} (target >= 1.75)`);
  console.log(`  cores kept busy: ${[1, 2].map((w) => `${w} worker${w > 1 ? 's' : ''} ${coresUsed[w]!.map((c) => c.toFixed(2)).join('/')}`).join(', ')}; load average ${loadavg()[0]!.toFixed(2)}`);
}

/** Random matches/s on one core, to size the pool runs. */
function perGameRate(game: GameDefinition): number {
  return matchRate(game, 'random', seconds).matchesPerS;
}

async function rss(): Promise<void> {
  const total = quick ? 100_000 : 1_000_000;
  const rssGame = flag('--rss-game') ?? 'tictactoe';
  const big = await experimentFromSpec({ name: 'bench-rss', game: rssGame, agents: ['random'], matches: total, seed: 2, options: { checkpointSeconds: 3600 } }, '<bench>');
  let peak = process.memoryUsage().rss;
  let peakAt100k = 0;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t0 = performance.now();
  await poolRun(big, 2, (done) => {
    peak = Math.max(peak, process.memoryUsage().rss);
    if (done >= 100_000 && peakAt100k === 0) peakAt100k = peak;
  });
  clearInterval(sample);
  const mb = (b: number): string => `${(b / 1048576).toFixed(1)} MB`;
  console.log('');
  console.log(`memory, ${rssGame} random vs random on 2 workers, ${fmt(total)} matches in ${((performance.now() - t0) / 1000).toFixed(1)} s:`);
  console.log(`  peak RSS after 100k matches: ${mb(peakAt100k)}`);
  if (!quick) console.log(`  peak RSS after 1M matches:   ${mb(peak)} (growth ${mb(peak - peakAt100k)}, target <= 50 MB)`);
}

await runWithLabFlags();
await main();
