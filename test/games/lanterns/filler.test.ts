// Duel of Lanterns' ablation filler: same ids, the card's cost and kind kept, its abilities gone;
// a unit that plays like its blank stays itself; a blank response quenches nothing.

import { describe, expect, it } from 'vitest';
import { maxDistinctActions } from '../../../src/core/game.js';
import { isOwnBlank } from '../../../src/core/filler.js';
import { Rng } from '../../../src/core/rng.js';
import type { LanternCardSet } from '../../../src/games/lanterns/card-tables.js';
import { withDefinitions } from '../../../src/games/lanterns/card-tables.js';
import { ROW, ROW_SIZE } from '../../../src/games/lanterns/ids.js';
import { CARD_FIELDS } from '../../../src/games/lanterns/layout.js';
import { lanterns } from '../../../src/games/lanterns/game.js';
import { stateFromPosition } from '../../../src/games/lanterns/position.js';
import { act, def, set } from './scenario.js';
import { balanceOf } from '../../../src/core/facets.js';

const { damage: DAMAGE } = CARD_FIELDS.at;

describe('Duel of Lanterns ablation filler', () => {
  it('a unit keeps its cost and takes the lower-median power and health of the other units of its cost, with no keywords', () => {
    const id = def('Cinder Hound');
    const cards = balanceOf(lanterns).ablationFiller!(set, id);
    // The other cost-3 unit is Wick Knight, 3/3.
    expect(cards.data[id]).toEqual({ name: 'Cinder Hound', kind: 'unit', cost: 3, power: 3, health: 3, keywords: [] });
    expect(cards.cards[id]!.name).toBe('Cinder Hound (blank)');
    expect(cards.data.filter((_, i) => i !== id)).toEqual(set.data.filter((_, i) => i !== id));
  });

  it('a unit that plays exactly like its blank is its own blank: ablation cannot measure it', () => {
    // Wick Knight (3/3) beside Cinder Hound (3/2, swift): its blank is 3/2, so it is measured.
    const knight = def('Wick Knight');
    expect(isOwnBlank(set, balanceOf(lanterns).ablationFiller!(set, knight), knight)).toBe(false);
    expect(balanceOf(lanterns).ablationFiller!(set, knight).data[knight]).toMatchObject({ power: 3, health: 2, keywords: [] });
    // With Cinder Hound a plain 3/3 too, Wick Knight is the blank of its cost.
    const plain = withDefinitions(set, set.data.map((d) => (d.name === 'Cinder Hound' ? { ...d, health: 3, keywords: [] } : d)), set.cards);
    expect(isOwnBlank(plain, balanceOf(lanterns).ablationFiller!(plain, knight), knight)).toBe(true);
  });

  it('a blank spell keeps its targets (same action ids) and does nothing', () => {
    const blank = balanceOf(lanterns).ablationFiller!(set, def('Blaze')) as LanternCardSet;
    for (const target of ["P2's lantern", "P2's Moth Keeper (place 0)"]) {
      const s = stateFromPosition({ sides: [{ oil: 3, hand: ['Blaze (blank)'] }, { light: 10, row: ['Moth Keeper'] }] }, blank);
      act(s, `P1 casts Blaze (blank) at ${target}`);
      act(s, 'P2 lets the spell act');
      expect([s.light[1], s.get(s.cards.cell(ROW, ROW_SIZE), DAMAGE)]).toEqual([10, 0]);
    }
  });

  it('a blank response quenches nothing: the spell it answers acts', () => {
    const blank = balanceOf(lanterns).ablationFiller!(set, def('Pinch the Wick')) as LanternCardSet;
    const s = stateFromPosition({ sides: [{ oil: 3, hand: ['Blaze'] }, { light: 10, oil: 1, hand: ['Pinch the Wick (blank)'] }] }, blank);
    act(s, "P1 casts Blaze at P2's lantern");
    act(s, 'P2 answers with Pinch the Wick (blank)');
    expect([s.light[1], s.oil[1]]).toEqual([6, 0]);
  });

  it('plays every card\'s filler in real matches without error', () => {
    const ids = new Int32Array(maxDistinctActions(lanterns));
    const rng = new Rng(5);
    for (const info of set.cards) {
      const cards = balanceOf(lanterns).ablationFiller!(set, info.id);
      const deck = set.decks.find((d) => d.cards.includes(info.id))!.cards;
      for (let m = 0; m < 3; m++) {
        const s = lanterns.newMatch({ variant: 'standard', cards, decks: [deck, set.decks[0]!.cards] }, rng.seed());
        while (!s.isTerminal()) s.apply(ids[rng.below(s.legalActions(ids))]!);
        expect(s.cards.checkIntegrity()).toBeNull();
      }
    }
  });
});
