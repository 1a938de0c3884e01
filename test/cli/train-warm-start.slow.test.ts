// `balance-lab train --warm-start heuristic`: generation 0 trained to imitate the game's
// heuristic (tic-tac-toe's: win, else block, else centre, else a corner), with a held-out loss,
// kept by --resume; the warm-started network plays like the heuristic and beats random play
// (npm run test:slow: each trains a network). train-warm-start.test.ts has the refusals.

import '../../src/games/index.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../agents/registry.js';
import { maxDistinctActions } from '../../src/core/game.js';
import { getGame } from '../../src/core/registry.js';
import { Rng, STREAM_AGENT, matchSeed } from '../../src/core/rng.js';
import { PlayerView } from '../../src/core/view.js';
import type { TrainState } from '../../src/sim/self-play-training.js';
import { randomSetup } from '../../src/sim/random-setup.js';
import { cli, tempDir } from './helpers.js';

const WARM = ['--warm-start', 'heuristic', '--warm-matches', '400', '--warm-epochs', '20', '--matches', '16', '--iterations', '12', '--hidden', '64,64', '--gate-matches', '20', '--eval-matches', '40', '--seed', '3'];

/**
 * Matches of `model` (greedy) against random play, the network's seat alternating: its win
 * share, and at each of its decisions whether it chose what the heuristic would in its place.
 */
function measure(model: string, matches: number): { share: number; agree: number; decisions: number } {
  const game = getGame('tictactoe');
  const ids = new Int32Array(maxDistinctActions(game));
  let share = 0;
  let agree = 0;
  let decisions = 0;
  for (let i = 0; i < matches; i++) {
    const seed = matchSeed(777, i);
    const seat = i % 2;
    const state = game.newMatch(randomSetup(game, 'standard', seed), seed);
    const neural = createAgent({ type: 'neural', model }, { game, rng: new Rng(seed, STREAM_AGENT) });
    const random = createAgent({ type: 'random' }, { game, rng: new Rng(seed, STREAM_AGENT + 1) });
    const heuristic = createAgent({ type: 'heuristic' }, { game, rng: new Rng(seed, STREAM_AGENT + 2) });
    while (!state.isTerminal()) {
      const p = state.currentPlayer();
      if (state.legalActions(ids) === 1) {
        state.apply(ids[0]!);
        continue;
      }
      const view = new PlayerView(state, p, []);
      if (p !== seat) {
        state.apply(random.chooseAction(view, p));
        continue;
      }
      const action = neural.chooseAction(view, p);
      decisions++;
      if (heuristic.chooseAction(view, p) === action) agree++;
      state.apply(action);
    }
    const r = state.returns();
    share += (r[seat]! + 1) / 2;
  }
  return { share: share / matches, agree, decisions };
}

describe('balance-lab train --warm-start heuristic', () => {
  it('trains generation 0 to imitate the heuristic: it agrees with it on most decisions and beats random play; --resume keeps it', async () => {
    const dir = tempDir();
    const first = await cli(['train', 'tictactoe', '--generations', '1', '--budget', '5m', '--out', 'run', '--workers', '1', ...WARM], dir);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/^warm start \(generation 0\): 400 heuristic matches, \d+ samples \(\d+ held out\), value loss [\d.]+ -> [\d.]+ \(held out [\d.]+\)/m);
    const state = JSON.parse(readFileSync(join(dir, 'run', 'train.json'), 'utf8')) as TrainState;
    const warm = state.warmStart!;
    // The held-out slice (whole matches, not trained on) is measured after training.
    expect(warm.heldOutSamples).toBeGreaterThan(0);
    expect(warm.after.policy).toBeLessThan(warm.before.policy);
    expect(warm.heldOut.policy).toBeLessThan(warm.before.policy);
    expect(state.generations[0]!.heldOutSamples).toBeGreaterThan(0);
    const csv = readFileSync(join(dir, 'run', 'generations.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toMatch(/value_loss_held_out,policy_loss_held_out,policy_agreement_held_out/);
    // The held-out agreement is printed and written beside the losses.
    expect(first.stderr).toContain(`agreement ${(100 * warm.heldOut.agreement).toFixed(1)}%`);
    expect(Number(csv[1]!.split(',')[csv[0]!.split(',').indexOf('policy_agreement_held_out')])).toBeCloseTo(warm.heldOut.agreement, 4);
    expect(csv[1]).toMatch(/^0,/);
    expect(csv).toHaveLength(3);

    const m = measure(join(dir, 'run', 'gen-000', 'model'), 200);
    // Seed 3 gives 80% agreement and an 80.5% win share against random over these 200 matches;
    // on the held-out positions of heuristic play, which it was trained on the like of, 98.6%.
    expect(warm.heldOut.agreement).toBeGreaterThan(0.9);
    expect(m.agree / m.decisions).toBeGreaterThan(0.7);
    expect(m.share).toBeGreaterThan(0.7);

    // Resumed: the warm start is not played again, the generations go on from it.
    const rest = await cli(['train', 'tictactoe', '--generations', '2', '--budget', '5m', '--out', 'run', '--workers', '1', '--resume'], dir);
    expect(rest.code, rest.stderr).toBe(0);
    expect(rest.stderr).not.toMatch(/warm start/);
    expect(rest.stderr).toMatch(/^generation 2\/2:/m);
    const after = JSON.parse(readFileSync(join(dir, 'run', 'train.json'), 'utf8')) as TrainState;
    expect(after.warmStart).toEqual(warm);
  });

  it('with --generations 0 trains the warm start alone and publishes it as the model', async () => {
    const dir = tempDir();
    const r = await cli(['train', 'tictactoe', '--generations', '0', '--budget', '5m', '--out', 'run', '--workers', '1', ...WARM, '--warm-matches', '40', '--value-weight', '0.25', '--learning-rate', '1e-3'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^0 generations done \(best: 0\)/);
    expect(r.stdout).not.toMatch(/budget ran out/);
    const state = JSON.parse(readFileSync(join(dir, 'run', 'train.json'), 'utf8')) as TrainState;
    expect(state.generations).toHaveLength(0);
    expect(state.settings.valueWeight).toBe(0.25);
    expect(state.settings.learningRate).toBe(0.001);
    const model = JSON.parse(readFileSync(join(dir, 'run', 'model', 'model.json'), 'utf8')) as { card: { generation: number } };
    expect(model.card.generation).toBe(0);
  });
});
