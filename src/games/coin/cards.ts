// The coin game's card file: planted values, the seat term and preconstructed decks.

import { z } from 'zod';
import { cardSetFromTexts, loadCardSet } from '../../core/card-set-loader.js';
import type { CardFileText, CardSetRecipe } from '../../core/card-set-loader.js';
import { singleSection } from '../../core/deck-sections.js';
import { InputError } from '../../core/errors.js';
import type { CardSet } from '../../core/game.js';
import { projectPath } from '../../core/paths.js';

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

export const defaultCoinFile = (): string => projectPath('cards', 'coin', 'planted.yaml');

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

function oneFile(files: readonly unknown[]): void {
  if (files.length !== 1) throw new InputError('the coin game takes exactly one card file', { field: 'cards' });
}

export function loadCoinCards(files: readonly string[]): CoinCardSet {
  oneFile(files);
  return loadCardSet(files, 'planted', COIN_RECIPE);
}

/** The same from card texts held in memory, each under its file's name (a patched set). */
export function coinCardsFromTexts(texts: readonly CardFileText[]): CoinCardSet {
  oneFile(texts);
  return cardSetFromTexts(texts, 'planted', COIN_RECIPE);
}
