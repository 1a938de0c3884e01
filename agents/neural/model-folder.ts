// The model folders an experiment's agents play with (`model: <folder>` of a neural agent or of
// MCTS with `evaluator: neural`), where they are and what they hold. A model is known by a hash
// of its two files: the experiment's key carries it (a checkpoint, a shard or a distributed job
// played with other weights is another experiment), and a distributed run sends the files, not
// the path, so a worker plays the coordinator's weights whatever its own folders hold.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { InputError } from '../../src/core/errors.js';
import { projectPath } from '../../src/core/paths.js';

/** The files of a model folder (model-file.ts), in the order they are hashed. */
export const MODEL_FILES = ['model.json', 'weights.bin'] as const;

export type ModelFiles = Readonly<Record<(typeof MODEL_FILES)[number], Buffer>>;

/** A model an experiment uses: the folder as its agents name it, and the hash of its files. */
export interface ModelRef {
  readonly path: string;
  readonly sha256: string;
}

/** The model folder an agent spec names (its `model` option), or null. */
export function modelOf(spec: { readonly [option: string]: unknown }): string | null {
  return typeof spec['model'] === 'string' ? spec['model'] : null;
}

/**
 * Where a model folder is: an absolute path as it is; a relative one from the working directory
 * when a model is there, else from the lab's own folder, so `agents/models/warsong` names the
 * lab's model from wherever the lab is started.
 */
export function modelDir(path: string): string {
  if (isAbsolute(path)) return path;
  const here = resolve(path);
  if (existsSync(join(here, 'model.json'))) return here;
  const lab = projectPath(path);
  return existsSync(join(lab, 'model.json')) ? lab : here;
}

export function readModelFiles(dir: string): ModelFiles {
  return { 'model.json': readFileSync(join(dir, 'model.json')), 'weights.bin': readFileSync(join(dir, 'weights.bin')) };
}

/** The hash of a model's files (each with its name and length, so no two sets of files share one). */
export function modelHash(files: ModelFiles): string {
  const h = createHash('sha256');
  for (const name of MODEL_FILES) h.update(`${name}\0${files[name].byteLength}\0`).update(files[name]);
  return h.digest('hex');
}

/** The models the agents play with, each folder once, in order of first use. */
export function agentModels(specs: readonly { readonly [option: string]: unknown }[]): ModelRef[] {
  const paths = [...new Set(specs.map(modelOf).filter((p): p is string => p !== null))];
  return paths.map((path) => {
    try {
      return { path, sha256: modelHash(readModelFiles(modelDir(path))) };
    } catch (err) {
      // The lab's agent types have checked their models by now; a plugin's type may not have.
      throw new InputError(`cannot read the model folder ${path} (${(err as NodeJS.ErrnoException).code ?? String(err)})`, { field: 'model' }, 'a model folder holds model.json and weights.bin (balance-lab train)');
    }
  });
}
