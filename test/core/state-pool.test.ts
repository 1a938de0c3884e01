// Set-up templates are kept per line-up of decks: the second set-up of a line-up leaves one, and
// only exactly the same decks, seat by seat, get it back. Released states are handed out again
// only to set-ups of their card count.

import { describe, expect, it } from 'vitest';
import { PooledMatches, SetUpTemplates } from '../../src/core/state-pool.js';
import { cardsOf } from '../../src/core/facets.js';
import type { CoinCardSet } from '../../src/games/coin/cards.js';
import { CoinState, coinGame } from '../../src/games/coin/coin.js';
import { TicTacToeState } from '../../src/games/tictactoe/tictactoe.js';

const AB = [
  [1, 2, 2],
  [3, 4],
];
const BA = [AB[1]!, AB[0]!];

/** The template `templates` hands out for `decks`, after a set-up card by card when it has none. */
function setUp(templates: SetUpTemplates<TicTacToeState>, decks: number[][]): TicTacToeState | null {
  const lineup = templates.lineup(decks);
  if (lineup.template === null) templates.built(lineup, new TicTacToeState());
  return lineup.template;
}

describe('set-up templates', () => {
  it('exist from the second set-up of a line-up on, for line-ups alternating', () => {
    const templates = new SetUpTemplates<TicTacToeState>();
    expect([setUp(templates, AB), setUp(templates, BA)]).toEqual([null, null]);
    const ab = setUp(templates, AB);
    const ba = setUp(templates, BA);
    expect(ab).toBeInstanceOf(TicTacToeState);
    expect(ba).toBeInstanceOf(TicTacToeState);
    expect(ab).not.toBe(ba);
    // Copies of the decks find them too.
    expect(setUp(templates, AB.map((d) => d.slice()))).toBe(ab);
    expect(templates.lineup(BA).template).toBe(ba);
  });

  it('are handed out only for the same decks seat by seat', () => {
    const templates = new SetUpTemplates<TicTacToeState>();
    setUp(templates, AB);
    setUp(templates, AB);
    expect(templates.lineup(AB).template).not.toBeNull();
    for (const other of [BA, [[1, 2], [2, 3, 4]], [...AB, []], [AB[0]!, [3, 5]], [AB[0]!]]) expect(templates.lineup(other).template).toBeNull();
  });
});

describe('pooled matches', () => {
  const set = cardsOf(coinGame).defaultSet() as CoinCardSet;
  const createDecks = (s: CoinState, decks: readonly (readonly number[])[]): void => {
    let id = 0;
    decks.forEach((deck, p) => deck.forEach((def) => s.cards.create(id++, def, p, 0)));
  };

  it('keep released states per card count when the count follows from the decks', () => {
    const made: number[] = [];
    const make = (key: typeof set, cards: number): CoinState => {
      made.push(cards);
      return new CoinState(key, cards);
    };
    const matches = new PooledMatches(make, createDecks, (_key, decks) => decks.reduce((n, d) => n + d.length, 0));
    const small = matches.setUp(set, [[0], [1]], 1);
    const large = matches.setUp(set, [[0, 1], [1, 0]], 1);
    expect([small.cards.size, large.cards.size]).toEqual([2, 4]);
    matches.release(set, small);
    matches.release(set, large);
    expect(matches.setUp(set, [[1, 1], [0, 0]], 2)).toBe(large);
    expect(matches.setUp(set, [[1], [0]], 2)).toBe(small);
    // One blank state per card count, made on its first set-up.
    expect(made).toEqual([2, 4]);
  });

  it('keep one pool per key when the card count does not depend on the decks', () => {
    const matches = new PooledMatches((key: typeof set) => new CoinState(key, 4), createDecks);
    const first = matches.setUp(set, [[0, 1], [1, 0]], 1);
    matches.release(set, first);
    const again = matches.setUp(set, [[1, 1], [0, 0]], 2);
    expect(again).toBe(first);
    expect(again.cards.count(0, 0)).toBe(2);
  });
});
