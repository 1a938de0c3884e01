// Warlords card data: the starter set validates, holds a starter set per kingdom with the cards
// the rulebook's examples name, uses every card type and keyword, ships legal decks, and bad
// files are refused with one line per problem naming file, line, field and fix.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { Rng } from '../../../src/core/rng.js';
import { sectionOf, splitDeck } from '../../../src/core/deck-sections.js';
import { ABILITY_NAMES, CARD_TYPES, EFFECT_NAMES, ITEM_SUBTYPES, KINGDOMS, SPELL_SUBTYPES } from '../../../src/games/warlords/card-schema.js';
import { WARLORDS_CARDS } from '../../../src/games/warlords/cards.js';
import type { WarlordsCard } from '../../../src/games/warlords/card-schema.js';
import { WARLORDS_DECK_SECTIONS } from '../../../src/games/warlords/decks.js';
import { warlords } from '../../../src/games/warlords/game.js';
import { tempDir } from '../../support/temp-dir.js';
import { def, set } from './scenario.js';
import { cardsOf } from '../../../src/core/facets.js';

function loadError(text: string): InputError {
  const file = join(tempDir('warlords-cards-'), 'bad.yaml');
  writeFileSync(file, text);
  try {
    WARLORDS_CARDS.load([file]);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected the file to be refused');
}

const card = (name: string): WarlordsCard => set.data[def(name)]!;

describe('the starter set', () => {
  it('has per kingdom at least 15 battle cards, 6 locations and a hero, plus neutral items', () => {
    for (const k of KINGDOMS.slice(0, 4)) {
      const own = set.data.filter((c) => c.kingdom === k);
      expect(own.filter((c) => c.type !== 'location' && c.type !== 'hero').length, k).toBeGreaterThanOrEqual(15);
      expect(own.filter((c) => c.type === 'location').length, k).toBeGreaterThanOrEqual(6);
      expect(own.filter((c) => c.type === 'hero').length, k).toBe(1);
    }
    expect(set.data.filter((c) => c.kingdom === 'neutral' && c.type === 'item').length).toBeGreaterThanOrEqual(5);
  });

  it('uses every card type, spell and item subtype, ability and effect of the vocabulary, and non-attached items', () => {
    for (const t of CARD_TYPES) expect(set.data.some((c) => c.type === t), t).toBe(true);
    for (const sub of SPELL_SUBTYPES) expect(set.data.some((c) => (c.type === 'spell' || c.type === 'sudden-spell') && c.subtype === sub), sub).toBe(true);
    for (const sub of ITEM_SUBTYPES) expect(set.data.some((c) => c.type === 'item' && c.subtype === sub), sub).toBe(true);
    for (const a of ABILITY_NAMES) expect(set.data.some((c) => c.type === 'troop' && c.abilities.some((x) => x.ability === a)), a).toBe(true);
    const effects = new Set<string>();
    for (const c of set.data) {
      if (c.type === 'spell' || c.type === 'sudden-spell') c.effects.forEach((e) => effects.add(e.effect));
      if (c.type === 'troop') c.abilities.forEach((a) => a.ability === 'skill' && a.effects.forEach((e) => effects.add(e.effect)));
      if (c.type === 'hero') c.skill.effects.forEach((e) => effects.add(e.effect));
    }
    expect([...effects].sort()).toEqual([...EFFECT_NAMES].sort());
    expect(set.data.some((c) => c.type === 'item' && !c.attached)).toBe(true);
  });

  it('holds the rulebook examples with their behaviour: Angel 4 ATK, Berserker 3 ATK, the Priestess dies to 5, Power of Fire 5 physical, Healing Shield a sudden Absorb 2', () => {
    expect(card('Angel')).toMatchObject({ type: 'troop', atk: 4, hp: 4, kingdom: 'theridom' });
    expect(card('Berserker')).toMatchObject({ type: 'troop', atk: 3, hp: 3 });
    expect(card('Battle Priestess of Elysia')).toMatchObject({ type: 'troop', hp: 4 });
    expect(card('Power of Fire')).toMatchObject({ type: 'spell', effects: [{ effect: 'damage', amount: 5, magic: false }] });
    expect(card('Healing Shield')).toMatchObject({ type: 'sudden-spell', target: 'own-troop', effects: [{ effect: 'absorb', amount: 2 }] });
  });

  it('ships four legal decks, one per kingdom, with a 40-card battle deck and 10 locations', () => {
    expect(set.decks).toHaveLength(4);
    for (const d of set.decks) {
      expect(cardsOf(warlords).validateDeck(set, d.cards, 'standard'), d.name).toEqual([]);
      const [battle, building, hero] = splitDeck(set, WARLORDS_DECK_SECTIONS, d.cards);
      expect([battle!.length, building!.length, hero!.length]).toEqual([40, 10, 1]);
    }
    expect(new Set(set.decks.map((d) => set.data[splitDeck(set, WARLORDS_DECK_SECTIONS, d.cards)[2]![0]!]!.kingdom)).size).toBe(4);
  });

  it('draws random legal decks for every section', () => {
    const rng = new Rng(3);
    for (let i = 0; i < 40; i++) {
      const deck = cardsOf(warlords).randomDeck(set, rng, 'standard');
      expect(cardsOf(warlords).validateDeck(set, deck, 'standard')).toEqual([]);
    }
    for (const c of set.cards) expect(sectionOf(WARLORDS_DECK_SECTIONS, c), c.name).toBeGreaterThanOrEqual(0);
  });
});

describe('bad card files', () => {
  it('names file, line, field and fix, one line per problem', () => {
    const e = loadError(`cards:
  - { name: Bad Curse, type: spell, subtype: curse, kingdom: terra, cost: { mana: 1 }, target: own-troop, effects: [{ effect: atk, amount: -1 }] }
  - { name: Bad Sword, type: item, subtype: trinket, kingdom: neutral, cost: { gold: 1 }, durability: 2 }
`);
    const lines = e.message.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/bad\.yaml:2:\d+ cards\[0\]\.target: a curse must be played on an enemy troop \(target: 'enemy-troop'\)$/);
    expect(lines[1]).toMatch(/bad\.yaml:3:\d+ cards\[1\]\.durability: trinkets don't have durability \(remove the durability field\)$/);
  });

  it('refuses a word outside each closed vocabulary, naming the nearest words', () => {
    const e = loadError(`cards:
  - { name: A, type: trop, kingdom: terra, subtype: Elf, cost: { gold: 1 }, atk: 1, hp: 1, spd: 1 }
  - { name: B, type: troop, kingdom: helscions, subtype: Demon, cost: { gold: 1 }, atk: 1, hp: 1, spd: 1, rarity: rar }
  - { name: C, type: troop, kingdom: terra, subtype: Elf, cost: { gold: 1 }, atk: 1, hp: 1, spd: 1, abilities: [{ ability: flyng }] }
  - { name: D, type: spell, subtype: curs, kingdom: terra, cost: { mana: 1 }, target: enemy-trop, effects: [{ effect: damge, amount: 1 }] }
  - { name: E, type: item, subtype: weapn, kingdom: neutral, cost: { gold: 1 }, durability: 1 }
  - { name: F, type: hero, kingdom: terra, skill: { cost: { power: 1 }, target: own-troup, effects: [{ effect: heel, amount: 1 }] } }
`);
    const lines = e.message.split('\n').map((l) => l.replace(/^.*bad\.yaml:/, ''));
    expect(lines).toEqual([
      "2:22 cards[0].type: unknown card type 'trop' (did you mean 'troop'? allowed: 'troop', 'spell', 'sudden-spell', 'item', 'location', 'hero')",
      "3:38 cards[1].kingdom: unknown kingdom 'helscions' (did you mean 'hellscions'? allowed: 'theridom', 'terra', 'hellscions', 'exiled', 'neutral')",
      "3:115 cards[1].rarity: unknown rarity 'rar' (did you mean 'rare'? allowed: 'common', 'uncommon', 'rare', 'epic')",
      "4:124 cards[2].abilities[0].ability: unknown ability 'flyng' (did you mean 'flying'? allowed: 'absorb', 'flying', 'skill')",
      "5:38 cards[3].subtype: unknown spell subtype 'curs' (did you mean 'curse'? allowed: 'plain', 'curse', 'power')",
      "5:87 cards[3].target: unknown target 'enemy-trop' (did you mean 'enemy-troop' or 'any-troop'? allowed: 'enemy-troop', 'own-troop', 'any-troop', 'none')",
      "5:119 cards[3].effects[0].effect: unknown effect 'damge' (did you mean 'damage'? allowed: 'damage', 'heal', 'absorb', 'atk', 'spd', 'hp', 'flying', 'no-threat', 'wither', 'draw', 'strike-warlord')",
      "6:37 cards[4].subtype: unknown item subtype 'weapn' (did you mean 'weapon'? allowed: 'weapon', 'armor', 'trinket')",
      "7:81 cards[5].skill.target: unknown target 'own-troup' (did you mean 'own-troop' or 'any-troop'? allowed: 'enemy-troop', 'own-troop', 'any-troop', 'none')",
      "7:112 cards[5].skill.effects[0].effect: unknown effect 'heel' (did you mean 'heal'? allowed: 'damage', 'heal', 'absorb', 'atk', 'spd', 'hp', 'flying', 'no-threat', 'wither', 'draw', 'strike-warlord')",
    ]);
  });

  it('reports the problems of every file and every card at once, before any deck', () => {
    const dir = tempDir('warlords-cards-');
    const a = join(dir, 'a.yaml');
    const b = join(dir, 'b.yaml');
    writeFileSync(a, `cards:\n  - { name: A, type: troop, kingdom: terra, subtype: Elf, cost: { gold: 1 }, atk: 1, hp: 0, spd: 1 }\n  - { name: B, type: troop, kingdom: terra, subtype: Elf, cost: { gold: 1 }, atk: 1, hp: 1, spd: 1, speed: 2 }\n`);
    writeFileSync(b, `cards:\n  - { name: C, type: sudden-spell, kingdom: neutral, cost: { mana: 1 }, target: none, effects: [{ effect: atk, amount: 1 }] }\ndecks:\n  - { name: X, cards: [Nobody] }\n`);
    let message = '';
    try {
      WARLORDS_CARDS.load([a, b]);
    } catch (e) {
      message = (e as Error).message;
    }
    const lines = message.split('\n').map((l) => l.replace(/^.*\/([ab]\.yaml)/, '$1'));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^a\.yaml:2:\d+ cards\[0\]\.hp: /);
    expect(lines[1]).toMatch(/^a\.yaml:3:\d+ cards\[1\]\.speed: unknown key 'speed' \(did you mean 'spd'\?\)$/);
    expect(lines[2]).toMatch(/^b\.yaml:2:\d+ cards\[0\]\.kingdom: only items are neutral: a sudden-spell belongs to a kingdom/);
    expect(lines[3]).toMatch(/^b\.yaml:2:\d+ cards\[0\]\.effects\[0\]\.effect: 'atk' acts on a troop but the target is 'none'/);
  });

  it('refuses an illegal deck shipped in the card files, naming file, line and rule', () => {
    const dir = tempDir('warlords-deck-');
    const file = join(dir, 'deck.yaml');
    writeFileSync(file, `decks:\n  - name: Short\n    sections:\n      hero: [Grukk the Exiled]\n      battle: { Berserker: 3 }\n      building: { Mountain Mine: 3 }\n`);
    const message = (() => {
      try {
        WARLORDS_CARDS.load([...set.files, file]);
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/deck\.yaml:4:\d+ decks\[0\]\.sections: deck 'Short' breaks the deck-size rule: the battle deck has exactly 40 cards, this one has 3/);
    expect(message).toMatch(/deck 'Short' breaks the deck-size rule: the building deck has exactly 10 cards, this one has 3/);
  });

  it('refuses a deck card put in the wrong section', () => {
    const dir = tempDir('warlords-deck-');
    const file = join(dir, 'deck.yaml');
    writeFileSync(file, `decks:\n  - name: Wrong\n    sections:\n      building: [Angel]\n`);
    expect(() => WARLORDS_CARDS.load([...set.files, file])).toThrow(/'Angel' belongs in the battle deck, not the building deck/);
  });
});
