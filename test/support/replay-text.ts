// Shared by the tests that check a reused state plays exactly as a new one: a random line of
// play recorded as every state's text (card events as text: EventLines in core/events.ts).

import type { GameState } from '../../src/core/game.js';
import type { Rng } from '../../src/core/rng.js';

const IDS = new Int32Array(1 << 15);

/** Plays random legal actions from `rng` to the end; returns every state's text on the way. */
export function playRandomly(s: GameState, rng: Rng): string[] {
  const seen = [s.serialize()];
  while (!s.isTerminal()) {
    const n = s.legalActions(IDS);
    s.apply(IDS[rng.below(n)]!);
    seen.push(s.serialize());
  }
  return seen;
}
