// How many machine instructions a unit of work takes (a match, or an MCTS iteration), counted
// by valgrind's callgrind: unlike a time, the count moves little between runs (within about 2%
// here at the default sizes), so a change of a few percent shows on a shared, noisy machine.
//
//   npm run build && node dist/bench/instructions.js [game=warsong] [random|heuristic|mcts] [units] [checkout]
//
// It runs the work twice, 2 x `units` and 4 x `units` (matches, or MCTS iterations in searches
// of 200), each in its own `node --single-threaded` under callgrind (the two at once), and
// prints the difference per unit: start-up, and the compiling done in the first half of each
// run, cancel out. That holds only once V8 has finished compiling the hot code well before the
// first half ends: with 1,000 Warsong random matches a count came out about 20% above the
// settled one and moved 3% between runs, hence the defaults. `checkout`: count another built
// checkout's work instead of this one's. Needs valgrind (Debian: apt-get install valgrind).
// Fewer instructions is not the same as faster: see docs/benchmarking.md.
// Exits 2 on bad arguments, 1 when valgrind is missing or a run fails.

import { LAB_V8_FLAGS, runWithLabFlags } from '../src/cli/launch.js';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { otherBuild, thisBuild } from './builds.js';
import { isWorkKind, sideFor, WORK_KINDS } from './workloads.js';

const DEFAULT_UNITS: Record<string, number> = { random: 3000, heuristic: 150, mcts: 4000 };
/** Set in the runs main() starts under callgrind: they do the work and exit. */
const CHILD = 'INSTRUCTIONS_CHILD';

function usage(problem: string): never {
  process.stderr.write(`instructions: ${problem}\nusage: node dist/bench/instructions.js [game] [random|heuristic|mcts] [units] [other checkout, built]\n`);
  process.exit(2);
}

/** The instructions callgrind counted for `units` units of the work, in a run of its own. */
function countOne(args: string[], units: number): Promise<number> {
  const tool = ['--tool=callgrind', '--callgrind-out-file=/dev/null', '--smc-check=all-non-file'];
  const child = spawn('valgrind', [...tool, process.execPath, ...LAB_V8_FLAGS, '--single-threaded', process.argv[1]!, ...args, String(units)], {
    env: { ...process.env, [CHILD]: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((done, fail) => {
    child.on('error', (e: NodeJS.ErrnoException) =>
      fail(new Error(e.code === 'ENOENT' ? 'valgrind is not installed (Debian: apt-get install valgrind)' : `valgrind did not start: ${e.message}`)),
    );
    child.on('close', (code) => {
      const m = /Collected : (\d+)/.exec(err);
      if (code !== 0 || !m) fail(new Error(`the run of ${units} units failed (exit ${code}):\n${err.slice(-2000)}`));
      else done(Number(m[1]));
    });
  });
}

async function main(): Promise<void> {
  const [gameId = 'warsong', kind = 'random', unitsArg, root] = process.argv.slice(2);
  if (!isWorkKind(kind)) usage(`the kind of work must be one of ${WORK_KINDS.join(', ')}, got '${kind}'`);
  const units = unitsArg === undefined ? DEFAULT_UNITS[kind]! : Number(unitsArg);
  if (!Number.isInteger(units) || units < 1 || (kind === 'mcts' && units % 200 !== 0)) usage(`units must be a whole number above 0${kind === 'mcts' ? ' and a multiple of 200' : ''}, got '${unitsArg}'`);
  if (process.env[CHILD] === '1') {
    // A run's arguments: the parent's game, kind, units and checkout ('-': this build), then its own units.
    const build = root !== '-' ? await otherBuild(resolve(root!), gameId) : thisBuild(gameId);
    sideFor(build, kind).work(Number(process.argv[process.argv.length - 1]));
    return;
  }
  const args = [gameId, kind, String(units), root ?? '-'];
  try {
    const [lo, hi] = await Promise.all([countOne(args, 2 * units), countOne(args, 4 * units)]);
    const perUnit = (hi - lo) / (2 * units);
    const [one, many] = kind === 'mcts' ? ['MCTS iteration', 'iterations'] : ['match', 'matches'];
    const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
    process.stdout.write(`${gameId} ${kind}: ${fmt(perUnit)} instructions per ${one} (runs of ${fmt(2 * units)} and ${fmt(4 * units)} ${many}, ${root ?? 'this build'})\n`);
  } catch (e) {
    process.stderr.write(`instructions: ${(e as Error).message}\n`);
    process.exit(1);
  }
}

await runWithLabFlags();
await main();
