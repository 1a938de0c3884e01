// The informational commands and `play`, through the built CLI.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, ROOT } from './helpers.js';

describe('games, agents, validate, play', () => {
  it('list games and agents, validate the quick start, and play a logged match', async () => {
    const [games, agents, valid, play] = await Promise.all([
      cli(['games'], ROOT),
      cli(['agents'], ROOT),
      cli(['validate', join(ROOT, 'experiments/quickstart.yaml')], ROOT),
      cli(['play', 'tictactoe', '--agents', 'heuristic,random', '--seed', '2'], ROOT),
    ]);
    expect(games.code).toBe(0);
    expect(games.stdout).toMatch(/^kuhn: Kuhn poker$/m);
    expect(games.stdout).toMatch(/variant standard \(default\).*\n\s+players 2, actions 9, max turns 9/);
    expect(games.stdout).toMatch(/^ward: Ward\n.*\n  search advice: playouts cut off after 10 plies \(0: to the end\), exploration c 0\.2$/m);
    expect(agents.code).toBe(0);
    expect(agents.stdout).toMatch(/^\s+heuristic\s+\S/m);
    expect(valid.code).toBe(0);
    expect(valid.stdout).toMatch(/^ok: experiment 'quickstart'/);
    expect(play.code).toBe(0);
    const lines = play.stdout.trim().split('\n');
    expect(lines[0]).toBe('# Tic-tac-toe (standard), seed 2');
    expect(lines[1]).toBe('# P1: heuristic');
    expect(lines.filter((l) => /^\[turn \d+\] P[12]: [XO] [abc][123]$/.test(l)).length).toBeGreaterThanOrEqual(5);
    expect(lines.at(-1)).toMatch(/^== returns /);
  });
});
