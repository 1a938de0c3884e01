// Hidden information in Warlords: "shuffle their decks (building and battle decks) separately".
// A determinization deals the unseen cards again within each player's deck sections, so a
// location stays a location (in the building deck or in a hand) and a battle card a battle card.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { K_HERO, K_LOCATION } from '../../../src/games/warlords/card-tables.js';
import { warlords } from '../../../src/games/warlords/game.js';
import { BATTLE_DECK, BUILDING_DECK, HAND } from '../../../src/games/warlords/ids.js';
import type { WarlordsState } from '../../../src/games/warlords/state.js';
import { set } from './scenario.js';

const isLocation = (s: WarlordsState, c: number) => s.tables.kind[s.cards.def[c]!] === K_LOCATION;

describe('determinization by deck section', () => {
  it('deals unseen locations among locations and battle cards among battle cards, both players, decks and hands', () => {
    const decks = set.decks.map((d) => d.cards);
    const s = warlords.newMatch({ variant: 'standard', cards: set, decks: [decks[0]!, decks[2]!] }, 11) as WarlordsState;
    const rng = new Rng(4, 2);
    let changed = 0;
    for (let k = 0; k < 100; k++) {
      const d = s.determinize(0, rng);
      for (let c = 0; c < s.cards.size; c++) {
        expect(isLocation(d, c)).toBe(isLocation(s, c));
        expect(d.tables.kind[d.cards.def[c]!] === K_HERO).toBe(s.tables.kind[s.cards.def[c]!] === K_HERO);
        if (s.cards.isKnownTo(c, 0)) expect(d.cards.def[c]).toBe(s.cards.def[c]);
        else if (d.cards.def[c] !== s.cards.def[c]) changed++;
      }
      for (let p = 0; p < 2; p++) {
        for (let i = 0; i < d.cards.count(BUILDING_DECK, p); i++) expect(isLocation(d, d.cards.at(BUILDING_DECK, p, i))).toBe(true);
        for (let i = 0; i < d.cards.count(BATTLE_DECK, p); i++) expect(isLocation(d, d.cards.at(BATTLE_DECK, p, i))).toBe(false);
      }
      // The opponent's hand keeps its 3 locations and 4 battle cards from the opening draw.
      let locations = 0;
      for (let i = 0; i < d.cards.count(HAND, 1); i++) if (isLocation(d, d.cards.at(HAND, 1, i))) locations++;
      expect(locations).toBe(3);
    }
    expect(changed).toBeGreaterThan(100);
  });
});
