// The hidden-information property of a search agent: seat 0 searches on the true match, a
// same-seeded twin on perturbHidden twins of it (the same observations); both must choose the
// same action with the same root statistics at every decision, tree reuse included, and the
// search must leave the state it was given untouched. The other seats play at random.

import { expect, it } from 'vitest';
import { MctsAgent } from '../../agents/mcts/index.js';
import type { MctsSpec } from '../../agents/mcts/spec.js';
import { createAgent } from '../../agents/registry.js';
import type { GameDefinition, GameState } from '../../src/core/game.js';
import { listGames } from '../../src/core/registry.js';
import { Rng, STREAM_AGENT } from '../../src/core/rng.js';
import type { ObservedAction } from '../../src/core/view.js';
import { PlayerView } from '../../src/core/view.js';
import { randomSetup } from '../../src/sim/random-setup.js';
import { hiddenTwin } from '../../src/core/facets.js';

/** Plays one match of the game's default variant for at most `maxDecisions`; returns how many decisions seat 0 searched. */
export function searchTwins(game: GameDefinition, spec: MctsSpec, seed: number, maxDecisions: number): number {
  const facts = game.variants.find((v) => v.id === game.defaultVariant)!;
  const a = new MctsAgent(spec, { game, rng: new Rng(seed, STREAM_AGENT) });
  const b = new MctsAgent(spec, { game, rng: new Rng(seed, STREAM_AGENT) });
  const others = createAgent('random', { game, rng: new Rng(seed, 99) });
  const state: GameState = game.newMatch(randomSetup(game, facts.id, seed), seed);
  const log: ObservedAction[] = [];
  const twinRng = new Rng(seed, 7);
  const ids = new Int32Array(facts.numDistinctActions);
  let searched = 0;
  while (!state.isTerminal() && state.decisions() < maxDecisions) {
    const p = state.currentPlayer();
    let action: number;
    if (p === 0 && state.legalActions(ids) > 1) {
      const bytes = state.serialize();
      action = a.chooseAction(new PlayerView(state, 0, log), 0);
      expect(state.serialize()).toBe(bytes);
      const twin = hiddenTwin(game, state, 0, twinRng);
      expect(b.chooseAction(new PlayerView(twin, 0, log), 0)).toBe(action);
      expect(b.rootStats()).toEqual(a.rootStats());
      searched++;
    } else action = p === 0 ? ids[0]! : others.chooseAction(new PlayerView(state, p, log), p);
    const obs = new Int32Array(facts.players);
    for (let v = 0; v < facts.players; v++) obs[v] = state.actionObservation(action, v);
    log.push({ actor: p, obs });
    state.apply(action);
  }
  return searched;
}

/** The games with hidden information; Gloom's and Warlords' 200 searched decisions take much the longest. */
const hidden = (): GameDefinition[] => listGames().filter((g) => g.variants.some((v) => v.hiddenInformation));
const LONG = new Set(['gloom', 'warlords']);
export const shortTwinGames = (): GameDefinition[] => hidden().filter((g) => !LONG.has(g.id));
export const longTwinGames = (): GameDefinition[] => hidden().filter((g) => LONG.has(g.id));

/**
 * One test per game and search kind, each over `seeds`: mcts.test.ts runs the short games on
 * seed 1, mcts.slow.test.ts the short games on seeds 2 to 4 and the long ones on seeds 1 to 4.
 */
export function twinTests(games: readonly GameDefinition[], seeds: readonly number[]): void {
  for (const game of games) {
    for (const search of ['ismcts', 'determinized'] as const) {
      it(`${game.id}: ${search} gives the same action and root statistics on perturbHidden twins, tree reuse included (seed ${seeds.join(', ')})`, () => {
        for (const seed of seeds) {
          // Playouts cut after 40 plies and scored by the evaluation: a full random playout of a
          // long game (Warlords: over a thousand decisions) would make this test minutes long.
          // Without a prior whatever the game advises: mcts-prior.test.ts checks the prior's twins.
          const spec = { type: 'mcts' as const, iterations: 120, c: 0.7, rollout: 'random' as const, cutoff: 40, prior: 'none' as const, search, determinizations: 4, reuse: true };
          searchTwins(game, spec, seed, 200);
        }
      });
    }
  }
}
