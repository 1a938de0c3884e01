// Deck Building: at least 60 army cards, at most 4 copies, a 10-card quest deck of different
// quests, one hero, and the loyalty rule with the rulebook's examples; the starter decks and
// random decks are legal.

import { describe, expect, it } from 'vitest';
import { shownPath } from '../../../src/core/errors.js';
import { projectPath } from '../../../src/core/paths.js';
import { Rng } from '../../../src/core/rng.js';
import { wtactics } from '../../../src/games/wtactics/game.js';
import { shippedProblems } from '../../support/shipped-cards.js';
import { def, set } from './scenario.js';
import { cardsOf } from '../../../src/core/facets.js';

const QUESTS = ['Healers Exam', 'Blood Vengeance', 'The Wyrm of Irdya', 'Troll Bridge', 'Border Skirmish', 'Great Cull', 'Hold the Line', 'Raid the Capital', 'Bounty Hunt', 'Mercenary Pact'];
const deckOf = (hero: string, army: [string, number][], quests = QUESTS): number[] => [def(hero), ...army.flatMap(([n, k]) => Array.from({ length: k }, () => def(n))), ...quests.map(def)];
const rules = (deck: number[]): string[] => cardsOf(wtactics).validateDeck(set, deck, 'standard').map((v) => v.rule);
const NOBLES: [string, number][] = [['Knight of the Realm', 4], ['Royal Guard', 4], ['Squire', 4], ['Crossbowman', 4], ['Tax Collector', 4], ['Court Mage', 4], ['Noble Paladin', 4], ['Lord Commander', 4], ['Heavy Cavalry', 4], ['Shieldbearer Captain', 4], ['Longsword', 4], ['Tower Shield', 4], ['Rally', 4], ['Holy Light', 4], ['Mercenary Sellsword', 4]];

describe('Deck building', () => {
  it('the four starter decks and random decks are legal', () => {
    for (const d of set.decks) expect(rules([...d.cards]), d.name).toEqual([]);
    const rng = new Rng(4);
    for (let i = 0; i < 30; i++) expect(rules(cardsOf(wtactics).randomDeck(set, rng, 'standard'))).toEqual([]);
  });

  it('"Every deck should contain at least 60 cards"; "It\'s allowed to have 4 copies of a card in the deck"', () => {
    expect(rules(deckOf('Lord Aldric of the Nobles', NOBLES))).toEqual([]);
    expect(rules(deckOf('Lord Aldric of the Nobles', NOBLES.slice(1)))).toContain('deck-size');
    expect(rules(deckOf('Lord Aldric of the Nobles', [...NOBLES, ['Squire', 1]]))).toContain('copy-limit');
  });

  it('Prep & Veto: "The players both bring a Quest-deck of 10 cards each. There may only be 1 copy of each Quest"', () => {
    expect(rules(deckOf('Lord Aldric of the Nobles', NOBLES, QUESTS.slice(1)))).toContain('deck-size');
    expect(rules(deckOf('Lord Aldric of the Nobles', NOBLES, [...QUESTS.slice(1), 'Bounty Hunt']))).toContain('copy-limit');
  });

  it('Loyalty example: "Emma has a Gaian card in her deck with a loyalty requirement of 3. This means that [her] deck can never include any cards from other factions"', () => {
    const gaian: [string, number][] = [['Elvish Sorceress', 4], ['Wolf Pack', 4], ['Forest Sprite', 4], ['Treant Guardian', 4], ['Elvish Archer', 4], ['Merfolk Scout', 4], ['Sylvan Stag', 4], ['Living Bark', 4], ['Regrowth', 4], ['Entangle', 4], ['Mercenary Sellsword', 4], ['Iron Golem', 4], ['Scout Eagle', 4], ['Windfall', 4], ['Healing Potion', 4]];
    expect(rules(deckOf('Thalia the Grove Warden', gaian))).toEqual([]);
    const mixed: [string, number][] = [...gaian.slice(1), ['Orc Raider', 4]];
    expect(rules(deckOf('Thalia the Grove Warden', [...mixed, ['Elvish Sorceress', 4]]))).toContain('loyalty');
  });

  it('Loyalty example: Bakunin\'s House of Nobles at 2 and Red Banner at 1 add up to 3, a legal deck; Red Banner at 2 is not', () => {
    const bakunin: [string, number][] = [...NOBLES.slice(0, 13), ['Orc Raider', 4], ['Goblin Skirmisher', 4]];
    expect(rules(deckOf('Lord Aldric of the Nobles', bakunin))).toEqual([]);
    const tooMuch: [string, number][] = [...NOBLES.slice(0, 13), ['Orc Raider', 4], ['Ogre Brute', 4]];
    expect(rules(deckOf('Lord Aldric of the Nobles', tooMuch))).toContain('loyalty');
  });

  it('"If a card lacks a Loyalty Requirement it may be played freely in any deck"; no card asks more loyalty than the hero brings', () => {
    const neutralHeavy: [string, number][] = [...NOBLES.slice(0, 10), ['Iron Golem', 4], ['Scout Eagle', 4], ['Windfall', 4], ['Healing Potion', 4], ['Reinforcements', 4]];
    expect(rules(deckOf('Lord Aldric of the Nobles', neutralHeavy))).toEqual([]);
    // Kael brings Red Banner 2 and Gaian 1: a House of Nobles card is beyond his loyalty.
    const withNobles: [string, number][] = [['Orc Raider', 4], ['Goblin Skirmisher', 4], ['Warg Rider', 4], ['Hill Giant', 4], ['Orc Bannerman', 4], ['Goblin Sapper', 4], ['Spiked Club', 4], ['Frenzy', 4], ['Ambush', 4], ['Crude Helm', 4], ['Iron Golem', 4], ['Scout Eagle', 4], ['Windfall', 4], ['Healing Potion', 4], ['Squire', 4]];
    expect(rules(deckOf('Warmaster Kael', withNobles))).toContain('hero-loyalty');
  });

  it('a shipped deck that breaks a deck rule is refused at load, at its file, line and field: "It\'s allowed to have 4 copies of a card in the deck"', () => {
    expect(shippedProblems('wtactics', [])).toEqual([]);
    const decks = shownPath(projectPath('cards', 'wtactics', 'decks.yaml'));
    expect(shippedProblems('wtactics', [['decks.yaml', 'Knight of the Realm: 4', 'Knight of the Realm: 5']])).toEqual([
      `${decks}:33:7 decks[1].sections: deck 'Banners of Aldric' breaks the copy-limit rule: 5 copies of 'Knight of the Realm' in the army deck (at most 4) (take out 1 copy)`,
    ]);
  });

  it('a card file edit that makes a shipped deck break the loyalty rule ("When building a deck that value may never exceed 3") is refused at the deck', () => {
    const decks = shownPath(projectPath('cards', 'wtactics', 'decks.yaml'));
    // Aldric's deck holds House of Nobles cards of loyalty 2 and Orc Raiders; Aldric brings Red Banner 1.
    expect(shippedProblems('wtactics', [['red-banner.yaml', 'name: Orc Raider, kind: creature, faction: red-banner, loyalty: 1', 'name: Orc Raider, kind: creature, faction: red-banner, loyalty: 2']])).toEqual([
      `${decks}:33:7 decks[1].sections: deck 'Banners of Aldric' breaks the loyalty rule: the highest loyalty requirements per faction add up to 4 (house-of-nobles 2 + red-banner 2); at most 3 (take out a faction's cards of its highest requirement, or all of a faction's cards)`,
      `${decks}:33:7 decks[1].sections: deck 'Banners of Aldric' breaks the hero-loyalty rule: a red-banner card asks loyalty 2 but Lord Aldric of the Nobles brings 1 red-banner loyalty (take out the red-banner cards above loyalty 1, or choose a hero who brings 2)`,
    ]);
  });
});
