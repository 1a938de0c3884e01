// Which model a network agent plays and how reports name it. An agent that names no model plays
// its game's committed one (agents/models/<game>, found from the project's own folder, so any
// working directory will do); reports name an agent by its model, so two networks in one
// tournament are told apart by what they are, not by a counter.

import { basename, dirname, resolve } from 'node:path';
import { projectPath } from '../../src/core/paths.js';

/** The folder of `game`'s committed model. */
export function committedModel(game: string): string {
  return projectPath('agents', 'models', game);
}

/** The model folder a spec's `model` names, or the game's committed one when it names none. */
export function modelFolder(model: string | undefined, game: string): string {
  return model ?? committedModel(game);
}

/** A model as reports name it: a committed model by its game, any other by its folder as written. */
export function modelName(dir: string): string {
  const abs = resolve(dir);
  if (dirname(abs) === projectPath('agents', 'models')) return basename(abs);
  return dir.replace(/^\.\//, '').replace(/\/+$/, '');
}

/** The label of an agent `base` (a type or preset name) playing the model in `dir`: e.g. neural(ward). */
export function networkLabel(base: string, dir: string): string {
  return `${base}(${modelName(dir)})`;
}
