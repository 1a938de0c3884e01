// A Gloom state's buffer: the zones of its card table (units are cards), the fields each unit
// keeps (wounds, morale, state tokens, facing, activation stamps), the game's own arrays and
// the stack, as core/state-storage.ts lays them out.

import { cardFields } from '../../core/card-fields.js';
import type { ZoneSpec } from '../../core/cards.js';
import { STREAM_SHUFFLE } from '../../core/rng.js';
import { arrayLayout } from '../../core/state-storage.js';
import type { StateShape } from '../../core/state-storage.js';
import { LIST_GAMBITS, LORE_SIZE } from './decks.js';
import { FRAMES, STACK_CAPACITY } from './frames.js';
import { POOL_DICE, UNITS, VARS } from './ids.js';
import { CELLS } from './scenarios.js';

/** In zone-number order (ids.ts). */
export const ZONES: readonly ZoneSpec[] = [
  { name: 'muster', kind: 'pile', visibility: 'private' },
  { name: 'reserve', kind: 'pile', visibility: 'private' },
  { name: 'board', kind: 'cells', visibility: 'public', cells: CELLS },
  { name: 'fallen', kind: 'pile', visibility: 'public' },
];

/** Set when a unit enters the battlefield, reset when it leaves (so hidden units keep only initial values). */
export const CARD_FIELDS = cardFields({
  wounds: { doc: 'Wounds suffered' },
  morale: { doc: 'Morale tokens held' },
  facing: { doc: 'the hex side it faces, 0..5' },
  boost: { doc: '1 with a Boost token' },
  boostAnswer: { doc: 'for the Test about to be rolled: 0 not asked, 1 spends its Boost token on it, 2 keeps it' },
  weak: { doc: '1 with a Weak token' },
  fast: { doc: '1 with a Fast token' },
  slow: { doc: '1 with a Slow token' },
  effect: { doc: '1 with an Effect token reminding of Last Stand [Per Game]' },
  shield: { doc: '1 with an Effect token of a shield spell: +1 Defence die until the end of the round' },
  activated: { doc: 'the round it last activated in (0: not yet)' },
  reactedRound: { doc: 'the round it last used a [Per Round] reaction in' },
  mp: { doc: 'Movement Points left in its Move action' },
  moved: { doc: 'hexes entered by its Move action this activation' },
  startHex: { initial: -1, doc: 'the hex it started its activation in' },
  startEngaged: { doc: '1 when it started its activation Engaged' },
  exclusive: { doc: '1 once it used an [Exclusive Action] rule this activation' },
});

export const ARRAYS = arrayLayout({
  vars: ['i32', VARS],
  commandSeals: ['i16', 2],
  soulshards: ['i16', 2],
  /** Sealed bid of each player this round, -1 before it is made. */
  bid: ['i16', 2],
  /** Activations made this round. */
  activations: ['i16', 2],
  /** Which GAMBIT_PAIRS entry each player chose, -1 before. */
  gambitChoice: ['i16', 2],
  /** Bits of the listed gambits used (and so revealed). */
  gambitUsed: ['u8', 2],
  /** 0 none, 1 earned by a first Gambit, 2 used. */
  favor: ['u8', 2],
  /** 1 once the player used a [Single Reaction] during the current enemy activation. */
  reacted: ['u8', 2],
  /** Units in each army, and the card id of each unit index (-1 for an empty slot). */
  armySize: ['u8', 2],
  unitCard: ['i16', UNITS],
  /** Definitions of each player's listed gambits and lore spells (open army lists). */
  gambitDefs: ['i16', 2 * LIST_GAMBITS],
  spellDefs: ['i16', 2 * LORE_SIZE],
  terrain: ['i16', CELLS],
  wallHealth: ['u8', CELLS],
  /** The dice of the attack test in progress, per pool (ids.ts POOL_*), and how many each holds. */
  dice: ['u8', 4 * POOL_DICE],
  diceCount: ['u8', 4],
  /** Whether each player has answered the reroll question of the test in progress. */
  rerollAsked: ['u8', 2],
});

export type GloomArrays = typeof ARRAYS.decls;

/** The shape of a state holding `cards` units. */
export function gloomShape(cards: number): StateShape<GloomArrays> {
  return {
    zones: ZONES,
    players: 2,
    cards,
    fields: CARD_FIELDS,
    streams: STREAM_SHUFFLE + 2,
    arrays: ARRAYS,
    frames: { width: FRAMES.width, capacity: STACK_CAPACITY },
  };
}
