// A state from a position written as plain data: these cards on these cells facing there, these
// hands, armies and capture piles, this seat to play, these coin flips. Rule tests set their
// scenarios up with it, and `play --from` starts a match from a position file.

import { cardId } from '../../core/card-set.js';
import { InputError } from '../../core/errors.js';
import type { CardSet } from '../../core/game.js';
import { STREAM_CHANCE } from '../../core/rng.js';
import type { WarsongCard } from './card-schema.js';
import { KW } from './card-schema.js';
import { configFor, emptyMatch, warsong } from './game.js';
import { CAPTURE, HAND } from './ids.js';
import { enterBoard, footprintAt, recount } from './rules/placement.js';
import type { WarsongState } from './state.js';
import { cardsOf } from '../../core/facets.js';

export const DIRECTIONS = { N: 0, E: 1, S: 2, W: 3 } as const;
export type Direction = keyof typeof DIRECTIONS;

/** A card on the battlefield. */
export interface BoardCard {
  /** The card's name in the set. */
  readonly card: string;
  /** Its cell, column letter then row from the top ("b3"); a Large card's top-left cell. */
  readonly at: string;
  readonly owner: number;
  /** Absolute direction of its front; by default its controller's forward direction. */
  readonly facing?: Direction;
  /** The seat that controls it, when not its owner (a defected card). */
  readonly controller?: number;
}

export interface Position {
  /** 'standard' (the default) or 'world-war'. */
  readonly variant?: string;
  /** The card set; by default the starter set. */
  readonly cards?: CardSet<WarsongCard>;
  readonly board?: readonly BoardCard[];
  /** Each seat's hand, by card name. */
  readonly hands?: readonly (readonly string[])[];
  /** Each seat's army, bottom first (the last card is drawn first). */
  readonly armies?: readonly (readonly string[])[];
  /** Each seat's capture pile, bottom first; the cards belong to the next seat clockwise. */
  readonly captured?: readonly (readonly string[])[];
  /** The seat whose turn begins (0 by default). */
  readonly turn?: number;
  /** The next coin flips (Fetid Gob's Stench), 0 heads and 1 tails; later ones are random. */
  readonly coins?: readonly number[];
  /** Seed of the random streams (1 by default). */
  readonly seed?: number;
}

/** Where a seat's card goes: the battlefield, a hand, a capture pile or the army. */
interface Listed {
  readonly def: number;
  readonly board?: BoardCard;
  readonly hand?: boolean;
  /** The seat whose capture pile holds it. */
  readonly capturedBy?: number;
}

/**
 * The state of `position`, the turn of `position.turn` begun. Every card listed is a card of
 * its owner's: each seat's cards are made in the order board, hand, captured by others, army
 * (then the spawn tokens its army can summon, in its supply), so a position always has the same
 * card ids. Throws InputError for an unknown card, cell or seat, or cards overlapping.
 */
export function stateFromPosition(position: Position): WarsongState {
  const set = position.cards ?? cardsOf(warsong).defaultSet();
  const variant = position.variant ?? 'standard';
  if (!warsong.variants.some((v) => v.id === variant)) throw new InputError(`warsong has no variant '${variant}'`, { field: 'variant' }, `one of ${warsong.variants.map((v) => v.id).join(', ')}`);
  const { facts, geo } = configFor(set, variant);
  const players = facts.players;
  const seat = (p: number, field: string): number => {
    if (!(Number.isInteger(p) && p >= 0 && p < players)) throw new InputError(`no seat ${p} in a ${players}-player match`, { field });
    return p;
  };
  const lists: Listed[][] = Array.from({ length: players }, () => []);
  const def = (name: string, field: string): number => cardId(set, name, { field });
  (position.board ?? []).forEach((b, i) => lists[seat(b.owner, `board[${i}].owner`)]!.push({ def: def(b.card, `board[${i}].card`), board: b }));
  (position.hands ?? []).forEach((hand, p) => hand.forEach((name, i) => lists[seat(p, 'hands')]!.push({ def: def(name, `hands[${p}][${i}]`), hand: true })));
  (position.captured ?? []).forEach((pile, p) => pile.forEach((name, i) => lists[(seat(p, 'captured') + 1) % players]!.push({ def: def(name, `captured[${p}][${i}]`), capturedBy: p })));
  (position.armies ?? []).forEach((army, p) => army.forEach((name, i) => lists[seat(p, 'armies')]!.push({ def: def(name, `armies[${p}][${i}]`) })));
  const s = emptyMatch({ variant, cards: set, decks: lists.map((list) => list.map((e) => e.def)) }, position.seed ?? 1);
  const t = s.cards;
  let card = 0;
  lists.forEach((list, p) =>
    list.forEach((e) => {
      const c = card++;
      if (e.board !== undefined) {
        const controller = seat(e.board.controller ?? p, 'board.controller');
        const cell = geo.cellNamed(e.board.at);
        if (cell < 0) throw new InputError(`no cell '${e.board.at}' on the ${geo.rows}x${geo.cols} board`, { field: 'board.at' }, 'a column letter and a row from the top, e.g. b3');
        const kw = s.defs.keywords[e.def]!;
        if ((kw & KW.Large) !== 0 && (geo.largeAnchors & (1 << cell)) === 0) throw new InputError(`a Large card at '${e.board.at}' would leave the board`, { field: 'board.at' }, 'give the top-left cell of its 2x2 block');
        if ((footprintAt(s, cell, kw) & ~s.ownCells[players]!) !== 0) throw new InputError(`'${e.board.card}' at '${e.board.at}' covers a cell taken already`, { field: 'board.at' });
        enterBoard(s, c, cell, e.board.facing !== undefined ? DIRECTIONS[e.board.facing] : geo.forward[controller]!, controller);
      } else if (e.hand) t.pushOnto(c, HAND, p);
      else if (e.capturedBy !== undefined) t.pushOnto(c, CAPTURE, e.capturedBy);
      // Army cards stay in the army, in listing order (made last, nothing lies under them).
    }),
  );
  if (position.coins) s.rng.script(STREAM_CHANCE, position.coins);
  recount(s);
  s.begin(seat(position.turn ?? 0, 'turn'));
  return s;
}
