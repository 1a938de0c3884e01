// A game's shipped card folder with edits to its texts, loaded as the game loads a card set: for
// tests of what a designer's change to a shipped file (a deck, or a card a deck names) brings.

import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import '../../src/games/index.js';
import { InputError } from '../../src/core/errors.js';
import { cardFilesIn, projectPath } from '../../src/core/paths.js';
import { getGame } from '../../src/core/registry.js';
import { cardsOf } from '../../src/core/facets.js';

/** [file name in cards/<game>/, text, replacement]: the first occurrence is replaced. */
export type Edit = readonly [string, string, string];

/** The problem lines the game's loader reports for its shipped files with `edits` applied ([] when it loads them). */
export function shippedProblems(gameId: string, edits: readonly Edit[]): string[] {
  const game = getGame(gameId);
  const texts = cardFilesIn(projectPath('cards', gameId)).map((file) => {
    let text = readFileSync(file, 'utf8');
    for (const [name, from, to] of edits) {
      if (!file.endsWith(`/${name}`)) continue;
      expect(text, `${name} holds '${from}'`).toContain(from);
      text = text.replace(from, to);
    }
    return { file, text };
  });
  try {
    cardsOf(game).fromTexts!(texts);
    return [];
  } catch (err) {
    if (!(err instanceof InputError)) throw err;
    return err.message.split('\n');
  }
}
