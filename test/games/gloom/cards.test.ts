// The Gloom card files: the starter set's coverage, army building rules, random armies, and
// one line per problem (file, line, field, fix) for broken files.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shownPath } from '../../../src/core/errors.js';
import { projectPath } from '../../../src/core/paths.js';
import { Rng } from '../../../src/core/rng.js';
import { GLOOM_CARDS } from '../../../src/games/gloom/cards.js';
import { gloom } from '../../../src/games/gloom/game.js';
import { ATTACK_EFFECTS, GAMBIT_EFFECTS, SKILLS, SPELL_EFFECTS, TRAITS } from '../../../src/games/gloom/vocabulary.js';
import { shippedProblems } from '../../support/shipped-cards.js';
import { set } from './scenario.js';
import { cardsOf } from '../../../src/core/facets.js';

function fileWith(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gloom-cards-'));
  const f = join(dir, 'bad.yaml');
  writeFileSync(f, text);
  return f;
}

const HEAD = `tags:\n  - { name: Infantry, traits: [] }\nfactions:\n  - { name: Host, archetype: anvil, divine-favor: { name: F, effect: heal-all } }\ncards:\n`;

describe('Gloom starter set', () => {
  it('ships at least two factions of at least 12 unit profiles each, two lores of 6 spells, and gambits', () => {
    expect(set.factions.length).toBeGreaterThanOrEqual(2);
    for (const f of set.factions) expect(set.data.filter((d) => d.kind === 'unit' && d.faction === f.name).length).toBeGreaterThanOrEqual(12);
    expect(set.lores.length).toBeGreaterThanOrEqual(2);
    for (const lore of set.lores) expect(set.data.filter((d) => d.kind === 'spell' && d.lore.toLowerCase() === lore).length).toBe(6);
    expect(set.data.filter((d) => d.kind === 'gambit').length).toBeGreaterThanOrEqual(4);
  });

  it('uses every trait, attack effect, skill, spell effect and gambit effect of the vocabulary', () => {
    const words = new Set(set.cards.flatMap((c) => c.keywords.map((k) => k.replace(/\[\d+\]$/, ''))));
    for (const t of set.tags) for (const k of t.traits) words.add(k.replace(/\[\d+\]$/, ''));
    for (const f of set.factions) words.add(f['divine-favor'].effect);
    for (const w of [...TRAITS, ...ATTACK_EFFECTS, ...SKILLS.filter((x) => x !== 'none'), ...SPELL_EFFECTS, ...GAMBIT_EFFECTS.filter((x) => x !== 'nothing')]) expect(words, w).toContain(w);
  });

  it('ships at least four legal army lists, and random armies are legal', () => {
    expect(set.decks.length).toBeGreaterThanOrEqual(4);
    for (const d of set.decks) expect(cardsOf(gloom).validateDeck(set, d.cards, 'standard'), d.name).toEqual([]);
    const rng = new Rng(9);
    for (let i = 0; i < 200; i++) expect(cardsOf(gloom).validateDeck(set, cardsOf(gloom).randomDeck(set, rng, 'standard'), 'standard')).toEqual([]);
  });
});

describe('Army building', () => {
  const id = (name: string) => set.cards.find((c) => c.name === name)!.id;
  const base = set.decks.find((d) => d.name === 'Iron Anvil')!.cards;

  it('"MAX (Availability) - The hard limit on how many copies of this specific Unit Profile can be included"', () => {
    const v = cardsOf(gloom).validateDeck(set, [...base, id('Iron Marshal')], 'standard');
    expect(v.map((x) => x.rule)).toContain('max');
  });

  it('"Your army has a fixed Tribute Cap ... The total count of ◆ icons ... cannot exceed this limit"', () => {
    const deck = [id('Stone Warden'), id('Knight Lancers'), id('Bombard Crew'), id('Battle Magister'), ...base.slice(6)];
    expect(cardsOf(gloom).validateDeck(set, deck, 'standard').map((x) => x.rule)).toContain('tribute-cap');
  });

  it('a card file edit that makes a shipped army list break MAX ("The hard limit on how many copies of this specific Unit Profile can be included in a single army") is refused at the list', () => {
    expect(shippedProblems('gloom', [])).toEqual([]);
    const decks = shownPath(projectPath('cards', 'gloom', 'decks.yaml'));
    expect(shippedProblems('gloom', [['ironclad.yaml', 'cost: 14, max: 3', 'cost: 14, max: 1']])).toEqual([
      `${decks}:8:7 decks[0].sections: deck 'Iron Anvil' breaks the max rule: 2 copies of 'Shield Wardens' (MAX 1) (take out 1 of them)`,
    ]);
  });

  it('a shipped army list above the Tribute Cap ("The total count of ◆ icons across all your chosen units cannot exceed this limit") is refused at the list', () => {
    // 76 points, tribute 1 + 1 + 2 + 1.
    const decks = shownPath(projectPath('cards', 'gloom', 'decks.yaml'));
    expect(shippedProblems('gloom', [['decks.yaml', '{ Shield Wardens: 2, Crossbow Company: 2, Iron Marshal: 1, Battle Magister: 1 }', '{ Iron Marshal: 1, Battle Magister: 1, Stone Warden: 1, Bombard Crew: 1 }']])).toEqual([
      `${decks}:8:7 decks[0].sections: deck 'Iron Anvil' breaks the tribute-cap rule: the units carry 5 tribute (◆), the Tribute Cap is 4 (take out units carrying at least 1 ◆)`,
    ]);
  });

  it('points above the limit, two factions and two lores are each reported', () => {
    const rules = cardsOf(gloom).validateDeck(set, [...base, id('Knight Lancers'), id('Ogre Brute'), id('Fireball')], 'standard').map((x) => x.rule);
    expect(rules).toEqual(expect.arrayContaining(['points', 'factions', 'lore']));
  });
});

describe('Broken card files', () => {
  it('an unknown trait names its file, line, field and the nearest name', () => {
    const f = fileWith(`${HEAD}  - { name: A, kind: unit, faction: Host, tags: [Infantry], speed: 3, offence: 2/1, defence: 1/2, morale: 2, health: 3, cost: 10, traits: [toguh] }\n`);
    expect(() => GLOOM_CARDS.load([f])).toThrow(/bad\.yaml:6.*cards\[0\]\.traits\[0\].*unknown keyword 'toguh'.*tough/);
  });

  it('a valued trait without its [X] says how to write it', () => {
    const f = fileWith(`${HEAD}  - { name: A, kind: unit, faction: Host, tags: [Infantry], speed: 3, offence: 2/1, defence: 1/2, morale: 2, health: 3, cost: 10, traits: [regeneration] }\n`);
    expect(() => GLOOM_CARDS.load([f])).toThrow(/'regeneration' takes a value.*regeneration\[1\]/);
  });

  it('a dice pair that is not attack/defence, an unknown faction and an unknown tag are reported', () => {
    expect(() => GLOOM_CARDS.load([fileWith(`${HEAD}  - { name: A, kind: unit, faction: Host, tags: [Infantry], speed: 3, offence: "2-1", defence: 1/2, morale: 2, health: 3, cost: 10 }\n`)])).toThrow(/offence.*dice pair/);
    expect(() => GLOOM_CARDS.load([fileWith(`${HEAD}  - { name: A, kind: unit, faction: Hots, tags: [Infantry], speed: 3, offence: 2/1, defence: 1/2, morale: 2, health: 3, cost: 10 }\n`)])).toThrow(/faction.*unknown faction 'Hots'/);
    expect(() => GLOOM_CARDS.load([fileWith(`${HEAD}  - { name: A, kind: unit, faction: Host, tags: [Infantri], speed: 3, offence: 2/1, defence: 1/2, morale: 2, health: 3, cost: 10 }\n`)])).toThrow(/tags\[0\].*unknown tag/);
  });

  it('a spell effect outside the vocabulary and a teleport that is not aimed at an empty hex are reported', () => {
    expect(() => GLOOM_CARDS.load([fileWith(`${HEAD}  - { name: S, kind: spell, lore: L, tn: 2, range: 4, los: true, target: hex, effects: [explode] }\n`)])).toThrow(/effects\[0\].*unknown keyword 'explode'/);
    expect(() => GLOOM_CARDS.load([fileWith(`${HEAD}  - { name: S, kind: spell, lore: L, tn: 2, range: 4, los: true, target: hex, effects: [teleport] }\n`)])).toThrow(/target.*'teleport'/);
  });

  it('reports every problem of a file at once, one line each with file:line:column, field and the nearest name', () => {
    const f = fileWith(
      `tags:\n  - { name: Infantry, traits: [toguh] }\nfactions:\n  - { name: Host, archetype: anvil, divine-favor: { name: F, effect: heal-all } }\ncards:\n` +
        `  - { name: A, kind: unit, faction: Hots, tags: [Infantri], speed: 3, offence: 2/1, defence: 1/2, morale: 2, health: 3, cost: 10, traits: [regeneration], melee: ["weakening[2]"] }\n` +
        `  - { name: S, kind: spell, lore: L, tn: 2, range: 4, los: true, target: hex, effects: [explode] }\n`,
    );
    let message = '';
    const shown = shownPath(f); // as the loader prints it: relative to where the tests run when shorter
    try {
      GLOOM_CARDS.load([f]);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n')).toEqual([
      `${shown}:2:32 tags[0].traits[0]: unknown keyword 'toguh' (did you mean 'tough'?)`,
      `${shown}:6:37 cards[0].faction: unknown faction 'Hots' (did you mean 'Host'?)`,
      `${shown}:6:50 cards[0].tags[0]: unknown tag 'Infantri' (did you mean 'Infantry'?)`,
      `${shown}:6:140 cards[0].traits[0]: 'regeneration' takes a value (write regeneration[1])`,
      `${shown}:6:163 cards[0].melee[0]: 'weakening' takes no value (write weakening)`,
      `${shown}:7:89 cards[1].effects[0]: unknown keyword 'explode' (known: 'damage', 'wound', 'heal', 'rally', 'boost', 'weaken', 'slow', 'haste', 'push', 'shield', 'teleport')`,
    ]);
  });

  it('a closed vocabulary written as a field (skill, area, Gambit effect) lists its allowed values and the nearest, each problem on its own line', () => {
    const f = fileWith(
      `tags:\n  - { name: Infantry, traits: [] }\nfactions:\n  - { name: Host, archetype: anvil, divine-favor: { name: F, effect: heal-al } }\ncards:\n` +
        `  - { name: A, kind: unit, faction: Host, tags: [Infantry], speed: 3, offence: 2/1, defence: 1/2, morale: 2, health: 3, cost: 10, skill: mendd }\n` +
        `  - { name: S, kind: spell, lore: L, tn: 2, range: 4, los: true, target: hex, area: template4, effects: ["heal[1]"] }\n`,
    );
    let message = '';
    const shown = shownPath(f); // as the loader prints it: relative to where the tests run when shorter
    try {
      GLOOM_CARDS.load([f]);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n')).toEqual([
      `${shown}:4:70 factions[0].divine-favor.effect: expected one of "soulshards-per-objective", "soulshards-if-underdog", "command-seals", "momentum", "rally-all", "heal-all", "boost-all", "haste-all", "weaken-engaged-enemies", "nothing", got "heal-al" (did you mean 'heal-all'?)`,
      `${shown}:6:138 cards[0].skill: expected one of "none", "direct-order", "mend", "shove", "war-cry", got "mendd" (did you mean 'mend'?)`,
      `${shown}:7:85 cards[1].area: expected one of "single", "template3", "template7", got "template4" (did you mean 'template3' or 'template7'?)`,
    ]);
  });

  it('a unit naming a tag or faction whose own entry is broken gets no problem of its own for it; its other problems are still reported', () => {
    const f = fileWith(
      `tags:\n  - { name: Infantry, traits: [], colour: red }\nfactions:\n  - { name: Host, archetype: anvil, divine-favor: { name: F, effect: heal-al } }\ncards:\n` +
        `  - { name: A, kind: unit, faction: Host, tags: [Infantry], speed: 3, offence: 2/1, defence: 1/2, morale: 2, health: 3, cost: 10, traits: [toguh] }\n`,
    );
    let message = '';
    const shown = shownPath(f);
    try {
      GLOOM_CARDS.load([f]);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message.split('\n')).toEqual([
      `${shown}:2:35 tags[0].colour: unknown key 'colour' (known: 'name', 'traits', 'text')`,
      `${shown}:4:70 factions[0].divine-favor.effect: expected one of "soulshards-per-objective", "soulshards-if-underdog", "command-seals", "momentum", "rally-all", "heal-all", "boost-all", "haste-all", "weaken-engaged-enemies", "nothing", got "heal-al" (did you mean 'heal-all'?)`,
      `${shown}:6:140 cards[0].traits[0]: unknown keyword 'toguh' (did you mean 'tough'?)`,
    ]);
  });

  it('an army list naming an unknown card is reported with the nearest name, and every other list is still read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gloom-decks-'));
    const f = join(dir, 'decks.yaml');
    writeFileSync(f, `decks:\n  - { name: One, sections: { units: [Bone Reaver] } }\n  - { name: Two, sections: { units: [Ash Raidrs] } }\n`);
    const files = [...set.files, f];
    let message = '';
    const shown = shownPath(f); // as the loader prints it: relative to where the tests run when shorter
    try {
      GLOOM_CARDS.load(files);
    } catch (err) {
      message = (err as Error).message;
    }
    const lines = message.split('\n').filter((l) => l.startsWith(shown));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/decks\.yaml:2:\d+ decks\[0\]\.sections\.units\[0\]: unknown card 'Bone Reaver'.*Bone Reavers/);
    expect(lines[1]).toMatch(/decks\.yaml:3:\d+ decks\[1\]\.sections\.units\[0\]: unknown card 'Ash Raidrs'.*Ash Raiders/);
  });
});
