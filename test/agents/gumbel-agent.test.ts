// The Gumbel search as an agent (agents/gumbel/): its budget, its policy target, its value, its
// choices from concrete tic-tac-toe positions, and its options as experiments check them. Its
// hidden-information property over every game is in neural-agents.test.ts.

import '../../src/games/index.js';
import { describe, expect, it } from 'vitest';
import { GumbelAgent } from '../../agents/gumbel/index.js';
import { gumbelSpecSchema } from '../../agents/gumbel/spec.js';
import { GameEvaluation } from '../../agents/mcts/evaluators.js';
import type { Evaluator } from '../../src/core/evaluator.js';
import type { GameState } from '../../src/core/game.js';
import { getGame } from '../../src/core/registry.js';
import { Rng } from '../../src/core/rng.js';
import { PlayerView } from '../../src/core/view.js';
import type { TicTacToeState } from '../../src/games/tictactoe/tictactoe.js';
import { randomSetup } from '../../src/sim/random-setup.js';
import { cli, tempDir, writeFile } from '../cli/helpers.js';

const ttt = getGame('tictactoe');

/** A tic-tac-toe position after the moves (cells 0-8, X first). */
function position(...moves: number[]): TicTacToeState {
  const s = ttt.newMatch(randomSetup(ttt, 'standard', 1), 1) as TicTacToeState;
  for (const m of moves) s.apply(m);
  return s;
}

/**
 * A stand-in network: a fixed prior (`favoured` gets `mass` of it, the other legal actions share
 * the rest) and the game's own evaluation as its value (tic-tac-toe's counts open lines; a
 * finished match its result). It counts its calls.
 */
class FixedNetwork implements Evaluator {
  calls = 0;
  private readonly values = new GameEvaluation(ttt);
  constructor(
    private readonly favoured: number,
    private readonly mass = 0.6,
  ) {}
  evaluate(state: GameState, values: Float64Array): void {
    this.calls++;
    this.values.evaluate(state, values);
  }
  prior(_state: GameState, ids: Int32Array, n: number, out: Float64Array): void {
    const favoured = ids.subarray(0, n).includes(this.favoured);
    for (let i = 0; i < n; i++) out[i] = !favoured ? 1 / n : ids[i] === this.favoured ? this.mass : (1 - this.mass) / (n - 1);
  }
}

const spec = (options: object = {}) => gumbelSpecSchema.parse({ type: 'gumbel', model: 'unused', ...options });

describe('Gumbel search agent', () => {
  it('takes the immediate win the prior ranks low, within its simulation budget, and its target puts more weight on it than the prior', () => {
    // X: cells 0 and 1, O: 3 and 4; X wins at 2. The prior gives cell 8 six times the weight of any other.
    const s = position(0, 3, 1, 4);
    const net = new FixedNetwork(8);
    const agent = new GumbelAgent(spec({ simulations: 16, considered: 5, gumbelScale: 0 }), { game: ttt, rng: new Rng(4) }, net);
    const bytes = s.serialize();
    expect(agent.chooseAction(new PlayerView(s, 0, []), 0)).toBe(2);
    expect(s.serialize()).toBe(bytes);
    expect(agent.lastSimulations).toBe(16);
    const ids = new Int32Array(9);
    const n = s.legalActions(ids);
    const shares = new Float64Array(n);
    expect(agent.decisionShares(ids, n, shares)).toBe(true);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const win = Array.from(ids.subarray(0, n)).indexOf(2);
    expect(shares[win]).toBeGreaterThan(0.4 / (n - 1));
    // The search's value of the position: its simulations' mean, each seat's (the win pulls X's up).
    const value = new Float64Array(2);
    expect(agent.searchValue(value)).toBe(true);
    expect(value[0]).toBeGreaterThan(0.5);
    expect(value[0]).toBeGreaterThan(value[1]!);
  });

  it('blocks the threat the prior overlooks: after any other move O wins, which the simulations below the root find', () => {
    // X: 0 and 8, O: 4 and 2 (O threatens 6 along 2-4-6); X must take 6. The prior favours 1.
    // Without Gumbel noise (which makes the played move a sample), whatever the stream.
    const s = position(0, 4, 8, 2);
    for (const seed of [1, 2, 3]) {
      const agent = new GumbelAgent(spec({ simulations: 24, considered: 5, gumbelScale: 0 }), { game: ttt, rng: new Rng(seed) }, new FixedNetwork(1, 0.5));
      expect(agent.chooseAction(new PlayerView(s, 0, []), 0)).toBe(6);
    }
  });

  it('with gumbelScale 0 decides the same way from any stream; with noise the same stream gives the same decision', () => {
    const s = position(4);
    const choose = (seed: number, gumbelScale: number): number => new GumbelAgent(spec({ simulations: 8, gumbelScale }), { game: ttt, rng: new Rng(seed) }, new FixedNetwork(0)).chooseAction(new PlayerView(s, 1, []), 1);
    expect(new Set([1, 2, 3, 4, 5].map((k) => choose(k, 0))).size).toBe(1);
    expect(choose(9, 1)).toBe(choose(9, 1));
  });

  it('does not search a decision with one legal action, and then gives no target', () => {
    const s = position(0, 1, 2, 4, 3, 5, 7, 6);
    const net = new FixedNetwork(8);
    const agent = new GumbelAgent(spec(), { game: ttt, rng: new Rng(1) }, net);
    expect(agent.chooseAction(new PlayerView(s, 0, []), 0)).toBe(8);
    expect(net.calls).toBe(0);
    expect(agent.decisionShares(Int32Array.of(8), 1, new Float64Array(1))).toBe(false);
    expect(agent.searchValue(new Float64Array(2))).toBe(false);
  });

  it('experiments refuse bad options with one line each, before anything is played', async () => {
    const dir = tempDir();
    writeFile(dir, 'bad.yaml', 'name: t\ngame: tictactoe\nagents:\n  - {type: gumbel, simulations: 0, model: m}\n  - {type: gumbel, considered: 1, model: m}\n  - {type: gumbel, valueShare: 2, model: m}\n  - {type: gumbel, rollout: random, model: m}\nmatches: 4\nseed: 1\n');
    const r = await cli(['validate', 'bad.yaml'], dir);
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/agents\[0\]\.simulations/);
    expect(lines[1]).toMatch(/agents\[1\]\.considered/);
    expect(lines[2]).toMatch(/agents\[2\]\.valueShare/);
    expect(lines[3]).toMatch(/unknown key 'rollout'/);
  });

  it('`balance-lab agents` lists the gumbel type and the presets that play the committed models', async () => {
    const r = await cli(['agents'], tempDir());
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^ {2}gumbel +a network's policy improved by a few simulations/m);
    expect(r.stdout).toMatch(/^ {2}nmcts-200 +\{"type":"mcts","iterations":200,"evaluator":"neural"/m);
    expect(r.stdout).toMatch(/^ {2}gumbel-16 +\{"type":"gumbel","simulations":16/m);
  });
});
