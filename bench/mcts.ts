// MCTS iterations per second at the opening decision, random rollouts to the end (whatever the
// game's searchDefaults say), one core. Compared in
// the printed line with the game's random matches/s (the target is >= 0.6 of it).

import { MctsAgent } from '../agents/mcts/index.js';
import { mctsSpecSchema } from '../agents/mcts/spec.js';
import type { GameDefinition, MatchSetup } from '../src/core/game.js';
import { maxDistinctActions } from '../src/core/game.js';
import { Rng, STREAM_AGENT } from '../src/core/rng.js';
import { PlayerView } from '../src/core/view.js';
import { registerGameBench } from './extensions.js';

/** Iterations/s of one MCTS decision at the start of a match (median of three decisions, after warm-up). */
export function mctsIterationsPerSecond(game: GameDefinition, setup: MatchSetup, iterations: number): number | null {
  const state = game.newMatch(setup, 11);
  const ids = new Int32Array(maxDistinctActions(game));
  // Step past forced openings (a single legal action is never searched).
  while (!state.isTerminal() && state.legalActions(ids) === 1) state.apply(ids[0]!);
  if (state.isTerminal()) return null;
  const p = state.currentPlayer();
  const decide = (k: number): number => {
    const agent = new MctsAgent(mctsSpecSchema.parse({ type: 'mcts', iterations, reuse: false, cutoff: 0 }), { game, rng: new Rng(k, STREAM_AGENT) });
    const t0 = process.hrtime.bigint();
    agent.chooseAction(new PlayerView(state, p, []), p);
    return agent.lastIterations / (Number(process.hrtime.bigint() - t0) / 1e9);
  };
  // Untimed decisions for 300 ms first (the bench runs in a fresh isolate), so the figure is the
  // steady state rather than JIT warm-up.
  const warm = performance.now();
  for (let k = -1; performance.now() - warm < 300; k--) decide(k);
  const rates = [0, 1, 2].map(decide);
  return rates.sort((a, b) => a - b)[1]!;
}

registerGameBench({
  name: 'mcts',
  run(game, setup) {
    const rate = mctsIterationsPerSecond(game, setup, 5000);
    return rate === null ? null : `MCTS (ismcts, random rollouts) at the opening decision: ${Math.round(rate).toLocaleString('en-US')} iterations/s`;
  },
});
