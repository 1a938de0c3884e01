// Training a Network with tfjs: the same layers built as a tfjs model, fitted on self-play
// samples (observation -> each seat's result and the search's visit shares), then copied back
// into plain typed arrays for inference (network.ts). The value head learns by squared error
// on win shares, the policy head by cross-entropy against the visit shares.

import type * as TfModule from '@tensorflow/tfjs';
import type { Rng } from '../../src/core/rng.js';
import type { Dense } from './network.js';
import { Network } from './network.js';
import type { Tf } from './tf-backend.js';

/**
 * Training samples, one per decision: the observation of the player who decided, each seat's
 * final win share relative to that player, and the policy target as (action id, share) pairs
 * (sparse: a game's action space has thousands of ids, a decision a few dozen).
 */
export interface Samples {
  readonly count: number;
  /** count x input. */
  readonly observations: Float32Array;
  /** count x players: seat k after the observer. */
  readonly values: Float32Array;
  /** Sample i's policy pairs are policyIds/policyShares[policyStart[i] .. policyStart[i + 1]). */
  readonly policyStart: Int32Array;
  readonly policyIds: Int32Array;
  readonly policyShares: Float32Array;
}

export interface EpochLoss {
  readonly value: number;
  readonly policy: number;
}

export class Trainer {
  private constructor(
    private readonly tf: Tf,
    private readonly model: TfModule.LayersModel,
    private readonly optimizer: TfModule.Optimizer,
    readonly network: Network,
  ) {}

  /** A trainer starting from `network`'s weights. */
  static create(tf: Tf, network: Network, learningRate = 1e-3): Trainer {
    const s = network.shape;
    const input = tf.input({ shape: [s.input] });
    let x: TfModule.SymbolicTensor = input;
    for (const h of s.hidden) x = tf.layers.dense({ units: h, activation: 'relu' }).apply(x) as TfModule.SymbolicTensor;
    const value = tf.layers.dense({ units: s.players, activation: 'sigmoid' }).apply(x) as TfModule.SymbolicTensor;
    const policy = tf.layers.dense({ units: s.actions }).apply(x) as TfModule.SymbolicTensor;
    const model = tf.model({ inputs: input, outputs: [value, policy] });
    const dense = model.layers.filter((l) => l.getWeights().length === 2);
    network.layers.forEach((l, k) => dense[k]!.setWeights([tf.tensor2d(l.kernel, [l.in, l.out]), tf.tensor1d(l.bias)]));
    return new Trainer(tf, model, tf.train.adam(learningRate), network);
  }

  /** The tfjs model being trained (for measurements and comparisons with the typed-array pass). */
  get tfModel(): TfModule.LayersModel {
    return this.model;
  }

  /** Value and policy loss of the current weights on `samples`, without training. */
  loss(samples: Samples): EpochLoss {
    const order = Array.from({ length: samples.count }, (_, i) => i);
    let value = 0;
    let policy = 0;
    for (let at = 0; at < samples.count; at += 256) {
      const batch = order.slice(at, at + 256);
      const [v, p] = this.tf.tidy(() => {
        const { x, yv, yp } = this.batch(samples, batch);
        const [pv, pp] = this.model.apply(x) as TfModule.Tensor[];
        return [this.tf.losses.meanSquaredError(yv, pv!).dataSync()[0]!, this.tf.losses.softmaxCrossEntropy(yp, pp!).dataSync()[0]!];
      });
      value += v * batch.length;
      policy += p * batch.length;
    }
    return { value: value / samples.count, policy: policy / samples.count };
  }

  /** Fits `epochs` passes over `samples` in shuffled batches (shuffled by `rng`: reproducible); returns each epoch's mean losses. */
  fit(samples: Samples, epochs: number, batchSize: number, rng: Rng): EpochLoss[] {
    const tf = this.tf;
    const out: EpochLoss[] = [];
    const order = Array.from({ length: samples.count }, (_, i) => i);
    for (let e = 0; e < epochs; e++) {
      rng.shuffle(order);
      let value = 0;
      let policy = 0;
      for (let at = 0; at < samples.count; at += batchSize) {
        const batch = order.slice(at, at + batchSize);
        let parts: [number, number] = [0, 0];
        tf.tidy(() => {
          const { x, yv, yp } = this.batch(samples, batch);
          this.optimizer.minimize(() => {
            const [pv, pp] = this.model.apply(x, { training: true }) as TfModule.Tensor[];
            const lv = tf.losses.meanSquaredError(yv, pv!);
            const lp = tf.losses.softmaxCrossEntropy(yp, pp!);
            parts = [lv.dataSync()[0]!, lp.dataSync()[0]!];
            return lv.add(lp) as TfModule.Scalar;
          });
        });
        value += parts[0] * batch.length;
        policy += parts[1] * batch.length;
      }
      out.push({ value: value / samples.count, policy: policy / samples.count });
    }
    return out;
  }

  /** The trained weights as a Network (a copy: training on does not change it). */
  exportNetwork(): Network {
    const dense = this.model.layers.filter((l) => l.getWeights().length === 2);
    const layers: Dense[] = dense.map((l) => {
      const [k, b] = l.getWeights();
      const [i, o] = k!.shape as [number, number];
      return { in: i, out: o, kernel: new Float32Array(k!.dataSync()), bias: new Float32Array(b!.dataSync()) };
    });
    return new Network(this.network.shape, layers);
  }

  dispose(): void {
    this.model.dispose();
    this.optimizer.dispose();
  }

  /** The tensors of one batch: observations, value targets, dense policy targets. */
  private batch(samples: Samples, rows: readonly number[]): { x: TfModule.Tensor2D; yv: TfModule.Tensor2D; yp: TfModule.Tensor2D } {
    const { input, players, actions } = this.network.shape;
    const x = new Float32Array(rows.length * input);
    const yv = new Float32Array(rows.length * players);
    const yp = new Float32Array(rows.length * actions);
    rows.forEach((r, k) => {
      x.set(samples.observations.subarray(r * input, (r + 1) * input), k * input);
      yv.set(samples.values.subarray(r * players, (r + 1) * players), k * players);
      for (let q = samples.policyStart[r]!; q < samples.policyStart[r + 1]!; q++) yp[k * actions + samples.policyIds[q]!] = samples.policyShares[q]!;
    });
    const tf = this.tf;
    return { x: tf.tensor2d(x, [rows.length, input]), yv: tf.tensor2d(yv, [rows.length, players]), yp: tf.tensor2d(yp, [rows.length, actions]) };
  }
}
