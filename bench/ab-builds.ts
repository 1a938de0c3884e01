// Which of two builds is faster, measured so that a shared, noisy machine cancels out: both
// builds are loaded in this one process and take turns (A B B A in every round), and each turn
// is timed in CPU seconds. The figure is the median of the rounds' ratios, with their range.
// Check first with compare-builds that the two builds play alike.
//
//   npm run build && node dist/bench/ab-builds.js <other built checkout> [game=warsong] [random|heuristic|mcts] [rounds=9]
//
// random / heuristic: matches per CPU second with the bench's set-up (starter decks), agents
// built per match. mcts: MCTS iterations per CPU second at the opening decision, random
// playouts to the end (as `npm run bench`). Exits 2 on bad arguments.

import { resolve } from 'node:path';
import type { Agent } from '../agents/agent.js';
import type { MatchSetup } from '../src/core/game.js';
import { maxDistinctActions } from '../src/core/game.js';
import { matchSeed } from '../src/core/rng.js';
import type { Build } from './builds.js';
import { otherBuild, thisBuild } from './builds.js';

/** The default variant with its first decks, as `npm run bench` plays it. */
function setupOf(b: Build): MatchSetup {
  const facts = b.game.variants.find((v) => v.id === b.game.defaultVariant)!;
  const decks = Array.from({ length: facts.players }, (_, p) => (facts.usesDecks ? (b.cards.decks[p % Math.max(1, b.cards.decks.length)]?.cards.slice() ?? []) : []));
  return { variant: facts.id, cards: b.cards, decks };
}

function cpuSeconds(from: NodeJS.CpuUsage): number {
  const c = process.cpuUsage(from);
  return (c.user + c.system) / 1e6;
}

/** Repeats `step` (which returns the units it did) for `ms` of CPU time; returns units per CPU second. */
function perCpuSecond(ms: number, step: () => number): number {
  const c0 = process.cpuUsage();
  let units = 0;
  while (cpuSeconds(c0) * 1000 < ms) units += step();
  return units / cpuSeconds(c0);
}

/** One build's share of the work: `turn()` runs about `ms` of it and returns units per CPU second. */
interface Side {
  turn(ms: number): number;
}

function matchSide(b: Build, agent: string): Side {
  const setup = setupOf(b);
  const seats = setup.decks.length;
  let index = 0;
  const batch = (): number => {
    for (let k = 0; k < 16; k++) {
      const seed = matchSeed(7, index++);
      b.playMatch(setup, seed, Array.from({ length: seats }, (_, s) => b.agent(agent, seed, s)));
    }
    return 16;
  };
  return { turn: (ms) => perCpuSecond(ms, batch) };
}

function mctsSide(b: Build): Side {
  const state = b.game.newMatch(setupOf(b), 11);
  const ids = new Int32Array(maxDistinctActions(b.game));
  // Past forced openings: a single legal action is never searched.
  while (!state.isTerminal() && state.legalActions(ids) === 1) state.apply(ids[0]!);
  const p = state.currentPlayer();
  let k = 0;
  const decision = (): number => {
    const agent: Agent & { lastIterations?: number } = b.agent({ type: 'mcts', iterations: 1000, reuse: false, cutoff: 0 }, k++, p);
    agent.chooseAction(b.view(state, p), p);
    return agent.lastIterations ?? 0;
  };
  return { turn: (ms) => perCpuSecond(ms, decision) };
}

const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;

async function main(): Promise<void> {
  const [root, gameId = 'warsong', kind = 'random', roundsArg = '9'] = process.argv.slice(2);
  const rounds = Number(roundsArg);
  if (!root || !['random', 'heuristic', 'mcts'].includes(kind) || !(rounds >= 1)) {
    process.stderr.write('usage: node dist/bench/ab-builds.js <other checkout, built> [game] [random|heuristic|mcts] [rounds]\n');
    process.exit(2);
  }
  const builds = [await otherBuild(resolve(root), gameId), thisBuild(gameId)] as const;
  const [a, b] = builds.map((x) => (kind === 'mcts' ? mctsSide(x) : matchSide(x, kind)));
  const ms = 400;
  for (let w = 0; w < 2; w++) {
    a!.turn(ms);
    b!.turn(ms);
  }
  const ratios: number[] = [];
  const rates: [number[], number[]] = [[], []];
  for (let r = 0; r < rounds; r++) {
    // A B B A: a steady drift of the machine hits both builds alike.
    const ra = a!.turn(ms);
    const rb = b!.turn(ms) + b!.turn(ms);
    const ra2 = a!.turn(ms);
    rates[0].push((ra + ra2) / 2);
    rates[1].push(rb / 2);
    ratios.push(rb / (ra + ra2));
  }
  const unit = kind === 'mcts' ? 'iterations' : 'matches';
  const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
  process.stdout.write(
    `${gameId} ${kind}: this build ${fmt(median(rates[1]))} ${unit}/CPU-s, the other ${fmt(median(rates[0]))}; ` +
      `this/other ${median(ratios).toFixed(3)} (median of ${rounds} rounds, range ${Math.min(...ratios).toFixed(3)}-${Math.max(...ratios).toFixed(3)})\n`,
  );
}

await main();
