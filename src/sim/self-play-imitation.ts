// The warm start of `balance-lab train`: matches of the game's heuristic against itself, whose
// decisions become training samples, so self-play starts from a network that already plays like
// the heuristic instead of from random weights (at a few dozen MCTS iterations a move, search
// from a random network learns slowly). Run as a named pool task (worker.ts) in fixed chunks of
// matches, each match from its own seed: the samples do not depend on the worker count.
//
// A sample is taken at every decision with more than one legal action: the mover's observation
// (the view's observe(), never the state), each seat's final win share counted from the mover,
// and as the policy target the heuristic's action, smoothed by spreading `smoothing` of the
// weight evenly over all the legal actions (a prior that is certain of one move would stop the
// later searches from trying the others). With probability `explore` the move played is a legal
// one drawn uniformly instead (the sample still names the heuristic's choice): a heuristic that
// decides the same way each time would otherwise show the network only its own few lines of
// play, and the network would not know what to do anywhere else. The value targets then come
// from slightly noisier play than the heuristic's.

import '../games/index.js';
import type { Agent } from '../../agents/agent.js';
import { createAgent } from '../../agents/registry.js';
import type { Samples } from '../../agents/neural/trainer.js';
import { maxDistinctActions } from '../core/game.js';
import { getGame } from '../core/registry.js';
import { Rng, STREAM_AGENT, matchSeed } from '../core/rng.js';
import { PlayerView } from '../core/view.js';
import { randomSetup } from './random-setup.js';
import { SampleCollector } from './sample-collector.js';
import type { MatchRange } from './self-play.js';

export interface ImitationTask extends MatchRange {
  /** Policy weight spread over all the legal actions (0: the heuristic's action alone). */
  readonly smoothing: number;
  /** Chance that a decision's move is a uniformly drawn legal one instead of the heuristic's. */
  readonly explore: number;
}

export function imitationBatch(task: ImitationTask): Samples {
  const game = getGame(task.game);
  const facts = game.variants.find((v) => v.id === task.variant)!;
  const players = facts.players;
  const input = facts.observationLength;
  const samples = new SampleCollector(players, input);
  const legal = new Int32Array(maxDistinctActions(game));
  for (let i = task.start; i < task.end; i++) {
    const seed = matchSeed(task.seed, i);
    const state = game.newMatch(randomSetup(game, task.variant, seed), seed);
    // Each seat's heuristic draws from its own stream, as in a tournament.
    const agents: Agent[] = Array.from({ length: players }, (_, p) => createAgent({ type: 'heuristic' }, { game, rng: new Rng(seed, STREAM_AGENT + p) }));
    const explore = new Rng(seed, STREAM_AGENT + 15);
    const views = agents.map((_, p) => new PlayerView(state, p, []));
    while (!state.isTerminal()) {
      const p = state.currentPlayer();
      const n = state.legalActions(legal);
      if (n === 1) {
        state.apply(legal[0]!);
        continue;
      }
      const view = views[p]!;
      const o = new Float32Array(input);
      view.observe(o);
      view.offerLegalActions(legal, n);
      const action = agents[p]!.chooseAction(view, p);
      const spread = task.smoothing / n;
      samples.add(p, o, legal, n, (id) => spread + (id === action ? 1 - task.smoothing : 0));
      state.apply(explore.float() < task.explore ? legal[explore.below(n)]! : action);
    }
    samples.endMatch(state);
  }
  return samples.samples();
}
