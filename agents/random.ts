import type { PlayerView } from '../src/core/view.js';
import type { Agent, AgentContext, AgentType } from './agent.js';
import type { ActionBuffer } from './action-buffer.js';
import { sharedActionBuffer } from './action-buffer.js';

/** Uniform over the legal actions. */
export class RandomAgent implements Agent {
  readonly label = 'random';
  private readonly buf: ActionBuffer;
  constructor(private readonly ctx: AgentContext) {
    this.buf = sharedActionBuffer(ctx.game);
  }
  chooseAction(view: PlayerView): number {
    const n = view.legalActions(this.buf.ids);
    return this.buf.ids[this.ctx.rng.below(n)]!;
  }
}

export const randomAgentType: AgentType = {
  type: 'random',
  description: 'uniformly random legal actions',
  create: (_spec, ctx) => new RandomAgent(ctx),
};
