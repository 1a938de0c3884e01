// A WTactics state's buffer: the zones of its card table, what each card keeps, the game's own
// per-player and per-quest arrays and the stack, as core/state-storage.ts lays them out.

import { cardFields } from '../../core/card-fields.js';
import type { ZoneSpec } from '../../core/cards.js';
import { STREAM_SHUFFLE } from '../../core/rng.js';
import { arrayLayout } from '../../core/state-storage.js';
import type { StateShape } from '../../core/state-storage.js';
import { FRAMES, STACK_CAPACITY } from './frames.js';
import { PLAYER_CELLS, VARS } from './ids.js';

/** In zone-number order (ids.ts), for a table of `players` seats: two fronts, a hero and a quest deck each. */
export function zonesFor(players: number): ZoneSpec[] {
  return [
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
    { name: 'fronts', kind: 'cells', visibility: 'public', cells: players * PLAYER_CELLS },
    { name: 'quests', kind: 'cells', visibility: 'public', cells: players },
    { name: 'heroes', kind: 'cells', visibility: 'public', cells: players },
    { name: 'playing', kind: 'pile', visibility: 'public' },
  ];
}

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
  dropLoc: { initial: -1, doc: 'where dropped equipment lies: the zone (player * 2 + front) of the creature that died' },
  engaged: { doc: 'bits of the quest slots whose confrontation the creature fought' },
  attacking: { doc: '1 while the creature is an attacker whose combat has not resolved' },
  blocking: { initial: -1, doc: 'the attacker this defender is assigned to' },
  escrowFor: { initial: -1, doc: 'the quest slot whose contract this escrowed card guarantees' },
});

/** The rules' own arrays for `players` seats (one quest deck, so one quest slot, per player). */
function wtArrays(players: number) {
  const perSlot = players * players;
  return arrayLayout({
    /** The state's scalars: phase, turn player, winners, ... (ids.ts V_*). */
    vars: ['i32', VARS],
    /** Equipment and enchantments attached to creatures now: most positions have none, and the rules skip their search then. */
    attachedCount: ['i16', 1],
    influence: ['i16', players],
    maxInfluence: ['i16', players],
    vp: ['i16', players],
    vpTarget: ['i16', players],
    handSize: ['i16', players],
    /** Gold beyond the resources (an assigned creature's, an effect's): gone at the end of the turn. */
    bonusGold: ['i16', players],
    /** The hero's default army: gold for creatures in the player's first turn. */
    armyGold: ['i16', players],
    /** Resource cards the player may still lay this turn. */
    resourcesLeft: ['i16', players],
    /** 1 once the player has laid resources for the first time (the hero's starting resources). */
    resourcesStarted: ['u8', players],
    recycled: ['u8', players],
    heroUsed: ['u8', players],
    /** 1 when the player could not draw in their last draw phase (decks out). */
    deckOut: ['u8', players],
    /** 1 once the player has spent gold in the current turn (the Triumvirate's gold override needs none spent). */
    goldSpent: ['u8', players],
    /** The last own turn in which the player healed a creature (Healers Exam). */
    healedTurn: ['i16', players],
    /** Per quest slot and player (slot * players + p): accepted, own turn accepted, progress, two helpers, the confrontation's HP left. */
    qAccepted: ['u8', perSlot],
    qSince: ['i16', perSlot],
    qProgress: ['i16', perSlot],
    qFaction: ['i16', perSlot],
    qCost: ['i16', perSlot],
    qHp: ['i16', perSlot],
    /** The turn in which the player last abandoned the quest in the slot: it cannot be accepted again in that turn. */
    qAbandoned: ['i16', perSlot],
    /** Per quest slot: the round since which the offered quest has had no acceptance token. */
    qIdleSince: ['i16', players],
    /**
     * attack[0]: the player the turn player's attackers attack this turn; attack[1]: the
     * Triumvirate rotation (+1 everyone attacks the next seat, -1 the previous one; 0 in two-player
     * play); attack[2]: 1 once the turn player has paid to attack off the rotation this turn.
     */
    attack: ['i16', 3],
  });
}

export type WtArrays = ReturnType<typeof wtArrays>['decls'];

export function wtShape(cards: number, players: number): StateShape<WtArrays> {
  return { zones: zonesFor(players), players, cards, fields: CARD_FIELDS, streams: STREAM_SHUFFLE + players, arrays: wtArrays(players), frames: { width: FRAMES.width, capacity: STACK_CAPACITY } };
}
