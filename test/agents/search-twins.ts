// The hidden-information property of a search agent: seat 0 searches on the true match, a
// same-seeded twin on perturbHidden twins of it (the same observations); both must choose the
// same action with the same root statistics at every decision, tree reuse included, and the
// search must leave the state it was given untouched. The other seats play at random.

import { expect } from 'vitest';
import { MctsAgent } from '../../agents/mcts/index.js';
import type { MctsSpec } from '../../agents/mcts/spec.js';
import { createAgent } from '../../agents/registry.js';
import type { GameDefinition, GameState } from '../../src/core/game.js';
import { Rng, STREAM_AGENT } from '../../src/core/rng.js';
import type { ObservedAction } from '../../src/core/view.js';
import { PlayerView } from '../../src/core/view.js';
import { randomSetup } from '../../src/sim/random-setup.js';

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
      const twin = game.perturbHidden(state, 0, twinRng);
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
