// The checks a deck search can run beside itself, and what the report says of them: an A/A
// (the same search from the next seed: how far do two metas of one set agree?), a blanked
// control (the same seed with one card played as the blank of its kind: does the meta still
// gather on it?), and a random-deck run's verdicts on the cards the meta warps or leaves out
// (the card in average company against the card in the decks players would build).

import { pointsText } from '../../report/cells.js';
import type { CardVerdict } from '../../stats/card-verdict.js';
import { verdictWords } from '../../stats/card-verdict.js';
import type { WeightInterval } from '../meta/bootstrap.js';
import type { Metagame } from '../meta/metagame.js';
import type { MetaOverlap, MetaSide } from '../meta/overlap.js';
import { metaOverlap } from '../meta/overlap.js';
import { surelyWarping } from '../meta/weight-words.js';
import type { DeckSearchResult } from './deck-search.js';
import type { JointDeck, JointMeta } from './joint-meta.js';

export interface ControlRun {
  readonly kind: 'A/A' | 'blanked';
  readonly seed: number;
  /** The blanked card's definition id. */
  readonly card?: number;
  readonly result: DeckSearchResult;
  readonly meta: Metagame;
  /** Its folder, relative to the main report's. */
  readonly folder: string;
  readonly overlap: MetaOverlap;
  /** An A/A's joint metagame: both searches' meta decks played against each other. */
  readonly joint?: JointMeta;
}

/** A random-deck run's card verdicts (by card name) and the folder they come from. */
export interface RandomRunVerdicts {
  readonly dir: string;
  readonly matches: number;
  readonly verdicts: ReadonlyMap<string, CardVerdict>;
}

export function metaSide(result: DeckSearchResult, meta: Metagame): MetaSide {
  return {
    decks: result.meta.map((id) => result.records[id - 1]!.deck),
    cells: result.meta.map((id) => result.records[id - 1]!.cell),
    weights: meta.nash,
    cardShares: meta.cards.map((c) => c.metaShare),
  };
}

export function controlOverlap(main: { result: DeckSearchResult; meta: Metagame }, other: { result: DeckSearchResult; meta: Metagame }): MetaOverlap {
  return metaOverlap(metaSide(main.result, main.meta), metaSide(other.result, other.meta));
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

/** "12.3% (95% interval 4.0%-30.1%)". */
function withInterval(x: number, i: WeightInterval): string {
  return `${pct(x)} (95% interval ${pct(i.low)}-${pct(i.high)})`;
}

function share(meta: Metagame, card: number): string {
  return withInterval(meta.cards[card]!.metaShare, meta.bootstrap.cards[card]!);
}

/** Which format-warping cards (surely, over the whole interval) the two metas share, and which only one has. */
function warpingBoth(main: Metagame, other: Metagame, seed: number): string {
  const names = (m: Metagame): Set<string> => new Set(surelyWarping(m).map((c) => c.name));
  const a = names(main);
  const b = names(other);
  const list = (xs: string[]): string => (xs.length === 0 ? 'none' : xs.join(', '));
  return `Format-warping in both metas: ${list([...a].filter((n) => b.has(n)))}; in this one only: ${list([...a].filter((n) => !b.has(n)))}; in seed ${seed}'s only: ${list([...b].filter((n) => !a.has(n)))}.`;
}

/** The report's section on its control runs; empty without any. */
export function controlsMarkdown(main: { result: DeckSearchResult; meta: Metagame; seed: number }, controls: readonly ControlRun[], cardName: (id: number) => string): string[] {
  if (controls.length === 0) return [];
  const lines = ['## Control runs', '', "Overlap is the weighted Jaccard similarity (sum of minima over sum of maxima) of the weight the two metas put on each archive cell and of the cards' meta shares; for decks, the weight-averaged share of copies a deck has in common with its nearest deck of the other meta. 1 is the same meta, 0 nothing shared.", ''];
  for (const c of controls) {
    const o = `cells ${c.overlap.cells.toFixed(3)}, decks ${c.overlap.decks.toFixed(3)}, card shares ${c.overlap.cards.toFixed(3)}`;
    if (c.kind === 'A/A') {
      lines.push(`- **A/A** (seed ${c.seed}, report in \`${c.folder}/\`): overlap with this run's meta: ${o}.`);
      lines.push(`  ${warpingBoth(main.meta, c.meta, c.seed)}`);
      if (c.joint) lines.push(...jointMarkdown(c.joint, main.seed, c.seed));
    } else {
      const name = cardName(c.card!);
      const copies = (m: Metagame): string => m.cards[c.card!]!.copies.toFixed(1);
      lines.push(`- **${name} blanked** (played as the blank of its kind, seed ${c.seed}, report in \`${c.folder}/\`): its meta share is ${share(main.meta, c.card!)} in this run and ${share(c.meta, c.card!)} blanked, with ${copies(main.meta)} and ${copies(c.meta)} copies a deck (averaged by Nash weight); overlap of the two metas: ${o}.`);
    }
  }
  lines.push('');
  return lines;
}

/**
 * The warning the report puts under its leading deck when an A/A's joint metagame gives this
 * search's decks under half the weight over the whole interval; null otherwise.
 */
export function outplayedWarning(controls: readonly ControlRun[]): string | null {
  const aa = controls.find((c) => c.kind === 'A/A' && c.joint !== undefined && c.joint.firstInterval.high < 0.5);
  if (!aa) return null;
  const j = aa.joint!;
  return `But the A/A search from seed ${aa.seed} found decks that beat these: played in one metagame with them, this search's decks hold ${pct(j.firstShare)} of the weight (95% interval ${pct(j.firstInterval.low)}-${pct(j.firstInterval.high)}; Control runs, below). This meta is what this search found, not yet what players would build.`;
}

/** The deck's name in the joint metagame: its number in the search (or searches) that found it. */
export function jointName(d: JointDeck, first: number, second: number): string {
  const names = [...(d.first > 0 ? [`deck-${d.first} (seed ${first})`] : []), ...(d.second > 0 ? [`deck-${d.second} (seed ${second})`] : [])];
  return names.join(' = ');
}

/** What the joint metagame of an A/A says: which search's decks players would build, and how sure that is. */
function jointMarkdown(j: JointMeta, first: number, second: number): string[] {
  const lead = j.meta.nash.reduce((best, w, k) => (w > j.meta.nash[best]! ? k : best), 0);
  const leadDeck = j.decks[lead]!;
  const b = j.meta.bootstrap.decks[lead]!;
  const out = [
    `- **Both searches' decks in one metagame** (${j.decks.length} decks, ${j.matches} matches): the decks of seed ${first} hold ${withInterval(j.firstShare, j.firstInterval)} of its weight, those of seed ${second} ${withInterval(j.secondShare, j.secondInterval)}; the leading deck is ${jointName(leadDeck, first, second)} at ${withInterval(j.meta.nash[lead]!, b)}.`,
  ];
  // A search whose decks hold under half the joint weight over the whole interval missed what the other found.
  const missed = j.firstInterval.high < 0.5 ? first : j.secondInterval.high < 0.5 ? second : null;
  if (missed !== null) {
    out.push(`  The decks of seed ${missed === first ? second : first} carry the joint metagame: the search from seed ${missed} missed them, so its own meta's weights hold only for the decks it found. Read the joint metagame rather than either search's own: a single search need not find every strong deck, and a larger budget alone may not close the gap.`);
  } else if (j.firstInterval.low > 0.5 && j.secondInterval.low > 0.5) {
    out.push('  Decks both searches found carry the joint metagame: the two searches agree on what players would build.');
  } else {
    out.push("  Neither search's decks carry the joint metagame over their whole interval: the two searches found decks too close to tell apart at this budget.");
  }
  if (b.high - b.low > 0.5) out.push(`  Which deck leads it is not settled by these matches (its weight's interval is ${pct(b.high - b.low)} wide).`);
  // What both searches' decks together say of the cards: the answer to read when the searches disagree.
  const warping = surelyWarping(j.meta).map((c) => c.name);
  out.push(`  Format-warping in the joint metagame: ${warping.length === 0 ? 'none over its whole interval' : warping.join(', ')}.`);
  return out;
}

/** What the random-deck run says of each named card: its verdict, the deciding measure and its interval. */
export function randomRunMarkdown(run: RandomRunVerdicts, groups: readonly { title: string; cards: readonly string[] }[]): string[] {
  const lines = ['## The same cards in random decks', '', `What the random-deck run in \`${run.dir}\` (${run.matches} matches) says of the cards this meta warps or leaves out: its verdict by the measure that decides it, with that measure's 95% interval (ablation and adjusted effect in points of win share; the GP win rate as a rate).`, ''];
  for (const g of groups) {
    if (g.cards.length === 0) continue;
    lines.push(`**${g.title}**`, '', '| card | random-deck verdict | estimate (95% interval) |', '| --- | --- | ---: |');
    for (const name of g.cards) {
      const v = run.verdicts.get(name);
      const d = v?.decided ?? null;
      const figure = d === null ? '-' : d.measure === 'GP win rate' ? `${pct(d.estimate)} (${pct(d.low)}-${pct(d.high)})` : pointsText(d.estimate, d.low, d.high);
      lines.push(`| ${name} | ${v === undefined ? 'not in the run' : (verdictWords(v) ?? 'no measure judges it')} | ${figure} |`);
    }
    lines.push('');
  }
  return lines;
}
