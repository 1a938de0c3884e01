// Training a Network with tfjs: the same layers built as a tfjs model, fitted on self-play
// samples (observation -> each seat's result and the search's visit shares), then copied back
// into plain typed arrays for inference (network.ts). The value head learns by squared error
// on win shares, the policy head by cross-entropy against the visit shares.
//
// The policy loss is a softmax over each sample's listed actions only (its legal ones), as the
// agents read the head: a batch computes the logits of the few hundred action ids its samples
// list, not of the game's whole space (thousands), which made the head most of the training time.

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

/** Epochs without a lower held-out loss before fit stops early. */
const PATIENCE = 2;

interface Batch {
  readonly x: TfModule.Tensor2D;
  readonly yv: TfModule.Tensor2D;
  readonly ids: TfModule.Tensor1D;
  readonly yp: TfModule.Tensor2D;
  readonly mask: TfModule.Tensor2D;
}

export interface EpochLoss {
  readonly value: number;
  readonly policy: number;
}

/** Losses of a set of samples, and how often the policy's first choice is the target's. */
export interface SampleLoss extends EpochLoss {
  /**
   * Share of the samples whose highest-logit listed action has the target's highest share: for
   * the greedy neural agent, which plays by the policy alone, how often it moves as its teacher.
   */
  readonly agreement: number;
}

export class Trainer {
  private constructor(
    private readonly tf: Tf,
    private readonly model: TfModule.LayersModel,
    /** The same layers up to the trunk's last activations, and the value head. */
    private readonly body: TfModule.LayersModel,
    private readonly policyLayer: TfModule.layers.Layer,
    private readonly optimizer: TfModule.Optimizer,
    readonly network: Network,
    private readonly valueWeight: number,
  ) {}

  /**
   * A trainer starting from `network`'s weights. It minimises valueWeight x value loss + policy
   * loss: below 1 the value head, which learns a few hundred match results by heart in an epoch
   * or two, shapes the shared trunk less than the policy (AlphaZero weights its value term down
   * for the same reason).
   */
  static create(tf: Tf, network: Network, learningRate = 1e-3, valueWeight = 1): Trainer {
    const s = network.shape;
    const input = tf.input({ shape: [s.input] });
    let x: TfModule.SymbolicTensor = input;
    for (const h of s.hidden) x = tf.layers.dense({ units: h, activation: 'relu' }).apply(x) as TfModule.SymbolicTensor;
    const value = tf.layers.dense({ units: s.players, activation: 'sigmoid' }).apply(x) as TfModule.SymbolicTensor;
    const policyLayer = tf.layers.dense({ units: s.actions });
    const policy = policyLayer.apply(x) as TfModule.SymbolicTensor;
    const model = tf.model({ inputs: input, outputs: [value, policy] });
    const body = tf.model({ inputs: input, outputs: [value, x] });
    const trainer = new Trainer(tf, model, body, policyLayer, tf.train.adam(learningRate), network, valueWeight);
    trainer.setWeights(network);
    return trainer;
  }

  /** The tfjs model being trained (for measurements and comparisons with the typed-array pass). */
  get tfModel(): TfModule.LayersModel {
    return this.model;
  }

  /** Value and policy loss and the policy agreement of the current weights on `samples`, without training. */
  loss(samples: Samples): SampleLoss {
    const order = Array.from({ length: samples.count }, (_, i) => i);
    let value = 0;
    let policy = 0;
    let agreed = 0;
    for (let at = 0; at < samples.count; at += 256) {
      const batch = order.slice(at, at + 256);
      const [v, p, a] = this.tf.tidy(() => {
        const b = this.batch(samples, batch);
        const [lv, lp, logits] = this.losses(b, false);
        return [lv.dataSync()[0]!, lp.dataSync()[0]!, agreements(this.tf, logits, b.yp)];
      });
      value += v * batch.length;
      policy += p * batch.length;
      agreed += a;
    }
    const n = Math.max(1, samples.count);
    return { value: value / n, policy: policy / n, agreement: agreed / n };
  }

  /** The objective on held-out samples that early stopping minimises: the one training minimises. */
  private objective(l: EpochLoss): number {
    return this.valueWeight * l.value + l.policy;
  }

  /**
   * Fits `epochs` passes over `samples` in shuffled batches (shuffled by `rng`: reproducible);
   * returns each epoch's mean losses. With `heldOut` samples the weights of the epoch whose
   * held-out objective (valueWeight x value + policy) was lowest are kept (early stopping: the
   * observations are detailed enough for the value head to learn a few thousand matches' results
   * by heart within a few passes, after which its loss on other matches rises; weighted down, its
   * rise no longer ends the policy's training while the policy still improves). `kept` is then
   * that epoch (1-based), and training stops after PATIENCE epochs without a new lowest.
   */
  fit(samples: Samples, epochs: number, batchSize: number, rng: Rng, heldOut?: Samples): EpochLoss[] & { kept?: number } {
    const tf = this.tf;
    const out: EpochLoss[] & { kept?: number } = [];
    const order = Array.from({ length: samples.count }, (_, i) => i);
    let best = Infinity;
    let snapshot: Network | null = null;
    for (let e = 0; e < epochs; e++) {
      rng.shuffle(order);
      let value = 0;
      let policy = 0;
      for (let at = 0; at < samples.count; at += batchSize) {
        const batch = order.slice(at, at + batchSize);
        let parts: [number, number] = [0, 0];
        tf.tidy(() => {
          const b = this.batch(samples, batch);
          this.optimizer.minimize(() => {
            const [lv, lp] = this.losses(b, true);
            parts = [lv.dataSync()[0]!, lp.dataSync()[0]!];
            return lv.mul(this.valueWeight).add(lp) as TfModule.Scalar;
          });
        });
        value += parts[0] * batch.length;
        policy += parts[1] * batch.length;
      }
      out.push({ value: value / samples.count, policy: policy / samples.count });
      if (heldOut && heldOut.count > 0) {
        const l = this.objective(this.loss(heldOut));
        if (l < best) {
          best = l;
          snapshot = this.exportNetwork();
          out.kept = e + 1;
        } else if (e + 1 - out.kept! >= PATIENCE) break;
      }
    }
    if (snapshot !== null) this.setWeights(snapshot);
    return out;
  }

  private setWeights(network: Network): void {
    const tf = this.tf;
    const dense = this.model.layers.filter((l) => l.getWeights().length === 2);
    network.layers.forEach((l, k) => dense[k]!.setWeights([tf.tensor2d(l.kernel, [l.in, l.out]), tf.tensor1d(l.bias)]));
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

  /** Value and policy loss of one batch (scalars), and its policy logits (unlisted actions at -1e9). */
  private losses(b: Batch, training: boolean): [TfModule.Scalar, TfModule.Scalar, TfModule.Tensor2D] {
    const tf = this.tf;
    const [pv, h] = this.body.apply(b.x, { training }) as TfModule.Tensor2D[];
    const [kernel, bias] = this.policyLayer.trainableWeights.map((w) => w.read());
    const logits = tf.add(someLogits(tf, h!, kernel as TfModule.Tensor2D, bias as TfModule.Tensor1D, b.ids), b.mask);
    return [tf.losses.meanSquaredError(b.yv, pv!) as TfModule.Scalar, tf.losses.softmaxCrossEntropy(b.yp, logits) as TfModule.Scalar, logits as TfModule.Tensor2D];
  }

  /**
   * The tensors of one batch: observations, value targets, and the policy over the batch's
   * action ids (`ids`, each sample's listed actions among them): targets, and a mask that takes
   * the actions a sample does not list out of its softmax.
   */
  private batch(samples: Samples, rows: readonly number[]): Batch {
    const { input, players } = this.network.shape;
    const column = new Map<number, number>();
    for (const r of rows) for (let q = samples.policyStart[r]!; q < samples.policyStart[r + 1]!; q++) if (!column.has(samples.policyIds[q]!)) column.set(samples.policyIds[q]!, column.size);
    const width = column.size;
    const x = new Float32Array(rows.length * input);
    const yv = new Float32Array(rows.length * players);
    const yp = new Float32Array(rows.length * width);
    const mask = new Float32Array(rows.length * width).fill(-1e9);
    rows.forEach((r, k) => {
      x.set(samples.observations.subarray(r * input, (r + 1) * input), k * input);
      yv.set(samples.values.subarray(r * players, (r + 1) * players), k * players);
      for (let q = samples.policyStart[r]!; q < samples.policyStart[r + 1]!; q++) {
        const c = k * width + column.get(samples.policyIds[q]!)!;
        yp[c] = samples.policyShares[q]!;
        mask[c] = 0;
      }
    });
    const tf = this.tf;
    return { x: tf.tensor2d(x, [rows.length, input]), yv: tf.tensor2d(yv, [rows.length, players]), ids: tf.tensor1d(Int32Array.from(column.keys()), 'int32'), yp: tf.tensor2d(yp, [rows.length, width]), mask: tf.tensor2d(mask, [rows.length, width]) };
  }
}

/**
 * How many rows' highest logit falls on an action with the row's highest target share (a tie
 * among the target's best actions counts whichever of them the policy picks).
 */
function agreements(tf: Tf, logits: TfModule.Tensor2D, targets: TfModule.Tensor2D): number {
  const picked = tf.sum(tf.mul(tf.oneHot(tf.argMax(logits, 1), logits.shape[1]), targets), 1);
  return tf.sum(tf.cast(tf.greaterEqual(picked, tf.sub(tf.max(targets, 1), 1e-6)), 'float32')).dataSync()[0]!;
}

/**
 * h x kernel[:, ids] + bias[ids]: the policy logits of the actions `ids`. Its gradient is
 * written out because tfjs's gradient of a gather needs a kernel (UnsortedSegmentSum) the wasm
 * backend lacks; the ids are distinct, so scattering the columns' gradients back is exact.
 * `ids` must outlive the backward pass (created outside the gradient's scope).
 */
export function someLogits(tf: Tf, h: TfModule.Tensor2D, kernel: TfModule.Tensor2D, bias: TfModule.Tensor1D, ids: TfModule.Tensor1D): TfModule.Tensor2D {
  const [width, actions] = kernel.shape;
  const op = tf.customGrad((...args: (TfModule.Tensor | TfModule.GradSaveFunc)[]) => {
    const [hIn, kIn, bIn, save] = args as [TfModule.Tensor, TfModule.Tensor, TfModule.Tensor, TfModule.GradSaveFunc];
    const columns = tf.gather(kIn as TfModule.Tensor2D, ids, 1);
    save([hIn as TfModule.Tensor2D, columns]);
    return {
      value: tf.add(tf.matMul(hIn as TfModule.Tensor2D, columns), tf.gather(bIn as TfModule.Tensor1D, ids)),
      gradFunc: (dy, saved) => {
        const [hs, cols] = saved as TfModule.Tensor2D[];
        const g = dy as TfModule.Tensor2D;
        const dColumns = tf.matMul(hs!, g, true, false);
        const at = ids.reshape([ids.shape[0], 1]);
        return [tf.matMul(g, cols!, false, true), tf.transpose(tf.scatterND(at, tf.transpose(dColumns), [actions, width])), tf.scatterND(at, tf.sum(g, 0), [actions])];
      },
    };
  });
  return op(h, kernel, bias) as TfModule.Tensor2D;
}
