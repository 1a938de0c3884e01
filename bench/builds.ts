// Two builds side by side in one process, for speed work: this one, and another built checkout
// loaded from its dist/ folder (the same module shapes). Used by compare-builds (do they play
// alike?), ab-builds (which is faster?) and instructions (how many instructions?). Both builds
// run under this process's V8 settings: the lab's (src/cli/launch.ts), which the tools start with.

import '../src/games/index.js';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Agent, AgentSpec } from '../agents/agent.js';
import { createAgent } from '../agents/registry.js';
import type { CardRules, CardSet, GameAi, GameDefinition, GameState, MatchSetup } from '../src/core/game.js';
import { getGame } from '../src/core/registry.js';
import { Rng } from '../src/core/rng.js';
import { PlayerView } from '../src/core/view.js';
import type { MatchResult } from '../src/sim/match.js';
import { playMatch } from '../src/sim/match.js';
import { cardsOf } from '../src/core/facets.js';

export interface Build {
  readonly game: GameDefinition;
  readonly cards: CardSet;
  /** An agent for `seat` with the stream the runner gives it for a match of `seed`. */
  agent(spec: string | AgentSpec, seed: number, seat: number): Agent;
  view(state: GameState, seat: number): PlayerView;
  playMatch(setup: MatchSetup, seed: number, agents: readonly Agent[]): MatchResult;
}

/** The other build's modules: the same shapes, loaded from its dist/ folder. */
export async function otherBuild(root: string, gameId: string): Promise<Build> {
  const load = (file: string): Promise<Record<string, unknown>> => import(pathToFileURL(join(root, 'dist', file)).href) as Promise<Record<string, unknown>>;
  await load('src/games/index.js');
  const registry = (await load('src/core/registry.js')) as { getGame: typeof getGame };
  const agents = (await load('agents/registry.js')) as { createAgent: typeof createAgent };
  const rng = (await load('src/core/rng.js')) as { Rng: typeof Rng };
  const view = (await load('src/core/view.js')) as { PlayerView: typeof PlayerView };
  const match = (await load('src/sim/match.js')) as { playMatch: typeof playMatch };
  const game = registry.getGame(gameId);
  // This build reads the other's game through facets; the other build's own code gets its own object.
  const seen = inFacets(game);
  return {
    game: seen,
    cards: cardsOf(seen).defaultSet(),
    agent: (spec, seed, seat) => agents.createAgent(spec, { game, rng: new rng.Rng(seed, 16 + seat) }),
    view: (state, seat) => new view.PlayerView(state, seat, []),
    playMatch: (setup, seed, list) => match.playMatch(game, setup, seed, list),
  };
}

/** A GameDefinition as builds before the facets (issue 46) declared it: every member at the top. */
type FlatGame = GameDefinition & Partial<Pick<CardRules, 'randomDeck' | 'validateDeck'> & Pick<GameAi, 'evaluate' | 'heuristicAction' | 'searchDefaults'>> & {
  defaultCardSet?(): CardSet;
  loadCards?(files: readonly string[]): CardSet;
};

/** The other build's game as facets: itself when it has them, else its flat members gathered into them. */
function inFacets(game: GameDefinition): GameDefinition {
  const flat = game as FlatGame;
  if (game.cards !== undefined || flat.defaultCardSet === undefined || flat.evaluate === undefined || flat.heuristicAction === undefined) return game;
  const { defaultCardSet, loadCards, validateDeck, randomDeck, evaluate, heuristicAction, searchDefaults } = flat;
  return {
    ...game,
    cards: { defaultSet: () => defaultCardSet(), load: (files) => loadCards!(files), validateDeck: (c, d, v) => validateDeck!(c, d, v), randomDeck: (c, r, v) => randomDeck!(c, r, v) },
    ai: { evaluate, heuristicAction, ...(searchDefaults && { searchDefaults }) },
  };
}

export function thisBuild(gameId: string): Build {
  const game = getGame(gameId);
  return {
    game,
    cards: cardsOf(game).defaultSet(),
    agent: (spec, seed, seat) => createAgent(spec, { game, rng: new Rng(seed, 16 + seat) }),
    view: (state, seat) => new PlayerView(state, seat, []),
    playMatch: (setup, seed, list) => playMatch(game, setup, seed, list),
  };
}
