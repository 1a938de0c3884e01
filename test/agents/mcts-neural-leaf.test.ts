// MCTS guided by a network (`evaluator: neural`): leaf values blended between the value head
// and the spec's rollout (`valueShare`), the prior between the policy head and an even spread
// (`priorWeight`), and PUCT's own exploration constant.

import '../../src/games/index.js';
import { describe, expect, it } from 'vitest';
import { BlendedNetwork, evaluatorFor } from '../../agents/mcts/evaluators.js';
import { MctsAgent } from '../../agents/mcts/index.js';
import { DEFAULT_PUCT_C, mctsSpecSchema } from '../../agents/mcts/spec.js';
import type { Evaluator } from '../../src/core/evaluator.js';
import type { GameDefinition, GameState } from '../../src/core/game.js';
import { getGame } from '../../src/core/registry.js';
import { Rng } from '../../src/core/rng.js';
import { PlayerView } from '../../src/core/view.js';
import { TicTacToeState } from '../../src/games/tictactoe/tictactoe.js';
import { aiOf } from '../../src/core/facets.js';

const ttt = getGame('tictactoe');
const parse = (spec: object) => mctsSpecSchema.parse({ type: 'mcts', ...spec });

/** A stand-in network: fixed values, a prior that favours the lowest action id, and a log of the positions it valued. */
function fakeNetwork(value: number[]): Evaluator & { valuedAt: number[] } {
  const valuedAt: number[] = [];
  return {
    valuedAt,
    evaluate(state, out) {
      valuedAt.push(state.decisions());
      out.set(value);
    },
    prior(_s, _ids, n, out) {
      for (let i = 0; i < n; i++) out[i] = i === 0 ? 0.5 + 0.5 / n : 0.5 / n;
    },
  };
}

/** A stand-in rollout that plays one move forward (as a real one does) and gives fixed values. */
function fakeRollout(value: number[]): Evaluator & { calls: number } {
  const ids = new Int32Array(9);
  const r = {
    calls: 0,
    evaluate(state: GameState, out: Float64Array) {
      r.calls++;
      if (!state.isTerminal() && state.legalActions(ids) > 0) state.apply(ids[0]!);
      out.set(value);
    },
  };
  return r;
}

function rootStats(game: GameDefinition, spec: object, evaluator: (rng: Rng) => Evaluator) {
  const rng = new Rng(5);
  const agent = new MctsAgent(parse({ iterations: 300, reuse: false, ...spec }), { game, rng }, evaluator(rng));
  const s = new TicTacToeState();
  s.apply(4);
  agent.chooseAction(new PlayerView(s, 1, []), 1);
  return agent.rootStats();
}

describe('MCTS with a network: leaf values and exploration', () => {
  it("valueShare: the network's share of a leaf's value, the rollout's the rest, the network reading the leaf before the rollout plays it on", () => {
    const state = new TicTacToeState();
    state.apply(4);
    const network = fakeNetwork([0.9, 0.1]);
    const rollout = fakeRollout([0.1, 0.9]);
    const values = new Float64Array(2);
    new BlendedNetwork(network, rollout, 0.25, 1).evaluate(state, values);
    expect(values[0]).toBeCloseTo(0.25 * 0.9 + 0.75 * 0.1, 12);
    expect(values[1]).toBeCloseTo(0.25 * 0.1 + 0.75 * 0.9, 12);
    expect(network.valuedAt).toEqual([1]);
    expect(state.decisions()).toBe(2);

    new BlendedNetwork(network, rollout, 1, 1).evaluate(new TicTacToeState(), values);
    expect(Array.from(values)).toEqual([0.9, 0.1]);
    expect(rollout.calls).toBe(1);
    new BlendedNetwork(network, rollout, 0, 1).evaluate(new TicTacToeState(), values);
    expect(Array.from(values)).toEqual([0.1, 0.9]);
    expect(network.valuedAt).toHaveLength(2);
  });

  it("priorWeight: the network's share of the prior, the rest spread evenly over the legal actions", () => {
    const network = fakeNetwork([0.5, 0.5]);
    const out = new Float64Array(4);
    new BlendedNetwork(network, fakeRollout([0.5, 0.5]), 1, 0.4).prior(new TicTacToeState(), Int32Array.of(0, 1, 2, 3), 4, out);
    // The network gives 0.5 + 0.5 / 4 to the first action and 0.5 / 4 to each other one.
    expect(out[0]).toBeCloseTo(0.4 * 0.625 + 0.6 / 4, 12);
    expect(out[3]).toBeCloseTo(0.4 * 0.125 + 0.6 / 4, 12);
    expect(out.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it("evaluator: neural with valueShare 0 searches exactly as the network's prior over the spec's rollouts", () => {
    const spec = { rollout: 'random', cutoff: 0, c: 1.2 };
    const network = fakeNetwork([1, 1]);
    const blended = rootStats(ttt, { ...spec, evaluator: 'neural', model: 'unused', valueShare: 0, priorWeight: 1 }, () => network);
    const byHand = rootStats(ttt, spec, (rng) => {
      const rollout = evaluatorFor(ttt, rng, 'random', 0);
      return { evaluate: (s, v) => rollout.evaluate(s, v), prior: network.prior };
    });
    expect(blended).toEqual(byHand);
    expect(network.valuedAt).toHaveLength(0);
    // The value head alone (valueShare 1) is another search.
    expect(rootStats(ttt, { ...spec, evaluator: 'neural', model: 'unused', valueShare: 1 }, () => fakeNetwork([0.5, 0.5]))).not.toEqual(byHand);
  });

  it("a network's prior searches with PUCT's constant: the spec's c, else the game's priorC, else the PUCT default, never the game's UCB c", () => {
    const spec = { rollout: 'random', cutoff: 0, evaluator: 'neural', model: 'unused' };
    const stats = (game: GameDefinition, c?: number) => rootStats(game, c === undefined ? spec : { ...spec, c }, () => fakeNetwork([0.5, 0.5]));
    const withC = (c: number) => stats(ttt, c);
    expect(stats(ttt)).toEqual(withC(DEFAULT_PUCT_C));
    expect(stats({ ...ttt, ai: { ...aiOf(ttt), searchDefaults: { c: 0.05 } } })).toEqual(withC(DEFAULT_PUCT_C));
    expect(stats({ ...ttt, ai: { ...aiOf(ttt), searchDefaults: { c: 0.05, priorC: 3 } } })).toEqual(withC(3));
    expect(withC(3)).not.toEqual(withC(DEFAULT_PUCT_C));
    expect(stats({ ...ttt, ai: { ...aiOf(ttt), searchDefaults: { priorC: 3 } } }, 0.4)).toEqual(withC(0.4));
  });

  it("by default the network gives half the prior and no leaf value (valueShare 0, priorWeight 0.5)", () => {
    const spec = { rollout: 'random', cutoff: 0, evaluator: 'neural', model: 'unused' };
    const network = fakeNetwork([0.9, 0.1]);
    const byDefault = rootStats(ttt, spec, () => network);
    expect(network.valuedAt).toHaveLength(0);
    expect(byDefault).toEqual(rootStats(ttt, { ...spec, valueShare: 0, priorWeight: 0.5 }, () => fakeNetwork([0.9, 0.1])));
    expect(byDefault).not.toEqual(rootStats(ttt, { ...spec, valueShare: 0, priorWeight: 1 }, () => fakeNetwork([0.9, 0.1])));
  });

  it('refuses a valueShare without a network, or outside [0, 1], and takes a priorWeight with a network', () => {
    expect(mctsSpecSchema.safeParse({ type: 'mcts', evaluator: 'neural', model: 'm', priorWeight: 0.3 }).success).toBe(true);
    expect(mctsSpecSchema.safeParse({ type: 'mcts', valueShare: 0.5 }).error?.issues[0]?.message).toMatch(/'valueShare' is read only with evaluator: neural/);
    expect(mctsSpecSchema.safeParse({ type: 'mcts', evaluator: 'neural', model: 'm', valueShare: 1.5 }).error?.issues[0]?.path).toEqual(['valueShare']);
  });
});
