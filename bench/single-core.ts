// One-core speed figures, each measured in a fresh worker thread: a V8 isolate of its own, as
// a runner worker that plays one experiment's game. Measured one after another in one isolate,
// each figure ran on code whose type feedback the earlier games and agents had already made
// polymorphic: Warsong's random matches ran about 5% slower after the small games than alone.

import { Worker } from 'node:worker_threads';
import { createAgent, resolveAgentSpec } from '../agents/registry.js';
import type { GameDefinition } from '../src/core/game.js';
import { Rng, STREAM_AGENT, matchSeed } from '../src/core/rng.js';
import { playMatch } from '../src/sim/match.js';
import { benchSetup } from './workloads.js';

export interface MatchRate {
  /** Matches per second: the median of the timed runs. */
  matchesPerS: number;
  /** The fastest run's matches per second. */
  bestMatchesPerS: number;
  /** Decisions per second at the median run's pace. */
  decisionsPerS: number;
  meanDecisions: number;
  /** How many timed runs, each of the same matches, and how many matches in each. */
  runs: number;
  matchesPerRun: number;
  /** This process's CPU time over the runs' wall time: below 1 when the thread waited for a core. */
  coresUsed: number;
}

/** What one fresh isolate measures: matches between two agents of a type, or a game bench (bench/extensions.ts). */
export type SingleCoreTask = { game: string; agent: string; seconds: number } | { game: string; bench: string };

/** Wall time one timed run of matchRate aims at. */
const RUN_MS = 250;

/**
 * Matches/s on this thread over about `seconds`, agents built per match as the runner does. The
 * time is cut into runs of about RUN_MS that each play the same matches (the same seeds), as
 * Python's timeit repeats one statement: every run does the same work, so the runs differ only by
 * what else the machine was doing. On a shared machine that moves a single long reading by a
 * fifth and more; the median run is the typical pace, the fastest the pace when the neighbours
 * slowed the core least.
 */
export function matchRate(game: GameDefinition, agentType: string, seconds: number): MatchRate {
  const setup = benchSetup(game);
  const players = game.variants.find((v) => v.id === setup.variant)!.players;
  // Resolved once, as the runner resolves an experiment's agents before its matches.
  const spec = resolveAgentSpec(agentType);
  const once = (i: number): number => {
    const seed = matchSeed(7, i);
    const agents = Array.from({ length: players }, (_, s) => createAgent(spec, { game, rng: new Rng(seed, STREAM_AGENT + s) }));
    return playMatch(game, setup, seed, agents).decisions;
  };
  const playFor = (ms: number): number => {
    const t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < ms) once(n++);
    return n;
  };
  // Warm-up, in which the hot code is compiled; then a run's size is what a run's time holds at
  // speed (a third of `seconds` when that is shorter: three runs at least).
  playFor(300);
  const perRun = Math.max(16, playFor(Math.min(RUN_MS, (seconds * 1000) / 3)));
  const rates: number[] = [];
  let decisions = 0;
  let wall = 0;
  const cpu0 = process.cpuUsage();
  // Runs until `seconds` have passed (three at least).
  while (wall < seconds * 1000 || rates.length < 3) {
    decisions = 0;
    const t0 = performance.now();
    for (let i = 0; i < perRun; i++) decisions += once(i);
    const ms = performance.now() - t0;
    wall += ms;
    rates.push((perRun * 1000) / ms);
  }
  const cpu = process.cpuUsage(cpu0);
  const runs = rates.length;
  const median = [...rates].sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  const meanDecisions = decisions / perRun;
  return {
    matchesPerS: median,
    bestMatchesPerS: Math.max(...rates),
    decisionsPerS: median * meanDecisions,
    meanDecisions,
    runs,
    matchesPerRun: perRun,
    coresUsed: (cpu.user + cpu.system) / 1000 / wall,
  };
}

/** Runs `task` in a new worker thread (bench/single-core-worker.ts) and returns what it measured. */
export function inFreshIsolate(task: { game: string; agent: string; seconds: number }): Promise<MatchRate>;
export function inFreshIsolate(task: { game: string; bench: string }): Promise<string | null>;
export function inFreshIsolate(task: SingleCoreTask): Promise<MatchRate | string | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./single-core-worker.js', import.meta.url), { workerData: task });
    let result: MatchRate | string | null | undefined;
    worker.once('message', (r: MatchRate | string | null) => (result = r));
    worker.once('error', reject);
    worker.once('exit', (code) => (result === undefined ? reject(new Error(`bench worker for ${task.game} exited with code ${code} before reporting`)) : resolve(result)));
  });
}
