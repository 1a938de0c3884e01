// The coin game's card file: planted values, the seat term and preconstructed decks.

import { z } from 'zod';
import { cardFiles } from '../../core/card-set-loader.js';
import type { CardSetRecipe } from '../../core/card-set-loader.js';
import { singleSection } from '../../core/deck-sections.js';
import type { CardSet } from '../../core/game.js';

export interface CoinCard {
  readonly value: number;
}
export type CoinCardSet = CardSet<CoinCard> & { readonly seatAdvantage: number };

const MAX_CARDS = 64;
const cardSchema = z.strictObject({ name: z.string().min(1), value: z.number().min(-5).max(5) });
const deckSchema = z.strictObject({ name: z.string().min(1), cards: z.array(z.string()) });
const fileSchema = z.strictObject({
  seatAdvantage: z.number().default(0),
  cards: z.array(cardSchema).min(2).max(MAX_CARDS),
  decks: z.array(deckSchema).default([]),
});


const COIN_RECIPE: CardSetRecipe<z.infer<typeof cardSchema>, CoinCard, z.infer<typeof deckSchema>, CoinCardSet, number> = {
  game: 'coin',
  fileSchema,
  cardSchema,
  deckSchema,
  maxCards: MAX_CARDS,
  // A deck of the calibration game is any list of its cards.
  sections: singleSection({ min: 0, max: Infinity }, () => Infinity),
  // The file's bytes, as the coin set's hash has always read them.
  hashText: (f) => f.text,
  context: ([file]) => fileSchema.safeParse(file?.src.value).data?.seatAdvantage ?? 0,
  toCard: (c) => ({ value: c.value }),
  info: () => ({ type: 'coin', faction: null, cost: 0, keywords: [] }),
  build: (base, seatAdvantage) => ({ ...base, seatAdvantage }),
};

/** The coin game's card file (one per set) and its planted set. */
export const COIN_CARDS = cardFiles(COIN_RECIPE, { starterName: 'planted', setName: 'planted', fileCount: 1 });
