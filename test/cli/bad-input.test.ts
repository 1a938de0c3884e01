// Bad input: each mistake gives one clear line naming the file and the field, exit code 2,
// and no stack trace.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CliResult } from './helpers.js';
import { cli, tempDir, writeFile } from './helpers.js';

const GOOD = 'name: ok\ngame: kuhn\nagents: [random, heuristic]\nmatches: 10\nseed: 1\n';

function expectBadInput(r: CliResult, ...parts: string[]): void {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  for (const p of parts) expect(r.stderr).toContain(p);
}

describe('bad input', () => {
  let dir = '';
  beforeAll(() => {
    dir = tempDir();
  });

  const file = (name: string, text: string): string => writeFile(dir, name, text);
  const run = (...args: string[]): Promise<CliResult> => cli(['run', ...args, '--quiet'], dir);

  it('each case names file and field, exits 2, prints no stack', async () => {
    const notAFolder = file('plain.txt', 'x');
    const emptyOut = join(dir, 'empty-out');
    mkdirSync(emptyOut);
    const cases: [Promise<CliResult>, ...string[]][] = [
      [run(file('malformed.yaml', 'name: x\ngame: kuhn\nagents: [random, heuristic\nmatches: 10\n')), 'malformed.yaml:', 'malformed YAML'],
      [run(file('empty.yaml', '')), 'empty.yaml', 'the file is empty'],
      [run(file('game.yaml', GOOD.replace('game: kuhn', 'game: kuhnn'))), 'game.yaml:2:7 game', "unknown game 'kuhnn'", "did you mean 'kuhn'"],
      [run(file('agent.yaml', GOOD.replace('random,', 'randon,'))), 'agent.yaml:3:10 agents[0]', "unknown agent 'randon'", "did you mean 'random'"],
      [run(file('key.yaml', GOOD.replace('matches:', 'matchs:'))), 'key.yaml:4:1 matchs', "unknown key 'matchs'", "did you mean 'matches'"],
      [run(file('negative.yaml', GOOD.replace('matches: 10', 'matches: -5'))), 'negative.yaml:4:10 matches', '-5'],
      [run(file('fraction.yaml', GOOD.replace('matches: 10', 'matches: 2.5'))), 'fraction.yaml:4:10 matches', 'expected int'],
      [run(file('good.yaml', GOOD), '--matches', '-3'), '--matches', "got '-3'"],
      [run(join(dir, 'missing.yaml')), 'missing.yaml', 'file not found'],
      [run(file('good2.yaml', GOOD), '--out', join(notAFolder, 'run')), '--out', 'cannot write to the output folder', 'ENOTDIR'],
      [run(file('good3.yaml', GOOD), '--resume'), 'good3.yaml', '--resume', 'nothing to resume'],
      [run(file('good4.yaml', GOOD), '--resume', '--out', emptyOut), 'good4.yaml', '--resume', 'nothing to resume'],
      [cli(['validate', file('card-game.yaml', GOOD.replace('agents: [random, heuristic]', 'agents: [random, {type: heuristc}]'))], dir), 'card-game.yaml:3:25 agents[1].type', "did you mean 'heuristic'"],
      [cli(['play', 'tictactoe', '--agents', 'random,greedyy'], dir), '--agents', "unknown agent 'greedyy'"],
      [run(file('confirm.yaml', GOOD + 'confirmWith: [mcts-2000]\n')), 'confirm.yaml:6:15 confirmWith[0]', "unknown agent 'mcts-2000'", "did you mean 'mcts-200'"],
      [run(file('ablate.yaml', 'name: a\ngame: coin\nrandomDecks: true\nagents: [random]\nablation: {cards: [Acee]}\nmatches: 10\nseed: 1\n')), 'ablate.yaml:5:20 ablation.cards[0]', "unknown card 'Acee'", "did you mean 'Ace'"],
      [run(file('both.yaml', 'name: b\ngame: coin\nrandomDecks: true\ndecks: [Strong]\nagents: [random]\nmatches: 10\nseed: 1\n')), 'both.yaml:3:14 randomDecks', 'exclude each other'],
    ];
    const results = await Promise.all(cases.map((c) => c[0]));
    results.forEach((r, i) => expectBadInput(r, ...(cases[i]!.slice(1) as string[])));
  });

  it('unknown options are usage errors (exit 2) and --help works on every command', async () => {
    const bad = await cli(['run', 'x.yaml', '--wrokers', '2'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown option '--wrokers'");
    const helps = await Promise.all(['run', 'games', 'agents', 'validate', 'play', 'replay', 'query', 'cards'].map((c) => cli([c, '--help'], dir)));
    for (const h of helps) {
      expect(h.code).toBe(0);
      expect(h.stdout).toContain('Usage: balance-lab');
    }
  });
});
