// MCTS spends exactly its iteration budget: MCTS-64 with full random playouts plays seat 0 of
// one match of a game's default variant against random players (mcts.test.ts for every game
// but Warlords, mcts.slow.test.ts for Warlords).

import { expect } from 'vitest';
import type { Agent } from '../../agents/agent.js';
import { MctsAgent } from '../../agents/mcts/index.js';
import { createAgent } from '../../agents/registry.js';
import type { GameDefinition } from '../../src/core/game.js';
import { Rng } from '../../src/core/rng.js';
import { playMatch } from '../../src/sim/match.js';
import { randomSetup } from '../../src/sim/random-setup.js';

export function checkSearchBudget(game: GameDefinition): void {
  const facts = game.variants.find((v) => v.id === game.defaultVariant)!;
  const mcts = new MctsAgent({ type: 'mcts', iterations: 64, c: 0.7, rollout: 'random', cutoff: 0, prior: 'none', search: 'ismcts', determinizations: 8, reuse: true }, { game, rng: new Rng(3) });
  // The iterations of every decision that searched (one with a single legal action does not).
  const budgets: number[] = [];
  const agent: Agent = {
    label: mcts.label,
    chooseAction(view, p) {
      const a = mcts.chooseAction(view, p);
      if (mcts.rootStats().length > 0) budgets.push(mcts.lastIterations);
      return a;
    },
  };
  const agents = Array.from({ length: facts.players }, (_, p) => (p === 0 ? agent : createAgent('random', { game, rng: new Rng(4, p) })));
  const r = playMatch(game, randomSetup(game, facts.id, 5), 5, agents, { checkLegality: true });
  expect(r.endReason).toBeTruthy();
  expect(budgets.length, `${game.id}: the agent searched`).toBeGreaterThan(0);
  expect(budgets.every((b) => b === 64), `${game.id}: iterations per search ${budgets.join(',')}`).toBe(true);
}
