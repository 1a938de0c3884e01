// One-core speed figures, each measured in a fresh worker thread: a V8 isolate of its own, as
// a runner worker that plays one experiment's game. Measured one after another in one isolate,
// each figure ran on code whose type feedback the earlier games and agents had already made
// polymorphic: Warsong's random matches ran about 5% slower after the small games than alone.

import { Worker } from 'node:worker_threads';
import { createAgent } from '../agents/registry.js';
import type { GameDefinition } from '../src/core/game.js';
import { Rng, STREAM_AGENT, matchSeed } from '../src/core/rng.js';
import { playMatch } from '../src/sim/match.js';
import { benchSetup } from './workloads.js';

export interface MatchRate {
  matchesPerS: number;
  decisionsPerS: number;
  meanDecisions: number;
}

/** What one fresh isolate measures: matches between two agents of a type, or a game bench (bench/extensions.ts). */
export type SingleCoreTask = { game: string; agent: string; seconds: number } | { game: string; bench: string };

/** Matches/s on this thread for `seconds`, agents built per match as the runner does. */
export function matchRate(game: GameDefinition, agentType: string, seconds: number): MatchRate {
  const setup = benchSetup(game);
  const players = game.variants.find((v) => v.id === setup.variant)!.players;
  const once = (i: number): number => {
    const seed = matchSeed(7, i);
    const agents = Array.from({ length: players }, (_, s) => createAgent(agentType, { game, rng: new Rng(seed, STREAM_AGENT + s) }));
    return playMatch(game, setup, seed, agents).decisions;
  };
  const warm = performance.now();
  let i = 0;
  while (performance.now() - warm < 300) once(i++);
  let n = 0;
  let decisions = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    for (let k = 0; k < 64; k++) decisions += once(i + n++);
  }
  const s = (performance.now() - t0) / 1000;
  return { matchesPerS: n / s, decisionsPerS: decisions / s, meanDecisions: decisions / n };
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
