// A trained network on disk: a folder with `model.json` (what the network is for: game,
// variant, observation shape, action count, layer sizes, the model card) and `weights.bin`
// (every layer's kernel then bias, float32 little-endian, in layer order). Plain files, read
// without tfjs, so a worker loads a model in milliseconds and no native package is needed.
// Loading checks the model against the game it is asked to play: a model of another game,
// variant or observation is one clear line, never a wrong answer.

import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../src/core/errors.js';
import type { VariantFacts } from '../../src/core/game.js';
import type { Dense, NetworkShape } from './network.js';
import { Network, layerSizes } from './network.js';

export const MODEL_FORMAT = 'balance-lab-network/1';

/** How a model was made and how strong it measured: the model card. */
export interface ModelCard {
  readonly [field: string]: unknown;
}

export interface ModelHeader {
  readonly format: string;
  readonly game: string;
  readonly variant: string;
  /** The observation's blocks (name and shape), as the game declared them when the model was trained. */
  readonly observationShape: readonly { name: string; shape: readonly number[] }[];
  readonly shape: NetworkShape;
  readonly card: ModelCard;
}

export interface Model {
  readonly header: ModelHeader;
  readonly network: Network;
}

export function saveModel(dir: string, header: Omit<ModelHeader, 'format' | 'shape'>, network: Network): void {
  mkdirSync(dir, { recursive: true });
  const full: ModelHeader = { format: MODEL_FORMAT, ...header, shape: network.shape };
  const layers = network.layers;
  const floats = layers.reduce((n, l) => n + l.kernel.length + l.bias.length, 0);
  const all = new Float32Array(floats);
  let at = 0;
  for (const l of layers) {
    all.set(l.kernel, at);
    at += l.kernel.length;
    all.set(l.bias, at);
    at += l.bias.length;
  }
  writeFileSync(join(dir, 'weights.bin'), Buffer.from(all.buffer, all.byteOffset, all.byteLength));
  writeFileSync(join(dir, 'model.json'), `${JSON.stringify(full, null, 2)}\n`);
}

/**
 * Loads the model in `dir` for `game`'s variant `facts`. Throws InputError naming the file and
 * the field when the folder, a file, or the model's game, variant or observation do not fit.
 */
export function loadModel(dir: string, game: string, facts: VariantFacts): Model {
  const jsonFile = join(dir, 'model.json');
  const binFile = join(dir, 'weights.bin');
  const retrain = `train one with \`balance-lab train ${game} --variant ${facts.id}\`, or point 'model' at a model folder of ${game}`;
  if (!existsSync(jsonFile)) throw new InputError(`no model at ${dir} (model.json missing)`, { file: dir, field: 'model' }, retrain);
  let header: ModelHeader;
  try {
    header = JSON.parse(readFileSync(jsonFile, 'utf8')) as ModelHeader;
  } catch (err) {
    throw new InputError(`model.json is not valid JSON (${(err as Error).message})`, { file: jsonFile }, 'the file is damaged: copy it again or retrain');
  }
  const bad = (field: string, message: string, hint = retrain): never => {
    throw new InputError(message, { file: jsonFile, field }, hint);
  };
  if (header.format !== MODEL_FORMAT) bad('format', `format '${String(header.format)}' is not ${MODEL_FORMAT}`);
  if (header.game !== game) bad('game', `the model plays '${String(header.game)}', not '${game}'`);
  if (header.variant !== facts.id) bad('variant', `the model plays variant '${String(header.variant)}', not '${facts.id}'`);
  const shape = header.shape;
  if (!shape || !Array.isArray(shape.hidden) || shape.hidden.some((h) => !Number.isInteger(h) || h <= 0)) bad('shape', 'the layer sizes are missing or not positive integers');
  const drift = observationDrift(header.observationShape, facts);
  if (shape.input !== facts.observationLength || drift) bad('observationShape', `the model reads observations of ${shape.input} numbers${drift ? ` (${drift})` : ''}; ${game} ${facts.id} now gives ${facts.observationLength}`, 'the game\'s observation changed since training: retrain the model');
  if (shape.actions !== facts.numDistinctActions) bad('shape.actions', `the model scores ${shape.actions} actions; ${game} ${facts.id} has ${facts.numDistinctActions}`, 'the game\'s action space changed since training: retrain the model');
  if (shape.players !== facts.players) bad('shape.players', `the model values ${shape.players} seats; ${game} ${facts.id} has ${facts.players}`);
  if (!existsSync(binFile)) throw new InputError('weights.bin is missing beside model.json', { file: binFile }, 'copy the whole model folder');
  const bytes = readFileSync(binFile);
  const sizes = layerSizes(shape);
  const floats = sizes.reduce((n, [i, o]) => n + i * o + o, 0);
  if (bytes.byteLength !== floats * 4) throw new InputError(`weights.bin holds ${bytes.byteLength} bytes; the layer sizes in model.json need ${floats * 4}`, { file: binFile }, 'the file is damaged or from another model: copy it again or retrain');
  const all = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  for (let k = 0; k < all.length; k++) if (!Number.isFinite(all[k]!)) throw new InputError(`weights.bin holds a non-finite weight (at float ${k})`, { file: binFile }, 'the training diverged or the file is damaged: retrain');
  let at = 0;
  const layers: Dense[] = sizes.map(([i, o]) => {
    const kernel = all.subarray(at, at + i * o);
    at += i * o;
    const bias = all.subarray(at, at + o);
    at += o;
    return { in: i, out: o, kernel, bias };
  });
  return { header, network: new Network(shape, layers) };
}

/** How the declared observation blocks differ from the game's today, or null when they agree. */
function observationDrift(saved: ModelHeader['observationShape'] | undefined, facts: VariantFacts): string | null {
  if (!Array.isArray(saved)) return 'no observation shape recorded';
  const now = facts.observationShape;
  for (let k = 0; k < Math.max(saved.length, now.length); k++) {
    const a = saved[k];
    const b = now[k];
    if (!a || !b || a.name !== b.name || a.shape.join('x') !== b.shape.join('x'))
      return `block ${k} was ${a ? `${a.name} ${a.shape.join('x')}` : 'absent'}, is ${b ? `${b.name} ${b.shape.join('x')}` : 'absent'}`;
  }
  return null;
}
