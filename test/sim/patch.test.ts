// Card patches in an experiment: the set changes for that run only, through each game's own
// loader, and every mistake is one line naming the experiment file, line and field.

import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, InputProblems } from '../../src/core/errors.js';
import type { GameDefinition } from '../../src/core/game.js';
import { getGame } from '../../src/core/registry.js';
import '../../src/games/index.js';
import { loadExperiment } from '../../src/sim/experiment.js';
import { patchedCards } from '../../src/experiment/patch.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { writeReport } from '../../src/report/write.js';
import { playSummary } from '../report/play-summary.js';
import { tempDir } from '../support/temp-dir.js';
import { cardsOf } from '../../src/core/facets.js';

async function experiment(yaml: string): Promise<{ file: string; exp: Awaited<ReturnType<typeof loadExperiment>> }> {
  const file = join(tempDir('bl-patch-'), 'exp.yaml');
  writeFileSync(file, yaml);
  return { file, exp: await loadExperiment(file) };
}

async function refusal(yaml: string): Promise<InputError[]> {
  const file = join(tempDir('bl-patch-'), 'exp.yaml');
  writeFileSync(file, yaml);
  try {
    await loadExperiment(file);
  } catch (err) {
    if (err instanceof InputProblems) return [...err.problems];
    if (err instanceof InputError) return [err];
    throw err;
  }
  throw new Error('accepted');
}

const COIN = 'name: p\ngame: coin\nagents: [random]\nmatches: 10\nseed: 1\n';

describe('card patches', () => {
  it('changes the card for this run only, under the same id, with the patched set’s hash', async () => {
    const plain = await experiment(COIN);
    const { exp } = await experiment(`${COIN}patch:\n  ace: { value: -0.3 }\n`);
    const p = prepareExperiment(exp);
    const ace = p.cards.cards.find((c) => c.name === 'Ace')!;
    expect(ace.id).toBe(0);
    expect(p.cards.data[ace.id]).toEqual({ value: -0.3 });
    expect(p.cards.data[1]).toEqual(prepareExperiment(plain.exp).cards.data[1]);
    expect(exp.patch).toEqual([{ card: 'Ace', fields: { value: -0.3 } }]);
    expect(exp.cardHash).not.toBe(plain.exp.cardHash);
    expect(exp.cardSetName).toBe(plain.exp.cardSetName);
    // The unpatched set is untouched for the next run.
    expect(prepareExperiment(plain.exp).cards.data[0]).toEqual({ value: 0.3 });
  });

  it('patches Warsong and Ward cards through their own loaders', async () => {
    const ws = (await experiment('name: w\ngame: warsong\nrandomDecks: true\nagents: [random]\nmatches: 4\nseed: 1\npatch:\n  Fae Sapling: { valor: 3, renown: 2 }\n')).exp;
    const sapling = prepareExperiment(ws).cards.data.find((c) => (c as { name: string }).name === 'Fae Sapling') as { valor: number; renown: number };
    expect([sapling.valor, sapling.renown]).toEqual([3, 2]);
    const wd = (await experiment('name: w\ngame: ward\nrandomDecks: true\nagents: [random]\nmatches: 4\nseed: 1\npatch:\n  Hive Lord: { hp: 11 }\n')).exp;
    expect((prepareExperiment(wd).cards.data.find((c) => (c as { name: string }).name === 'Hive Lord') as { hp: number }).hp).toBe(11);
  });

  it('a dotted field sets one value inside a mapping of the card (a Warsong quadrant)', async () => {
    const yaml = 'name: w\ngame: warsong\nrandomDecks: true\nagents: [random]\nmatches: 4\nseed: 1\npatch:\n  Fae Sapling: { quadrants.front: Magic }\n';
    const plain = prepareExperiment((await experiment(yaml.slice(0, yaml.indexOf('patch:')))).exp).cards.data.find((c) => (c as { name: string }).name === 'Fae Sapling') as { quadrants: number[] };
    const patched = prepareExperiment((await experiment(yaml)).exp).cards.data.find((c) => (c as { name: string }).name === 'Fae Sapling') as { quadrants: number[] };
    // [front, right, rear, left] as attack-type indices: only the front changed.
    expect(patched.quadrants.slice(1)).toEqual(plain.quadrants.slice(1));
    expect(patched.quadrants[0]).not.toBe(plain.quadrants[0]);
  });

  it('a dotted field the card lacks, or a bad value inside a mapping, is reported at the patch key', async () => {
    const base = 'name: w\ngame: warsong\nrandomDecks: true\nagents: [random]\nmatches: 4\nseed: 1\npatch:\n  Fae Sapling:\n';
    const [typo] = await refusal(`${base}    quadrants.frnt: Magic\n`);
    expect(typo!.location).toMatchObject({ line: 9, field: 'patch.Fae Sapling.quadrants.frnt' });
    expect(typo!.message).toContain("'frnt'");
    const [bad] = await refusal(`${base}    quadrants.front: Magik\n`);
    expect(bad!.location).toMatchObject({ line: 9, field: 'patch.Fae Sapling.quadrants.front' });
    expect(bad!.message).toContain('Magik');
    const [none] = await refusal(`${base}    valor.front: 2\n`);
    expect(none!.location).toMatchObject({ line: 9, field: 'patch.Fae Sapling.valor.front' });
    expect(none!.message).toContain("no mapping or list 'valor'");
  });

  it('an unknown card gets the nearest names, at the patch line', async () => {
    const [e] = await refusal(`${COIN}patch:\n  Acee: { value: 0.1 }\n`);
    expect(e!.location).toMatchObject({ line: 7, field: 'patch.Acee' });
    expect(e!.message).toContain("unknown card 'Acee'");
    expect(e!.hint).toContain("'Ace'");
  });

  it('an unknown field gets the nearest field name, at its own line', async () => {
    const [e] = await refusal(`${COIN}patch:\n  Ace:\n    valeu: 0.1\n`);
    expect(e!.location).toMatchObject({ line: 8, field: 'patch.Ace.valeu' });
    expect(e!.message).toContain("unknown key 'valeu'");
    expect(e!.hint).toContain("'value'");
    expect(e!.location.file).toMatch(/exp\.yaml$/);
  });

  it('a bad value is refused by the card schema, at its line, with every bad field listed', async () => {
    const problems = await refusal(`${COIN}patch:\n  Ace:\n    value: 9\n  Brick:\n    value: low\n`);
    expect(problems.map((p) => [p.location.line, p.location.field])).toEqual([
      [8, 'patch.Ace.value'],
      [10, 'patch.Brick.value'],
    ]);
    expect(problems[0]!.message).toMatch(/too big|<=\s*5|9/);
  });

  it('a WTactics or Gloom card made illegal by its patch is refused by the game\'s rules, at the patch line', async () => {
    const [wt] = await refusal('name: w\ngame: wtactics\nrandomDecks: true\nagents: [random]\nmatches: 4\nseed: 1\npatch:\n  Squire: { faction: neutral }\n');
    expect(wt!.location).toMatchObject({ line: 8, field: 'patch.Squire' });
    expect(wt!.message).toContain("a neutral card has no loyalty requirement (field 'loyalty')");
    const [gl] = await refusal('name: g\ngame: gloom\nrandomDecks: true\nagents: [random]\nmatches: 4\nseed: 1\npatch:\n  Shield Wardens:\n    traits: [toguh]\n');
    expect(gl!.location).toMatchObject({ line: 9, field: 'patch.Shield Wardens.traits' });
    expect(gl!.message).toContain("unknown keyword 'toguh'");
  });

  it('builds the patched set in memory under the set\'s own files; a game that reads only files gets the same set from copies', () => {
    const game = getGame('warsong');
    const patches = [{ card: 'Fae Sapling', fields: { valor: 3 } }];
    const inMemory = patchedCards(game, [], patches);
    expect(inMemory.files).toEqual(cardsOf(game).defaultSet().files);
    expect(inMemory.hash).not.toBe(cardsOf(game).defaultSet().hash);
    // Every worker rebuilding the run gets the same set.
    expect(patchedCards(game, [], patches).hash).toBe(inMemory.hash);
    const plugin: GameDefinition = { ...game, cards: { ...cardsOf(game), fromTexts: undefined } };
    const copied = patchedCards(plugin, [], patches);
    expect(copied.files.every((f) => f.startsWith(tmpdir()))).toBe(true);
    expect(copied.hash).toBe(inMemory.hash);
    expect(copied.data).toEqual(inMemory.data);
  });

  it('is named in the report header', async () => {
    const { exp } = await experiment(`${COIN}patch:\n  Ace: { value: -0.3 }\n`);
    const dir = tempDir('bl-patch-report-');
    await writeReport(dir, playSummary(exp), { runId: 'p', runDir: dir, command: 'balance-lab', experiment: exp });
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toMatch(/^Cards: .*hash [0-9a-f]+\. Patched for this run: Ace value -0\.3\.$/m);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('Patched for this run: Ace value -0.3.');
  });

  it('refuses renaming a card', async () => {
    const [e] = await refusal(`${COIN}patch:\n  Ace: { name: Deuce }\n`);
    expect(e!.message).toContain('cannot rename');
  });

  describe('a patch that makes a shipped deck illegal (Gloom: "MAX (Availability) - The hard limit on how many copies of this specific Unit Profile can be included in a single army")', () => {
    // Iron Anvil fields two Shield Wardens; MAX 1 makes it illegal.
    const GLOOM = 'name: g\ngame: gloom\nagents: [random]\nmatches: 4\nseed: 1\n';
    const MAX_1 = 'patch:\n  Shield Wardens: { max: 1 }\n';

    it('does not stop an experiment that generates its decks', async () => {
      const { exp } = await experiment(`${GLOOM}randomDecks: true\n${MAX_1}`);
      expect(exp.patch).toEqual([{ card: 'Shield Wardens', fields: { max: 1 } }]);
    });

    it('stops one that plays the shipped decks, at the patch, and one that names the deck, at its entry', async () => {
      const all = await refusal(`${GLOOM}${MAX_1}`);
      expect(all.map((e) => e.location.field)).toEqual(['patch']);
      expect(all[0]!.message).toContain("with the patched cards, shipped deck 'Iron Anvil' breaks the max rule: 2 copies of 'Shield Wardens' (MAX 1)");
      const [named] = await refusal(`${GLOOM}decks: [Iron Anvil]\n${MAX_1}`);
      expect(named!.location).toMatchObject({ line: 6, field: 'decks[0]' });
      expect(named!.message).toContain("shipped deck 'Iron Anvil' breaks the max rule");
    });

    it('stops a sweep at the value that makes a played deck illegal, and not one on random decks', async () => {
      const sweep = 'sweep: { card: Shield Wardens, field: max, values: [3, 2, 1] }\n';
      const errors = await refusal(`${GLOOM}decks: [Iron Anvil]\n${sweep}`);
      expect(errors.map((e) => e.location.field)).toEqual(['sweep.values[2]']);
      expect(errors[0]!.message).toContain("sweep.values[2]: max 1 of 'Shield Wardens' makes deck 'Iron Anvil' illegal: it breaks the max rule: 2 copies of 'Shield Wardens' (MAX 1)");
      const { exp } = await experiment(`${GLOOM}randomDecks: true\n${sweep}`);
      expect(exp.sweep?.values).toEqual([3, 2, 1]);
    });
  });
});
