// `balance-lab ladder`: a round-robin played as a tournament plays it, so its figures are a
// tournament's; the rungs by rating with each pair's result; a sentence where the ladder is not
// monotone; a time estimate before the run; bad input refused before anything is played.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './helpers.js';

/** A CSV file's rows as objects keyed by its header (values hold no commas or quotes here). */
function csv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  const keys = header!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [keys[i]!, v])));
}

describe('the agent ladder', () => {
  it("writes the same ratings and head-to-head figures as a tournament of the same agents and seed", async () => {
    const dir = tempDir();
    const agents = 'random,greedy,heuristic';
    const [ladder, tournament] = await Promise.all([
      cli(['ladder', 'tictactoe', '--agents', agents, '--matches', '20', '--seed', '4', '--workers', '2', '--out', join(dir, 'l'), '--no-estimate', '--quiet'], dir),
      // Three pairs of 20 matches, on another number of workers.
      cli(['tournament', 'tictactoe', '--agents', agents, '--matches', '60', '--seed', '4', '--workers', '1', '--out', join(dir, 't'), '--quiet'], dir),
    ]);
    expect(ladder.code, ladder.stderr).toBe(0);
    expect(tournament.code, tournament.stderr).toBe(0);
    const rungs = csv(join(dir, 'l', 'ladder.csv'));
    const ratings = csv(join(dir, 't', 'ratings.csv'));
    expect(rungs.map((r) => r['agent']).sort()).toEqual(['greedy', 'heuristic', 'random']);
    for (const r of rungs) {
      const t = ratings.find((x) => x['agent'] === r['agent'])!;
      for (const k of ['log_strength', 'low', 'high', 'elo', 'elo_low', 'elo_high']) expect(r[k], `${r['agent']} ${k}`).toBe(t[k]);
    }
    // Ranked by rating, highest first.
    const elos = rungs.map((r) => Number(r['elo']));
    expect([...elos].sort((a, b) => b - a)).toEqual(elos);
    const pairs = csv(join(dir, 'l', 'ladder-pairs.csv'));
    const matchups = csv(join(dir, 't', 'agent-matchups.csv'));
    expect(pairs).toHaveLength(6);
    expect(pairs).toEqual(matchups.map((m) => ({ agent: m['agent'], opponent: m['opponent'], games: m['games'], win_rate: m['win_rate'], ci_low: m['ci_low'], ci_high: m['ci_high'] })));
    expect(pairs.every((p) => p['games'] === '20')).toBe(true);
    // Each rung's result against the one below is that pair's.
    for (const r of rungs.slice(0, -1)) {
      const p = pairs.find((x) => x['agent'] === r['agent'] && x['opponent'] === r['below'])!;
      expect([r['win_rate_vs_below'], r['ci_low_vs_below'], r['ci_high_vs_below']]).toEqual([p['win_rate'], p['ci_low'], p['ci_high']]);
    }
    const md = readFileSync(join(dir, 'l', 'ladder.md'), 'utf8');
    expect(md).toContain('20 matches per pair with seats alternated');
    expect(readFileSync(join(dir, 'l', 'ladder.html'), 'utf8')).toContain('<svg');
  });

  it('says the ladder is not monotone where agents of the coin game, whose plays decide nothing, cannot be told apart', async () => {
    const dir = tempDir();
    const r = await cli(['ladder', 'coin', '--agents', 'random,heuristic', '--matches', '10', '--workers', '1', '--out', join(dir, 'l')], dir);
    expect(r.code, r.stderr).toBe(0);
    // Four decks, each from both seats: 10 per pair is rounded up to 16.
    expect(r.stderr).toContain('note: 10 matches per pair rounded up to 16, a multiple of 8 (decks x seats)');
    expect(r.stderr).toMatch(/decisions per second: random [\d,]+\/s, heuristic [\d,]+\/s/);
    expect(r.stderr).toMatch(/estimated time: about [\d.]+ s on 1 worker for 16 matches \(16 per pair\)/);
    const md = readFileSync(join(dir, 'l', 'ladder.md'), 'utf8');
    expect(md).toMatch(/- (heuristic|random) does not clearly beat (random|heuristic), the rung below it: .* of 16 games against .*, an interval that reaches 50%\./);
    expect(md).not.toContain('The ladder is monotone');
    expect(r.stdout).toMatch(/does not clearly beat/);
  });

  it('refuses a four-player variant and a single rung before playing', async () => {
    const dir = tempDir();
    const four = await cli(['ladder', 'warsong', '--variant', 'world-war', '--agents', 'random,heuristic'], dir);
    expect(four.code).toBe(2);
    expect(four.stderr).toMatch(/the ladder compares agents two at a time; warsong 'world-war' has 4 players/);
    const one = await cli(['ladder', 'tictactoe', '--agents', 'random'], dir);
    expect(one.code).toBe(2);
    expect(one.stderr).toMatch(/a ladder needs at least two rungs/);
  });
});
