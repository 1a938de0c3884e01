// Caught before a run: `validate` and `run` check every problem of a file at once (agent options
// against each agent's schema included), card files and folders validate on their own, paths in
// messages are relative to where the user stands, the game's deck advice prints as warnings, and
// a run whose matches fail says so and exits non-zero when all of them failed.

import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliResult } from './helpers.js';
import { cli, ROOT, spawnCli, tempDir, writeFile, writeTicTacToePlugin } from './helpers.js';

/** Exit 2, nothing on stdout, and exactly these problem lines (each `balance-lab: file:line:column field: ...`). */
function expectProblems(r: CliResult, ...lines: string[][]): void {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  const got = r.stderr.trimEnd().split('\n');
  expect(got, r.stderr).toHaveLength(lines.length);
  got.forEach((line, i) => {
    expect(line).toMatch(/^balance-lab: \S+:\d+:\d+ [^:]+: /);
    for (const part of lines[i]!) expect(line).toContain(part);
  });
}

const AGENTS_WRONG = `name: wrong-agents
game: warsong
agents:
  - heuristic
  - {type: mcts, iteration: 200}
matches: 10
seed: 1
`;

describe('caught before a run', () => {
  it('checks agent options against the agent type (with did you mean), in validate and in run, and plays nothing', async () => {
    const dir = tempDir();
    writeFile(dir, 'agents.yaml', AGENTS_WRONG);
    const line = ['agents.yaml:5:18 agents[1].iteration', "unknown key 'iteration'", "did you mean 'iterations'?"];
    const [v, r] = await Promise.all([cli(['validate', 'agents.yaml'], dir), cli(['run', 'agents.yaml', '--quiet', '--out', 'run'], dir)]);
    expectProblems(v, line);
    expectProblems(r, line);
    expect(existsSync(join(dir, 'run'))).toBe(false);
    const values = writeFile(dir, 'values.yaml', AGENTS_WRONG.replace('iteration: 200', 'iterations: -5, rollout: greedy').replace('  - heuristic', '  - {type: random, depth: 2}'));
    expectProblems(
      await cli(['validate', values], dir),
      ['values.yaml:4:20 agents[0].depth', "unknown key 'depth'", "known: 'type', 'label'"],
      ['values.yaml:5:30 agents[1].iterations', '-5'],
      ['values.yaml:5:43 agents[1].rollout', 'expected one of "random", "heuristic", "none"', '"greedy"'],
    );
  });

  it('reports every problem of an experiment at once, in the order of the file', async () => {
    const dir = tempDir();
    writeFile(
      dir,
      'many.yaml',
      'name: many\ngame: warsong\ndecks: [Clan Dyr Warband, Northbourne Vanguard]\nagents: [heuristic, randon]\nmatchs: 10\nseed: 1\nablation: {cards: [Stout-Paw Alfa]}\n',
    );
    expectProblems(
      await cli(['validate', 'many.yaml'], dir),
      ['many.yaml:3:9 decks[0]', "unknown deck 'Clan Dyr Warband'", "did you mean 'Clan Dýr Warband'?"],
      ['many.yaml:4:21 agents[1]', "unknown agent 'randon'", "did you mean 'random'?"],
      ['many.yaml:5:1 matchs', "unknown key 'matchs'", "did you mean 'matches'"],
      ['many.yaml:7:20 ablation.cards[0]', "unknown card 'Stout-Paw Alfa'", "did you mean 'Stout-Paw Alpha'?"],
    );
  });

  it('validates a deck file on its own and a folder of card files, and names every problem of a card file with paths relative to the user', async () => {
    const dir = tempDir();
    cpSync(join(ROOT, 'cards/warsong'), join(dir, 'mysong'), { recursive: true });
    const [deckFile, shipped, folder] = await Promise.all([
      cli(['validate', join(ROOT, 'cards/warsong/decks.yaml')], ROOT),
      cli(['validate', 'cards/warsong'], ROOT),
      cli(['validate', 'mysong'], dir),
    ]);
    for (const r of [deckFile, shipped, folder]) expect(r.code, r.stderr).toBe(0);
    expect(deckFile.stdout).toMatch(/^ok: warsong card file \(read with the 5 other card files of its folder, which it refers to\): 48 cards, 5 decks/);
    expect(folder.stdout).toMatch(/^ok: warsong card folder \(6 files\): 48 cards, 5 decks/);

    const file = join(dir, 'mysong', 'clan-dyr.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('valor: 2\n', 'valor: 99\n').replace('    tribe: Beast\n', '    tribee: Beast\n'));
    const expected = [
      ['mysong/clan-dyr.yaml:15:5 cards[1].tribee', "unknown key 'tribee'", "did you mean 'tribe'?"],
      ['mysong/clan-dyr.yaml:17:12 cards[1].valor', 'at most 20', '99'],
    ];
    const exp = writeFile(dir, 'mysong.yaml', 'name: mysong\ngame: warsong\ncards: mysong\nagents: [heuristic]\nmatches: 10\nseed: 1\n');
    const [onFolder, onFile, onExperiment] = await Promise.all([cli(['validate', 'mysong'], dir), cli(['validate', 'mysong/clan-dyr.yaml'], dir), cli(['validate', exp], dir)]);
    expectProblems(onFolder, ...expected);
    expectProblems(onFile, ...expected);
    expectProblems(onExperiment, ...expected);
    expect(onExperiment.stderr).not.toContain(dir);
  });

  it("prints the game's deck advice as warnings and exits 0", async () => {
    const dir = tempDir();
    writeFile(
      dir,
      'advised.mjs',
      `import { registerGame } from ${JSON.stringify(join(ROOT, 'dist/src/core/registry.js'))};
import { coinGame } from ${JSON.stringify(join(ROOT, 'dist/src/games/coin/coin.js'))};
registerGame({ ...coinGame, id: 'advised', cards: { ...coinGame.cards, deckWarnings: (cards, deck) => deck.length > 0 ? [{ rule: 'advice', message: 'holds ' + deck.length + ' cards' }] : [] } });
`,
    );
    writeFile(dir, 'advised.yaml', 'name: advised\ngame: advised\nplugins: [advised.mjs]\ndecks: [Strong, Weak]\nagents: [random]\nmatches: 10\nseed: 1\n');
    const r = await spawnCli(['validate', 'advised.yaml'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe("warning: deck 'Strong': advice: holds 8 cards\nwarning: deck 'Weak': advice: holds 8 cards\n");
    expect(r.stdout).toMatch(/^ok: experiment 'advised': .*, 2 warnings$/m);
  });

  it('a run in which every match fails says so and exits 1', async () => {
    const dir = tempDir();
    writeTicTacToePlugin(dir, 'broken.mjs', 'broken', "  throw new Error('no board today');");
    writeFile(dir, 'broken.yaml', 'name: broken\ngame: broken\nplugins: [broken.mjs]\nagents: [random, heuristic]\nmatches: 8\nseed: 3\n');
    const r = await spawnCli(['run', 'broken.yaml', '--quiet', '--out', 'run', '--workers', '1'], dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^balance-lab: all 8 matches failed: nothing was measured \(report\.md lists them\)\. First: match 0 \(seed \d+\): no board today; replay it with: npx balance-lab replay run --match 0\n$/);
    expect(existsSync(join(dir, 'run', 'report.md'))).toBe(true);
  });
});

/**
 * A copy of a shipped card folder with `edits` ([file, from, to]) applied, and an experiment
 * playing it; `validate` on the folder, on the edited file and on the experiment, and `run` on
 * the experiment.
 */
async function brokenCopy(game: string, edits: [string, string, string][]): Promise<{ dir: string; results: CliResult[] }> {
  const dir = tempDir();
  cpSync(join(ROOT, 'cards', game), join(dir, 'mine'), { recursive: true });
  for (const [name, from, to] of edits) {
    const file = join(dir, 'mine', name);
    const text = readFileSync(file, 'utf8');
    expect(text, `${name} holds '${from}'`).toContain(from);
    writeFileSync(file, text.replace(from, to));
  }
  writeFile(dir, 'mine.yaml', `name: mine\ngame: ${game}\ncards: mine\nagents: [heuristic]\nmatches: 4\nseed: 1\n`);
  const results = await Promise.all([
    cli(['validate', 'mine'], dir),
    cli(['validate', join('mine', edits[0]![0])], dir),
    cli(['validate', 'mine.yaml'], dir),
    cli(['run', 'mine.yaml', '--quiet', '--workers', '1', '--out', 'run'], dir),
  ]);
  return { dir, results };
}

describe('every problem of a card file at once, before anything is played', () => {
  it('Warsong: a misspelt tribe, an unknown keyword, a keyword that can never act, a duplicate name and a misspelt deck card', async () => {
    const { dir, results } = await brokenCopy('warsong', [
      ['clan-dyr.yaml', '    tribe: Goblin\n', '    tribe: Gobllin\n'],
      ['clan-dyr.yaml', 'keywords: [Horde]', 'keywords: [Hord]'],
      ['clan-dyr.yaml', 'keywords: [Mauler]', 'keywords: [Mauler, Ferocious]'],
      ['clan-dyr.yaml', '  - name: Blood Drinker Orc\n', '  - name: Clan Dýr Warsinger\n'],
      ['decks.yaml', 'Foe Packrunner: 3', 'Foe Packrunnr: 3'],
    ]);
    const expected = [
      ['mine/clan-dyr.yaml:10:16 cards[0].keywords[0]', "unknown keyword 'Hord'", "did you mean 'Horde'? allowed: 'Arcane Missile', 'Assassin',"],
      ['mine/clan-dyr.yaml:19:24 cards[1].keywords[1]', "'Ferocious' can never take effect on this card: Ferocious needs a capture and a Mauler destroys instead"],
      ['mine/clan-dyr.yaml:29:11 cards[3].name', "duplicate card name 'Clan Dýr Warsinger'"],
      ['mine/clan-dyr.yaml:40:12 cards[4].tribe', "unknown tribe 'Gobllin'", "did you mean 'Goblin'? allowed: 'Beast', 'Construct',"],
      ['mine/decks.yaml:6:22 decks[0].cards.Foe Packrunnr', "unknown card 'Foe Packrunnr'", "did you mean 'Foe Packrunner'?"],
      // Every unknown name of a deck, not only its first: the card renamed to a duplicate.
      ['mine/decks.yaml:8:26 decks[0].cards.Blood Drinker Orc', "unknown card 'Blood Drinker Orc'"],
    ];
    for (const r of results) expectProblems(r, ...expected);
    expect(existsSync(join(dir, 'run'))).toBe(false);
  });

  it('Ward: a misspelt creature type, a value out of range, a misspelt effect, a duplicate name, a rule-breaking magic and a misspelt deck card', async () => {
    const { dir, results } = await brokenCopy('ward', [
      ['creatures.yaml', '    type: demon\n    al: 12\n', '    type: deamon\n    al: 14\n'],
      ['creatures.yaml', '{ effect: dot-on-hit, damage: 10, cycles: 2 }', '{ effect: dot-on-hitt, damage: 10, cycles: 2 }'],
      ['creatures.yaml', '  - name: Bear Wolf\n', '  - name: Sharkling\n'],
      ['magic.yaml', '    target: response\n', '    target: magic\n'],
      ['decks.yaml', 'Sudden Strike, Sudden Strike', 'Sudden Strike, Sudden Strik'],
    ]);
    const expected = [
      ['mine/creatures.yaml:14:19 cards[0].effects[0].effect', "unknown creature effect 'dot-on-hitt'", "did you mean 'dot-on-hit'? allowed: 'destroy-magic-on-summon', 'dot-on-hit',"],
      ['mine/creatures.yaml:24:11 cards[2].name', "duplicate card name 'Sharkling'"],
      ['mine/creatures.yaml:81:11 cards[8].type', "unknown creature type 'deamon'", "did you mean 'demon' or 'dragon'? allowed: 'beast',"],
      ['mine/creatures.yaml:82:9 cards[8].al', 'at most 12', '14'],
      ['mine/magic.yaml:19:13 cards[1].target', "'negate-magic' answers a card in a chain: target must be 'response'"],
      ['mine/magic.yaml:21:19 cards[1].effects[0].effect', "a card with target 'magic' can only 'destroy-magic'"],
      // The card renamed to a duplicate leaves its old name unknown in the decks that list it.
      ['mine/decks.yaml:5:41 decks[0].cards[2]', "unknown card 'Bear Wolf'"],
      ['mine/decks.yaml:5:52 decks[0].cards[3]', "unknown card 'Bear Wolf'"],
      ['mine/decks.yaml:11:28 decks[1].cards[21]', "unknown card 'Sudden Strik'", "did you mean 'Sudden Strike'?"],
      ['mine/decks.yaml:17:85 decks[3].cards[5]', "unknown card 'Bear Wolf'"],
      ['mine/decks.yaml:17:96 decks[3].cards[6]', "unknown card 'Bear Wolf'"],
    ];
    for (const r of results) expectProblems(r, ...expected);
    expect(existsSync(join(dir, 'run'))).toBe(false);
  });

  it('WTactics: a creature type one more than the tables hold, named at the card that brings it', async () => {
    // The shipped set uses 17 types, Caster among them: fourteen more make 31.
    const fourteen = Array.from({ length: 14 }, (_, i) => `T${String.fromCharCode(97 + i)}`);
    const { dir, results } = await brokenCopy('wtactics', [['red-banner.yaml', 'types: [Giant] }', `types: [Giant, ${fourteen.join(', ')}] }`]]);
    // The edited file read on its own (results[1]) has its own few types and is sound.
    expect(results[1]!.code, results[1]!.stderr).toBe(0);
    for (const r of [results[0]!, results[2]!, results[3]!]) expectProblems(r, ['mine/red-banner.yaml:59:166 cards[9].types[14]', "creature type 'Tn' is one more than a set may use: at most 30 distinct types, Caster among them", 'reuse an existing type name']);
    expect(existsSync(join(dir, 'run'))).toBe(false);
  });
});
