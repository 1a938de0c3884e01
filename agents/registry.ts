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
import { GUMBEL_PRESETS, gumbelAgentType } from './gumbel/index.js';
import { committedModel, networkLabel } from './neural/committed-model.js';
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

for (const t of [randomAgentType, greedyAgentType, heuristicAgentType, mctsAgentType, neuralAgentType, gumbelAgentType, blindedAgentType({ resolve: resolveAgentSpec, check: checkAgentSpec, schema: agentSpecSchema, create: createAgent })]) registerAgentType(t);
for (const [name, spec] of Object.entries({ ...MCTS_PRESETS, ...GUMBEL_PRESETS })) registerPreset(name, spec);

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

/** Whether an agent of this spec plays a trained network (a neural agent, the Gumbel search, MCTS with `evaluator: neural`). */
export function playsNetwork(spec: AgentSpec): boolean {
  return types.get(spec.type)?.network === true || (spec.type === 'mcts' && spec.evaluator === 'neural');
}

/**
 * The spec a name stands for: a preset, a type, or either followed by `:<model folder>` (a
 * trained network: `neural:agents/models/ward`, or `mcts-200:agents/models/ward` for MCTS with
 * the network as its evaluator), so command-line agent lists can name models. A network agent
 * without a folder (`neural`, `nmcts-200`, `gumbel-16`) plays `game`'s committed model; with the
 * game known it is labelled by its model, e.g. `neural(ward)`. Undefined when the name is unknown.
 */
export function agentFromName(name: string, game?: string): AgentSpec | undefined {
  const colon = name.indexOf(':');
  const base = colon < 0 ? name : name.slice(0, colon);
  let spec: AgentSpec | undefined = presets.get(base) ?? (types.has(base) ? { type: base } : undefined);
  if (spec === undefined) return undefined;
  if (colon >= 0) {
    const model = name.slice(colon + 1);
    if (spec.type === 'mcts') spec = { ...spec, evaluator: 'neural', model };
    else if (types.get(spec.type)?.network === true) spec = { ...spec, model };
    else return undefined;
  }
  if (!playsNetwork(spec)) return spec;
  const dir = typeof spec.model === 'string' ? spec.model : game === undefined ? undefined : committedModel(game);
  return dir === undefined ? spec : { ...spec, label: networkLabel(base, dir) };
}

/**
 * The label of a spec written out (not a name) when it gives none: its type, and for a network
 * agent the model it plays, e.g. `neural(ward)` or `mcts(training/ward/model)`.
 */
export function defaultAgentLabel(spec: AgentSpec, game: string | undefined): string {
  if (!playsNetwork(spec) || (spec.model === undefined && game === undefined)) return spec.type;
  return networkLabel(spec.type, typeof spec.model === 'string' ? spec.model : committedModel(game!));
}

/** Every name agentFromName knows without a model, for suggestions. */
export function agentNames(): string[] {
  return [...types.keys(), ...presets.keys()];
}

/** Resolves a preset name or a type name written as a string into a spec (`game`: see agentFromName). */
export function resolveAgentSpec(spec: string | AgentSpec, where: { file?: string; field?: string } = {}, game?: string): AgentSpec {
  if (typeof spec !== 'string') {
    if (!types.has(spec.type)) throw new InputError(`unknown agent type '${spec.type}'`, where, suggestion(spec.type, [...types.keys()]));
    return spec;
  }
  const named = agentFromName(spec, game);
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
