// Exhaustive check of short forced wins for the search-agent tests: from a position, which of
// the deciding player's moves win for sure when every opponent decision on the way is forced
// (one legal action, e.g. an anchored player passing) and the player's own later choices are
// free. Positions whose lines need a real opponent choice are rejected.

import type { GameState } from '../../src/core/game.js';

export class NotForcedError extends Error {}

function best(s: GameState, p: number, depth: number, ids: Int32Array[]): number {
  if (s.isTerminal()) return s.returns()[p]!;
  if (depth >= ids.length) throw new NotForcedError('line too long');
  const buf = ids[depth]!;
  const k = s.legalActions(buf);
  if (s.currentPlayer() !== p) {
    if (k !== 1) throw new NotForcedError('the opponent has a choice');
    const x = s.clone();
    x.apply(buf[0]!);
    return best(x, p, depth + 1, ids);
  }
  let v = -Infinity;
  for (let i = 0; i < k && v < 1; i++) {
    const x = s.clone();
    x.apply(buf[i]!);
    v = Math.max(v, best(x, p, depth + 1, ids));
  }
  return v;
}

/** The first moves of the player to move that force a win (return 1), within `maxDepth` decisions. */
export function winningMoves(s: GameState, maxDepth = 8): number[] {
  const p = s.currentPlayer();
  const ids = Array.from({ length: maxDepth + 1 }, () => new Int32Array(s.facts.numDistinctActions));
  const n = s.legalActions(ids[0]!);
  const moves = Array.from(ids[0]!.subarray(0, n));
  return moves.filter((a) => {
    const x = s.clone();
    x.apply(a);
    return best(x, p, 1, ids) === 1;
  });
}
