import type { AgentType } from '../agent.js';
import { parseAgentOptions } from '../agent-options.js';
import { checkSpecModel } from '../neural/model-cache.js';
import { GumbelAgent } from './gumbel-agent.js';
import { gumbelSpecSchema } from './spec.js';

export const gumbelAgentType: AgentType = {
  type: 'gumbel',
  description: "a network's policy improved by a few simulations (Gumbel sampling at the root, sequential halving, completed Q-values); options: simulations, considered, gumbelScale, valueShare, model (default: the game's committed model)",
  network: true,
  spec: gumbelSpecSchema,
  check: checkSpecModel,
  create(spec, ctx) {
    return new GumbelAgent(parseAgentOptions(gumbelSpecSchema, spec, 'gumbel', 'options: simulations, considered, gumbelScale, valueShare, model (a model folder)'), ctx);
  },
};

export const GUMBEL_PRESETS = {
  /** The Gumbel search with 16 simulations a move, guided by the game's committed network. */
  'gumbel-16': { type: 'gumbel', simulations: 16, label: 'gumbel-16' },
} as const;

export { GumbelAgent };
