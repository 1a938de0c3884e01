// What the card loader reads and how: types the game contract (game.ts) names, kept apart from
// the loader (card-set-loader.ts), which itself builds on game.ts, so that neither imports the other.

/** A card file's name and text. */
export interface CardFileText {
  readonly file: string;
  readonly text: string;
}

/** How a set is read (see cardSetFromTexts). */
export interface LoadOptions {
  /**
   * For a patched set (patch.ts): a shipped deck that breaks a deck rule with the patched cards
   * is kept, its broken rules in DeckList.illegal, instead of being a problem. The experiment
   * refuses it only if it plays it: one that generates its decks is not stopped by a shipped deck
   * the patch happens to break.
   */
  readonly keepIllegalDecks?: boolean;
}
