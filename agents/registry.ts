// Agent types by name, and named presets. Experiments and the CLI build agents from specs.

import type { z } from 'zod';
import { InputError } from '../src/core/errors.js';
import { suggestion } from '../src/core/suggest.js';
import type { Agent, AgentContext, AgentSpec, AgentType } from './agent.js';
import { greedyAgentType } from './greedy.js';
import { heuristicAgentType } from './heuristic.js';
import { MCTS_PRESETS, mctsAgentType } from './mcts/index.js';
import { randomAgentType } from './random.js';

const types = new Map<string, AgentType>();
const presets = new Map<string, AgentSpec>();

export function registerAgentType(t: AgentType): void {
  types.set(t.type, t);
}

export function registerPreset(name: string, spec: AgentSpec): void {
  presets.set(name, spec);
}

for (const t of [randomAgentType, greedyAgentType, heuristicAgentType, mctsAgentType]) registerAgentType(t);
for (const [name, spec] of Object.entries(MCTS_PRESETS)) registerPreset(name, spec);

export function listAgentTypes(): AgentType[] {
  return [...types.values()];
}

export function listPresets(): [string, AgentSpec][] {
  return [...presets.entries()];
}

/** The schema a spec of `type` must match; undefined for unknown types and types that check nothing. */
export function agentSpecSchema(type: string): z.ZodType | undefined {
  return types.get(type)?.spec;
}

/** Resolves a preset name or a type name written as a string into a spec. */
export function resolveAgentSpec(spec: string | AgentSpec, where: { file?: string; field?: string } = {}): AgentSpec {
  if (typeof spec !== 'string') {
    if (!types.has(spec.type)) throw new InputError(`unknown agent type '${spec.type}'`, where, suggestion(spec.type, [...types.keys()]));
    return spec;
  }
  const preset = presets.get(spec);
  if (preset) return preset;
  if (types.has(spec)) return { type: spec };
  throw new InputError(`unknown agent '${spec}'`, where, suggestion(spec, [...types.keys(), ...presets.keys()]));
}

export function createAgent(spec: string | AgentSpec, ctx: AgentContext): Agent {
  const s = resolveAgentSpec(spec);
  return types.get(s.type)!.create(s, ctx);
}
