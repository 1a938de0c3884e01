// The core card-set loader on a toy game of two card kinds and two deck sections: every problem
// of every file at once in the shared wording, broken cards left out of the set and of the decks
// that name them, and the decks checked against the game's sections and rules.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardSetFromTexts, loadCardSet } from '../../src/core/card-set-loader.js';
import type { CardSetRecipe } from '../../src/core/card-set-loader.js';
import { deckCardsField, deckSectionsField, sectionViolations } from '../../src/core/deck-sections.js';
import type { DeckSections } from '../../src/core/deck-sections.js';
import { InputError, InputProblems } from '../../src/core/errors.js';
import type { CardSet } from '../../src/core/game.js';
import { tempDir } from '../support/temp-dir.js';

const cardSchema = z.discriminatedUnion('kind', [
  z.strictObject({ name: z.string(), kind: z.literal('unit'), power: z.number().int().min(1).max(9) }),
  z.strictObject({ name: z.string(), kind: z.literal('spell'), cost: z.number().int() }),
]);
type ToyCard = z.infer<typeof cardSchema>;
const deckSchema = z.strictObject({ name: z.string(), cards: deckCardsField.optional(), sections: deckSectionsField.optional() });
const fileSchema = z.strictObject({ cards: z.array(cardSchema).default([]), decks: z.array(deckSchema).default([]) });

const SECTIONS: DeckSections = [
  { name: 'units', title: 'unit roster', holds: (c) => c.type === 'unit', size: { min: 1, max: 3 }, maxCopies: () => 2 },
  { name: 'spells', title: 'spell book', holds: (c) => c.type === 'spell', size: { min: 0, max: 2 }, maxCopies: () => 1 },
];

const recipe = (decksAfterSoundCards = false): CardSetRecipe<ToyCard, ToyCard, z.infer<typeof deckSchema>, CardSet<ToyCard>> => ({
  game: 'toy',
  fileSchema,
  cardSchema,
  deckSchema,
  maxCards: 3,
  sections: SECTIONS,
  decksAfterSoundCards,
  vocabulary: (check) => check.raw('cards').forEach((c, i) => check.word(['cards', i, 'kind'], 'card kind', (c as { kind?: unknown }).kind, ['unit', 'spell'])),
  checkCard: (c, at) => {
    if (c.kind === 'unit' && c.power === 9) at.add(['power'], 'a unit of power 9 is not in this game', 'at most 8');
  },
  info: (c) => ({ type: c.kind, faction: null, cost: c.kind === 'spell' ? c.cost : 0, keywords: [] }),
  deckRules: (set, deck) => sectionViolations(set, SECTIONS, deck),
});

/** Each problem as `line:column field: message`, in the order reported. */
function problems(texts: string[], decksAfterSoundCards = false): string[] {
  try {
    cardSetFromTexts(texts.map((text, i) => ({ file: `f${i}.yaml`, text })), 'toys', recipe(decksAfterSoundCards));
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return (e instanceof InputProblems ? e.problems : [e]).map((p) => p.message.replace(/^f\d\.yaml:/, '').trimStart());
  }
  throw new Error('the files were accepted');
}

const cards = 'cards:\n  - { name: Archer, kind: unit, power: 2 }\n  - { name: Brute, kind: unit, power: 9 }\n  - { name: Spark, kind: spell, cost: 1 }\n';

describe('the card-set loader', () => {
  it('an unknown key inside one kind of card gets that kind\'s keys as suggestion, and the key it misspells is not also reported missing', () => {
    expect(problems(['cards:\n  - { name: Archer, kind: unit, powr: 2 }\n'])).toEqual(["2:33 cards[0].powr: unknown key 'powr' (did you mean 'power'?)"]);
  });

  it('a misspelt word of a closed vocabulary is one line naming the allowed words, its schema problem left out', () => {
    expect(problems(['cards:\n  - { name: Archer, kind: unti, power: 2 }\n'])).toEqual(["2:27 cards[0].kind: unknown card kind 'unti' (did you mean 'unit'? allowed: 'unit', 'spell')"]);
  });

  it('a duplicate name and too many cards have one wording, and the cards of every file are counted', () => {
    const more = 'cards:\n  - { name: archer, kind: unit, power: 3 }\n  - { name: Cleric, kind: unit, power: 1 }\n  - { name: Drake, kind: unit, power: 5 }\n';
    expect(problems([cards, more])).toEqual([
      'too many cards: 4 (at most 3) (split the cards into several sets)',
      '3:39 cards[1].power: a unit of power 9 is not in this game (at most 8)',
      "2:13 cards[0].name: duplicate card name 'archer' (card names are unique in a set)",
    ]);
  });

  it('a deck naming a broken card is still read for its other names, each problem pointing into the deck as written', () => {
    const decks = 'decks:\n  - name: Mixed\n    sections:\n      units: [Brute, Archr]\n      spells: [Brute, Spark]\n';
    expect(problems([cards, decks])).toEqual([
      '3:39 cards[1].power: a unit of power 9 is not in this game (at most 8)',
      "4:22 decks[0].sections.units[1]: unknown card 'Archr' in set 'toys' (did you mean 'Archer'?)",
    ]);
    // A game whose decks wait for sound cards reports only the card.
    expect(problems([cards, decks], true)).toEqual(['3:39 cards[1].power: a unit of power 9 is not in this game (at most 8)']);
  });

  it('a shipped deck is checked against the sections, and a legal one is kept with its definition ids', () => {
    const good = cards.replace('power: 9', 'power: 8');
    const decks = 'decks:\n  - { name: Fine, sections: { units: [Archer, Brute], spells: [Spark] } }\n  - { name: Greedy, cards: { Archer: 3 } }\n  - { name: Loose }\n';
    expect(problems([good, decks])).toEqual([
      "3:28 decks[1].cards: deck 'Greedy' breaks the copy-limit rule: 3 copies of 'Archer' in the unit roster (at most 2) (take out 1 copy)",
      "4:5 decks[2]: a deck lists its cards under 'sections' (units, spells) or 'cards'",
    ]);
    const set = cardSetFromTexts([{ file: 'f0.yaml', text: good }, { file: 'f1.yaml', text: 'decks:\n  - { name: Fine, sections: { units: [Archer, Brute], spells: [Spark] } }\n' }], 'toys', recipe());
    expect(set.decks.map((d) => [d.name, d.cards])).toEqual([['Fine', [0, 1, 2]]]);
    expect(set.cards.map((c) => [c.id, c.name, c.type, c.source?.line])).toEqual([[0, 'Archer', 'unit', 2], [1, 'Brute', 'unit', 3], [2, 'Spark', 'spell', 4]]);
  });

  it('an unreadable file is one more problem, reported with the others', () => {
    const dir = tempDir('card-set-loader-');
    const present = join(dir, 'present.yaml');
    writeFileSync(present, 'cards:\n  - { name: Brute, kind: unit, power: 9 }\n');
    let message = '';
    try {
      loadCardSet([join(dir, 'missing.yaml'), present], 'toys', recipe());
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.split('\n').map((l) => l.slice(l.lastIndexOf('/') + 1))).toEqual([
      'missing.yaml: file not found (check the path)',
      'present.yaml:2:39 cards[0].power: a unit of power 9 is not in this game (at most 8)',
    ]);
  });
});
