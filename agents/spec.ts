// The schema of an agent spec without options of its own (random, greedy, heuristic): a spec
// that names any other option is a mistake the experiment's check reports before playing.

import { z } from 'zod';

export function plainSpecSchema(type: string): z.ZodType {
  return z.strictObject({ type: z.literal(type), label: z.string().min(1).optional() });
}
