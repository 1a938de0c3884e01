// The Gumbel search's options, validated like the rest of an experiment spec.

import { z } from 'zod';

export const gumbelSpecSchema = z.strictObject({
  type: z.literal('gumbel'),
  label: z.string().min(1).optional(),
  /**
   * The model folder whose network gives the prior and values leaves, relative to the working
   * directory; default: the game's committed model (agents/models/<game>).
   */
  model: z.string().min(1).optional(),
  /** Simulations a decision: the budget, so results reproduce (the paper's method is for 8-32 and up). */
  simulations: z.number().int().positive().default(16),
  /** Actions sampled at the root (Gumbel-top-k) and then halved: m in the paper. */
  considered: z.number().int().min(2).default(8),
  /** Scale of the Gumbel noise: 1 samples as the paper does; 0 keeps the prior's m best and plays deterministically. */
  gumbelScale: z.number().min(0).default(1),
  /**
   * The network's share of a leaf's value; the rest comes from a random playout with the game's
   * cut-off, as for plain MCTS. 1 (the default): the value head alone.
   */
  valueShare: z.number().min(0).max(1).default(1),
});

export type GumbelSpec = z.infer<typeof gumbelSpecSchema>;
