// Duel of Lanterns' card-file reference (docs/cards/lanterns.md): the schema the loader validates
// with, and each closed vocabulary with its rule, keyed by the vocabulary's own words so a new
// word does not compile undescribed.

import type { CardReference, VocabularyEntry } from '../../core/game.js';
import { lanternFileSchema, RESPONSE_KEYWORDS, SPELL_EFFECTS, UNIT_KEYWORDS } from './card-schema.js';
import { DECK_SIZE, MAX_COPIES } from './ids.js';

const UNIT_KEYWORD_RULES: Readonly<Record<(typeof UNIT_KEYWORDS)[number], string>> = {
  guard: "While it is in the row, the opponent's attacks must target a unit with guard (spells may still target anything).",
  swift: 'It is ready, so it may attack, the turn it enters the row.',
  glow: 'At the start of its controller\'s turn it gives them 1 Light.',
};
const RESPONSE_KEYWORD_RULES: Readonly<Record<(typeof RESPONSE_KEYWORDS)[number], string>> = {
  quench: 'Cancels the spell it answers: the spell does nothing and its cost is not refunded.',
};
const SPELL_EFFECT_RULES: Readonly<Record<(typeof SPELL_EFFECTS)[number], string>> = {
  flare: "`amount` damage to one of the opponent's units, or the opponent loses `amount` Light (the caster chooses).",
  mend: 'The caster gains `amount` Light.',
  draw: 'The caster draws `amount` cards one at a time: an empty deck costs 1 Light, a full hand burns the card.',
};

function entries<T extends string>(names: readonly T[], rules: Readonly<Record<T, string>>, parameter?: string): VocabularyEntry[] {
  return names.map((name) => ({ name, rule: rules[name], ...(parameter ? { parameter } : {}) }));
}

export function lanternCardReference(): CardReference {
  return {
    intro: [
      'Duel of Lanterns card files (`cards/lanterns/*.yaml`) hold units, spells and responses (`cards`, told apart by `kind`) and decks (`decks`).',
      `A deck is exactly ${DECK_SIZE} cards with at most ${MAX_COPIES} copies of a name. A set holds at most 32 cards.`,
      'The rules are in `src/games/lanterns/RULEBOOK.md`, and where each lives in the code in `src/games/lanterns/RULES.md`.',
    ].join(' '),
    fileSchema: lanternFileSchema,
    vocabularies: [
      { title: 'Unit keywords', field: 'cards[].keywords (units)', entries: entries(UNIT_KEYWORDS, UNIT_KEYWORD_RULES) },
      { title: 'Response keywords', field: 'cards[].keywords (responses)', entries: entries(RESPONSE_KEYWORDS, RESPONSE_KEYWORD_RULES) },
      { title: 'Spell effects', field: 'cards[].effect', entries: entries(SPELL_EFFECTS, SPELL_EFFECT_RULES, '`amount`, a number') },
    ],
  };
}
