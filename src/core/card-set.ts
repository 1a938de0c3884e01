import { createHash } from 'node:crypto';
import { InputError } from './errors.js';
import type { CardInfo, CardSet } from './game.js';
import { suggestion } from './suggest.js';

/** A card set defined in code (reference games): no files, hash of the names. */
export function codeCardSet<T>(game: string, name: string, cards: readonly CardInfo[], data: readonly T[]): CardSet<T> {
  return {
    game,
    name,
    files: [],
    hash: createHash('sha256').update(cards.map((c) => c.name).join('\n')).digest('hex').slice(0, 16),
    cards,
    data,
    decks: [],
  };
}

/** Definition id of a card by name, with nearest-name suggestions when unknown. */
export function cardId(set: CardSet, name: string, where: { file?: string; line?: number; field?: string } = {}): number {
  const lc = name.toLowerCase();
  const found = set.cards.find((c) => c.name.toLowerCase() === lc);
  if (found) return found.id;
  throw new InputError(`unknown card '${name}' in set '${set.name}'`, where, suggestion(name, set.cards.map((c) => c.name)));
}
