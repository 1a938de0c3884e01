// A Ward state's buffer: the zones of its card table, the fields each card keeps, the game's
// own arrays and the stack, as core/state-storage.ts lays them out. Rules modules bind the
// field indices to their own consts; state.ts builds states of this shape.

import { cardFields } from '../../core/card-fields.js';
import type { ZoneSpec } from '../../core/cards.js';
import { STREAM_SHUFFLE } from '../../core/rng.js';
import { arrayLayout } from '../../core/state-storage.js';
import type { StateShape } from '../../core/state-storage.js';
import { FRAMES, STACK_CAPACITY } from './frames.js';
import { MAX_CARDS, VARS } from './ids.js';

/** In zone-number order (ids.ts). */
const ZONES: readonly ZoneSpec[] = [
  { name: 'deck', kind: 'pile', visibility: 'secret' },
  { name: 'hand', kind: 'pile', visibility: 'private' },
  { name: 'cemetery', kind: 'pile', visibility: 'public' },
  { name: 'chain', kind: 'pile', visibility: 'public' },
  { name: 'under', kind: 'pile', visibility: 'public' },
  { name: 'field', kind: 'cells', visibility: 'public', cells: 10 },
  { name: 'magic', kind: 'cells', visibility: 'public', cells: 10 },
];

/**
 * What each card keeps while on the field; all of it goes back to the initial values when it
 * leaves. Two groups are read by offset: al..hit in STATS order (a single magic's buffs), and
 * each over-time effect's amount, ticks left and next tick (rules/effects.ts).
 */
export const CARD_FIELDS = cardFields({
  hp: { doc: 'HP left (a creature on the field)' },
  al: { doc: 'AL gained from single magic (equip and field buffs are counted live)' },
  spd: { doc: 'SPD gained from single magic' },
  mod: { doc: 'modifier gained from single magic' },
  atk: { doc: 'attack dice gained from single magic' },
  hit: { doc: 'hit dice gained from single magic' },
  negated: { doc: '1 when its creature effects are negated for as long as it stays (14.2, 16.1.3)' },
  immuneUntil: { doc: 'the turn at whose start its immunity ends' },
  dotAmount: { doc: 'damage of its DOT per tick' },
  dotLeft: { doc: 'DOT ticks to come' },
  dotNext: { doc: 'the turn at whose combat end the DOT ticks next' },
  hotAmount: { doc: 'healing of its HOT per tick' },
  hotLeft: { doc: 'HOT ticks to come' },
  hotNext: { doc: 'the turn at whose combat end the HOT ticks next' },
  anchor: { initial: -1, doc: 'the anchoring magic that holds this creature on the field (12)' },
  host: { initial: -1, doc: 'the creature this equip is attached to' },
  underOf: { initial: -1, doc: 'the creature this card lies under (8.3)' },
  battled: { doc: 'the turn in which the creature last started a battle' },
});

/** The game's own arrays: the state's scalars (ids.ts V_*), then per player. */
const ARRAYS = arrayLayout({
  vars: ['i32', VARS],
  /** Printed HP of the creatures in the cemetery (4.1.1). */
  cemeteryHp: ['i32', 2],
  /** 1 once the turn's normal summon is made (8.1), also by killing one's own primary (8.4). */
  normalSummonUsed: ['u8', 2],
  /** 1 once the player killed their own primary this turn (8.4). */
  killUsed: ['u8', 2],
  /** 1 while a replacement of the primary is asked of the player (7.2.1). */
  replacePending: ['u8', 2],
});

export const WARD_SHAPE: StateShape<typeof ARRAYS.decls> = {
  zones: ZONES,
  players: 2,
  cards: MAX_CARDS,
  fields: CARD_FIELDS,
  streams: STREAM_SHUFFLE + 2,
  arrays: ARRAYS,
  frames: { width: FRAMES.width, capacity: STACK_CAPACITY },
};
