// Ablation replays inside the match loop: after base match i, each ablated card held by one
// side (and by no opponent) is replaced slot for slot by the game's filler in that side's
// deck and the match is played again from the same seed with fresh agents from the same
// streams. Pairs go into the ablation section of the match's counts, so they share the
// runner's blocks, checkpoints and worker-count independence.

import type { CardSet } from '../core/game.js';
import { AblationCollector } from '../stats/ablation.js';
import { replaceSlotForSlot } from './ablation-replay.js';
import { playOut } from './match.js';
import type { MatchResult } from './match.js';
import type { PreparedExperiment } from './setup.js';

export interface AblationSets {
  /** Per ablated card (same order as exp.ablate): the card set with its filler, and the filler's id. */
  readonly sets: readonly { readonly cards: CardSet; readonly filler: number }[];
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
  agentsFor: (seed: number) => Parameters<typeof playOut>[1],
): void {
  const { exp, layout } = p;
  const baseUnits = layout.shareUnits(base.returns).units;
  exp.ablate.forEach((card, k) => {
    const holders = decks.map((d) => d.includes(card));
    for (let focal = 0; focal < decks.length; focal++) {
      if (!holders[focal] || holders.some((h, s) => h && s !== focal)) continue;
      const { cards, filler } = p.ablation.sets[k]!;
      const swapped = decks.map((d, s) => (s === focal ? replaceSlotForSlot(d, card, filler) : d));
      const replay = playOut(p.game.newMatch({ variant: exp.variant, cards, decks: swapped }, seed), agentsFor(seed));
      const replayUnits = layout.shareUnits(replay.returns).units;
      AblationCollector.addPair(counts, offset, k, baseUnits[focal]!, replayUnits[focal]!, layout.outcomes.units);
    }
  });
}
