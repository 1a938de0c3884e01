// Models by folder, loaded once per thread: agents are built per match, and a worker plays
// thousands of matches with the same model, so each worker reads and checks the files once.

import type { GameDefinition, VariantFacts } from '../../src/core/game.js';
import type { AgentSpec } from '../agent.js';
import type { Model } from './model-file.js';
import { loadModel } from './model-file.js';
import { modelFolder } from './committed-model.js';
import { modelDir } from './model-folder.js';

const loaded = new Map<string, Model>();

/** The model in `dir` for `game`'s variant `facts` (a relative folder as model-folder.ts finds it). */
export function modelFor(dir: string, game: GameDefinition, facts: VariantFacts): Model {
  const at = modelDir(dir);
  const key = `${at}\n${game.id}\n${facts.id}`;
  let m = loaded.get(key);
  if (!m) {
    m = loadModel(at, game.id, facts);
    loaded.set(key, m);
  }
  return m;
}

/** Checks, before any match, that the model a network agent's spec names (or the game's committed one) loads for this variant. */
export function checkSpecModel(spec: AgentSpec, game: GameDefinition, facts: VariantFacts): void {
  modelFor(modelFolder(spec.model as string | undefined, game.id), game, facts);
}
