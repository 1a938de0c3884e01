import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import type { CreatureDef, WardCardSet } from '../../../src/games/ward/cards.js';
import { ward } from '../../../src/games/ward/game.js';
import { replaceSlotForSlot } from '../../../src/sim/ablation-replay.js';
import { def, set } from './scenario.js';

describe('Ward ablation filler', () => {
  it('keeps a creature’s type, Armor Level and summon requirement, with median stats and no effects', () => {
    const { cards, filler } = ward.ablationFiller!(set, def('Hive Lord'));
    const f = cards.data[filler] as CreatureDef;
    const orig = set.data[def('Hive Lord')] as CreatureDef;
    expect(f.kind).toBe('creature');
    expect([f.type, f.al]).toEqual([orig.type, orig.al]);
    expect(f.effects).toEqual([]);
    expect(cards.cards.length).toBe(set.cards.length + 1);
    expect(cards.data.slice(0, set.data.length)).toEqual(set.data); // existing ids unchanged
  });

  it('plays every card’s filler in real matches without error', () => {
    const ids = new Int32Array(Math.max(...ward.variants.map((v) => v.numDistinctActions)));
    const rng = new Rng(5);
    for (const info of set.cards) {
      const { cards, filler } = ward.ablationFiller!(set, info.id);
      const deck = (cards as WardCardSet).decks.find((d) => d.cards.includes(info.id))?.cards ?? ward.randomDeck(set, rng, 'standard');
      const decks = [replaceSlotForSlot(deck, info.id, filler), set.decks[0]!.cards.slice()];
      for (let m = 0; m < 3; m++) {
        const s = ward.newMatch({ variant: 'standard', cards, decks }, rng.seed());
        while (!s.isTerminal()) s.apply(ids[rng.below(s.legalActions(ids))]!);
        expect(s.cards.checkIntegrity()).toBeNull();
      }
    }
  });
});
