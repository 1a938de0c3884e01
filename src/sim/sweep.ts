// Sweeps: `sweep: {card, field, values}` plays every base match again with the card's field set
// to each value, on the same seed and decks, as ablation replays it with a filler: the patched
// card keeps its id, so until the card matters both matches are the same (common random
// numbers), and each value's change in the holder's win share is a paired figure.

import type { GameDefinition } from '../core/game.js';
import type { ProblemList } from '../core/errors.js';
import { InputError } from '../core/errors.js';
import type { CardSet } from '../core/game.js';
import { suggestion } from '../core/suggest.js';
import type { YamlSource } from '../core/yaml-input.js';
import type { VariantSets } from './ablation-run.js';
import type { ResolvedExperiment } from './experiment.js';
import type { CardPatch } from './patch.js';
import { bareMessage, patchedCards } from './patch.js';

/** The name of the sweep's section in the run's counts. */
export const SWEEP_SECTION = 'sweep';

export interface ResolvedSweep {
  /** The card as the set spells it, and its definition id. */
  readonly card: string;
  readonly id: number;
  readonly field: string;
  readonly values: readonly unknown[];
}

export interface SweepSpec {
  readonly card: string;
  readonly field: string;
  readonly values: readonly unknown[];
}

/** The experiment's patch with the card's field set to `value` on top. */
export function withValue(patch: readonly CardPatch[], sweep: Pick<ResolvedSweep, 'card' | 'field'>, value: unknown): CardPatch[] {
  const own = patch.find((p) => p.card === sweep.card);
  const rest = patch.filter((p) => p !== own);
  return [...rest, { card: sweep.card, fields: { ...(own?.fields ?? {}), [sweep.field]: value } }];
}

/**
 * Checks a sweep against the (patched) set: the card exists, and the game's loader takes every
 * value in its field; each bad value is a problem at its own line.
 */
export function resolveSweep(spec: SweepSpec, game: GameDefinition, cards: CardSet, cardFiles: readonly string[], patch: readonly CardPatch[], usesDecks: boolean, src: YamlSource, problems: ProblemList): ResolvedSweep | undefined {
  if (!usesDecks) return void problems.add(src.error(['sweep'], `game '${game.id}' has no decks: no side holds a card`, "remove 'sweep'"));
  const found = cards.cards.find((c) => c.name.toLowerCase() === spec.card.toLowerCase());
  if (!found) return void problems.add(src.error(['sweep', 'card'], `unknown card '${spec.card}' in set '${cards.name}'`, suggestion(spec.card, cards.cards.map((c) => c.name))));
  if (spec.field === 'name') return void problems.add(src.error(['sweep', 'field'], 'a sweep cannot rename a card', 'sweep one of its other fields'));
  const sweep = { card: found.name, id: found.id, field: spec.field, values: spec.values };
  const before = problems.list.length;
  spec.values.forEach((v, i) => {
    try {
      patchedCards(game, cardFiles, withValue(patch, sweep, v));
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      problems.add(src.error(['sweep', 'values', i], `${sweep.field} ${JSON.stringify(v)} of '${sweep.card}': ${bareMessage(err)}`, err.hint));
    }
  });
  return problems.list.length === before ? sweep : undefined;
}

/** The card set of each swept value, each with the swept card as the focal card. */
export function sweepSets(game: GameDefinition, exp: ResolvedExperiment, sweep: ResolvedSweep): VariantSets {
  return { sets: sweep.values.map((v) => patchedCards(game, exp.cardFiles, withValue(exp.patch, sweep, v))), cards: sweep.values.map(() => sweep.id) };
}
