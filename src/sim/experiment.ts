// Resolving experiment specs (their schema and resolved form are in src/experiment/): the YAML a
// designer writes, validated with zod through src/core/yaml-input, then resolved (game, card set,
// decks, agents, pairings) into a plain JSON object that worker threads, run.json and `replay`
// can rebuild everything from.

import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { agentFromName, agentNames, agentSpecSchema, checkAgentSpec, defaultAgentLabel, listAgentTypes, playsNetwork } from '../../agents/registry.js';
import type { AgentSpec } from '../../agents/agent.js';
import { agentModels } from '../../agents/neural/model-folder.js';
import { InputError, ProblemList, shownPath } from '../core/errors.js';
import { collectDeckIds, sectionOf } from '../core/deck-sections.js';
import { useVerb } from '../core/events.js';
import { cardFilesIn } from '../core/paths.js';
import { violationText, type CardInfo, type CardSet, type DeckList, type GameDefinition } from '../core/game.js';
import { listGames } from '../core/registry.js';
import { Rng, STREAM_SETUP } from '../core/rng.js';
import { suggestion } from '../core/suggest.js';
import type { YamlSource } from '../core/yaml-input.js';
import { parseYaml, readYamlFile, schemaProblems, validateYaml } from '../core/yaml-input.js';
import { isOwnBlank } from '../core/filler.js';
import { patchedCards, resolvePatch } from '../experiment/patch.js';
import type { ResolvedAgent, ResolvedDeck, ResolvedExperiment } from '../experiment/resolved.js';
import { buildLineups } from '../experiment/schedule.js';
import type { AgentEntry, ExperimentSpec } from '../experiment/spec.js';
import { experimentSchema } from '../experiment/spec.js';
import { MAX_MOMENT_CARDS } from '../stats/deck-moments.js';
import { cardNameHint } from './card-names.js';
import { resolveSweep } from './sweep.js';
import { balanceOf, cardsOf } from '../core/facets.js';

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
  const unpatched = cardFiles === undefined ? undefined : problems.attempt(() => (cardFiles.length > 0 ? cardsOf(game).load(cardFiles) : cardsOf(game).defaultSet()));
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
    cards: cards!.cards.map((c) => ({ name: c.name, faction: c.faction, type: c.type, ...sectionLabel(game, c), use: useVerb(cardsOf(game).useVerbs, facts.cardEvents, c.type) })),
    patch,
    sweep: sweep ?? null,
    ablate,
    ownBlank: ablate.filter((id) => isOwnBlank(cards!, balanceOf(game).ablationFiller!(cards!, id), id)),
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
  if (!balanceOf(game).ablationFiller) throw src.error(['ablation'], `game '${game.id}' declares no ablation filler`, "remove 'ablation'");
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
        const ids = collectDeckIds(cards, cardsOf(game).deckSections ?? [], entry, problems, (path, message, hint) => src.error(['decks', i, ...path], message, hint), cardNameHint);
        if (ids === undefined) return;
        const violations = cardsOf(game).validateDeck(cards, ids, variant);
        const fixes = violations.flatMap((v) => (v.fix ? [v.fix] : []));
        if (violations.length > 0) throw src.error(['decks', i], `illegal deck: it breaks ${violations.map(violationText).join('; ')}`, fixes.length > 0 ? fixes.join('; ') : undefined);
        out.push({ name: entry.name ?? `deck-${i + 1}`, cards: ids });
      } else {
        // Generated decks come from their own seed (or the experiment's), never from match seeds.
        const rng = new Rng(entry.generate.seed ?? seed, STREAM_SETUP);
        for (let k = 0; k < entry.generate.count; k++) out.push({ name: `random-${out.length + 1}`, cards: cardsOf(game).randomDeck(cards, rng, variant) });
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
  const sections = cardsOf(game).deckSections;
  if (sections === undefined || sections.length < 2) return {};
  const s = sectionOf(sections, card);
  return s < 0 ? {} : { section: sections[s]!.name };
}
