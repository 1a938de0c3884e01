// The heuristic player against random play, from both seats, on the starter armies.

import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../agents/registry.js';
import { Rng, STREAM_AGENT } from '../../../src/core/rng.js';
import { gloom } from '../../../src/games/gloom/game.js';
import { playMatch } from '../../../src/sim/match.js';
import { randomSetup } from '../../../src/sim/random-setup.js';

describe('Gloom heuristic', () => {
  it('beats random play clearly from both seats', () => {
    let wins = 0;
    const matches = 16;
    for (let m = 0; m < matches; m++) {
      const seat = m % 2;
      const agents = [0, 1].map((p) => createAgent(p === seat ? 'heuristic' : 'random', { game: gloom, rng: new Rng(m, STREAM_AGENT + p) }));
      const r = playMatch(gloom, randomSetup(gloom, 'standard', m), m, agents);
      wins += r.returns[seat]!;
    }
    expect(wins / matches).toBeGreaterThan(0.8);
  });
});
