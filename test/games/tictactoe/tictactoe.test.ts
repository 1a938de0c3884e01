import { describe, expect, it } from 'vitest';
import { ticTacToe, TicTacToeState } from '../../../src/games/tictactoe/tictactoe.js';

/** Negamax value for the player to move: 1 win, 0 draw, -1 loss. */
export function solve(s: TicTacToeState): number {
  if (s.isTerminal()) return s.winner < 0 ? 0 : s.winner === s.toMove ? 1 : -1;
  const ids = new Int32Array(9);
  const n = s.legalActions(ids);
  let best = -2;
  for (let i = 0; i < n; i++) {
    const c = s.clone();
    c.apply(ids[i]!);
    const v = c.isTerminal() ? (c.winner < 0 ? 0 : 1) : -solve(c);
    best = Math.max(best, v);
  }
  return best;
}

describe('tic-tac-toe', () => {
  it('is a draw under perfect play', () => {
    expect(solve(ticTacToe.newMatch({ variant: 'standard', cards: ticTacToe.defaultCardSet(), decks: [] }, 0))).toBe(0);
  });
  it('ends on three in a row with the right returns', () => {
    const s = new TicTacToeState();
    for (const a of [0, 3, 1, 4, 2]) s.apply(a);
    expect(s.isTerminal()).toBe(true);
    expect(s.returns()).toEqual([1, -1]);
  });
});
