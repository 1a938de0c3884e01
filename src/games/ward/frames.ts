// Ward's stack frames. Questions ask a player (word ASKED); the window and the chain entries
// beneath it are core/response-window.ts's: a magic played or a creature with effects summoned
// pushes its entry and opens a window for the other player, a response goes beneath the window
// and reopens it, and once a player passes the entries resolve from the top, last in first out.
// The kinds keep their numbers (the observation one-hots the top frame's kind): 1 choose ...
// 9 destroy a magic, with the chain entry at 4.

import { frameKinds } from '../../core/frames.js';
import { ResponseWindows, WINDOW_FRAME } from '../../core/response-window.js';

export const FRAMES = frameKinds({
  /** The lower first-player roll chooses to go first or second (7.1.1). */
  choose: { question: true, fields: [], title: 'go first or second' },
  /** Over the hand limit after the draw: one discard at a time (open question 3). */
  discard: { question: true, fields: [], title: 'discard down to the hand limit' },
  window: WINDOW_FRAME,
  /** A magic played or a summoned creature's effects (`kind`: ENTRY_*), waiting to resolve. */
  entry: { fields: ['card', 'player', 'target', 'kind', 'negated'], title: 'chain entry' },
  /** No primary creature (7.2.1); while none in hand can be summoned, the redraw runs (7.2.2-7.2.3). */
  replace: { question: true, fields: [], title: 'replace the primary creature' },
  /**
   * Sacrifices of a summon, one at a time: `lastPick` the previous answer, `first`/`second` the
   * cards chosen; `handOnly` 1 when the primary is not one of them (a replacement, 8.3's summon).
   */
  sacrifice: { question: true, fields: ['card', 'left', 'lastPick', 'handOnly', 'first', 'second'], title: 'sacrifice' },
  /** Revival Priest's creature from the cemetery, held by `anchor` (12). */
  revive: { question: true, fields: ['anchor'], title: 'creature to revive' },
  /** Pack Call's limited summon from hand, AL at most `maxAl`, held by `anchor` (12, 13). */
  limitedSummon: { question: true, fields: ['anchor', 'maxAl'], title: 'creature to limited-summon' },
  /** Hive Lord's on-summon destroy: which magic. */
  destroyMagic: { question: true, fields: [], title: 'magic to destroy' },
});

export const WINDOWS = new ResponseWindows(FRAMES.kind.window, FRAMES.kind.entry, 2);

/** Frames a Ward stack holds at most. */
export const STACK_CAPACITY = 64;

/** A chain entry's target below -1 names another entry (the card it answers) by its stack index; the map is its own inverse. */
export function entryRef(stackIndex: number): number {
  return -2 - stackIndex;
}
