// Worker thread of bench/single-core.ts: measures one figure in this fresh isolate and posts it.

import '../src/games/index.js';
import { parentPort, workerData } from 'node:worker_threads';
import { getGame } from '../src/core/registry.js';
import { gameBenches } from './extensions.js';
import './mcts.js';
import type { SingleCoreTask } from './single-core.js';
import { matchRate } from './single-core.js';
import { benchSetup } from './workloads.js';

const task = workerData as SingleCoreTask;
const game = getGame(task.game);
if ('agent' in task) parentPort!.postMessage(matchRate(game, task.agent, task.seconds));
else parentPort!.postMessage(gameBenches.find((b) => b.name === task.bench)!.run(game, benchSetup(game)));
