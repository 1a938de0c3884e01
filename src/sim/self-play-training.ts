// The training loop of `balance-lab train`: optionally a warm start (generation 0 trained to
// imitate the game's heuristic, self-play-imitation.ts), then per generation, self-play with the
// best network on the worker pool, training with tfjs on the last few generations' samples, a gate (the new
// network against the best, accepted on a win share above GATE_SHARE), and a measure against the
// game's heuristic. After each generation its files and `train.json` are written whole then
// renamed, so a crash or Ctrl-C loses at most the generation in progress and --resume goes on
// from the last finished one, training on the same samples as a run that never stopped.
// A slice of each generation's fresh samples (whole matches) is held out of training: its loss
// after training shows overfitting, which the loss on the trained samples hides, training keeps
// the epoch where its weighted sum (TrainSettings.valueWeight) was lowest, and its policy
// agreement says how often the greedy policy picks the target's first choice.

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { Piscina } from 'piscina';
import { loadModel, saveModel } from '../../agents/neural/model-file.js';
import type { Network } from '../../agents/neural/network.js';
import { randomNetwork } from '../../agents/neural/network.js';
import { loadSamples, saveSamples } from '../../agents/neural/samples-file.js';
import type { Tf } from '../../agents/neural/tf-backend.js';
import type { EpochLoss, SampleLoss, Samples } from '../../agents/neural/trainer.js';
import { Trainer } from '../../agents/neural/trainer.js';
import type { AgentSpec } from '../../agents/agent.js';
import type { GameDefinition, VariantFacts } from '../core/game.js';
import { Rng, hash2 } from '../core/rng.js';
import type { Interval } from '../stats/wilson.js';
import { wilson } from '../stats/wilson.js';
import type { ImitationTask } from './self-play-imitation.js';
import type { HeadToHeadTask, SelfPlayTask } from './self-play.js';
import { joinSamples } from './self-play.js';

/** A candidate replaces the best network when its win share against it is above this (AlphaGo Zero's 55%). */
export const GATE_SHARE = 0.55;

/**
 * How both networks play the gate: greedily, as the `neural` agent does, where the game deals or
 * rolls (every match differs); in a game without chance two greedy networks would repeat the same
 * few matches, so there both draw from their policies. (A sampling gate sinks a network trained on
 * MCTS visit shares, whose policy is spread: in a Ward pilot it won 30-35% of its gates while the
 * greedy network held its own against the heuristic.)
 */
export function gateMode(facts: VariantFacts): 'greedy' | 'sample' {
  return facts.chance ? 'greedy' : 'sample';
}
/** Matches per pool task: fixed, so that results do not depend on the worker count. */
const TASK_MATCHES = 4;
/** One task's matches in this many is held out of training (at least one task when there are two). */
const HELD_OUT_EVERY = 8;

export interface TrainSettings {
  readonly game: string;
  readonly variant: string;
  readonly seed: number;
  readonly hidden: readonly number[];
  /** Self-play matches per generation. */
  readonly matches: number;
  /**
   * The self-play search whose decisions are the policy targets: gumbel (expert iteration with the
   * Gumbel search's improved policy) or mcts (visit shares); absent: mcts, as in runs begun before
   * the Gumbel search.
   */
  readonly search?: 'mcts' | 'gumbel';
  /** MCTS iterations or Gumbel simulations per self-play decision. */
  readonly iterations: number;
  /** Decisions of a match whose move is a sample (exploration): by MCTS's visit counts, or the Gumbel search with noise. */
  readonly temperatureMoves: number;
  /** Gumbel: actions sampled at the root. */
  readonly considered?: number;
  /** Gumbel: weight of the search's value of a position beside the match result in its value target (absent: 0). */
  readonly searchValue?: number;
  /** The value head's share of a leaf's value in the search, the rest from a playout (absent: 1). */
  readonly valueShare?: number;
  /** MCTS: the network policy's share of the prior, the rest spread evenly (absent: 1). */
  readonly priorWeight?: number;
  readonly epochs: number;
  readonly batchSize: number;
  readonly learningRate: number;
  /** Weight of the value loss beside the policy loss in training and early stopping (absent: 1, as before it was a setting). */
  readonly valueWeight?: number;
  /** Generations whose samples a generation trains on (its own and the ones before). */
  readonly window: number;
  readonly gateMatches: number;
  readonly evalMatches: number;
  /** Generation 0 trained to imitate an agent (the heuristic, a search); absent: generation 0 is random weights. */
  readonly warmStart?: WarmStartSettings;
  /** Generation 0 is this trained model (a folder), e.g. a committed imitation, instead of random weights or a warm start. */
  readonly startModel?: string;
}

export interface WarmStartSettings {
  /** The agent imitated, by name ('heuristic' when absent: trainings begun before teachers could be chosen). */
  readonly teacher?: string;
  /** Teacher-against-teacher matches whose decisions are the samples. */
  readonly matches: number;
  readonly epochs: number;
  /** Policy target weight spread over all the legal actions. */
  readonly smoothing: number;
  /** Chance a warm-start move is a uniformly drawn legal one (the target stays the teacher's). */
  readonly explore: number;
}

export interface WarmStartRecord {
  readonly matches: number;
  /** Samples trained on, and held out. */
  readonly samples: number;
  readonly heldOutSamples: number;
  /** The epoch whose weights were kept (the lowest held-out loss). */
  readonly epochs: number;
  readonly before: EpochLoss;
  readonly after: EpochLoss;
  /** Losses and policy agreement on the held-out samples after training. */
  readonly heldOut: SampleLoss;
  readonly vsHeuristic: Interval & { matches: number };
  readonly seconds: number;
}

export interface GenerationRecord {
  readonly generation: number;
  /** Fresh samples: trained on, and held out. */
  readonly samples: number;
  readonly heldOutSamples: number;
  /** The epoch whose weights were kept (the lowest held-out loss). */
  readonly epochs: number;
  /** Losses on the generation's new samples under the network before it trained on them (how well it predicted fresh play). */
  readonly fresh: { value: number; policy: number };
  /** Losses on the samples trained on (the window), before and after training. */
  readonly before: { value: number; policy: number };
  readonly after: { value: number; policy: number };
  /** Losses and policy agreement on the held-out slice of the generation's fresh samples, after training. */
  readonly heldOut: SampleLoss;
  readonly gate: Interval & { matches: number };
  readonly accepted: boolean;
  readonly vsHeuristic: Interval & { matches: number };
  /** The generation whose network is the best after this one's gate. */
  readonly best: number;
  readonly seconds: number;
  /** Where the wall time went: self-play, training (tfjs, on the coordinator), gate and measure matches (absent in runs recorded before). */
  readonly timing?: { readonly selfPlay: number; readonly training: number; readonly matches: number };
}

/** Generation 0 taken from a trained model (TrainSettings.startModel): its strength, where the learning curve starts. */
export interface StartRecord {
  readonly model: string;
  readonly vsHeuristic: Interval & { matches: number };
  readonly seconds: number;
}

export interface TrainState {
  readonly settings: TrainSettings;
  readonly backend: string;
  readonly warmStart?: WarmStartRecord;
  readonly start?: StartRecord;
  readonly generations: GenerationRecord[];
}

const genDir = (out: string, g: number): string => join(out, `gen-${String(g).padStart(3, '0')}`);

/** Writes JSON whole then renames it into place. */
function writeAtomic(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

export function readTrainState(out: string): TrainState | null {
  const file = join(out, 'train.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TrainState) : null;
}

export interface TrainContext {
  readonly game: GameDefinition;
  readonly facts: VariantFacts;
  readonly out: string;
  readonly tf: Tf;
  readonly pool: Piscina;
  /** Stop starting generations after this time (ms since epoch). */
  readonly deadline: number;
  readonly generations: number;
  /** Told after the warm start and each finished generation, with its progress line and the state saved. */
  readonly progress: (line: string, state: TrainState) => void;
  /** True once the user asked to stop: the generation in progress is abandoned. */
  readonly stopping: () => boolean;
}

/** Saves `network` as the model of generation `g` (an atomic folder rename). */
function saveGeneration(ctx: TrainContext, g: number, network: Network, card: Record<string, unknown>): string {
  const dir = join(genDir(ctx.out, g), 'model');
  const tmp = `${dir}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  saveModel(tmp, { game: ctx.game.id, variant: ctx.facts.id, observationShape: ctx.facts.observationShape, card }, network);
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  return dir;
}

/** Runs the warm start if due, then generations until `ctx.generations` are done, the deadline or a stop; returns the state. */
export async function train(ctx: TrainContext, initial: TrainState): Promise<TrainState> {
  const s = initial.settings;
  const { game, facts, out } = ctx;
  mkdirSync(out, { recursive: true });
  let state = initial;
  if (state.generations.length === 0 && !state.warmStart && !state.start && !existsSync(join(genDir(out, 0), 'model', 'model.json'))) {
    if (s.startModel !== undefined) saveGeneration(ctx, 0, loadModel(s.startModel, game.id, facts).network, { generation: 0, startModel: s.startModel });
    else {
      const rng = new Rng(s.seed, 99);
      const shape = { input: facts.observationLength, hidden: [...s.hidden], players: facts.players, actions: facts.numDistinctActions };
      saveGeneration(ctx, 0, randomNetwork(shape, () => rng.float()), { note: 'untrained: the starting network' });
    }
  }
  if (s.startModel !== undefined && !state.start) {
    const t0 = Date.now();
    const vsHeuristic = await headToHead(ctx, { type: 'neural', model: join(genDir(out, 0), 'model') }, { type: 'heuristic' }, s.evalMatches, hash2(hash2(s.seed, 0), 2));
    if (ctx.stopping()) return state;
    state = { ...state, start: { model: s.startModel, vsHeuristic, seconds: (Date.now() - t0) / 1000 } };
    writeAtomic(join(out, 'train.json'), `${JSON.stringify(state, null, 2)}\n`);
    publishBest(ctx, 0, state);
    ctx.progress(startLine(state.start!), state);
  }
  if (s.warmStart && state.generations.length === 0 && !state.warmStart) {
    const warm = await warmStart(ctx, s.warmStart, s);
    if (warm === null) return state;
    state = { ...state, warmStart: warm };
    writeAtomic(join(out, 'train.json'), `${JSON.stringify(state, null, 2)}\n`);
    publishBest(ctx, 0, state);
    ctx.progress(warmStartLine(warm, s.warmStart.teacher), state);
  }
  const generations = [...state.generations];
  let lastSeconds = generations.at(-1)?.seconds ?? 0;
  for (let g = generations.length + 1; g <= ctx.generations; g++) {
    if (Date.now() + lastSeconds * 1000 > ctx.deadline || ctx.stopping()) break;
    const t0 = Date.now();
    const best = generations.at(-1)?.best ?? 0;
    const bestModel = join(genDir(out, best), 'model');
    const seed = hash2(s.seed, g);
    // Self-play with the best network.
    const search = { search: s.search ?? 'mcts', iterations: s.iterations, temperatureMoves: s.temperatureMoves, considered: s.considered, searchValue: s.searchValue, valueShare: s.valueShare, priorWeight: s.priorWeight } as const;
    const sp: SelfPlayTask[] = chunks(s.matches).map(([start, end]) => ({ game: game.id, variant: facts.id, model: bestModel, ...search, seed, start, end }));
    const parts = (await Promise.all(sp.map((t) => ctx.pool.run(t, { name: 'selfPlayBatch' }) as Promise<Samples>))) as Samples[];
    if (ctx.stopping()) break;
    const t1 = Date.now();
    const { fresh, kept, heldOut } = splitHeldOut(ctx, parts, genDir(out, g));
    // Training continues from the last trained network (accepted or not), on the window.
    const latest = loadModel(join(genDir(out, g - 1), 'model'), game.id, facts).network;
    const window = [];
    for (let k = Math.max(1, g - s.window + 1); k <= g; k++) window.push(k === g ? kept : loadSamples(genDir(out, k)));
    const data = joinSamples(window, facts.observationLength, facts.players);
    const trained = trainOn(ctx, latest, data, heldOut, s.epochs, s, seed, fresh);
    const { before, after, heldOut: heldOutLoss, epochs: keptEpoch, network: candidate } = trained;
    const freshLoss = trained.fresh!;
    const candidateModel = saveGeneration(ctx, g, candidate, { generation: g, samples: data.count });
    if (ctx.stopping()) break;
    const t2 = Date.now();
    const mode = gateMode(facts);
    const gate = await headToHead(ctx, { type: 'neural', model: candidateModel, mode }, { type: 'neural', model: bestModel, mode }, s.gateMatches, hash2(seed, 1));
    const accepted = gate.rate > GATE_SHARE;
    const vsHeuristic = await headToHead(ctx, { type: 'neural', model: candidateModel }, { type: 'heuristic' }, s.evalMatches, hash2(seed, 2));
    if (ctx.stopping()) break;
    const t3 = Date.now();
    lastSeconds = (t3 - t0) / 1000;
    const timing = { selfPlay: (t1 - t0) / 1000, training: (t2 - t1) / 1000, matches: (t3 - t2) / 1000 };
    const record: GenerationRecord = { generation: g, samples: fresh.count, heldOutSamples: heldOut.count, epochs: keptEpoch, fresh: freshLoss, before, after, heldOut: heldOutLoss, gate, accepted, vsHeuristic, best: accepted ? g : best, seconds: lastSeconds, timing };
    generations.push(record);
    state = { ...state, generations };
    writeAtomic(join(out, 'train.json'), `${JSON.stringify(state, null, 2)}\n`);
    publishBest(ctx, record.best, state);
    ctx.progress(progressLine(record, ctx.generations), state);
  }
  return { ...state, generations };
}

/**
 * `start` trained on `data` for at most `epochs` (the epoch with the lowest held-out loss kept),
 * with the losses before and after, on the held-out samples, and on `fresh` when given.
 */
function trainOn(ctx: TrainContext, start: Network, data: Samples, heldOut: Samples, epochs: number, s: TrainSettings, seed: number, fresh?: Samples) {
  const trainer = Trainer.create(ctx.tf, start, s.learningRate, s.valueWeight ?? 1);
  const freshLoss = fresh ? trainer.loss(fresh) : null;
  const before = trainer.loss(data);
  const kept = trainer.fit(data, epochs, s.batchSize, new Rng(seed, 7), heldOut).kept ?? epochs;
  const result = { fresh: freshLoss, before, after: trainer.loss(data), heldOut: trainer.loss(heldOut), epochs: kept, network: trainer.exportNetwork() };
  trainer.dispose();
  return result;
}

/**
 * Generation 0 by imitation: teacher-against-teacher matches on the pool, the random starting
 * network trained on their decisions (gen-000). Null when stopped.
 */
async function warmStart(ctx: TrainContext, w: WarmStartSettings, s: TrainSettings): Promise<WarmStartRecord | null> {
  const t0 = Date.now();
  const { game, facts, out } = ctx;
  const seed = hash2(s.seed, 0);
  const tasks: ImitationTask[] = chunks(w.matches).map(([start, end]) => ({ game: game.id, variant: facts.id, teacher: w.teacher ?? 'heuristic', smoothing: w.smoothing, explore: w.explore, seed, start, end }));
  const parts = (await Promise.all(tasks.map((t) => ctx.pool.run(t, { name: 'imitationBatch' }) as Promise<Samples>))) as Samples[];
  if (ctx.stopping()) return null;
  const { kept, heldOut } = splitHeldOut(ctx, parts, genDir(out, 0));
  const { before, after, heldOut: heldOutLoss, epochs, network } = trainOn(ctx, loadModel(join(genDir(out, 0), 'model'), game.id, facts).network, kept, heldOut, w.epochs, s, seed);
  const model = saveGeneration(ctx, 0, network, { generation: 0, warmStart: w.teacher ?? 'heuristic', samples: kept.count });
  if (ctx.stopping()) return null;
  const vsHeuristic = await headToHead(ctx, { type: 'neural', model }, { type: 'heuristic' }, s.evalMatches, hash2(seed, 2));
  if (ctx.stopping()) return null;
  return { matches: w.matches, samples: kept.count, heldOutSamples: heldOut.count, epochs, before, after, heldOut: heldOutLoss, vsHeuristic, seconds: (Date.now() - t0) / 1000 };
}

/**
 * Splits a generation's sample parts (one per task, in match order) into the part trained on
 * and the held-out last tasks, and saves both under `dir` (held-out/ for the second).
 */
function splitHeldOut(ctx: TrainContext, parts: readonly Samples[], dir: string): { fresh: Samples; kept: Samples; heldOut: Samples } {
  const { observationLength: input, players } = ctx.facts;
  const held = parts.length < 2 ? 0 : Math.max(1, Math.floor(parts.length / HELD_OUT_EVERY));
  const kept = joinSamples(parts.slice(0, parts.length - held), input, players);
  const heldOut = joinSamples(parts.slice(parts.length - held), input, players);
  mkdirSync(join(dir, 'held-out'), { recursive: true });
  saveSamples(join(dir, 'held-out'), heldOut, input, players);
  saveSamples(dir, kept, input, players);
  return { fresh: joinSamples(parts, input, players), kept, heldOut };
}

/** A path as the card shows it: relative to the working folder when inside it, so a committed card names no one machine's folders. */
function shownPath(path: string): string {
  const r = relative(process.cwd(), path);
  return r === '' || r.startsWith('..') || isAbsolute(r) ? path : r;
}

/** Copies the best network so far to DIR/model, with its card (whole, then renamed into place). */
function publishBest(ctx: TrainContext, best: number, state: TrainState): void {
  const dir = join(ctx.out, 'model');
  const tmp = `${dir}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  cpSync(join(genDir(ctx.out, best), 'model'), tmp, { recursive: true });
  const header = JSON.parse(readFileSync(join(tmp, 'model.json'), 'utf8')) as Record<string, unknown>;
  const rec = best === 0 ? (state.warmStart ?? state.start) : state.generations.find((r) => r.generation === best);
  header.card = {
    generation: best,
    generationsRun: state.generations.length,
    ...(state.warmStart ? { warmStart: { matches: state.warmStart.matches, samples: state.warmStart.samples + state.warmStart.heldOutSamples } } : {}),
    ...(state.start ? { startModel: shownPath(state.start.model) } : {}),
    selfPlaySamples: state.generations.reduce((n, r) => n + r.samples, 0),
    trainingSeconds: Math.round((state.warmStart?.seconds ?? 0) + state.generations.reduce((n, r) => n + r.seconds, 0)),
    backend: state.backend,
    settings: state.settings.startModel === undefined ? state.settings : { ...state.settings, startModel: shownPath(state.settings.startModel) },
    ...(rec ? { vsHeuristic: { share: rec.vsHeuristic.rate, low: rec.vsHeuristic.low, high: rec.vsHeuristic.high, matches: rec.vsHeuristic.matches } } : {}),
  };
  writeFileSync(join(tmp, 'model.json'), `${JSON.stringify(header, null, 2)}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
}

/** `agent`'s win share against `opponent` over `matches` matches, seats alternated, with its 95% interval. */
async function headToHead(ctx: TrainContext, agent: AgentSpec, opponent: AgentSpec, matches: number, seed: number): Promise<Interval & { matches: number }> {
  const tasks: HeadToHeadTask[] = chunks(matches).map(([start, end]) => ({ game: ctx.game.id, variant: ctx.facts.id, agent, opponent, seed, start, end }));
  const sums = (await Promise.all(tasks.map((t) => ctx.pool.run(t, { name: 'headToHeadBatch' }) as Promise<number>))) as number[];
  const total = sums.reduce((a, b) => a + b, 0);
  return { ...wilson(total, matches), matches };
}

function chunks(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let at = 0; at < n; at += TASK_MATCHES) out.push([at, Math.min(n, at + TASK_MATCHES)]);
  return out;
}

const pct = (i: Interval): string => `${(100 * i.rate).toFixed(1)}% [${(100 * i.low).toFixed(1)}, ${(100 * i.high).toFixed(1)}]`;

/** The held-out policy agreement as a percentage (absent from runs recorded before it was measured). */
export const agreement = (l: EpochLoss & { agreement?: number }): string => (l.agreement === undefined ? '-' : `${(100 * l.agreement).toFixed(1)}%`);

export function startLine(r: StartRecord): string {
  return `generation 0: ${r.model}; vs heuristic ${pct(r.vsHeuristic)}; ${r.seconds.toFixed(0)} s`;
}

export function warmStartLine(w: WarmStartRecord, teacher = 'heuristic'): string {
  return `warm start (generation 0): ${w.matches} ${teacher} matches, ${w.samples + w.heldOutSamples} samples (${w.heldOutSamples} held out), value loss ${w.before.value.toFixed(4)} -> ${w.after.value.toFixed(4)} (held out ${w.heldOut.value.toFixed(4)}), policy loss ${w.before.policy.toFixed(3)} -> ${w.after.policy.toFixed(3)} (held out ${w.heldOut.policy.toFixed(3)}, agreement ${agreement(w.heldOut)}), epoch ${w.epochs} kept; vs heuristic ${pct(w.vsHeuristic)}; ${w.seconds.toFixed(0)} s`;
}

export function progressLine(r: GenerationRecord, of: number): string {
  return `generation ${r.generation}/${of}: ${r.samples} samples (fresh value loss ${r.fresh.value.toFixed(4)}), trained value loss ${r.before.value.toFixed(4)} -> ${r.after.value.toFixed(4)} (held out ${r.heldOut.value.toFixed(4)}), policy loss ${r.before.policy.toFixed(3)} -> ${r.after.policy.toFixed(3)} (held out ${r.heldOut.policy.toFixed(3)}, agreement ${agreement(r.heldOut)}), epoch ${r.epochs} kept; gate ${pct(r.gate)} ${r.accepted ? 'accepted' : 'rejected'}; vs heuristic ${pct(r.vsHeuristic)}; ${r.seconds.toFixed(0)} s${r.timing ? ` (self-play ${r.timing.selfPlay.toFixed(0)}, training ${r.timing.training.toFixed(0)}, matches ${r.timing.matches.toFixed(0)})` : ''}`;
}
