import type { GameState } from '../src/core/game.js';
import { maxDistinctActions } from '../src/core/game.js';
import { OnePly } from '../src/core/one-ply.js';
import type { PlayerView } from '../src/core/view.js';
import type { Agent, AgentContext, AgentType } from './agent.js';
import { plainSpecSchema } from './spec.js';
import { aiOf } from '../src/core/facets.js';

/**
 * One ply with the game's evaluation, on one determinized state (drawn from the agent's own
 * stream, so it never sees hidden cards or future dice). Ties are broken at random.
 */
export class GreedyAgent implements Agent {
  readonly label = 'greedy';
  /** The copies each action is tried on and the legal-action buffer: this agent's own. */
  private readonly look: OnePly;
  /** The last determinization, handed back as scratch. */
  private world: GameState | undefined = undefined;
  constructor(private readonly ctx: AgentContext) {
    this.look = new OnePly(maxDistinctActions(ctx.game));
  }
  chooseAction(view: PlayerView, player: number): number {
    const look = this.look;
    const ids = look.ids();
    const n = view.legalActions(ids);
    if (n === 1) return ids[0]!;
    const root = (this.world = view.determinize(this.ctx.rng, this.world));
    const game = this.ctx.game;
    return look.best(
      ids,
      n,
      (a) => {
        const child = look.copy(root);
        child.apply(a);
        return aiOf(game).evaluate(child, player);
      },
      this.ctx.rng,
    );
  }
}

export const greedyAgentType: AgentType = {
  type: 'greedy',
  description: "one ply with the game's evaluation on a determinized state",
  spec: plainSpecSchema('greedy'),
  create: (_spec, ctx) => new GreedyAgent(ctx),
};
