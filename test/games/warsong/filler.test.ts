import { describe, expect, it } from 'vitest';
import { isOwnBlank } from '../../../src/core/filler.js';
import { compiled } from '../../../src/games/warsong/card-tables.js';
import { warsongFiller } from '../../../src/games/warsong/filler.js';
import { warsong } from '../../../src/games/warsong/game.js';
import { id, SET } from './scenario.js';
import { balanceOf } from '../../../src/core/facets.js';

/** Definitions of the cards a new match created for the seats. */
function createdDefs(cards: typeof SET, decks: number[][]): number[] {
  const s = warsong.newMatch({ variant: 'standard', cards, decks }, 7);
  return Array.from({ length: s.cards.size }, (_, c) => s.cards.def[c]!);
}

describe('Warsong ablation filler', () => {
  it('ablating Fae Sapling leaves The Great Fae Tree’s Summon working: the filler keeps the id, and the Summon finds it', () => {
    const sapling = id('Fae Sapling');
    const tree = id('The Great Fae Tree');
    const ablated = balanceOf(warsong).ablationFiller!(SET, sapling);
    expect(compiled(ablated).summonedSpawn[tree]).toBe(sapling);
    // The army holding the Tree still gets its spawn tokens, now of the blank Sapling.
    const warband = SET.decks.find((d) => d.name === 'Clan Dýr Warband')!.cards;
    const other = SET.decks.find((d) => d.name === 'Northbourne Vanguard')!.cards;
    const decks = [[...warband], [...other]];
    const tokens = (cards: typeof SET): number => createdDefs(cards, decks).filter((d) => d === sapling).length;
    expect(tokens(SET)).toBeGreaterThan(0);
    expect(tokens(ablated)).toBe(tokens(SET));
    expect(ablated.cards[sapling]!.name).toBe('Fae Sapling (blank)');
  });

  it('a spawn, the only card of its type, is not its own filler: its blank differs from it', () => {
    const sapling = SET.data[id('Fae Sapling')]!;
    const blank = warsongFiller(sapling, SET.data);
    expect(blank.type).toBe('spawn');
    expect([blank.quadrants, blank.valor, blank.renown]).not.toEqual([sapling.quadrants, sapling.valor, sapling.renown]);
  });

  it('a plain card with exactly its peers’ numbers is its own blank: the set comes back unchanged, never a stepped stand-in', () => {
    const plain = { ...SET.data[id('Fae Sapling')]!, name: 'Plain Spawn', keywords: [] };
    const twin = { ...plain, name: 'Plain Twin' };
    expect(warsongFiller(plain, [...SET.data.filter((c) => c.type !== 'spawn'), plain, twin])).toBe(plain);
    // In a set: Wandering Sellsword patched to its blank's quadrants (front Heavy, right Sneak, rear Sentinel, left Sneak).
    const sellsword = id('Wandering Sellsword');
    const own = { ...SET.data[sellsword]!, quadrants: warsongFiller(SET.data[sellsword]!, SET.data).quadrants };
    const patched = { ...SET, data: SET.data.map((c, i) => (i === sellsword ? own : c)) };
    expect(isOwnBlank(patched, balanceOf(warsong).ablationFiller!(patched, sellsword), sellsword)).toBe(true);
    expect(isOwnBlank(SET, balanceOf(warsong).ablationFiller!(SET, sellsword), sellsword)).toBe(false);
  });

  it('every card’s filler differs from the card', () => {
    for (const c of SET.data) {
      const f = warsongFiller(c, SET.data);
      const same = f.valor === c.valor && f.renown === c.renown && f.quadrants.join() === c.quadrants.join() && c.keywords.length === 0 && c.keyFigure === null && f.orientations.join() === c.orientations.join();
      expect(same, c.name).toBe(false);
    }
  });
});
