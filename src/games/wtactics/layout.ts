// A WTactics state's buffer: the zones of its card table, what each card keeps, the game's own
// per-player and per-quest arrays and the stack, as core/state-storage.ts lays them out.

import { cardFields } from '../../core/card-fields.js';
import type { ZoneSpec } from '../../core/cards.js';
import { STREAM_SHUFFLE } from '../../core/rng.js';
import { arrayLayout } from '../../core/state-storage.js';
import type { StateShape } from '../../core/state-storage.js';
import { FRAMES, STACK_CAPACITY } from './frames.js';
import { CELLS, QUEST_SLOTS } from './ids.js';

/** In zone-number order (ids.ts). */
export const ZONES: readonly ZoneSpec[] = [
  { name: 'army', kind: 'pile', visibility: 'secret' },
  { name: 'hand', kind: 'pile', visibility: 'private' },
  { name: 'grave', kind: 'pile', visibility: 'public' },
  { name: 'removed', kind: 'pile', visibility: 'public' },
  { name: 'resources', kind: 'pile', visibility: 'private' },
  { name: 'escrow', kind: 'pile', visibility: 'private' },
  { name: 'dropped', kind: 'pile', visibility: 'public' },
  { name: 'attached', kind: 'pile', visibility: 'public' },
  { name: 'quest-deck', kind: 'pile', visibility: 'secret' },
  { name: 'veto', kind: 'pile', visibility: 'public' },
  { name: 'fronts', kind: 'cells', visibility: 'public', cells: CELLS },
  { name: 'quests', kind: 'cells', visibility: 'public', cells: QUEST_SLOTS },
  { name: 'heroes', kind: 'cells', visibility: 'public', cells: 2 },
  { name: 'playing', kind: 'pile', visibility: 'public' },
];

export const CARD_FIELDS = cardFields({
  marked: { doc: '1 while the creature or resource is marked' },
  assigned: { doc: '1 while the creature is assigned' },
  assignedTurn: { initial: -1, doc: 'the turn it was assigned: its assignment works from the next turn' },
  unassignedTurn: { initial: -1, doc: 'the turn it was unassigned: it cannot mark or assign again in it' },
  tempAtk: { doc: 'ATK gained until the end of the turn' },
  tempDef: { doc: 'DEF gained until the end of the turn' },
  counterAtk: { doc: 'ATK counters on the creature' },
  counterDef: { doc: 'DEF counters on the creature' },
  inUse: { doc: '1 for an equipment whose effects its carrier uses (one per subtype)' },
  dropLoc: { initial: -1, doc: 'where dropped equipment lies: the location of the creature that died' },
  engaged: { doc: 'bits of the quest slots whose confrontation the creature fought' },
  attacking: { doc: '1 while the creature is an attacker whose combat has not resolved' },
  blocking: { initial: -1, doc: 'the attacker this defender is assigned to' },
  escrowFor: { initial: -1, doc: 'the quest slot whose contract this escrowed card guarantees' },
});

const ARRAYS = arrayLayout({
  /** Equipment and enchantments attached to creatures now: most positions have none, and the rules skip their search then. */
  attachedCount: ['i16', 1],
  influence: ['i16', 2],
  maxInfluence: ['i16', 2],
  vp: ['i16', 2],
  vpTarget: ['i16', 2],
  handSize: ['i16', 2],
  /** Gold beyond the resources (an assigned creature's, an effect's): gone at the end of the turn. */
  bonusGold: ['i16', 2],
  /** The hero's default army: gold for creatures in the player's first turn. */
  armyGold: ['i16', 2],
  /** Resource cards the player may still lay this turn. */
  resourcesLeft: ['i16', 2],
  /** 1 once the player has laid resources for the first time (the hero's starting resources). */
  resourcesStarted: ['u8', 2],
  recycled: ['u8', 2],
  heroUsed: ['u8', 2],
  /** 1 when the player could not draw in their last draw phase (decks out). */
  deckOut: ['u8', 2],
  /** The last own turn in which the player healed a creature (Healers Exam). */
  healedTurn: ['i16', 2],
  /** Per quest slot and player (slot * 2 + p): accepted, own turn accepted, progress, two helpers, the confrontation's HP left. */
  qAccepted: ['u8', 2 * QUEST_SLOTS],
  qSince: ['i16', 2 * QUEST_SLOTS],
  qProgress: ['i16', 2 * QUEST_SLOTS],
  qFaction: ['i16', 2 * QUEST_SLOTS],
  qCost: ['i16', 2 * QUEST_SLOTS],
  qHp: ['i16', 2 * QUEST_SLOTS],
  /** The turn in which the player last abandoned the quest in the slot: it cannot be accepted again in that turn. */
  qAbandoned: ['i16', 2 * QUEST_SLOTS],
  /** Per quest slot: the round since which the offered quest has had no acceptance token. */
  qIdleSince: ['i16', QUEST_SLOTS],
});

export type WtArrays = typeof ARRAYS.decls;

export function wtShape(cards: number): StateShape<WtArrays> {
  return { zones: ZONES, players: 2, cards, fields: CARD_FIELDS, streams: STREAM_SHUFFLE + 2, arrays: ARRAYS, frames: { width: FRAMES.width, capacity: STACK_CAPACITY } };
}
