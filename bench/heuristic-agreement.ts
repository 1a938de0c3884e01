// How often the heuristic agrees with itself: the ceiling of a network that imitates it. At each
// decision with more than one legal action of heuristic-against-heuristic matches, DRAWS more
// heuristics on their own random streams (their own determinizations of hidden cards and their
// own tie-breaks) choose from the same view; the shares of their choices estimate the
// heuristic's policy there. A perfect imitator's first choice matches one draw with chance
// max_a p(a): the mean of that is the ceiling of the held-out agreement a training reports.
//
//   node dist/bench/heuristic-agreement.js <game> [matches]

import '../src/games/index.js';
import type { Agent } from '../agents/agent.js';
import { createAgent, resolveAgentSpec } from '../agents/registry.js';
import { getGame } from '../src/core/registry.js';
import { Rng, STREAM_AGENT, matchSeed } from '../src/core/rng.js';
import type { PlayerView } from '../src/core/view.js';
import { playMatch } from '../src/sim/match.js';
import { benchSetup } from './workloads.js';

const DRAWS = 8;

const [gameId, matchesArg] = process.argv.slice(2);
if (!gameId) throw new Error('usage: heuristic-agreement <game> [matches]');
const game = getGame(gameId);
const matches = Number(matchesArg ?? 100);
const setup = benchSetup(game);
const players = game.variants.find((v) => v.id === setup.variant)!.players;
const spec = resolveAgentSpec('heuristic');
let decisions = 0;
let ceiling = 0;
let pairwise = 0;
const ids = new Int32Array(1 << 16);

for (let i = 0; i < matches; i++) {
  const seed = matchSeed(11, i);
  const shadows = Array.from({ length: DRAWS }, (_, k) => createAgent(spec, { game, rng: new Rng(seed, STREAM_AGENT + 100 + k) }));
  const seat = (s: number): Agent => {
    const own = createAgent(spec, { game, rng: new Rng(seed, STREAM_AGENT + s) });
    return {
      label: 'heuristic',
      chooseAction(view: PlayerView, player: number): number {
        if (view.legalActions(ids) > 1) {
          const counts = new Map<number, number>();
          for (const sh of shadows) {
            const a = sh.chooseAction(view, player);
            counts.set(a, (counts.get(a) ?? 0) + 1);
          }
          decisions++;
          ceiling += Math.max(...counts.values()) / DRAWS;
          for (const c of counts.values()) pairwise += (c * (c - 1)) / (DRAWS * (DRAWS - 1));
        }
        return own.chooseAction(view, player);
      },
    };
  };
  playMatch(game, setup, seed, Array.from({ length: players }, (_, s) => seat(s)));
}
process.stdout.write(`${game.id}: ${matches} matches, ${decisions} decisions with a choice; two draws agree ${(100 * pairwise / decisions).toFixed(1)}%, the most frequent of ${DRAWS} draws' share ${(100 * ceiling / decisions).toFixed(1)}% (an imitator's ceiling)\n`);
