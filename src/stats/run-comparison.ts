// What changed between two runs, as one object the report writers print: paired changes when
// the runs share the experiment design and seeds (and both kept their blocks), otherwise
// independent Newcombe intervals with a warning; Benjamini-Hochberg across the items of each
// kind either way; the card-file edits and patches that differ (card-edits.ts); and each card's
// change in the measure that decides its verdict, with its ablation and adjusted-effect changes
// (card-changes.ts).

import { cumulativeStdNormalProbability } from 'simple-statistics';
import type { CardFileText } from '../core/card-set-loader.js';
import type { CardSet } from '../core/game.js';
import type { ResolvedExperiment } from '../experiment/resolved.js';
import { benjaminiHochberg } from './band-flags.js';
import type { CardChange, EffectChange } from './card-changes.js';
import { ablationChanges, adjustedChanges, cardChanges } from './card-changes.js';
import { cardDifferences, patchEdits } from './card-edits.js';
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
  /** Changes of the ablation effects and adjusted effects measured in both runs. */
  readonly ablation: EffectChange[];
  readonly adjusted: EffectChange[];
  /** Each card's change in the measure that decides its verdict. */
  readonly cards: CardChange[];
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

/** Unpaired changes from the two summaries (Newcombe), with p-values from the interval and BH. */
function unpaired(before: Summary, after: Summary, kind: ItemKind | 'factions', fdr: number): KindChanges {
  const rates = (s: Summary): { key: string; rate: number; games: number }[] => {
    const b = s.balance;
    switch (kind) {
      case 'cards':
        return (b?.cards ?? []).map((c) => ({ key: c.name, rate: c.gp.rate, games: c.gp.effective }));
      case 'play rate':
        // A card whose kind records no use has no play rate to compare.
        return (b?.cards ?? []).flatMap((c) => (c.playRate ? [{ key: c.name, rate: c.playRate.rate, games: c.gp.games }] : []));
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
  /** The card set from the texts the run kept (or, for an older run, its files as they read now). */
  readonly cards: CardSet | null;
  readonly texts: readonly CardFileText[] | null;
  /** Whether `texts` are the ones the run played (kept in its folder), not the files as they read now. */
  readonly kept: boolean;
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

  const patchA = a.exp?.patch ?? [];
  const patchB = b.exp?.patch ?? [];
  const edits = [...(a.cards && b.cards ? cardDifferences(a.cards, b.cards) : []), ...patchEdits({ patch: patchA, texts: a.texts ?? [] }, { patch: patchB, texts: b.texts ?? [] })];
  const cardEdits = edits.map((e) => e.line);
  if (!a.cards || !b.cards) warnings.push("a run's card files can no longer be read: the card edits are not listed");
  // Kept texts are what was played: equal texts and patches give equal hashes. Files read now may not be.
  else if (cardEdits.length === 0 && (!a.kept || !b.kept) && JSON.stringify(patchA) === JSON.stringify(patchB) && a.summary.cardSet?.hash !== b.summary.cardSet?.hash)
    warnings.push("the card hashes differ but the card files read the same now (edited in place after a run that kept no copy of its cards): the edits cannot be named");

  const ablation = ablationChanges(a.summary, b.summary, fdr);
  const adjusted = adjustedChanges(a.summary, b.summary, new Set(edits.map((e) => e.card)), fdr);
  const gp = kinds.find((k) => k.kind === 'cards')!;
  return {
    before: a.summary.experiment,
    after: b.summary.experiment,
    game: a.summary.game,
    paired,
    warnings,
    cardEdits,
    kinds,
    ablation,
    adjusted,
    cards: cardChanges(gp.changes, ablation, adjusted),
    widthRatio: paired ? medianWidthRatio(gp.changes) : Number.NaN,
  };
}
