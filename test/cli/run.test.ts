// Runs: reproducibility across worker counts, resume after SIGKILL (the built CLI in a child
// process, killed), and a game that throws in one match (a plugin, so the built CLI too). Needs
// `npm run build` (npm test does it).

import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchSeed } from '../../src/core/rng.js';
import { BIN, cli, spawnCli, tempDir, writeFile, writeTicTacToePlugin } from './helpers.js';

const summaryOf = (dir: string): unknown => JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8'));

describe('balance-lab run', () => {
  it('writes identical summary.json with --workers 1 and --workers 2 for a game that reuses finished states', async () => {
    // Warsong hands finished matches back for reuse (releaseState): which state a worker reuses
    // depends on how matches fall into batches, and must not change any result.
    const dir = tempDir();
    for (const [name, extra] of [['fixed', ''], ['fresh', 'randomDecks: true\n']] as const) {
      const exp = writeFile(dir, `${name}.yaml`, `name: ${name}\ngame: warsong\n${extra}agents: [random, heuristic]\nmatches: 300\nseed: 5\n`);
      const [one, two] = await Promise.all([
        cli(['run', exp, '--workers', '1', '--quiet', '--out', join(dir, `${name}-w1`)], dir),
        cli(['run', exp, '--workers', '2', '--quiet', '--out', join(dir, `${name}-w2`)], dir),
      ]);
      expect(one.code).toBe(0);
      expect(two.code).toBe(0);
      expect(readFileSync(join(dir, `${name}-w2`, 'summary.json'), 'utf8')).toBe(readFileSync(join(dir, `${name}-w1`, 'summary.json'), 'utf8'));
    }
  });

  it('writes identical summary.json with --workers 1 and --workers 2', async () => {
    const dir = tempDir();
    const exp = writeFile(dir, 'rr.yaml', 'name: rr\ngame: tictactoe\nagents: [random, greedy, heuristic]\nmatches: 6000\nseed: 11\n');
    const [one, two] = await Promise.all([
      cli(['run', exp, '--workers', '1', '--quiet', '--out', join(dir, 'w1')], dir),
      cli(['run', exp, '--workers', '2', '--quiet', '--out', join(dir, 'w2')], dir),
    ]);
    expect(one.stderr).toBe('');
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(one.stdout).toContain(join(dir, 'w1', 'report.md'));
    const a = readFileSync(join(dir, 'w1', 'summary.json'), 'utf8');
    expect(readFileSync(join(dir, 'w2', 'summary.json'), 'utf8')).toBe(a);
    const s = JSON.parse(a) as { matches: number; agents: { games: number }[]; seats: { games: number }[] };
    expect(s.matches).toBe(6000);
    // Three agents round-robin: each meets two others, seats rotated evenly.
    expect(s.agents.map((x) => x.games)).toEqual([4000, 4000, 4000]);
    expect(s.seats.map((x) => x.games)).toEqual([6000, 6000]);
    const run = JSON.parse(readFileSync(join(dir, 'w2', 'run.json'), 'utf8')) as { workers: number; seed: number };
    expect(run.workers).toBe(2);
    for (const f of ['report.md', 'index.html', 'agents.csv', 'seats.csv', 'agent-matchups.csv', 'lengths.csv', 'errors.csv']) expect(existsSync(join(dir, 'w2', f))).toBe(true);
  });

  it('continues a run killed with SIGKILL and ends with the same counts as an uninterrupted run', async () => {
    const dir = tempDir();
    const exp = writeFile(dir, 'long.yaml', 'name: long\ngame: tictactoe\nagents: [random, heuristic]\nmatches: 60000\nseed: 5\noptions: {checkpointSeconds: 0.1, taskMs: 30, records: true}\n');
    const killedDir = join(dir, 'killed');
    const child = spawn(process.execPath, [BIN, 'run', exp, '--workers', '1', '--quiet', '--out', killedDir], { cwd: dir, stdio: 'ignore' });
    const exited = new Promise<NodeJS.Signals | null>((res) => child.on('exit', (_c, sig) => res(sig)));
    // Kill once a checkpoint with some (but not all) matches is on disk.
    let doneAtKill = 0;
    for (let t = 0; t < 400 && doneAtKill === 0; t++) {
      await new Promise((r) => setTimeout(r, 25));
      const f = join(killedDir, 'checkpoint.json');
      if (!existsSync(f)) continue;
      const c = JSON.parse(readFileSync(f, 'utf8')) as { done: [number, number][]; finished: boolean };
      if (c.finished) break;
      doneAtKill = c.done.reduce((n, [s, e]) => n + e - s, 0);
    }
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(doneAtKill).toBeGreaterThan(0);
    expect(doneAtKill).toBeLessThan(60000);
    expect(existsSync(join(killedDir, 'summary.json'))).toBe(false);

    const [resumed, whole] = await Promise.all([
      cli(['run', exp, '--workers', '2', '--quiet', '--resume', '--out', killedDir], dir),
      cli(['run', exp, '--workers', '1', '--quiet', '--out', join(dir, 'whole')], dir),
    ]);
    expect(resumed.code).toBe(0);
    expect(whole.code).toBe(0);
    expect(summaryOf(killedDir)).toEqual(summaryOf(join(dir, 'whole')));
    expect((summaryOf(killedDir) as { matches: number }).matches).toBe(60000);
    // Per-match records: every match exactly once across the shards, also after the kill.
    const seen = new Uint8Array(60000);
    for (const f of readdirSync(join(killedDir, 'records'))) {
      expect(f).toMatch(/^matches-\d+-\d+\.jsonl$/);
      for (const line of readFileSync(join(killedDir, 'records', f), 'utf8').trim().split('\n')) seen[(JSON.parse(line) as { index: number }).index]!++;
    }
    expect(seen.every((c) => c === 1)).toBe(true);
  });

  it('records a match that throws with its seed, finishes the run, and replay reproduces it', async () => {
    const dir = tempDir();
    const badIndex = 7;
    const seed = 42;
    const badSeed = matchSeed(seed, badIndex);
    // A test-only game: tic-tac-toe whose third move throws in the match with seed badSeed.
    writeTicTacToePlugin(
      dir,
      'faulty.mjs',
      'faulty',
      `  const state = ticTacToe.newMatch(setup, seed);
  if (seed === ${badSeed}) {
    const apply = state.apply.bind(state);
    state.apply = (a) => { if (state.decisions() === 2) throw new Error('injected fault on the third move'); apply(a); };
  }
  return state;`,
    );
    const exp = writeFile(dir, 'faulty.yaml', `name: faulty\ngame: faulty\nplugins: [faulty.mjs]\nagents: [random, heuristic]\nmatches: 40\nseed: ${seed}\n`);
    const runDir = join(dir, 'run');
    const r = await spawnCli(['run', exp, '--workers', '2', '--quiet', '--out', runDir], dir);
    // Said on the terminal even with --quiet, with the first failure and its replay command.
    expect(r.stderr).toBe(`warning: 1 of 40 matches failed and count as errors (report.md lists them). First: match ${badIndex} (seed ${badSeed}): injected fault on the third move; replay it with: npx balance-lab replay ${runDir} --match ${badIndex}\n`);
    expect(r.code).toBe(0);
    const s = summaryOf(runDir) as { matches: number; errors: number; failures: { index: number; seed: number; message: string }[] };
    expect(s.errors).toBe(1);
    expect(s.matches).toBe(39);
    expect(s.failures).toEqual([expect.objectContaining({ index: badIndex, seed: badSeed, message: 'injected fault on the third move' })]);
    const md = readFileSync(join(runDir, 'report.md'), 'utf8');
    expect(md.indexOf('## Errors')).toBeLessThan(md.indexOf('## Summary'));
    expect(md).toContain(`| ${badIndex} | ${badSeed} | error | injected fault on the third move | \`npx balance-lab replay ${runDir} --match ${badIndex}\` |`);
    expect(readFileSync(join(runDir, 'errors.csv'), 'utf8')).toContain(`${badIndex},${badSeed},error`);

    const again = await spawnCli(['replay', runDir, '--match', String(badIndex)], dir);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`match ${badIndex} (seed ${badSeed}) failed again: injected fault on the third move`);
    // The log shows the two moves before the fault, then the error.
    expect(again.stdout.match(/^\[turn \d+\] P\d: /gm)).toHaveLength(2);
    expect(again.stdout).toContain(`match ${badIndex}, seed ${badSeed}: error`);
    const fine = await spawnCli(['replay', runDir, '--match', '6', '--quiet'], dir);
    expect(fine.code).toBe(0);
    expect(fine.stdout).toMatch(/^match 6, seed \d+: returns /);
  });
});
