// Search-tree nodes. Edges are keyed by what the searching player observes of an action
// (GameState.actionObservation), so an opponent's hidden choice is one edge whatever it was,
// and tree reuse can follow the match by observations alone.
//
// A node keeps its edges as columns (edge i is index i of each array, in the order the edges
// were made): a search step reads the counts of every legal action's edge, hundreds at a
// Warsong opening, and columns keep those reads together in memory.

import type { Rng } from '../../src/core/rng.js';

/** Up to this many edges a node finds a key by scanning; beyond, by its hash table. */
const SCAN_LIMIT = 8;

export class TreeNode {
  visits = 0;
  /**
   * Gumbel search: the evaluator's value of the node's position for the player to move there,
   * when the node was first reached (its completed Q-values start from it). Unused by MCTS.
   */
  value = 0;
  readonly keys: number[] = [];
  /** The player who acts on each edge. */
  readonly actors: number[] = [];
  readonly edgeVisits: number[] = [];
  /** Times each edge was available (legal in the iteration's determinization): ISMCTS's UCB uses it. */
  readonly available: number[] = [];
  /** Sum of the acting player's reward (win share in [0, 1]) over the edge's visits. */
  readonly reward: number[] = [];
  /** The evaluator's prior for each edge when the search uses one (PUCT), else 0. */
  readonly prior: number[] = [];
  /** The node each edge leads to, made when the edge is first expanded. */
  readonly children: (TreeNode | null)[] = [];
  /**
   * Open addressing on the keys once the node has more than SCAN_LIMIT edges (a Map lookup
   * costs several times more): table[2h] = key, table[2h + 1] = edge index + 1 (0: free slot).
   */
  private table: number[] | null = null;
  /** 32 - log2 of the table's slot count (the multiplicative hash keeps the top bits). */
  private shift = 0;

  get size(): number {
    return this.keys.length;
  }

  /** The index of `key`'s edge, or -1 when the node has none yet. */
  indexOf(key: number): number {
    const t = this.table;
    if (t === null) {
      const keys = this.keys;
      for (let i = 0; i < keys.length; i++) if (keys[i] === key) return i;
      return -1;
    }
    const mask = (t.length >> 1) - 1;
    for (let h = Math.imul(key, 0x9e3779b1) >>> this.shift; ; h = (h + 1) & mask) {
      const at = t[2 * h + 1]!;
      if (at === 0) return -1;
      if (t[2 * h] === key) return at - 1;
    }
  }

  /**
   * The index of `key`'s edge, made (for `actor`, unvisited) when missing. `expected`: how many
   * edges the node will likely hold (the step's legal count), so its table is sized once rather
   * than rebuilt as it grows.
   */
  edge(key: number, actor: number, expected = 0): number {
    const found = this.indexOf(key);
    if (found >= 0) return found;
    const i = this.keys.length;
    this.keys.push(key);
    this.actors.push(actor);
    this.edgeVisits.push(0);
    this.available.push(0);
    this.reward.push(0);
    this.prior.push(0);
    this.children.push(null);
    const n = i + 1;
    if (this.table !== null && 4 * n <= this.table.length) this.insert(key, n);
    else if (n > SCAN_LIMIT) this.rebuild(expected);
    return i;
  }

  /** The node edge i leads to, made on first use. */
  child(i: number): TreeNode {
    return (this.children[i] ??= new TreeNode());
  }

  /** Edge i's mean reward for its actor (0 before any visit). */
  mean(i: number): number {
    const v = this.edgeVisits[i]!;
    return v === 0 ? 0 : this.reward[i]! / v;
  }

  /** A table of at least twice as many slots as edges (or as `expected` edges), holding them all. */
  private rebuild(expected: number): void {
    const n = this.keys.length;
    let bits = 4;
    while (1 << bits < 2 * Math.max(n, expected)) bits++;
    this.table = zeros(2 << bits);
    this.shift = 32 - bits;
    for (let i = 0; i < n; i++) this.insert(this.keys[i]!, i + 1);
  }

  private insert(key: number, at: number): void {
    const t = this.table!;
    const mask = (t.length >> 1) - 1;
    let h = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (t[2 * h + 1] !== 0) h = (h + 1) & mask;
    t[2 * h] = key;
    t[2 * h + 1] = at;
  }
}

/**
 * A plain array of n zeros: a small Int32Array is allocated outside the JS heap, which costs
 * several times more, and a node makes its table in the middle of a search step.
 */
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/** True when keys[i] appeared earlier in keys[0..i): its edge was already counted this step. */
export function isCountedAlready(keys: Int32Array, i: number): boolean {
  const k = keys[i];
  for (let j = 0; j < i; j++) if (keys[j] === k) return true;
  return false;
}

/**
 * The index in keys[0..n) of one of the step's actions whose key is `key`, drawn uniformly from
 * `rng` when several share it (an opponent's hidden choices seen alike).
 */
export function actionWithKey(keys: Int32Array, n: number, key: number, rng: Rng): number {
  let chosen = -1;
  let m = 0;
  for (let i = 0; i < n; i++) if (keys[i] === key && rng.below(++m) === 0) chosen = i;
  return chosen;
}
