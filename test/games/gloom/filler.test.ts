import { describe, expect, it } from 'vitest';
import { maxDistinctActions } from '../../../src/core/game.js';
import { Rng } from '../../../src/core/rng.js';
import type { UnitDef } from '../../../src/games/gloom/card-schema.js';
import type { GloomCardSet } from '../../../src/games/gloom/card-tables.js';
import { gloom } from '../../../src/games/gloom/game.js';
import { set } from './scenario.js';
import { balanceOf } from '../../../src/core/facets.js';

describe('Gloom ablation filler', () => {
  it('a unit profile takes the median stats of its tag, keeps faction, tags and cost, and loses its own traits', () => {
    const id = set.cards.find((c) => c.name === 'Knight Lancers')!.id;
    const cards = balanceOf(gloom).ablationFiller!(set, id) as GloomCardSet;
    const f = cards.data[id] as UnitDef;
    expect([f.faction, f.tags, f.cost, f.traits, f.melee, f.skill]).toEqual(['Ironclad Host', ['Cavalry'], 20, [], [], 'none']);
    // The Cavalry tag: Knight Lancers (5, 4/1, 1/3, 3, 4), Ash Raiders (5, 3/1, 1/2, 3, 3) and the Warlord's first tag is Hero.
    expect([f.speed, f.offence, f.defence, f.morale, f.health]).toEqual([5, '3/1', '1/2', 3, 3]);
    expect(cards.data.filter((_, i) => i !== id)).toEqual(set.data.filter((_, i) => i !== id));
  });

  it('a Gambit does nothing and a spell has no effect', () => {
    const g = set.cards.find((c) => c.name === 'Seize the Altars')!.id;
    expect((balanceOf(gloom).ablationFiller!(set, g) as GloomCardSet).tables.gambitEffect[g]).toBe(9);
    const s = set.cards.find((c) => c.name === 'Fireball')!.id;
    expect((balanceOf(gloom).ablationFiller!(set, s) as GloomCardSet).tables.spellEffects[s]).toBe(0);
  });

  it('plays every card’s filler in real matches without error', () => {
    const ids = new Int32Array(maxDistinctActions(gloom));
    const rng = new Rng(5);
    for (const info of set.cards) {
      const cards = balanceOf(gloom).ablationFiller!(set, info.id);
      const deck = set.decks.find((d) => d.cards.includes(info.id))?.cards ?? set.decks[0]!.cards;
      const s = gloom.newMatch({ variant: 'standard', cards: cards as GloomCardSet, decks: [deck, set.decks[2]!.cards] }, rng.seed());
      while (!s.isTerminal()) s.apply(ids[rng.below(s.legalActions(ids))]!);
      expect(s.cards.checkIntegrity()).toBeNull();
    }
  });
});
