// A match that hits the decision cap is recorded as a failure with its seed; the batch goes on.

import { describe, expect, it } from 'vitest';
import type { GameDefinition, MatchSetup } from '../../src/core/game.js';
import { registerGame } from '../../src/core/registry.js';
import { matchSeed } from '../../src/core/rng.js';
import { ticTacToe } from '../../src/games/tictactoe/tictactoe.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { playBatch } from '../../src/sim/worker.js';
import { G_DECISION_CAP, G_ERRORS, G_MATCHES } from '../../src/stats/counts.js';

// Tic-tac-toe whose matches with an odd seed get a decision cap of 3: they cannot finish.
const capped: GameDefinition = {
  ...(ticTacToe as unknown as GameDefinition),
  id: 'capped-tictactoe',
  newMatch(setup: MatchSetup, seed: number) {
    const state = ticTacToe.newMatch(setup as MatchSetup<never>, seed);
    if (seed % 2 === 1) Object.defineProperty(state, 'facts', { value: { ...state.facts, maxDecisions: 3 } });
    return state;
  },
};
registerGame(capped);

describe('failed matches', () => {
  it('count as decision-cap errors with their seeds and do not stop the batch', async () => {
    const exp = await experimentFromSpec({ name: 'cap', game: 'capped-tictactoe', agents: ['random'], matches: 50, seed: 3 });
    const b = playBatch(prepareExperiment(exp), 0, 50, null);
    const odd = Array.from({ length: 50 }, (_, i) => i).filter((i) => matchSeed(3, i) % 2 === 1);
    expect(odd.length).toBeGreaterThan(0);
    expect(b.failures.map((f) => f.index)).toEqual(odd);
    expect(b.failures[0]).toMatchObject({ seed: matchSeed(3, odd[0]!), kind: 'decision-cap', agents: ['random', 'random'] });
    expect(b.failures[0]!.message).toContain('decision cap');
    expect(b.counts[G_ERRORS]).toBe(odd.length);
    expect(b.counts[G_DECISION_CAP]).toBe(odd.length);
    expect(b.counts[G_MATCHES]).toBe(50 - odd.length);
  });
});
