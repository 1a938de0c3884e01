import { describe, expect, it } from 'vitest';
import { maxDistinctActions } from '../../../src/core/game.js';
import { Rng } from '../../../src/core/rng.js';
import type { CreatureDef } from '../../../src/games/ward/cards.js';
import { ward } from '../../../src/games/ward/game.js';
import { def, set } from './scenario.js';

describe('Ward ablation filler', () => {
  it('keeps a creature’s type, Armor Level and summon requirement, with median stats and no effects, under the same id', () => {
    const id = def('Hive Lord');
    const cards = ward.ablationFiller!(set, id);
    const f = cards.data[id] as CreatureDef;
    const orig = set.data[id] as CreatureDef;
    expect(f.kind).toBe('creature');
    expect([f.type, f.al]).toEqual([orig.type, orig.al]);
    expect(f.effects).toEqual([]);
    expect(cards.cards.length).toBe(set.cards.length);
    expect(cards.data.filter((_, i) => i !== id)).toEqual(set.data.filter((_, i) => i !== id)); // other cards untouched
  });

  it('plays every card’s filler in real matches without error', () => {
    const ids = new Int32Array(maxDistinctActions(ward));
    const rng = new Rng(5);
    for (const info of set.cards) {
      const cards = ward.ablationFiller!(set, info.id);
      const deck = set.decks.find((d) => d.cards.includes(info.id))?.cards ?? ward.randomDeck(set, rng, 'standard');
      for (let m = 0; m < 3; m++) {
        const s = ward.newMatch({ variant: 'standard', cards, decks: [deck, set.decks[0]!.cards] }, rng.seed());
        while (!s.isTerminal()) s.apply(ids[rng.below(s.legalActions(ids))]!);
        expect(s.cards.checkIntegrity()).toBeNull();
      }
    }
  });
});
