// MCTS agent options, validated like the rest of an experiment spec.

import { z } from 'zod';

export const mctsSpecSchema = z.strictObject({
  type: z.literal('mcts'),
  label: z.string().optional(),
  /** Iterations per decision: the budget, so results reproduce. */
  iterations: z.number().int().positive().default(1000),
  /** Optional wall-clock cap per decision; a run that sets it is marked not reproducible. */
  timeLimitMs: z.number().positive().optional(),
  /**
   * Exploration constant (rewards are win shares in [0, 1]); default: the game's searchDefaults
   * (with a prior, heuristic or network: its PUCT constant `priorC`), else 0.7 for UCB and 1 for PUCT.
   */
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
  /**
   * The prior's mass on the heuristic's action (prior: heuristic) or the network's share of the
   * prior (evaluator: neural), the rest spread evenly over all legal actions; default: the game's
   * searchDefaults (heuristic prior), else 0.5.
   */
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
  /**
   * The model folder of `evaluator: neural` (balance-lab train), relative to the working
   * directory, else to the lab (model-folder.ts); default: the game's committed model
   * (agents/models/<game>).
   */
  model: z.string().min(1).optional(),
  /**
   * With evaluator: neural, the network's share of a leaf's value; the rest comes from the
   * `rollout` (with its cut-off), as for plain MCTS. 1: the value head alone; 0 (the default):
   * the network gives only the prior, since a value head trained on a few thousand matches
   * misjudged more positions than the games' evaluations at the cut-off (Warlords: 29% against
   * plain MCTS with 0.5, 51% with 0).
   */
  valueShare: z.number().min(0).max(1).optional(),
}).superRefine((spec, ctx) => {
  if (spec.evaluator !== 'neural' && spec.model !== undefined) ctx.addIssue({ code: 'custom', path: ['evaluator'], message: "'model' is read only with evaluator: neural" });
  if (spec.evaluator !== 'neural' && spec.valueShare !== undefined) ctx.addIssue({ code: 'custom', path: ['valueShare'], message: "'valueShare' is read only with evaluator: neural" });
  if (spec.evaluator === 'neural' && spec.prior !== undefined) ctx.addIssue({ code: 'custom', path: ['prior'], message: "'prior' is not read with evaluator: neural (the network gives the prior)" });
  if (spec.priorWeight !== undefined && spec.prior !== 'heuristic' && spec.evaluator !== 'neural') ctx.addIssue({ code: 'custom', path: ['priorWeight'], message: "'priorWeight' needs 'prior: heuristic' or 'evaluator: neural' in the same spec" });
  if (spec.expandAfter !== undefined && spec.prior !== 'heuristic') ctx.addIssue({ code: 'custom', path: ['expandAfter'], message: "'expandAfter' needs 'prior: heuristic' in the same spec" });
});

export type MctsSpec = z.infer<typeof mctsSpecSchema>;

/** Exploration constants, playout cutoff, the heuristic prior's settings and the network's value share when neither the spec nor the game names them. */
export const DEFAULT_C = 0.7;
export const DEFAULT_PUCT_C = 1;
export const DEFAULT_VALUE_SHARE = 0;
export const DEFAULT_CUTOFF = 0;
export const DEFAULT_PRIOR_WEIGHT = 0.5;
export const DEFAULT_EXPAND_AFTER = 8;
