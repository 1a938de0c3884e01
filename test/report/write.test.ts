// The report folder from a small in-process run: files, tables and the summary's figures.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeReport } from '../../src/report/write.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { playBatch } from '../../src/sim/worker.js';
import { BLOCKS } from '../../src/stats/counts.js';
import { summarize } from '../../src/stats/summary.js';
import { tempDir } from '../support/temp-dir.js';

describe('report', () => {
  it('writes summary.json, run.json, report.md, a self-contained index.html and CSV tables', async () => {
    const exp = await experimentFromSpec({ name: 'rep', game: 'tictactoe', agents: ['random', 'heuristic'], matches: 400, seed: 4 });
    const p = prepareExperiment(exp);
    const blocks = new Float64Array(BLOCKS * p.layout.size);
    const b = playBatch(p, 0, 400, null);
    for (let k = 0; k < p.layout.size; k++) blocks[k] = b.counts[k]!;
    const s = summarize(exp, p.layout, blocks, []);

    expect(s.matches).toBe(400);
    expect(s.seats[0]!.games + s.seats[1]!.games).toBe(800);
    // Win shares of the two seats add up to one per match (draws as half).
    expect(s.seats[0]!.winRate + s.seats[1]!.winRate).toBeCloseTo(1, 5);
    expect(s.agents.map((a) => a.games)).toEqual([400, 400]);
    const heur = s.agents.find((a) => a.name === 'heuristic')!;
    expect(heur.winRate).toBeGreaterThan(0.8);
    expect(heur.low).toBeLessThan(heur.winRate);
    expect(s.turns.max).toBeLessThanOrEqual(9);
    expect(s.turns.histogram.reduce((n, [, c]) => n + c, 0)).toBe(400);

    const dir = tempDir('balance-lab-report-');
    const files = await writeReport(dir, s, { runId: 'test', runDir: dir, command: 'balance-lab' });
    expect(files).toEqual(expect.arrayContaining(['summary.json', 'run.json', 'report.md', 'index.html', 'agents.csv', 'seats.csv', 'agent-matchups.csv', 'lengths.csv', 'errors.csv']));
    expect(readFileSync(join(dir, 'agents.csv'), 'utf8').split('\n')[0]).toBe('agent,games,win_rate,ci_low,ci_high,mean_matchup_rate,elo,elo_low,elo_high,mirror_games,seats_won_all,seats_drawn_all,seats_lost_all');
    expect(readFileSync(join(dir, 'errors.csv'), 'utf8').trim()).toBe('match,seed,kind,message,agents,decks');
    const md = readFileSync(join(dir, 'report.md'), 'utf8');
    expect(md).toContain('## Agents');
    expect(md).toMatch(/\|heuristic\|\d+\.\d%\|/);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).toContain('<svg');
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8'))).toEqual(JSON.parse(JSON.stringify(s)));
  });
});
