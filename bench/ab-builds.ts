// Which of two builds is faster, measured so that a shared, noisy machine cancels out: both
// builds are loaded in one process and take turns (A B B A in every round) at exactly the
// same work (the same seeded matches or searches), each turn timed in CPU seconds. Each process
// compiles each build once, and that compiled code's speed differs from process to process by a
// few percent (about ±5% for the same code on both sides), so the rounds run in several fresh
// processes one after another. The figure is the median of all the rounds' ratios, with each
// process's median beside it.
// Check first with compare-builds that the two builds play alike.
//
//   npm run build && node dist/bench/ab-builds.js <other built checkout> [game=warsong] [random|heuristic|mcts] [rounds=9] [processes=3]
//
// random / heuristic: matches per CPU second with the bench's set-up (starter decks), agents
// built per match. mcts: MCTS iterations per CPU second at the opening decision, random
// playouts to the end (as `npm run bench`), in searches of 200 iterations. Exits 2 on bad
// arguments.

import { LAB_V8_FLAGS, runWithLabFlags } from '../src/cli/launch.js';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { otherBuild, thisBuild } from './builds.js';
import type { Side } from './workloads.js';
import { isWorkKind, sideFor } from './workloads.js';

function cpuSeconds(from: NodeJS.CpuUsage): number {
  const c = process.cpuUsage(from);
  return (c.user + c.system) / 1e6;
}

/** CPU seconds `side` takes for its first n units. */
function timed(side: Side, n: number): number {
  const c0 = process.cpuUsage();
  side.work(n);
  return cpuSeconds(c0);
}

const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;

/** One process's rounds: per round, other time / this time, and both builds' rates. */
interface Rounds {
  ratios: number[];
  rates: [number[], number[]];
}

/** The rounds of one process: both builds loaded here, warmed up, then A B B A per round. */
async function measure(root: string, gameId: string, kind: string, rounds: number): Promise<Rounds> {
  const builds = [await otherBuild(resolve(root), gameId), thisBuild(gameId)] as const;
  const [a, b] = builds.map((x) => sideFor(x, kind));
  // Warm both builds up, then size a turn to about 400 ms of the other build's work.
  let units = kind === 'mcts' ? 200 : 16;
  for (let w = 0; w < 2; w++) {
    timed(a!, units);
    timed(b!, units);
  }
  while (timed(a!, units) < 0.4) units *= 2;
  const out: Rounds = { ratios: [], rates: [[], []] };
  for (let r = 0; r < rounds; r++) {
    // A B B A: a steady drift of the machine hits both builds alike.
    const ta1 = timed(a!, units);
    const tb = timed(b!, units) + timed(b!, units);
    const ta = ta1 + timed(a!, units);
    out.rates[0].push((2 * units) / ta);
    out.rates[1].push((2 * units) / tb);
    out.ratios.push(ta / tb);
  }
  return out;
}

/** Set in the processes main() starts: they print their rounds as JSON. */
const CHILD = 'AB_BUILDS_CHILD';

async function main(): Promise<void> {
  const [root, gameId = 'warsong', kind = 'random', roundsArg = '9', processesArg = '3'] = process.argv.slice(2);
  const rounds = Number(roundsArg);
  const processes = Number(processesArg);
  if (!root || !isWorkKind(kind) || !(rounds >= 1) || !Number.isInteger(processes) || processes < 1) {
    process.stderr.write('usage: node dist/bench/ab-builds.js <other checkout, built> [game] [random|heuristic|mcts] [rounds] [processes]\n');
    process.exit(2);
  }
  if (process.env[CHILD] === '1') {
    process.stdout.write(JSON.stringify(await measure(root, gameId, kind, rounds)));
    return;
  }
  const runs: Rounds[] = [];
  if (processes === 1) runs.push(await measure(root, gameId, kind, rounds));
  else {
    // One after another, so that they never compete for the cores.
    for (let k = 0; k < processes; k++) {
      const child = spawnSync(process.execPath, [...LAB_V8_FLAGS, process.argv[1]!, root, gameId, kind, roundsArg, '1'], { env: { ...process.env, [CHILD]: '1' }, encoding: 'utf8' });
      if (child.status !== 0) {
        process.stderr.write(child.stderr);
        process.exit(child.status ?? 1);
      }
      runs.push(JSON.parse(child.stdout) as Rounds);
    }
  }
  const ratios = runs.flatMap((r) => r.ratios);
  const unit = kind === 'mcts' ? 'iterations' : 'matches';
  const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
  const perProcess = processes === 1 ? '' : `; process medians ${runs.map((r) => median(r.ratios).toFixed(3)).join(', ')}`;
  process.stdout.write(
    `${gameId} ${kind}: this build ${fmt(median(runs.flatMap((r) => r.rates[1])))} ${unit}/CPU-s, the other ${fmt(median(runs.flatMap((r) => r.rates[0])))}; ` +
      `this/other ${median(ratios).toFixed(3)} (median of ${processes} x ${rounds} rounds, range ${Math.min(...ratios).toFixed(3)}-${Math.max(...ratios).toFixed(3)}${perProcess})\n`,
  );
}

await runWithLabFlags();
await main();
