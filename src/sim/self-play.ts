// Self-play for training (balance-lab train), and the head-to-head matches that gate and measure
// the networks it trains. Both run as named tasks on the worker pool (worker.ts) or in the
// calling thread; every match draws from its own seed (the task seed and its index), so the
// samples and results do not depend on the worker count or on how matches are cut into tasks.
//
// Self-play: every seat is a search guided by the network, the Gumbel search (expert iteration:
// its improved policy is the policy target; for the first `temperatureMoves` decisions of a match
// the move it plays is a sample, with Gumbel noise, later its best without noise) or MCTS (PUCT
// with the policy prior; the root's visit shares are the target, and for the first
// `temperatureMoves` decisions the move is drawn in proportion to them, later the most visited is
// played). Exploration is kept to the opening: where the policy is spread over many moves (an
// imitation of a search's visit shares), a sample at every decision plays far below the network
// (Warlords: the Gumbel search with noise won 4.5% of 200 matches against the heuristic, without
// 39.0%, the network alone 41.5%), and the value targets would be results of such play. Each searched decision gives a sample: the mover's observation (observe(),
// never the state), each seat's final win share counted from the mover (mixed with the search's
// own value of the position where `searchValue` asks for it), and the policy target over the
// legal actions.

import '../games/index.js';
import type { AgentContext, AgentSpec } from '../../agents/agent.js';
import { GumbelAgent } from '../../agents/gumbel/index.js';
import { MctsAgent } from '../../agents/mcts/index.js';
import { ModelEvaluator } from '../../agents/neural/evaluator.js';
import { createAgent } from '../../agents/registry.js';
import type { Samples } from '../../agents/neural/trainer.js';
import type { Evaluator } from '../core/evaluator.js';
import { maxDistinctActions } from '../core/game.js';
import { getGame } from '../core/registry.js';
import { Rng, STREAM_AGENT, matchSeed } from '../core/rng.js';
import { PlayerView } from '../core/view.js';
import { playMatch } from './match.js';
import { randomSetup } from './random-setup.js';
import { SampleCollector } from './sample-collector.js';

/** A pool task's matches: [start, end) of the game and variant, each seeded from `seed` and its index. */
export interface MatchRange {
  readonly game: string;
  readonly variant: string;
  readonly seed: number;
  readonly start: number;
  readonly end: number;
}

export interface SelfPlayTask extends MatchRange {
  /** The model folder playing every seat. */
  readonly model: string;
  /** The search (absent: mcts, as in trainings begun before the Gumbel search). */
  readonly search?: 'mcts' | 'gumbel';
  /** MCTS iterations or Gumbel simulations a decision. */
  readonly iterations: number;
  /** Decisions of a match whose move is a sample: in proportion to MCTS's visit counts, or the Gumbel search's with noise. */
  readonly temperatureMoves: number;
  /** Gumbel: the actions sampled at the root. */
  readonly considered?: number;
  /** Gumbel: the weight of the search's value beside the match result in the value targets (absent: 0). */
  readonly searchValue?: number;
  /** The value head's share of a leaf's value, the rest from a random playout with the game's cut-off (absent: 1). */
  readonly valueShare?: number;
  /** MCTS: the network policy's share of the prior, the rest spread evenly over the legal actions (absent: 1). */
  readonly priorWeight?: number;
}

/** Samples as plain arrays (they cross the thread boundary by structured clone). */
export type SampleBatch = Samples;

export function selfPlayBatch(task: SelfPlayTask): SampleBatch {
  const game = getGame(task.game);
  const facts = game.variants.find((v) => v.id === task.variant)!;
  const players = facts.players;
  const samples = new SampleCollector(players, facts.observationLength, task.searchValue ?? 0);
  const legal = new Int32Array(maxDistinctActions(game));
  const shares = new Float64Array(legal.length);
  const searched = new Float64Array(players);
  for (let i = task.start; i < task.end; i++) {
    const seed = matchSeed(task.seed, i);
    const state = game.newMatch(randomSetup(game, task.variant, seed), seed);
    const explore = new Rng(seed, STREAM_AGENT + 15);
    const evaluator = new ModelEvaluator(task.model, game);
    const rngs = Array.from({ length: players }, (_, p) => new Rng(seed, STREAM_AGENT + p));
    const agents = rngs.map((rng) => searcher(task, { game, rng }, evaluator, 1));
    // The Gumbel search after the opening: the same seat's stream, no noise.
    const settled = task.search === 'gumbel' ? rngs.map((rng) => searcher(task, { game, rng }, evaluator, 0)) : agents;
    while (!state.isTerminal()) {
      const p = state.currentPlayer();
      const n = state.legalActions(legal);
      if (n === 1) {
        state.apply(legal[0]!);
        continue;
      }
      const agent = (state.decisions() < task.temperatureMoves ? agents : settled)[p]!;
      let action = agent.chooseAction(new PlayerView(state, p, []), p);
      const o = new Float32Array(facts.observationLength);
      state.observe(p, o);
      // Every legal action is listed, the unvisited at share 0 under MCTS: the policy loss is a
      // softmax over the listed actions, and those the search passed over must lose weight too.
      agent.decisionShares(legal, n, shares);
      const valued = agent instanceof GumbelAgent && agent.searchValue(searched);
      samples.add(p, o, legal, n, shares, valued ? searched : undefined);
      if (agent instanceof MctsAgent && state.decisions() < task.temperatureMoves) action = visitDraw(agent, explore, action);
      state.apply(action);
    }
    samples.endMatch(state);
  }
  return samples.samples();
}

/** One seat's search for self-play, guided by the task's network (`evaluator`, shared by the seats); `noise`: the Gumbel scale. */
function searcher(task: SelfPlayTask, ctx: AgentContext, evaluator: Evaluator, noise: number): MctsAgent | GumbelAgent {
  if (task.search === 'gumbel') return new GumbelAgent({ type: 'gumbel', model: task.model, simulations: task.iterations, considered: task.considered ?? 8, gumbelScale: noise, valueShare: task.valueShare ?? 1 }, ctx, evaluator);
  const valueShare = task.valueShare ?? 1;
  return new MctsAgent({ type: 'mcts', iterations: task.iterations, search: 'ismcts', determinizations: 1, reuse: false, rollout: valueShare < 1 ? 'random' : 'none', evaluator: 'neural', model: task.model, valueShare, priorWeight: task.priorWeight ?? 1 }, ctx, evaluator);
}

/** Temperature 1: a move drawn in proportion to the root's visits (`fallback` if none). */
function visitDraw(agent: MctsAgent, explore: Rng, fallback: number): number {
  const stats = agent.rootStats();
  const total = stats.reduce((s, st) => s + st.visits, 0);
  let u = explore.float() * total;
  for (const st of stats) {
    u -= st.visits;
    if (u < 0) return st.key;
  }
  return fallback;
}

/** Joins sample batches in the order given (the order of their matches). */
export function joinSamples(parts: readonly Samples[], input: number, players: number): Samples {
  const count = parts.reduce((n, p) => n + p.count, 0);
  const pairs = parts.reduce((n, p) => n + p.policyIds.length, 0);
  const out = {
    count,
    observations: new Float32Array(count * input),
    values: new Float32Array(count * players),
    policyStart: new Int32Array(count + 1),
    policyIds: new Int32Array(pairs),
    policyShares: new Float32Array(pairs),
  };
  let row = 0;
  let pair = 0;
  for (const p of parts) {
    out.observations.set(p.observations, row * input);
    out.values.set(p.values, row * players);
    for (let k = 0; k < p.count; k++) out.policyStart[row + k] = pair + p.policyStart[k]!;
    out.policyIds.set(p.policyIds, pair);
    out.policyShares.set(p.policyShares, pair);
    row += p.count;
    pair += p.policyIds.length;
  }
  out.policyStart[count] = pair;
  return out;
}

export interface HeadToHeadTask extends MatchRange {
  /** The agent measured, and its opponent in every other seat. */
  readonly agent: AgentSpec;
  readonly opponent: AgentSpec;
}

/**
 * Plays matches [start, end) of `agent` against `opponent`, the agent's seat turning with the
 * match index (seats alternated); returns the agent's summed win share (a draw: a share between).
 */
export function headToHeadBatch(task: HeadToHeadTask): number {
  const game = getGame(task.game);
  const facts = game.variants.find((v) => v.id === task.variant)!;
  const shares = new Float64Array(facts.players);
  let total = 0;
  for (let i = task.start; i < task.end; i++) {
    const seed = matchSeed(task.seed, i);
    const seat = i % facts.players;
    const agents = Array.from({ length: facts.players }, (_, p) => createAgent(p === seat ? task.agent : task.opponent, { game, rng: new Rng(seed, STREAM_AGENT + p) }));
    const r = playMatch(game, randomSetup(game, task.variant, seed), seed, agents).returns;
    const [lo, hi] = facts.returnBounds;
    for (let p = 0; p < facts.players; p++) shares[p] = (r[p]! - lo) / (hi - lo);
    total += shares[seat]!;
  }
  return total;
}
