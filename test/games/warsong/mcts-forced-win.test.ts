// MCTS finds a forced win in a Warsong end game: the opponent can no longer play (every one of
// their decisions is the forced pass of the anchor), and only two of the six placements win.
// The position is reached by a seeded random match (seed 102, 50 decisions) and its winning
// moves are computed exhaustively through the engine.

import { describe, expect, it } from 'vitest';
import { MctsAgent } from '../../../agents/mcts/index.js';
import { mctsSpecSchema } from '../../../agents/mcts/spec.js';
import { Rng } from '../../../src/core/rng.js';
import { PlayerView } from '../../../src/core/view.js';
import type { GameDefinition } from '../../../src/core/game.js';
import { warsong as warsongGame } from '../../../src/games/warsong/game.js';
import { randomSetup } from '../../../src/sim/random-setup.js';
import { winningMoves } from '../../support/forced-win.js';

const warsong = warsongGame as unknown as GameDefinition;

function position() {
  const s = warsong.newMatch(randomSetup(warsong, 'standard', 102), 102);
  const rng = new Rng(102, 3);
  const ids = new Int32Array(warsong.variants[0]!.numDistinctActions);
  while (s.decisions() < 50) s.apply(ids[rng.below(s.legalActions(ids))]!);
  return s;
}

describe('Warsong: MCTS and a forced win', () => {
  it('chooses one of the placements that force a win', () => {
    const s = position();
    const p = s.currentPlayer();
    const ids = new Int32Array(warsong.variants[0]!.numDistinctActions);
    const n = s.legalActions(ids);
    const wins = winningMoves(s);
    expect(wins.length).toBeGreaterThan(0);
    expect(wins.length).toBeLessThan(n);
    for (const seed of [1, 2, 3]) {
      const agent = new MctsAgent(mctsSpecSchema.parse({ type: 'mcts', iterations: 1000 }), { game: warsong, rng: new Rng(seed) });
      const a = agent.chooseAction(new PlayerView(s, p, []), p);
      expect(wins, `${s.describeAction(a)}\n${agent.explainLastDecision()}`).toContain(a);
    }
  });
});
