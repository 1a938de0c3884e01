import { describe, expect, it } from 'vitest';
import { maxDistinctActions } from '../../../src/core/game.js';
import { Rng } from '../../../src/core/rng.js';
import type { LocationDef, TroopDef } from '../../../src/games/warlords/card-schema.js';
import { warlords } from '../../../src/games/warlords/game.js';
import { def, set } from './scenario.js';
import { balanceOf, cardsOf } from '../../../src/core/facets.js';

describe('Warlords ablation filler', () => {
  it('a troop keeps kingdom, subtype and cost, takes median stats of its cost and loses its abilities, under the same id', () => {
    const id = def('Angel');
    const cards = balanceOf(warlords).ablationFiller!(set, id);
    const f = cards.data[id] as TroopDef;
    expect([f.type, f.kingdom, f.cost, f.abilities]).toEqual(['troop', 'theridom', { gold: 2, mana: 2 }, []]);
    expect(cards.data.filter((_, i) => i !== id)).toEqual(set.data.filter((_, i) => i !== id));
    expect(cards.cards[id]!.type).toBe(set.cards[id]!.type);
  });

  it('a location (building section) keeps its cost and takes the median income of its cost', () => {
    const id = def('Knights\' Barracks');
    const f = balanceOf(warlords).ablationFiller!(set, id).data[id] as LocationDef;
    expect(f.type).toBe('location');
    expect(f.cost).toEqual({ gold: 2, mana: 1 });
    expect(f.income.gold + f.income.mana).toBeLessThanOrEqual(3);
  });

  it('plays every card\'s filler in real matches without error, and the fillers\' decks stay legal', () => {
    const ids = new Int32Array(maxDistinctActions(warlords));
    const rng = new Rng(5);
    for (const info of set.cards) {
      const cards = balanceOf(warlords).ablationFiller!(set, info.id);
      const deck = set.decks.find((d) => d.cards.includes(info.id))?.cards ?? set.decks[0]!.cards;
      expect(cardsOf(warlords).validateDeck(cards, deck, 'standard')).toEqual([]);
      const s = warlords.newMatch({ variant: 'standard', cards, decks: [deck, set.decks[1]!.cards] }, rng.seed());
      while (!s.isTerminal()) s.apply(ids[rng.below(s.legalActions(ids))]!);
      expect(s.cards.checkIntegrity()).toBeNull();
    }
  });
});
