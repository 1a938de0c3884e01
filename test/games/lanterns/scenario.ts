// Duel of Lanterns scenarios for the rule tests: a position from plain data
// (src/games/lanterns/position.ts), decisions named as the play log writes them, and reads of
// the result.

import type { LanternCardSet } from '../../../src/games/lanterns/card-tables.js';
import { lanterns } from '../../../src/games/lanterns/game.js';
import { ASHES, HAND, NUM_ACTIONS, ROW, ROW_SIZE } from '../../../src/games/lanterns/ids.js';
import type { LanternPosition } from '../../../src/games/lanterns/position.js';
import { stateFromPosition } from '../../../src/games/lanterns/position.js';
import type { LanternState } from '../../../src/games/lanterns/state.js';
import { cardsOf } from '../../../src/core/facets.js';

export const set = cardsOf(lanterns).defaultSet() as LanternCardSet;

export function def(name: string): number {
  const c = set.cards.find((x) => x.name === name);
  if (!c) throw new Error(`no card ${name}`);
  return c.id;
}

export function position(p: LanternPosition): LanternState {
  return stateFromPosition(p, set);
}

/** The legal decisions as the play log writes them. */
export function legal(s: LanternState): string[] {
  const ids = new Int32Array(NUM_ACTIONS);
  const n = s.legalActions(ids);
  return Array.from(ids.subarray(0, n), (a) => s.describeAction(a));
}

/** Applies the legal decision the log writes as `text`; throws when none is legal. */
export function act(s: LanternState, text: string): void {
  const ids = new Int32Array(NUM_ACTIONS);
  const n = s.legalActions(ids);
  for (let i = 0; i < n; i++) {
    if (s.describeAction(ids[i]!) === text) {
      s.apply(ids[i]!);
      return;
    }
  }
  throw new Error(`'${text}' is not legal; legal: ${legal(s).join(' | ')}`);
}

/** Names of the cards of p's pile `zone`, bottom first. */
export function pile(s: LanternState, zone: typeof HAND | typeof ASHES, p: number): string[] {
  const t = s.cards;
  return Array.from({ length: t.count(zone, p) }, (_, i) => set.cards[t.def[t.at(zone, p, i)]!]!.name);
}

/** Names in p's row by place, null for an empty place. */
export function row(s: LanternState, p: number): (string | null)[] {
  return Array.from({ length: ROW_SIZE }, (_, k) => {
    const c = s.cards.cell(ROW, p * ROW_SIZE + k);
    return c < 0 ? null : set.cards[s.cards.def[c]!]!.name;
  });
}
