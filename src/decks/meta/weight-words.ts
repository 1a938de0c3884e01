// Sentences about the meta's weight that say no more than its interval: a deck "holds most of
// the weight" only when its whole 95% interval is above one half, "is not played" only when the
// whole interval is below PLAYED_WEIGHT, and otherwise the sentence gives the interval itself.

import type { WeightInterval } from './bootstrap.js';
import type { CardShare, Metagame } from './metagame.js';
import { PLAYED_WEIGHT, WARPING_SHARE } from './metagame.js';

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

export type WeightCall = 'most' | 'unplayed' | 'open';

/** What the interval allows one to say of a weight (or of a card's meta share). */
export function weightCall(w: WeightInterval): WeightCall {
  if (w.low > WARPING_SHARE) return 'most';
  if (w.high < PLAYED_WEIGHT) return 'unplayed';
  return 'open';
}

/** The meta's format-warping cards: in most of its weight over the whole 95% interval. */
export function surelyWarping(meta: Metagame): CardShare[] {
  return meta.warping.filter((c) => weightCall(meta.bootstrap.cards[c.card]!) === 'most');
}

/** "holds most of the meta's weight (at least 62.0%; estimate 90.1%)", and so on. */
export function weightWords(estimate: number, w: WeightInterval): string {
  const range = `95% interval ${pct(w.low)}-${pct(w.high)}`;
  switch (weightCall(w)) {
    case 'most':
      return `holds most of the meta's weight (${pct(estimate)}, ${range})`;
    case 'unplayed':
      return `is not played (${pct(estimate)}, ${range})`;
    default:
      return `holds somewhere between ${pct(w.low)} and ${pct(w.high)} of the meta's weight (estimate ${pct(estimate)}): more matches are needed to say more`;
  }
}
