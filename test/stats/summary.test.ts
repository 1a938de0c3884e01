// Figures from counts: mirror matches are left out of agent rates, seats add up.

import { describe, expect, it } from 'vitest';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { playBatch } from '../../src/sim/worker.js';
import { BLOCKS } from '../../src/stats/counts.js';
import { summarize } from '../../src/stats/summary.js';

describe('summary', () => {
  it('leaves mirror matches out of agent win rates and counts them apart', async () => {
    // Pairing "all": random-heuristic, random-random, heuristic-heuristic, each from both seats.
    const exp = await experimentFromSpec({ name: 's', game: 'tictactoe', agents: ['random', 'heuristic'], pairing: { agents: 'all' }, matches: 600, seed: 8 });
    expect(exp.lineups).toHaveLength(3);
    const p = prepareExperiment(exp);
    const blocks = new Float64Array(BLOCKS * p.layout.size);
    blocks.set(playBatch(p, 0, 600, null).counts);
    const s = summarize(exp, p.layout, blocks, []);
    const [random, heuristic] = s.agents;
    expect(random).toMatchObject({ name: 'random', games: 200, mirrorGames: 200 });
    expect(heuristic).toMatchObject({ name: 'heuristic', games: 200, mirrorGames: 200 });
    // Against each other the two rates are complementary.
    expect(random!.winRate + heuristic!.winRate).toBeCloseTo(1, 5);
    expect(heuristic!.meanMatchupRate).toBeCloseTo(heuristic!.winRate, 5);
    expect(s.agentMatchups).toHaveLength(2);
    expect(s.seats.map((x) => x.games)).toEqual([600, 600]);
    expect(s.drawRate.draws).toBeGreaterThan(0); // heuristic mirrors draw
    expect(s.seats[0]!.winRate + s.seats[1]!.winRate).toBeCloseTo(1, 5);
  });
});
