import { describe, expect, it } from 'vitest';
import { ticTacToe, TicTacToeState } from '../../../src/games/tictactoe/tictactoe.js';
import { negamax } from '../../support/tictactoe-perfect.js';
import { cardsOf } from '../../../src/core/facets.js';


describe('tic-tac-toe', () => {
  it('is a draw under perfect play', () => {
    expect(negamax(ticTacToe.newMatch({ variant: 'standard', cards: cardsOf(ticTacToe).defaultSet(), decks: [] }, 0))).toBe(0);
  });
  it('ends on three in a row with the right returns', () => {
    const s = new TicTacToeState();
    for (const a of [0, 3, 1, 4, 2]) s.apply(a);
    expect(s.isTerminal()).toBe(true);
    expect(s.returns()).toEqual([1, -1]);
  });
});
