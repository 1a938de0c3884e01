// Playing match i of a resolved experiment, the same way in a worker, in `replay` and in tests:
// seed = matchSeed(experiment seed, i), seats from planMatch, agent RNG per seat from the seed.

import type { Agent } from '../../agents/agent.js';
import { createAgent } from '../../agents/registry.js';
import { RuleLoopError } from '../core/errors.js';
import type { CardEventSink } from '../core/events.js';
import type { CardSet, GameDefinition, VariantFacts } from '../core/game.js';
import type { MatchRecord } from '../core/match-record.js';
import { winShares } from '../core/match-record.js';
import { getGame, getVariant } from '../core/registry.js';
import { matchSeed, Rng, STREAM_AGENT, STREAM_SETUP } from '../core/rng.js';
import { AblationCollector } from '../stats/ablation.js';
import { CardImpactCollector } from '../stats/card-impact.js';
import type { Collector } from '../stats/counts.js';
import { CountLayout, G_DECISION_CAP, G_ERRORS } from '../stats/counts.js';
import { DeckMomentCollector, MAX_MOMENT_CARDS } from '../stats/deck-moments.js';
import { FactionCollector, MAX_FACTIONS } from '../stats/faction-collector.js';
import { PairRecordCollector } from '../stats/pair-records.js';
import type { VariantSets } from './ablation-run.js';
import { ablationSets, NO_VARIANTS, replayPairs } from './ablation-run.js';
import type { MatchFailure, ResolvedExperiment } from '../experiment/resolved.js';
import type { MatchHooks, MatchResult } from './match.js';
import { playMatch } from './match.js';
import { patchedCards } from '../experiment/patch.js';
import { SWEEP_SECTION } from '../experiment/resolved.js';
import { sweepSets } from './sweep.js';
import type { MatchPlan } from '../experiment/schedule.js';
import { planMatch } from '../experiment/schedule.js';
import type { SeatCardRecorder } from './seat-cards.js';
import { balanceOf, cardsOf } from '../core/facets.js';

export interface PreparedExperiment {
  readonly exp: ResolvedExperiment;
  readonly game: GameDefinition;
  readonly facts: VariantFacts;
  readonly cards: CardSet;
  readonly layout: CountLayout;
  readonly ablation: VariantSets;
  /** The card set of each swept value (empty without a sweep). */
  readonly sweep: VariantSets;
}

/**
 * The counters of a run: outcomes always; per-card counters when the game reports card events;
 * seat-ordered head-to-head records when several agents meet (ratings); ablation pairs.
 */
export function layoutFor(exp: ResolvedExperiment): CountLayout {
  const facts = getVariant(getGame(exp.game), exp.variant);
  const extra: Collector[] = [];
  if (facts.usesDecks && facts.cardEvents.length > 0) extra.push(new CardImpactCollector(exp.cards.length, exp.players, exp.cards.map((c) => c.faction)));
  if (exp.randomDecks && facts.cardEvents.length > 0) {
    const factions = exp.cards.map((c) => c.faction);
    if (new Set(factions.filter((f) => f !== null)).size <= MAX_FACTIONS) extra.push(new FactionCollector(exp.players, factions));
    // Adjusted card effects: fresh decks every pair of matches vary the cards' company.
    if (exp.players === 2 && exp.cards.length <= MAX_MOMENT_CARDS) extra.push(new DeckMomentCollector(exp.cards.length));
  }
  if (exp.agents.length > 1) extra.push(new PairRecordCollector(exp.agents.length));
  if (exp.ablate.length > 0) extra.push(new AblationCollector(exp.ablate.length));
  if (exp.sweep) extra.push(new AblationCollector(exp.sweep.values.length, SWEEP_SECTION));
  return new CountLayout({ players: exp.players, agents: exp.agents.length, decks: exp.decks.length, lineups: exp.lineups.length }, extra);
}

/** The set with each of `blank` replaced by the blank of its kind (the game's ablation filler). */
export function blankedCards(game: GameDefinition, cards: CardSet, blank: readonly number[]): CardSet {
  const filler = balanceOf(game).ablationFiller;
  if (blank.length > 0 && !filler) throw new Error(`game '${game.id}' declares no ablation filler: no card can be blanked`);
  return filler ? blank.reduce((set, id) => filler(set, id), cards) : cards;
}

/** Builds the game, card set and layout for an experiment (games must be registered). */
export function prepareExperiment(exp: ResolvedExperiment): PreparedExperiment {
  const game = getGame(exp.game);
  const facts = getVariant(game, exp.variant);
  const cards = blankedCards(game, patchedCards(game, exp.cardFiles, exp.patch), exp.blank ?? []);
  if (cards.hash !== exp.cardHash) throw new Error(`card files changed during the run (hash ${cards.hash}, expected ${exp.cardHash})`);
  const base = { exp, game, facts, cards, layout: layoutFor(exp) };
  return { ...base, ablation: ablationSets(base), sweep: exp.sweep ? sweepSets(game, exp, cards, exp.sweep) : NO_VARIANTS };
}

/**
 * The fresh decks of match `index` in a randomDecks experiment: the same for the `players`
 * consecutive matches that rotate one lineup through the seats (they share decks, so they are
 * clustered together), from a stream of their own.
 */
export function randomDecksFor(p: Pick<PreparedExperiment, 'exp' | 'game' | 'cards'>, index: number, rotation: number): number[][] {
  const group = Math.floor(index / p.exp.players);
  const rng = new Rng(matchSeed(p.exp.seed ^ 0x5eed, group), STREAM_SETUP);
  const decks = Array.from({ length: p.exp.players }, () => cardsOf(p.game).randomDeck(p.cards, rng, p.exp.variant));
  // Seat s plays the deck of lineup position (s + rotation), as it does with the agents.
  return decks.map((_, s) => decks[(s + rotation) % decks.length]!);
}

export function seedOf(exp: ResolvedExperiment, index: number): number {
  return matchSeed(exp.seed, index);
}

export function agentsFor(p: PreparedExperiment, plan: MatchPlan, seed: number): Agent[] {
  return plan.agents.map((a, seat) => createAgent(p.exp.agents[a]!.spec, { game: p.game, rng: new Rng(seed, STREAM_AGENT + seat), cards: p.cards }));
}

/** Fans card events out to every collector that wants them. */
class SinkFan implements CardEventSink {
  constructor(private readonly sinks: CardEventSink[]) {}
  cardEvent(kind: Parameters<CardEventSink['cardEvent']>[0], player: number, def: number, turn: number): void {
    for (const s of this.sinks) s.cardEvent(kind, player, def, turn);
  }
}

export interface PlayedMatch {
  readonly plan: MatchPlan;
  readonly seed: number;
  readonly result: MatchResult | null;
  readonly failure: MatchFailure | null;
}

/**
 * Plays match `index`, adding its counts into `counts` (when given) and its card events into
 * `recorder` (when given, for the match's record). A match that throws is returned as a failure
 * and counted only as an error.
 */
export function playIndexed(p: PreparedExperiment, index: number, counts: Int32Array | null, hooks: MatchHooks = {}, recorder: SeatCardRecorder | null = null): PlayedMatch {
  const { exp, layout } = p;
  const plan = planMatch(exp.lineups, exp.players, index);
  const seed = seedOf(exp, index);
  const sinks: CardEventSink[] = [];
  if (recorder) {
    recorder.reset();
    sinks.push(recorder);
  }
  if (counts) {
    layout.collectors.forEach((c, k) => {
      const s = c.sink?.(counts, layout.offsets[k]!, plan);
      if (s) sinks.push(s);
    });
  }
  const events = sinks.length === 0 ? null : sinks.length === 1 ? sinks[0]! : new SinkFan(sinks);
  const decks = exp.randomDecks ? randomDecksFor(p, index, plan.rotation) : plan.decks.map((d) => exp.decks[d]!.cards);
  let result: MatchResult;
  try {
    result = playMatch(p.game, { variant: exp.variant, cards: p.cards, decks, events }, seed, agentsFor(p, plan, seed), hooks);
  } catch (err) {
    if (counts) counts[G_ERRORS]!++;
    const capped = err instanceof RuleLoopError;
    if (counts && capped) counts[G_DECISION_CAP]!++;
    const failure: MatchFailure = {
      index,
      seed,
      kind: capped ? 'decision-cap' : 'error',
      message: err instanceof Error ? err.message : String(err),
      agents: plan.agents.map((a) => exp.agents[a]!.label),
      decks: plan.decks.map((d) => exp.decks[d]!.name),
    };
    return { plan, seed, result: null, failure };
  }
  if (counts) {
    const { units, tied } = layout.shareUnits(result.returns);
    const m = { plan, shareUnits: units, tiedBest: tied, turns: result.turns, decisions: result.decisions, endReason: result.endReason };
    layout.collectors.forEach((c, k) => c.record(counts, layout.offsets[k]!, m));
    if (exp.ablate.length > 0 || exp.sweep) {
      try {
        const agents = (s: number): Agent[] => agentsFor(p, plan, s);
        replayPairs(p, p.ablation, seed, decks, result, counts, layout.offsetOf('ablation'), agents);
        replayPairs(p, p.sweep, seed, decks, result, counts, layout.offsetOf(SWEEP_SECTION), agents);
      } catch (err) {
        counts[G_ERRORS]!++;
        const failure: MatchFailure = {
          index,
          seed,
          kind: 'error',
          message: `paired replay: ${err instanceof Error ? err.message : String(err)}`,
          agents: plan.agents.map((a) => exp.agents[a]!.label),
          decks: plan.decks.map((d) => exp.decks[d]!.name),
        };
        return { plan, seed, result, failure };
      }
    }
  }
  return { plan, seed, result, failure: null };
}

/** The per-match record written to record shards; `recorder` heard the match's card events. */
export function matchRecord(p: PreparedExperiment, index: number, played: PlayedMatch, recorder: SeatCardRecorder | null): MatchRecord {
  const { exp } = p;
  const r = played.result;
  return {
    index,
    seed: played.seed,
    game: exp.game,
    variant: exp.variant,
    agents: played.plan.agents.map((a) => exp.agents[a]!.label),
    decks: played.plan.decks.map((d) => exp.decks[d]!.name),
    returns: r?.returns ?? [],
    winShares: r ? winShares(r.returns) : [],
    scores: r?.scores ?? null,
    turns: r?.turns ?? 0,
    decisions: r?.decisions ?? 0,
    endReason: r?.endReason ?? 'error',
    ...(played.failure ? { error: { message: played.failure.message, replay: `balance-lab replay <run-dir> --match ${index}` } } : {}),
    ...(r && recorder && p.facts.cardEvents.length > 0 ? { cards: recorder.seatCards(exp.cards.map((c) => c.name)) } : {}),
  };
}
