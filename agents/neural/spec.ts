// The neural agent's options, validated like the rest of an experiment spec.

import { z } from 'zod';

export const neuralSpecSchema = z.strictObject({
  type: z.literal('neural'),
  label: z.string().min(1).optional(),
  /**
   * The model folder (model.json and weights.bin), relative to the working directory, else to
   * the lab (model-folder.ts); default: the game's committed model (agents/models/<game>).
   */
  model: z.string().min(1).optional(),
  /** greedy: the legal action with the highest policy logit; sample: draw from the policy over the legal actions. */
  mode: z.enum(['greedy', 'sample']).default('greedy'),
});

export type NeuralSpec = z.infer<typeof neuralSpecSchema>;
