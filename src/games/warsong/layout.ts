// A Warsong state's buffer: the zones of its card table, the fields each card keeps and the
// rules' own arrays, as core/state-storage.ts lays them out for a board of a given size.
// Rules modules bind the field indices to their own consts; state.ts builds states of this shape.

import { cardFields } from '../../core/card-fields.js';
import type { ZoneSpec } from '../../core/cards.js';
import { arrayLayout } from '../../core/state-storage.js';
import { VARS } from './ids.js';

/** In zone-number order (ids.ts). */
export function zonesFor(cells: number): ZoneSpec[] {
  return [
    { name: 'army', kind: 'pile', visibility: 'secret' },
    { name: 'hand', kind: 'pile', visibility: 'private' },
    { name: 'battlefield', kind: 'cells', visibility: 'public', cells },
    { name: 'capture', kind: 'pile', visibility: 'public' },
    { name: 'discard', kind: 'pile', visibility: 'public' },
    { name: 'banished', kind: 'pile', visibility: 'public' },
    { name: 'supply', kind: 'pile', visibility: 'public' },
  ];
}

/** What the rules keep per card beyond the card table. Turn fields hold the turn count (0: never). */
export const CARD_FIELDS = cardFields({
  orientation: { doc: 'absolute direction of the front (0 north, clockwise)' },
  attackStamp: { doc: 'turn in which the card last started an attack round' },
  ferociousStamp: { doc: 'turn in which it last made its Ferocious move' },
  bushidoStamp: { doc: 'turn in which it was first attacked as a Bushido card' },
  bushidoChoice: { doc: 'the attacker a Bushido card chose to answer that turn' },
  largeHitBy: { doc: 'Large: the first card that attacked it successfully while in play, plus 1 (0: none yet)' },
  guardTurn: { doc: "Bulwark: not capturable while its controller's own-turn count is below this" },
  smiteDouble: { doc: '1 when captured by a Smite card of its tribe (its Renown counts double)' },
});

/** The rules' own arrays in a state's buffer, for a board of `cells`, `players` seats and `characters` Key Figure characters. */
export function stateArrays(cells: number, players: number, characters: number) {
  return arrayLayout({
    /** The state's scalars, by the V_* indices of ids.ts. */
    vars: ['i32', VARS],
    /** occupant[cell]: the card covering the cell (a Large card covers four), or NO_CARD. */
    occupant: ['i16', cells],
    /** Cards with an Aura on the battlefield, per granted keyword bit (31 - clz32(bit)). */
    auraCount: ['i32', 32],
    /** Per seat: Valor on the field (top cards), Renown captured, creatures, bastions, cards with Sentry printed. */
    valorOf: ['i32', players],
    renownOf: ['i32', players],
    creaturesOf: ['i32', players],
    bastionsOf: ['i32', players],
    sentriesOf: ['i32', players],
    /** ownCells[p]: bitmask of the cells p's cards cover; ownCells[players]: the empty cells. */
    ownCells: ['i32', players + 1],
    /** largeCells[0]: bitmask of the cells Large cards cover. */
    largeCells: ['i32', 1],
    /** keyFigureTop[character]: the card of that Key Figure on the battlefield, or NO_CARD. */
    keyFigureTop: ['i16', characters],
  });
}
