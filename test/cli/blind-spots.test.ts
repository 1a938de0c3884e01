// `balance-lab blind-spots`: a deliberately blinded agent's blind spot is found against the same
// agent unblinded, a card both use is not flagged, a finished check resumed gives the same
// report, Gloom of Gods (whose units, Gambits and spells now record their use) is checked with each
// kind's verb, and a bad agent is refused before anything is played.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './helpers.js';

describe('the blind-spot check', () => {
  it("finds the blinded heuristic's blind spot, and no other, against the heuristic itself", async () => {
    const dir = tempDir();
    const out = join(dir, 'b');
    const args = ['blind-spots', 'coin', '--fast', '{type: blinded, agent: heuristic, never: [Ace], label: blind-heuristic}', '--search', 'heuristic', '--fast-matches', '300', '--search-matches', '300', '--workers', '1'];
    const r = await cli([...args, '--out', out, '--quiet'], dir);
    expect(r.code, r.stderr).toBe(0);
    const lines = readFileSync(join(out, 'blind-spots.csv'), 'utf8').trim().split('\n');
    const header = lines[0]!.split(',');
    const rows = lines.slice(1).map((l) => Object.fromEntries(l.split(',').map((v, i) => [header[i]!, v])));
    expect(rows).toHaveLength(12);
    const ace = rows.find((x) => x['card'] === 'Ace')!;
    expect(ace['verdict']).toBe('blind spot');
    expect(ace['fast_used']).toBe('0');
    expect(Number(ace['fast_games'])).toBeGreaterThan(100);
    expect(Number(ace['search_low'])).toBeGreaterThan(0.3);
    // Kelp, the heuristic's second choice, is played by both.
    const kelp = rows.find((x) => x['card'] === 'Kelp')!;
    expect(kelp['verdict']).toBe('none');
    expect(Number(kelp['fast_rate'])).toBeGreaterThan(0.3);
    expect(Number(kelp['search_rate'])).toBeGreaterThan(0.3);
    expect(rows.filter((x) => x['verdict'] !== 'none').map((x) => x['card'])).toEqual(['Ace']);
    // The CSV's figures are the counts': Ace's use rate under the heuristic is its uses over its games.
    expect(Number(ace['search_rate'])).toBeCloseTo(Number(ace['search_used']) / Number(ace['search_games']), 6);
    const md = readFileSync(join(out, 'blind-spots.md'), 'utf8');
    expect(md).toMatch(/- Ace, blind spot: blind-heuristic played it in 0\.0% \[0\.0%, [\d.]+%\] of the \d+ games that held it, heuristic in [\d.]+% \[[\d.]+%, [\d.]+%\] of \d+\./);
    expect(md).toContain("A card is a blind spot of blind-heuristic when blind-heuristic's 95% upper bound on its use rate is below 5.0% and heuristic's 95% lower bound is above 30.0%");
    expect(md).toMatch(/blind-heuristic \(the fast agent\) played 300 matches against itself in [\d.]+ s/);
    expect(readFileSync(join(out, 'blind-spots.html'), 'utf8')).toContain('<h2>Agent blind spots</h2>');
    expect(r.stdout).toMatch(/^Ace, blind spot:/m);
    // Resuming a finished check plays nothing and writes the same figures.
    const csvBefore = readFileSync(join(out, 'blind-spots.csv'), 'utf8');
    const again = await cli([...args, '--out', out, '--resume', '--quiet'], dir);
    expect(again.code, again.stderr).toBe(0);
    expect(readFileSync(join(out, 'blind-spots.csv'), 'utf8')).toBe(csvBefore);
  });

  it("checks Gloom of Gods with each kind's verb: units deployed, Gambits used, spells cast", async () => {
    const dir = tempDir();
    const out = join(dir, 'g');
    const r = await cli(['blind-spots', 'gloom', '--fast-matches', '4', '--search', 'random', '--search-matches', '4', '--workers', '1', '--out', out, '--quiet'], dir);
    expect(r.code, r.stderr).toBe(0);
    const md = readFileSync(join(out, 'blind-spots.md'), 'utf8');
    expect(md).toContain('as its kind\'s use is worded (');
    for (const kv of ['unit: deployed', 'gambit: used', 'spell: cast']) expect(md).toContain(kv);
    const csv = readFileSync(join(out, 'blind-spots.csv'), 'utf8').trim().split('\n');
    const header = csv[0]!.split(',');
    const rows = csv.slice(1).map((l) => Object.fromEntries(l.split(',').map((v, i) => [header[i]!, v])));
    const units = rows.filter((x) => x['type']!.startsWith('unit/') && Number(x['fast_games']) > 0);
    expect(units.length).toBeGreaterThan(0);
    for (const u of units) expect(u['use']).toBe('deployed');
    expect(rows.find((x) => x['type'] === 'gambit')!['use']).toBe('used');
  });

  it('refuses a bad agent before playing', async () => {
    const dir = tempDir();
    const bad = await cli(['blind-spots', 'coin', '--fast', '{type: blinded, agent: heuristc, never: [Ace]}'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/unknown agent 'heuristc'/);
  });
});
