import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, cli, tempDir, writeFile } from './helpers.js';

describe('tournament and compare', () => {
  it('rates every agent of a tournament with intervals', async () => {
    const dir = tempDir();
    const r = await cli(['tournament', 'tictactoe', '--agents', 'random,heuristic', '--matches', '200', '--workers', '1', '--out', join(dir, 't'), '--quiet'], dir);
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(readFileSync(join(dir, 't', 'summary.json'), 'utf8'));
    const rows = s.balance.ratings.rows as { agent: string; elo: number; eloLow: number }[];
    expect(rows.map((x) => x.agent)).toEqual(['random', 'heuristic']);
    expect(rows[1]!.eloLow).toBeGreaterThan(0); // the heuristic is rated above the mean, interval excluding it
    expect(readFileSync(join(dir, 't', 'agents.csv'), 'utf8')).toMatch(/elo/);
  });

  it('leaves out the factions a tournament does not measure (every deck plays itself), and writes no NaN', async () => {
    const dir = tempDir();
    const r = await cli(['tournament', 'warsong', '--agents', 'random,heuristic', '--matches', '40', '--workers', '1', '--out', join(dir, 't'), '--quiet'], dir);
    expect(r.code, r.stderr).toBe(0);
    const report = readFileSync(join(dir, 't', 'report.md'), 'utf8');
    expect(report).not.toContain('## Factions');
    expect(report).not.toContain('NaN');
    expect(readFileSync(join(dir, 't', 'index.html'), 'utf8')).not.toContain('Factions: mean matchup win rate');
    expect(existsSync(join(dir, 't', 'factions.csv'))).toBe(false);
  });

  it('stops on Ctrl-C with a command that resumes it, and the resumed run equals an uninterrupted one', async () => {
    const dir = tempDir();
    const args = ['tournament', 'tictactoe', '--agents', 'random,heuristic', '--matches', '200000', '--seed', '3', '--workers', '1'];
    const out = join(dir, 'cut');
    const child = spawn(process.execPath, [BIN, ...args, '--out', out], { cwd: dir, env: { ...process.env, FORCE_COLOR: '0' } });
    let stderr = '';
    // Interrupt once the run has started (its first line is printed just before play begins).
    const started = new Promise<void>((res) => child.stderr.on('data', (d: Buffer) => ((stderr += d.toString()), /running/.test(stderr) && res())));
    const exited = new Promise<number | null>((res) => child.on('close', (code) => res(code)));
    await started;
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    const hint = /continue with: npx balance-lab (.*)$/m.exec(stderr)?.[1];
    expect(hint).toBe(`tournament tictactoe --agents random,heuristic --matches 200000 --seed 3 --resume --out ${out}`);
    const [resumed, whole] = await Promise.all([cli(hint!.split(' '), dir), cli([...args, '--quiet', '--out', join(dir, 'whole')], dir)]);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(whole.code).toBe(0);
    expect(JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')).timings.resumed).toBe(true);
    expect(readFileSync(join(out, 'summary.json'), 'utf8')).toBe(readFileSync(join(dir, 'whole', 'summary.json'), 'utf8'));
  });

  it('names the items that changed between two runs', async () => {
    const dir = tempDir();
    const spec = (cards: string) => `name: c\ngame: coin\ncards: ${cards}\nrandomDecks: true\nagents: [random]\nmatches: 6000\nseed: 4\n`;
    const before = writeFile(dir, 'a.yaml', spec('a.cards.yaml'));
    const after = writeFile(dir, 'b.yaml', spec('b.cards.yaml'));
    // Ten cards, so each deck of eight lacks some and opponents often lack a given card.
    const names = ['Ace', 'Brick', 'Copper', 'Dagger', 'Ember', 'Flint', 'Garnet', 'Hollow', 'Iron', 'Jade'];
    const cards = (copper: number) => `cards:\n${names.map((n) => `  - { name: ${n}, value: ${n === 'Copper' ? copper : 0} }`).join('\n')}\n`;
    writeFile(dir, 'a.cards.yaml', cards(0));
    writeFile(dir, 'b.cards.yaml', cards(0.8));
    for (const [f, out] of [[before, 'ra'], [after, 'rb']] as const) expect((await cli(['run', f, '--workers', '1', '--out', join(dir, out), '--quiet'], dir)).code).toBe(0);
    const r = await cli(['compare', join(dir, 'ra'), join(dir, 'rb')], dir);
    expect(r.code, r.stderr).toBe(0);
    const copper = r.stdout.split('\n').find((l) => l.startsWith('| Copper'))!;
    expect(copper).toMatch(/\| changed \|$/);
    expect(r.stdout.split('\n').find((l) => l.startsWith('| Ace'))).not.toMatch(/changed/);
    const missing = await cli(['compare', join(dir, 'ra'), join(dir, 'nowhere')], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/summary\.json.*<runB>: no summary\.json here/);
  });

  it('confirms each flag with another agent tier when the experiment asks (confirmWith)', async () => {
    const dir = tempDir();
    const f = writeFile(dir, 'e.yaml', 'name: r\ngame: coin\nrandomDecks: true\nagents: [random]\nconfirmWith: [heuristic]\nmatches: 8000\nseed: 5\n');
    const r = await cli(['run', f, '--workers', '1', '--out', join(dir, 'run'), '--quiet'], dir);
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(readFileSync(join(dir, 'run', 'summary.json'), 'utf8'));
    expect(s.confirmation.agents).toEqual([{ label: 'heuristic', matches: 8000 }]);
    const ace = s.confirmation.findings.find((f: { kind: string; name: string }) => f.kind === 'card' && f.name === 'Ace');
    expect(ace).toMatchObject({ verdict: 'too strong', under: [{ agent: 'heuristic', outcome: 'holds' }] });
    expect(readFileSync(join(dir, 'run', 'report.md'), 'utf8')).toMatch(/Ace \(too strong[^)]*\).*Confirmation: under heuristic it holds \(\+[\d.]+ points \[[\d.]+, [\d.]+\]\)\./);
  });

  it('writes per-match records that carry each seat\'s deck, first hand, draws and plays', async () => {
    const dir = tempDir();
    const f = writeFile(dir, 'e.yaml', 'name: rec\ngame: coin\nrandomDecks: true\nagents: [random]\nmatches: 20\nseed: 2\noptions: {records: true}\n');
    expect((await cli(['run', f, '--workers', '1', '--out', join(dir, 'run'), '--quiet'], dir)).code).toBe(0);
    const shard = readdirSync(join(dir, 'run', 'records')).sort()[0]!;
    const rec = JSON.parse(readFileSync(join(dir, 'run', 'records', shard), 'utf8').split('\n')[0]!);
    expect(rec.cards).toHaveLength(2);
    for (const seat of rec.cards) {
      expect(Object.values(seat.deck as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(8);
      expect(Object.values(seat.firstHand as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(3);
      expect(Object.keys(seat.firstPlayed).length).toBeGreaterThan(0);
    }
  });

  it('marks a run whose agents have a wall-clock cap as not reproducible', async () => {
    const dir = tempDir();
    const f = writeFile(dir, 'e.yaml', 'name: t\ngame: tictactoe\nagents: [random, {type: mcts, iterations: 50, timeLimitMs: 1000}]\nmatches: 4\nseed: 1\n');
    expect((await cli(['run', f, '--workers', '1', '--out', join(dir, 'run'), '--quiet'], dir)).code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'run', 'run.json'), 'utf8')).reproducible).toBe(false);
    const g = writeFile(dir, 'g.yaml', 'name: t\ngame: tictactoe\nagents: [random, mcts-200]\nmatches: 4\nseed: 1\n');
    expect((await cli(['run', g, '--workers', '1', '--out', join(dir, 'run2'), '--quiet'], dir)).code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'run2', 'run.json'), 'utf8')).reproducible).toBe(true);
  });
});
