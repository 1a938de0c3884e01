import type { AgentType } from '../agent.js';
import { ModelEvaluator } from '../neural/evaluator.js';
import { modelFolder } from '../neural/committed-model.js';
import { checkSpecModel } from '../neural/model-cache.js';
import { MctsAgent } from './mcts-agent.js';
import { mctsSpecSchema } from './spec.js';
import { parseAgentOptions } from '../agent-options.js';

export const mctsAgentType: AgentType = {
  type: 'mcts',
  description: "Monte Carlo tree search over determinizations (ISMCTS or determinized UCT); options: iterations, c, rollout, cutoff, prior (heuristic|none) with priorWeight and expandAfter, search, reuse, timeLimitMs, evaluator (rollout|neural) with model (default: the game's committed model), priorWeight and valueShare",
  spec: mctsSpecSchema,
  check(spec, game, facts) {
    if (spec.evaluator === 'neural') checkSpecModel(spec, game, facts);
  },
  create(spec, ctx) {
    const options = parseAgentOptions(mctsSpecSchema, spec, 'mcts', 'options: iterations, c, rollout (random|heuristic|none), cutoff, prior (heuristic|none), priorWeight, expandAfter, search (ismcts|determinized), determinizations, reuse, timeLimitMs, evaluator (rollout|neural), model, valueShare');
    const neural = options.evaluator === 'neural' ? new ModelEvaluator(modelFolder(options.model, ctx.game.id), ctx.game) : undefined;
    return new MctsAgent(options, ctx, neural);
  },
};

export const MCTS_PRESETS = {
  'mcts-200': { type: 'mcts', iterations: 200, label: 'mcts-200' },
  'mcts-1000': { type: 'mcts', iterations: 1000, label: 'mcts-1000' },
  /** MCTS-200 guided by the game's committed network. */
  'nmcts-200': { type: 'mcts', iterations: 200, evaluator: 'neural', label: 'nmcts-200' },
} as const;

export { MctsAgent };
