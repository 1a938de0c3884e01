// Replays one seeded random match inside a worker thread, from the compiled code, and posts
// the final serialized state: the conformance suite checks it equals the main thread's.
import { parentPort, workerData } from 'node:worker_threads';

const root = new URL('../../dist/src/', import.meta.url);
await import(new URL('games/index.js', root).href);
const { getGame } = await import(new URL('core/registry.js', root).href);
const { Rng } = await import(new URL('core/rng.js', root).href);
const { randomSetup, randomPlayout } = await import(new URL('sim/random-setup.js', root).href);

const { gameId, variant, seed } = workerData;
const game = getGame(gameId);
const state = game.newMatch(randomSetup(game, variant, seed), seed);
randomPlayout(state, new Rng(seed, 99), new Int32Array(Math.max(...game.variants.map((v) => v.numDistinctActions))));
parentPort.postMessage(state.serialize());
