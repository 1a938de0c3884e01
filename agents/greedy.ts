import type { PlayerView } from '../src/core/view.js';
import type { Agent, AgentContext, AgentType } from './agent.js';
import { plainSpecSchema } from './spec.js';
import type { ActionBuffer } from './action-buffer.js';
import { sharedActionBuffer } from './action-buffer.js';

/**
 * One ply with the game's evaluation, on one determinized state (drawn from the agent's own
 * stream, so it never sees hidden cards or future dice). Ties are broken at random.
 */
export class GreedyAgent implements Agent {
  readonly label = 'greedy';
  private readonly buf: ActionBuffer;
  constructor(private readonly ctx: AgentContext) {
    this.buf = sharedActionBuffer(ctx.game);
  }
  chooseAction(view: PlayerView, player: number): number {
    const ids = this.buf.ids;
    const n = view.legalActions(ids);
    if (n === 1) return ids[0]!;
    const root = view.determinize(this.ctx.rng);
    let best = -Infinity;
    let bestAction = ids[0]!;
    let ties = 0;
    for (let i = 0; i < n; i++) {
      const child = root.clone();
      child.apply(ids[i]!);
      const v = this.ctx.game.evaluate(child, player);
      if (v > best + 1e-12) {
        best = v;
        bestAction = ids[i]!;
        ties = 1;
      } else if (Math.abs(v - best) <= 1e-12 && this.ctx.rng.below(++ties) === 0) {
        bestAction = ids[i]!;
      }
    }
    return bestAction;
  }
}

export const greedyAgentType: AgentType = {
  type: 'greedy',
  description: "one ply with the game's evaluation on a determinized state",
  spec: plainSpecSchema('greedy'),
  create: (_spec, ctx) => new GreedyAgent(ctx),
};
