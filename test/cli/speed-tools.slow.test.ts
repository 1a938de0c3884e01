// The tools for speed work (bench/compare-builds, bench/ab-builds, bench/instructions), run as
// an engineer runs them, with this checkout as the "other" build: it must play exactly alike and
// measure a ratio. And npm run bench's one-core part, at a tiny size.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/games/index.js';
import { listGames } from '../../src/core/registry.js';
import { ROOT, runScript, tempDir } from './helpers.js';

const tool = (name: string): string => join(ROOT, 'dist', 'bench', `${name}.js`);

describe('speed tools', () => {
  it('compare-builds finds a build identical to itself, and names its arguments when they are missing', async () => {
    const dir = tempDir();
    const same = await runScript(tool('compare-builds'), [ROOT, 'tictactoe', '40', '10', '2'], dir);
    expect(same.code).toBe(0);
    expect(same.stdout).toMatch(/^tictactoe: 52 matches, \d+ decisions compared in [\d.]+ s: IDENTICAL\n$/);
    const bad = await runScript(tool('compare-builds'), [], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('usage: node dist/bench/compare-builds.js');
    const word = await runScript(tool('compare-builds'), [ROOT, 'tictactoe', 'random'], dir);
    expect(word.code).toBe(2);
    expect(word.stderr).toContain("random matches must be a whole number, got 'random'");
  });

  it('ab-builds measures a ratio of rates over fresh processes, and refuses an unknown kind', async () => {
    const dir = tempDir();
    const r = await runScript(tool('ab-builds'), [ROOT, 'tictactoe', 'random', '1', '2'], dir);
    expect(r.code).toBe(0);
    const m = /^tictactoe random: this build ([\d,]+) matches\/CPU-s, the other ([\d,]+); this\/other ([\d.]+) \(median of 2 x 1 rounds, range [\d.]+-[\d.]+; process medians [\d.]+, [\d.]+\)\n$/.exec(r.stdout);
    expect(m).not.toBeNull();
    expect(Number(m![1]!.replaceAll(',', ''))).toBeGreaterThan(0);
    // The same build on both sides: a ratio near one (loose: the machine is shared).
    expect(Number(m![3])).toBeGreaterThan(0.5);
    expect(Number(m![3])).toBeLessThan(2);
    for (const args of [['fastest'], ['random', '1', '0']]) {
      const bad = await runScript(tool('ab-builds'), [ROOT, 'tictactoe', ...args], dir);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('usage: node dist/bench/ab-builds.js');
    }
  });

  it('instructions refuses a bad kind or count, and says how to get valgrind when it is missing', async () => {
    const dir = tempDir();
    const kind = await runScript(tool('instructions'), ['tictactoe', 'fastest'], dir);
    expect(kind.code).toBe(2);
    expect(kind.stderr).toContain("the kind of work must be one of random, heuristic, mcts, got 'fastest'");
    const units = await runScript(tool('instructions'), ['tictactoe', 'mcts', '300'], dir);
    expect(units.code).toBe(2);
    expect(units.stderr).toContain("units must be a whole number above 0 and a multiple of 200, got '300'");
    // No valgrind on the PATH (an empty folder): a message, not a stack trace.
    const missing = await runScript(tool('instructions'), ['tictactoe', 'random', '10'], dir, { PATH: tempDir('no-valgrind-') });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('instructions: valgrind is not installed (Debian: apt-get install valgrind)\n');
  });

  it("npm run bench's one-core part measures every figure of every registered game, each in its own worker thread", async () => {
    const r = await runScript(tool('index'), ['--only', 'single', '--seconds', '0.05'], tempDir());
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('each figure in a fresh worker thread');
    const rate = (line: RegExp): number => {
      const m = line.exec(r.stdout);
      expect(m, `${line} in\n${r.stdout}`).not.toBeNull();
      return Number(m![1]!.replaceAll(',', ''));
    };
    for (const game of listGames()) {
      for (const agent of ['random', 'heuristic']) {
        const line = `^  ${game.id} +${agent} +vs ${agent} +`;
        const median = rate(new RegExp(`${line}([\\d,]+) matches/s`, 'm'));
        expect(median).toBeGreaterThan(0);
        // The fastest of the runs of the same matches, beside their median.
        expect(rate(new RegExp(`${line}[\\d,]+ matches/s \\(best +([\\d,]+)\\)`, 'm'))).toBeGreaterThanOrEqual(median);
      }
      expect(rate(new RegExp(`^  ${game.id} +mcts: .* ([\\d,]+) iterations/s$`, 'm'))).toBeGreaterThan(0);
    }
  });
});
