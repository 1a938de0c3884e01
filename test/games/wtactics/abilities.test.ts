// Magic, events and abilities (passive, activated, triggered), and the ablation filler.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import type { WtCreature } from '../../../src/games/wtactics/card-schema.js';
import { wtactics } from '../../../src/games/wtactics/game.js';
import { A_ABILITY, A_END_PHASE, DEFENSIVE, GRAVE, OFFENSIVE, TARGETS_PER_PLAY } from '../../../src/games/wtactics/ids.js';
import { effAtk, kill } from '../../../src/games/wtactics/rules/board.js';
import { cellOf, def, Scenario, set } from './scenario.js';
import { balanceOf } from '../../../src/core/facets.js';

const P0 = 0;
const P1 = 1;
const golds = (n: number): string[] => Array.from({ length: n }, () => 'Squire');

describe('Magic', () => {
  it('"Magic can only be played during the player\'s own turn, during the play phase, and only in a front where the player has a caster around"', () => {
    const sc = new Scenario({ sides: [{ hero: 'Warmaster Kael', defensive: ['Shaman of the Red Hand'], hand: ['Fireball'], resources: golds(3) }, { offensive: ['Knight of the Realm'], defensive: ['Knight of the Realm'] }] });
    // The shaman in P0's Defensive faces P1's Offensive, not P1's Defensive.
    expect(sc.isLegal(sc.playId('Fireball', cellOf(P1, OFFENSIVE, 0)))).toBe(true);
    expect(sc.isLegal(sc.playId('Fireball', cellOf(P1, DEFENSIVE, 0)))).toBe(false);
    sc.act(A_END_PHASE);
    expect(sc.isLegal(sc.playId('Fireball', cellOf(P1, OFFENSIVE, 0)))).toBe(false);
    const casterless = new Scenario({ sides: [{ hero: 'Warmaster Kael', defensive: ['Orc Raider'], hand: ['Fireball'], resources: golds(3) }, { offensive: ['Knight of the Realm'] }] });
    expect(casterless.isLegal(casterless.playId('Fireball', cellOf(P1, OFFENSIVE, 0)))).toBe(false);
  });
});

describe('Abilities', () => {
  it('Activated: "Only the controller of a card may activate it\'s abilities"; its effect reaches local creatures', () => {
    const sc = new Scenario({ sides: [{ hero: 'Warmaster Kael', offensive: ['Elvish Archer'] }, { defensive: ['Goblin Skirmisher'], offensive: ['Goblin Skirmisher'] }] });
    const id = (cell: number) => A_ABILITY + cellOf(P0, OFFENSIVE, 0) * TARGETS_PER_PLAY + cell;
    expect(sc.isLegal(id(cellOf(P1, OFFENSIVE, 0)))).toBe(false);
    const goblin = sc.at(P1, DEFENSIVE);
    sc.act(id(cellOf(P1, DEFENSIVE, 0))).passAll();
    expect(sc.s.cards.zone[goblin]).toBe(GRAVE);
  });

  it('Triggered: "A triggered ability is activated if and only if it\'s trigger takes place ... not optional" (Goblin Sapper dies, Sylvan Stag sees a Beast enter)', () => {
    const sc = new Scenario({ phase: 'entrance', sides: [{ hero: 'Warmaster Kael', offensive: ['Sylvan Stag'], hand: ['Warg Rider', 'Orc Raider', 'Knight of the Realm'], resources: golds(5) }, { defensive: ['Goblin Sapper'] }] });
    const stag = sc.at(P0, OFFENSIVE);
    sc.play('Orc Raider', cellOf(P0, OFFENSIVE, 0)).passAll();
    expect(effAtk(sc.s, stag)).toBe(2);
    sc.play('Warg Rider', cellOf(P0, OFFENSIVE, 0)).passAll();
    expect(effAtk(sc.s, stag)).toBe(3);
    const before = sc.s.influence[P0]!;
    kill(sc.s, sc.at(P1, DEFENSIVE), false, P0, -1);
    expect(sc.s.influence[P0]).toBe(before - 2);
  });
});

describe('Ablation filler', () => {
  it('keeps kind, cost, faction and types with the median ATK/DEF of its cost and no abilities, under the same id', () => {
    const id = def('Elvish Sorceress');
    const cards = balanceOf(wtactics).ablationFiller!(set, id);
    const f = cards.data[id] as WtCreature;
    expect([f.kind, f.cost, f.faction, f.loyalty, f.types]).toEqual(['creature', 4, 'gaian', 3, ['Elf', 'Caster']]);
    expect(f.abilities).toEqual([]);
    expect(cards.data.filter((_, i) => i !== id)).toEqual(set.data.filter((_, i) => i !== id));
  });

  it('plays every card\'s filler in real matches without error', () => {
    const ids = new Int32Array(wtactics.variants[0]!.numDistinctActions);
    const rng = new Rng(5);
    for (const info of set.cards) {
      const cards = balanceOf(wtactics).ablationFiller!(set, info.id);
      const deck = set.decks.find((d) => d.cards.includes(info.id))?.cards ?? set.decks[0]!.cards;
      const s = wtactics.newMatch({ variant: 'standard', cards, decks: [deck, set.decks[1]!.cards] }, rng.seed());
      while (!s.isTerminal()) s.apply(ids[rng.below(s.legalActions(ids))]!);
      expect(s.cards.checkIntegrity()).toBeNull();
    }
  });
});
