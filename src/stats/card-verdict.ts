// A card's verdict: one rule for every place a card is judged (findings, "fix these first",
// cards.csv, the report's tables and charts, compare, a sweep's target). What the card itself
// does decides: ablation where the run ablated the card and its replays measured it, else the
// adjusted effect of a random-deck run. The GP win rate carries the strength of the decks a card
// comes in (its faction's other cards), so it decides only where a random-deck run has no causal
// measure of the card (three or more players), and never with fixed decks. The deciding measure
// follows from what the run measured, never from which measure flags: taking whichever flags
// would add the false alarms of every measure. docs/user/verdicts.md says this for designers.

import { cumulativeStdNormalProbability } from 'simple-statistics';
import type { BandResult, Verdict } from './band-flags.js';
import { benjaminiHochberg } from './band-flags.js';
import type { DesignerSummary } from './designer.js';
import { Z95 } from './wilson.js';

export type Measure = 'ablation' | 'adjusted effect' | 'GP win rate';

/** One measure of a card, with its flag against the band. */
export interface Reading {
  readonly measure: Measure;
  /** Ablation: points of holding the card; adjusted effect: points per copy; GP: a win rate. */
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
  readonly flag: BandResult;
  /**
   * +1 or -1 where the reading points one way: flagged that way, or, for a causal measure, "no
   * effect" rejected across the cards measured the same way; 0 otherwise.
   */
  readonly direction: -1 | 0 | 1;
}

export interface Disagreement {
  readonly reading: Reading;
  /**
   * 'opposite': it points the other way from the deciding measure (one of the two flagged);
   * 'unsupported': it flags the card, and the deciding measure does not find that.
   */
  readonly kind: 'opposite' | 'unsupported';
}

export interface CardVerdict {
  /** The deciding reading; null where no measure may judge the card (fixed decks, no ablation). */
  readonly decided: Reading | null;
  /** The other readings of the run. */
  readonly others: readonly Reading[];
  readonly disagreements: readonly Disagreement[];
}

export const flagged = (v: Verdict): v is 'too strong' | 'too weak' => v === 'too strong' || v === 'too weak';

const flagDirection = (v: Verdict): -1 | 0 | 1 => (v === 'too strong' ? 1 : v === 'too weak' ? -1 : 0);

/** What the verdicts are computed from: the designer's card rows, ablation rows and whether GP is tested. */
export type VerdictInput = Pick<DesignerSummary, 'cards' | 'ablation' | 'cardFlags'>;

interface Effect {
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
}

/**
 * Two-sided p-value of "no effect" from a 95% interval, read on the side toward zero (ablation
 * intervals need not be symmetric); 1 when the interval holds zero.
 */
function zeroP(e: Effect): number {
  const half = e.estimate >= 0 ? e.estimate - e.low : e.high - e.estimate;
  if (!(half > 0) || !Number.isFinite(e.estimate)) return 1;
  return Math.min(1, 2 * (1 - cumulativeStdNormalProbability(Math.abs(e.estimate) / (half / Z95))));
}

/**
 * Which way each causal effect of a family points: the sign of the estimate where "no effect"
 * is rejected after Benjamini-Hochberg across the family (every card measured one way), so that
 * among many cards an interval that misses zero by chance does not read as a direction.
 */
function directions(effects: readonly Effect[]): (-1 | 0 | 1)[] {
  const q = benjaminiHochberg(effects.map(zeroP));
  return effects.map((e, i) => (q[i]! <= FDR ? (e.estimate > 0 ? 1 : -1) : 0));
}

const FDR = 0.05;

/** A causal reading: it points one way when flagged that way, or when its family says it differs from no effect. */
function causal(measure: Measure, e: Effect, flag: BandResult, sign: -1 | 0 | 1): Reading {
  return { measure, estimate: e.estimate, low: e.low, high: e.high, flag, direction: flagged(flag.verdict) ? flagDirection(flag.verdict) : sign };
}

/** Every card's verdict by the rule above, by card name, with the readings that disagree with it. */
export function cardVerdicts(b: VerdictInput): Map<string, CardVerdict> {
  const ablated = b.ablation.filter((a) => a.measured);
  const ablSigns = directions(ablated.map((a) => ({ estimate: a.diff, low: a.low, high: a.high })));
  const ablSign = new Map(ablated.map((a, i) => [a.card, ablSigns[i]!] as const));
  const adjustedCards = b.cards.filter((c) => c.adjusted !== undefined);
  const adjSigns = directions(adjustedCards.map((c) => ({ estimate: c.adjusted!.diff, low: c.adjusted!.low, high: c.adjusted!.high })));
  const adjSign = new Map(adjustedCards.map((c, i) => [c.name, adjSigns[i]!] as const));
  const abl = new Map(ablated.map((a) => [a.card, a]));
  const out = new Map<string, CardVerdict>();
  for (const c of b.cards) {
    const all: Reading[] = [];
    const a = abl.get(c.name);
    if (a) all.push(causal('ablation', { estimate: a.diff, low: a.low, high: a.high }, a.flag, ablSign.get(c.name)!));
    if (c.adjusted) all.push(causal('adjusted effect', { estimate: c.adjusted.diff, low: c.adjusted.low, high: c.adjusted.high }, c.adjusted.flag, adjSign.get(c.name)!));
    if (b.cardFlags && c.gp.games > 0) all.push({ measure: 'GP win rate', estimate: c.gp.rate, low: c.gp.low, high: c.gp.high, flag: c.flag, direction: flagDirection(c.flag.verdict) });
    out.set(c.name, judge(all));
  }
  return out;
}

/** Readings come causal first, ablation before the adjusted effect: the first one decides. */
function judge(all: readonly Reading[]): CardVerdict {
  const decided = all[0] ?? null;
  const others = all.slice(1);
  if (!decided) return { decided, others, disagreements: [] };
  const disagreements: Disagreement[] = [];
  for (const o of others) {
    const opposite = o.direction !== 0 && decided.direction === -o.direction && (flagged(o.flag.verdict) || flagged(decided.flag.verdict));
    if (opposite) disagreements.push({ reading: o, kind: 'opposite' });
    else if (flagged(o.flag.verdict) && o.flag.verdict !== decided.flag.verdict) disagreements.push({ reading: o, kind: 'unsupported' });
  }
  return { decided, others, disagreements };
}

/** The verdict's words, naming the deciding measure: "too strong by ablation"; null without one. */
export function verdictWords(v: CardVerdict): string | null {
  return v.decided ? `${v.decided.flag.verdict} by ${v.decided.measure}` : null;
}
