// The one registry of games. The CLI, experiments and the shared test suites read it; a game
// joins everything by registering (see src/games/index.ts).

import { InputError } from './errors.js';
import type { GameDefinition, VariantFacts } from './game.js';
import { suggestion } from './suggest.js';

const games = new Map<string, GameDefinition>();

export function registerGame(def: GameDefinition): void {
  if (games.has(def.id)) throw new Error(`game '${def.id}' registered twice`);
  if (!def.variants.some((v) => v.id === def.defaultVariant)) throw new Error(`game '${def.id}': default variant '${def.defaultVariant}' is not declared`);
  games.set(def.id, def);
}

export function listGames(): GameDefinition[] {
  return [...games.values()];
}

export function getGame(id: string, where: { file?: string; field?: string } = {}): GameDefinition {
  const g = games.get(id);
  if (!g) throw new InputError(`unknown game '${id}'`, where, suggestion(id, [...games.keys()]));
  return g;
}

export function getVariant(game: GameDefinition, id: string | undefined, where: { file?: string; field?: string } = {}): VariantFacts {
  const vid = id ?? game.defaultVariant;
  const v = game.variants.find((x) => x.id === vid);
  if (!v) throw new InputError(`game '${game.id}' has no variant '${vid}'`, where, suggestion(vid, game.variants.map((x) => x.id)));
  return v;
}
