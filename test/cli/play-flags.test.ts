// `play` and `tournament` take a card folder like experiments; `play` fills in an agent for
// every seat of a four-player variant and prints the contents of random decks.

import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, ROOT, tempDir } from './helpers.js';

describe('play and tournament options', () => {
  it('play fills four seats for world-war, prints random decks, and plays with --cards', async () => {
    const dir = tempDir();
    cpSync(join(ROOT, 'cards/warsong'), join(dir, 'mysong'), { recursive: true });
    // A renamed card shows that the folder, not the embedded set, was played.
    const file = join(dir, 'mysong', 'clan-dyr.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll('Stout-Paw Alpha', 'Stout-Paw Omega'));
    writeFileSync(join(dir, 'mysong', 'decks.yaml'), readFileSync(join(dir, 'mysong', 'decks.yaml'), 'utf8').replaceAll('Stout-Paw Alpha', 'Stout-Paw Omega'));
    const [war, mine, wrong] = await Promise.all([
      cli(['play', 'warsong', '--variant', 'world-war', '--decks', 'random,random,random,random', '--seed', '2'], dir),
      cli(['play', 'warsong', '--cards', 'mysong', '--agents', 'heuristic,heuristic', '--decks', 'Clan Dýr Warband,random', '--seed', '3'], dir),
      cli(['play', 'warsong', '--variant', 'world-war', '--agents', 'random,heuristic'], dir),
    ]);
    expect(war.code, war.stderr).toBe(0);
    const head = war.stdout.split('\n').slice(0, 9);
    expect(head.slice(1, 5)).toEqual(['# P1: random with a random deck', '# P2: random with a random deck', '# P3: random with a random deck', '# P4: random with a random deck']);
    for (let p = 1; p <= 4; p++) {
      const line = head.find((l) => l.startsWith(`# P${p}'s random deck: `))!;
      const copies = [...line.matchAll(/(\d)x /g)].reduce((n, m) => n + Number(m[1]), 0);
      expect(copies).toBeGreaterThanOrEqual(18);
    }
    expect(war.stdout).toMatch(/^\[turn \d+\] P4: /m);
    expect(mine.code, mine.stderr).toBe(0);
    expect(mine.stdout).toContain('Stout-Paw Omega');
    expect(mine.stdout).not.toContain('Stout-Paw Alpha');
    expect(mine.stdout).toMatch(/^# P2's random deck: /m);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toBe('balance-lab: --agents: expected 4 agents (one per seat), got 2\n');
  });

  it('tournament plays the card folder of --cards', async () => {
    const dir = tempDir();
    cpSync(join(ROOT, 'cards/warsong'), join(dir, 'mysong'), { recursive: true });
    const r = await cli(['tournament', 'warsong', '--cards', 'mysong', '--agents', 'random,heuristic', '--matches', '20', '--workers', '1', '--out', 't', '--quiet'], dir);
    expect(r.code, r.stderr).toBe(0);
    const run = JSON.parse(readFileSync(join(dir, 't', 'run.json'), 'utf8')) as { cardFiles: string[] };
    expect(run.cardFiles).toHaveLength(6);
    expect(run.cardFiles.every((f) => f.startsWith(join(dir, 'mysong')))).toBe(true);
  });
});
