// Sweeps: `sweep: {card, field, values}` plays every base match again with the card's field set
// to each value, on the same seed and decks, as ablation replays it with a filler: the patched
// card keeps its id, so until the card matters both matches are the same (common random
// numbers), and each value's change in the holder's win share is a paired figure.

import { violationText, type CardSet, type GameDefinition } from '../core/game.js';
import type { ProblemList } from '../core/errors.js';
import { InputError } from '../core/errors.js';
import { suggestion } from '../core/suggest.js';
import type { YamlSource } from '../core/yaml-input.js';
import type { VariantSets } from './ablation-run.js';
import { cardNameHint } from './card-names.js';
import type { ResolvedExperiment, ResolvedSweep } from '../experiment/resolved.js';
import type { SweepTarget } from '../experiment/spec.js';
import type { CardPatch } from '../experiment/patch.js';
import { bareMessage, patchedCards } from '../experiment/patch.js';
import { balanceOf, cardsOf } from '../core/facets.js';

export interface SweepSpec {
  readonly card?: string | undefined;
  readonly field?: string | undefined;
  readonly tunable?: string | undefined;
  readonly values: readonly unknown[];
  readonly target?: SweepTarget | undefined;
}

/** What the run measures of its cards besides win rates: the target a card's sweep may take. */
export interface RunMeasures {
  /** Definition ids the experiment ablates. */
  readonly ablated: readonly number[];
  /** Whether the run fits adjusted effects (random decks, two players, a pool the moments hold). */
  readonly adjusted: boolean;
}

/** A card's sweep replays the matches where one side alone holds it; a tunable's, every match, seen from the first seat. */
export const FIRST_SEAT = -1;

/** The experiment's patch with the card's field set to `value` on top. */
export function withValue(patch: readonly CardPatch[], sweep: { card: string; field: string }, value: unknown): CardPatch[] {
  const own = patch.find((p) => p.card === sweep.card);
  const rest = patch.filter((p) => p !== own);
  return [...rest, { card: sweep.card, fields: { ...(own?.fields ?? {}), [sweep.field]: value } }];
}

/** A value listed twice would be played twice and reported as two points of one curve: each is a problem at its line. */
function duplicateValues(values: readonly unknown[], src: YamlSource, problems: ProblemList): void {
  const first = new Map<string, number>();
  values.forEach((v, i) => {
    const key = JSON.stringify(v);
    const at = first.get(key);
    if (at === undefined) first.set(key, i);
    else problems.add(src.error(['sweep', 'values', i], `value ${key} is listed twice (values[${at}] and values[${i}])`, 'list each value once'));
  });
}

/**
 * Checks a sweep against the (patched) set: the card exists, the game's loader takes every
 * value in its field, and every deck the experiment plays (`played`; none for random decks, drawn
 * per match from the set as patched) keeps the deck rules at every value; each bad value is a
 * problem at its own line.
 */
export function resolveSweep(
  spec: SweepSpec,
  game: GameDefinition,
  cards: CardSet,
  cardFiles: readonly string[],
  patch: readonly CardPatch[],
  decks: { readonly usesDecks: boolean; readonly variant: string; readonly played: readonly { name: string; cards: readonly number[] }[] },
  measures: RunMeasures,
  src: YamlSource,
  problems: ProblemList,
): ResolvedSweep | undefined {
  const { usesDecks } = decks;
  duplicateValues(spec.values, src, problems);
  if (spec.tunable !== undefined) return resolveTunable(spec, spec.tunable, game, cards, src, problems);
  const { card, field } = spec;
  if (card === undefined || field === undefined) return void problems.add(src.error(['sweep'], "a sweep names a 'card' and its 'field', or a 'tunable'", 'add the missing key'));
  if (!usesDecks) return void problems.add(src.error(['sweep'], `game '${game.id}' has no decks: no side holds a card`, "remove 'sweep'"));
  const found = cards.cards.find((c) => c.name.toLowerCase() === card.toLowerCase());
  if (!found) return void problems.add(src.error(['sweep', 'card'], `unknown card '${card}' in set '${cards.name}'`, cardNameHint(card, cards.cards.map((c) => c.name))));
  if (field === 'name') return void problems.add(src.error(['sweep', 'field'], 'a sweep cannot rename a card', 'sweep one of its other fields'));
  const target = sweepTarget(spec.target, found.id, found.name, measures, src, problems);
  if (target === undefined) return undefined;
  const sweep = { card: found.name, id: found.id, field, values: spec.values, target, targetChosen: spec.target !== undefined };
  const before = problems.list.length;
  spec.values.forEach((v, i) => {
    try {
      const set = patchedCards(game, cardFiles, withValue(patch, sweep, v));
      for (const d of decks.played) {
        const broken = cardsOf(game).validateDeck(set, d.cards, decks.variant);
        if (broken.length > 0) problems.add(src.error(['sweep', 'values', i], `${sweep.field} ${JSON.stringify(v)} of '${sweep.card}' makes deck '${d.name}' illegal: it breaks ${broken.map(violationText).join('; ')}`, 'sweep values that keep the decks legal, or play other decks'));
      }
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      problems.add(src.error(['sweep', 'values', i], `${sweep.field} ${JSON.stringify(v)} of '${sweep.card}': ${bareMessage(err)}`, err.hint));
    }
  });
  return problems.list.length === before ? sweep : undefined;
}

/**
 * A card sweep's target: the one named, if the run measures it; else by the verdict rule,
 * ablation where the card is ablated, else the adjusted effect where the run fits it, else the
 * holder's win rate.
 */
function sweepTarget(named: SweepTarget | undefined, id: number, card: string, m: RunMeasures, src: YamlSource, problems: ProblemList): SweepTarget | undefined {
  if (named === 'ablation' && !m.ablated.includes(id)) return void problems.add(src.error(['sweep', 'target'], `target 'ablation' needs '${card}' ablated in this run`, `add it to 'ablation: {cards: [...]}'`));
  if (named === 'adjusted effect' && !m.adjusted) return void problems.add(src.error(['sweep', 'target'], "target 'adjusted effect' needs a two-player run with 'randomDecks: true' (adjusted effects are fitted only there)", "add 'randomDecks: true', or use target 'ablation' with the card ablated"));
  if (named !== undefined) return named;
  return m.ablated.includes(id) ? 'ablation' : m.adjusted ? 'adjusted effect' : 'win rate';
}

function resolveTunable(spec: SweepSpec, name: string, game: GameDefinition, cards: CardSet, src: YamlSource, problems: ProblemList): ResolvedSweep | undefined {
  if (spec.card !== undefined || spec.field !== undefined) return void problems.add(src.error(['sweep', 'tunable'], "a sweep names a 'tunable' or a 'card' and 'field', not both", 'keep one of them'));
  if (spec.target !== undefined && spec.target !== 'win rate') return void problems.add(src.error(['sweep', 'target'], `a tunable's sweep reads the first player's win rate, not a card's ${spec.target}`, "remove 'target'"));
  const tunables = balanceOf(game).tunables ?? [];
  const t = tunables.find((x) => x.name.toLowerCase() === name.toLowerCase());
  if (!t) return void problems.add(src.error(['sweep', 'tunable'], `game '${game.id}' declares no tunable '${name}'`, tunables.length > 0 ? suggestion(name, tunables.map((x) => x.name)) : 'it declares none'));
  const before = problems.list.length;
  spec.values.forEach((v, i) => {
    if (typeof v !== 'number') return void problems.add(src.error(['sweep', 'values', i], `tunable '${t.name}' takes numbers, got ${JSON.stringify(v)}`));
    // The game's own check of the value (a whole number in range), before anything is played.
    try {
      t.apply(cards, v);
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      problems.add(src.error(['sweep', 'values', i], bareMessage(err), err.hint));
    }
  });
  return problems.list.length === before ? { card: null, id: FIRST_SEAT, field: t.name, values: spec.values, target: 'win rate', targetChosen: spec.target !== undefined } : undefined;
}

/** The card set of each swept value, each with the swept card (or the first seat) as the focal side. */
export function sweepSets(game: GameDefinition, exp: ResolvedExperiment, cards: CardSet, sweep: ResolvedSweep): VariantSets {
  const ids = sweep.values.map(() => sweep.id);
  if (sweep.card === null) {
    const t = balanceOf(game).tunables!.find((x) => x.name === sweep.field)!;
    return { sets: sweep.values.map((v) => t.apply(cards, v as number)), cards: ids };
  }
  const card = sweep.card;
  return { sets: sweep.values.map((v) => patchedCards(game, exp.cardFiles, withValue(exp.patch, { card, field: sweep.field }, v))), cards: ids };
}
