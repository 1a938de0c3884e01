// Training the policy to imitate a teacher: the held-out agreement, how often the policy's first
// choice is the teacher's. The value weight that keeps a value head learning match results by
// heart from cutting the policy's training short takes two trainings of 60 epochs to show:
// trainer-imitation.slow.test.ts.

import '../../src/games/index.js';
import { describe, expect, it } from 'vitest';
import type { Network } from '../../agents/neural/network.js';
import { randomNetwork } from '../../agents/neural/network.js';
import { tfBackend } from '../../agents/neural/tf-backend.js';
import type { Samples } from '../../agents/neural/trainer.js';
import { Trainer } from '../../agents/neural/trainer.js';
import { getGame } from '../../src/core/registry.js';
import { Rng } from '../../src/core/rng.js';
import { imitationBatch } from '../../src/sim/self-play-imitation.js';

const ttt = getGame('tictactoe');
const facts = ttt.variants[0]!;
const SHAPE = { input: facts.observationLength, hidden: [64, 64], players: 2, actions: facts.numDistinctActions };

function net(seed: number): Network {
  const rng = new Rng(seed);
  return randomNetwork(SHAPE, () => rng.float());
}

/** Decisions of heuristic tic-tac-toe matches, their results replaced by coin flips: a value target nothing predicts, which a network can only memorise. */
function coinFlipResults(start: number, end: number, seed: number): Samples {
  const s = imitationBatch({ game: 'tictactoe', variant: facts.id, teacher: 'heuristic', seed, start, end, smoothing: 0.1, explore: 0.3 });
  const rng = new Rng(seed, 5);
  const values = new Float32Array(s.values.length);
  for (let i = 0; i < s.count; i++) {
    values[2 * i] = rng.below(2);
    values[2 * i + 1] = 1 - values[2 * i]!;
  }
  return { ...s, values };
}

describe('trainer: imitation of a teacher', () => {
  it('the agreement is the share of samples whose highest-logit listed action has the highest target share', async () => {
    const { tf } = await tfBackend();
    const samples = coinFlipResults(0, 40, 11);
    const network = net(3);
    let agreed = 0;
    const value = new Float64Array(2);
    for (let i = 0; i < samples.count; i++) {
      const from = samples.policyStart[i]!;
      const n = samples.policyStart[i + 1]! - from;
      const ids = samples.policyIds.slice(from, from + n);
      const logits = new Float64Array(n);
      network.evaluate(samples.observations.subarray(i * SHAPE.input, (i + 1) * SHAPE.input), value, ids, n, logits);
      const shares = samples.policyShares.subarray(from, from + n);
      const pick = logits.indexOf(Math.max(...logits));
      if (shares[pick] === Math.max(...shares)) agreed++;
    }
    const trainer = Trainer.create(tf, network);
    const got = trainer.loss(samples).agreement;
    trainer.dispose();
    expect(agreed).toBeGreaterThan(0);
    expect(agreed).toBeLessThan(samples.count);
    expect(got).toBeCloseTo(agreed / samples.count, 10);
  });
});
