// Paired replays inside the match loop: after base match i, for each variant card set (a card
// replaced by its filler for ablation, a card patched to a swept value for a sweep) whose card
// is held by one side and by no opponent, the match is played again from the same seed, with
// fresh agents from the same streams, on the variant set. Only the focal side holds the card, so
// exactly its copies change, slot for slot (cards are never removed, which would change the deck
// size and every shuffle), and every action id stays the same, so the two matches are identical
// until the card matters. Pairs go into a section of the match's counts, so they share the
// runner's blocks, checkpoints and worker-count independence. A card that is its own blank
// (src/core/filler.ts) would replay its base match exactly: the pair is counted as such, unplayed.

import { isOwnBlank } from '../core/filler.js';
import type { CardSet } from '../core/game.js';
import { AblationCollector } from '../stats/ablation.js';
import { playMatch } from './match.js';
import type { MatchResult } from './match.js';
import type { PreparedExperiment } from './setup.js';
import { FIRST_SEAT } from './sweep.js';
import { balanceOf } from '../core/facets.js';

/** Card sets to replay base matches on, each with the card whose holder is the focal side. */
export interface VariantSets {
  readonly sets: readonly CardSet[];
  /** Per set: the definition id that changed (FIRST_SEAT for a rule parameter). */
  readonly cards: readonly number[];
  /** Per set: it is the base set (an ablated card that is its own blank); absent: none is. */
  readonly same?: readonly boolean[];
}

export const NO_VARIANTS: VariantSets = { sets: [], cards: [] };

export function ablationSets(p: Pick<PreparedExperiment, 'exp' | 'game' | 'cards'>): VariantSets {
  const fill = balanceOf(p.game).ablationFiller;
  if (p.exp.ablate.length === 0 || !fill) return NO_VARIANTS;
  const sets = p.exp.ablate.map((c) => fill(p.cards, c));
  return { sets, cards: p.exp.ablate, same: sets.map((s, k) => isOwnBlank(p.cards, s, p.exp.ablate[k]!)) };
}

/** Replays the base match on each variant set where one side alone holds its card; pairs into the section at `offset`. */
export function replayPairs(
  p: PreparedExperiment,
  variants: VariantSets,
  seed: number,
  decks: readonly (readonly number[])[],
  base: MatchResult,
  counts: Int32Array,
  offset: number,
  agentsFor: (seed: number) => Parameters<typeof playMatch>[3],
): void {
  const { exp, layout } = p;
  const baseUnits = layout.shareUnits(base.returns).units;
  variants.cards.forEach((card, k) => {
    // A rule parameter (card FIRST_SEAT) changes every match: seen from the first seat.
    const holders = card === FIRST_SEAT ? Array.from({ length: exp.players }, (_, s) => s === 0) : decks.map((d) => d.includes(card));
    for (let focal = 0; focal < holders.length; focal++) {
      if (!holders[focal] || holders.some((h, s) => h && s !== focal)) continue;
      const replayUnits = variants.same?.[k] ? baseUnits : layout.shareUnits(playMatch(p.game, { variant: exp.variant, cards: variants.sets[k]!, decks }, seed, agentsFor(seed)).returns).units;
      AblationCollector.addPair(counts, offset, k, baseUnits[focal]!, replayUnits[focal]!, layout.outcomes.units);
    }
  });
}
