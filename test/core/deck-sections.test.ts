import { describe, expect, it } from 'vitest';
import { codeCardSet } from '../../src/core/card-set.js';
import type { DeckSections } from '../../src/core/deck-sections.js';
import { collectDeckIds, deckIdsOf, randomSectionedDeck, sectionOf, sectionViolations, singleSection, splitDeck } from '../../src/core/deck-sections.js';
import type { CardInfo } from '../../src/core/game.js';
import { InputError, ProblemList } from '../../src/core/errors.js';
import { Rng } from '../../src/core/rng.js';
import { suggestion } from '../../src/core/suggest.js';

// A two-section set in the manner of Warlords of Terra: battle cards and location cards.
const card = (id: number, name: string, type: string): CardInfo => ({ id, name, type, faction: null, cost: 1, keywords: [] });
const SET = codeCardSet('test', 'sections', [card(0, 'Angel', 'troop'), card(1, 'Berserker', 'troop'), card(2, 'Old Mill', 'location'), card(3, 'Mine', 'location'), card(4, 'Fire', 'spell')], [0, 1, 2, 3, 4]);
const SECTIONS: DeckSections = [
  { name: 'battle', title: 'battle deck', holds: (c) => c.type !== 'location', size: { min: 4, max: 4 }, maxCopies: () => 2 },
  { name: 'building', title: 'building deck', holds: (c) => c.type === 'location', size: { min: 2, max: Infinity }, maxCopies: (c) => (c.name === 'Mine' ? 1 : 3) },
];

const fail = (path: readonly (string | number)[], message: string, hint?: string): never => {
  throw new Error(`${path.join('.')}: ${message}${hint ? ` (${hint})` : ''}`);
};

describe('deck sections', () => {
  it('each card belongs in the section that holds it; a flat deck splits by card', () => {
    expect(sectionOf(SECTIONS, SET.cards[2]!)).toBe(1);
    expect(splitDeck(SET, SECTIONS, [0, 2, 1, 4, 3])).toEqual([[0, 1, 4], [2, 3]]);
  });

  it("checks each section's size and copy limit, naming the section", () => {
    expect(sectionViolations(SET, SECTIONS, [0, 0, 1, 4, 2, 3])).toEqual([]);
    const v = sectionViolations(SET, SECTIONS, [0, 0, 0, 1, 4, 3, 3]);
    expect(v.map((x) => x.rule).sort()).toEqual(['copy-limit', 'copy-limit', 'deck-size']);
    expect(v.map((x) => x.message)).toContain("3 copies of 'Angel' in the battle deck (at most 2)");
    expect(v.map((x) => x.message)).toContain('the battle deck has exactly 4 cards, this one has 5');
    expect(v.map((x) => x.message)).toContain("2 copies of 'Mine' in the building deck (at most 1)");
    expect(sectionViolations(SET, SECTIONS, [0, 1, 4, 4, 2])[0]!.message).toBe('the building deck has at least 2 cards, this one has 1');
  });

  it('says how to mend each broken size and copy limit', () => {
    const fixes = (deck: number[]) => Object.fromEntries(sectionViolations(SET, SECTIONS, deck).map((x) => [x.message, x.fix]));
    expect(fixes([0, 0, 0, 1, 4, 1, 3, 3, 3])).toEqual({
      'the battle deck has exactly 4 cards, this one has 6': 'take out 2 cards',
      "3 copies of 'Angel' in the battle deck (at most 2)": 'take out 1 copy',
      "3 copies of 'Mine' in the building deck (at most 1)": 'take out 2 copies',
    });
    expect(fixes([0, 1, 4, 2, 3])).toEqual({ 'the battle deck has exactly 4 cards, this one has 3': 'add 1 card' });
    expect(fixes([0, 2, 3])).toEqual({ 'the battle deck has exactly 4 cards, this one has 1': 'add 3 cards' });
  });

  it('a one-section game keeps its plain messages, and a size override applies', () => {
    const one = singleSection({ min: 3, max: 3 }, () => 1);
    expect(sectionViolations(SET, one, [0, 1])[0]!.message).toBe('a deck has exactly 3 cards, this one has 2');
    expect(sectionViolations(SET, one, [0, 1], () => ({ min: 2, max: 2 }))).toEqual([]);
  });

  it('reads decks written flat or by section, and refuses a card in the wrong section or an unknown section', () => {
    expect(deckIdsOf(SET, SECTIONS, { cards: ['Angel', 'Old Mill', 'Fire'] }, fail, suggestion)).toEqual([0, 2, 4]);
    expect(deckIdsOf(SET, SECTIONS, { sections: { battle: { Angel: 2, Fire: 1 }, building: ['Mine'] } }, fail, suggestion)).toEqual([0, 0, 4, 3]);
    expect(() => deckIdsOf(SET, SECTIONS, { sections: { battle: ['Old Mill'] } }, fail, suggestion)).toThrow("sections.battle.0: 'Old Mill' belongs in the building deck, not the battle deck (move it under 'sections: building')");
    expect(() => deckIdsOf(SET, SECTIONS, { sections: { buildings: ['Mine'] } }, fail, suggestion)).toThrow(/no section 'buildings'.*did you mean 'building'/);
    expect(() => deckIdsOf(SET, SECTIONS, { cards: ['Angle'] }, fail, suggestion)).toThrow(/unknown card 'Angle'.*Angel/);
  });

  it('collects every problem of a deck at once: two misspelt names and a card in the wrong section', () => {
    const problems = new ProblemList();
    const error = (path: readonly (string | number)[], message: string, hint?: string): InputError => new InputError(`${path.join('.')}: ${message}${hint ? ` (${hint})` : ''}`, {});
    expect(collectDeckIds(SET, SECTIONS, { sections: { battle: ['Angle', 'Fire', 'Old Mill', 'Berserkr'] } }, problems, error, suggestion)).toBeUndefined();
    expect(problems.list.map((p) => p.message)).toEqual([
      expect.stringMatching(/^sections\.battle\.0: unknown card 'Angle'.*Angel/),
      "sections.battle.2: 'Old Mill' belongs in the building deck, not the battle deck (move it under 'sections: building')",
      expect.stringMatching(/^sections\.battle\.3: unknown card 'Berserkr'.*Berserker/),
    ]);
    const clean = new ProblemList();
    expect(collectDeckIds(SET, SECTIONS, { cards: ['Angel', 'Mine'] }, clean, error, suggestion)).toEqual([0, 3]);
    expect(clean.empty).toBe(true);
  });

  it('draws a random deck section by section with each section drawn its own way', () => {
    const deck = randomSectionedDeck(SECTIONS, new Rng(3), (sec, _i, rng) => {
      const pool = SET.cards.filter((c) => sec.holds(c)).map((c) => c.id);
      return Array.from({ length: sec.size.min }, () => pool[rng.below(pool.length)]!);
    });
    expect(splitDeck(SET, SECTIONS, deck).map((s) => s.length)).toEqual([4, 2]);
  });
});
