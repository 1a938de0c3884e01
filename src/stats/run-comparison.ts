// What changed between two runs, as one object the report writers print: paired changes when
// the runs share the experiment design and seeds (and both kept their blocks), otherwise
// independent Newcombe intervals with a warning; Benjamini-Hochberg across the items of each
// kind either way; the cards and fields that differ between the two card sets; and the change
// in each ablation effect measured in both runs.

import { cumulativeStdNormalProbability } from 'simple-statistics';
import type { CardSet } from '../core/game.js';
import type { ResolvedExperiment } from '../sim/experiment.js';
import { benjaminiHochberg } from './band-flags.js';
import { compareRates } from './compare.js';
import type { ItemKind, RunBlocks } from './compare-items.js';
import { ITEM_KINDS, itemSeries } from './compare-items.js';
import type { PairedChange } from './paired-compare.js';
import { medianWidthRatio, pairedChanges } from './paired-compare.js';
import type { Summary } from './summary.js';
import { Z95 } from './wilson.js';

export interface KindChanges {
  readonly kind: ItemKind | 'factions';
  readonly changes: PairedChange[];
  readonly added: string[];
  readonly removed: string[];
}

export interface AblationChange {
  readonly card: string;
  readonly before: number;
  readonly after: number;
  readonly diff: number;
  readonly low: number;
  readonly high: number;
}

export interface RunComparison {
  readonly before: string;
  readonly after: string;
  readonly game: string;
  readonly paired: boolean;
  /** Why the comparison is not paired, or what else differs: one line each. */
  readonly warnings: string[];
  /** Cards and fields that differ between the card sets, one line each. */
  readonly cardEdits: string[];
  readonly kinds: KindChanges[];
  readonly ablation: AblationChange[];
  /** Median over card win rates of paired width / unpaired width (NaN when not paired). */
  readonly widthRatio: number;
}

/** The experiment fields that make match i the same match in both runs (a card edit aside). */
const DESIGN: readonly (keyof ResolvedExperiment)[] = ['game', 'variant', 'players', 'decks', 'agents', 'lineups', 'matches', 'seed', 'randomDecks', 'ablate'];

/** The design fields that differ; random decks also need the same card list, which they draw from. */
export function designDifferences(a: ResolvedExperiment, b: ResolvedExperiment): string[] {
  const out = DESIGN.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).map(String);
  if (a.randomDecks && JSON.stringify(a.cards.map((c) => c.name)) !== JSON.stringify(b.cards.map((c) => c.name))) out.push('cards (random decks are drawn from the card list)');
  return out;
}

const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Field by field differences of two card sets, matched by card name. */
export function cardDifferences(a: CardSet, b: CardSet): string[] {
  const out: string[] = [];
  const bIndex = new Map(b.cards.map((c, i) => [c.name, i]));
  const aNames = new Set(a.cards.map((c) => c.name));
  a.cards.forEach((ca, i) => {
    const j = bIndex.get(ca.name);
    if (j === undefined) return void out.push(`${ca.name}: only in the first run's cards`);
    const cb = b.cards[j]!;
    const fields: string[] = [];
    for (const k of ['type', 'faction', 'cost', 'keywords'] as const) if (show(ca[k]) !== show(cb[k])) fields.push(`${k} ${show(ca[k])} → ${show(cb[k])}`);
    const da = (a.data[i] ?? {}) as Record<string, unknown>;
    const db = (b.data[j] ?? {}) as Record<string, unknown>;
    for (const k of [...new Set([...Object.keys(da), ...Object.keys(db)])].sort()) if (show(da[k]) !== show(db[k])) fields.push(`${k} ${show(da[k]) ?? '-'} → ${show(db[k]) ?? '-'}`);
    if (fields.length > 0) out.push(`${ca.name}: ${fields.join('; ')}`);
  });
  for (const c of b.cards) if (!aNames.has(c.name)) out.push(`${c.name}: only in the second run's cards`);
  return out;
}

/** Unpaired changes from the two summaries (Newcombe), with p-values from the interval and BH. */
function unpaired(before: Summary, after: Summary, kind: ItemKind | 'factions', fdr: number): KindChanges {
  const rates = (s: Summary): { key: string; rate: number; games: number }[] => {
    const b = s.balance;
    switch (kind) {
      case 'cards':
        return (b?.cards ?? []).map((c) => ({ key: c.name, rate: c.gp.rate, games: c.gp.effective }));
      case 'play rate':
        return (b?.cards ?? []).map((c) => ({ key: c.name, rate: c.playRate.rate, games: c.gp.games }));
      case 'decks':
        return (b?.decks ?? []).map((d) => ({ key: d.name, rate: d.rate, games: d.games }));
      case 'factions':
        return (b?.factions ?? []).map((f) => ({ key: f.name, rate: f.rate, games: f.games }));
      case 'agents':
        return s.agents.map((a) => ({ key: a.name, rate: a.winRate, games: a.games }));
      case 'seats':
        return [{ key: 'first player (seat 1)', rate: s.firstPlayer.rate, games: s.seats[0]?.games ?? 0 }];
    }
  };
  const c = compareRates(rates(before), rates(after));
  const p = c.changes.map((x) => {
    const se = (x.high - x.low) / (2 * Z95);
    return se > 0 ? 2 * (1 - cumulativeStdNormalProbability(Math.abs(x.diff) / se)) : 1;
  });
  const q = benjaminiHochberg(p);
  const changes = c.changes.map((x, i) => ({ key: x.key, before: x.before, after: x.after, diff: x.diff, low: x.low, high: x.high, unpairedLow: x.low, unpairedHigh: x.high, beforeGames: x.beforeGames, afterGames: x.afterGames, p: p[i]!, q: q[i]!, changed: q[i]! <= fdr }));
  changes.sort((x, y) => Number(y.changed) - Number(x.changed) || Math.abs(y.diff) - Math.abs(x.diff) || x.key.localeCompare(y.key));
  return { kind, changes, added: c.added, removed: c.removed };
}

export interface RunSide {
  readonly summary: Summary;
  readonly exp: ResolvedExperiment | null;
  readonly blocks: RunBlocks | null;
  readonly cards: CardSet | null;
}

export function compareRuns(a: RunSide, b: RunSide, fdr = 0.05): RunComparison {
  const warnings: string[] = [];
  let paired = false;
  if (!a.exp || !b.exp) warnings.push('a run has no run.json: the runs are compared unpaired');
  else {
    const differs = designDifferences(a.exp, b.exp);
    if (differs.length > 0) warnings.push(`the experiment designs differ (${differs.join(', ')}): match i is not the same match in both runs, so the runs are compared unpaired (independent intervals, wider)`);
    else if (!a.blocks || !b.blocks) warnings.push('a run folder has no checkpoint.json (its per-block counts): the runs are compared unpaired');
    else paired = true;
  }
  const kinds: KindChanges[] = [];
  if (paired) {
    const x = itemSeries(a.blocks!);
    const y = itemSeries(b.blocks!);
    for (const kind of ITEM_KINDS) {
      const changes = pairedChanges(x[kind], y[kind], fdr);
      kinds.push({ kind, changes, added: [...y[kind].keys()].filter((k) => !x[kind].has(k)).sort(), removed: [...x[kind].keys()].filter((k) => !y[kind].has(k)).sort() });
    }
    // Factions of random decks are labelled per match (faction collector): compared unpaired.
    kinds.push(unpaired(a.summary, b.summary, 'factions', fdr));
  } else for (const kind of [...ITEM_KINDS, 'factions'] as const) kinds.push(unpaired(a.summary, b.summary, kind, fdr));

  const cardEdits = a.cards && b.cards ? cardDifferences(a.cards, b.cards) : [];
  if (!a.cards || !b.cards) warnings.push("a run's card files can no longer be read: the card edits are not listed");
  else if (cardEdits.length === 0 && a.summary.cardSet?.hash !== b.summary.cardSet?.hash) warnings.push('the card hashes differ but the card files read the same now (edited in place after a run?): the edits cannot be named');
  const patchA = JSON.stringify((a.exp?.spec as { patch?: unknown } | undefined)?.patch ?? null);
  const patchB = JSON.stringify((b.exp?.spec as { patch?: unknown } | undefined)?.patch ?? null);
  if (patchA !== patchB) cardEdits.push(`experiment patch: ${patchA} → ${patchB}`);

  const ablA = new Map((a.summary.balance?.ablation ?? []).filter((r) => r.pairs > 0).map((r) => [r.card, r]));
  const ablation: AblationChange[] = [];
  for (const r of b.summary.balance?.ablation ?? []) {
    const q = ablA.get(r.card);
    if (!q || r.pairs === 0) continue;
    // Each effect is paired within its run; the two runs' effects are independent estimates.
    const se = Math.hypot((r.high - r.low) / (2 * Z95), (q.high - q.low) / (2 * Z95));
    const diff = r.diff - q.diff;
    ablation.push({ card: r.card, before: q.diff, after: r.diff, diff, low: diff - Z95 * se, high: diff + Z95 * se });
  }
  const cards = kinds.find((k) => k.kind === 'cards')!;
  return {
    before: a.summary.experiment,
    after: b.summary.experiment,
    game: a.summary.game,
    paired,
    warnings,
    cardEdits,
    kinds,
    ablation,
    widthRatio: paired ? medianWidthRatio(cards.changes) : Number.NaN,
  };
}
