// Gloom's stack frames. Reactions (Counter-charge, Dispel Tests) use core/response-window.ts: a
// melee attack that charges a Counter-charge unit, or a spell cast successfully, goes on the
// stack as an entry with a window for the other player above it; a reaction goes beneath the
// window and resolves first (last in, first out).

import { frameKinds } from '../../core/frames.js';
import { ResponseWindows, WINDOW_FRAME } from '../../core/response-window.js';

export const FRAMES = frameKinds({
  window: WINDOW_FRAME,
  /** An attack, a cast, or a reaction to one (`what`: ENTRY_*), waiting to resolve. */
  entry: { fields: ['what', 'card', 'target', 'x', 'y', 'flag'], title: 'pending action' },
  /** An attack test in progress (`stage`: STAGE_*); target >= 0 a unit's card, else -1 - hex of a terrain piece; `countered` 1 after a Counter-charge. */
  attack: { fields: ['attacker', 'target', 'profile', 'charge', 'flank', 'stage', 'countered'], title: 'attack test' },
  /** A player with Momentum or Command Seals may reroll dice of the test below. */
  reroll: { question: true, fields: ['role'], title: 'reroll dice' },
  /** A unit holding a Boost token is about to make a Test: its controller spends the token or keeps it. */
  boost: { question: true, fields: ['card'], title: 'spend the Boost token' },
  /** A displaced or teleported unit: its controller chooses where (among `mode`'s hexes) and its facing. */
  displace: { question: true, fields: ['card', 'mode', 'from'], title: 'displacement' },
  /** A Trample step waiting for the pushed unit to face: then the trampler enters the hex. */
  trample: { fields: ['card', 'hex'], title: 'trample' },
});

export const WINDOWS = new ResponseWindows(FRAMES.kind.window, FRAMES.kind.entry, 2);

export const STACK_CAPACITY = 32;

export const ENTRY_ATTACK = 0;
export const ENTRY_COUNTER_CHARGE = 1;
export const ENTRY_CAST = 2;
export const ENTRY_DISPEL = 3;

export const STAGE_ROLL = 0;
export const STAGE_ASK_ATTACKER = 1;
export const STAGE_ASK_DEFENDER = 2;
export const STAGE_RESOLVE = 3;

/** Displacement modes: the Retreat Zone from `from`, the one hex given, or any hex next to the unit (God's Push). */
export const DISPLACE_RETREAT = 0;
export const DISPLACE_FIXED = 1;
