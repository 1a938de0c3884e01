// `balance-lab train` as expert iteration (the default `--search gumbel`): on tic-tac-toe it lifts
// a network that imitated a weak teacher above that teacher; a run stopped by Ctrl-C in the middle
// of a generation and resumed with another worker count ends as an unbroken run does; a run can
// start from a trained model. Its options' checks are in train-options.test.ts.

import '../../src/games/index.js';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../agents/registry.js';
import { getGame } from '../../src/core/registry.js';
import { Rng, STREAM_AGENT, matchSeed } from '../../src/core/rng.js';
import { playMatch } from '../../src/sim/match.js';
import { randomSetup } from '../../src/sim/random-setup.js';
import type { TrainState } from '../../src/sim/self-play-training.js';
import type { Interval } from '../../src/stats/wilson.js';
import { wilson } from '../../src/stats/wilson.js';
import { BIN, cli, tempDir } from './helpers.js';

const ttt = getGame('tictactoe');
const stateOf = (dir: string): TrainState => JSON.parse(readFileSync(join(dir, 'train.json'), 'utf8')) as TrainState;
/** A run's generations without their wall times. */
const results = (dir: string): unknown[] => stateOf(dir).generations.map(({ seconds: _s, timing: _t, ...rest }) => rest);

/** The greedy network in `model` against `opponent` over `matches` tic-tac-toe matches, seats alternated: its win share (draws half). */
function versus(model: string, opponent: string, matches: number): Interval {
  let total = 0;
  for (let i = 0; i < matches; i++) {
    const seed = matchSeed(2024, i);
    const seat = i % 2;
    const agents = [0, 1].map((p) => createAgent(p === seat ? { type: 'neural', model } : opponent, { game: ttt, rng: new Rng(seed, STREAM_AGENT + p) }));
    total += (playMatch(ttt, randomSetup(ttt, 'standard', seed), seed, agents).returns[seat]! + 1) / 2;
  }
  return wilson(total, matches);
}

const COMMON = ['--matches', '32', '--iterations', '8', '--epochs', '2', '--gate-matches', '16', '--eval-matches', '8', '--seed', '9'];
const SMALL = [...COMMON, '--considered', '4', '--hidden', '16,16'];

describe('balance-lab train: expert iteration', () => {
  it('lifts a network that imitated random play (its teacher) above it: the imitation wins about half against random, the trained network clearly more', async () => {
    const dir = tempDir();
    const r = await cli(['train', 'tictactoe', '--warm-start', 'random', '--warm-matches', '100', '--generations', '4', '--budget', '10m', '--out', 'run', '--workers', '1', '--matches', '128', '--hidden', '32,32', '--value-weight', '1', '--gate-matches', '60', '--eval-matches', '20', '--seed', '3'], dir);
    expect(r.code, r.stderr).toBe(0);
    const state = stateOf(join(dir, 'run'));
    expect(state.settings).toMatchObject({ search: 'gumbel', iterations: 16, considered: 8 });
    expect(state.generations.some((g) => g.accepted)).toBe(true);
    const imitation = versus(join(dir, 'run', 'gen-000', 'model'), 'random', 400);
    const trained = versus(join(dir, 'run', 'model'), 'random', 400);
    // Seed 3: the imitation wins 61.0% [56.1, 65.7] of these 400 matches, the trained network 76.6% [72.2, 80.5].
    expect(imitation.low).toBeLessThan(0.6);
    expect(imitation.high).toBeLessThan(0.7);
    expect(trained.low).toBeGreaterThan(0.7);
    expect(trained.low).toBeGreaterThan(imitation.high);
    // The report's learning curve starts at the imitation (generation 0) and has a point per generation.
    const html = readFileSync(join(dir, 'run', 'report.html'), 'utf8');
    expect(html).toMatch(/Learning curve[\s\S]*<svg[\s\S]*vs best so far \(gate\)[\s\S]*vs heuristic/);
    expect(readFileSync(join(dir, 'run', 'report.md'), 'utf8')).toMatch(/expert iteration with the Gumbel search at 16 simulations a decision \(8 actions sampled at the root; the move played a sample with Gumbel noise for the first 8 decisions/);
  });

  it('a run stopped by Ctrl-C during a generation, resumed with two workers, ends with the generations of an unbroken one-worker run', async () => {
    const dir = tempDir();
    const whole = cli(['train', 'tictactoe', '--generations', '3', '--budget', '5m', '--out', 'whole', '--workers', '1', ...SMALL], dir);
    // Stopped once generation 1 is done: generation 2 is under way and is dropped.
    const stopped = await new Promise<{ code: number | null; stderr: string }>((done) => {
      const child = spawn(process.execPath, [BIN, 'train', 'tictactoe', '--generations', '3', '--budget', '5m', '--out', 'split', '--workers', '1', ...SMALL], { cwd: dir, env: { ...process.env, FORCE_COLOR: '0' } });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
        if (/^generation 1\/3:/m.test(stderr) && child.exitCode === null && !child.killed) child.kill('SIGINT');
      });
      child.on('close', (code) => done({ code, stderr }));
    });
    expect(stopped.code, stopped.stderr).toBe(130);
    expect(stopped.stderr).toMatch(/stopping: the generation in progress is dropped/);
    expect(stateOf(join(dir, 'split')).generations).toHaveLength(1);
    const rest = await cli(['train', 'tictactoe', '--generations', '3', '--budget', '5m', '--out', 'split', '--workers', '2', '--resume'], dir);
    expect(rest.code, rest.stderr).toBe(0);
    expect(rest.stderr).not.toMatch(/^generation 1\//m);
    expect(rest.stderr).toMatch(/^generation 2\/3:/m);
    expect((await whole).code).toBe(0);
    expect(results(join(dir, 'split'))).toEqual(results(join(dir, 'whole')));
    expect(readFileSync(join(dir, 'split', 'model', 'weights.bin'))).toEqual(readFileSync(join(dir, 'whole', 'model', 'weights.bin')));
  });

  it('--start-model makes a trained model generation 0 (its layer widths kept) and starts the learning curve there; --search mcts still trains by visit shares, with playouts and a softened prior when asked', async () => {
    const dir = tempDir();
    const first = await cli(['train', 'tictactoe', '--generations', '1', '--budget', '5m', '--out', 'a', '--workers', '1', ...SMALL], dir);
    expect(first.code, first.stderr).toBe(0);
    const next = await cli(['train', 'tictactoe', '--start-model', 'a/model', '--search', 'mcts', '--value-share', '0', '--prior-weight', '0.5', '--generations', '1', '--budget', '5m', '--out', 'b', '--workers', '1', ...COMMON], dir);
    expect(next.code, next.stderr).toBe(0);
    expect(next.stderr).toMatch(/^generation 0: .*a.model; vs heuristic [\d.]+% \[/m);
    const state = stateOf(join(dir, 'b'));
    expect(state.settings).toMatchObject({ search: 'mcts', valueShare: 0, priorWeight: 0.5, hidden: [16, 16], startModel: expect.stringMatching(/a.model$/) });
    expect(state.start!.vsHeuristic.matches).toBe(8);
    // The model's card names the start model as given, relative to the folder it was trained in.
    const card = (JSON.parse(readFileSync(join(dir, 'b', 'model', 'model.json'), 'utf8')) as { card: { startModel: string; settings: { startModel: string } } }).card;
    expect([card.startModel, card.settings.startModel]).toEqual([join('a', 'model'), join('a', 'model')]);
    expect(readFileSync(join(dir, 'b', 'gen-000', 'model', 'weights.bin'))).toEqual(readFileSync(join(dir, 'a', 'model', 'weights.bin')));
    const csv = readFileSync(join(dir, 'b', 'generations.csv'), 'utf8').trim().split('\n');
    expect(csv).toHaveLength(3);
    expect(csv[1]).toMatch(/^0,/);
    expect(readFileSync(join(dir, 'a', 'report.md'), 'utf8')).toMatch(/Gate: the new network against the best so far \(both sampling from their policy: .*without chance\)/);
    expect(readFileSync(join(dir, 'b', 'report.md'), 'utf8')).toMatch(/at 8 MCTS iterations a decision \(.*; leaves valued 0 by the value head, the rest by a playout; the prior 0.5 the network's policy, the rest even\)/);
  });

  it('the gate plays both networks greedily in a game with chance (Kuhn poker), as the neural agent plays', async () => {
    const dir = tempDir();
    const r = await cli(['train', 'kuhn', '--generations', '1', '--budget', '5m', '--out', 'k', '--workers', '1', ...SMALL], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(dir, 'k', 'report.md'), 'utf8')).toMatch(/Gate: the new network against the best so far \(both playing greedily: the game deals or rolls/);
  });
});
