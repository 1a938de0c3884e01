// The coin game's card file: planted values, the seat term and preconstructed decks.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { InputError } from '../../core/errors.js';
import type { CardSet, DeckList } from '../../core/game.js';
import { projectPath } from '../../core/paths.js';
import { suggestion } from '../../core/suggest.js';
import { readYamlFile, validateYaml } from '../../core/yaml-input.js';

export interface CoinCard {
  readonly value: number;
}
export type CoinCardSet = CardSet<CoinCard> & { readonly seatAdvantage: number };

const schema = z.strictObject({
  seatAdvantage: z.number().default(0),
  cards: z.array(z.strictObject({ name: z.string().min(1), value: z.number().min(-5).max(5) })).min(2).max(64),
  decks: z.array(z.strictObject({ name: z.string().min(1), cards: z.array(z.string()) })).default([]),
});

export const defaultCoinFile = (): string => projectPath('cards', 'coin', 'planted.yaml');

export function loadCoinCards(files: readonly string[]): CoinCardSet {
  if (files.length !== 1) throw new InputError('the coin game takes exactly one card file', { field: 'cards' });
  const file = files[0]!;
  const src = readYamlFile(file);
  const doc = validateYaml(src, schema);
  const names = doc.cards.map((c) => c.name);
  doc.cards.forEach((c, i) => {
    if (names.indexOf(c.name) !== i) throw src.error(['cards', i, 'name'], `duplicate card name '${c.name}'`, 'card names must be unique');
  });
  const decks: DeckList[] = doc.decks.map((d, di) => ({
    name: d.name,
    cards: d.cards.map((n, ci) => {
      const id = names.indexOf(n);
      if (id < 0) throw src.error(['decks', di, 'cards', ci], `unknown card '${n}'`, suggestion(n, names));
      return id;
    }),
    source: { file, line: src.locate(['decks', di]).line },
  }));
  return {
    game: 'coin',
    name: 'planted',
    files: [file],
    hash: createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16),
    cards: doc.cards.map((c, id) => ({ id, name: c.name, type: 'coin', faction: null, cost: 0, keywords: [], source: { file, line: src.locate(['cards', id]).line } })),
    data: doc.cards.map((c) => ({ value: c.value })),
    decks,
    seatAdvantage: doc.seatAdvantage,
  };
}
