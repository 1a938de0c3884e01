// Agent types by name, and named presets. Experiments and the CLI build agents from specs.

import type { z } from 'zod';
import { InputError } from '../src/core/errors.js';
import { suggestion } from '../src/core/suggest.js';
import type { GameDefinition, VariantFacts } from '../src/core/game.js';
import type { Agent, AgentContext, AgentSpec, AgentType } from './agent.js';
import { blindedAgentType } from './blinded.js';
import { greedyAgentType } from './greedy.js';
import { heuristicAgentType } from './heuristic.js';
import { MCTS_PRESETS, mctsAgentType } from './mcts/index.js';
import { neuralAgentType } from './neural/neural-agent.js';
import { randomAgentType } from './random.js';

const types = new Map<string, AgentType>();
const presets = new Map<string, AgentSpec>();

export function registerAgentType(t: AgentType): void {
  types.set(t.type, t);
}

export function registerPreset(name: string, spec: AgentSpec): void {
  presets.set(name, spec);
}

for (const t of [randomAgentType, greedyAgentType, heuristicAgentType, mctsAgentType, neuralAgentType, blindedAgentType({ resolve: resolveAgentSpec, check: checkAgentSpec, schema: agentSpecSchema, create: createAgent })]) registerAgentType(t);
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

/**
 * The spec a name stands for: a preset, a type, or either followed by `:<model folder>` (a
 * trained network: `neural:agents/models/ward`, or `mcts-200:agents/models/ward` for MCTS with
 * the network as its evaluator), so command-line agent lists can name models. Undefined when
 * the name is unknown.
 */
export function agentFromName(name: string): AgentSpec | undefined {
  const colon = name.indexOf(':');
  const base = colon < 0 ? name : name.slice(0, colon);
  const spec: AgentSpec | undefined = presets.get(base) ?? (types.has(base) ? { type: base } : undefined);
  if (spec === undefined || colon < 0) return spec;
  const model = name.slice(colon + 1);
  if (spec.type === 'neural') return { ...spec, model, label: 'neural' };
  if (spec.type === 'mcts') return { ...spec, evaluator: 'neural', model, label: `${String(spec.label ?? 'mcts')}-neural` };
  return undefined;
}

/** Every name agentFromName knows without a model, for suggestions. */
export function agentNames(): string[] {
  return [...types.keys(), ...presets.keys()];
}

/** Resolves a preset name or a type name written as a string into a spec. */
export function resolveAgentSpec(spec: string | AgentSpec, where: { file?: string; field?: string } = {}): AgentSpec {
  if (typeof spec !== 'string') {
    if (!types.has(spec.type)) throw new InputError(`unknown agent type '${spec.type}'`, where, suggestion(spec.type, [...types.keys()]));
    return spec;
  }
  const named = agentFromName(spec);
  if (named) return named;
  throw new InputError(`unknown agent '${spec}'`, where, suggestion(spec.split(':')[0]!, agentNames()));
}

/**
 * Checks a resolved spec against the game and variant it will play (a model file's game,
 * variant and observation): throws InputError before anything is played.
 */
export function checkAgentSpec(spec: AgentSpec, game: GameDefinition, facts: VariantFacts): void {
  types.get(spec.type)?.check?.(spec, game, facts);
}

export function createAgent(spec: string | AgentSpec, ctx: AgentContext): Agent {
  const s = resolveAgentSpec(spec);
  return types.get(s.type)!.create(s, ctx);
}
