import { InputError } from '../../src/core/errors.js';
import type { AgentType } from '../agent.js';
import { ModelEvaluator } from '../neural/evaluator.js';
import { modelFolder } from '../neural/committed-model.js';
import { modelFor } from '../neural/model-cache.js';
import { MctsAgent } from './mcts-agent.js';
import { mctsSpecSchema } from './spec.js';

export const mctsAgentType: AgentType = {
  type: 'mcts',
  description: "Monte Carlo tree search over determinizations (ISMCTS or determinized UCT); options: iterations, c, rollout, cutoff, prior (heuristic|none) with priorWeight and expandAfter, search, reuse, timeLimitMs, evaluator (rollout|neural) with model (default: the game's committed model), priorWeight and valueShare",
  spec: mctsSpecSchema,
  check(spec, game, facts) {
    if (spec.evaluator === 'neural') modelFor(modelFolder(spec.model as string | undefined, game.id), game, facts);
  },
  create(spec, ctx) {
    const r = mctsSpecSchema.safeParse(spec);
    if (!r.success) {
      const issue = r.error.issues[0]!;
      throw new InputError(`mcts agent: ${issue.message}`, { field: issue.path.join('.') || 'agent' }, 'options: iterations, c, rollout (random|heuristic|none), cutoff, prior (heuristic|none), priorWeight, expandAfter, search (ismcts|determinized), determinizations, reuse, timeLimitMs, evaluator (rollout|neural), model, valueShare');
    }
    const neural = r.data.evaluator === 'neural' ? new ModelEvaluator(modelFolder(r.data.model, ctx.game.id), ctx.game) : undefined;
    return new MctsAgent(r.data, ctx, neural);
  },
};

export const MCTS_PRESETS = {
  'mcts-200': { type: 'mcts', iterations: 200, label: 'mcts-200' },
  'mcts-1000': { type: 'mcts', iterations: 1000, label: 'mcts-1000' },
  /** MCTS-200 guided by the game's committed network. */
  'nmcts-200': { type: 'mcts', iterations: 200, evaluator: 'neural', label: 'nmcts-200' },
} as const;

export { MctsAgent };
