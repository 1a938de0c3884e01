// What a card edit did to each card, by the verdict rule (card-verdict.ts): the change in the
// measure that decides a card's verdict in both runs (ablation where both runs measured it, else
// the adjusted effect where both have one, else the GP win rate), beside the changes in the
// other measures. A buff moves its deck-mates' GP win rates (they share decks with it); their
// adjusted effects, with the rest of the deck held fixed, stay where they were.

import { cumulativeStdNormalProbability } from 'simple-statistics';
import { benjaminiHochberg } from './band-flags.js';
import type { Measure } from './card-verdict.js';
import type { PairedChange } from './paired-compare.js';
import type { Summary } from './summary.js';
import { Z95 } from './wilson.js';

export interface EffectChange {
  readonly card: string;
  readonly before: number;
  readonly after: number;
  readonly diff: number;
  readonly low: number;
  readonly high: number;
  readonly p: number;
  /** Benjamini-Hochberg across the cards measured this way in both runs. */
  readonly q: number;
  readonly changed: boolean;
}

interface Effect {
  readonly diff: number;
  readonly low: number;
  readonly high: number;
}

/**
 * Changes of effects each run measured with its own interval: the runs' errors are taken as
 * independent (an effect is paired within its run, not across runs).
 */
function effectChanges(rows: readonly { card: string; a: Effect; b: Effect }[], fdr: number): EffectChange[] {
  const raw = rows.map(({ card, a, b }) => {
    const se = Math.hypot((a.high - a.low) / (2 * Z95), (b.high - b.low) / (2 * Z95));
    const diff = b.diff - a.diff;
    const p = se > 0 ? 2 * (1 - cumulativeStdNormalProbability(Math.abs(diff) / se)) : 1;
    return { card, before: a.diff, after: b.diff, diff, low: diff - Z95 * se, high: diff + Z95 * se, p };
  });
  const q = benjaminiHochberg(raw.map((r) => r.p));
  return raw.map((r, i) => ({ ...r, q: q[i]!, changed: q[i]! <= fdr }));
}

/** The ablation effect of each card both runs ablated and measured. */
export function ablationChanges(a: Summary, b: Summary, fdr = 0.05): EffectChange[] {
  const before = new Map((a.balance?.ablation ?? []).filter((r) => r.measured).map((r) => [r.card, r]));
  return effectChanges(
    (b.balance?.ablation ?? []).filter((r) => r.measured && before.has(r.card)).map((r) => ({ card: r.card, a: before.get(r.card)!, b: r })),
    fdr,
  );
}

/**
 * The adjusted effect of each card both runs have one of (random-deck runs), each run's effects
 * taken against the cards neither run edits: an adjusted effect compares a card with the pool's
 * average card, and an edit moves that average, which would move every other card's effect by
 * the edit's share of the pool (a tenth of it in a pool of ten).
 */
export function adjustedChanges(a: Summary, b: Summary, edited: ReadonlySet<string>, fdr = 0.05): EffectChange[] {
  const before = new Map((a.balance?.cards ?? []).filter((c) => c.adjusted).map((c) => [c.name, c.adjusted!]));
  const both = (b.balance?.cards ?? []).filter((c) => c.adjusted && before.has(c.name));
  const reference = both.filter((c) => !edited.has(c.name));
  const mean = (xs: readonly number[]): number => (xs.length > 0 ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
  const shiftA = mean(reference.map((c) => before.get(c.name)!.diff));
  const shiftB = mean(reference.map((c) => c.adjusted!.diff));
  const centred = (e: Effect, shift: number): Effect => ({ diff: e.diff - shift, low: e.low - shift, high: e.high - shift });
  return effectChanges(
    both.map((c) => ({ card: c.name, a: centred(before.get(c.name)!, shiftA), b: centred(c.adjusted!, shiftB) })),
    fdr,
  );
}

export interface CardChange {
  readonly card: string;
  /** The measure that decides the card's verdict in both runs. */
  readonly measure: Measure;
  readonly change: Omit<EffectChange, 'card' | 'p'>;
}

/**
 * Each card's change in the measure that decides its verdict, changed cards first, then by the
 * size of the change; `gp` are the cards' GP win-rate changes.
 */
export function cardChanges(gp: readonly PairedChange[], ablation: readonly EffectChange[], adjusted: readonly EffectChange[]): CardChange[] {
  const abl = new Map(ablation.map((c) => [c.card, c]));
  const adj = new Map(adjusted.map((c) => [c.card, c]));
  const out = gp.map((g): CardChange => {
    const a = abl.get(g.key) ?? adj.get(g.key);
    if (a) return { card: g.key, measure: abl.has(g.key) ? 'ablation' : 'adjusted effect', change: { before: a.before, after: a.after, diff: a.diff, low: a.low, high: a.high, q: a.q, changed: a.changed } };
    return { card: g.key, measure: 'GP win rate', change: { before: g.before, after: g.after, diff: g.diff, low: g.low, high: g.high, q: g.q, changed: g.changed } };
  });
  return out.sort((x, y) => Number(y.change.changed) - Number(x.change.changed) || Math.abs(y.change.diff) - Math.abs(x.change.diff) || x.card.localeCompare(y.card));
}
