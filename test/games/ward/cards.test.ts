// Ward card data: the starter set validates, every effect it names is compiled into the tables
// the engine reads, the decks are legal, and bad files are refused with file, line and field.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError, InputProblems, shownPath } from '../../../src/core/errors.js';
import { projectPath } from '../../../src/core/paths.js';
import { Rng } from '../../../src/core/rng.js';
import { CREATURE_TYPES, MAGIC_TYPES, SUB_TYPES } from '../../../src/games/ward/card-schema.js';
import { CE_BONUS, CE_DESTROY_ON_SUMMON, CE_DOT_ON_HIT, CE_FIRST_MULT, CE_UNAFFECTED, ME_BOUNCE, ME_BUFF, ME_DAMAGE, ME_DESTROY, ME_DOT, ME_DRAW, ME_HEAL, ME_HOT, ME_IMMUNE, ME_LIMITED, ME_MULT, ME_NEG_CREATURE, ME_NEG_MAGIC, ME_PCT, ME_REVIVE, ME_TAX, ME_UNREMOVABLE } from '../../../src/games/ward/card-tables.js';
import { WARD_CARDS } from '../../../src/games/ward/cards.js';
import type { WardCard } from '../../../src/games/ward/card-schema.js';
import { ward } from '../../../src/games/ward/game.js';
import { def, set } from './scenario.js';
import { shippedProblems } from '../../support/shipped-cards.js';
import { tempDir } from '../../support/temp-dir.js';
import { cardsOf } from '../../../src/core/facets.js';

const CREATURE_BITS: Record<string, number> = {
  'destroy-magic-on-summon': CE_DESTROY_ON_SUMMON,
  'dot-on-hit': CE_DOT_ON_HIT,
  'first-strike-multiplier': CE_FIRST_MULT,
  unaffected: CE_UNAFFECTED,
  'bonus-damage': CE_BONUS,
};
const MAGIC_BITS: Record<string, number> = {
  buff: ME_BUFF, damage: ME_DAMAGE, 'percent-damage': ME_PCT, heal: ME_HEAL, hot: ME_HOT, dot: ME_DOT,
  'negate-magic': ME_NEG_MAGIC, 'negate-creature-effects': ME_NEG_CREATURE, 'destroy-magic': ME_DESTROY,
  revive: ME_REVIVE, 'limited-summon': ME_LIMITED, immunity: ME_IMMUNE, unremovable: ME_UNREMOVABLE,
  multiplier: ME_MULT, 'magic-tax': ME_TAX, draw: ME_DRAW, 'return-to-hand': ME_BOUNCE,
};

function writeCards(text: string): string {
  const dir = tempDir('ward-cards-');
  const file = join(dir, 'bad.yaml');
  writeFileSync(file, text);
  return file;
}

/** Each problem of an error as [line:column field, message], in the order reported. */
function lines(e: InputError): [string, string][] {
  const all = e instanceof InputProblems ? e.problems : [e];
  return all.map((p) => {
    const at = `${p.location.line}:${p.location.column} ${p.location.field}`;
    return [at, p.message.slice(p.message.indexOf(`${p.location.field}: `) + `${p.location.field}: `.length)];
  });
}

function loadError(text: string): InputError {
  const file = writeCards(text);
  try {
    WARD_CARDS.load([file]);
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return e as InputError;
  }
  throw new Error('expected the file to be refused');
}

describe('the starter set', () => {
  it('has at least 40 cards, creatures of all ten types and magic of every type and sub-type', () => {
    expect(set.cards.length).toBeGreaterThanOrEqual(40);
    const types = new Set(set.data.filter((c) => c.kind === 'creature').map((c) => c.type));
    expect([...types].sort()).toEqual([...CREATURE_TYPES].sort());
    const magic = set.data.filter((c) => c.kind === 'magic');
    for (const t of MAGIC_TYPES) expect(magic.some((c) => c.type === t), t).toBe(true);
    for (const s of SUB_TYPES) expect(magic.some((c) => c['sub-type'] === s), s).toBe(true);
  });

  it('every effect a card names is compiled (none is a silent no-op)', () => {
    const db = set.tables;
    set.data.forEach((c: WardCard, d) => {
      for (const e of c.effects) {
        if (c.kind === 'creature') expect(db.creatureEffects[d]! & CREATURE_BITS[e.effect]!, `${c.name}: ${e.effect}`).not.toBe(0);
        else expect(db.magicEffects[d]! & MAGIC_BITS[e.effect]!, `${c.name}: ${e.effect}`).not.toBe(0);
      }
    });
  });

  it('the cards of the rulebook examples carry the numbers the examples use', () => {
    const db = set.tables;
    expect(db.hitDotDamage[def('Grizzly Bear')]).toBe(10);
    expect(db.hitDotCycles[def('Grizzly Bear')]).toBe(2);
    expect(db.firstStrikeFactor[def('Shadow Assassin')]).toBe(3);
    expect(db.multiplier[def('Rampage')]).toBe(3);
    expect(db.requiredUnder[def('Shark King')]).toBe(def('Sharkling'));
    expect(db.magicTax[def('Old Logging Road')]).toBe(5);
    expect(db.selfDamage[def('Mysterious Door')]).toBe(10);
    expect(db.immunityCycles[def('Ghost Form')]).toBe(2);
    expect(db.magicEffects[def('Mind Sap')]! & ME_NEG_CREATURE).not.toBe(0);
    for (const n of ['Melody of the Deep', 'Haunted Tree']) expect(db.magicEffects[def(n)]! & ME_NEG_MAGIC).not.toBe(0);
    for (const n of ['Steam Rex', 'Ent Tree']) expect(db.creatureEffects[def(n)]! & CE_UNAFFECTED).not.toBe(0);
    expect(db.creatureEffects[def('Hive Lord')]! & CE_DESTROY_ON_SUMMON).not.toBe(0);
    expect(db.magicEffects[def('Revival Priest')]! & ME_REVIVE).not.toBe(0);
    expect(db.magicEffects[def('Lead Boots')]! & ME_UNREMOVABLE).not.toBe(0);
    expect(db.armorLevel[def('Behemoth')]).toBe(12);
    for (const n of ['Bear Wolf', 'Battle Axe']) expect(() => def(n)).not.toThrow();
  });

  it('ships at least four legal decks, and random decks are legal', () => {
    expect(set.decks.length).toBeGreaterThanOrEqual(4);
    for (const d of set.decks) expect(cardsOf(ward).validateDeck(set, d.cards, 'standard'), d.name).toEqual([]);
    for (let seed = 0; seed < 200; seed++) {
      const deck = cardsOf(ward).randomDeck(set, new Rng(seed), 'standard');
      expect(cardsOf(ward).validateDeck(set, deck, 'standard')).toEqual([]);
    }
  });

  it('an illegal deck gets every rule it breaks (3.2.1: "no more than three copies of any card of the same name")', () => {
    const deck = [...Array(4).fill(def('Fireball')), ...Array(27).fill(def('Shatter'))];
    const rules = cardsOf(ward).validateDeck(set, deck, 'standard').map((v) => v.rule).sort();
    expect(rules).toEqual(['copy-limit', 'copy-limit', 'deck-size']);
  });

  it('a shipped deck that breaks 3.2.1 ("A deck may contain no more than three copies of any card of the same name") is refused at load, at its file, line and field', () => {
    expect(shippedProblems('ward', [])).toEqual([]);
    const decks = shownPath(projectPath('cards', 'ward', 'decks.yaml'));
    expect(shippedProblems('ward', [['decks.yaml', 'Bear Wolf, Bear Wolf, Raptor Pack', 'Grizzly Bear, Grizzly Bear, Raptor Pack']])).toEqual([
      `${decks}:5:12 decks[0].cards: deck 'Wild Pack' breaks the copy-limit rule: 4 copies of 'Grizzly Bear' (at most 3) (take out 1 copy)`,
    ]);
    // 3.2.1's quick form: "30 cards (No More, No Less)".
    expect(shippedProblems('ward', [['decks.yaml', 'Lead Boots, Shatter]', 'Lead Boots]']])).toEqual([
      `${decks}:5:12 decks[0].cards: deck 'Wild Pack' breaks the deck-size rule: a deck has exactly 30 cards, this one has 29 (add 1 card)`,
    ]);
  });

  it('deck rules are the rulebook\'s: a legal deck with no first summon is warned about, never refused', () => {
    // 30 cards, 3 copies of ten magic cards: legal by 3.2.1, but no creature for 7.1.4's summon.
    const magic = set.cards.filter((c) => set.data[c.id]!.kind === 'magic').slice(0, 10);
    const deck = magic.flatMap((c) => [c.id, c.id, c.id]);
    expect(cardsOf(ward).validateDeck(set, deck, 'standard')).toEqual([]);
    expect(cardsOf(ward).deckWarnings!(set, deck, 'standard').map((v) => v.rule)).toEqual(['no-first-summon']);
    expect(cardsOf(ward).deckWarnings!(set, set.decks[0]!.cards, 'standard')).toEqual([]);
  });
});

describe('bad card files', () => {
  const creature = (extra: string) => `cards:\n  - name: Test Beast\n    kind: creature\n    type: beast\n    al: 5\n    hp: 30\n    spd: 3\n    modifier: 1\n    attack-dice: 2\n${extra}`;

  it('an unknown effect names file, line and field', () => {
    const e = loadError(creature('    effects:\n      - { effect: fly }\n'));
    expect(e.location.file).toMatch(/bad\.yaml$/);
    expect(e.location.line).toBe(11);
    expect(e.location.field).toBe('cards[0].effects[0].effect');
  });

  it('an unknown key is refused at its line', () => {
    const e = loadError(creature('    atack-dice: 2\n'));
    expect(e.message).toContain("unknown key 'atack-dice'");
    expect(e.location.field).toBe('cards[0].atack-dice');
    expect(e.location.line).toBe(10);
  });

  it('a creature type outside the ten is refused', () => {
    const e = loadError(creature('').replace('type: beast', 'type: fish'));
    expect(e.location.field).toBe('cards[0].type');
    expect(e.message).toContain("unknown creature type 'fish' (allowed: 'beast'");
  });

  // Closed vocabularies: one line with file, line, field and the nearest allowed word.
  const magic = (extra: string) => `cards:\n  - name: Test Bolt\n    kind: magic\n    type: standard\n    sub-type: single\n    target: opponent-creature\n    side: all\n    effects:\n      - { effect: damage, amount: 5 }\n${extra}`;
  const vocabulary: [string, string, number, string, string][] = [
    ['a misspelt creature type', creature('').replace('type: beast', 'type: beastt'), 4, 'cards[0].type', "unknown creature type 'beastt' (did you mean 'beast'? allowed: 'beast', 'bug',"],
    ['a misspelt card kind', creature('').replace('kind: creature', 'kind: creatur'), 3, 'cards[0].kind', "unknown card kind 'creatur' (did you mean 'creature'? allowed: 'creature', 'magic')"],
    ['a misspelt creature effect', creature('    effects:\n      - { effect: unafected }\n'), 11, 'cards[0].effects[0].effect', "unknown creature effect 'unafected' (did you mean 'unaffected'? allowed: 'destroy-magic-on-summon', 'dot-on-hit', 'first-strike-multiplier', 'unaffected', 'bonus-damage')"],
    ['a misspelt magic type', magic('').replace('type: standard', 'type: standart'), 4, 'cards[0].type', "unknown magic type 'standart' (did you mean 'standard'? allowed: 'standard', 'infinite', 'lightning')"],
    ['a misspelt sub-type', magic('').replace('sub-type: single', 'sub-type: singel'), 5, 'cards[0].sub-type', "unknown magic sub-type 'singel' (did you mean 'single'? allowed: 'single', 'equip', 'field')"],
    ['a misspelt target', magic('').replace('target: opponent-creature', 'target: oponent-creature'), 6, 'cards[0].target', "unknown target 'oponent-creature' (did you mean 'opponent-creature'"],
    ['a misspelt side', magic('').replace('side: all', 'side: al'), 7, 'cards[0].side', "unknown side 'al' (did you mean 'all'? allowed: 'own', 'opponent', 'all')"],
    ['a misspelt magic effect', magic('').replace('effect: damage', 'effect: damgae'), 9, 'cards[0].effects[0].effect', "unknown magic effect 'damgae' (did you mean 'damage'? allowed: 'buff', 'damage',"],
    ['a misspelt buff stat', magic('').replace('{ effect: damage, amount: 5 }', '{ effect: buff, stat: sped, amount: 1 }'), 9, 'cards[0].effects[0].stat', "unknown stat 'sped' (did you mean 'spd'? allowed: 'al', 'spd', 'mod', 'attack-dice', 'hit-dice')"],
  ];
  for (const [what, text, line, field, message] of vocabulary) {
    it(`${what} names file, line, field and the nearest word`, () => {
      const e = loadError(text);
      expect(e.location).toMatchObject({ line, field });
      expect(e.message).toContain(message);
      expect(e.message.split('\n')).toHaveLength(1);
    });
  }

  it('AL above 12 is refused', () => {
    const e = loadError(creature('').replace('al: 5', 'al: 13'));
    expect(e.location.field).toBe('cards[0].al');
  });

  it('an equip magic without a creature target is refused, with each effect that then has nothing to act on', () => {
    const e = loadError('cards:\n  - name: Odd Axe\n    kind: magic\n    type: infinite\n    sub-type: equip\n    effects:\n      - { effect: buff, stat: mod, amount: 1 }\n');
    expect(lines(e)).toEqual([
      ['2:5 cards[0].target', "an equip magic must target a creature, got 'none'"],
      ['7:19 cards[0].effects[0].effect', "'buff' needs a creature target or a field sub-type"],
    ]);
  });

  it('an effect that could never apply is refused (damage aimed at a magic card), for each rule it breaks', () => {
    const e = loadError('cards:\n  - name: Odd Bolt\n    kind: magic\n    type: standard\n    sub-type: single\n    target: magic\n    effects:\n      - { effect: damage, amount: 5 }\n');
    expect(lines(e)).toEqual([
      ['8:19 cards[0].effects[0].effect', "'damage' needs a creature target or a field sub-type"],
      ['8:19 cards[0].effects[0].effect', "a card with target 'magic' can only 'destroy-magic'"],
    ]);
  });

  it('every problem of a file is reported at once, one line each: vocabulary, schema, rule and deck problems', () => {
    const text = [
      'cards:',
      '  - { name: Good Beast, kind: creature, type: beast, al: 3, hp: 30, spd: 3, modifier: 1, attack-dice: 2 }',
      '  - { name: Bad Type, kind: creature, type: beastt, al: 3, hp: 30, spd: 3, modifier: 1, attack-dice: 2 }',
      '  - { name: Too Strong, kind: creature, type: beast, al: 13, hp: 30, spd: 3, modifier: 1, attack-dice: 2, speed: 4 }',
      '  - { name: Good Beast, kind: creature, type: bug, al: 3, hp: 30, spd: 3, modifier: 1, attack-dice: 2 }',
      '  - { name: Shark Lord, kind: creature, type: beast, al: 8, hp: 90, spd: 3, modifier: 1, attack-dice: 2, summon-requirement: { under: Sharkie } }',
      '  - { name: Lost Bolt, kind: magic, type: standard, sub-type: single, target: magic, effects: [{ effect: destroy-magic }, { effect: revive }] }',
      'decks:',
      '  - { name: Mine, cards: [Good Beast, Good Beest] }',
      '  - { name: Broken, cards: [Bad Type] }',
      '',
    ].join('\n');
    expect(lines(loadError(text))).toEqual([
      ['3:45 cards[1].type', expect.stringContaining("unknown creature type 'beastt' (did you mean 'beast'? allowed: 'beast', 'bug',")],
      ['4:58 cards[2].al', 'expected a number at most 12, got 13'],
      ['4:107 cards[2].speed', "unknown key 'speed' (did you mean 'spd'?)"],
      ['5:13 cards[3].name', "duplicate card name 'Good Beast' (card names are unique in a set)"],
      ['6:135 cards[4].summon-requirement.under', "unknown card 'Sharkie' (name a creature of this set)"],
      ['7:79 cards[5].target', "'revive' takes no target: target must be 'none'"],
      ['7:133 cards[5].effects[1].effect', "'revive' keeps working while the card stays on the field: type must be 'infinite'"],
      ['7:133 cards[5].effects[1].effect', "a card with target 'magic' can only 'destroy-magic'"],
      ['9:39 decks[0].cards[1]', "unknown card 'Good Beest' in set 'ward' (did you mean 'Good Beast'?)"],
    ]);
  });
  it('a deck may give copies by name', () => {
    // Ten creatures, three copies each: the 30 cards and 3 copies of 3.2.1.
    const names = Array.from({ length: 10 }, (_, i) => `Beast ${String.fromCharCode(65 + i)}`);
    const cards = names.map((n) => creature('').replace('cards:\n', '').replace('Test Beast', n)).join('');
    const set = WARD_CARDS.load([writeCards(`cards:\n${cards}decks:\n  - name: D\n    cards: { ${names.map((n) => `${n}: 3`).join(', ')} }\n`)]);
    expect(set.decks[0]!.cards).toEqual(names.flatMap((_, i) => [i, i, i]));
  });

  it('an unknown card in a deck gets the nearest names', () => {
    const e = loadError(`${creature('')}decks:\n  - name: D\n    cards: [Test Beest]\n`);
    expect(e.message).toContain("unknown card 'Test Beest'");
    expect(e.message).toContain('Test Beast');
    expect(e.location.line).toBe(12);
  });
});
