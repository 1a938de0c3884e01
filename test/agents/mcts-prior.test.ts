// The heuristic prior (`prior: heuristic`): what it gives, what it costs, that it is honest with
// hidden cards, and that a search which does not ask for it is unchanged.

import '../../src/games/index.js';
import { describe, expect, it } from 'vitest';
import { GameEvaluation, evaluatorFor, HeuristicPrior } from '../../agents/mcts/evaluators.js';
import { MctsAgent } from '../../agents/mcts/index.js';
import { mctsSpecSchema } from '../../agents/mcts/spec.js';
import { createAgent } from '../../agents/registry.js';
import type { Evaluator } from '../../src/core/evaluator.js';
import type { GameDefinition, GameState } from '../../src/core/game.js';
import { getGame, listGames } from '../../src/core/registry.js';
import { Rng, STREAM_AGENT } from '../../src/core/rng.js';
import { PlayerView } from '../../src/core/view.js';
import { TicTacToeState } from '../../src/games/tictactoe/tictactoe.js';
import { randomSetup } from '../../src/sim/random-setup.js';
import { cli, tempDir, writeFile } from '../cli/helpers.js';
import { searchTwins } from './search-twins.js';
import { aiOf } from '../../src/core/facets.js';

const ttt = getGame('tictactoe');
const gloom = getGame('gloom');

/** Decision points with more than one legal action, reached by random play from a seeded match. */
function positions(game: GameDefinition, seed: number, count: number): GameState[] {
  const facts = game.variants.find((v) => v.id === game.defaultVariant)!;
  const state = game.newMatch(randomSetup(game, facts.id, seed), seed);
  const rng = new Rng(seed, 11);
  const ids = new Int32Array(facts.numDistinctActions);
  const out: GameState[] = [];
  while (!state.isTerminal() && out.length < count) {
    const n = state.legalActions(ids);
    if (n > 1 && rng.below(3) === 0) out.push(state.clone());
    state.apply(ids[rng.below(n)]!);
  }
  return out;
}

/** Counts the game's heuristic decisions (the prior's cost). */
function counting(game: GameDefinition, searchDefaults = aiOf(game).searchDefaults): { game: GameDefinition; calls: () => number } {
  let calls = 0;
  const ai = aiOf(game);
  const counted: GameDefinition = { ...game, ai: { ...ai, searchDefaults, heuristicAction: (s, p, rng) => (calls++, ai.heuristicAction(s, p, rng)) } };
  return { game: counted, calls: () => calls };
}

const parse = (spec: object) => mctsSpecSchema.parse({ type: 'mcts', ...spec });

describe('MCTS heuristic prior', () => {
  for (const game of listGames()) {
    it(`${game.id}: is a distribution over exactly the legal actions with the heuristic's action highest, and leaves the state as it was`, () => {
      const facts = game.variants.find((v) => v.id === game.defaultVariant)!;
      const ids = new Int32Array(facts.numDistinctActions);
      const out = new Float64Array(facts.numDistinctActions);
      const checked = positions(game, 3, 6);
      expect(checked.length).toBeGreaterThan(0);
      for (const [k, state] of checked.entries()) {
        const n = state.legalActions(ids);
        const bytes = state.serialize();
        new HeuristicPrior(game, new Rng(k, 5), new GameEvaluation(game), 0.4).prior(state, ids, n, out);
        expect(state.serialize()).toBe(bytes);
        const chosen = aiOf(game).heuristicAction(state, state.currentPlayer(), new Rng(k, 5));
        const at = Array.from(ids.subarray(0, n)).indexOf(chosen);
        expect(at, 'the heuristic chose a legal action').toBeGreaterThanOrEqual(0);
        const mass = Array.from(out.subarray(0, n));
        expect(mass.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        expect(mass.every((m) => m > 0)).toBe(true);
        expect(mass[at]).toBeCloseTo(0.4 + 0.6 / n, 12);
        for (let i = 0; i < n; i++) if (i !== at) expect(mass[i]).toBeCloseTo(0.6 / n, 12);
      }
    });
  }

  it('asks the heuristic once a node is expanded: at the root, then at nodes visited expandAfter times', () => {
    const { game, calls } = counting(ttt);
    for (const expandAfter of [2, 4, 16]) {
      const before = calls();
      const agent = new MctsAgent(parse({ iterations: 400, prior: 'heuristic', expandAfter, rollout: 'none', reuse: false }), { game, rng: new Rng(2) });
      agent.chooseAction(new PlayerView(new TicTacToeState(), 0, []), 0);
      // Perfect information: an expanded node never meets new actions, so each costs one call.
      expect(calls() - before, `expandAfter ${expandAfter}`).toBeGreaterThan(0);
      expect(calls() - before, `expandAfter ${expandAfter}`).toBeLessThanOrEqual(1 + 400 / expandAfter);
    }
  });

  it('takes a win in one and blocks a loss in one', () => {
    const s = new TicTacToeState();
    for (const a of [0, 3, 1, 4]) s.apply(a); // X: a3 b3, O: a2 b2; X to move wins at c3
    expect(createAgent({ type: 'mcts', iterations: 400, prior: 'heuristic', c: 1 }, { game: ttt, rng: new Rng(1) }).chooseAction(new PlayerView(s, 0, []), 0)).toBe(2);
    const u = new TicTacToeState();
    for (const a of [4, 0, 2]) u.apply(a); // X b2 c3; O a3; O to move must block a1 (6)
    expect(createAgent({ type: 'mcts', iterations: 400, prior: 'heuristic', c: 1 }, { game: ttt, rng: new Rng(2) }).chooseAction(new PlayerView(u, 1, []), 1)).toBe(6);
  });

  it("follows the game's searchDefaults where the spec is silent, and the spec's prior: none wins", () => {
    const advised = counting(gloom, { ...aiOf(gloom).searchDefaults, prior: 'heuristic', priorWeight: 0.7, expandAfter: 4 });
    const [state] = positions(gloom, 5, 1);
    const view = (s: GameState) => new PlayerView(s, s.currentPlayer(), []);
    createAgent({ type: 'mcts', iterations: 100 }, { game: advised.game, rng: new Rng(1) }).chooseAction(view(state!), state!.currentPlayer());
    expect(advised.calls()).toBeGreaterThan(0);
    const before = advised.calls();
    const none = createAgent({ type: 'mcts', iterations: 100, prior: 'none' }, { game: advised.game, rng: new Rng(1) }) as MctsAgent;
    const unadvised = { ...gloom, ai: { ...aiOf(gloom), searchDefaults: { ...aiOf(gloom).searchDefaults, prior: undefined } } };
    const plain = createAgent({ type: 'mcts', iterations: 100 }, { game: unadvised, rng: new Rng(1) }) as MctsAgent;
    expect(none.chooseAction(view(state!), state!.currentPlayer())).toBe(plain.chooseAction(view(state!), state!.currentPlayer()));
    expect(advised.calls()).toBe(before);
    expect(none.rootStats()).toEqual(plain.rootStats());
  });

  it('a spec without a prior, in a game that advises none, searches exactly as the rollout evaluator alone (UCB, no heuristic call)', () => {
    const ward = getGame('ward');
    expect(aiOf(ward).searchDefaults?.prior).toBeUndefined();
    const { game, calls } = counting(ward);
    const spec = parse({ iterations: 150 });
    const a = new MctsAgent(spec, { game, rng: new Rng(4, STREAM_AGENT) });
    const rng = new Rng(4, STREAM_AGENT);
    const b = new MctsAgent(spec, { game: ward, rng }, evaluatorFor(ward, rng, 'random', aiOf(ward).searchDefaults!.cutoff!));
    for (const state of positions(ward, 6, 5)) {
      const p = state.currentPlayer();
      expect(a.chooseAction(new PlayerView(state, p, []), p)).toBe(b.chooseAction(new PlayerView(state, p, []), p));
      expect(a.rootStats()).toEqual(b.rootStats());
    }
    expect(calls()).toBe(0);
  });

  it("leaves a given evaluator's prior alone (a network's): asked at every new leaf, with the spec's c, whatever the game advises for the heuristic prior", () => {
    let priors = 0;
    const values = new GameEvaluation(ttt);
    const uniform: Evaluator = {
      evaluate: (s, out) => values.evaluate(s, out),
      prior(_s, _ids, n, out) {
        priors++;
        for (let i = 0; i < n; i++) out[i] = 1 / n;
      },
    };
    const stats = (game: GameDefinition) => {
      priors = 0;
      const agent = new MctsAgent(parse({ iterations: 200, c: 1.5, rollout: 'none', reuse: false }), { game, rng: new Rng(7) }, uniform);
      agent.chooseAction(new PlayerView(new TicTacToeState(), 0, []), 0);
      return { stats: agent.rootStats(), priors };
    };
    const advised = stats({ ...ttt, ai: { ...aiOf(ttt), searchDefaults: { prior: 'heuristic', priorC: 9, expandAfter: 8 } } });
    expect(advised).toEqual(stats(ttt));
    expect(advised.priors).toBeGreaterThan(100);
  });

  it('refuses prior options that cannot apply', () => {
    expect(mctsSpecSchema.safeParse({ type: 'mcts', priorWeight: 0.5 }).error?.issues[0]?.message).toMatch(/'priorWeight' needs 'prior: heuristic'/);
    expect(mctsSpecSchema.safeParse({ type: 'mcts', prior: 'none', expandAfter: 2 }).error?.issues[0]?.message).toMatch(/'expandAfter' needs 'prior: heuristic'/);
    expect(mctsSpecSchema.safeParse({ type: 'mcts', prior: 'heuristic', evaluator: 'neural', model: 'm' }).error?.issues[0]?.path).toEqual(['prior']);
  });

  it('bad prior values in an experiment: one line each naming file, line and field, with did you mean, and nothing played', async () => {
    const dir = tempDir();
    writeFile(
      dir,
      'prior.yaml',
      'name: p\ngame: gloom\nagents:\n  - heuristic\n  - {type: mcts, prior: heuristik}\n  - {type: mcts, prior: heuristic, priorWeight: 1.5, expandAfter: 0}\nmatches: 4\nseed: 1\n',
    );
    const r = await cli(['validate', 'prior.yaml'], dir);
    expect(r.code, r.stderr).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines, r.stderr).toHaveLength(3);
    expect(lines[0]).toMatch(/^balance-lab: prior\.yaml:5:\d+ agents\[1\]\.prior: .*"heuristik".*did you mean 'heuristic'\?/);
    expect(lines[1]).toMatch(/^balance-lab: prior\.yaml:6:\d+ agents\[2\]\.priorWeight: expected a number at most 1, got 1\.5$/);
    expect(lines[2]).toMatch(/^balance-lab: prior\.yaml:6:\d+ agents\[2\]\.expandAfter: expected a number more than 0, got 0$/);
  });

  // The hidden-information property with the heuristic prior: the heuristic runs on the search's
  // determinizations, so a twin searching on perturbHidden states (same observations) agrees.
  for (const game of listGames().filter((g) => g.variants.some((v) => v.hiddenInformation))) {
    it(`${game.id}: gives the same action and root statistics on perturbHidden twins, tree reuse included`, () => {
      for (let seed = 1; seed <= 2; seed++) {
        const spec = parse({ iterations: 60, prior: 'heuristic', expandAfter: 2, cutoff: 4 });
        expect(searchTwins(game, spec, seed, 80)).toBeGreaterThan(0);
      }
    });
  }
});
