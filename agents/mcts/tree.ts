// Search-tree nodes. Edges are keyed by what the searching player observes of an action
// (GameState.actionObservation), so an opponent's hidden choice is one edge whatever it was,
// and tree reuse can follow the match by observations alone.

export class Edge {
  visits = 0;
  /** Times the edge was available (legal in the iteration's determinization): ISMCTS's UCB uses it. */
  available = 0;
  /** Sum of the acting player's reward (win share in [0, 1]). */
  reward = 0;
  child: TreeNode | null = null;
  constructor(readonly key: number, readonly actor: number) {}

  mean(): number {
    return this.visits === 0 ? 0 : this.reward / this.visits;
  }
}

export class TreeNode {
  readonly edges = new Map<number, Edge>();
  visits = 0;

  edge(key: number, actor: number): Edge {
    let e = this.edges.get(key);
    if (!e) this.edges.set(key, (e = new Edge(key, actor)));
    return e;
  }
}
