// Card data: the starter set validates, uses every keyword, names the compendium's cards with
// their rulings, ships legal decks; bad files are refused with file, line and field.

import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, InputProblems } from '../../../src/core/errors.js';
import { Rng } from '../../../src/core/rng.js';
import { CARD_TYPES, FACTIONS, KEYWORD_TEXTS, KW, parseKeyword } from '../../../src/games/warsong/card-schema.js';
import { compiled } from '../../../src/games/warsong/card-tables.js';
import { neverTriggers, WARSONG_CARDS } from '../../../src/games/warsong/cards.js';
import type { KeywordName } from '../../../src/games/warsong/card-schema.js';
import { warsong } from '../../../src/games/warsong/game.js';
import { SET } from './scenario.js';
import { tempDir } from '../../support/temp-dir.js';
import { cardsOf } from '../../../src/core/facets.js';

const byName = (n: string) => SET.data.find((c) => c.name === n)!;

describe('the starter set (cards/warsong)', () => {
  it('validates and has at least 40 cards over the four factions and unaligned cards', () => {
    expect(SET.cards.length).toBeGreaterThanOrEqual(40);
    for (const f of FACTIONS) expect(SET.data.filter((c) => c.faction === f).length).toBeGreaterThanOrEqual(8);
    expect(SET.data.filter((c) => c.faction === null).length).toBeGreaterThanOrEqual(5);
    for (const t of CARD_TYPES) expect(SET.data.some((c) => c.type === t)).toBe(true);
    for (const c of SET.cards) expect(c.source?.file).toContain(WARSONG_CARDS.defaultDir());
  });

  it('uses every keyword of the vocabulary, and every keyword used is implemented', () => {
    const cc = compiled(SET);
    let all = 0;
    for (let d = 0; d < cc.count; d++) all |= cc.keywords[d]!;
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
    for (const d of SET.decks) expect([d.name, cardsOf(warsong).validateDeck(SET, d.cards, 'standard')]).toEqual([d.name, []]);
    expect(SET.decks.some((d) => d.cards.length === 18)).toBe(true);
  });

  it('randomDeck builds legal 20-card decks', () => {
    const rng = new Rng(4);
    for (let i = 0; i < 300; i++) {
      const d = cardsOf(warsong).randomDeck(SET, rng, 'standard');
      expect(d.length).toBe(20);
      expect(cardsOf(warsong).validateDeck(SET, d, 'standard')).toEqual([]);
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
    const v = cardsOf(warsong).validateDeck(SET, deck, 'standard');
    expect(v.map((x) => x.rule).sort()).toEqual(['copy-limit', 'copy-limit', 'deck-size', 'factions']);
    // An 18-card deck is only legal as one of the shipped starters.
    const starter = SET.decks.find((d) => d.cards.length === 18)!;
    expect(cardsOf(warsong).validateDeck(SET, starter.cards, 'standard')).toEqual([]);
    const changed = [id('Wandering Sellsword'), ...starter.cards.slice(1)];
    expect(cardsOf(warsong).validateDeck(SET, changed, 'standard').map((x) => x.rule)).toEqual(['deck-size']);
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
  /** Each problem of an error as [file:line:column field, message], in the order reported. */
  const lines = (e: InputError): [string, string][] =>
    (e instanceof InputProblems ? e.problems : [e]).map((p) => {
      const at = `${basename(p.location.file ?? '')}:${p.location.line}:${p.location.column} ${p.location.field}`;
      return [at, p.message.slice(p.message.indexOf(`${p.location.field}: `) + `${p.location.field}: `.length)];
    });
  const refuse = (files: string[]): InputError => {
    try {
      WARSONG_CARDS.load(files);
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
    expect(e.message).toContain("unknown attack type 'Heavvy' (did you mean 'Heavy'? allowed: 'Heavy', 'Sneak', 'Range', 'Magic', 'Sentinel', 'Empty', 'Flee', 'Worldly')");
  });

  // Closed vocabularies: one line with file, line, field and the nearest allowed word.
  const vocabulary: [string, string, string, number, string, string][] = [
    ['a misspelt tribe', 'tribe: Human', 'tribe: Constructt', 3, 'cards[0].tribe', "unknown tribe 'Constructt' (did you mean 'Construct'? allowed: 'Beast', 'Construct',"],
    ['a misspelt faction', 'tribe: Human', 'faction: Clan Dyr\n    tribe: Human', 3, 'cards[0].faction', "unknown faction 'Clan Dyr' (did you mean 'Clan Dýr'? allowed: 'Clan Dýr', 'Army of Northbourne', 'Sansurian Brigade', 'Victuun Dynasty', 'unaligned')"],
    ['a misspelt card type', 'tribe: Human', 'type: relik\n    tribe: Human', 3, 'cards[0].type', "unknown card type 'relik' (did you mean 'relic'? allowed: 'creature', 'bastion', 'relic', 'spawn')"],
    ['a misspelt orientation', 'renown: 1', 'renown: 1\n    orientations: [forward, bak]', 7, 'cards[0].orientations[1]', "unknown orientation 'bak' (did you mean 'back'? allowed: 'forward', 'right', 'back', 'left')"],
    ['a misspelt Smite tribe', 'renown: 1', 'renown: 1\n    keywords: [Smite Goblinn]', 7, 'cards[0].keywords[0]', "(did you mean 'Goblin'? allowed: 'Beast',"],
    ['a misspelt Indomitable type', 'renown: 1', 'renown: 1\n    keywords: [Indomitable Magik]', 7, 'cards[0].keywords[0]', "(did you mean 'Magic'? allowed: 'Heavy', 'Sneak', 'Range', 'Magic', 'Sentinel', 'Worldly')"],
    ['a misspelt Aura keyword', 'renown: 1', 'renown: 1\n    keywords: [Aura Cleve]', 7, 'cards[0].keywords[0]', "(did you mean 'Cleave'? allowed: 'Cleave', 'Critical Cleave', 'Assassin', 'Ranged', 'Sentry')"],
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
    expect(lines(refuse([cards, deck]))).toEqual([
      ['deck.yaml:4:7 decks[0].cards', "deck 'Broken' breaks the copy-limit rule: 6 copies of 'Card 0' (at most 4) (take out 2 copies)"],
      ['deck.yaml:4:7 decks[0].cards', "deck 'Broken' breaks the copy-limit rule: 3 copies of 'Hero' (at most 2 of a Key Figure) (take out 1 copy)"],
      ['deck.yaml:4:7 decks[0].cards', expect.stringContaining("deck 'Broken' breaks the factions rule: 3 factions")],
    ]);
  });

  it('every problem of the files is reported at once, one line each: vocabulary, schema, keyword, duplicate, summon and deck problems', () => {
    const quads = 'quadrants: { front: Heavy, left: Sneak, right: Range, rear: Magic }, valor: 1, renown: 1';
    const cards = write(
      'all.yaml',
      [
        'cards:',
        `  - { name: Good One, tribe: Human, ${quads} }`,
        `  - { name: Bad Tribe, tribe: Constructt, faction: Clan Dyr, ${quads}, keywords: [Ferocius] }`,
        `  - { name: Too Brave, tribe: Human, quadrants: { front: Heavy, left: Sneak, right: Range, rear: Magic }, valor: 99, renown: 1 }`,
        `  - { name: Good One, tribe: Beast, ${quads} }`,
        `  - { name: Caller, tribe: Human, ${quads}, keywords: [Summon Nobody, Mauler, Ferocious] }`,
        '',
      ].join('\n'),
    );
    const deck = write('all-decks.yaml', 'decks:\n  - { name: Typo, cards: { Good Onne: 20 } }\n  - { name: Waits, cards: { Bad Tribe: 20 } }\n');
    expect(lines(refuse([cards, deck]))).toEqual([
      ['all.yaml:3:31 cards[1].tribe', expect.stringContaining("unknown tribe 'Constructt' (did you mean 'Construct'? allowed: 'Beast',")],
      ['all.yaml:3:52 cards[1].faction', expect.stringContaining("unknown faction 'Clan Dyr' (did you mean 'Clan Dýr'?")],
      ['all.yaml:3:163 cards[1].keywords[0]', expect.stringContaining("unknown keyword 'Ferocius' (did you mean 'Ferocious'? allowed: 'Arcane Missile',")],
      ['all.yaml:4:114 cards[2].valor', 'expected a number at most 20, got 99'],
      ['all.yaml:5:13 cards[3].name', "duplicate card name 'Good One' (card names are unique in a set)"],
      ['all.yaml:6:136 cards[4].keywords[0]', "'Nobody' is not a spawn card of this set (the set has no card of type 'spawn')"],
      ['all.yaml:6:159 cards[4].keywords[2]', "'Ferocious' can never take effect on this card: Ferocious needs a capture and a Mauler destroys instead (remove the keyword or change the card)"],
      ['all-decks.yaml:2:39 decks[0].cards.Good Onne', "unknown card 'Good Onne' in set 'custom' (did you mean 'Good One'?)"],
    ]);
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
    expect(() => WARSONG_CARDS.fromTexts([{ file: 'mem.yaml', text: card('    keywords: [Summon Nobody]\n') }])).toThrow(/not a spawn card/);
  });
});
