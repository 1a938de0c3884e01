// Values that used to be accepted and went wrong later: training sizes that crash or overflow
// (checked before anything is written), a patch through `__proto__` that silently changed
// nothing, and a sweep value listed twice. Each is one line naming the field, exit 2.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliResult } from './helpers.js';
import { cli, tempDir, writeFile } from './helpers.js';

function expectBadInput(r: CliResult, line: RegExp): void {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stderr.trimEnd().split('\n'), r.stderr).toEqual([expect.stringMatching(line)]);
}

describe('input bounds', () => {
  it('refuses training sizes it cannot hold before anything is written', async () => {
    const dir = tempDir();
    const train = (...extra: string[]): Promise<CliResult> => cli(['train', 'tictactoe', '--generations', '1', '--budget', '1m', '--out', join(dir, 'out'), ...extra], dir);
    const [hidden, rate, matches, big] = await Promise.all([train('--hidden', '100000000'), train('--learning-rate', '1e309'), train('--matches', '1000000000000'), train('--learning-rate', '5')]);
    expectBadInput(hidden, /^balance-lab: --hidden: layers 100000000 give tictactoe a network of [\d,]+ weights; at most 16,777,216 \(narrower or fewer layers \(the default is 64,64\)\)$/);
    expectBadInput(rate, /^balance-lab: --learning-rate: expected a positive number such as 0\.001, got '1e309'$/);
    expectBadInput(matches, /^balance-lab: --matches: expected at most 100,000, got 1000000000000 \(their samples are held in memory\)$/);
    expectBadInput(big, /^balance-lab: --learning-rate: expected at most 1, got '5'$/);
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });

  it('refuses a patch through __proto__ and a sweep value listed twice', async () => {
    const dir = tempDir();
    const base = 'game: coin\nrandomDecks: true\nagents: [random]\nmatches: 10\nseed: 1\n';
    const proto = writeFile(dir, 'proto.yaml', `name: proto\n${base}patch: {Ace: {__proto__: {value: 9}}}\n`);
    const twice = writeFile(dir, 'twice.yaml', `name: twice\n${base}sweep: {card: Ace, field: value, values: [1, 1]}\n`);
    const [p, t] = await Promise.all([cli(['run', proto, '--quiet', '--out', join(dir, 'p')], dir), cli(['run', twice, '--quiet', '--out', join(dir, 't')], dir)]);
    expectBadInput(p, /^balance-lab: proto\.yaml:7:\d+ patch\.Ace\.__proto__: '__proto__' is not a card name or field \(name the card and its field, e\.g\. \{Stout-Paw Alpha: \{valor: 9\}\}\)$/);
    expectBadInput(t, /^balance-lab: twice\.yaml:7:\d+ sweep\.values\[1\]: value 1 is listed twice \(values\[0\] and values\[1\]\) \(list each value once\)$/);
    expect(existsSync(join(dir, 'p'))).toBe(false);
  });
});
