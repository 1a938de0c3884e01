// The informational commands and `play`; the first test runs the built CLI in child processes, as
// a user would, so the executable's output stays checked end to end.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, ROOT, spawnCli } from './helpers.js';

describe('games, agents, validate, play', () => {
  it('list games and agents, validate the quick start, and play a logged match', async () => {
    const [games, agents, valid, play] = await Promise.all([
      spawnCli(['games'], ROOT),
      spawnCli(['agents'], ROOT),
      spawnCli(['validate', join(ROOT, 'experiments/quickstart.yaml')], ROOT),
      spawnCli(['play', 'tictactoe', '--agents', 'heuristic,random', '--seed', '2'], ROOT),
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

  it('play shows MCTS top actions as moves of the player who decided, and only after a real choice', async () => {
    const r = await cli(['play', 'warsong', '--agents', 'mcts-200,heuristic', '--seed', '4'], ROOT);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    let explained = 0;
    lines.forEach((line, i) => {
      const decision = /^\[turn \d+\] (P\d): (.*)$/.exec(line);
      if (!decision) return;
      const notes: string[] = [];
      for (let k = i + 1; k < lines.length && /^ {4}\S/.test(lines[k]!); k++) notes.push(lines[k]!);
      if (decision[1] === 'P2') expect(notes).toEqual([]); // the heuristic explains nothing
      else if (notes.length > 0) {
        explained++;
        // The chosen move is among the listed ones, every listed move is P1's, most visited first.
        expect(notes.map((n) => n.trim().replace(/: \d+ visits.*$/, ''))).toContain(decision[2]);
        for (const n of notes) expect(n).toMatch(/^ {4}P1 .*: \d+ visits, value \d\.\d{3}$/);
        const visits = notes.map((n) => Number(/(\d+) visits/.exec(n)![1]));
        expect(visits).toEqual([...visits].sort((a, b) => b - a));
      }
    });
    expect(explained).toBeGreaterThanOrEqual(5);
  });
});
