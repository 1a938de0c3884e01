// Duel of Lanterns' card loading: the recipe the core loader reads cards/lanterns/*.yaml with
// (vocabularies first, then the schema, then the per-card checks) and the starter set.

import type { z } from 'zod';
import type { CardFileCheck } from '../../core/card-file-check.js';
import { cardFiles } from '../../core/card-set-loader.js';
import type { CardAt, CardSetRecipe } from '../../core/card-set-loader.js';
import type { LanternCard } from './card-schema.js';
import { cardSchema, deckSchema, KINDS, lanternFileSchema, RESPONSE_KEYWORDS, SPELL_EFFECTS, UNIT_KEYWORDS } from './card-schema.js';
import type { LanternCardSet } from './card-tables.js';
import { LanternTables } from './card-tables.js';
import { LANTERN_DECK_SECTIONS, validateLanternDeck } from './decks.js';
import { MAX_DEFS } from './ids.js';

function checkVocabulary(check: CardFileCheck): void {
  check.raw('cards').forEach((card: unknown, i) => {
    if (card === null || typeof card !== 'object') return;
    const c = card as Record<string, unknown>;
    check.word(['cards', i, 'kind'], 'card kind', c.kind, KINDS);
    if (c.kind === 'spell') check.word(['cards', i, 'effect'], 'spell effect', c.effect, SPELL_EFFECTS);
    const words = c.kind === 'unit' ? UNIT_KEYWORDS : c.kind === 'response' ? RESPONSE_KEYWORDS : null;
    if (words === null || !Array.isArray(c.keywords)) return;
    c.keywords.forEach((w: unknown, j) => check.word(['cards', i, 'keywords', j], `${c.kind} keyword`, w, words));
  });
}

/** A keyword written twice says nothing more: refused, so a card's text is what it does. */
function checkCard(card: LanternCard, at: CardAt): void {
  if (card.kind === 'spell') return;
  const seen = new Set<string>();
  card.keywords.forEach((w, j) => {
    if (seen.has(w)) at.add(['keywords', j], `the keyword '${w}' is written twice`, 'write each keyword once');
    seen.add(w);
  });
}

const RECIPE: CardSetRecipe<LanternCard, LanternCard, z.infer<typeof deckSchema>, LanternCardSet> = {
  game: 'lanterns',
  fileSchema: lanternFileSchema,
  cardSchema,
  deckSchema,
  maxCards: MAX_DEFS,
  sections: LANTERN_DECK_SECTIONS,
  vocabulary: checkVocabulary,
  checkCard,
  info: (c) => ({
    type: c.kind === 'spell' ? `spell/${c.effect}` : c.kind,
    faction: null,
    cost: c.cost,
    keywords: c.kind === 'spell' ? [c.effect] : c.keywords,
  }),
  build: (base) => ({ ...base, tables: new LanternTables(base.data) }),
  deckRules: (set, deck) => validateLanternDeck(set, deck),
};

/** Duel of Lanterns' card files and its starter set. */
export const LANTERN_CARDS = cardFiles(RECIPE, { starterName: 'lanterns-starter' });
