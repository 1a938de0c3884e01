// The search tree's edge lookup: small nodes scan their keys, large ones hash them; both must
// find every edge made, as the same index, and nothing else, whatever the keys (hidden-action
// ids are large), and whatever number of edges the node was told to expect.

import { describe, expect, it } from 'vitest';
import { TreeNode } from '../../agents/mcts/tree.js';
import { Rng } from '../../src/core/rng.js';

describe('TreeNode edges', () => {
  it('are found by key before and after the node grows its table, whatever size it expected', () => {
    const rng = new Rng(4, 2);
    for (const [range, expected] of [[16, 0], [5000, 0], [1 << 30, 0], [5000, 40], [5000, 2000]] as const) {
      const node = new TreeNode();
      const made = new Map<number, number>();
      for (let k = 0; k < 700; k++) {
        const key = rng.below(range);
        const i = node.edge(key, k & 3, expected);
        if (!made.has(key)) {
          expect(i).toBe(made.size);
          made.set(key, k & 3);
        }
        expect(node.keys[i]).toBe(key);
        expect(node.actors[i]).toBe(made.get(key));
        if (k % 50 === 0) {
          for (const [m] of made) expect(node.keys[node.indexOf(m)]).toBe(m);
          expect(node.indexOf(range + 1)).toBe(-1);
        }
      }
      expect(node.keys).toEqual([...made.keys()]);
      expect(node.size).toBe(made.size);
    }
  });

  it('start unvisited, and make their child node once', () => {
    const node = new TreeNode();
    const i = node.edge(42, 1);
    expect([node.edgeVisits[i], node.available[i], node.reward[i], node.mean(i)]).toEqual([0, 0, 0, 0]);
    expect(node.children[i]).toBeNull();
    const child = node.child(i);
    expect(node.child(i)).toBe(child);
    node.edgeVisits[i] = 4;
    node.reward[i] = 3;
    expect(node.mean(i)).toBe(0.75);
  });
});
