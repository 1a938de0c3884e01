// Agent blind spots: the cards a fast agent (almost) never uses while a search agent does. Each
// agent plays random decks in self-play; per card, its use rate is the share of the games that
// held it (in the deck) in which its owner used it at least once, with a 95% Wilson interval on
// the games' effective number (the runner's blocks as clusters, as the card table does, never
// more than the games themselves). A card
// the fast agent leaves unused says nothing about the card when a stronger agent uses it: the
// finding is the agent's, not the card's.

import { verbOf } from '../core/events.js';
import { BLOCKS } from './counts.js';
import { CARD_CLASSES, CLASS_OWN_FACTION, cardField, F_DECK, F_PLAYED } from './card-impact.js';
import type { Difference } from './differences.js';
import { effectiveGames, newcombe } from './differences.js';
import type { Interval } from './wilson.js';
import { wilson } from './wilson.js';

/** Per cluster: games in which a card was held, and how many of them its owner used it in. */
export interface UseCounts {
  readonly held: ArrayLike<number>;
  readonly used: ArrayLike<number>;
}

export interface UseRate extends Interval {
  /** Games in which the card was held. */
  readonly games: number;
  /** Of those, games in which it was used. */
  readonly used: number;
  /** Effective games after clustering (the interval's sample size). */
  readonly effective: number;
}

/**
 * The rule, stated in the report: a blind spot when the fast agent's upper bound is below
 * `fastBelow` and the search agent's lower bound above `searchAbove`; a possible one when the
 * estimates alone say so (fast below `fastBelow`, search at `searchAbove` or more), each agent
 * having held the card in `minGames` games or more. The defaults are the measure
 * (under 5% against 30% or more, over at least 10 games), asked of the intervals for a verdict.
 */
export interface BlindSpotRule {
  readonly fastBelow: number;
  readonly searchAbove: number;
  readonly minGames: number;
}

export const DEFAULT_RULE: BlindSpotRule = { fastBelow: 0.05, searchAbove: 0.3, minGames: 10 };

export type BlindSpotVerdict = 'blind spot' | 'possible blind spot' | 'none';

export interface CardUseLabel {
  readonly name: string;
  readonly type: string;
  readonly section?: string;
  /** The verb of its use (verbOf in core/events.ts). */
  readonly use?: string | null;
}

export interface BlindSpotRow {
  readonly card: number;
  readonly name: string;
  readonly type: string;
  readonly section?: string;
  /** The verb of its use ("played", "cast", "accepted"); null when its kind records none. */
  readonly use: string | null;
  /** Null when the game records no use of this card (no event for its kind). */
  readonly fast: UseRate | null;
  readonly search: UseRate | null;
  /** Search minus fast use rate, Newcombe interval; null when either is missing. */
  readonly gap: Difference | null;
  readonly verdict: BlindSpotVerdict;
}

/**
 * The use rate with its interval. The effective games never exceed the games: a card's uses in
 * matches that share a deck and an agent go together, and a rate of 0 or 1 has no spread from
 * which a smaller variance could be read.
 */
export function useRate(c: UseCounts): UseRate {
  const e = effectiveGames(c.used, c.held);
  if (e.games === 0) return { rate: Number.NaN, low: 0, high: 1, games: 0, used: 0, effective: 0 };
  const rate = e.share / e.games;
  const effective = Math.min(e.effective, e.games);
  const w = wilson(rate * effective, effective);
  return { rate, low: w.low, high: w.high, games: e.games, used: e.share, effective };
}

export function verdictOf(fast: UseRate | null, search: UseRate | null, rule: BlindSpotRule): BlindSpotVerdict {
  if (fast === null || search === null || fast.games < rule.minGames || search.games < rule.minGames) return 'none';
  if (fast.high < rule.fastBelow && search.low > rule.searchAbove) return 'blind spot';
  if (fast.rate < rule.fastBelow && search.rate >= rule.searchAbove) return 'possible blind spot';
  return 'none';
}

const ORDER: Record<BlindSpotVerdict, number> = { 'blind spot': 0, 'possible blind spot': 1, none: 2 };

/**
 * Every card's use under both agents, blind spots first, then by how much more the search agent
 * uses the card. `fast[d]` and `search[d]` are card d's counts, null where no use is recorded.
 */
export function blindSpots(cards: readonly CardUseLabel[], fast: readonly (UseCounts | null)[], search: readonly (UseCounts | null)[], rule: BlindSpotRule = DEFAULT_RULE): BlindSpotRow[] {
  const rows = cards.map((c, d): BlindSpotRow => {
    const f = fast[d] ? useRate(fast[d]) : null;
    const s = search[d] ? useRate(search[d]) : null;
    const gap = f && s && f.games > 0 && s.games > 0 ? newcombe(s, f) : null;
    return { card: d, name: c.name, type: c.type, ...(c.section === undefined ? {} : { section: c.section }), use: verbOf(c), fast: f, search: s, gap, verdict: verdictOf(f, s, rule) };
  });
  return rows.sort((a, b) => ORDER[a.verdict] - ORDER[b.verdict] || (b.gap?.diff ?? -2) - (a.gap?.diff ?? -2) || a.name.localeCompare(b.name));
}

/**
 * Per card, its use counts per block from the card-impact counters of a run (`offset`: the
 * 'cards' section of a layout of `size` numbers): games with the card in the deck, and games in
 * which it was used. Null for a card whose kind records no use (verbOf).
 */
export function playCounts(cards: readonly CardUseLabel[], blocks: Float64Array, size: number, offset: number): (UseCounts | null)[] {
  return cards.map((card, d) => {
    if (verbOf(card) === null) return null;
    const held = new Float64Array(BLOCKS);
    const used = new Float64Array(BLOCKS);
    for (let b = 0; b < BLOCKS; b++)
      for (let cls = 0; cls < CARD_CLASSES; cls++) {
        // The own-faction class repeats games of the first class.
        if (cls === CLASS_OWN_FACTION) continue;
        held[b]! += blocks[b * size + offset + cardField(d, cls, F_DECK)]!;
        used[b]! += blocks[b * size + offset + cardField(d, cls, F_PLAYED)]!;
      }
    return { held, used };
  });
}

/**
 * The blind-spot check of a run that would call cards dead: each agent's self-play on random
 * decks, and the rows of the cards the run calls dead. A dead card the check finds to be a blind
 * spot (or a possible one) is the agent's finding, told under "Agent blind spots".
 */
export interface RunBlindSpots {
  readonly fast: { readonly label: string; readonly matches: number };
  readonly search: { readonly label: string; readonly matches: number };
  readonly rule: BlindSpotRule;
  readonly rows: readonly BlindSpotRow[];
}

/** Whether a dead card is the agent's finding rather than the card's. */
export function agentsFinding(b: RunBlindSpots | undefined, card: string): boolean {
  return b?.rows.some((r) => r.name === card && r.verdict !== 'none') ?? false;
}
