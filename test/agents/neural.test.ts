import '../../src/games/index.js';
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MctsAgent } from '../../agents/mcts/index.js';
import { NeuralEvaluator } from '../../agents/neural/evaluator.js';
import { loadModel, saveModel } from '../../agents/neural/model-file.js';
import type { Network } from '../../agents/neural/network.js';
import { randomNetwork } from '../../agents/neural/network.js';
import { tfBackend } from '../../agents/neural/tf-backend.js';
import type { Samples } from '../../agents/neural/trainer.js';
import { Trainer, someLogits } from '../../agents/neural/trainer.js';
import { EXIT_BAD_INPUT, InputError } from '../../src/core/errors.js';
import type { GameState } from '../../src/core/game.js';
import { getGame } from '../../src/core/registry.js';
import { Rng, STREAM_AGENT } from '../../src/core/rng.js';
import { PlayerView } from '../../src/core/view.js';
import { randomSetup } from '../../src/sim/random-setup.js';
import { tempDir } from '../support/temp-dir.js';

const ttt = getGame('tictactoe');
const facts = ttt.variants[0]!;
const SHAPE = { input: facts.observationLength, hidden: [32, 16], players: 2, actions: facts.numDistinctActions };

function net(seed: number): Network {
  const rng = new Rng(seed);
  return randomNetwork(SHAPE, () => rng.float());
}

/** Observations of every decision of `matches` random tic-tac-toe matches, labelled with the result and the move played. */
function randomPlaySamples(matches: number, seed: number): Samples {
  const rng = new Rng(seed);
  const obs: number[] = [];
  const values: number[] = [];
  const ids: number[] = [];
  const shares: number[] = [];
  const start = [0];
  const legal = new Int32Array(facts.numDistinctActions);
  const o = new Float32Array(facts.observationLength);
  for (let m = 0; m < matches; m++) {
    const s = ttt.newMatch(randomSetup(ttt, facts.id, m), m);
    const movers: number[] = [];
    const at = obs.length;
    while (!s.isTerminal()) {
      const p = s.currentPlayer();
      s.observe(p, o);
      obs.push(...o);
      movers.push(p);
      const n = s.legalActions(legal);
      const a = legal[rng.below(n)]!;
      // The policy target lists every legal action, the one played at share 1.
      for (let k = 0; k < n; k++) {
        ids.push(legal[k]!);
        shares.push(legal[k] === a ? 1 : 0);
      }
      start.push(ids.length);
      s.apply(a);
    }
    const r = s.returns();
    for (const p of movers) values.push((r[p]! + 1) / 2, (r[1 - p]! + 1) / 2);
    expect(obs.length - at).toBe(movers.length * facts.observationLength);
  }
  return {
    count: start.length - 1,
    observations: Float32Array.from(obs),
    values: Float32Array.from(values),
    policyStart: Int32Array.from(start),
    policyIds: Int32Array.from(ids),
    policyShares: Float32Array.from(shares),
  };
}

describe('neural network', () => {
  it('the typed-array forward pass matches tfjs within 1e-5', async () => {
    const { tf } = await tfBackend();
    const n = net(3);
    const trainer = Trainer.create(tf, n);
    const samples = randomPlaySamples(4, 1);
    const x = tf.tensor2d(samples.observations, [samples.count, SHAPE.input]);
    const [tv, tp] = (trainer as unknown as { model: { predict(x: unknown): { arraySync(): number[][] }[] } }).model.predict(x);
    const tfValues = tv!.arraySync();
    const tfLogits = tp!.arraySync();
    const value = new Float64Array(2);
    const logits = new Float32Array(SHAPE.actions);
    for (let i = 0; i < samples.count; i++) {
      const o = samples.observations.subarray(i * SHAPE.input, (i + 1) * SHAPE.input);
      n.evaluate(o, value);
      n.allLogits(o, logits);
      for (let k = 0; k < 2; k++) expect(Math.abs(value[k]! - tfValues[i]![k]!)).toBeLessThan(1e-5);
      for (let a = 0; a < SHAPE.actions; a++) expect(Math.abs(logits[a]! - tfLogits[i]![a]!)).toBeLessThan(1e-5);
    }
    trainer.dispose();
  });

  it('computes only the legal actions\' logits, equal to the full head\'s', () => {
    const n = net(4);
    const o = randomPlaySamples(1, 2).observations.subarray(0, SHAPE.input);
    const all = new Float32Array(SHAPE.actions);
    n.allLogits(o, all);
    const ids = Int32Array.from([8, 2, 5]);
    const some = new Float64Array(3);
    n.evaluate(o, new Float64Array(2), ids, 3, some);
    // Float64 sums here, float32 sums in the full head: equal to float32 precision.
    ids.forEach((a, k) => expect(some[k]!).toBeCloseTo(all[a]!, 5));
  });

  it('saves and loads a model that gives identical outputs', () => {
    const dir = tempDir();
    const n = net(5);
    saveModel(dir, { game: 'tictactoe', variant: facts.id, observationShape: facts.observationShape, card: { command: 'test' } }, n);
    const m = loadModel(dir, 'tictactoe', facts);
    expect(m.header.card).toEqual({ command: 'test' });
    const o = randomPlaySamples(2, 3).observations.subarray(SHAPE.input * 2, SHAPE.input * 3);
    const [a, b] = [new Float32Array(SHAPE.actions), new Float32Array(SHAPE.actions)];
    n.allLogits(o, a);
    m.network.allLogits(o, b);
    expect(Array.from(b)).toEqual(Array.from(a));
  });

  it('refuses a missing, corrupt or mismatched model with one line naming the file and the fix', () => {
    const dir = tempDir();
    saveModel(dir, { game: 'tictactoe', variant: facts.id, observationShape: facts.observationShape, card: {} }, net(6));
    const json = join(dir, 'model.json');
    const header = JSON.parse(readFileSync(json, 'utf8')) as Record<string, unknown>;
    const cases: [string, () => void, RegExp][] = [
      ['missing folder', () => loadModel(join(dir, 'nope'), 'tictactoe', facts), /no model at .*nope.*model\.json missing/],
      ['another game', () => loadModel(dir, 'kuhn', getGame('kuhn').variants[0]!), /model\.json.*game.*plays 'tictactoe', not 'kuhn'/],
      [
        'another observation',
        () => {
          writeFileSync(json, JSON.stringify({ ...header, observationShape: [{ name: 'board', shape: [9] }] }));
          loadModel(dir, 'tictactoe', facts);
        },
        /observationShape.*block 0 was board 9.*retrain/,
      ],
      [
        'damaged JSON',
        () => {
          writeFileSync(json, '{"format": ');
          loadModel(dir, 'tictactoe', facts);
        },
        /model\.json is not valid JSON/,
      ],
      [
        'truncated weights',
        () => {
          writeFileSync(json, JSON.stringify(header));
          const bin = join(dir, 'weights.bin');
          writeFileSync(bin, readFileSync(bin).subarray(0, 100));
          loadModel(dir, 'tictactoe', facts);
        },
        /weights\.bin holds 100 bytes; the layer sizes in model\.json need \d+/,
      ],
    ];
    for (const [what, load, message] of cases) {
      let err: unknown;
      try {
        load();
      } catch (e) {
        err = e;
      }
      expect(err, what).toBeInstanceOf(InputError);
      expect((err as InputError).exitCode, what).toBe(EXIT_BAD_INPUT);
      expect((err as InputError).message.split('\n'), what).toHaveLength(1);
      expect((err as InputError).message, what).toMatch(message);
    }
  });

  it('the policy logits of a few action ids have the gradient of the whole head restricted to them', async () => {
    const { tf } = await tfBackend();
    const rng = new Rng(4);
    const r = (n: number): Float32Array => Float32Array.from({ length: n }, () => rng.float() - 0.5);
    const [batch, width, actions] = [3, 5, 12];
    const h = tf.tensor2d(r(batch * width), [batch, width]);
    const kernel = tf.tensor2d(r(width * actions), [width, actions]);
    const bias = tf.tensor1d(r(actions));
    const ids = [7, 2, 9, 0];
    const weights = tf.tensor2d(r(batch * ids.length), [batch, ids.length]);
    // The whole head, then the ids' columns picked by a one-hot matrix: tfjs differentiates this itself.
    const pick = new Float32Array(actions * ids.length);
    ids.forEach((a, k) => (pick[a * ids.length + k] = 1));
    const picked = tf.tensor2d(pick, [actions, ids.length]);
    const whole = (x: unknown, k: unknown, b: unknown): unknown => tf.sum(tf.mul(tf.matMul(tf.add(tf.matMul(x as never, k as never), b as never), picked), weights));
    const idTensor = tf.tensor1d(ids, 'int32');
    const some = (x: unknown, k: unknown, b: unknown): unknown => tf.sum(tf.mul(someLogits(tf, x as never, k as never, b as never, idTensor), weights));
    const expected = tf.grads(whole as never)([h, kernel, bias]);
    const got = tf.grads(some as never)([h, kernel, bias]);
    expected.forEach((e, k) => {
      const a = e.dataSync();
      const b = got[k]!.dataSync();
      expect(b.length).toBe(a.length);
      a.forEach((v, i) => expect(b[i]!).toBeCloseTo(v, 5));
    });
  });

  it('a short training run on tic-tac-toe lowers the value loss', async () => {
    const { tf, backend } = await tfBackend();
    expect(['tensorflow', 'wasm', 'cpu']).toContain(backend);
    const samples = randomPlaySamples(200, 7);
    const trainer = Trainer.create(tf, net(8), 3e-3);
    const before = trainer.loss(samples);
    const epochs = trainer.fit(samples, 10, 64, new Rng(9));
    const after = trainer.loss(samples);
    expect(epochs).toHaveLength(10);
    // Random play's results are mostly luck: a few percent is what the position explains.
    expect(after.value).toBeLessThan(before.value * 0.95);
    expect(after.policy).toBeLessThan(before.policy);
    // The exported network computes what the trained tfjs model does.
    const exported = new NeuralEvaluator(trainer.exportNetwork());
    expect(exported.network.layers.every((l) => l.kernel.every(Number.isFinite))).toBe(true);
    trainer.dispose();
  });
});

describe('neural evaluator in MCTS', () => {
  it('values each seat from the mover\'s observation, and drives PUCT within its budget', () => {
    const evaluator = new NeuralEvaluator(net(10));
    const s: GameState = ttt.newMatch(randomSetup(ttt, facts.id, 1), 1);
    s.apply(4);
    const values = new Float64Array(2);
    evaluator.evaluate(s, values);
    const direct = new Float64Array(2);
    const o = new Float32Array(SHAPE.input);
    s.observe(1, o);
    evaluator.network.evaluate(o, direct);
    // Player 1 is to move: its value is the network's seat 0, player 0's is seat 1.
    expect(Array.from(values)).toEqual([direct[1], direct[0]]);
    const agent = new MctsAgent({ type: 'mcts', iterations: 200, search: 'ismcts', reuse: false, rollout: 'random', c: 1.5 } as never, { game: ttt, rng: new Rng(1, STREAM_AGENT) }, evaluator);
    const a = agent.chooseAction(new PlayerView(s, 1, []), 1);
    expect(agent.lastIterations).toBe(200);
    const legal = new Int32Array(9);
    expect(Array.from(legal.subarray(0, s.legalActions(legal)))).toContain(a);
  });
});
