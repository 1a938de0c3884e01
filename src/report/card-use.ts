// How a card's use is worded: with its kind's verb ("cast", "deployed", "accepted"; the game's
// useVerbs), and "-" for a kind whose use is not recorded, never 0%.

import type { CardRow } from '../stats/card-summary.js';
import { count, pct, pctSpan } from '../stats/format.js';

/** The cards table's cell: "43.1% cast", or "-" when the kind records no use. */
export function useRateCell(c: Pick<CardRow, 'use' | 'playRate'>): string {
  return c.use === null || c.playRate === null ? '-' : `${pct(c.playRate.rate)} ${c.use}`;
}

/**
 * The finding for a card rarely used even when in hand early: "never cast in the 40 games ..."
 * or "cast in only 2.0% [0.4%, 9.9%] of the 40 games ...". Null for a card that is not dead.
 */
export function deadCardText(c: Pick<CardRow, 'name' | 'use' | 'dead' | 'playedWhenDrawnEarly'>): string | null {
  const e = c.playedWhenDrawnEarly;
  if (!c.dead || c.use === null || e === null) return null;
  const games = `the ${count(e.games)} games where it was in hand with two or more turns left`;
  const how = e.rate === 0 ? `never ${c.use} in ${games} (95% interval ${pctSpan(e.low, e.high)})` : `${c.use} in only ${pct(e.rate)} ${pctSpan(e.low, e.high)} of ${games}`;
  return `${c.name} looks dead: ${how}.`;
}
