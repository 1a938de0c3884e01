import { describe, expect, it } from 'vitest';
import { maxDistinctActions } from '../../../src/core/game.js';
import { Rng } from '../../../src/core/rng.js';
import type { CreatureDef } from '../../../src/games/ward/card-schema.js';
import type { WardCardSet } from '../../../src/games/ward/card-tables.js';
import { WardCardTables } from '../../../src/games/ward/card-tables.js';
import { fillerOf } from '../../../src/games/ward/filler.js';
import { ward } from '../../../src/games/ward/game.js';
import { def, set } from './scenario.js';
import { balanceOf, cardsOf } from '../../../src/core/facets.js';

describe('Ward ablation filler', () => {
  it('keeps a creature’s type, Armor Level and summon requirement, with median stats and no effects, under the same id', () => {
    const id = def('Hive Lord');
    const cards = balanceOf(ward).ablationFiller!(set, id);
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
      const cards = balanceOf(ward).ablationFiller!(set, info.id);
      const deck = set.decks.find((d) => d.cards.includes(info.id))?.cards ?? cardsOf(ward).randomDeck(set, rng, 'standard');
      for (let m = 0; m < 3; m++) {
        const s = ward.newMatch({ variant: 'standard', cards, decks: [deck, set.decks[0]!.cards] }, rng.seed());
        while (!s.isTerminal()) s.apply(ids[rng.below(s.legalActions(ids))]!);
        expect(s.cards.checkIntegrity()).toBeNull();
      }
    }
  });
});

describe('Ward ablation filler: a blank that differs, or the card itself when it is its own blank', () => {
  const plain = (name: string, al: number, hp: number): CreatureDef => ({ name, kind: 'creature', type: 'beast', al, hp, spd: 5, modifier: 0, 'attack-dice': 2, effects: [] }) as unknown as CreatureDef;

  it('a creature alone at its Armor Level is not its own median: its blank takes the nearest levels’ numbers', () => {
    const lone = plain('Lone Wolf', 1, 77);
    const blank = fillerOf(lone, [...set.data, lone]) as CreatureDef;
    expect(blank.al).toBe(1);
    expect(blank.hp).not.toBe(77);
    expect(blank.name).toBe('Lone Wolf'); // summon requirements find it by name
  });

  it('a plain creature with exactly its peers’ numbers is its own blank, even with other levels in the set (no wider group, no stepped HP)', () => {
    const a = plain('Twin A', 1, 40);
    const b = plain('Twin B', 1, 40);
    const far = plain('Far C', 4, 90);
    expect(fillerOf(a, [a, b, far])).toBe(a);
    expect(fillerOf(a, [a])).toBe(a);
  });

  it('every creature and magic of the starter set gets a blank that differs from it', () => {
    for (const card of set.data) {
      const f = fillerOf(card, set.data);
      expect(JSON.stringify(f), card.name).not.toBe(JSON.stringify(card));
    }
  });

  it('the ablated set of a lone-AL creature gives the engine other numbers under the same id', () => {
    const lone = plain('Lone Wolf', 1, 200);
    const data = [...set.data, lone];
    const id = set.cards.length;
    const withLone: WardCardSet = { ...set, cards: [...set.cards, { ...set.cards[0]!, id, name: lone.name, type: 'creature' }], data, tables: new WardCardTables(data) };
    const ablated = balanceOf(ward).ablationFiller!(withLone, id) as WardCardSet;
    const stats = (t: WardCardTables): number[] => [t.hp[id]!, t.speed[id]!, t.modifier[id]!, t.attackDice[id]!];
    expect(ablated.tables.armorLevel[id]).toBe(1);
    expect(stats(ablated.tables)).not.toEqual(stats(withLone.tables));
  });
});
