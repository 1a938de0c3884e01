// Warlords' stack frames. Sudden spells, skills and every card played go on the chain as entries
// of core/response-window.ts's windows and resolve last in, first out; the windows at the
// openings of the building, summon and tactics phases and at the end of tactics are opened at
// fixed points; a declared combat waits beneath the window of its sudden phase.

import { frameKinds } from '../../core/frames.js';
import { ResponseWindows, WINDOW_FRAME } from '../../core/response-window.js';

export const FRAMES = frameKinds({
  window: WINDOW_FRAME,
  /** A card played (`card` on the chain zone), a troop's skill or the hero's (`source`); `kind` is ENTRY_*. */
  entry: { fields: ['card', 'player', 'target', 'kind', 'source'], title: 'chain entry' },
  /** A declared combat: the troop on `attackerCell` against `target` (a cell, WARLORD_TARGET or ITEM_TARGET + cell); `strikers` the directions that strike back. */
  combat: { fields: ['attackerCell', 'player', 'target', 'strikers'], title: 'combat' },
  /** A troop entered the threat areas of several enemy troops: which one it fights (`dirs` the choices). */
  chooseTarget: { question: true, fields: ['cell', 'dirs'], title: 'troop to fight' },
  /** The end-of-tactics window has closed: the turn ends. */
  endTactics: { fields: [], title: 'end of tactics' },
});

export const WINDOWS = new ResponseWindows(FRAMES.kind.window, FRAMES.kind.entry, 2);

export const STACK_CAPACITY = 64;
