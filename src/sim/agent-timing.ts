// How long a round-robin will take, from a short timing of each agent before it starts. The
// game's code is first warmed up by the heuristic playing itself (a cold engine is several times
// slower); then each agent plays itself on the first deck, its first decisions again left out,
// for a few matches or a few seconds, whichever ends first: its cost per decision and (from the
// matches it finished) its decisions per match. A match of a against b is costed from both.

import type { Agent, AgentSpec } from '../../agents/agent.js';
import { createAgent } from '../../agents/registry.js';
import { hash2, matchSeed, Rng, STREAM_AGENT } from '../core/rng.js';
import type { PlayerView } from '../core/view.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import { playMatch } from './match.js';
import type { PreparedExperiment } from './setup.js';
import { prepareExperiment, randomDecksFor } from './setup.js';

export interface AgentTiming {
  readonly label: string;
  /** Decisions the agent was asked for (a single legal action asks nobody) after its warm-up, and their wall time. */
  readonly decisions: number;
  readonly seconds: number;
  /** Matches played to the end, and the decisions asked in them. */
  readonly finished: number;
  readonly finishedDecisions: number;
}

class TimeUp extends Error {}

/** Decisions of each agent left out of its timing: the first ones compile its own code. */
const WARM_DECISIONS = 3;

/**
 * One agent's timing: the decisions asked of it and when, counted once its warm-up (a time and a
 * number of decisions) is over.
 */
class Clock {
  calls = 0;
  private countedFrom = -1;
  private callsBefore = 0;
  constructor(private readonly start: number, private readonly warmUntil: number, readonly until: number) {}
  tick(): void {
    const now = performance.now();
    if (now > this.until) throw new TimeUp();
    if (this.countedFrom < 0 && now >= this.warmUntil && this.calls >= WARM_DECISIONS) {
      this.countedFrom = now;
      this.callsBefore = this.calls;
    }
    this.calls++;
  }
  get warm(): boolean {
    return this.countedFrom >= 0;
  }
  /** Decisions and seconds after the warm-up, or all of them when the time ran out first (a slow agent, timed cold). */
  counted(end: number): { decisions: number; seconds: number } {
    return this.countedFrom < 0 ? { decisions: this.calls, seconds: (end - this.start) / 1000 } : { decisions: this.calls - this.callsBefore, seconds: (end - this.countedFrom) / 1000 };
  }
}

/** Counts an agent's decisions on its clock, which stops the match once the time is up. */
class Timed implements Agent {
  readonly label: string;
  readonly needsObservations?: boolean;
  constructor(private readonly inner: Agent, private readonly clock: Clock) {
    this.label = inner.label;
    if (inner.needsObservations) this.needsObservations = true;
  }
  chooseAction(view: PlayerView, player: number): number {
    this.clock.tick();
    return this.inner.chooseAction(view, player);
  }
}

/**
 * `spec` plays itself on `deck` until the clock's time is up or, once warm, `maxMatches` matches
 * are over; returns the matches finished and the decisions asked in them.
 */
function selfPlay(p: PreparedExperiment, spec: AgentSpec, deck: readonly number[], clock: Clock, stream: number, maxMatches: number): { finished: number; decisions: number } {
  let finished = 0;
  let decisions = 0;
  let warmMatches = 0;
  for (let m = 0; (!clock.warm || warmMatches < maxMatches) && performance.now() < clock.until; m++) {
    if (clock.warm) warmMatches++;
    const seed = matchSeed(hash2(p.exp.seed, stream), m);
    const seats = Array.from({ length: p.exp.players }, (_, s) => new Timed(createAgent(spec, { game: p.game, rng: new Rng(seed, STREAM_AGENT + s), cards: p.cards }), clock));
    const before = clock.calls;
    try {
      playMatch(p.game, { variant: p.exp.variant, cards: p.cards, decks: seats.map(() => deck), events: null }, seed, seats);
      finished++;
      decisions += clock.calls - before;
    } catch (err) {
      if (!(err instanceof TimeUp)) throw err;
    }
  }
  return { finished, decisions };
}

/**
 * Times each agent of `exp` in self-play on its first deck, after `budgetMs / 4` of the heuristic
 * warming the game's code up: each agent's first quarter of `budgetMs` (and first decisions) warm
 * its own code, then up to `maxMatches` matches are timed, within `budgetMs` in all (the match
 * under way when time is up is cut short).
 */
export function timeAgents(exp: ResolvedExperiment, budgetMs = 3000, maxMatches = 3): AgentTiming[] {
  const p = prepareExperiment(exp);
  // A random-deck experiment's decks are drawn per match: its first match's first deck.
  const deck = exp.randomDecks ? randomDecksFor(p, 0, 0)[0]! : exp.decks[0]!.cards;
  const t = performance.now();
  selfPlay(p, { type: 'heuristic' }, deck, new Clock(t, Infinity, t + budgetMs / 4), 0x7a10, 0);
  return exp.agents.map((a, k) => {
    const t0 = performance.now();
    const clock = new Clock(t0, t0 + budgetMs / 4, t0 + budgetMs);
    const played = selfPlay(p, a.spec, deck, clock, 0x7a11 + k, maxMatches);
    return { label: a.label, ...clock.counted(performance.now()), finished: played.finished, finishedDecisions: played.decisions };
  });
}

export interface RunEstimate {
  /** Seconds on one worker; null when no agent finished a timing match (no match length known). */
  readonly seconds: number | null;
  /** Each agent's share of the time (its own decisions in the matches it plays). */
  readonly shares: readonly number[];
}

/**
 * The time of `matchesPerPair` matches of each pair of agents (indices into `timings`) on one
 * worker. An agent that finished no timing match is given the median match length of those that did.
 */
export function estimateRun(timings: readonly AgentTiming[], pairs: readonly (readonly [number, number])[], matchesPerPair: number): RunEstimate {
  const lengths = timings.filter((t) => t.finished > 0).map((t) => t.finishedDecisions / t.finished).sort((x, y) => x - y);
  if (lengths.length === 0) return { seconds: null, shares: timings.map(() => 0) };
  const median = lengths[Math.floor((lengths.length - 1) / 2)]!;
  const perMatch = timings.map((t) => (t.finished > 0 ? t.finishedDecisions / t.finished : median));
  const perDecision = timings.map((t) => (t.decisions > 0 ? t.seconds / t.decisions : 0));
  const spent = timings.map(() => 0);
  let seconds = 0;
  for (const [a, b] of pairs) {
    // Each side makes about half the decisions of a match of this length.
    const half = (matchesPerPair * (perMatch[a]! + perMatch[b]!)) / 4;
    spent[a]! += half * perDecision[a]!;
    spent[b]! += half * perDecision[b]!;
    seconds += half * (perDecision[a]! + perDecision[b]!);
  }
  return { seconds, shares: spent.map((s) => (seconds > 0 ? s / seconds : 0)) };
}
