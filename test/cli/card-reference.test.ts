// The card-file references in docs/cards/ are generated from each game's card schema and
// vocabularies, and the committed files are the ones the games generate now.

import '../../src/games/index.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gamesWithReference, renderCardReference } from '../../src/cli/card-reference.js';
import type { GameDefinition } from '../../src/core/game.js';
import { ROOT } from './helpers.js';
import { cardsOf } from '../../src/core/facets.js';

const DOCS = join(ROOT, 'docs', 'cards');

describe('card-file references', () => {
  it('lists every field with its type, allowed values, default and meaning, and every vocabulary entry with its rule', () => {
    const card = z.strictObject({
      name: z.string().min(1).describe('the card name, unique in the set'),
      kind: z.enum(['unit', 'spell']).default('unit').describe('what the card is'),
      power: z.number().int().min(0).max(9).optional().describe('attack strength'),
      keywords: z.array(z.string()).default([]),
    });
    const fileSchema = z.strictObject({ cards: z.array(card).default([]), decks: z.array(z.strictObject({ name: z.string().min(1), cards: z.record(z.string(), z.number().int().positive()) })).optional() });
    const text = renderCardReference({ id: 'toy', name: 'Toy' } as GameDefinition, {
      intro: 'Toy cards.',
      fileSchema,
      vocabularies: [{ title: 'Keywords', field: 'cards[].keywords', entries: [{ name: 'Swift', rule: 'Acts first.' }, { name: 'Armor', parameter: 'a number', rule: 'Takes that much less damage.' }] }],
    });
    expect(text).toContain('# Toy: card files\n');
    expect(text).toContain('| `cards` | list of mapping (fields below) | no | `[]` |  |');
    expect(text).toContain('| `cards[].name` | text (not empty) | yes |  | the card name, unique in the set |');
    expect(text).toContain('| `cards[].kind` | one of `unit`, `spell` | no | `unit` | what the card is |');
    expect(text).toContain('| `cards[].power` | whole number from 0 to 9 | no |  | attack strength |');
    expect(text).toContain('| `decks[].cards` | mapping of text to whole number, at least 1 | yes |  |  |');
    expect(text).toContain('## Keywords (`cards[].keywords`)\n\n| name | takes | rule |\n| --- | --- | --- |\n| Swift |  | Acts first. |\n| Armor | a number | Takes that much less damage. |\n');
  });

  it('lists the entries of a list that come in kinds (a discriminated union) kind by kind, and the fields of a nested union once each, required only when every option has them', () => {
    const effect = z.discriminatedUnion('effect', [z.strictObject({ effect: z.literal('heal'), amount: z.number() }), z.strictObject({ effect: z.literal('draw') })]);
    const fileSchema = z.strictObject({
      cards: z.array(z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('unit'), hp: z.number().int().min(1).max(9).describe('hit points'), effects: z.array(effect) }), z.strictObject({ kind: z.literal('spell'), cost: z.number().int() })])),
    });
    const text = renderCardReference({ id: 'toy', name: 'Toy' } as GameDefinition, { intro: 'Toy cards.', fileSchema, vocabularies: [] });
    expect(text).toContain('| `cards` | list of mapping with `kind` one of `unit`, `spell`, and its fields | yes |  |  |');
    expect(text).toContain('| `cards[] (kind: unit).hp` | whole number from 1 to 9 | yes |  | hit points |');
    expect(text).toContain('| `cards[] (kind: unit).effects` | list of mapping with `effect` one of `heal`, `draw`, and its fields | yes |  |  |');
    expect(text).toContain('| `cards[] (kind: spell).cost` | whole number | yes |  |  |');
    expect(text).toContain('| `cards[] (kind: unit).effects[].effect` | `heal`; or `draw` | yes |  |  |');
    expect(text).toContain('| `cards[] (kind: unit).effects[].amount` | number | no |  |  |');
  });

  it('the committed reference of each game is the one its definition generates, and none is left over', () => {
    const games = gamesWithReference();
    for (const g of games) {
      const file = join(DOCS, `${g.id}.md`);
      expect(existsSync(file), `docs/cards/${g.id}.md is missing: npx balance-lab cards ${g.id} > docs/cards/${g.id}.md`).toBe(true);
      expect(readFileSync(file, 'utf8'), `docs/cards/${g.id}.md is out of date: npx balance-lab cards ${g.id} > docs/cards/${g.id}.md`).toBe(renderCardReference(g, cardsOf(g).reference!()));
    }
    const ids = new Set(games.map((g) => g.id));
    const stray = readdirSync(DOCS).filter((f) => f.endsWith('.md') && f !== 'README.md' && !ids.has(f.replace(/\.md$/, '')));
    expect(stray, 'a reference of a game that no longer exposes one').toEqual([]);
  });
});
