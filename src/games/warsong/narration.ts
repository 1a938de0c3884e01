// What a log says when a card leaves the battlefield, beyond the move that set it off (an arcane
// missile's target names a direction, not the card it took): which card, where, how it left and
// by which card. The rules call it only while a log listens (GameState.setNarrator).

import { NO_CARD } from '../../core/cards.js';
import { SPAWN } from './card-schema.js';
import type { WarsongState } from './state.js';

/** How a card leaves, as removal.ts numbers it: captured, destroyed, returned to its owner's hand. */
const RETURNED = 2;
const LEFT = ['is captured', 'is destroyed'] as const;

function cardName(s: WarsongState, c: number): string {
  return `P${s.cards.controller[c]! + 1}'s ${s.config.set.data[s.cards.def[c]!]?.name ?? `#${s.cards.def[c]}`}`;
}

/** "P1's Fae Sapling at b3 is captured by P2's Arcane Golem" (`how` indexes LEFT; `source` the card that did it, or NO_CARD). */
export function leavingLine(s: WarsongState, card: number, how: number, source: number): string {
  const where = s.geo.name(s.cards.slot[card]!);
  const by = source !== NO_CARD && source !== card ? ` by ${cardName(s, source)}` : '';
  const spawn = how !== RETURNED && s.defs.type[s.cards.def[card]!] === SPAWN ? ' (a spawn: banished)' : '';
  const verb = how === RETURNED ? `returns to P${s.cards.owner[card]! + 1}'s hand` : LEFT[how as 0 | 1];
  return `${cardName(s, card)} at ${where} ${verb}${by}${spawn}`;
}
