// The WTactics card files: the starter set's coverage, and bad files named by file, line, field
// and fix.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, shownPath } from '../../../src/core/errors.js';
import { EFFECTS, KEYWORDS, KINDS, OBJECTIVES, QUEST_TYPES, TRIGGERS } from '../../../src/games/wtactics/card-schema.js';
import { WT_CARDS } from '../../../src/games/wtactics/cards.js';
import type { WtCard } from '../../../src/games/wtactics/card-schema.js';
import { set } from './scenario.js';

function load(yaml: string): () => unknown {
  const dir = mkdtempSync(join(tmpdir(), 'wt-cards-'));
  const file = join(dir, 'bad.yaml');
  writeFileSync(file, yaml);
  return () => WT_CARDS.load([file]);
}

function errorOf(yaml: string): InputError {
  try {
    load(yaml)();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('The starter set', () => {
  const cards = set.data as readonly WtCard[];
  it('has at least 60 distinct cards over Gaian, House of Nobles and Red Banner, with a hero per faction', () => {
    expect(cards.length).toBeGreaterThanOrEqual(60);
    for (const f of ['gaian', 'house-of-nobles', 'red-banner']) {
      expect(cards.filter((c) => c.faction === f).length).toBeGreaterThan(10);
      expect(cards.some((c) => c.kind === 'hero' && c.faction === f)).toBe(true);
    }
  });

  it('uses every card type, keyword, effect, trigger, quest type and objective', () => {
    for (const k of KINDS) expect(cards.some((c) => c.kind === k), k).toBe(true);
    const used = JSON.stringify(cards);
    for (const w of [...KEYWORDS, ...EFFECTS, ...TRIGGERS, ...QUEST_TYPES, ...OBJECTIVES]) expect(used.includes(`"${w}"`), w).toBe(true);
    for (const a of ['passive', 'activated', 'triggered', 'assign', 'upkeep']) expect(used.includes(`"kind":"${a}"`), a).toBe(true);
    expect(used.includes('"x":"target-atk"') && used.includes('"t":"target-cost"')).toBe(true);
  });

  it('includes the cards of the rulebook\'s examples with their behaviour', () => {
    const named = (n: string) => cards.find((c) => c.name === n)!;
    expect(named("Damocle's Sword")).toMatchObject({ kind: 'equipment', subtype: 'Weapon', atk: 5, def: 0 });
    expect(named('Elvish Sorceress')).toMatchObject({ kind: 'creature', faction: 'gaian', loyalty: 3 });
    expect(named('Healers Exam')).toMatchObject({ 'quest-type': 'assignment', objective: 'heal-streak', count: 3 });
    expect(named('Blood Vengeance')).toMatchObject({ 'quest-type': 'contract', objective: 'kill-same-faction', count: 3, 'min-cost': 5, 'no-losses': true, duration: 3, escrow: 1, 'reward-atk': 2 });
    expect(named('The Wyrm of Irdya')).toMatchObject({ 'quest-type': 'confrontation', def: 5, hp: 5 });
    const quests = cards.filter((c) => c.kind === 'quest');
    expect(quests.length).toBeGreaterThanOrEqual(10);
  });
});

describe('Bad card files', () => {
  it('an unknown keyword names the file, line and field, and the allowed values', () => {
    const e = errorOf('cards:\n  - name: A\n    kind: creature\n    atk: 1\n    def: 1\n    keywords: [flying]\n');
    expect(e.message).toMatch(/vigilant/);
    expect(e.location?.line).toBe(6);
    expect(e.location?.field).toBe('cards[0].keywords[0]');
  });

  it('an unknown effect, and a creature effect without a target', () => {
    expect(errorOf('cards:\n  - { name: A, kind: event, effect: teleport }\n').location?.field).toBe('cards[0].effect');
    const e = errorOf('cards:\n  - { name: A, kind: event, effect: buff, amount: 2 }\n');
    expect(e.message).toMatch(/give a target/);
    expect(e.location?.field).toBe('cards[0].target');
  });

  it('an X cost on a card without a target; an activated ability that marks nothing; a neutral card with loyalty', () => {
    expect(errorOf('cards:\n  - { name: A, kind: event, cost: { x: target-atk }, effect: draw, amount: 1 }\n').location?.field).toBe('cards[0].cost');
    const e = errorOf('cards:\n  - name: A\n    kind: creature\n    atk: 1\n    def: 1\n    abilities:\n      - { kind: activated, cost: { gold: 1 }, effect: draw, amount: 1 }\n');
    expect(e.location?.field).toBe('cards[0].abilities[0].cost');
    expect(e.hint).toMatch(/mark-me/);
    expect(errorOf('cards:\n  - { name: A, kind: creature, atk: 1, def: 1, loyalty: 2 }\n').location?.field).toBe('cards[0].loyalty');
  });

  it('a duplicate name, and a deck naming an unknown card with the nearest name', () => {
    expect(errorOf('cards:\n  - { name: A, kind: creature, atk: 1, def: 1 }\n  - { name: a, kind: creature, atk: 1, def: 1 }\n').location?.field).toBe('cards[1].name');
    const e = errorOf('cards:\n  - { name: Squire, kind: creature, atk: 1, def: 1 }\ndecks:\n  - name: D\n    sections:\n      army: [Squir]\n');
    expect(e.location?.field).toBe('decks[0].sections.army[0]');
    expect(e.hint).toMatch(/Squire/);
  });
});

describe('Every problem of a file at once', () => {
  /** The message's lines with the temporary file's path cut to its name. */
  const lines = (yaml: string): string[] => errorOf(yaml).message.split('\n').map((l) => l.replace(/^.*bad\.yaml:/, 'bad.yaml:'));

  it('misspelt values of the closed vocabularies: one line each, with the allowed values and the nearest one', () => {
    const yaml = [
      'cards:',
      '  - { name: A, kind: creature, faction: gaain, cost: 1, atk: 1, def: 1, keywords: [vigilent] }',
      '  - { name: B, kind: event, cost: 1, effect: bufff, target: own-creature }',
      '',
    ].join('\n');
    expect(lines(yaml)).toEqual([
      `bad.yaml:2:41 cards[0].faction: expected one of "gaian", "house-of-nobles", "red-banner", "neutral", got "gaain" (did you mean 'gaian'?)`,
      `bad.yaml:2:84 cards[0].keywords[0]: expected one of "vigilant", "cannot-attack", "cannot-defend", got "vigilent" (did you mean 'vigilant'?)`,
      `bad.yaml:3:46 cards[1].effect: expected one of "buff", "heal", "counter", "destroy", "draw", "gain-influence", "drain-influence", "gold", "unmark", "mark", got "bufff" (did you mean 'buff'?)`,
    ]);
  });

  it('combinations and duplicate names: one line each, not only the first', () => {
    const yaml = [
      'cards:',
      '  - { name: A, kind: creature, cost: 1, atk: 1, def: 1 }',
      '  - { name: C, kind: magic, cost: 1, effect: draw, amount: 1, target: own-creature }',
      '  - { name: D, kind: equipment, loyalty: 2, cost: 1 }',
      '  - { name: A, kind: creature, cost: 1, atk: 1, def: 1 }',
      '',
    ].join('\n');
    expect(lines(yaml)).toEqual([
      "bad.yaml:3:71 cards[1].target: 'draw' acts on a player, not a creature: target must be 'none'",
      'bad.yaml:4:42 cards[2].loyalty: a neutral card has no loyalty requirement (give a faction or set loyalty to 0)',
      "bad.yaml:5:13 cards[3].name: duplicate card name 'A' (card names are unique in a set)",
    ]);
  });

  it('an unreadable file and a creature type too many are reported with the other problems, at the card that brings it', () => {
    const types = Array.from({ length: 30 }, (_, i) => `T${String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26))}`);
    const yaml = [
      'cards:',
      `  - { name: A, kind: creature, cost: 1, atk: 1, def: 1, types: [${types.join(', ')}] }`,
      '  - { name: B, kind: creature, cost: 1, atk: 1, def: 1, loyalty: 1 }',
      '',
    ].join('\n');
    const dir = mkdtempSync(join(tmpdir(), 'wt-cards-'));
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, yaml);
    const missing = join(dir, 'missing.yaml');
    let message = '';
    try {
      WT_CARDS.load([missing, file]);
    } catch (err) {
      message = (err as Error).message;
    }
    // Caster is registered first, so thirty types of the file's own make thirty-one.
    expect(message.split('\n')).toEqual([
      `${shownPath(missing)}: file not found (check the path)`,
      `${shownPath(file)}:2:${yaml.split('\n')[1]!.indexOf(types[29]!) + 1} cards[0].types[29]: creature type 'Tbd' is one more than a set may use: at most 30 distinct types, Caster among them (reuse an existing type name or drop this one)`,
      `${shownPath(file)}:3:66 cards[1].loyalty: a neutral card has no loyalty requirement (give a faction or set loyalty to 0)`,
    ]);
  });

  it('each type beyond the thirtieth is named once, at the first card that uses it: in types, only-type or an ability', () => {
    const types = Array.from({ length: 29 }, (_, i) => `T${String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26))}`);
    const yaml = [
      'cards:',
      `  - { name: A, kind: creature, cost: 1, atk: 1, def: 1, types: [${types.slice(0, 20).join(', ')}] }`,
      `  - { name: B, kind: creature, cost: 1, atk: 1, def: 1, types: [${types.slice(15).join(', ')}] }`,
      '  - { name: C, kind: creature, cost: 1, atk: 1, def: 1, types: [Taa, Orc] }',
      '  - { name: D, kind: creature, cost: 1, atk: 1, def: 1, types: [Orc] }',
      '  - { name: E, kind: equipment, cost: 1, only-type: Goblin }',
      '  - name: F',
      '    kind: creature',
      '    atk: 1',
      '    def: 1',
      '    types: [Caster, Tab]',
      '    abilities:',
      '      - { kind: passive, atk: 1, creature-type: Troll }',
      '',
    ].join('\n');
    expect(lines(yaml)).toEqual([
      "bad.yaml:4:70 cards[2].types[1]: creature type 'Orc' is one more than a set may use: at most 30 distinct types, Caster among them (reuse an existing type name or drop this one)",
      "bad.yaml:6:53 cards[4].only-type: creature type 'Goblin' is one more than a set may use: at most 30 distinct types, Caster among them (reuse an existing type name or drop this one)",
      "bad.yaml:13:49 cards[5].abilities[0].creature-type: creature type 'Troll' is one more than a set may use: at most 30 distinct types, Caster among them (reuse an existing type name or drop this one)",
    ]);
    // Thirty types, Caster among them, make a sound set.
    expect(() => load(yaml.split('\n').slice(0, 3).join('\n'))()).not.toThrow();
  });

  it('equipment subtypes have no limit of their own: a set of 128 equipment (the most a set holds) keeps 128 distinct subtypes', () => {
    const yaml = ['cards:', ...Array.from({ length: 128 }, (_, i) => `  - { name: E${i}, kind: equipment, cost: 1, subtype: S${String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26))} }`), ''].join('\n');
    const t = (load(yaml)() as ReturnType<typeof WT_CARDS.load>).tables;
    const subtypes = Array.from({ length: t.count }, (_, d) => t.subtype[d]);
    expect(new Set(subtypes).size).toBe(128);
    expect(t.subtypeNames[t.subtype[127]! - 1]).toBe('Sex');
  });
});
