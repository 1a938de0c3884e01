// MCTS agent options, validated like the rest of an experiment spec.

import { z } from 'zod';

export const mctsSpecSchema = z.strictObject({
  type: z.literal('mcts'),
  label: z.string().optional(),
  /** Iterations per decision: the budget, so results reproduce. */
  iterations: z.number().int().positive().default(1000),
  /** Optional wall-clock cap per decision; a run that sets it is marked not reproducible. */
  timeLimitMs: z.number().positive().optional(),
  /** UCB exploration constant (rewards are win shares in [0, 1]); default: the game's searchDefaults, else 0.7. */
  c: z.number().positive().optional(),
  /** Playout policy after the tree: uniformly random, the game's heuristic, or none (evaluate at once). */
  rollout: z.enum(['random', 'heuristic', 'none']).default('random'),
  /**
   * Stop a playout after this many plies and score it with the game's evaluation (0: play to
   * the end); default: the game's searchDefaults, else 0.
   */
  cutoff: z.number().int().nonnegative().optional(),
  /**
   * ismcts: one information-set tree over a fresh determinization per iteration.
   * determinized: independent trees on a few fixed determinizations, votes summed.
   */
  search: z.enum(['ismcts', 'determinized']).default('ismcts'),
  /** Trees of the determinized search (iterations are shared among them). */
  determinizations: z.number().int().positive().default(8),
  /** Keep the subtree of the actions actually observed between decisions. */
  reuse: z.boolean().default(true),
  /**
   * How leaves are valued: the rollout above, or a trained network (`model`), whose policy head
   * also gives the prior that switches the search to PUCT.
   */
  evaluator: z.enum(['rollout', 'neural']).optional(),
  /** The model folder of `evaluator: neural` (balance-lab train), relative to the working directory. */
  model: z.string().min(1).optional(),
}).superRefine((spec, ctx) => {
  if (spec.evaluator === 'neural' && spec.model === undefined) ctx.addIssue({ code: 'custom', path: ['model'], message: "evaluator 'neural' needs 'model': a model folder (balance-lab train)" });
  if (spec.evaluator !== 'neural' && spec.model !== undefined) ctx.addIssue({ code: 'custom', path: ['evaluator'], message: "'model' is read only with evaluator: neural" });
});

export type MctsSpec = z.infer<typeof mctsSpecSchema>;

/** Exploration constant and playout cutoff when neither the spec nor the game names them. */
export const DEFAULT_C = 0.7;
export const DEFAULT_CUTOFF = 0;
