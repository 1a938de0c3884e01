// Golden playthroughs: one seeded match per registered game, written as the readable log
// `balance-lab play` prints and compared as a file snapshot, so an unintended rules change
// shows up as a diff. After an intended change: `npx vitest run test/golden -u` and review.

import '../../src/games/index.js';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../agents/registry.js';
import { listGames } from '../../src/core/registry.js';
import { Rng, STREAM_AGENT } from '../../src/core/rng.js';
import { playLog } from '../../src/sim/play-log.js';
import { randomSetup } from '../../src/sim/random-setup.js';

describe('golden playthroughs', () => {
  for (const game of listGames()) {
    it(`${game.id}: seed 1, heuristic vs random`, async () => {
      const seed = 1;
      const setup = randomSetup(game, game.defaultVariant, seed);
      const facts = game.variants.find((v) => v.id === game.defaultVariant)!;
      const agents = Array.from({ length: facts.players }, (_, p) =>
        createAgent(p === 0 ? 'heuristic' : 'random', { game, rng: new Rng(seed, STREAM_AGENT + p) }),
      );
      const { lines } = playLog(game, setup, seed, agents);
      await expect(lines.join('\n') + '\n').toMatchFileSnapshot(`./__golden__/${game.id}.txt`);
    });
  }
});
