import '../../src/games/index.js';
import { describe, expect, it } from 'vitest';
import { GameEvaluation } from '../../agents/mcts/evaluators.js';
import { MctsAgent } from '../../agents/mcts/index.js';
import { createAgent } from '../../agents/registry.js';
import type { Evaluator } from '../../src/core/evaluator.js';
import { InputError } from '../../src/core/errors.js';
import type { GameState } from '../../src/core/game.js';
import { getGame, listGames } from '../../src/core/registry.js';
import { Rng, STREAM_AGENT } from '../../src/core/rng.js';
import { PlayerView } from '../../src/core/view.js';
import { TicTacToeState } from '../../src/games/tictactoe/tictactoe.js';
import { playMatch } from '../../src/sim/match.js';
import { randomSetup } from '../../src/sim/random-setup.js';
import { perfectPlayer } from '../support/tictactoe-perfect.js';
import { checkSearchBudget } from './search-budget.js';
import { shortTwinGames, twinTests } from './search-twins.js';
import { aiOf } from '../../src/core/facets.js';

const ttt = getGame('tictactoe');

describe('MCTS', () => {
  it('never loses to perfect play in tic-tac-toe at 3000 iterations, from either seat', () => {
    for (let seed = 1; seed <= 6; seed++) {
      for (const seat of [0, 1]) {
        const agents = [0, 1].map((p) =>
          p === seat
            ? createAgent({ type: 'mcts', iterations: 3000 }, { game: ttt, rng: new Rng(seed, STREAM_AGENT + p) })
            : perfectPlayer(new Rng(seed, STREAM_AGENT + p)),
        );
        const r = playMatch(ttt, randomSetup(ttt, 'standard', seed), seed, agents, { checkLegality: true });
        expect(r.returns[seat], `seed ${seed}, MCTS in seat ${seat}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('takes a win in one and blocks a loss in one', () => {
    const s = new TicTacToeState();
    for (const a of [0, 3, 1, 4]) s.apply(a); // X: a3 b3, O: a2 b2; X to move wins at c3
    const agent = createAgent({ type: 'mcts', iterations: 400 }, { game: ttt, rng: new Rng(1) });
    expect(agent.chooseAction(new PlayerView(s, 0, []), 0)).toBe(2);
    const u = new TicTacToeState();
    for (const a of [4, 0, 2]) u.apply(a); // X b2 c3; O a3; O to move must block a1 (6)
    expect(createAgent({ type: 'mcts', iterations: 800 }, { game: ttt, rng: new Rng(2) }).chooseAction(new PlayerView(u, 1, []), 1)).toBe(6);
  });

  // Warlords' full random playouts (over a thousand decisions each) take most of a minute:
  // mcts.slow.test.ts checks it.
  for (const game of listGames().filter((g) => g.id !== 'warlords')) {
    it(`${game.id}: runs exactly its iteration budget at every decision it searches, and returns only legal actions`, () => checkSearchBudget(game));
  }

  describe('with an evaluator that gives a prior (PUCT)', () => {
    /** The game's evaluation for values, and a prior from `prior(state, action)` normalised over the legal actions. */
    const withPrior = (prior: (s: GameState, a: number) => number): Evaluator => {
      const values = new GameEvaluation(ttt);
      return {
        evaluate: (s, out) => values.evaluate(s, out),
        prior(s, ids, n, out) {
          let sum = 0;
          for (let i = 0; i < n; i++) sum += out[i] = prior(s, ids[i]!);
          for (let i = 0; i < n; i++) out[i] = out[i]! / sum;
        },
      };
    };
    const spec = { type: 'mcts' as const, iterations: 400, c: 1.5, rollout: 'none' as const, search: 'ismcts' as const, determinizations: 1, reuse: false };

    it('takes a win in one and blocks a loss in one with a uniform prior', () => {
      const s = new TicTacToeState();
      for (const a of [0, 3, 1, 4]) s.apply(a);
      expect(new MctsAgent(spec, { game: ttt, rng: new Rng(1) }, withPrior(() => 1)).chooseAction(new PlayerView(s, 0, []), 0)).toBe(2);
      const u = new TicTacToeState();
      for (const a of [4, 0, 2]) u.apply(a);
      expect(new MctsAgent(spec, { game: ttt, rng: new Rng(2) }, withPrior(() => 1)).chooseAction(new PlayerView(u, 1, []), 1)).toBe(6);
    });

    it('follows the prior where the search has seen too little to overrule it', () => {
      // An opening where every move is worth about the same: with 6 iterations the prior decides.
      const s = new TicTacToeState();
      const favoured = 7;
      const agent = new MctsAgent({ ...spec, iterations: 6 }, { game: ttt, rng: new Rng(3) }, withPrior((_, a) => (a === favoured ? 50 : 1)));
      expect(agent.chooseAction(new PlayerView(s, 0, []), 0)).toBe(favoured);
      expect(agent.lastIterations).toBe(6);
    });
  });

  it("takes the playout cutoff and exploration from the game's searchDefaults unless the spec names them", () => {
    let evaluations = 0;
    const advised = { ...ttt, ai: { ...aiOf(ttt), searchDefaults: { cutoff: 1, c: 0.3 }, evaluate: (s: GameState, p: number) => (evaluations++, aiOf(ttt).evaluate(s, p)) } };
    const state = new TicTacToeState();
    const decide = (spec: object): void => {
      evaluations = 0;
      createAgent({ type: 'mcts', iterations: 50, ...spec }, { game: advised, rng: new Rng(1) }).chooseAction(new PlayerView(state, 0, []), 0);
    };
    decide({}); // the game's cutoff of one ply: playouts that do not end at once are evaluated
    expect(evaluations).toBeGreaterThan(0);
    decide({ cutoff: 0 }); // the spec's own setting wins: playouts run to the end
    expect(evaluations).toBe(0);
  });

  it('refuses bad options with the field named', () => {
    expect(() => createAgent({ type: 'mcts', iterations: -5 }, { game: ttt, rng: new Rng(1) })).toThrow(InputError);
    expect(() => createAgent({ type: 'mcts', rollout: 'smart' }, { game: ttt, rng: new Rng(1) })).toThrow(/rollout/);
  });

  // The hidden-information property with tree reuse on one seed of the games whose searches
  // are quick; mcts.slow.test.ts runs the others and more seeds.
  twinTests(shortTwinGames(), [1]);
});
