// The warm start's samples (src/sim/self-play-imitation.ts): what a network learns to imitate.

import '../../src/games/index.js';
import { describe, expect, it } from 'vitest';
import type { Samples } from '../../agents/neural/trainer.js';
import { imitationBatch } from '../../src/sim/self-play-imitation.js';

const task = { game: 'tictactoe', variant: 'standard', seed: 3, start: 0, end: 6, smoothing: 0.1, explore: 0 };

/** Each sample's policy targets, largest first. */
function targets(s: Samples): number[][] {
  return Array.from({ length: s.count }, (_, i) => Array.from(s.policyShares.subarray(s.policyStart[i]!, s.policyStart[i + 1]!)).sort((a, b) => b - a));
}

describe('warm-start samples', () => {
  it("a heuristic teacher: its move carries the weight but the smoothing, spread evenly over the legal moves", () => {
    for (const t of targets(imitationBatch({ ...task, teacher: 'heuristic' }))) {
      const n = t.length;
      expect(t[0]).toBeCloseTo(0.9 + 0.1 / n, 6);
      for (const share of t.slice(1)) expect(share).toBeCloseTo(0.1 / n, 6);
    }
  });

  it("a search teacher: its root visit shares, smoothed the same way, so the network learns how it weighed the moves", () => {
    const samples = imitationBatch({ ...task, teacher: 'mcts-200' });
    const all = targets(samples);
    expect(all.length).toBeGreaterThan(20);
    for (const t of all) {
      expect(t.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
      for (const share of t) expect(share).toBeGreaterThanOrEqual(0.1 / t.length - 1e-6);
    }
    // Visit shares, not one move: many decisions give a second move more than the smoothing.
    const spread = all.filter((t) => t.length > 1 && t[1]! > 0.1 / t.length + 0.01);
    expect(spread.length).toBeGreaterThan(all.length / 4);
  });
});
