import type { AgentType } from '../agent.js';
import { modelFolder } from '../neural/committed-model.js';
import { modelFor } from '../neural/model-cache.js';
import { GumbelAgent } from './gumbel-agent.js';
import { gumbelSpecSchema } from './spec.js';
import { parseAgentOptions } from '../agent-options.js';

export const gumbelAgentType: AgentType = {
  type: 'gumbel',
  description: "a network's policy improved by a few simulations (Gumbel sampling at the root, sequential halving, completed Q-values); options: simulations, considered, gumbelScale, valueShare, model (default: the game's committed model)",
  network: true,
  spec: gumbelSpecSchema,
  check(spec, game, facts) {
    modelFor(modelFolder(spec.model as string | undefined, game.id), game, facts);
  },
  create(spec, ctx) {
    return new GumbelAgent(parseAgentOptions(gumbelSpecSchema, spec, 'gumbel', 'options: simulations, considered, gumbelScale, valueShare, model (a model folder)'), ctx);
  },
};

export const GUMBEL_PRESETS = {
  /** The Gumbel search with 16 simulations a move, guided by the game's committed network. */
  'gumbel-16': { type: 'gumbel', simulations: 16, label: 'gumbel-16' },
} as const;

export { GumbelAgent };
