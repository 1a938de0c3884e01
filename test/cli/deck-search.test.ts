// `deck-search` refuses what it cannot search before playing anything, one line each, exit 2;
// `run` refuses an experiment that is a deck search.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliResult } from './helpers.js';
import { cli, tempDir, writeFile } from './helpers.js';

function expectBadInput(r: CliResult, line: RegExp): void {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stderr.trimEnd().split('\n'), r.stderr).toEqual([expect.stringMatching(line)]);
}

describe('deck-search input', () => {
  it('refuses an unknown deckSearch field, a polish share past 0.9, a four-player variant and two agents; run refuses a deck search', async () => {
    const dir = tempDir();
    const base = 'game: warsong\nmatches: 10\nseed: 1\n';
    const typo = writeFile(dir, 'typo.yaml', `name: typo\n${base}agents: [heuristic]\ndeckSearch: {generation: 3}\n`);
    const polish = writeFile(dir, 'polish.yaml', `name: polish\n${base}agents: [heuristic]\ndeckSearch: {polish: 1.5}\n`);
    const four = writeFile(dir, 'four.yaml', `name: four\n${base}variant: world-war\nagents: [heuristic]\ndeckSearch: {}\n`);
    const two = writeFile(dir, 'two.yaml', `name: two\n${base}agents: [heuristic, random]\ndeckSearch: {}\n`);
    const search = (f: string, out: string): Promise<CliResult> => cli(['deck-search', f, '--quiet', '--workers', '1', '--out', join(dir, out)], dir);
    const [t, p, f, w, r] = await Promise.all([search(typo, 't'), search(polish, 'p'), search(four, 'f'), search(two, 'w'), cli(['run', two, '--quiet', '--out', join(dir, 'r')], dir)]);
    expectBadInput(t, /^balance-lab: typo\.yaml:6:14 deckSearch\.generation: unknown key 'generation' \(did you mean 'generations'\?\)$/);
    expectBadInput(p, /^balance-lab: polish\.yaml:6:22 deckSearch\.polish: expected a number at most 0\.9, got 1\.5$/);
    expectBadInput(f, /^balance-lab: four\.yaml:5:\d+ variant: deck search plays two-player matches; variant 'world-war' has 4 players \(choose a two-player variant\)$/);
    expectBadInput(w, /^balance-lab: two\.yaml:5:\d+ agents: deck search plays one agent in both seats, got 2 \(list one agent\)$/);
    expectBadInput(r, /^balance-lab: two\.yaml:6:\d+ deckSearch: this experiment is a deck search, not a run \(play it with: npx balance-lab deck-search .*two\.yaml\)$/);
    for (const out of ['t', 'p', 'f', 'w', 'r']) expect(existsSync(join(dir, out))).toBe(false);
  }, 120_000);
});
