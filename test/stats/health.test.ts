import { describe, expect, it } from 'vitest';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { playBatch } from '../../src/sim/worker.js';
import { BLOCKS } from '../../src/stats/counts.js';
import { summarize } from '../../src/stats/summary.js';

async function summaryOf(spec: object, matches: number) {
  const exp = await experimentFromSpec({ name: 'health', matches, seed: 1, ...spec });
  const p = prepareExperiment(exp);
  const blocks = new Float64Array(BLOCKS * p.layout.size);
  blocks.set(playBatch(p, 0, matches, null).counts);
  return summarize(exp, p.layout, blocks, []);
}

describe('game-health warnings', () => {
  it('warns when nearly every match is drawn (perfect tic-tac-toe play), with the interval', async () => {
    const s = await summaryOf({ game: 'tictactoe', agents: ['heuristic'] }, 200);
    const draws = s.health.find((w) => w.kind === 'draws');
    expect(draws).toBeDefined();
    expect(draws!.low).toBeGreaterThan(0.2);
  });
  it('warns of the first player’s advantage when random play favours it beyond the band', async () => {
    const s = await summaryOf({ game: 'tictactoe', agents: ['random'] }, 2000);
    expect(s.health.map((w) => w.kind)).toContain('seat advantage');
  });
  it('stays quiet for a balanced game', async () => {
    const s = await summaryOf({ game: 'coin', agents: ['random'], randomDecks: true }, 2000);
    expect(s.health).toEqual([]);
  });
});
