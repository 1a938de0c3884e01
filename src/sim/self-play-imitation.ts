// The warm start of `balance-lab train`: matches of a teacher agent against itself (the game's
// heuristic, or any agent such as plain MCTS), whose decisions become training samples, so
// self-play starts from a network that already plays like the teacher instead of from random
// weights (at a few dozen MCTS iterations a move, search from a random network learns slowly).
// Run as a named pool task (worker.ts) in fixed chunks of matches, each match from its own seed:
// the samples do not depend on the worker count.
//
// A sample is taken at every decision with more than one legal action: the mover's observation
// (the view's observe(), never the state), each seat's final win share counted from the mover,
// and as the policy target the teacher's choice (a search's root visit shares, where it gives
// them: Agent.decisionShares), smoothed by spreading `smoothing` of the weight evenly over all
// the legal actions (a prior that is certain of one move would stop the later searches from
// trying the others). With probability `explore` the move played is a legal one drawn uniformly
// instead (the sample still names the teacher's choice): a teacher that decides the same way
// each time would otherwise show the network only its own few lines of play, and the network
// would not know what to do anywhere else. The value targets then come from slightly noisier
// play than the teacher's.

import '../games/index.js';
import type { Agent } from '../../agents/agent.js';
import { agentFromName, createAgent } from '../../agents/registry.js';
import type { Samples } from '../../agents/neural/trainer.js';
import type { GameDefinition } from '../core/game.js';
import { maxDistinctActions } from '../core/game.js';
import { getGame } from '../core/registry.js';
import { Rng, STREAM_AGENT, matchSeed } from '../core/rng.js';
import type { PlayerView } from '../core/view.js';
import { playOut } from './match.js';
import { randomSetup } from './random-setup.js';
import { SampleCollector } from './sample-collector.js';
import type { MatchRange } from './self-play.js';

export interface ImitationTask extends MatchRange {
  /** The agent imitated, by name (agentFromName): 'heuristic', 'mcts-200', ... */
  readonly teacher: string;
  /** Policy weight spread over all the legal actions (0: the teacher's choice alone). */
  readonly smoothing: number;
  /** Chance that a decision's move is a uniformly drawn legal one instead of the teacher's. */
  readonly explore: number;
}

export function imitationBatch(task: ImitationTask): Samples {
  const game = getGame(task.game);
  const facts = game.variants.find((v) => v.id === task.variant)!;
  const samples = new SampleCollector(facts.players, facts.observationLength);
  const teacher = agentFromName(task.teacher)!;
  for (let i = task.start; i < task.end; i++) {
    const seed = matchSeed(task.seed, i);
    const state = game.newMatch(randomSetup(game, task.variant, seed), seed);
    const explore = new Rng(seed, STREAM_AGENT + 15);
    // Each seat's teacher draws from its own stream, as in a tournament.
    const seats = Array.from({ length: facts.players }, (_, p) => new Imitator(createAgent(teacher, { game, rng: new Rng(seed, STREAM_AGENT + p) }), samples, task, explore, game));
    playOut(state, seats);
    samples.endMatch(state);
  }
  return samples.samples();
}

/** Plays as its teacher and records each decision as a sample; now and then plays a random legal move instead. */
class Imitator implements Agent {
  readonly label: string;
  readonly needsObservations: boolean | undefined;
  private readonly legal: Int32Array;
  private readonly shares: Float64Array;

  constructor(
    private readonly teacher: Agent,
    private readonly samples: SampleCollector,
    private readonly task: ImitationTask,
    private readonly explore: Rng,
    game: GameDefinition,
  ) {
    this.label = teacher.label;
    this.needsObservations = teacher.needsObservations;
    this.legal = new Int32Array(maxDistinctActions(game));
    this.shares = new Float64Array(this.legal.length);
  }

  chooseAction(view: PlayerView, player: number): number {
    const legal = this.legal;
    const n = view.legalActions(legal);
    const o = new Float32Array(view.facts.observationLength);
    view.observe(o);
    const action = this.teacher.chooseAction(view, player);
    const shares = this.shares;
    if (this.teacher.decisionShares?.(legal, n, shares) !== true) for (let k = 0; k < n; k++) shares[k] = legal[k] === action ? 1 : 0;
    const { smoothing } = this.task;
    for (let k = 0; k < n; k++) shares[k] = smoothing / n + (1 - smoothing) * shares[k]!;
    this.samples.add(player, o, legal, n, shares);
    return this.explore.float() < this.task.explore ? legal[this.explore.below(n)]! : action;
  }
}
