// Self-play samples (src/sim/self-play.ts). With the Gumbel search (expert iteration): the policy
// target is the improved policy over every legal action, the value target the match result, mixed
// with the search's own value when asked, exploration in the opening only, and a match's samples do
// not depend on how the matches are cut into tasks. With MCTS: its leaf and prior settings reach it.

import '../../src/games/index.js';
import { describe, expect, it } from 'vitest';
import { saveModel } from '../../agents/neural/model-file.js';
import { randomNetwork } from '../../agents/neural/network.js';
import { getGame } from '../../src/core/registry.js';
import { Rng } from '../../src/core/rng.js';
import { joinSamples, selfPlayBatch } from '../../src/sim/self-play.js';
import type { SelfPlayTask } from '../../src/sim/self-play.js';
import { SampleCollector } from '../../src/sim/sample-collector.js';
import { randomSetup } from '../../src/sim/random-setup.js';
import { tempDir } from '../support/temp-dir.js';

const ttt = getGame('tictactoe');
const facts = ttt.variants[0]!;

function model(): string {
  const rng = new Rng(8);
  const dir = `${tempDir()}/model`;
  saveModel(dir, { game: 'tictactoe', variant: 'standard', observationShape: facts.observationShape, card: {} }, randomNetwork({ input: facts.observationLength, hidden: [16], players: 2, actions: facts.numDistinctActions }, () => rng.float()));
  return dir;
}

describe('Gumbel self-play samples', () => {
  const task = (m: string, start: number, end: number, searchValue = 0): SelfPlayTask => ({ game: 'tictactoe', variant: 'standard', seed: 11, start, end, model: m, search: 'gumbel', iterations: 8, considered: 4, temperatureMoves: 8, searchValue });

  it('one sample per decision with a choice: a target over every legal action summing to 1, values the match result', () => {
    const m = model();
    const s = selfPlayBatch(task(m, 0, 6));
    expect(s.count).toBeGreaterThan(6 * 3);
    for (let i = 0; i < s.count; i++) {
      const shares = Array.from(s.policyShares.subarray(s.policyStart[i]!, s.policyStart[i + 1]!));
      expect(shares.length).toBeGreaterThan(1);
      expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
      // The improved policy is a softmax: every legal action keeps some weight.
      for (const share of shares) expect(share).toBeGreaterThan(0);
      // Tic-tac-toe results: a win, a loss or a draw for the mover, the other seat the complement.
      const [me, other] = [s.values[2 * i]!, s.values[2 * i + 1]!];
      expect([0, 0.5, 1]).toContain(me);
      expect(me + other).toBeCloseTo(1, 6);
    }
  });

  it('explores in the opening only: the first temperatureMoves moves are Gumbel samples, later the search plays its best without noise', () => {
    const m = model();
    // Tic-tac-toe starts from the same position every match and has no hidden information: without
    // samples every match replays the same moves, with them in the opening they differ.
    const boards = (t: SelfPlayTask) => {
      const s = selfPlayBatch(t);
      return new Set(Array.from({ length: s.count }, (_, i) => Array.from(s.observations.subarray(i * facts.observationLength, (i + 1) * facts.observationLength)).join('')));
    };
    expect(boards({ ...task(m, 0, 6), temperatureMoves: 0 }).size).toBe(selfPlayBatch({ ...task(m, 0, 1), temperatureMoves: 0 }).count);
    expect(boards({ ...task(m, 0, 6), temperatureMoves: 8 }).size).toBeGreaterThan(selfPlayBatch({ ...task(m, 0, 1), temperatureMoves: 8 }).count);
  });

  it('does not depend on how the matches are cut into tasks', () => {
    const m = model();
    const whole = selfPlayBatch(task(m, 0, 8));
    const parts = joinSamples([selfPlayBatch(task(m, 0, 3)), selfPlayBatch(task(m, 3, 4)), selfPlayBatch(task(m, 4, 8))], facts.observationLength, 2);
    expect(parts).toEqual(whole);
  });

  it("with --search-value w, a value target is (1 - w) x the result + w x the search's value; the policy targets are unchanged", () => {
    const m = model();
    const plain = selfPlayBatch(task(m, 0, 4));
    const mixed = selfPlayBatch(task(m, 0, 4, 0.5));
    expect(mixed.policyShares).toEqual(plain.policyShares);
    let differing = 0;
    for (let i = 0; i < plain.count * 2; i++) {
      // Both are win shares in [0, 1]; the mix lies halfway between the result and a search value in [0, 1].
      expect(Math.abs(mixed.values[i]! - plain.values[i]!)).toBeLessThanOrEqual(0.5 + 1e-6);
      if (Math.abs(mixed.values[i]! - plain.values[i]!) > 1e-6) differing++;
    }
    expect(differing).toBeGreaterThan(plain.count);
  });
});

describe('MCTS self-play samples', () => {
  const task = (m: string, more: Partial<SelfPlayTask> = {}): SelfPlayTask => ({ game: 'tictactoe', variant: 'standard', seed: 11, start: 0, end: 2, model: m, search: 'mcts', iterations: 24, temperatureMoves: 8, ...more });

  it('valueShare and priorWeight reach the search: playout leaves or a softened prior move the visit shares; the same settings give the same samples', () => {
    const m = model();
    const plain = selfPlayBatch(task(m));
    expect(selfPlayBatch(task(m))).toEqual(plain);
    const firstTarget = (s: ReturnType<typeof selfPlayBatch>) => Array.from(s.policyShares.subarray(0, s.policyStart[1]!));
    expect(firstTarget(selfPlayBatch(task(m, { valueShare: 0 })))).not.toEqual(firstTarget(plain));
    expect(firstTarget(selfPlayBatch(task(m, { priorWeight: 0.5 })))).not.toEqual(firstTarget(plain));
  });
});

describe('SampleCollector value targets', () => {
  it('mixes the search value of each seat, counted from the mover, with the result; decisions without one keep the result', () => {
    const collector = new SampleCollector(2, 1, 0.25);
    const legal = Int32Array.of(0, 1);
    const shares = Float64Array.of(0.5, 0.5);
    const obs = new Float32Array(1);
    collector.add(1, obs, legal, 2, shares, Float64Array.of(0.2, 0.8)); // seat 1 moves, the search gives seat 1 0.8
    collector.add(0, obs, legal, 2, shares);
    // A finished match that seat 0 won.
    const state = ttt.newMatch(randomSetup(ttt, 'standard', 1), 1);
    for (const a of [0, 3, 1, 4, 2]) state.apply(a);
    collector.endMatch(state);
    const s = collector.samples();
    // Sample 0, counted from seat 1: its own result 0 mixed with 0.8, then seat 0's 1 mixed with 0.2.
    expect(Array.from(s.values)).toEqual([0.75 * 0 + 0.25 * 0.8, 0.75 * 1 + 0.25 * 0.2, 1, 0].map(Math.fround));
  });
});
