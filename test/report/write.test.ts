// The report folder from a small in-process run: files, tables and the summary's figures.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { balanceTables } from '../../src/report/balance.js';
import { writeReport } from '../../src/report/write.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { playBatch } from '../../src/sim/worker.js';
import { BLOCKS } from '../../src/stats/counts.js';
import { summarize } from '../../src/stats/summary.js';
import { tempDir } from '../support/temp-dir.js';
import { playSummary } from './play-summary.js';

/** A CSV file as rows of named cells (no quoted commas in these tables). */
function readCsv(file: string): Record<string, string>[] {
  const [head, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  const names = head!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [names[i]!, v])));
}

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

  it('leaves cells without a value empty: no NaN, no [0, 1] or [-1, 1] placeholder intervals, no verdict for untested items', async () => {
    // A tournament on the coin game: both sides hold the same deck, so no card meets an opponent
    // lacking it and no deck meets another deck.
    const s = playSummary(await experimentFromSpec({ name: 't', game: 'coin', agents: ['random', 'heuristic'], pairing: { agents: 'round-robin', decks: 'mirror' }, ablation: { cards: ['Ace'] }, matches: 60, seed: 2 }));
    const dir = tempDir('balance-lab-report-');
    const files = await writeReport(dir, s, { runId: 't', runDir: dir, command: 'balance-lab' });
    for (const f of files.filter((x) => x.endsWith('.csv'))) expect(readFileSync(join(dir, f), 'utf8'), f).not.toMatch(/NaN|Infinity/);
    const cards = readCsv(join(dir, 'cards.csv'));
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      expect(c['games_in_deck']).toBe('0');
      for (const col of ['verdict', 'q_value', 'more_matches_needed', 'gp_wr', 'gp_low', 'gp_high', 'iwd', 'iwd_low', 'iwd_high', 'iwd_centred_low', 'ioh_low', 'ioh_high', 'mean_copies']) expect(c[col], `${c['card']} ${col}`).toBe('');
    }
    const ace = cards.find((c) => c['card'] === 'Ace')!;
    // Ablation pairs need the focal side to hold the card and the opponent not to: none here.
    expect(ace['ablation_pairs']).toBe('0');
    for (const col of ['ablation_delta', 'ablation_low', 'ablation_high', 'ablation_verdict']) expect(ace[col], col).toBe('');
    for (const d of readCsv(join(dir, 'decks.csv'))) {
      expect(d['games']).toBe('0');
      for (const col of ['win_rate', 'ci_low', 'ci_high', 'mean_matchup_low', 'mean_matchup_high', 'verdict', 'more_matches_needed']) expect(d[col], `${d['deck']} ${col}`).toBe('');
    }
    const md = readFileSync(join(dir, 'report.md'), 'utf8');
    expect(md).toMatch(/^Cards: the game's embedded set '.+', hash [0-9a-f]+\.$/m);
    expect(md).not.toContain('## Cards');
  });

  it('leaves out a factions table whose factions never met', async () => {
    const s = playSummary(await experimentFromSpec({ name: 'f', game: 'coin', agents: ['heuristic'], matches: 60, seed: 3 }));
    const flag = { verdict: 'undetermined' as const, p: 1, q: 1, moreGames: Infinity, moreMatches: Infinity };
    const unmet = { name: 'F', rate: Number.NaN, low: Number.NaN, high: Number.NaN, games: 0, opponents: 0, flag };
    expect(balanceTables({ ...s.balance, factions: [unmet, { ...unmet, name: 'G' }] }, 60).map((t) => t.csv)).not.toContain('factions.csv');
    const met = { ...unmet, rate: 0.5, low: 0.45, high: 0.55, games: 100, opponents: 1, flag: { ...flag, moreGames: 90, moreMatches: 120 } };
    const t = balanceTables({ ...s.balance, factions: [met, { ...met, name: 'G' }] }, 60).find((x) => x.csv === 'factions.csv')!;
    expect(t.raw.objects()[0]).toMatchObject({ faction: 'F', verdict: 'undetermined', more_matches_needed: 120 });
    expect(t.shown.objects()[0]).toMatchObject({ verdict: 'undetermined: ≈120 more matches' });
    // An estimate on the band's edge would need a hundred such runs: said so, not as a count.
    const edge = balanceTables({ ...s.balance, factions: [{ ...met, flag: { ...met.flag, moreMatches: 60_000 } }, met] }, 60).find((x) => x.csv === 'factions.csv')!;
    expect(edge.shown.objects()[0]).toMatchObject({ verdict: "undetermined: on the band's edge (over 100× this run to decide)" });
    expect(edge.raw.objects()[0]).toMatchObject({ more_matches_needed: 60_000 });
  });
});
