// The Gumbel search as an agent: a network's policy improved by a few simulations (gumbel-root.ts
// chooses which root action each one starts with), the improved policy kept for training.
//
// Hidden information as in MCTS: every simulation plays on a fresh determinization drawn from the
// agent's own stream (view.determinize), so the search never sees opponent hands, deck orders or
// future dice. Below the root the tree is one over the searcher's information sets, edges keyed
// by what the searcher observes of each action (ISMCTS).
//
// Below the root the selection is the paper's deterministic one (its section 5), not PUCT: the
// action whose share of the node's visits lags furthest behind the improved policy
// softmax(logits + sigma(completed Q)) at that node. It has no exploration constant to tune for
// each game, and it spends the few simulations a move has (8-32) the way the root's policy
// target is computed, so the values the root reads were gathered by the policy being improved.
// Only the edges legal in the simulation's determinization take part.

import type { Evaluator } from '../../src/core/evaluator.js';
import type { GameState } from '../../src/core/game.js';
import type { Rng } from '../../src/core/rng.js';
import type { PlayerView } from '../../src/core/view.js';
import { ActionBuffer } from '../action-buffer.js';
import type { Agent, AgentContext } from '../agent.js';
import { BlendedNetwork, evaluatorFor } from '../mcts/evaluators.js';
import { DEFAULT_CUTOFF } from '../mcts/spec.js';
import { TreeNode, actionWithKey, isCountedAlready } from '../mcts/tree.js';
import { modelFolder, networkLabel } from '../neural/committed-model.js';
import { ModelEvaluator } from '../neural/evaluator.js';
import { GumbelRoot, completedQ, logitsOf, sigma, softmaxShifted } from './gumbel-root.js';
import type { GumbelSpec } from './spec.js';
import { aiOf } from '../../src/core/facets.js';

export class GumbelAgent implements Agent {
  readonly label: string;
  /** Simulations run at the last decision that searched (tests check the budget). */
  lastSimulations = 0;
  private readonly rng: Rng;
  private readonly evaluator: Evaluator;
  private readonly root: GumbelRoot;
  /** The decision's legal actions; legalCount is 0 after a decision that did not search. */
  private readonly legal: Int32Array;
  private legalCount = 0;
  /** The last decision's improved policy over legal[0..legalCount). */
  private readonly improved: Float64Array;
  /** A step's legal actions below the root, their edge keys, and the evaluator's prior. */
  private readonly ids: Int32Array;
  private readonly keys: Int32Array;
  private readonly priors: Float64Array;
  /** A step's distinct edges (by the index of their first action): visits, value sums, prior, logits, then their target share. */
  private readonly stepAction: Int32Array;
  private readonly stepVisits: Float64Array;
  private readonly stepSums: Float64Array;
  private readonly stepPrior: Float64Array;
  private readonly stepLogits: Float64Array;
  private readonly stepShare: Float64Array;
  private rewards = new Float64Array(0);
  /** Each seat's mean leaf value over the last decision's simulations: the search's value of the position. */
  private values = new Float64Array(0);
  private readonly pathNodes: TreeNode[] = [];
  private readonly pathAt: number[] = [];
  /** The node a simulation stopped at when it was reached for the first time, and who moves there. */
  private leaf: TreeNode | null = null;
  private leafActor = -1;
  private lastView: PlayerView | null = null;
  /** The last simulation's state, handed back to determinize() as scratch (see MctsAgent.world). */
  private world: GameState | undefined = undefined;

  /**
   * `network`: the prior and leaf values; by default the spec's model (the game's committed one
   * when it names none), its values blended with playouts as `valueShare` says.
   */
  constructor(
    readonly spec: GumbelSpec,
    ctx: AgentContext,
    network?: Evaluator,
  ) {
    const model = modelFolder(spec.model, ctx.game.id);
    this.label = spec.label ?? networkLabel(`gumbel-${spec.simulations}`, model);
    this.rng = ctx.rng;
    const rollout = evaluatorFor(ctx.game, ctx.rng, 'random', aiOf(ctx.game).searchDefaults?.cutoff ?? DEFAULT_CUTOFF);
    this.evaluator = new BlendedNetwork(network ?? new ModelEvaluator(model, ctx.game), rollout, spec.valueShare, 1);
    const size = new ActionBuffer(ctx.game).ids.length;
    this.root = new GumbelRoot(size, spec.simulations);
    this.legal = new Int32Array(size);
    this.improved = new Float64Array(size);
    this.ids = new Int32Array(size);
    this.keys = new Int32Array(size);
    this.priors = new Float64Array(size);
    this.stepAction = new Int32Array(size);
    this.stepVisits = new Float64Array(size);
    this.stepSums = new Float64Array(size);
    this.stepPrior = new Float64Array(size);
    this.stepLogits = new Float64Array(size);
    this.stepShare = new Float64Array(size);
  }

  chooseAction(view: PlayerView, me: number): number {
    const legal = this.legal;
    const n = view.legalActions(legal);
    this.legalCount = 0;
    this.lastView = null;
    if (n === 1) return legal[0]!; // nothing to search
    const players = view.facts.players;
    if (this.rewards.length !== players) {
      this.rewards = new Float64Array(players);
      this.values = new Float64Array(players);
    }
    const rewards = this.rewards;
    // The root's prior and value: the network reads the searcher's own observation, the same in
    // every determinization.
    this.world = view.determinize(this.rng, this.world);
    this.evaluator.prior!(this.world, legal, n, this.priors);
    logitsOf(n, this.priors, this.root.logits);
    this.evaluator.evaluate(this.world, rewards);
    const spec = this.spec;
    this.root.start(n, rewards[me]!, spec.simulations, spec.considered, spec.gumbelScale, this.rng);
    // The root's edges are the legal actions in order: edge i is legal[i].
    const tree = new TreeNode();
    for (let i = 0; i < n; i++) tree.prior[tree.edge(legal[i]!, me, n)] = this.priors[i]!;
    tree.visits = 1;
    this.values.fill(0);
    let simulations = 0;
    for (let i = this.root.next(); i >= 0; i = this.root.next()) {
      const world = (this.world = view.determinize(this.rng, this.world));
      world.apply(legal[i]!);
      this.pathNodes[0] = tree;
      this.pathAt[0] = i;
      tree.visits++;
      const depth = this.descend(tree.child(i), world, me);
      const leaf = this.leaf;
      this.evaluator.evaluate(world, rewards);
      if (leaf !== null) leaf.value = rewards[this.leafActor]!;
      this.backup(depth);
      this.root.record(i, rewards[me]!);
      for (let p = 0; p < players; p++) this.values[p] = this.values[p]! + rewards[p]!;
      simulations++;
    }
    for (let p = 0; p < players; p++) this.values[p] = this.values[p]! / simulations;
    this.lastSimulations = simulations;
    this.root.improvedPolicy(this.improved);
    this.legalCount = n;
    this.lastView = view;
    return legal[this.root.choice()]!;
  }

  /** The improved policy of the last decision (its training target), in the order of ids[0..n). */
  decisionShares(ids: Int32Array, n: number, out: Float64Array): boolean {
    const m = this.legalCount;
    if (m === 0) return false;
    for (let k = 0; k < n; k++) {
      let at = ids[k] === this.legal[k] ? k : -1;
      for (let i = 0; at < 0 && i < m; i++) if (this.legal[i] === ids[k]) at = i;
      out[k] = at < 0 ? 0 : this.improved[at]!;
    }
    return true;
  }

  /** Each seat's value of the last searched position by the search (its simulations' mean), into out; false when it did not search. */
  searchValue(out: Float64Array): boolean {
    if (this.legalCount === 0) return false;
    out.set(this.values);
    return true;
  }

  /** Valid while the match is still at that decision (descriptions depend on the position). */
  explainLastDecision(): string | null {
    const view = this.lastView;
    if (view === null) return null;
    const n = this.legalCount;
    const q = new Float64Array(n);
    this.root.completed(q);
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => this.improved[b]! - this.improved[a]! || a - b);
    return order
      .slice(0, 5)
      .map((i) => `${view.describeAction(this.legal[i]!)}: improved policy ${this.improved[i]!.toFixed(3)}, ${this.root.visits[i]} visits, value ${q[i]!.toFixed(3)}`)
      .join('\n');
  }

  /**
   * Down from a root child to a node reached for the first time (it gets its edges with the
   * evaluator's prior; the caller values it) or to the end of the match. Returns the path's length.
   */
  private descend(start: TreeNode, state: GameState, me: number): number {
    const ids = this.ids;
    const keys = this.keys;
    let depth = 1;
    let node = start;
    this.leaf = null;
    while (!state.isTerminal()) {
      const actor = state.currentPlayer();
      const n = state.legalActions(ids);
      for (let i = 0; i < n; i++) keys[i] = actor === me ? ids[i]! : state.actionObservation(ids[i]!, me);
      const fresh = node.visits === 0;
      let missing = fresh;
      for (let i = 0; i < n && !missing; i++) if (node.indexOf(keys[i]!) < 0) missing = true;
      if (missing) {
        // Edges get their prior when first made; actions that share an observed key share its mass.
        this.evaluator.prior!(state, ids, n, this.priors);
        const before = node.size;
        for (let i = 0; i < n; i++) {
          const j = node.edge(keys[i]!, actor, n);
          if (j >= before) node.prior[j] = (isCountedAlready(keys, i) ? node.prior[j]! : 0) + this.priors[i]!;
        }
      }
      node.visits++;
      if (fresh) {
        this.leaf = node;
        this.leafActor = actor;
        return depth;
      }
      const j = this.select(node, n);
      state.apply(ids[actionWithKey(keys, n, node.keys[j]!, this.rng)]!);
      this.pathNodes[depth] = node;
      this.pathAt[depth++] = j;
      node = node.child(j);
    }
    return depth;
  }

  /**
   * The paper's deterministic selection over the step's edges (keys[0..n), each counted once):
   * the edge with the highest improved-policy share minus its share of the visits so far. Ties
   * are broken at random, one draw per tie.
   */
  private select(node: TreeNode, n: number): number {
    const keys = this.keys;
    let m = 0;
    let total = 0;
    let most = 0;
    for (let i = 0; i < n; i++) {
      if (isCountedAlready(keys, i)) continue;
      const j = node.indexOf(keys[i]!);
      const v = node.edgeVisits[j]!;
      this.stepAction[m] = j;
      this.stepVisits[m] = v;
      this.stepSums[m] = node.reward[j]!;
      this.stepPrior[m++] = node.prior[j]!;
      total += v;
      most = Math.max(most, v);
    }
    const share = this.stepShare;
    completedQ(m, this.stepVisits, this.stepSums, this.stepPrior, node.value, share);
    sigma(m, share, most, share);
    logitsOf(m, this.stepPrior, this.stepLogits);
    softmaxShifted(m, this.stepLogits, share, share);
    let best = -1;
    let bestScore = -Infinity;
    let ties = 0;
    for (let k = 0; k < m; k++) {
      const score = share[k]! - this.stepVisits[k]! / (1 + total);
      if (score > bestScore + 1e-12) {
        bestScore = score;
        best = k;
        ties = 1;
      } else if (Math.abs(score - bestScore) <= 1e-12 && this.rng.below(++ties) === 0) best = k;
    }
    return this.stepAction[best]!;
  }

  /** Adds the leaf's values to the edges the simulation took, each for its actor. */
  private backup(depth: number): void {
    const rewards = this.rewards;
    for (let d = 0; d < depth; d++) {
      const node = this.pathNodes[d]!;
      const j = this.pathAt[d]!;
      node.edgeVisits[j]!++;
      node.reward[j] = node.reward[j]! + rewards[node.actors[j]!]!;
    }
  }
}
