// Confirmation: each flagged finding of a run (a deck, a faction, a card by its deciding measure)
// read again in the same experiment played by another agent. The rule, from intervals only
// (docs/user/confirm.md): it holds when the confirming interval excludes the null value on the
// finding's side, reverses when it excludes it on the other side, and is undetermined otherwise
// (the null: the expected win rate for a win rate, zero for an effect in points).

import type { Measure } from './card-verdict.js';
import { cardVerdicts, flagged } from './card-verdict.js';
import type { DesignerSummary, GroupRow } from './designer.js';

export type ConfirmOutcome = 'holds' | 'reverses' | 'undetermined';
export type FindingKind = 'deck' | 'faction' | 'card';

export interface Span {
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The rule: `direction` is the finding's side of `nullValue` (+1 too strong, -1 too weak);
 * `c` the confirming agent's 95% interval, null where that run did not measure the item.
 */
export function confirmOutcome(direction: 1 | -1, nullValue: number, c: Pick<Span, 'low' | 'high'> | null): ConfirmOutcome {
  if (c === null) return 'undetermined';
  const side = c.low > nullValue ? 1 : c.high < nullValue ? -1 : 0;
  if (side === 0) return 'undetermined';
  return side === direction ? 'holds' : 'reverses';
}

/** A flagged finding of the run, with what it rests on. */
export interface FlaggedFinding extends Span {
  readonly kind: FindingKind;
  readonly name: string;
  /** 'win rate' for decks and factions; a card's deciding measure. */
  readonly measure: 'win rate' | Measure;
  readonly verdict: 'too strong' | 'too weak';
  /** The value of no effect: the expected win rate, or 0 for an effect in points. */
  readonly nullValue: number;
}

/** The finding as one confirming agent's run reads it. */
export interface ConfirmingReading {
  readonly agent: string;
  /** Null where that run did not measure the item (the deck met no other deck, the card was not ablated...). */
  readonly estimate: number | null;
  readonly low: number | null;
  readonly high: number | null;
  readonly outcome: ConfirmOutcome;
}

export interface ConfirmedFinding extends FlaggedFinding {
  readonly under: readonly ConfirmingReading[];
}

export interface ConfirmingAgent {
  readonly label: string;
  /** Matches of its confirmation run. */
  readonly matches: number;
}

export interface Confirmation {
  readonly agents: readonly ConfirmingAgent[];
  readonly findings: readonly ConfirmedFinding[];
}

/** What a confirmation needs of a run's summary. */
export interface ConfirmInput {
  readonly players: number;
  readonly baseline: number;
  readonly balance: DesignerSummary;
}

const measuredGroup = (g: GroupRow): boolean => g.games > 0 && g.opponents > 0;

/**
 * In a two-player run with exactly two groups of a kind, the weaker group's rate is the other's
 * complement: one fact, told (and confirmed) once, by the stronger group (as findings.ts tells it).
 */
function complement(s: ConfirmInput, rows: readonly GroupRow[]): GroupRow | null {
  const met = rows.filter(measuredGroup);
  if (s.players !== 2 || met.length !== 2) return null;
  return met[0]!.rate <= met[1]!.rate ? met[0]! : met[1]!;
}

/**
 * Every flagged finding of a run, each fact once: flagged decks and factions (not a faction whose
 * only deck is flagged alike, nor the complement of a two-group run), and cards flagged by their
 * deciding measure.
 */
export function flaggedFindings(s: ConfirmInput): FlaggedFinding[] {
  const b = s.balance;
  const out: FlaggedFinding[] = [];
  const group = (kind: 'deck' | 'faction', rows: readonly GroupRow[], same: (g: GroupRow) => boolean): void => {
    const away = complement(s, rows);
    for (const g of rows)
      if (g !== away && !same(g) && measuredGroup(g) && flagged(g.flag.verdict)) out.push({ kind, name: g.name, measure: 'win rate', verdict: g.flag.verdict, estimate: g.rate, low: g.low, high: g.high, nullValue: s.baseline });
  };
  group('deck', b.decks, () => false);
  const told = new Set(out.map((f) => f.name));
  group('faction', b.factions, (f) => {
    const decks = b.decks.filter((d) => d.faction === f.name);
    return decks.length === 1 && told.has(decks[0]!.name) && decks[0]!.flag.verdict === f.flag.verdict;
  });
  for (const [name, v] of cardVerdicts(b)) {
    const d = v.decided;
    if (d === null || !flagged(d.flag.verdict)) continue;
    out.push({ kind: 'card', name, measure: d.measure, verdict: d.flag.verdict, estimate: d.estimate, low: d.low, high: d.high, nullValue: d.measure === 'GP win rate' ? s.baseline : 0 });
  }
  return out;
}

/** The same measure of the same item in another run, or null where that run lacks it. */
export function sameMeasure(s: ConfirmInput, f: FlaggedFinding): Span | null {
  const b = s.balance;
  if (f.kind !== 'card') {
    const g = (f.kind === 'deck' ? b.decks : b.factions).find((x) => x.name === f.name);
    return g && measuredGroup(g) ? { estimate: g.rate, low: g.low, high: g.high } : null;
  }
  if (f.measure === 'ablation') {
    const a = b.ablation.find((x) => x.card === f.name && x.measured);
    return a ? { estimate: a.diff, low: a.low, high: a.high } : null;
  }
  const c = b.cards.find((x) => x.name === f.name);
  if (!c) return null;
  if (f.measure === 'adjusted effect') return c.adjusted ? { estimate: c.adjusted.diff, low: c.adjusted.low, high: c.adjusted.high } : null;
  return c.gp.games > 0 ? { estimate: c.gp.rate, low: c.gp.low, high: c.gp.high } : null;
}

/** The run's flagged findings, each read under every confirming agent (`runs`: each agent's summary). */
export function confirmationOf(main: ConfirmInput, runs: readonly { agent: ConfirmingAgent; summary: ConfirmInput }[]): Confirmation {
  const findings = flaggedFindings(main).map((f): ConfirmedFinding => {
    const direction = f.verdict === 'too strong' ? 1 : -1;
    const under = runs.map(({ agent, summary }): ConfirmingReading => {
      const m = sameMeasure(summary, f);
      return { agent: agent.label, estimate: m?.estimate ?? null, low: m?.low ?? null, high: m?.high ?? null, outcome: confirmOutcome(direction, f.nullValue, m) };
    });
    return { ...f, under };
  });
  return { agents: runs.map((r) => r.agent), findings };
}

/** A finding's confirmation by kind and name, if the run has one. */
export function confirmedFinding(c: Confirmation | undefined, kind: FindingKind, name: string): ConfirmedFinding | undefined {
  return c?.findings.find((f) => f.kind === kind && f.name === name);
}

/** Whether the finding reverses under some confirming agent: it then leaves "Fix these first". */
export const reverses = (f: ConfirmedFinding | undefined): boolean => f?.under.some((u) => u.outcome === 'reverses') ?? false;

/** Counts of outcomes per confirming agent, for the report's summary line and the measurements. */
export function outcomeCounts(c: Confirmation): { agent: string; holds: number; reverses: number; undetermined: number }[] {
  return c.agents.map((a, k) => {
    const n = { agent: a.label, holds: 0, reverses: 0, undetermined: 0 };
    for (const f of c.findings) n[f.under[k]!.outcome]++;
    return n;
  });
}
