// A Duel of Lanterns state's buffer: the zones of its card table, the fields a unit keeps, the
// game's own arrays (every scalar of the state among them, so a copy of the buffer copies it
// all) and the stack, as core/state-storage.ts lays them out.

import { cardFields } from '../../core/card-fields.js';
import type { ZoneSpec } from '../../core/cards.js';
import { STREAM_SHUFFLE } from '../../core/rng.js';
import { arrayLayout } from '../../core/state-storage.js';
import type { StateShape } from '../../core/state-storage.js';
import { FRAMES, STACK_CAPACITY } from './frames.js';
import { MAX_CARDS, ROW_SIZE, VARS } from './ids.js';

/** In zone-number order (ids.ts). */
const ZONES: readonly ZoneSpec[] = [
  { name: 'deck', kind: 'pile', visibility: 'secret' },
  { name: 'hand', kind: 'pile', visibility: 'private' },
  { name: 'row', kind: 'cells', visibility: 'public', cells: 2 * ROW_SIZE },
  { name: 'ashes', kind: 'pile', visibility: 'public' },
  { name: 'pending', kind: 'pile', visibility: 'public' },
];

/** What a unit keeps while in the row; back to the initial values when it leaves. */
export const CARD_FIELDS = cardFields({
  damage: { doc: 'damage taken since it entered the row (5)' },
  entered: { doc: 'the match turn it entered the row in' },
  attacked: { doc: 'the match turn it last attacked in' },
});

const ARRAYS = arrayLayout({
  vars: ['i32', VARS],
  light: ['i32', 2],
  /** Oil left; refilled at the start of its player's turn, kept through the opponent's (3.1, 6). */
  oil: ['i16', 2],
});

export type LanternArrays = typeof ARRAYS.decls;

export const LANTERN_SHAPE: StateShape<LanternArrays> = {
  zones: ZONES,
  players: 2,
  cards: MAX_CARDS,
  fields: CARD_FIELDS,
  streams: STREAM_SHUFFLE + 2,
  arrays: ARRAYS,
  frames: { width: FRAMES.width, capacity: STACK_CAPACITY },
};
