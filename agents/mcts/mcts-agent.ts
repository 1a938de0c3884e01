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

import type { GameDefinition, GameState } from '../../src/core/game.js';
import type { Rng } from '../../src/core/rng.js';
import type { PlayerView } from '../../src/core/view.js';
import { ActionBuffer } from '../action-buffer.js';
import type { Agent, AgentContext } from '../agent.js';
import type { MctsSpec } from './spec.js';
import { DEFAULT_C, DEFAULT_CUTOFF } from './spec.js';
import { Edge, TreeNode } from './tree.js';

export interface RootStat {
  readonly key: number;
  readonly visits: number;
  readonly value: number;
}

export class MctsAgent implements Agent {
  readonly label: string;
  readonly needsObservations: boolean;
  /** Iterations run at the last decision (tests check the budget). */
  lastIterations = 0;
  private readonly game: GameDefinition;
  private readonly rng: Rng;
  /** Exploration constant and playout cutoff: the spec's, else the game's advice, else the defaults. */
  private readonly c: number;
  private readonly cutoff: number;
  private readonly ids: Int32Array;
  private readonly scratch: Int32Array;
  private readonly keys: Int32Array;
  private readonly path: Edge[] = [];
  /** The current node's edge for each legal action of the step (undefined: not yet in the tree). */
  private readonly edgesNow: (Edge | undefined)[] = [];
  private rewards: Float64Array = new Float64Array(0);
  private root: TreeNode | null = null;
  /** The match history length when `root` was the decision point. */
  private rootHistory = -1;
  private lastStats: RootStat[] = [];
  private lastView: PlayerView | null = null;

  constructor(readonly spec: MctsSpec, ctx: AgentContext) {
    this.label = spec.label ?? `mcts-${spec.iterations}`;
    this.needsObservations = spec.reuse && spec.search === 'ismcts';
    this.game = ctx.game;
    this.rng = ctx.rng;
    this.c = spec.c ?? ctx.game.searchDefaults?.c ?? DEFAULT_C;
    this.cutoff = spec.cutoff ?? ctx.game.searchDefaults?.cutoff ?? DEFAULT_CUTOFF;
    this.ids = new ActionBuffer(ctx.game).ids;
    this.scratch = new ActionBuffer(ctx.game).ids;
    this.keys = new ActionBuffer(ctx.game).ids;
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
      this.iterate(root, view.determinize(this.rng), me);
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
      this.iterate(trees[it % k]!, worlds[it % k]!.clone(), me);
    }
    this.lastIterations = it;
    this.root = null;
    const sum = new Map<number, { visits: number; reward: number }>();
    for (const t of trees) {
      for (const e of t.edges.values()) {
        const s = sum.get(e.key) ?? { visits: 0, reward: 0 };
        s.visits += e.visits;
        s.reward += e.reward;
        sum.set(e.key, s);
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
      const e = node.edges.get(seen.obs);
      node = e && e.actor === seen.actor ? e.child : null;
    }
    return node;
  }

  /** One iteration: select and expand in the tree, play out, back up the reward vector. */
  private iterate(root: TreeNode, state: GameState, me: number): void {
    const ids = this.ids;
    const keys = this.keys;
    const path = this.path;
    path.length = 0;
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
      const edges = this.edgesNow;
      let pick = -1;
      let untried = 0;
      for (let i = 0; i < n; i++) {
        const e = node.edges.get(keys[i]!);
        edges[i] = e;
        if (e === undefined || e.visits === 0) {
          untried++;
          if (this.rng.below(untried) === 0) pick = i;
        }
      }
      let edge: Edge;
      if (pick >= 0) {
        for (let i = 0; i < n; i++) {
          const e = edges[i];
          if (e !== undefined && !(shared && isCountedAlready(keys, i))) e.available++;
        }
        edge = node.edge(keys[pick]!, actor);
        edge.available++;
        state.apply(ids[pick]!);
        path.push(edge);
        node.visits++;
        edge.child ??= new TreeNode();
        break;
      }
      // Selection: UCB over the edges available in this determinization (each key counted once).
      let bestScore = -Infinity;
      let best: Edge | null = null;
      let ties = 0;
      for (let i = 0; i < n; i++) {
        const e = edges[i]!;
        if (shared && isCountedAlready(keys, i)) continue;
        e.available++;
        const score = e.reward / e.visits + c * Math.sqrt(Math.log(e.available) / e.visits);
        if (score > bestScore + 1e-12) {
          bestScore = score;
          best = e;
          ties = 1;
        } else if (Math.abs(score - bestScore) <= 1e-12 && this.rng.below(++ties) === 0) best = e;
      }
      // Several actions may share one observed key: play one of them at random.
      let chosen = -1;
      let m = 0;
      for (let i = 0; i < n; i++) if (keys[i] === best!.key && this.rng.below(++m) === 0) chosen = i;
      state.apply(ids[chosen]!);
      path.push(best!);
      node.visits++;
      node = best!.child ??= new TreeNode();
    }
    this.playout(state);
    for (const e of path) {
      e.visits++;
      e.reward += this.rewards[e.actor]!;
    }
  }

  /** Finishes `state` by the rollout policy and leaves each player's reward in this.rewards. */
  private playout(state: GameState): void {
    const ids = this.scratch;
    let plies = 0;
    const cutoff = this.spec.rollout === 'none' ? 0 : this.cutoff;
    while (!state.isTerminal()) {
      if (this.spec.rollout === 'none' || (cutoff > 0 && plies >= cutoff)) {
        for (let p = 0; p < this.rewards.length; p++) this.rewards[p] = this.game.evaluate(state, p);
        return;
      }
      const actor = state.currentPlayer();
      if (this.spec.rollout === 'heuristic') state.apply(this.game.heuristicAction(state, actor, this.rng));
      else {
        const n = state.legalActions(ids);
        state.apply(ids[this.rng.below(n)]!);
      }
      plies++;
    }
    const r = state.returns();
    const [lo, hi] = state.facts.returnBounds;
    for (let p = 0; p < this.rewards.length; p++) this.rewards[p] = (r[p]! - lo) / (hi - lo);
  }
}

/** True when keys[i] appeared earlier in keys[0..i): its edge was already counted this step. */
function isCountedAlready(keys: Int32Array, i: number): boolean {
  const k = keys[i];
  for (let j = 0; j < i; j++) if (keys[j] === k) return true;
  return false;
}

function rootStatsOf(root: TreeNode): Map<number, RootStat> {
  const out = new Map<number, RootStat>();
  for (const e of root.edges.values()) out.set(e.key, { key: e.key, visits: e.visits, value: e.mean() });
  return out;
}
