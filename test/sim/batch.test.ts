// Batches in one thread: results depend only on match indices, never on how they are cut or on
// what the collectors counted before.

import { describe, expect, it } from 'vitest';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { prepareExperiment } from '../../src/sim/setup.js';
import { playBatch } from '../../src/sim/worker.js';

describe('batches', () => {
  it('give the same counts however the match indices are split', async () => {
    const exp = await experimentFromSpec({ name: 't', game: 'tictactoe', agents: ['random', 'heuristic'], matches: 300, seed: 9 });
    const p = prepareExperiment(exp);
    const whole = playBatch(p, 0, 300, null).counts;
    const parts = [playBatch(p, 170, 300, null), playBatch(p, 0, 37, null), playBatch(p, 37, 170, null)];
    const sum = new Int32Array(p.layout.size);
    for (const part of parts) for (let k = 0; k < sum.length; k++) sum[k]! += part.counts[k]!;
    expect(Array.from(sum)).toEqual(Array.from(whole));
    expect(whole[0]).toBe(300);
  });

  it('count cards with a collector that played earlier matches as with a new one', async () => {
    // Fresh random decks every two matches: each match holds other cards than the one before.
    const exp = await experimentFromSpec({ name: 't', game: 'warsong', randomDecks: true, agents: ['random'], matches: 24, seed: 4 });
    const whole = playBatch(prepareExperiment(exp), 0, 24, null).counts;
    const sum = new Int32Array(whole.length);
    for (let i = 0; i < 24; i++) {
      const single = playBatch(prepareExperiment(exp), i, i + 1, null).counts;
      for (let k = 0; k < sum.length; k++) sum[k]! += single[k]!;
    }
    expect(Array.from(sum)).toEqual(Array.from(whole));
  });

  it('resolves experiments with overrides and suggests near names', async () => {
    await expect(experimentFromSpec({ name: 't', game: 'tictactoe', agents: ['heuristc'], matches: 3, seed: 1 }, 'x.yaml')).rejects.toThrow(
      "x.yaml:4:5 agents[0]: unknown agent 'heuristc' (did you mean 'heuristic'?)",
    );
    await expect(experimentFromSpec({ name: 't', game: 'kuhn', decks: ['a'], agents: ['random'], matches: 3, seed: 1 }, 'x.yaml')).rejects.toThrow("game 'kuhn' does not use decks");
  });
});
