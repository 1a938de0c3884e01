// Experiment specs: the YAML a designer writes, validated with zod through src/core/yaml-input,
// then resolved (game, card set, decks, agents, pairings) into a plain JSON object that worker
// threads, run.json and `replay` can rebuild everything from.

import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { z } from 'zod';
import { agentFromName, agentNames, agentSpecSchema, checkAgentSpec, defaultAgentLabel, listAgentTypes, playsNetwork } from '../../agents/registry.js';
import type { AgentSpec } from '../../agents/agent.js';
import type { ModelRef } from '../../agents/neural/model-folder.js';
import { agentModels } from '../../agents/neural/model-folder.js';
import { InputError, ProblemList, shownPath } from '../core/errors.js';
import { collectDeckIds, deckCardsField, deckSectionsField, sectionOf } from '../core/deck-sections.js';
import { useVerb } from '../core/events.js';
import { cardFilesIn } from '../core/paths.js';
import { violationText, type CardInfo, type CardSet, type DeckList, type GameDefinition } from '../core/game.js';
import { listGames } from '../core/registry.js';
import { Rng, STREAM_SETUP } from '../core/rng.js';
import { suggestion } from '../core/suggest.js';
import type { YamlSource } from '../core/yaml-input.js';
import { parseYaml, readYamlFile, schemaProblems, validateYaml } from '../core/yaml-input.js';
import { isOwnBlank } from '../core/filler.js';
import { cardNameHint } from './card-names.js';
import type { CardPatch } from './patch.js';
import { patchedCards, resolvePatch } from './patch.js';
import { buildLineups } from './schedule.js';
import type { ResolvedSweep } from './sweep.js';
import { resolveSweep, SWEEP_TARGETS } from './sweep.js';
import { MAX_MOMENT_CARDS } from '../stats/deck-moments.js';
import { deckSearchSchema } from '../decks/search/options.js';
import type { Lineup } from './schedule.js';

const count = z.number().int().positive();

const agentEntrySchema = z.looseObject({ type: z.string().min(1), label: z.string().min(1).optional() });

const deckEntrySchema = z.union([
  z.string().min(1),
  // Cards as a list of names (one entry per copy) or as `name: copies`, like the card sets' decks;
  // for a game whose decks have several sections, also each section's cards under its name.
  z.strictObject({ name: z.string().min(1).optional(), cards: deckCardsField }),
  z.strictObject({ name: z.string().min(1).optional(), sections: deckSectionsField }),
  z.strictObject({ generate: z.strictObject({ count, seed: z.number().int().nonnegative().optional() }) }),
]);

export const experimentSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'a name of letters, digits, ".", "_" or "-"'),
  description: z.string().optional(),
  game: z.string().min(1),
  variant: z.string().min(1).optional(),
  cards: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional(),
  decks: z.array(deckEntrySchema).min(1).optional(),
  /**
   * Fresh random legal decks for every seat-swapped group of matches, drawn from the card pool:
   * every card is measured in many contexts and GP win rate is unbiased (deck tables are then
   * not shown). Excludes 'decks'.
   */
  randomDecks: z.boolean().optional(),
  agents: z.array(z.union([z.string().min(1), agentEntrySchema])).min(1),
  pairing: z
    .strictObject({
      agents: z.enum(['round-robin', 'mirror', 'all']).optional(),
      decks: z.enum(['all-pairs', 'with-mirrors', 'mirror']).optional(),
    })
    .optional(),
  matches: count,
  seed: z.number().int().nonnegative().max(0xffffffff),
  /** JS modules that register extra games or agent types (paths relative to this file). */
  plugins: z.array(z.string().min(1)).optional(),
  /**
   * Causal card impact: replay each match with the focal side's copies of each listed card
   * (or of every card, 'all') replaced by the game's neutral filler, same seed.
   */
  ablation: z.strictObject({ cards: z.union([z.literal('all'), z.array(z.string().min(1)).min(1)]) }).optional(),
  /**
   * Card changes for this run only, `{<card>: {<field>: <value>}}`: written into a copy of the
   * card files and checked by the game's loader like a card file (src/sim/patch.ts).
   */
  patch: z.record(z.string().min(1), z.record(z.string().min(1), z.unknown())).optional(),
  /**
   * Plays every base match again with one card's field set to each value, same seeds and decks,
   * and reports each value's paired effect and the value that brings the card into the band.
   */
  sweep: z
    .strictObject({
      card: z.string().min(1).optional(),
      field: z.string().min(1).optional(),
      /** A rule parameter the game declares tunable, instead of a card's field. */
      tunable: z.string().min(1).optional(),
      values: z.array(z.union([z.number(), z.string(), z.boolean()])).min(2).max(40),
      /** What to bring into the band (default: the card's verdict measure, docs/user/sweeps.md). */
      target: z.enum(SWEEP_TARGETS).optional(),
    })
    .optional(),
  /**
   * Robustness: the same experiment is played again with these agents (another tier), and the
   * report says for each flag whether it holds with them too.
   */
  confirmWith: z.array(z.union([z.string().min(1), agentEntrySchema])).min(1).optional(),
  /**
   * Confirmation with one agent, the sample sized for a stated precision: 'auto' (the game's
   * strongest agent the time budget affords), or the agent, the half-width wanted on a deck's
   * (random decks: a faction's) win rate, or the matches, and the budget (src/cli/run-confirm.ts).
   */
  confirm: z
    .union([
      z.literal('auto'),
      z.strictObject({
        agent: z.union([z.string().min(1), agentEntrySchema]).optional(),
        halfWidth: z.number().positive().max(0.25).optional(),
        matches: count.optional(),
        budgetMinutes: z.number().positive().optional(),
      }),
    ], { error: "expected 'auto' or a mapping such as {agent: mcts-200, halfWidth: 0.05} (keys agent, halfWidth, matches, budgetMinutes)" })
    .optional(),
  /**
   * The blind-spot check a run plays when it would call cards dead (false: never): the run's
   * first agent and a search agent (default mcts-200) each play themselves on random decks.
   */
  blindSpotCheck: z
    .union([z.literal(false), z.strictObject({ agent: z.union([z.string().min(1), agentEntrySchema]).optional(), fastMatches: count.optional(), searchMatches: count.optional() })], {
      error: 'expected false or a mapping such as {agent: mcts-200, fastMatches: 600, searchMatches: 40}',
    })
    .optional(),
  /** Deck search (`balance-lab deck-search`): its sizes; `matches` is then its budget (docs/user/deck-search.md). */
  deckSearch: deckSearchSchema.optional(),
  /** Designer bands for flags: decks and factions (default 0.05 around 1/n), cards (default 0.03). */
  bands: z.strictObject({ decks: z.number().positive().max(0.5).optional(), cards: z.number().positive().max(0.5).optional() }).optional(),
  options: z
    .strictObject({
      /** Write one JSON line per match into records/ (shards of one batch each). */
      records: z.boolean().optional(),
      /** Seconds between checkpoints. */
      checkpointSeconds: z.number().positive().optional(),
      /** Target wall time of one pool task in milliseconds. */
      taskMs: z.number().int().positive().optional(),
    })
    .optional(),
});

export type ExperimentSpec = z.infer<typeof experimentSchema>;

export interface ResolvedDeck {
  readonly name: string;
  readonly cards: readonly number[];
}

export interface ResolvedAgent {
  readonly label: string;
  readonly spec: AgentSpec;
}

/** A card of the set as the reports name it, by definition id. */
export interface ResolvedCard {
  readonly name: string;
  readonly faction: string | null;
  readonly type: string;
  /** The deck section it goes in, for games whose decks have several. */
  readonly section?: string;
  /**
   * The verb of its use as its kind has it ("played", "cast", "accepted": the game's useVerbs),
   * null for a kind whose use is not recorded. Absent in runs from before kinds had verbs: "played".
   */
  readonly use?: string | null;
}

/** Everything a worker needs to play match i; plain JSON. */
export interface ResolvedExperiment {
  readonly name: string;
  readonly file: string;
  readonly game: string;
  readonly variant: string;
  readonly players: number;
  /** Absolute card files; empty means the game's embedded default set. */
  readonly cardFiles: readonly string[];
  readonly cardSetName: string;
  readonly cardHash: string;
  /** Each card's name, faction and type, and the deck section it goes in when decks have several. */
  readonly cards: readonly ResolvedCard[];
  /** Card changes for this run (empty: none); cardHash is the patched set's. */
  readonly patch: readonly CardPatch[];
  /** The swept card, field and values (null: no sweep). */
  readonly sweep: ResolvedSweep | null;
  /** Definition ids to ablate (empty: no ablation). */
  readonly ablate: readonly number[];
  /**
   * The ablated cards that play exactly like the blank of their kind (src/core/filler.ts):
   * ablation cannot measure them, and their replays, which would equal their base matches, are
   * not played.
   */
  readonly ownBlank: readonly number[];
  /**
   * Definition ids played as the blank of their kind (the game's ablation filler) in every match:
   * a deck search's control run sets it; an experiment file cannot. Absent: none.
   */
  readonly blank?: readonly number[];
  /** Half-widths of the flag bands around 1/n. */
  readonly bands: { readonly decks: number; readonly cards: number };
  readonly decks: readonly ResolvedDeck[];
  readonly agents: readonly ResolvedAgent[];
  /** The model folders the agents play with and the hash of each (the experiment's key carries the hashes). */
  readonly models: readonly ModelRef[];
  readonly lineups: readonly Lineup[];
  readonly matches: number;
  readonly seed: number;
  /** Absolute module paths imported before anything else (main thread and workers). */
  readonly plugins: readonly string[];
  readonly records: boolean;
  /** Each group of `players` consecutive matches gets fresh random decks (see the spec field). */
  readonly randomDecks: boolean;
  readonly checkpointSeconds: number;
  readonly taskMs: number;
  readonly spec: ExperimentSpec;
  /** Folder that relative paths in the spec are resolved against. */
  readonly baseDir: string;
}

/** Imports plugin modules once per thread. */
const loadedPlugins = new Set<string>();
export async function loadPlugins(paths: readonly string[], where: { file?: string } = {}): Promise<void> {
  for (const p of paths) {
    if (loadedPlugins.has(p)) continue;
    if (!existsSync(p)) throw new InputError(`plugin not found: ${shownPath(p)}`, { ...where, field: 'plugins' }, 'paths are relative to the experiment file');
    try {
      await import(pathToFileURL(p).href);
    } catch (err) {
      throw new InputError(`plugin ${shownPath(p)} failed to load: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`, { ...where, field: 'plugins' });
    }
    loadedPlugins.add(p);
  }
}

export interface Overrides {
  matches?: number;
  seed?: number;
}

/** Reads, validates and resolves an experiment file. Every mistake is an InputError with a line. */
export async function loadExperiment(file: string, overrides: Overrides = {}): Promise<ResolvedExperiment> {
  return fromSource(readYamlFile(file), dirname(resolve(file)), overrides);
}

/** Resolves a spec built in code (benchmarks, tests) exactly as if it had been read from a file. */
export async function experimentFromSpec(spec: unknown, label = '<spec>', baseDir = process.cwd()): Promise<ResolvedExperiment> {
  return fromSource(parseYaml(stringify(spec), label), baseDir, {});
}

/**
 * A confirmation run of an experiment: the same game, cards, decks and seed, played by one
 * confirming agent (`confirmWith` lists several: one run each) for `matches` matches.
 */
export async function confirmationExperiment(exp: ResolvedExperiment, agent: AgentEntry, matches: number): Promise<ResolvedExperiment> {
  const { confirmWith: _list, confirm: _plan, blindSpotCheck: _check, ...rest } = exp.spec;
  return experimentFromSpec({ ...rest, name: `${exp.name}-confirm`, agents: [agent], matches, seed: exp.seed }, `${exp.file} (confirmation)`, exp.baseDir);
}

/** An agent as an experiment lists it: a name or a spec. */
export type AgentEntry = ExperimentSpec['agents'][number];

async function fromSource(src: YamlSource, base: string, overrides: Overrides): Promise<ResolvedExperiment> {
  if (typeof src.value !== 'object' || Array.isArray(src.value)) throw src.error([], 'expected a mapping of experiment fields (name, game, agents, matches, seed)');
  // Every problem of the file is reported at once: the fields the schema rejects are left out
  // and the rest is still resolved, so a bad key does not hide an unknown deck.
  const problems = new ProblemList();
  const spec = problems.attempt(() => validateYaml(src, experimentSchema)) ?? validFields(src.value as Record<string, unknown>, problems);
  const plugins = (spec.plugins ?? []).map((p) => (isAbsolute(p) ? p : resolve(base, p)));
  await loadPlugins(plugins, { file: src.file });
  const resolved = resolveExperiment(spec, src, base, plugins, overrides, problems);
  problems.throwIfAny();
  return resolved!;
}

/** The top-level fields of a rejected spec that no problem points into (they passed the schema). */
function validFields(value: Record<string, unknown>, problems: ProblemList): Partial<ExperimentSpec> {
  const bad = new Set(problems.list.map((p) => /^[^.[]*/.exec(p.location.field ?? '')![0]));
  return Object.fromEntries(Object.entries(value).filter(([k]) => !bad.has(k) && k in experimentSchema.shape)) as Partial<ExperimentSpec>;
}

/**
 * Resolves a spec, adding each problem to `problems` and going on with the checks that do not
 * depend on the failed one; the result is undefined when the spec is incomplete or wrong.
 */
function resolveExperiment(spec: Partial<ExperimentSpec>, src: YamlSource, base: string, plugins: string[], overrides: Overrides, problems: ProblemList): ResolvedExperiment | undefined {
  const agents = problems.attempt(() => resolveAgents(spec, src));
  // Checked now, not after the main run.
  const confirming = problems.attempt(() => resolveAgents(spec, src, 'confirmWith'));
  problems.attempt(() => checkConfirm(spec, src));
  const one = (entry: AgentEntry | undefined, field: string[]): ResolvedAgent[] | undefined => (entry === undefined || entry === 'auto' ? undefined : problems.attempt(() => resolveAgents({ agents: [entry], ...(spec.game === undefined ? {} : { game: spec.game }) }, src, 'agents', field)));
  const confirmAgent = one(typeof spec.confirm === 'object' ? spec.confirm.agent : undefined, ['confirm', 'agent']);
  const checkAgent = one(typeof spec.blindSpotCheck === 'object' ? spec.blindSpotCheck.agent : undefined, ['blindSpotCheck', 'agent']);
  if (spec.game === undefined) return undefined;
  const games = listGames();
  const game = games.find((g) => g.id === spec.game);
  if (!game) return void problems.add(src.error(['game'], `unknown game '${spec.game}'`, suggestion(spec.game, games.map((g) => g.id))));
  const variantId = spec.variant ?? game.defaultVariant;
  const facts = game.variants.find((v) => v.id === variantId);
  if (!facts) return void problems.add(src.error(['variant'], `game '${game.id}' has no variant '${variantId}'`, suggestion(variantId, game.variants.map((v) => v.id))));

  // Model files are read now, against this game and variant: a wrong one stops the run before it plays.
  for (const list of [agents, confirming, confirmAgent, checkAgent])
    list?.forEach((a) => problems.attempt(() => checkAgentSpec(a.spec, game, facts)));
  const cardFiles = problems.attempt(() => resolveCardFiles(spec, src, base));
  const unpatched = cardFiles === undefined ? undefined : problems.attempt(() => (cardFiles.length > 0 ? game.loadCards(cardFiles) : game.defaultCardSet()));
  const patch = unpatched === undefined ? undefined : problems.attempt(() => (spec.patch ? resolvePatch(spec.patch, unpatched, src, ['patch']) : []));
  // Decks, ablation and the runs all see the patched set: same names, same ids.
  const cards = patch === undefined ? undefined : problems.attempt(() => (patch.length > 0 ? patchedCards(game, cardFiles!, patch, { src, at: ['patch'] }) : unpatched));
  const seed = overrides.seed ?? spec.seed;
  problems.attempt(() => {
    if (spec.randomDecks && spec.decks !== undefined) throw src.error(['randomDecks'], "'randomDecks' and 'decks' exclude each other", 'remove one of them');
    if (spec.randomDecks && !facts.usesDecks) throw src.error(['randomDecks'], `game '${game.id}' does not use decks`, "remove 'randomDecks'");
  });
  // Without a seed (a problem of its own) the decks are still checked, with generated ones from 0.
  const decks = cards === undefined ? undefined : spec.randomDecks ? [{ name: 'random', cards: [] }] : resolveDecks(spec, src, game, cards, variantId, facts.usesDecks, seed ?? 0, problems);
  const ablate = cards === undefined ? undefined : problems.attempt(() => resolveAblation(spec, src, game, cards));
  const sweep = spec.sweep === undefined || cards === undefined || patch === undefined ? null : resolveSweep(spec.sweep, game, cards, cardFiles!, patch, { usesDecks: facts.usesDecks, variant: variantId, played: spec.randomDecks ? [] : (decks ?? []) }, { ablated: ablate ?? [], adjusted: (spec.randomDecks ?? false) && facts.players === 2 && facts.cardEvents.length > 0 && cards.cards.length <= MAX_MOMENT_CARDS }, src, problems);
  const matches = overrides.matches ?? spec.matches;
  if (agents === undefined || decks === undefined || ablate === undefined || patch === undefined || matches === undefined || seed === undefined || spec.name === undefined || !problems.empty) return undefined;

  const agentPairing = spec.pairing?.agents ?? 'round-robin';
  const deckPairing = spec.pairing?.decks ?? 'all-pairs';
  const lineups = buildLineups(facts.players, agents.length, decks.length, agentPairing, deckPairing);
  if (lineups.length === 0) {
    return void problems.add(src.error(['agents'], `round-robin needs at least ${facts.players} agents for a ${facts.players}-player game, got ${agents.length}`, "list more agents or use 'pairing: {agents: mirror}'"));
  }
  const full = spec as ExperimentSpec;
  return {
    name: full.name,
    file: src.file,
    game: game.id,
    variant: variantId,
    players: facts.players,
    cardFiles: cardFiles!,
    cardSetName: unpatched!.name,
    cardHash: cards!.hash,
    cards: cards!.cards.map((c) => ({ name: c.name, faction: c.faction, type: c.type, ...sectionLabel(game, c), use: useVerb(game.useVerbs, facts.cardEvents, c.type) })),
    patch,
    sweep: sweep ?? null,
    ablate,
    ownBlank: ablate.filter((id) => isOwnBlank(cards!, game.ablationFiller!(cards!, id), id)),
    bands: { decks: spec.bands?.decks ?? 0.05, cards: spec.bands?.cards ?? 0.03 },
    decks,
    agents,
    models: agentModels(agents.map((a) => a.spec)),
    lineups,
    matches,
    seed,
    plugins,
    records: spec.options?.records ?? false,
    randomDecks: spec.randomDecks ?? false,
    checkpointSeconds: spec.options?.checkpointSeconds ?? 2,
    taskMs: spec.options?.taskMs ?? 100,
    spec: full,
    baseDir: base,
  };
}

function resolveAblation(spec: Partial<ExperimentSpec>, src: YamlSource, game: GameDefinition, cards: CardSet): number[] {
  if (!spec.ablation) return [];
  if (!game.ablationFiller) throw src.error(['ablation'], `game '${game.id}' declares no ablation filler`, "remove 'ablation'");
  if (spec.ablation.cards === 'all') return cards.cards.map((c) => c.id);
  // Every unknown name at its own line (a name split at its comma gives two).
  const problems = new ProblemList();
  const ids = spec.ablation.cards.map((name, i) => {
    const found = cards.cards.find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (!found) problems.add(src.error(['ablation', 'cards', i], `unknown card '${name}' in set '${cards.name}'`, cardNameHint(name, cards.cards.map((c) => c.name))));
    return found?.id ?? -1;
  });
  problems.throwIfAny();
  return ids;
}

function resolveCardFiles(spec: Partial<ExperimentSpec>, src: YamlSource, base: string): string[] {
  if (spec.cards === undefined) return [];
  const list = typeof spec.cards === 'string' ? [spec.cards] : spec.cards;
  return list.flatMap((entry, i) => {
    const files = cardFilesAt(entry, base);
    if (typeof files === 'string') throw src.error(typeof spec.cards === 'string' ? ['cards'] : ['cards', i], files, 'paths are relative to the experiment file');
    return files;
  });
}

/**
 * The absolute card files a `cards` entry names (a file, or a folder's .yaml files), relative to
 * `base`; what is wrong with it as text when there are none.
 */
export function cardFilesAt(entry: string, base: string): string[] | string {
  const abs = isAbsolute(entry) ? entry : resolve(base, entry);
  let isDir: boolean;
  try {
    isDir = statSync(abs).isDirectory();
  } catch {
    return `card file or folder not found: ${entry}`;
  }
  if (!isDir) return [abs];
  const files = cardFilesIn(abs);
  return files.length > 0 ? files : `no .yaml card files in folder ${entry}`;
}

/** A shipped deck the patched cards make illegal (DeckList.illegal), as a message. */
function illegalWithPatch(d: DeckList): string {
  return `with the patched cards, shipped deck '${d.name}' breaks ${d.illegal!.join('; ')}`;
}

/** The experiment's decks; each bad entry is a problem of its own, and the result then undefined. */
function resolveDecks(spec: Partial<ExperimentSpec>, src: YamlSource, game: GameDefinition, cards: CardSet, variant: string, usesDecks: boolean, seed: number, problems: ProblemList): ResolvedDeck[] | undefined {
  if (!usesDecks) {
    if (spec.decks !== undefined) return void problems.add(src.error(['decks'], `game '${game.id}' does not use decks`, "remove the 'decks' field"));
    return [{ name: '', cards: [] }];
  }
  if (spec.decks === undefined) {
    if (cards.decks.length === 0) return void problems.add(src.error([], `missing: decks (card set '${cards.name}' ships no preconstructed decks)`, "add 'decks: [{generate: {count: 4}}]'"));
    const illegal = cards.decks.filter((d) => d.illegal);
    for (const d of illegal) problems.add(src.error(['patch'], illegalWithPatch(d), 'patch a value that keeps it legal, or name the decks to play (decks) or generate them (randomDecks)'));
    if (illegal.length > 0) return undefined;
    return cards.decks.map((d) => ({ name: d.name, cards: [...d.cards] }));
  }
  const out: ResolvedDeck[] = [];
  /** The spec entry each resolved deck came from, for messages. */
  const from: number[] = [];
  const before = problems.list.length;
  spec.decks.forEach((entry, i) => {
    problems.attempt(() => {
      if (typeof entry === 'string') {
        const found = cards.decks.find((d) => d.name.toLowerCase() === entry.toLowerCase());
        if (!found) throw src.error(['decks', i], `unknown deck '${entry}' in card set '${cards.name}'`, suggestion(entry, cards.decks.map((d) => d.name)));
        if (found.illegal) throw src.error(['decks', i], illegalWithPatch(found), 'patch a value that keeps it legal, or play another deck');
        out.push({ name: found.name, cards: [...found.cards] });
      } else if ('cards' in entry || 'sections' in entry) {
        const ids = collectDeckIds(cards, game.deckSections ?? [], entry, problems, (path, message, hint) => src.error(['decks', i, ...path], message, hint), cardNameHint);
        if (ids === undefined) return;
        const violations = game.validateDeck(cards, ids, variant);
        const fixes = violations.flatMap((v) => (v.fix ? [v.fix] : []));
        if (violations.length > 0) throw src.error(['decks', i], `illegal deck: it breaks ${violations.map(violationText).join('; ')}`, fixes.length > 0 ? fixes.join('; ') : undefined);
        out.push({ name: entry.name ?? `deck-${i + 1}`, cards: ids });
      } else {
        // Generated decks come from their own seed (or the experiment's), never from match seeds.
        const rng = new Rng(entry.generate.seed ?? seed, STREAM_SETUP);
        for (let k = 0; k < entry.generate.count; k++) out.push({ name: `random-${out.length + 1}`, cards: game.randomDeck(cards, rng, variant) });
      }
    });
    while (from.length < out.length) from.push(i);
  });
  const seen = new Set<string>();
  out.forEach((d, k) => {
    if (seen.has(d.name)) problems.add(src.error(['decks', from[k]!], `deck name '${d.name}' is used twice`, 'give each deck its own name'));
    seen.add(d.name);
  });
  return problems.list.length === before ? out : undefined;
}

/**
 * Resolves an agent list of the spec (`agents`, or `confirmWith`), naming bad entries by their
 * field: unknown names and types, and options the agent type does not take or values it refuses.
 */
function resolveAgents(spec: Partial<ExperimentSpec>, src: YamlSource, key: 'agents' | 'confirmWith' = 'agents', single?: (string | number)[]): ResolvedAgent[] | undefined {
  // `single`: the field of a one-agent setting (confirm.agent), where each problem is reported.
  const at = (i: number, ...rest: (string | number)[]): (string | number)[] => (single ? [...single, ...rest] : [key, i, ...rest]);
  const types = listAgentTypes().map((t) => t.type);
  const labels = new Set<string>();
  const problems = new ProblemList();
  const out = (spec[key] ?? []).map((entry, i) => {
    let resolved: AgentSpec;
    let label: string;
    if (typeof entry === 'string') {
      const named = agentFromName(entry, spec.game);
      if (!named) return void problems.add(src.error(at(i), `unknown agent '${entry}'`, suggestion(entry.split(':')[0]!, agentNames())));
      resolved = named;
      // Network agents are labelled by their model (neural(ward)), others by the name.
      label = playsNetwork(named) ? String(named.label ?? entry) : entry;
    } else {
      if (!types.includes(entry.type)) return void problems.add(src.error(at(i, 'type'), `unknown agent type '${entry.type}'`, suggestion(entry.type, types)));
      const schema = agentSpecSchema(entry.type);
      if (schema) for (const p of schemaProblems(src, schema, entry, at(i))) problems.add(p);
      resolved = entry as AgentSpec;
      label = entry.label ?? defaultAgentLabel(entry as AgentSpec, spec.game);
    }
    let unique = label;
    for (let k = 2; labels.has(unique); k++) unique = `${label}#${k}`;
    labels.add(unique);
    return { label: unique, spec: resolved };
  });
  problems.throwIfAny();
  return out as ResolvedAgent[];
}

/** `confirm` and `confirmWith` are two ways of asking for one thing; `confirm` asks for matches or a precision, not both. */
function checkConfirm(spec: Partial<ExperimentSpec>, src: YamlSource): void {
  if (spec.confirm === undefined) return;
  if (spec.confirmWith !== undefined) throw src.error(['confirm'], "'confirm' and 'confirmWith' exclude each other", "keep 'confirm' (one agent, the sample sized for you) or 'confirmWith' (the listed agents, this run's matches)");
  if (typeof spec.confirm === 'object' && spec.confirm.matches !== undefined && spec.confirm.halfWidth !== undefined) throw src.error(['confirm', 'halfWidth'], "'matches' and 'halfWidth' both set the confirmation's size", 'give one of them');
}

/** `{ section }` naming the deck section a card goes in, for a game whose decks have several; else nothing. */
function sectionLabel(game: GameDefinition, card: CardInfo): { section?: string } {
  const sections = game.deckSections;
  if (sections === undefined || sections.length < 2) return {};
  const s = sectionOf(sections, card);
  return s < 0 ? {} : { section: sections[s]!.name };
}
