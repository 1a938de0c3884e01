// Card data: the starter set validates, uses every keyword, names the compendium's cards with
// their rulings, ships legal decks; bad files are refused with file, line and field.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { Rng } from '../../../src/core/rng.js';
import { CARD_TYPES, FACTIONS, KEYWORD_TEXTS, KW, buildCardSet, compiled, loadCardFiles, neverTriggers, parseKeyword } from '../../../src/games/warsong/cards.js';
import type { KeywordName } from '../../../src/games/warsong/cards.js';
import { starterDir, warsong } from '../../../src/games/warsong/game.js';
import { SET } from './scenario.js';
import { tempDir } from '../../support/temp-dir.js';

const byName = (n: string) => SET.data.find((c) => c.name === n)!;

describe('the starter set (cards/warsong)', () => {
  it('validates and has at least 40 cards over the four factions and unaligned cards', () => {
    expect(SET.cards.length).toBeGreaterThanOrEqual(40);
    for (const f of FACTIONS) expect(SET.data.filter((c) => c.faction === f).length).toBeGreaterThanOrEqual(8);
    expect(SET.data.filter((c) => c.faction === null).length).toBeGreaterThanOrEqual(5);
    for (const t of CARD_TYPES) expect(SET.data.some((c) => c.type === t)).toBe(true);
    for (const c of SET.cards) expect(c.source?.file).toContain(starterDir());
  });

  it('uses every keyword of the vocabulary, and every keyword used is implemented', () => {
    const cc = compiled(SET);
    let all = 0;
    for (let d = 0; d < cc.n; d++) all |= cc.kw[d]!;
    for (const [name, bit] of Object.entries(KW)) expect([name, (all & bit) !== 0]).toEqual([name, true]);
    for (const c of SET.data) for (const k of c.keywords) expect(typeof parseKeyword(k)).toBe('object');
  });

  it('every keyword a card carries can trigger (Ferocious "captures one or more cards": no Mauler carries it)', () => {
    for (const c of SET.data) {
      for (const k of c.keywords) {
        const name = (parseKeyword(k) as { name: KeywordName }).name;
        expect([c.name, k, neverTriggers(c, name)]).toEqual([c.name, k, null]);
      }
    }
    expect(byName('Stout-Paw Alpha').keywords).not.toContain('Ferocious');
  });

  it('Orientation: "Cards can be placed in other directions due to abilities": only a card whose text says so may face another way', () => {
    for (const c of SET.data) if (c.orientations.length > 1) expect([c.name, c.text]).toEqual([c.name, expect.stringMatching(/can be placed facing/i)]);
    expect(byName('Lobbed Gobby').orientations).toEqual([0]);
    expect(byName('Towered Dreadnaut').orientations).toEqual([0]);
  });

  it('includes the cards the compendium names, with its rulings', () => {
    const named = ['Lobbed Gobby', 'Stout-Paw Alpha', 'Bloodaxe Clan Signet', 'Towered Dreadnaut', 'Fetid Gob', 'Tordek, Stone-Wise', 'Tordek Bloodsteele', 'The Great Fae Tree', 'Shogunate Gokenin', 'Cryogenic Spellslinger', 'Northern Emissary', 'Blood Drinker Orc', 'Bear Pack Undyn', 'Clan Dýr Warsinger'];
    for (const n of named) expect(byName(n), n).toBeDefined();
    expect(byName('Blood Drinker Orc').tribe).toBe('Foe');
    expect(byName('Bear Pack Undyn').tribe).toBe('Foe');
    expect(byName('Clan Dýr Warsinger').tribe).toBe('Fae');
    expect(byName('The Great Fae Tree').keyFigure).not.toBeNull();
    expect(byName('Bloodaxe Clan Signet').keywords).toContain('Aura Cleave');
    expect(byName('Towered Dreadnaut').keywords).toContain('Bulwark');
    expect(byName('Fetid Gob').keywords).toContain('Stench');
    expect(byName('Shogunate Gokenin').keywords).toContain('Duelist');
    expect(byName('Stout-Paw Alpha').keywords).toContain('Mauler');
    expect(byName('Lobbed Gobby').keywords).toEqual(['Lobbed', 'Explosive']);
    expect(byName('Tordek, Stone-Wise').keyFigure).toBe(byName('Tordek Bloodsteele').keyFigure);
    // The Flee corrections are about cards that have Flee sides and a capture protection.
    for (const n of ['Cryogenic Spellslinger', 'Northern Emissary']) {
      expect(byName(n).quadrants).toContain(6);
      expect(byName(n).keywords.some((k) => k.startsWith('Indomitable'))).toBe(true);
    }
  });

  it('ships at least four legal preconstructed decks (18-card starters allowed)', () => {
    expect(SET.decks.length).toBeGreaterThanOrEqual(4);
    for (const d of SET.decks) expect([d.name, warsong.validateDeck(SET, d.cards, 'standard')]).toEqual([d.name, []]);
    expect(SET.decks.some((d) => d.cards.length === 18)).toBe(true);
  });

  it('randomDeck builds legal 20-card decks', () => {
    const rng = new Rng(4);
    for (let i = 0; i < 300; i++) {
      const d = warsong.randomDeck(SET, rng, 'standard');
      expect(d.length).toBe(20);
      expect(warsong.validateDeck(SET, d, 'standard')).toEqual([]);
    }
  });

  it('deck rules: size, copies, Key Figure copies and factions are all reported', () => {
    const id = (n: string) => SET.cards.find((c) => c.name === n)!.id;
    const deck = [
      ...Array(5).fill(id('Wandering Sellsword')),
      ...Array(3).fill(id('Tordek, Stone-Wise')),
      id('Fetid Gob'),
      id('Lobbed Gobby'),
      id('Jade Sentinel'),
      id('Towered Dreadnaut'),
    ];
    const v = warsong.validateDeck(SET, deck, 'standard');
    expect(v.map((x) => x.rule).sort()).toEqual(['copy-limit', 'copy-limit', 'deck-size', 'factions']);
    // An 18-card deck is only legal as one of the shipped starters.
    const starter = SET.decks.find((d) => d.cards.length === 18)!;
    expect(warsong.validateDeck(SET, starter.cards, 'standard')).toEqual([]);
    const changed = [id('Wandering Sellsword'), ...starter.cards.slice(1)];
    expect(warsong.validateDeck(SET, changed, 'standard').map((x) => x.rule)).toEqual(['deck-size']);
  });
});

describe('bad card files are refused with file, line and field', () => {
  const dir = tempDir('warsong-cards-');
  const write = (name: string, text: string): string => {
    const f = join(dir, name);
    writeFileSync(f, text);
    return f;
  };
  const card = (extra: string, quads = '{ front: Heavy, left: Sneak, right: Range, rear: Magic }') =>
    `cards:\n  - name: Test Card\n    tribe: Human\n    quadrants: ${quads}\n    valor: 1\n    renown: 1\n${extra}`;
  const refuse = (files: string[]): InputError => {
    try {
      loadCardFiles(files);
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      return e as InputError;
    }
    throw new Error('the file was accepted');
  };

  it('an unknown keyword names the file, line and field and suggests the nearest keyword', () => {
    const f = write('kw.yaml', card('    keywords: [Ranged, Ferocius]\n'));
    const e = refuse([f]);
    expect(e.location).toMatchObject({ file: f, line: 7, field: 'cards[0].keywords[1]' });
    expect(e.message).toContain("unknown keyword 'Ferocius'");
    expect(e.message).toContain('Ferocious');
  });

  it('a keyword with a bad parameter is refused', () => {
    const e = refuse([write('param.yaml', card('    keywords: [Indomitable Purple]\n'))]);
    expect(e.location.field).toBe('cards[0].keywords[0]');
    expect(e.message).toContain('attack type');
  });

  it('a quadrant type not on the wheel is refused with the nearest attack type', () => {
    const f = write('quad.yaml', card('', '{ front: Heavvy, left: Sneak, right: Range, rear: Magic }'));
    const e = refuse([f]);
    expect(e.location).toMatchObject({ file: f, line: 4, field: 'cards[0].quadrants.front' });
    expect(e.message).toContain("unknown attack type 'Heavvy' (did you mean 'Heavy'?)");
  });

  // Closed vocabularies: one line with file, line, field and the nearest allowed word.
  const vocabulary: [string, string, string, number, string, string][] = [
    ['a misspelt tribe', 'tribe: Human', 'tribe: Constructt', 3, 'cards[0].tribe', "unknown tribe 'Constructt' (did you mean 'Construct'?)"],
    ['a misspelt faction', 'tribe: Human', 'faction: Clan Dyr\n    tribe: Human', 3, 'cards[0].faction', "unknown faction 'Clan Dyr' (did you mean 'Clan Dýr'?)"],
    ['a misspelt card type', 'tribe: Human', 'type: relik\n    tribe: Human', 3, 'cards[0].type', "unknown card type 'relik' (did you mean 'relic'?)"],
    ['a misspelt orientation', 'renown: 1', 'renown: 1\n    orientations: [forward, bak]', 7, 'cards[0].orientations[1]', "unknown orientation 'bak' (did you mean 'back'?)"],
    ['a misspelt Smite tribe', 'renown: 1', 'renown: 1\n    keywords: [Smite Goblinn]', 7, 'cards[0].keywords[0]', "(did you mean 'Goblin'?)"],
    ['a misspelt Indomitable type', 'renown: 1', 'renown: 1\n    keywords: [Indomitable Magik]', 7, 'cards[0].keywords[0]', "(did you mean 'Magic'?)"],
    ['a misspelt Aura keyword', 'renown: 1', 'renown: 1\n    keywords: [Aura Cleve]', 7, 'cards[0].keywords[0]', "(did you mean 'Cleave'?)"],
  ];
  for (const [what, from, to, line, field, message] of vocabulary) {
    it(`${what} names file, line, field and the nearest word`, () => {
      const f = write('vocabulary.yaml', card('').replace(from, to));
      const e = refuse([f]);
      expect(e.location).toMatchObject({ file: f, line, field });
      expect(e.message).toContain(message);
      expect(e.message.split('\n')).toHaveLength(1);
    });
  }

  it('a keyword that can never take effect on the card is refused: Ferocious on a Mauler (Ferocious needs a capture)', () => {
    const f = write('dead.yaml', card('    keywords: [Mauler, Ferocious]\n'));
    const e = refuse([f]);
    expect(e.location).toMatchObject({ file: f, line: 7, field: 'cards[0].keywords[1]' });
    expect(e.message).toContain('Ferocious needs a capture');
  });

  it('a deck breaking the copy and faction rules lists every violation', () => {
    const cards = write(
      'set.yaml',
      [
        'cards:',
        ...['Clan Dýr', 'Army of Northbourne', 'Victuun Dynasty'].map((f, i) => `  - { name: Card ${i}, faction: ${f}, tribe: Human, quadrants: { front: Heavy, left: Sneak, right: Range, rear: Magic }, valor: 1, renown: 1 }`),
        '  - { name: Hero, keyFigure: Hero, tribe: Human, quadrants: { front: Heavy, left: Sneak, right: Range, rear: Magic }, valor: 1, renown: 1 }',
        '  - { name: Filler, tribe: Human, quadrants: { front: Heavy, left: Sneak, right: Range, rear: Magic }, valor: 1, renown: 1 }',
      ].join('\n') + '\n',
    );
    const deck = write('deck.yaml', 'decks:\n  - name: Broken\n    cards:\n      Card 0: 6\n      Card 1: 4\n      Card 2: 4\n      Hero: 3\n      Filler: 3\n');
    const e = refuse([cards, deck]);
    expect(e.location).toMatchObject({ file: deck, line: 4, field: 'decks[0].cards' });
    expect(e.message).toContain("6 copies of 'Card 0'");
    expect(e.message).toContain("3 copies of 'Hero' (at most 2 of a Key Figure)");
    expect(e.message).toContain('3 factions');
  });

  it('an unknown card in a deck gets the nearest names', () => {
    const cards = write('one.yaml', card(''));
    const deck = write('d2.yaml', 'decks:\n  - name: D\n    cards:\n      Test Crad: 20\n');
    const e = refuse([cards, deck]);
    expect(e.message).toContain("unknown card 'Test Crad'");
    expect(e.message).toContain('Test Card');
    expect(e.location.line).toBe(4);
  });

  it('an unknown field is refused with the nearest allowed key', () => {
    const e = refuse([write('field.yaml', card('    renwon: 2\n'))]);
    expect(e.message).toContain("unknown key 'renwon'");
  });

  it('keyword texts are the closed vocabulary', () => {
    expect(KEYWORD_TEXTS).toContain('Critical Cleave');
    expect(parseKeyword('Critical Cleave')).toMatchObject({ name: 'CriticalCleave' });
    expect(parseKeyword('Vanquisher')).toMatchObject({ name: 'Vanquisher', number: 8 });
    expect(() => buildCardSet('x', [{ file: 'mem.yaml', text: card('    keywords: [Summon Nobody]\n') }])).toThrow(/not a spawn card/);
  });
});
