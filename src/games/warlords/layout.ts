// A Warlords state's buffer: the zones of its card table, the fields each card keeps, the
// game's own arrays (every scalar among them, in `vars`) and the stack, as
// core/state-storage.ts lays them out.

import { cardFields } from '../../core/card-fields.js';
import type { ZoneSpec } from '../../core/cards.js';
import { STREAM_SHUFFLE } from '../../core/rng.js';
import { arrayLayout } from '../../core/state-storage.js';
import type { StateShape } from '../../core/state-storage.js';
import { MAX_DEFS } from './card-schema.js';
import { FRAMES, STACK_CAPACITY } from './frames.js';
import { CELLS, MAX_CARDS, MAX_LOCATIONS, VARS } from './ids.js';

/** In zone-number order (ids.ts). */
const ZONES: readonly ZoneSpec[] = [
  { name: 'battle deck', kind: 'pile', visibility: 'secret' },
  { name: 'building deck', kind: 'pile', visibility: 'secret' },
  { name: 'hand', kind: 'pile', visibility: 'private' },
  { name: 'discard', kind: 'pile', visibility: 'public' },
  { name: 'armory', kind: 'pile', visibility: 'public' },
  { name: 'hero', kind: 'pile', visibility: 'public' },
  { name: 'chain', kind: 'pile', visibility: 'public' },
  { name: 'attached', kind: 'pile', visibility: 'public' },
  { name: 'locations', kind: 'cells', visibility: 'public', cells: 2 * MAX_LOCATIONS },
  { name: 'battlefield', kind: 'cells', visibility: 'public', cells: CELLS },
  { name: 'ground', kind: 'cells', visibility: 'public', cells: CELLS },
];

/** What a card keeps; reset when it leaves the battlefield. Bonuses are recomputed from the attachments. */
export const CARD_FIELDS = cardFields({
  damage: { doc: 'damage on a troop; it stays from turn to turn until healed' },
  durability: { doc: 'durability left of an item' },
  exhausted: { doc: '1 while the troop is turned sideways' },
  summoned: { initial: -1, doc: 'match turn the troop was summoned (its preparation turn)' },
  steps: { doc: '99 once the troop has moved (or fought) this turn, else 0' },
  skillUsed: { doc: '1 once its skill was activated this turn' },
  attacked: { doc: '1 once it started a combat this turn' },
  threatStart: { doc: "1 when it began its controller's tactics inside an active enemy threat area" },
  tempAtk: { doc: 'ATK gained until the end of the turn' },
  tempSpd: { doc: 'SPD gained until the end of the turn' },
  tempAbsorb: { doc: 'Absorb gained until the end of the turn (Healing Shield)' },
  bonusAtk: { doc: 'ATK from attached items, curses and powers' },
  bonusHp: { doc: 'HP from attached items and powers' },
  bonusSpd: { doc: 'SPD from attached items, curses and powers' },
  bonusAbsorb: { doc: 'Absorb (physical) from powers' },
  flying: { doc: '1 when a power gives it flying' },
  noThreat: { doc: '1 when a curse takes its threat area away' },
  wither: { doc: 'magic damage it takes at the beginning of its controller turn (curses)' },
  weapon: { initial: -1, doc: 'the weapon attached to the troop' },
  armor: { initial: -1, doc: 'the armour attached to the troop' },
  trinket: { initial: -1, doc: 'the trinket attached to the troop' },
});

const ARRAYS = arrayLayout({
  /** The match's scalars: phase, turn player, winner, whether the phase's beginning is past (ids.ts V_*). */
  vars: ['i32', VARS],
  /** Each warlord's health (20 at the start; 0 loses). */
  health: ['i16', 2],
  gold: ['i16', 2],
  mana: ['i16', 2],
  /** The hero's power points. */
  power: ['i16', 2],
  /** 1 once the hero's skill was used this turn. */
  heroUsed: ['u8', 2],
  /** inList[p * MAX_DEFS + d] = 1 when p's deck list holds definition d (public: decklists are open). */
  inList: ['u8', 2 * MAX_DEFS],
});

export const WARLORDS_SHAPE: StateShape<typeof ARRAYS.decls> = {
  zones: ZONES,
  players: 2,
  cards: MAX_CARDS,
  fields: CARD_FIELDS,
  streams: STREAM_SHUFFLE + 2,
  arrays: ARRAYS,
  frames: { width: FRAMES.width, capacity: STACK_CAPACITY },
};
