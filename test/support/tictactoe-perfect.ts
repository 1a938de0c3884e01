// A perfect tic-tac-toe player (memoized negamax), choosing at random among optimal moves.

import type { Agent } from '../../agents/agent.js';
import type { Rng } from '../../src/core/rng.js';
import type { PlayerView } from '../../src/core/view.js';
import type { TicTacToeState } from '../../src/games/tictactoe/tictactoe.js';

const memo = new Map<string, number>();

/** Value for the player to move: 1 win, 0 draw, -1 loss. */
export function negamax(s: TicTacToeState): number {
  const key = s.board.join('');
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const ids = new Int32Array(9);
  const n = s.legalActions(ids);
  let best = -2;
  for (let i = 0; i < n; i++) {
    const c = s.clone();
    c.apply(ids[i]!);
    best = Math.max(best, c.isTerminal() ? (c.winner < 0 ? 0 : 1) : -negamax(c));
  }
  memo.set(key, best);
  return best;
}

export function perfectPlayer(rng: Rng): Agent {
  return {
    label: 'perfect',
    chooseAction(view: PlayerView): number {
      const s = view.determinize(rng) as TicTacToeState; // perfect information: an exact copy
      const ids = new Int32Array(9);
      const n = s.legalActions(ids);
      let best = -2;
      let choice = ids[0]!;
      let ties = 0;
      for (let i = 0; i < n; i++) {
        const c = s.clone();
        c.apply(ids[i]!);
        const v = c.isTerminal() ? (c.winner < 0 ? 0 : 1) : -negamax(c);
        if (v > best) {
          best = v;
          choice = ids[i]!;
          ties = 1;
        } else if (v === best && rng.below(++ties) === 0) choice = ids[i]!;
      }
      return choice;
    },
  };
}
