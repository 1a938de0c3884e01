import type { PlayerView } from '../src/core/view.js';
import type { Agent, AgentContext, AgentType } from './agent.js';
import { plainSpecSchema } from './spec.js';

/** Uniform over the legal actions. */
export class RandomAgent implements Agent {
  readonly label = 'random';
  constructor(private readonly ctx: AgentContext) {}
  chooseAction(view: PlayerView): number {
    return view.legalActionAt(this.ctx.rng.below(view.legalActionCount()));
  }
}

export const randomAgentType: AgentType = {
  type: 'random',
  description: 'uniformly random legal actions',
  spec: plainSpecSchema('random'),
  create: (_spec, ctx) => new RandomAgent(ctx),
};
