// The value weight that keeps a value head learning match results by heart from cutting the
// policy's training short (npm run test:slow: two trainings of 60 epochs). trainer-imitation.test.ts
// checks the held-out agreement.

import { describe, expect, it } from 'vitest';
import { randomNetwork } from '../../agents/neural/network.js';
import { tfBackend } from '../../agents/neural/tf-backend.js';
import type { Samples } from '../../agents/neural/trainer.js';
import { Trainer } from '../../agents/neural/trainer.js';
import { Rng } from '../../src/core/rng.js';

describe('trainer: imitation of a teacher', () => {
  it('with the value loss weighted down, early stopping keeps the policy training while the value head overfits', async () => {
    const { tf } = await tfBackend();
    const train = argmaxTask(400, 21);
    // The held-out samples are the trained observations with each result reversed: whatever the
    // value head learns of the training results raises its held-out loss (overfitting at its
    // purest), while the policy's held-out loss falls as far as its training loss does.
    const heldOut = { ...train, values: train.values.map((v) => 1 - v) };
    const run = (valueWeight: number) => {
      const rng = new Rng(5);
      const trainer = Trainer.create(tf, randomNetwork(TASK, () => rng.float()), 3e-3, valueWeight);
      const epochs = trainer.fit(train, 60, 32, new Rng(8), heldOut);
      const result = { kept: epochs.kept!, heldOut: trainer.loss(heldOut) };
      trainer.dispose();
      return result;
    };
    const equal = run(1);
    const low = run(0.05);
    // Equal weights: the value head's rise on the held-out coin flips stops training while the policy still had more to learn.
    expect(low.kept).toBeGreaterThan(equal.kept);
    // Seed 5: epoch 35 kept at equal weights (held-out policy loss 0.129), 59 at 0.05 (0.031).
    expect(low.heldOut.policy).toBeLessThan(equal.heldOut.policy / 2);
    expect(low.heldOut.agreement).toBeGreaterThanOrEqual(equal.heldOut.agreement);
  });
});

const TASK = { input: 24, hidden: [64, 64], players: 2, actions: 8 };

/**
 * `count` random observations; the policy target is the action whose input among the first 8 is
 * largest (learnable, over many passes), the value a coin flip.
 */
function argmaxTask(count: number, seed: number): Samples {
  const rng = new Rng(seed);
  const observations = new Float32Array(count * TASK.input);
  const values = new Float32Array(count * 2);
  const policyStart = Int32Array.from({ length: count + 1 }, (_, i) => i * TASK.actions);
  const policyIds = Int32Array.from({ length: count * TASK.actions }, (_, k) => k % TASK.actions);
  const policyShares = new Float32Array(count * TASK.actions);
  for (let i = 0; i < count; i++) {
    for (let k = 0; k < TASK.input; k++) observations[i * TASK.input + k] = rng.float();
    const row = observations.subarray(i * TASK.input, i * TASK.input + TASK.actions);
    policyShares[i * TASK.actions + row.indexOf(Math.max(...row))] = 1;
    values[2 * i] = rng.below(2);
    values[2 * i + 1] = 1 - values[2 * i]!;
  }
  return { count, observations, values, policyStart, policyIds, policyShares };
}
