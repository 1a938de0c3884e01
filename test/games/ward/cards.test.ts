// Ward card data: the starter set validates, every effect it names is compiled into the tables
// the engine reads, the decks are legal, and bad files are refused with file, line and field.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/core/errors.js';
import { Rng } from '../../../src/core/rng.js';
import {
  CE_BONUS, CE_DESTROY_ON_SUMMON, CE_DOT_ON_HIT, CE_FIRST_MULT, CE_UNAFFECTED, CREATURE_TYPES, loadWardCards,
  ME_BOUNCE, ME_BUFF, ME_DAMAGE, ME_DESTROY, ME_DOT, ME_DRAW, ME_HEAL, ME_HOT, ME_IMMUNE, ME_LIMITED, ME_MULT,
  ME_NEG_CREATURE, ME_NEG_MAGIC, ME_PCT, ME_REVIVE, ME_TAX, ME_UNREMOVABLE, MAGIC_TYPES, SUB_TYPES,
} from '../../../src/games/ward/cards.js';
import type { WardCard } from '../../../src/games/ward/cards.js';
import { ward } from '../../../src/games/ward/game.js';
import { def, set } from './scenario.js';
import { tempDir } from '../../support/temp-dir.js';

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

function loadError(text: string): InputError {
  const file = writeCards(text);
  try {
    loadWardCards([file]);
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
        if (c.kind === 'creature') expect(db.cflags[d]! & CREATURE_BITS[e.effect]!, `${c.name}: ${e.effect}`).not.toBe(0);
        else expect(db.mflags[d]! & MAGIC_BITS[e.effect]!, `${c.name}: ${e.effect}`).not.toBe(0);
      }
    });
  });

  it('the cards of the rulebook examples carry the numbers the examples use', () => {
    const db = set.tables;
    expect(db.dotDmg[def('Grizzly Bear')]).toBe(10);
    expect(db.dotCycles[def('Grizzly Bear')]).toBe(2);
    expect(db.firstMult[def('Shadow Assassin')]).toBe(3);
    expect(db.mult[def('Rampage')]).toBe(3);
    expect(db.reqUnder[def('Shark King')]).toBe(def('Sharkling'));
    expect(db.tax[def('Old Logging Road')]).toBe(5);
    expect(db.cost[def('Mysterious Door')]).toBe(10);
    expect(db.immuneCycles[def('Ghost Form')]).toBe(2);
    expect(db.mflags[def('Mind Sap')]! & ME_NEG_CREATURE).not.toBe(0);
    for (const n of ['Melody of the Deep', 'Haunted Tree']) expect(db.mflags[def(n)]! & ME_NEG_MAGIC).not.toBe(0);
    for (const n of ['Steam Rex', 'Ent Tree']) expect(db.cflags[def(n)]! & CE_UNAFFECTED).not.toBe(0);
    expect(db.cflags[def('Hive Lord')]! & CE_DESTROY_ON_SUMMON).not.toBe(0);
    expect(db.mflags[def('Revival Priest')]! & ME_REVIVE).not.toBe(0);
    expect(db.mflags[def('Lead Boots')]! & ME_UNREMOVABLE).not.toBe(0);
    expect(db.al[def('Behemoth')]).toBe(12);
    for (const n of ['Bear Wolf', 'Battle Axe']) expect(() => def(n)).not.toThrow();
  });

  it('ships at least four legal decks, and random decks are legal', () => {
    expect(set.decks.length).toBeGreaterThanOrEqual(4);
    for (const d of set.decks) expect(ward.validateDeck(set, d.cards, 'standard'), d.name).toEqual([]);
    for (let seed = 0; seed < 200; seed++) {
      const deck = ward.randomDeck(set, new Rng(seed), 'standard');
      expect(ward.validateDeck(set, deck, 'standard')).toEqual([]);
    }
  });

  it('an illegal deck gets every rule it breaks (3.2.1: "no more than three copies of any card of the same name")', () => {
    const deck = [...Array(4).fill(def('Fireball')), ...Array(27).fill(def('Shatter'))];
    const rules = ward.validateDeck(set, deck, 'standard').map((v) => v.rule).sort();
    expect(rules).toEqual(['copy-limit', 'copy-limit', 'deck-size']);
  });

  it('deck rules are the rulebook\'s: a legal deck with no first summon is warned about, never refused', () => {
    // 30 cards, 3 copies of ten magic cards: legal by 3.2.1, but no creature for 7.1.4's summon.
    const magic = set.cards.filter((c) => set.data[c.id]!.kind === 'magic').slice(0, 10);
    const deck = magic.flatMap((c) => [c.id, c.id, c.id]);
    expect(ward.validateDeck(set, deck, 'standard')).toEqual([]);
    expect(ward.deckWarnings!(set, deck, 'standard').map((v) => v.rule)).toEqual(['no-starter']);
    expect(ward.deckWarnings!(set, set.decks[0]!.cards, 'standard')).toEqual([]);
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
    expect(e.message).toContain("unknown creature type 'fish' (known: 'beast'");
  });

  // Closed vocabularies: one line with file, line, field and the nearest allowed word.
  const magic = (extra: string) => `cards:\n  - name: Test Bolt\n    kind: magic\n    type: standard\n    sub-type: single\n    target: opponent-creature\n    side: all\n    effects:\n      - { effect: damage, amount: 5 }\n${extra}`;
  const vocabulary: [string, string, number, string, string][] = [
    ['a misspelt creature type', creature('').replace('type: beast', 'type: beastt'), 4, 'cards[0].type', "unknown creature type 'beastt' (did you mean 'beast'?)"],
    ['a misspelt card kind', creature('').replace('kind: creature', 'kind: creatur'), 3, 'cards[0].kind', "unknown card kind 'creatur' (did you mean 'creature'?)"],
    ['a misspelt creature effect', creature('    effects:\n      - { effect: unafected }\n'), 11, 'cards[0].effects[0].effect', "unknown creature effect 'unafected' (did you mean 'unaffected'?)"],
    ['a misspelt magic type', magic('').replace('type: standard', 'type: standart'), 4, 'cards[0].type', "unknown magic type 'standart' (did you mean 'standard'?)"],
    ['a misspelt sub-type', magic('').replace('sub-type: single', 'sub-type: singel'), 5, 'cards[0].sub-type', "unknown magic sub-type 'singel' (did you mean 'single'?)"],
    ['a misspelt target', magic('').replace('target: opponent-creature', 'target: oponent-creature'), 6, 'cards[0].target', "unknown target 'oponent-creature' (did you mean 'opponent-creature'"],
    ['a misspelt side', magic('').replace('side: all', 'side: al'), 7, 'cards[0].side', "unknown side 'al' (did you mean 'all'?)"],
    ['a misspelt magic effect', magic('').replace('effect: damage', 'effect: damgae'), 9, 'cards[0].effects[0].effect', "unknown magic effect 'damgae' (did you mean 'damage'?)"],
    ['a misspelt buff stat', magic('').replace('{ effect: damage, amount: 5 }', '{ effect: buff, stat: sped, amount: 1 }'), 9, 'cards[0].effects[0].stat', "unknown stat 'sped' (did you mean 'spd'?)"],
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

  it('an equip magic without a creature target is refused', () => {
    const e = loadError('cards:\n  - name: Odd Axe\n    kind: magic\n    type: infinite\n    sub-type: equip\n    effects:\n      - { effect: buff, stat: mod, amount: 1 }\n');
    expect(e.location.field).toBe('cards[0].target');
    expect(e.location.line).toBe(2);
  });

  it('an effect that could never apply is refused (damage aimed at a magic card)', () => {
    const e = loadError('cards:\n  - name: Odd Bolt\n    kind: magic\n    type: standard\n    sub-type: single\n    target: magic\n    effects:\n      - { effect: damage, amount: 5 }\n');
    expect(e.location.field).toBe('cards[0].effects[0].effect');
    expect(e.location.line).toBe(8);
  });

  it('a deck may give copies by name', () => {
    const set = loadWardCards([writeCards(`${creature('')}decks:\n  - name: D\n    cards: { Test Beast: 2 }\n`)]);
    expect(set.decks[0]!.cards).toEqual([0, 0]);
  });

  it('an unknown card in a deck gets the nearest names', () => {
    const e = loadError(`${creature('')}decks:\n  - name: D\n    cards: [Test Beest]\n`);
    expect(e.message).toContain("unknown card 'Test Beest'");
    expect(e.message).toContain('Test Beast');
    expect(e.location.line).toBe(12);
  });
});
