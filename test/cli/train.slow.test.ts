// `balance-lab train`: a tiny self-play training run on tic-tac-toe, resumed, and its refusals.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TrainState } from '../../src/sim/self-play-training.js';
import { cli, tempDir } from './helpers.js';

const TINY = ['--matches', '24', '--iterations', '12', '--hidden', '32,32', '--epochs', '8', '--gate-matches', '20', '--eval-matches', '20', '--seed', '5'];

const stateOf = (dir: string): TrainState => JSON.parse(readFileSync(join(dir, 'train.json'), 'utf8')) as TrainState;
/** A run's generations without their wall times. */
const results = (dir: string): unknown[] => stateOf(dir).generations.map(({ seconds: _s, timing: _t, ...rest }) => rest);

describe('balance-lab train', () => {
  it('a tiny run on tic-tac-toe lowers the value loss, writes the report and a model the agents load; a resumed run continues from the last generation as if never stopped', async () => {
    const dir = tempDir();
    const [whole, first] = await Promise.all([
      cli(['train', 'tictactoe', '--generations', '3', '--budget', '5m', '--out', 'whole', '--workers', '1', ...TINY], dir),
      cli(['train', 'tictactoe', '--generations', '1', '--budget', '5m', '--out', 'split', '--workers', '1', ...TINY], dir),
    ]);
    expect(whole.code, whole.stderr).toBe(0);
    expect(first.code, first.stderr).toBe(0);
    expect(whole.stderr).toMatch(/^tfjs backend: (tensorflow|wasm|cpu)$/m);
    expect(whole.stderr).toMatch(/^generation 3\/3: \d+ samples \(fresh value loss [\d.]+\), trained value loss/m);
    const gens = stateOf(join(dir, 'whole')).generations;
    expect(gens).toHaveLength(3);
    // Each generation's training lowers the value and policy loss on the samples it trains on.
    for (const g of gens) {
      expect(g.after.value).toBeLessThan(g.before.value);
      expect(g.after.policy).toBeLessThan(g.before.policy);
    }
    const csv = readFileSync(join(dir, 'whole', 'generations.csv'), 'utf8').trim().split('\n');
    expect(csv).toHaveLength(4);
    expect(csv[0]).toMatch(/^generation,samples,value_loss_fresh,policy_loss_fresh,value_loss_before/);
    expect(readFileSync(join(dir, 'whole', 'report.html'), 'utf8')).toMatch(/<svg[\s\S]*vs heuristic/);
    expect(JSON.parse(readFileSync(join(dir, 'whole', 'run.json'), 'utf8'))).toMatchObject({ backend: expect.stringMatching(/tensorflow|wasm|cpu/) });

    // Resumed with another worker count: the same generations as the run that never stopped.
    const rest = await cli(['train', 'tictactoe', '--generations', '3', '--budget', '5m', '--out', 'split', '--workers', '2', '--resume'], dir);
    expect(rest.code, rest.stderr).toBe(0);
    expect(rest.stderr).not.toMatch(/generation 1\//);
    expect(results(join(dir, 'split'))).toEqual(results(join(dir, 'whole')));

    // The trained model plays as an agent.
    const play = await cli(['play', 'tictactoe', '--agents', 'neural:whole/model,mcts-200:whole/model', '--seed', '2'], dir);
    expect(play.code, play.stderr).toBe(0);
  });

  it('refuses a folder that already holds a run without --resume, a resume of nothing, and a bad budget', async () => {
    const dir = tempDir();
    const ok = await cli(['train', 'tictactoe', '--generations', '1', '--budget', '2m', '--out', 'run', '--workers', '1', ...TINY], dir);
    expect(ok.code, ok.stderr).toBe(0);
    const [again, nothing, budget] = await Promise.all([
      cli(['train', 'tictactoe', '--generations', '2', '--budget', '2m', '--out', 'run'], dir),
      cli(['train', 'tictactoe', '--generations', '2', '--budget', '2m', '--out', 'none', '--resume'], dir),
      cli(['train', 'tictactoe', '--generations', '2', '--budget', 'soon', '--out', 'x'], dir),
    ]);
    for (const r of [again, nothing, budget]) {
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(again.stderr).toMatch(/already holds a training run.*--resume/);
    expect(nothing.stderr).toMatch(/no training run to resume/);
    expect(budget.stderr).toMatch(/--budget.*90s, 20m or 1h, got 'soon'/);
  });
});
