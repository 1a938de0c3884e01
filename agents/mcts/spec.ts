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
  /**
   * heuristic: the game's heuristic ranks the moves the search has not tried (PUCT), leaves
   * valued as `rollout` says; none: plain UCB. Default: the game's searchDefaults, else none.
   */
  prior: z.enum(['heuristic', 'none']).optional(),
  /** The heuristic prior's mass on the heuristic's action, the rest spread evenly over all legal actions; default: the game's searchDefaults, else 0.5. */
  priorWeight: z.number().gt(0).lte(1).optional(),
  /**
   * With the heuristic prior: visits a node below the root is valued as a leaf before it gets its
   * edges and their prior (one heuristic decision), so that cost goes only where the search
   * returns; default: the game's searchDefaults, else 8.
   */
  expandAfter: z.number().int().positive().optional(),
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
  if (spec.evaluator === 'neural' && spec.prior !== undefined) ctx.addIssue({ code: 'custom', path: ['prior'], message: "'prior' is not read with evaluator: neural (the network gives the prior)" });
  for (const key of ['priorWeight', 'expandAfter'] as const) {
    if (spec[key] !== undefined && spec.prior !== 'heuristic') ctx.addIssue({ code: 'custom', path: [key], message: `'${key}' needs 'prior: heuristic' in the same spec` });
  }
});

export type MctsSpec = z.infer<typeof mctsSpecSchema>;

/** Exploration constant, playout cutoff and the heuristic prior's settings when neither the spec nor the game names them. */
export const DEFAULT_C = 0.7;
export const DEFAULT_CUTOFF = 0;
export const DEFAULT_PRIOR_WEIGHT = 0.5;
export const DEFAULT_EXPAND_AFTER = 8;
