// Warlords' starting health as a tunable: the set carries it (rules.startingHealth) and the
// set-up deals it out, so a set with another value starts and ends matches by it.

import { describe, expect, it } from 'vitest';
import type { WarlordsCardSet } from '../../../src/games/warlords/card-tables.js';
import { warlords } from '../../../src/games/warlords/game.js';
import { END_WARLORD } from '../../../src/games/warlords/ids.js';
import { damageWarlord } from '../../../src/games/warlords/rules/damage.js';
import { set } from './scenario.js';
import { balanceOf } from '../../../src/core/facets.js';

const deckOf = (name: string) => set.decks.find((d) => d.name === name)!.cards;
const startingHealth = (value: number) => balanceOf(warlords).tunables!.find((t) => t.name === 'starting-health')!.apply(set, value) as WarlordsCardSet;
const start = (cards: WarlordsCardSet) => warlords.newMatch({ variant: 'standard', cards, decks: [deckOf('Theridom Host'), deckOf('Hellscion Legion')] }, 11);

describe('starting-health: "Each player starts the game with 20 health points, and loses the game if his or her health points reach 0"', () => {
  it('the rulebook set starts both warlords at 20: 5 damage leaves 15', () => {
    expect(set.rules.startingHealth).toBe(20);
    const s = start(set);
    damageWarlord(s, 1, 5);
    expect(s.health[1]).toBe(15);
    expect(s.isTerminal()).toBe(false);
  });

  it('at 5 both warlords start at 5, and the same 5 damage loses the match', () => {
    const s = start(startingHealth(5));
    expect([s.health[0], s.health[1]]).toEqual([5, 5]);
    damageWarlord(s, 1, 5);
    expect(s.endReason()).toBe(END_WARLORD);
    expect(s.returns()).toEqual([1, 0]);
  });

  it('refuses values the rules cannot take and leaves the loaded set as it is', () => {
    expect(() => startingHealth(0)).toThrow(/starting-health must be a whole number from 1 to 1000, got 0/);
    expect(startingHealth(30).rules.startingHealth).toBe(30);
    expect(set.rules.startingHealth).toBe(20);
  });
});
