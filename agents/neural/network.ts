// A game's network as plain typed arrays: a trunk of fully connected ReLU layers over the
// observation, a value head (each seat's win share, sigmoid) and a policy head (one logit per
// action id of the game's action space). Inference runs here, without tfjs: a hand-written
// forward pass costs a fraction of one tfjs call at batch 1, and workers need no tfjs at all.
// Training builds the same layers in tfjs (trainer.ts) and copies the weights here.
//
// Seats are relative to the observer: value output k is the seat k places after the player
// whose observation went in, so one network serves every seat.

export interface NetworkShape {
  /** Observation length (VariantFacts.observationLength). */
  readonly input: number;
  /** Widths of the trunk's hidden layers. */
  readonly hidden: readonly number[];
  /** Players: the value head's width. */
  readonly players: number;
  /** numDistinctActions: the policy head's width. */
  readonly actions: number;
}

/** One dense layer: kernel[i * out + j] (tfjs's [in, out] layout), bias[j]. */
export interface Dense {
  readonly in: number;
  readonly out: number;
  readonly kernel: Float32Array;
  readonly bias: Float32Array;
}

/** The layers a shape has, in order: the trunk, then the value head, then the policy head. */
export function layerSizes(shape: NetworkShape): [number, number][] {
  const sizes: [number, number][] = [];
  let width = shape.input;
  for (const h of shape.hidden) {
    sizes.push([width, h]);
    width = h;
  }
  sizes.push([width, shape.players], [width, shape.actions]);
  return sizes;
}

export class Network {
  readonly trunk: readonly Dense[];
  readonly value: Dense;
  readonly policy: Dense;
  /** Activations of each trunk layer, reused by every call. */
  private readonly activations: Float64Array[];
  /** The non-zero inputs of the layer being computed (positions and values), reused by every call. */
  private readonly nonZero: NonZero;
  /**
   * The heads' kernels transposed ([out][in]): one output's weights lie together, so the value
   * and the few legal actions' logits are each read in one sweep instead of with a stride of the
   * head's width (thousands of actions).
   */
  private readonly valueRows: Float32Array;
  private readonly policyRows: Float32Array;

  constructor(
    readonly shape: NetworkShape,
    layers: readonly Dense[],
  ) {
    const sizes = layerSizes(shape);
    if (layers.length !== sizes.length) throw new Error(`a network of this shape has ${sizes.length} layers, not ${layers.length}`);
    layers.forEach((l, k) => {
      const [i, o] = sizes[k]!;
      if (l.in !== i || l.out !== o || l.kernel.length !== i * o || l.bias.length !== o) throw new Error(`layer ${k} should be ${i} x ${o}`);
    });
    this.trunk = layers.slice(0, shape.hidden.length);
    this.value = layers[shape.hidden.length]!;
    this.policy = layers[shape.hidden.length + 1]!;
    this.activations = shape.hidden.map((h) => new Float64Array(h));
    const widest = Math.max(shape.input, ...shape.hidden);
    this.nonZero = { at: new Int32Array(widest), value: new Float64Array(widest) };
    this.valueRows = transposed(this.value);
    this.policyRows = transposed(this.policy);
  }

  /** Every layer in order (trunk, value, policy), as saved. */
  get layers(): Dense[] {
    return [...this.trunk, this.value, this.policy];
  }

  /** Runs the trunk on `observation`; the heads read its last activation. */
  private runTrunk(observation: Float32Array): Float64Array {
    let x: Float32Array | Float64Array = observation;
    for (let k = 0; k < this.trunk.length; k++) {
      const y = this.activations[k]!;
      dense(this.trunk[k]!, x, y, true, this.nonZero);
      x = y;
    }
    return x as Float64Array;
  }

  /**
   * The value head: out[k] = the win share of the seat k places after the observer. With `ids`,
   * also the policy logits of actions ids[0..n) into logits[0..n) (only those columns are
   * computed: a game's action space has thousands of ids, a position a few dozen legal ones).
   */
  evaluate(observation: Float32Array, out: Float64Array, ids?: Int32Array, n = 0, logits?: Float64Array): void {
    const h = this.runTrunk(observation);
    const width = h.length;
    const v = this.value;
    const valueRows = this.valueRows;
    for (let j = 0; j < v.out; j++) {
      let s = v.bias[j]!;
      const row = j * width;
      for (let i = 0; i < width; i++) s += h[i]! * valueRows[row + i]!;
      out[j] = 1 / (1 + Math.exp(-s));
    }
    if (!ids || !logits) return;
    const bias = this.policy.bias;
    const policyRows = this.policyRows;
    for (let k = 0; k < n; k++) {
      const a = ids[k]!;
      let s = bias[a]!;
      const row = a * width;
      for (let i = 0; i < width; i++) s += h[i]! * policyRows[row + i]!;
      logits[k] = s;
    }
  }

  /** Every policy logit, for tests and training targets. */
  allLogits(observation: Float32Array, out: Float32Array): void {
    const all = new Float64Array(this.policy.out);
    dense(this.policy, this.runTrunk(observation), all, false, this.nonZero);
    out.set(all);
  }
}

interface NonZero {
  readonly at: Int32Array;
  readonly value: Float64Array;
}

/**
 * y = x W + b, then ReLU when `relu`. The non-zero inputs are listed first (observations are
 * sparse one-hots, ReLU zeroes about half a layer); then each block of eight outputs is summed
 * in local variables over them, which the compiler keeps in registers: summing into y itself
 * stores every output back to memory after each input, and took about twice as long.
 */
function dense(layer: Dense, x: Float32Array | Float64Array, y: Float64Array, relu: boolean, nonZero: NonZero): void {
  const { kernel, bias, out } = layer;
  const { at, value } = nonZero;
  let m = 0;
  for (let i = 0; i < layer.in; i++) {
    const xi = x[i]!;
    if (xi === 0) continue;
    at[m] = i * out;
    value[m++] = xi;
  }
  let j = 0;
  for (; j + 8 <= out; j += 8) {
    let s0 = bias[j]!, s1 = bias[j + 1]!, s2 = bias[j + 2]!, s3 = bias[j + 3]!;
    let s4 = bias[j + 4]!, s5 = bias[j + 5]!, s6 = bias[j + 6]!, s7 = bias[j + 7]!;
    for (let q = 0; q < m; q++) {
      const v = value[q]!;
      const r = at[q]! + j;
      s0 += v * kernel[r]!;
      s1 += v * kernel[r + 1]!;
      s2 += v * kernel[r + 2]!;
      s3 += v * kernel[r + 3]!;
      s4 += v * kernel[r + 4]!;
      s5 += v * kernel[r + 5]!;
      s6 += v * kernel[r + 6]!;
      s7 += v * kernel[r + 7]!;
    }
    y[j] = s0;
    y[j + 1] = s1;
    y[j + 2] = s2;
    y[j + 3] = s3;
    y[j + 4] = s4;
    y[j + 5] = s5;
    y[j + 6] = s6;
    y[j + 7] = s7;
  }
  for (; j < out; j++) {
    let s = bias[j]!;
    for (let q = 0; q < m; q++) s += value[q]! * kernel[at[q]! + j]!;
    y[j] = s;
  }
  if (relu) for (let k = 0; k < out; k++) if (y[k]! < 0) y[k] = 0;
}

/** A layer's kernel as [out][in]. */
function transposed(layer: Dense): Float32Array {
  const t = new Float32Array(layer.kernel.length);
  for (let i = 0; i < layer.in; i++) for (let j = 0; j < layer.out; j++) t[j * layer.in + i] = layer.kernel[i * layer.out + j]!;
  return t;
}

/** A network of `shape` with small random weights (He initialisation), from `random` in [0, 1). */
export function randomNetwork(shape: NetworkShape, random: () => number): Network {
  const layers = layerSizes(shape).map(([i, o]) => {
    const kernel = new Float32Array(i * o);
    const scale = Math.sqrt(2 / i);
    // Box-Muller normal draws.
    for (let k = 0; k < kernel.length; k++) kernel[k] = scale * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return { in: i, out: o, kernel, bias: new Float32Array(o) };
  });
  return new Network(shape, layers);
}

/** Softmax of logits[0..n) into out[0..n), in place safe. */
export function softmax(logits: Float64Array, n: number, out: Float64Array): void {
  let max = -Infinity;
  for (let k = 0; k < n; k++) max = Math.max(max, logits[k]!);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    const e = Math.exp(logits[k]! - max);
    out[k] = e;
    sum += e;
  }
  for (let k = 0; k < n; k++) out[k] = out[k]! / sum;
}
