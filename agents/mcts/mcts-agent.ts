// Monte Carlo tree search that plays honestly with hidden cards and dice.
//
// Every iteration starts from a fresh determinization drawn from the agent's own stream
// (view.determinize), so the search never sees opponent hands, deck orders or future dice.
// - search: 'ismcts' is single-observer information-set MCTS (Cowling, Powley and Whitehouse
//   2012): one tree over the searcher's information sets, UCB over the edges available in the
//   iteration's determinization. With perfect information and no chance the determinization is
//   the state itself and this is plain UCT.
// - search: 'determinized' runs independent UCT trees on a few fixed determinizations and sums
//   their root visits (determinized search / perfect-information Monte Carlo).
// Returns are backed up as per-player vectors, so more than two players work.
//
// Leaves are valued by an Evaluator (src/core/evaluator.ts; evaluators.ts has the rollouts and
// the game's evaluation). An evaluator that also gives a prior over the legal actions (a
// trained network, or the game's heuristic with `prior: heuristic`) switches the tree policy to
// PUCT: a node is expanded with its prior when first reached and valued at once, and edges are
// ranked by their mean plus an exploration term weighted by the prior, as in AlphaZero.

import type { Evaluator } from '../../src/core/evaluator.js';
import type { GameState } from '../../src/core/game.js';
import type { Rng } from '../../src/core/rng.js';
import type { PlayerView } from '../../src/core/view.js';
import { ActionBuffer } from '../action-buffer.js';
import { modelFolder, networkLabel } from '../neural/committed-model.js';
import type { Agent, AgentContext } from '../agent.js';
import { BlendedNetwork, evaluatorFor } from './evaluators.js';
import type { MctsSpec } from './spec.js';
import { DEFAULT_C, DEFAULT_CUTOFF, DEFAULT_EXPAND_AFTER, DEFAULT_PRIOR_WEIGHT, DEFAULT_PUCT_C, DEFAULT_VALUE_SHARE } from './spec.js';
import { TreeNode, actionWithKey, isCountedAlready } from './tree.js';
import { aiOf } from '../../src/core/facets.js';

export interface RootStat {
  readonly key: number;
  readonly visits: number;
  readonly value: number;
}

export class MctsAgent implements Agent {
  readonly label: string;
  readonly needsObservations: boolean;
  /** Iterations run at the last decision that searched (tests check the budget). */
  lastIterations = 0;
  private readonly rng: Rng;
  /** Exploration constant: the spec's, else the game's advice (for the heuristic prior, if in use), else the default. */
  private readonly c: number;
  private readonly evaluator: Evaluator;
  /**
   * With the heuristic prior, visits a node (the root aside) is valued as a leaf before it gets
   * its edges and their prior; 0 otherwise (a network's prior comes with its leaf value, so the
   * node is expanded at once).
   */
  private readonly expandAt: number;
  private readonly ids: Int32Array;
  private readonly keys: Int32Array;
  /** The evaluator's prior for the step's legal actions (PUCT). */
  private readonly priors: Float64Array;
  /** Each legal action's selection score at the current step. */
  private readonly scores: Float64Array;
  /** The edges an iteration took: pathAt[d] of node pathNodes[d], for the backup. */
  private readonly pathNodes: TreeNode[] = [];
  private readonly pathAt: number[] = [];
  /** The current node's edge index for each legal action of the step (-1: not yet in the tree). */
  private readonly edgesNow: Int32Array;
  private rewards: Float64Array = new Float64Array(0);
  private root: TreeNode | null = null;
  /** The match history length when `root` was the decision point. */
  private rootHistory = -1;
  private lastStats: RootStat[] = [];
  private lastView: PlayerView | null = null;
  /**
   * The last iteration's state, handed back to determinize() or clone() as scratch: an
   * iteration is done with its state when the next one starts, and nothing else holds it.
   */
  private world: GameState | undefined = undefined;

  /**
   * `evaluator`: how leaves are valued; by default the spec's rollout (random, heuristic or
   * none) with its cut-off, and the heuristic prior or none; each setting the spec's, else the
   * game's advice, else the default (no cut-off, no prior). A network (`evaluator: neural` in
   * the spec) gives `priorWeight` of the prior and `valueShare` of each leaf's value.
   */
  constructor(
    readonly spec: MctsSpec,
    ctx: AgentContext,
    evaluator?: Evaluator,
  ) {
    const name = `mcts-${spec.iterations}`;
    this.label = spec.label ?? (spec.evaluator === 'neural' ? networkLabel(name, modelFolder(spec.model, ctx.game.id)) : name);
    this.needsObservations = spec.reuse && spec.search === 'ismcts';
    this.rng = ctx.rng;
    const advice = aiOf(ctx.game).searchDefaults;
    const prior = evaluator === undefined && (spec.prior ?? advice?.prior) === 'heuristic' ? (spec.priorWeight ?? advice?.priorWeight ?? DEFAULT_PRIOR_WEIGHT) : undefined;
    // PUCT's exploration term is on another scale than UCB's, so the advice has one of each.
    const puct = prior !== undefined || evaluator?.prior !== undefined;
    this.c = spec.c ?? (puct ? (advice?.priorC ?? DEFAULT_PUCT_C) : (advice?.c ?? DEFAULT_C));
    const rollouts = (): Evaluator => evaluatorFor(ctx.game, ctx.rng, spec.rollout, spec.cutoff ?? advice?.cutoff ?? DEFAULT_CUTOFF, prior);
    if (evaluator === undefined) this.evaluator = rollouts();
    else if (spec.evaluator === 'neural') this.evaluator = new BlendedNetwork(evaluator, rollouts(), spec.valueShare ?? DEFAULT_VALUE_SHARE, spec.priorWeight ?? DEFAULT_PRIOR_WEIGHT);
    else this.evaluator = evaluator;
    this.expandAt = prior === undefined ? 0 : (spec.expandAfter ?? advice?.expandAfter ?? DEFAULT_EXPAND_AFTER);
    this.ids = new ActionBuffer(ctx.game).ids;
    this.keys = new ActionBuffer(ctx.game).ids;
    this.edgesNow = new ActionBuffer(ctx.game).ids;
    this.priors = new Float64Array(this.ids.length);
    this.scores = new Float64Array(this.ids.length);
  }

  chooseAction(view: PlayerView, player: number): number {
    const n = view.legalActions(this.ids);
    this.lastStats = [];
    this.lastView = null;
    if (n === 1) return this.ids[0]!; // no search when only one action is legal
    this.rewards = new Float64Array(view.facts.players);
    this.lastView = view;
    const legal = Array.from(this.ids.subarray(0, n));
    let stats: Map<number, RootStat>;
    if (this.spec.search === 'determinized') stats = this.searchDeterminized(view, player);
    else stats = this.searchInformationSets(view, player);
    // Most visited legal action; ties to the higher value, then the lower id (deterministic).
    let best = legal[0]!;
    let bestStat: RootStat | undefined;
    for (const a of legal) {
      const st = stats.get(a);
      if (!st) continue;
      if (!bestStat || st.visits > bestStat.visits || (st.visits === bestStat.visits && st.value > bestStat.value)) {
        best = a;
        bestStat = st;
      }
    }
    this.lastStats = [...stats.values()].sort((x, y) => y.visits - x.visits || y.value - x.value || x.key - y.key);
    return best;
  }

  /** Root statistics of the last decision, most visited first (for diagnostics and tests). */
  rootStats(): readonly RootStat[] {
    return this.lastStats;
  }

  decisionShares(ids: Int32Array, n: number, out: Float64Array): boolean {
    const visits = new Map(this.lastStats.map((st) => [st.key, st.visits]));
    let total = 0;
    for (let k = 0; k < n; k++) total += out[k] = visits.get(ids[k]!) ?? 0;
    if (total === 0) return false;
    for (let k = 0; k < n; k++) out[k] = out[k]! / total;
    return true;
  }

  /** Valid while the match is still at that decision (descriptions depend on the position). */
  explainLastDecision(): string | null {
    const view = this.lastView;
    if (view === null) return null;
    return this.lastStats
      .slice(0, 5)
      .map((st) => `${view.describeAction(st.key)}: ${st.visits} visits, value ${st.value.toFixed(3)}`)
      .join('\n');
  }

  private searchInformationSets(view: PlayerView, me: number): Map<number, RootStat> {
    const root = this.reusedRoot(view) ?? new TreeNode();
    const deadline = this.spec.timeLimitMs === undefined ? Infinity : Date.now() + this.spec.timeLimitMs;
    let it = 0;
    for (; it < this.spec.iterations; it++) {
      if ((it & 63) === 63 && Date.now() > deadline) break;
      this.world = view.determinize(this.rng, this.world);
      this.iteration(root, this.world, me);
    }
    this.lastIterations = it;
    this.root = this.spec.reuse ? root : null;
    this.rootHistory = view.historyLength;
    return rootStatsOf(root);
  }

  private searchDeterminized(view: PlayerView, me: number): Map<number, RootStat> {
    const k = Math.min(this.spec.determinizations, this.spec.iterations);
    const worlds = Array.from({ length: k }, () => view.determinize(this.rng));
    const trees = worlds.map(() => new TreeNode());
    const deadline = this.spec.timeLimitMs === undefined ? Infinity : Date.now() + this.spec.timeLimitMs;
    let it = 0;
    for (; it < this.spec.iterations; it++) {
      if ((it & 63) === 63 && Date.now() > deadline) break;
      this.world = worlds[it % k]!.clone(this.world);
      this.iteration(trees[it % k]!, this.world, me);
    }
    this.lastIterations = it;
    this.root = null;
    const sum = new Map<number, { visits: number; reward: number }>();
    for (const t of trees) {
      for (let i = 0; i < t.size; i++) {
        const key = t.keys[i]!;
        const s = sum.get(key) ?? { visits: 0, reward: 0 };
        s.visits += t.edgeVisits[i]!;
        s.reward += t.reward[i]!;
        sum.set(key, s);
      }
    }
    return new Map([...sum].map(([key, s]) => [key, { key, visits: s.visits, value: s.visits ? s.reward / s.visits : 0 }]));
  }

  /** The subtree reached by the actions observed since the last decision, if the tree has it. */
  private reusedRoot(view: PlayerView): TreeNode | null {
    if (!this.spec.reuse || this.root === null || this.rootHistory < 0 || view.historyLength < this.rootHistory) return null;
    let node: TreeNode | null = this.root;
    for (let i = this.rootHistory; i < view.historyLength && node !== null; i++) {
      const seen = view.observedAction(i);
      const j = node.indexOf(seen.obs);
      node = j >= 0 && node.actors[j] === seen.actor ? (node.children[j] ?? null) : null;
    }
    return node;
  }

  /** One iteration on `state`, a fresh determinization the search may play forward. */
  private iteration(root: TreeNode, state: GameState, me: number): void {
    const depth = this.evaluator.prior === undefined ? this.descend(root, state, me) : this.descendPuct(root, state, me);
    this.evaluator.evaluate(state, this.rewards);
    this.backup(depth);
  }

  /** Adds the leaf's reward vector to the edges the iteration took, each for its actor. */
  private backup(depth: number): void {
    const rewards = this.rewards;
    for (let d = 0; d < depth; d++) {
      const nd = this.pathNodes[d]!;
      const j = this.pathAt[d]!;
      nd.edgeVisits[j]!++;
      nd.reward[j] = nd.reward[j]! + rewards[nd.actors[j]!]!;
    }
  }

  /**
   * Selection and expansion with UCB (no prior): down the tree to an untried edge, which is
   * taken. Returns the path's length (pathNodes, pathAt).
   */
  private descend(root: TreeNode, state: GameState, me: number): number {
    const ids = this.ids;
    const keys = this.keys;
    const at = this.edgesNow;
    const pathNodes = this.pathNodes;
    const pathAt = this.pathAt;
    let depth = 0;
    let node = root;
    const c = this.c;
    while (!state.isTerminal()) {
      const actor = state.currentPlayer();
      const n = state.legalActions(ids);
      // Edge keys: the searcher's own actions by id, others' by what the searcher observes.
      let shared = false;
      for (let i = 0; i < n; i++) {
        const k = actor === me ? ids[i]! : state.actionObservation(ids[i]!, me);
        keys[i] = k;
        if (k !== ids[i]) shared = true;
      }
      // Expansion: an untried edge, chosen at random among the untried actions.
      const visits = node.edgeVisits;
      const available = node.available;
      let untried = 0;
      for (let i = 0; i < n; i++) {
        const j = node.indexOf(keys[i]!);
        at[i] = j;
        if (j < 0 || visits[j] === 0) untried++;
      }
      if (untried > 0) {
        // One draw picks the k-th untried action (a new node has dozens: a draw for each costs more).
        let k = this.rng.below(untried);
        let pick = 0;
        for (; ; pick++) {
          const j = at[pick]!;
          if ((j < 0 || visits[j] === 0) && k-- === 0) break;
        }
        for (let i = 0; i < n; i++) {
          const j = at[i]!;
          if (j >= 0 && !(shared && isCountedAlready(keys, i))) available[j]!++;
        }
        const j = node.edge(keys[pick]!, actor, n);
        available[j]!++;
        state.apply(ids[pick]!);
        pathNodes[depth] = node;
        pathAt[depth++] = j;
        node.visits++;
        node.child(j);
        break;
      }
      // Selection: UCB over the edges available in this determinization (each key counted once).
      const reward = node.reward;
      const scores = this.scores;
      for (let i = 0; i < n; i++) {
        const j = at[i]!;
        if (shared && isCountedAlready(keys, i)) {
          scores[i] = -Infinity;
          continue;
        }
        const v = visits[j]!;
        const avail = ++available[j]!;
        scores[i] = reward[j]! / v + c * Math.sqrt((avail < LOG.length ? LOG[avail]! : Math.log(avail)) / v);
      }
      node = this.take(state, node, at[this.best(n)]!, depth++, n);
    }
    return depth;
  }

  /**
   * Selection with PUCT: a node reached for the first time (with the heuristic prior: for the
   * expandAt-th time, it is only valued before) gets its edges with the evaluator's prior and
   * ends the descent (the evaluator values it); otherwise the edge with the best mean
   * plus c * prior * sqrt(availability) / (1 + visits) is taken, an unvisited edge counting a
   * mean of one half (a win share no side is favoured in). Returns the path's length.
   */
  private descendPuct(root: TreeNode, state: GameState, me: number): number {
    const ids = this.ids;
    const keys = this.keys;
    const priors = this.priors;
    const c = this.c;
    let depth = 0;
    let node = root;
    while (!state.isTerminal()) {
      // The heuristic prior costs a whole heuristic decision: it is spent only where the search returns.
      if (depth > 0 && node.visits < this.expandAt) {
        node.visits++;
        return depth;
      }
      const actor = state.currentPlayer();
      const n = state.legalActions(ids);
      for (let i = 0; i < n; i++) keys[i] = actor === me ? ids[i]! : state.actionObservation(ids[i]!, me);
      const leaf = node.visits === 0;
      let missing = leaf;
      for (let i = 0; i < n && !missing; i++) if (node.indexOf(keys[i]!) < 0) missing = true;
      if (missing) {
        // Edges get their prior when first made; actions that share an observed key share its mass.
        this.evaluator.prior!(state, ids, n, priors);
        const before = node.size;
        for (let i = 0; i < n; i++) {
          const j = node.edge(keys[i]!, actor, n);
          if (j >= before) node.prior[j] = (isCountedAlready(keys, i) ? node.prior[j]! : 0) + priors[i]!;
        }
      }
      if (leaf) {
        node.visits++;
        return depth;
      }
      const visits = node.edgeVisits;
      const available = node.available;
      const reward = node.reward;
      const scores = this.scores;
      for (let i = 0; i < n; i++) {
        if (isCountedAlready(keys, i)) {
          scores[i] = -Infinity;
          continue;
        }
        const j = node.indexOf(keys[i]!);
        const v = visits[j]!;
        const avail = ++available[j]!;
        scores[i] = (v === 0 ? 0.5 : reward[j]! / v) + (c * node.prior[j]! * Math.sqrt(avail)) / (1 + v);
      }
      node = this.take(state, node, node.indexOf(keys[this.best(n)]!), depth++, n);
    }
    return depth;
  }

  /**
   * The step's action with the best score (this.scores; -Infinity for a key counted already),
   * ties broken at random with one draw per tie as they are met.
   */
  private best(n: number): number {
    const scores = this.scores;
    let bestScore = -Infinity;
    let best = -1;
    let ties = 0;
    for (let i = 0; i < n; i++) {
      const score = scores[i]!;
      if (score > bestScore + 1e-12) {
        bestScore = score;
        best = i;
        ties = 1;
      } else if (Math.abs(score - bestScore) <= 1e-12 && this.rng.below(++ties) === 0) best = i;
    }
    return best;
  }

  /**
   * Takes edge `j` of `node` as step `depth` of the path: plays one of the step's actions with
   * its key (at random when several share it) and returns the child.
   */
  private take(state: GameState, node: TreeNode, j: number, depth: number, n: number): TreeNode {
    const ids = this.ids;
    const keys = this.keys;
    state.apply(ids[actionWithKey(keys, n, node.keys[j]!, this.rng)]!);
    this.pathNodes[depth] = node;
    this.pathAt[depth] = j;
    node.visits++;
    return node.child(j);
  }

}

/**
 * LOG[k] = Math.log(k), the same numbers Math.log gives (UCB takes one per edge per step), for
 * the visit counts most searches reach; Math.log beyond. Filled once, never written after.
 */
const LOG = new Float64Array(1 << 16);
for (let k = 1; k < LOG.length; k++) LOG[k] = Math.log(k);

function rootStatsOf(root: TreeNode): Map<number, RootStat> {
  const out = new Map<number, RootStat>();
  for (let i = 0; i < root.size; i++) out.set(root.keys[i]!, { key: root.keys[i]!, visits: root.edgeVisits[i]!, value: root.mean(i) });
  return out;
}
