// The deck search's report: deck-search.md (the metagame, its matchups with intervals, the
// cards that carry or miss it), decks.csv (every deck measured), and meta-experiment.yaml, an
// experiment that plays the metagame's decks against each other, for the designer to run or to
// copy decks from.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { splitDeck } from '../../core/deck-sections.js';
import type { CardSet, GameDefinition } from '../../core/game.js';
import { writeWhole } from '../../core/write-whole.js';
import type { ResolvedExperiment } from '../../experiment/resolved.js';
import type { Interval } from '../../stats/wilson.js';
import type { CardShare, Metagame } from '../meta/metagame.js';
import { surelyWarping, weightWords } from '../meta/weight-words.js';
import { PLAYED_WEIGHT, WARPING_SHARE } from '../meta/metagame.js';
import type { ControlRun, RandomRunVerdicts } from './controls.js';
import { controlsMarkdown, outplayedWarning, randomRunMarkdown } from './controls.js';
import type { DeckRecord, DeckSearchOptions, DeckSearchResult } from './deck-search.js';
import { restartBudget } from './deck-search.js';
import { PATIENCE } from './polish.js';
import { cardsOf } from '../../core/facets.js';

export interface SearchRun {
  readonly exp: ResolvedExperiment;
  readonly game: GameDefinition;
  readonly cards: CardSet;
  readonly options: DeckSearchOptions;
  readonly result: DeckSearchResult;
  readonly meta: Metagame;
  readonly wallMs: number;
  /** Where the matches were played: "2 workers", "workers at redis://...". */
  readonly where: string;
  /** The A/A and blanked searches run beside this one (controls.ts). */
  readonly controls?: readonly ControlRun[];
  /** A random-deck run's verdicts, to set beside this meta's warping and unplayed cards. */
  readonly randomRun?: RandomRunVerdicts;
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

function interval(x: Interval): string {
  return Number.isNaN(x.rate) ? 'n/a' : `${pct(x.rate)} (${pct(x.low)}-${pct(x.high)})`;
}

/** A deck as `name: copies` in card order, per section when the game's decks have several. */
export function deckText(game: GameDefinition, cards: CardSet, deck: readonly number[]): Record<string, number> | { sections: Record<string, Record<string, number>> } {
  const counted = (ids: readonly number[]): Record<string, number> => {
    const out: Record<string, number> = {};
    for (const id of [...ids].sort((a, b) => a - b)) out[cards.cards[id]!.name] = (out[cards.cards[id]!.name] ?? 0) + 1;
    return out;
  };
  const sections = cardsOf(game).deckSections;
  if (!sections || sections.length < 2) return counted(deck);
  const parts = splitDeck(cards, sections, deck);
  return { sections: Object.fromEntries(sections.map((s, i) => [s.name, counted(parts[i]!)])) };
}

function inline(game: GameDefinition, cards: CardSet, deck: readonly number[]): string {
  const text = deckText(game, cards, deck);
  const flat = 'sections' in text ? Object.assign({}, ...Object.values(text.sections)) as Record<string, number> : text;
  return Object.entries(flat).map(([n, k]) => (k === 1 ? n : `${n} x${k}`)).join(', ');
}

function csvField(v: string | number): string {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function deckName(r: DeckRecord): string {
  return `deck-${r.id}`;
}

/** A column of the decks table: its name and DuckDB type (VARCHAR, INTEGER or DOUBLE). */
export type DeckColumn = readonly [string, 'VARCHAR' | 'INTEGER' | 'DOUBLE'];

/** Every deck measured, one row each: the rows of decks.csv and decks.parquet. */
export function decksTable(run: SearchRun): { columns: DeckColumn[]; rows: (string | number)[][] } {
  const { result, meta, game, cards } = run;
  const weight = new Map(result.meta.map((id, k) => [id, meta.nash[k]!]));
  const archived = new Set(result.archive);
  const columns: DeckColumn[] = [['deck', 'VARCHAR'], ['generation', 'INTEGER'], ['restart', 'INTEGER'], ['origin', 'VARCHAR'], ['cell', 'VARCHAR'], ...result.axes.map((a): DeckColumn => [a, 'VARCHAR']), ['fitness', 'DOUBLE'], ['low', 'DOUBLE'], ['high', 'DOUBLE'], ['games', 'INTEGER'], ['elite', 'INTEGER'], ['nash_weight', 'DOUBLE'], ['cards', 'VARCHAR']];
  const fixed = (x: number): number => Number(x.toFixed(4));
  const rows = result.records.map((r) => [deckName(r), r.generation, r.restart, r.origin, r.cell, ...r.bins, fixed(r.fitness.rate), fixed(r.fitness.low), fixed(r.fitness.high), r.games, archived.has(r.id) ? 1 : 0, fixed(weight.get(r.id) ?? 0), inline(game, cards, r.deck)]);
  return { columns, rows };
}

export function decksCsv(run: SearchRun): string {
  const { columns, rows } = decksTable(run);
  return [columns.map(([n]) => n), ...rows].map((row) => row.map(csvField).join(',')).join('\n') + '\n';
}

/** An experiment playing the metagame's decks round robin, with the search's cards, patch, agent and seed. */
export function metaExperiment(run: SearchRun): Record<string, unknown> {
  const { exp, result, game, cards, options } = run;
  const decks = result.meta.map((id) => {
    const r = result.records[id - 1]!;
    const text = deckText(game, cards, r.deck);
    return { name: deckName(r), ...('sections' in text ? text : { cards: text }) };
  });
  const pairs = (decks.length * (decks.length - 1)) / 2;
  return {
    name: `${exp.name}-meta`,
    description: `The metagame of deck search ${exp.name} (seed ${exp.seed}): its decks, round robin.`,
    game: exp.game,
    variant: exp.variant,
    ...(exp.cardFiles.length > 0 ? { cards: [...exp.cardFiles] } : {}),
    ...(exp.spec.patch ? { patch: exp.spec.patch } : {}),
    decks,
    agents: [exp.spec.agents[0]],
    matches: Math.max(2, pairs * 2 * options.metaReps),
    seed: exp.seed,
  };
}

/** "+1 Hill Giant, -2 Marsh Wisp": what turns deck `from` into deck `to`, in card order. */
export function deckChange(cards: CardSet, from: readonly number[], to: readonly number[]): string {
  const delta = new Map<number, number>();
  for (const id of to) delta.set(id, (delta.get(id) ?? 0) + 1);
  for (const id of from) delta.set(id, (delta.get(id) ?? 0) - 1);
  const moved = [...delta].filter(([, d]) => d !== 0).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return moved.map(([id, d]) => `${d > 0 ? '+' : '-'}${Math.abs(d)} ${cards.cards[id]!.name}`).join(', ');
}

/** The polish's line: how it chose, how far it went, and what it changed in the metagame's decks. */
function polishLine(run: SearchRun): string {
  const { result, options, cards } = run;
  const rec = (id: number): DeckRecord => result.records[id - 1]!;
  const restarts = result.restarts;
  const per = (f: (p: (typeof restarts)[number]['polish']) => number): string => restarts.map((r) => f(r.polish)).join(', ');
  // The lineages that changed a deck the metagame plays: what the polish did to the decks that matter.
  const changed = restarts.flatMap((r) => r.polish.lineages.filter((l) => l.end !== l.start && result.meta.includes(l.end)));
  const changes = changed.length === 0 ? ' The polish changed none of the metagame\'s decks.' : ` In the metagame's decks: ${changed.map((l) => `deck-${l.start} became deck-${l.end} (${deckChange(cards, rec(l.start).deck, rec(l.end).deck)})`).join('; ')}.`;
  const each = restarts.length === 1 ? 'the search' : 'each restart';
  return `- Polish: the last ${pct(options.polish)} of ${each}'s matches went to its best decks, one card at a time: ${options.candidates} single-card changes a step raced against the archive's best ${options.opponents}, the race's winner kept only when it beats the deck again on the same seeds at twice the pairs; a deck no step improves ${PATIENCE} times running leaves the polish to the next best. Steps: ${per((p) => p.steps)}; steps that improved a deck: ${per((p) => p.improved)}; decks polished: ${per((p) => p.lineages.length)}.${changes} The metagame takes each ${restarts.length === 1 ? 'polished deck' : "restart's polished decks"} first.`;
}

export function searchMarkdown(run: SearchRun): string {
  const { exp, result, meta, game, cards, options } = run;
  const rec = (id: number): DeckRecord => result.records[id - 1]!;
  const lines: string[] = [];
  lines.push(`# Deck search: ${exp.name}`, '');
  lines.push(`${game.name} (${exp.variant}), card set '${exp.cardSetName}'${exp.patch.length > 0 ? ` patched (${exp.patch.map((p) => p.card).join(', ')})` : ''}, agent ${exp.agents[0]!.label} in both seats, seed ${exp.seed}.`, '');
  lines.push(`- Matches: ${result.matches} (${result.errors} errors), ${(run.wallMs / 1000).toFixed(1)} s on ${run.where}.`);
  const each = `${options.candidates} candidates each against the archive's best ${options.opponents}, successive halving from ${options.reps} seat-swapped pair${options.reps === 1 ? '' : 's'} per opponent`;
  const over = result.axes.length === 0 ? 'no axes (one cell)' : `the axes ${result.axes.join(' x ')}`;
  const restarts = result.restarts;
  if (restarts.length === 1) {
    lines.push(`- Generations: ${restarts[0]!.generations} of at most ${options.generations} (budget ${options.budget} matches), ${each}.`);
    lines.push(`- Decks measured: ${result.records.length}; archive cells filled: ${result.archive.length}, over ${over}.`);
  } else {
    lines.push(`- Restarts: ${restarts.length} independent searches, each from its own seed with ${restartBudget(options)} of the budget's ${options.budget} matches and at most ${options.generations} generations, ${each}. Generations run: ${restarts.map((r) => r.generations).join(', ')}; matches: ${restarts.map((r) => r.matches).join(', ')}.`);
    lines.push(`- Decks measured: ${result.records.length}; archive cells filled: ${restarts.map((r) => r.cells).join(', ')}, over ${over}.`);
  }
  if (options.polish > 0) lines.push(polishLine(run));
  const mp = result.metaPlay;
  const why = mp.stop === 'settled' ? `every deck's Nash weight interval was at most ${pct(options.metaSettle)} wide` : mp.stop === 'budget' ? `the next round would have passed the metagame's budget of ${options.metaBudget} matches` : "no pairing's resampled rate moved the weights";
  const metaDeck = (k: number): string => `deck-${result.meta[k]!}`;
  const driving = mp.stop === 'settled' || mp.drivers.length === 0 ? '' : ` The pairings whose uncertainty moved the weights most then: ${mp.drivers.map((d) => `${metaDeck(d.i)} against ${metaDeck(d.j)} (${pct(d.share)} of the weights' explained spread, ${result.games[d.i]![d.j]!} matches)`).join('; ')}.`;
  const whose = restarts.length === 1 ? `the archive's best ${result.meta.length} decks` : `${result.meta.length} decks, each restart's best in turn (its best, then its second best, and so on)`;
  lines.push(`- The metagame: ${whose}, round robin, ${options.metaReps} seat-swapped pairs per pairing; then ${mp.rounds} round${mp.rounds === 1 ? '' : 's'} doubling the pairs of the pairings whose uncertainty moved the resampled Nash weights most per match: ${mp.matches} matches in all. It stopped because ${why} (widest weight interval then ${pct(mp.widest)}).${driving}`, '');

  lines.push('## The metagame', '');
  lines.push(`Weights are the maximum-entropy Nash mixture of the matchup matrix below (a mixture no deck beats; the best pure reply gains ${pct(meta.exploitability)} against it) and alpha-rank's masses (population 50, alpha 50). A matchup whose interval straddles 50% can move weight between decks: the weights' intervals say how far.`, '');
  const boot = meta.bootstrap;
  lines.push(`The weight's 95% interval comes from ${boot.resamples} resamples of the matchups (each pairing's wins drawn again from its matches at (wins + 1) / (matches + 2), so that one won in every match still varies), each solved again.`, '');
  const top = meta.nash.reduce((best, w, k) => (w > meta.nash[best]! ? k : best), 0);
  lines.push(`The deck with the most weight, ${deckName(rec(result.meta[top]!))}, ${weightWords(meta.nash[top]!, boot.decks[top]!)}.`, '');
  const outplayed = outplayedWarning(run.controls ?? []);
  if (outplayed !== null) lines.push(`**${outplayed}**`, '');
  lines.push('| deck | cell | Nash weight (95% interval) | alpha-rank | fitness in the search | cards |', '| --- | --- | ---: | ---: | --- | --- |');
  result.meta.forEach((id, k) => {
    const r = rec(id);
    lines.push(`| ${deckName(r)} | ${r.cell} | ${pct(meta.nash[k]!)} (${pct(boot.decks[k]!.low)}-${pct(boot.decks[k]!.high)}) | ${pct(meta.alphaRank[k]!)} | ${interval(r.fitness)} | ${inline(game, cards, r.deck)} |`);
  });
  lines.push('');
  lines.push('## Matchups', '', "Row deck's win rate against the column deck, with its 95% Wilson interval (draws count half).", '');
  lines.push(`| | ${result.meta.map((id) => deckName(rec(id))).join(' | ')} |`, `| --- |${result.meta.map(() => ' --- |').join('')}`);
  result.meta.forEach((id, i) => lines.push(`| ${deckName(rec(id))} | ${result.matrix[i]!.map((x, j) => (i === j ? '-' : interval(x))).join(' | ')} |`));
  lines.push('');

  lines.push('## Cards', '');
  lines.push(`A card's meta share is the Nash weight of the metagame's decks that hold it; its pool share is the share of random legal decks that hold it (the card in average company).`, '');
  if (meta.nash[top]! > WARPING_SHARE) lines.push(`When one deck holds most of the weight, each of its cards is in most of it; the lists below put first the cards whose meta share most exceeds their pool share.`, '');
  const warpItem = (c: CardShare): string => `${c.name} (${pct(c.metaShare)}, 95% interval ${pct(boot.cards[c.card]!.low)}-${pct(boot.cards[c.card]!.high)}, pool ${pct(c.poolShare)}; most of the weight in ${pct(boot.cards[c.card]!.most)} of resamples)`;
  const sure = surelyWarping(meta);
  const maybe = meta.warping.filter((c) => !sure.includes(c));
  lines.push(`Format-warping cards (in decks holding more than ${pct(WARPING_SHARE)} of the meta's weight over the whole 95% interval, by meta share less pool share): ${sure.length === 0 ? 'none' : sure.map(warpItem).join('; ')}.`, '');
  lines.push(`Cards that may warp it (in most of the weight by the estimate, not over the whole interval): ${maybe.length === 0 ? 'none' : maybe.map(warpItem).join('; ')}.`, '');
  lines.push(`Cards in no deck the meta plays (Nash weight ${pct(PLAYED_WEIGHT)} or more): ${meta.unplayed.length === 0 ? 'none.' : meta.unplayed.map((c) => c.name).join(', ')}.`, '');
  lines.push('| card | meta share (95% interval) | pool share |', '| --- | ---: | ---: |');
  for (const c of [...meta.cards].sort((a, b) => b.metaShare - a.metaShare || a.card - b.card)) lines.push(`| ${c.name} | ${pct(c.metaShare)} (${pct(boot.cards[c.card]!.low)}-${pct(boot.cards[c.card]!.high)}) | ${pct(c.poolShare)} |`);
  lines.push('');
  lines.push(...controlsMarkdown({ result, meta, seed: exp.seed }, run.controls ?? [], (id) => cards.cards[id]!.name));
  if (run.randomRun) {
    lines.push(...randomRunMarkdown(run.randomRun, [
      { title: 'Format-warping cards', cards: sure.map((c) => c.name) },
      { title: 'Cards that may warp it', cards: maybe.map((c) => c.name) },
      { title: 'Cards in no deck the meta plays', cards: meta.unplayed.map((c) => c.name) },
    ]));
  }
  lines.push('## Caveats', '');
  lines.push(`The decks are strong for the agent that played them (${exp.agents[0]!.label}); where that agent misplays a card (see \`balance-lab blind-spots\`), the search undervalues decks built on it. Fitness in the search is measured against the archive's best decks of each generation, so fitness figures of different generations are not comparable; the matchup matrix is. The weights' intervals measure the matches between the decks this search found, not the search: a search from another seed can find other decks (\`--aa\` plays both searches' decks against each other${restarts.length === 1 ? '; `restarts` in the `deckSearch` section lets several seeds\' decks meet in one metagame' : ''}).`, '');
  lines.push('## Files', '', '- `deck-search.html`: the archive as a map, the matchups as a heatmap, the weights and card shares as charts.', '- `decks.csv` and `decks.parquet`: every deck measured, with its cell, fitness and interval, and Nash weight.', '- `meta-experiment.yaml`: the metagame\'s decks as an experiment (`balance-lab run meta-experiment.yaml`), or to copy decks from.', '');
  return lines.join('\n');
}

export function writeSearchReport(dir: string, run: SearchRun): void {
  mkdirSync(dir, { recursive: true });
  writeWhole(join(dir, 'deck-search.md'), searchMarkdown(run));
  writeWhole(join(dir, 'decks.csv'), decksCsv(run));
  // An experiment file cannot blank a card, so a blanked control's decks are not written as one.
  if ((run.exp.blank ?? []).length === 0) writeWhole(join(dir, 'meta-experiment.yaml'), `# Written by balance-lab deck-search.\n${stringify(metaExperiment(run))}`);
}
