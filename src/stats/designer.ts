// The designer's part of the summary: card impact with flags, ablation effects with flags,
// deck and faction rates flagged against their band, and agent ratings. Everything is computed
// from the merged integer blocks, so it is identical for any worker count.

import type { ResolvedExperiment } from '../experiment/resolved.js';
import type { BandResult } from './band-flags.js';
import { classifyFamily } from './band-flags.js';
import type { AblationEffect } from './ablation.js';
import { AblationCollector, ablationEffect } from './ablation.js';
import { withAdjustedEffects } from './adjusted-effects.js';
import type { CardRow } from './card-summary.js';
import { summarizeCards } from './card-summary.js';
import type { CountLayout } from './counts.js';
import { FactionCollector } from './faction-collector.js';
import { agentRatings } from './pair-records.js';
import type { Rating } from './ratings.js';
import { G_MATCHES } from './counts.js';
import { Z95 } from './wilson.js';
import { wilson } from './wilson.js';

export interface AblationRow extends AblationEffect {
  readonly card: string;
  /** Pairs by (base outcome, ablated outcome), outcomes win, draw, loss. */
  readonly table: number[][];
  /**
   * False when no replay's outcome differed from its base match: the blank played exactly like
   * the card in every pair, so the run measured nothing about it (never a "balanced" card).
   */
  readonly measured: boolean;
  /** The card plays exactly like the blank of its kind: ablation cannot measure it (never measured). */
  readonly ownBlank: boolean;
  readonly flag: BandResult;
}

export interface GroupRow {
  readonly name: string;
  /** Equal-weight mean of the matchup rates against every other group (mirrors excluded). */
  readonly rate: number;
  readonly low: number;
  readonly high: number;
  readonly games: number;
  readonly opponents: number;
  readonly flag: BandResult;
  /** Decks only: the deck's faction label (as in the factions table) and its number of cards. */
  readonly faction?: string;
  readonly cards?: number;
}

/** A rating with the agent's label instead of its index. */
export type RatingRow = Omit<Rating, 'agent'> & { readonly agent: string };

export interface DesignerSummary {
  /**
   * Whether card GP win rates are flagged: only when decks are generated afresh (randomDecks).
   * With a few fixed decks a card's rate is the rate of the decks it is in.
   */
  readonly cardFlags: boolean;
  readonly cards: CardRow[];
  readonly ablation: AblationRow[];
  readonly decks: GroupRow[];
  readonly factions: GroupRow[];
  readonly ratings: { readonly rows: RatingRow[]; readonly firstMove: { gamma: number; low: number; high: number } } | null;
}

const r6 = (x: number): number => (Number.isFinite(x) ? Math.round(x * 1e6) / 1e6 : x);

/** Matchup cell (a against b): games and win-share sum, from the merged totals. */
type Cell = (a: number, b: number) => { games: number; share: number };

/**
 * Equal-weight mean of the matchup rates of each group against each other group. Its variance
 * is the mean of the matchup variances over the number of opponents (independent matchups).
 */
function groupRates(names: readonly string[], cell: Cell, band: { low: number; high: number }, matches: number): GroupRow[] {
  const partial = names.map((name, a) => {
    let sum = 0;
    let varSum = 0;
    let k = 0;
    let games = 0;
    names.forEach((_, b) => {
      if (a === b) return;
      const c = cell(a, b);
      if (c.games === 0) return;
      const p = c.share / c.games;
      sum += p;
      // Wilson-style floor on the variance so a 100% matchup is not treated as certain.
      const w = wilson(c.share, c.games);
      varSum += ((w.high - w.low) / (2 * Z95)) ** 2;
      games += c.games;
      k++;
    });
    const rate = k > 0 ? sum / k : Number.NaN;
    const se = k > 0 ? Math.sqrt(varSum) / k : 0;
    // A normal interval on a mean of rates can pass 0 or 1 near a sweep; a rate cannot.
    return { name, rate, low: Math.max(0, rate - Z95 * se), high: Math.min(1, rate + Z95 * se), games, opponents: k, se };
  });
  const flags = classifyFamily(
    partial.map((g) => ({ estimate: g.rate, low: g.low, high: g.high, seAtEdge: g.se, games: g.games })),
    band,
    undefined,
    matches,
  );
  return partial.map((g, i) => ({ name: g.name, rate: r6(g.rate), low: r6(g.low), high: r6(g.high), games: g.games, opponents: g.opponents, flag: flags[i]! }));
}

/** A deck's faction label: its factions joined by '+', or 'unaligned'. */
export function deckFaction(exp: ResolvedExperiment, deck: number): string {
  const set = new Set<string>();
  for (const c of exp.decks[deck]!.cards) {
    const f = exp.cards[c]?.faction;
    if (f) set.add(f);
  }
  return set.size === 0 ? 'unaligned' : [...set].sort().join(' + ');
}

export function designerSummary(exp: ResolvedExperiment, layout: CountLayout, blocks: Float64Array, totals: Float64Array): DesignerSummary {
  const sectionOf = (name: string): number => layout.offsetOf(name);
  const units = layout.outcomes.units;
  const n = exp.players;
  const baseline = 1 / n;
  const cardsOffset = sectionOf('cards');
  const matches = totals[G_MATCHES]!;
  const measured = cardsOffset < 0 ? [] : summarizeCards(exp.cards, n, blocks, layout.size, cardsOffset, units, { bandHalfWidth: exp.bands.cards, matches });
  const cardFlags = exp.randomDecks;
  const notTested = { verdict: 'undetermined' as const, p: 1, q: 1, moreGames: Infinity, moreMatches: Infinity };
  const flagged = cardFlags ? measured : measured.map((c) => ({ ...c, flag: notTested }));
  const cards = withAdjustedEffects(flagged, blocks, layout.size, sectionOf('deck-moments'), units, exp.bands.cards, matches);

  const ablOffset = sectionOf('ablation');
  const effects = exp.ablate.map((card, k) => {
    const t = AblationCollector.tally(blocks, layout.size, ablOffset, k, units);
    const e = ablationEffect(t, k + 1);
    return { card: exp.cards[card]!.name, ownBlank: exp.ownBlank.includes(card), ...e, table: [0, 1, 2].map((i) => [0, 1, 2].map((j) => t.table[i * 3 + j]!)) };
  });
  // Only measured cards enter the family (and its Benjamini-Hochberg correction); a card whose
  // replays all ended as their base matches stays undetermined, with nothing more to say.
  const measuredAbl = effects.filter((e) => e.differing > 0);
  const measuredFlags = classifyFamily(
    measuredAbl.map((e) => ({ estimate: e.diff, low: e.low, high: e.high, seAtEdge: (e.high - e.low) / (2 * Z95), games: e.pairs })),
    { low: -exp.bands.cards, high: exp.bands.cards },
    undefined,
    matches,
  );
  const ablation = effects.map((e) => {
    const k = measuredAbl.indexOf(e);
    return { ...e, diff: r6(e.diff), low: r6(e.low), high: r6(e.high), measured: k >= 0, flag: k >= 0 ? measuredFlags[k]! : notTested };
  });

  // Deck and faction rates from the deck-vs-deck counters of the outcome section.
  const o = layout.outcomes;
  const D = exp.decks.length;
  const deckCell: Cell = (a, b) => ({ games: totals[o.deckVs + (a * D + b) * 2]!, share: totals[o.deckVs + (a * D + b) * 2 + 1]! / units });
  const deckBand = { low: baseline - exp.bands.decks, high: baseline + exp.bands.decks };
  const usesDecks = !(D === 1 && exp.decks[0]!.name === '');
  const factionOf = exp.decks.map((_, d) => deckFaction(exp, d));
  const decks = usesDecks && D > 1 ? groupRates(exp.decks.map((d) => d.name), deckCell, deckBand, matches).map((g, d) => ({ ...g, faction: factionOf[d]!, cards: exp.decks[d]!.cards.length })) : [];
  const factionNames = [...new Set(factionOf)].sort();
  const factionCell: Cell = (fa, fb) => {
    let games = 0;
    let share = 0;
    for (let a = 0; a < D; a++)
      for (let b = 0; b < D; b++) {
        if (factionOf[a] !== factionNames[fa] || factionOf[b] !== factionNames[fb]) continue;
        const c = deckCell(a, b);
        games += c.games;
        share += c.share;
      }
    return { games, share };
  };
  let factions = usesDecks && factionNames.length > 1 ? groupRates(factionNames, factionCell, deckBand, matches) : [];
  const fc = layout.collectors.find((c): c is FactionCollector => c instanceof FactionCollector);
  if (fc) {
    // Fresh decks every match: faction labels come from the faction collector.
    const off = layout.offsetOf('factions');
    const labels = fc.seen(totals, off);
    factions = groupRates(labels.map((l) => fc.labelName(l)), (a, b) => fc.cell(totals, off, units, labels[a]!, labels[b]!), deckBand, matches);
  }

  const pairsOffset = sectionOf('pairs');
  const fit = pairsOffset < 0 ? null : agentRatings(exp.agents.length, blocks, layout.size, pairsOffset);
  const ratings = fit
    ? {
        rows: fit.ratings.map((r) => ({ agent: exp.agents[r.agent]!.label, theta: r6(r.theta), low: r6(r.low), high: r6(r.high), elo: r6(r.elo), eloLow: r6(r.eloLow), eloHigh: r6(r.eloHigh) })),
        firstMove: { gamma: r6(fit.firstMove.gamma), low: r6(fit.firstMove.low), high: r6(fit.firstMove.high) },
      }
    : null;
  return { cardFlags, cards, ablation, decks, factions, ratings };
}
