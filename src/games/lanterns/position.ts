// A Duel of Lanterns state from a position written as plain data (turn, player, each side's
// Light, oil, hand, row, ashes and deck top), for scenario tests. Each side's 20 cards are made
// as a match makes them (so the card table holds 40 cards as in any match): the cards the
// position names, and the rest of the deck of one `fill` card beneath the named deck top.

import { cardId } from '../../core/card-set.js';
import { InputError } from '../../core/errors.js';
import type { LanternCardSet } from './card-tables.js';
import { LANTERN_CARDS } from './cards.js';
import { newLanternState } from './game.js';
import { ASHES, DECK, DECK_SIZE, HAND, ROW, ROW_SIZE, START_LIGHT, V_PLAYER, V_WINNER } from './ids.js';
import { CARD_FIELDS } from './layout.js';
import type { LanternState } from './state.js';

const { damage: DAMAGE, entered: ENTERED, attacked: ATTACKED } = CARD_FIELDS.at;

export interface UnitPosition {
  readonly name: string;
  readonly damage?: number;
  /** It entered the row this turn (not ready unless swift). */
  readonly fresh?: boolean;
  /** It attacked this turn. */
  readonly attacked?: boolean;
}

export interface SidePosition {
  readonly light?: number;
  readonly oil?: number;
  readonly hand?: readonly string[];
  /** Places 0..3; null or absent for an empty place. */
  readonly row?: readonly (string | UnitPosition | null)[];
  readonly ashes?: readonly string[];
  /** Cards on top of the deck, the top one last; beneath them the deck is `fill` up to 20 cards. */
  readonly deckTop?: readonly string[];
  /** The card the rest of the deck is made of (default Moth Keeper); `deckSize` cards in all are in the deck. */
  readonly fill?: string;
  /** Cards left in the deck, the deck top included (default: all the 20 the position does not name elsewhere). */
  readonly deckSize?: number;
}

export interface LanternPosition {
  /** The match turn (default 5). */
  readonly turn?: number;
  /** Whose turn it is (default 0). */
  readonly player?: number;
  readonly seed?: number;
  readonly sides?: readonly [SidePosition?, SidePosition?];
}

function unitOf(u: string | UnitPosition): UnitPosition {
  return typeof u === 'string' ? { name: u } : u;
}

export function stateFromPosition(position: LanternPosition, set: LanternCardSet = LANTERN_CARDS.defaultSet()): LanternState {
  const s = newLanternState(set);
  const turn = position.turn ?? 5;
  const player = position.player ?? 0;
  s.rng.seedAll(position.seed ?? 7);
  const t = s.cards;
  let id = 0;
  for (let p = 0; p < 2; p++) {
    const side = position.sides?.[p] ?? {};
    const row = side.row ?? [];
    if (row.length > ROW_SIZE) throw new InputError(`P${p + 1}'s row has ${row.length} places; it has ${ROW_SIZE}`);
    const named = (side.hand?.length ?? 0) + row.filter((u) => u).length + (side.ashes?.length ?? 0);
    const deckSize = side.deckSize ?? DECK_SIZE - named;
    const top = side.deckTop ?? [];
    if (named + deckSize > DECK_SIZE || top.length > deckSize) throw new InputError(`P${p + 1}'s position names more than the ${DECK_SIZE} cards of a deck, or a deck top longer than the deck`);
    const make = (name: string, zone: number): number => {
      const c = id++;
      t.create(c, cardId(set, name), p, zone);
      return c;
    };
    for (let i = top.length; i < deckSize; i++) make(side.fill ?? 'Moth Keeper', DECK);
    for (const name of top) make(name, DECK);
    for (const name of side.hand ?? []) make(name, HAND);
    for (const name of side.ashes ?? []) make(name, ASHES);
    row.forEach((u, k) => {
      if (!u) return;
      const unit = unitOf(u);
      const c = make(unit.name, DECK);
      t.placeInCell(c, ROW, p * ROW_SIZE + k, p);
      s.put(c, DAMAGE, unit.damage ?? 0);
      s.put(c, ENTERED, unit.fresh ? turn : 0);
      s.put(c, ATTACKED, unit.attacked ? turn : 0);
    });
    // The rest of the 20 cards a match would hold lie in the ashes, as if spent.
    for (let i = named + deckSize; i < DECK_SIZE; i++) make(side.fill ?? 'Moth Keeper', ASHES);
    s.light[p] = side.light ?? START_LIGHT;
    s.oil[p] = side.oil ?? 0;
  }
  s.jumpToTurn(turn, player);
  s.vars[V_PLAYER] = player;
  s.vars[V_WINNER] = -1;
  return s;
}
