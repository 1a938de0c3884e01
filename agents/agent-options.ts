// An agent type's options read through its schema: the first problem becomes the lab's one-line
// error, naming the option and what the type accepts.

import type { z } from 'zod';
import { InputError } from '../src/core/errors.js';

export function parseAgentOptions<S extends z.ZodType>(schema: S, spec: unknown, type: string, accepted: string): z.infer<S> {
  const r = schema.safeParse(spec);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  throw new InputError(`${type} agent: ${issue.message}`, { field: issue.path.join('.') || 'agent' }, accepted);
}
