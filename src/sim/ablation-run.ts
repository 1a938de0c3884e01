// Ablation replays inside the match loop: after base match i, for each ablated card held by
// one side and by no opponent, the match is played again from the same seed, with fresh agents
// from the same streams, on the card set where that card's definition is replaced (same id) by
// the game's filler. Only the focal side holds the card, so exactly its copies change, slot for
// slot (cards are never removed, which would change the deck size and every shuffle), and every
// action id stays the same, so the two matches are identical until the card matters. Pairs go into the ablation section of the match's counts, so they share the
// runner's blocks, checkpoints and worker-count independence.

import type { CardSet } from '../core/game.js';
import { AblationCollector } from '../stats/ablation.js';
import { playMatch } from './match.js';
import type { MatchResult } from './match.js';
import type { PreparedExperiment } from './setup.js';

export interface AblationSets {
  /** Per ablated card (same order as exp.ablate): the card set with that card replaced by its filler. */
  readonly sets: readonly CardSet[];
}

export function ablationSets(p: Omit<PreparedExperiment, 'ablation'>): AblationSets {
  const fill = p.game.ablationFiller;
  if (p.exp.ablate.length === 0 || !fill) return { sets: [] };
  return { sets: p.exp.ablate.map((c) => fill(p.cards, c)) };
}

export function replayAblations(
  p: PreparedExperiment,
  seed: number,
  decks: readonly (readonly number[])[],
  base: MatchResult,
  counts: Int32Array,
  offset: number,
  agentsFor: (seed: number) => Parameters<typeof playMatch>[3],
): void {
  const { exp, layout } = p;
  const baseUnits = layout.shareUnits(base.returns).units;
  exp.ablate.forEach((card, k) => {
    const holders = decks.map((d) => d.includes(card));
    for (let focal = 0; focal < decks.length; focal++) {
      if (!holders[focal] || holders.some((h, s) => h && s !== focal)) continue;
      const replay = playMatch(p.game, { variant: exp.variant, cards: p.ablation.sets[k]!, decks }, seed, agentsFor(seed));
      const replayUnits = layout.shareUnits(replay.returns).units;
      AblationCollector.addPair(counts, offset, k, baseUnits[focal]!, replayUnits[focal]!, layout.outcomes.units);
    }
  });
}
