// Models by folder, loaded once per thread: agents are built per match, and a worker plays
// thousands of matches with the same model, so each worker reads and checks the files once.

import { resolve } from 'node:path';
import type { GameDefinition, VariantFacts } from '../../src/core/game.js';
import type { Model } from './model-file.js';
import { loadModel } from './model-file.js';

const loaded = new Map<string, Model>();

/** The model in `dir` for `game`'s variant `facts` (relative folders from the working directory). */
export function modelFor(dir: string, game: GameDefinition, facts: VariantFacts): Model {
  const key = `${resolve(dir)}\n${game.id}\n${facts.id}`;
  let m = loaded.get(key);
  if (!m) {
    m = loadModel(resolve(dir), game.id, facts);
    loaded.set(key, m);
  }
  return m;
}
