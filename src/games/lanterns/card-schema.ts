// Duel of Lanterns' card files: the zod schema of cards/lanterns/*.yaml, its closed vocabularies
// and the card types the schema gives.

import { z } from 'zod';
import { deckCardsField } from '../../core/deck-sections.js';
import { DECK_SIZE, MAX_COPIES } from './ids.js';

export const KINDS = ['unit', 'spell', 'response'] as const;
export const UNIT_KEYWORDS = ['guard', 'swift', 'glow'] as const;
export const RESPONSE_KEYWORDS = ['quench'] as const;
export const SPELL_EFFECTS = ['flare', 'mend', 'draw'] as const;

const n = (min: number, max: number) => z.number().int().min(min).max(max);
const name = z.string().min(1).describe('The card name, unique in the set; decks name cards by it (any case).');
const cost = n(0, 5).describe('Oil paid to play it (rulebook 3.1: at most 5 oil a turn).');

const unitSchema = z.strictObject({
  name,
  kind: z.literal('unit').describe('A unit: it stays in its row and fights (rulebook 4).'),
  cost,
  power: n(0, 9).describe('Damage it deals when it attacks or is attacked (rulebook 5).'),
  health: n(1, 9).describe('Damage that snuffs it (rulebook 5).'),
  keywords: z.array(z.enum(UNIT_KEYWORDS)).default([]).describe('Its unit keywords (see Unit keywords below).'),
});

const spellSchema = z.strictObject({
  name,
  kind: z.literal('spell').describe('A spell: acts once when cast, unless quenched, then goes to the ashes (rulebook 6).'),
  cost,
  effect: z.enum(SPELL_EFFECTS).describe('What it does (see Spell effects below).'),
  amount: n(1, 9).describe('The N of its effect.'),
});

const responseSchema = z.strictObject({
  name,
  kind: z.literal('response').describe("A response: played only from hand in answer to the opponent's spell, paid with oil kept from one's own turn (rulebook 6)."),
  cost,
  keywords: z.array(z.enum(RESPONSE_KEYWORDS)).min(1).describe('Its response keywords (see Response keywords below).'),
});

export const cardSchema = z.discriminatedUnion('kind', [unitSchema, spellSchema, responseSchema]);
export const deckSchema = z.strictObject({
  name: z.string().min(1).describe('The deck name, as experiments name it.'),
  cards: deckCardsField.describe(`A list of card names (one per copy) or a mapping of card name to copies: ${DECK_SIZE} cards, at most ${MAX_COPIES} copies of a name.`),
});
export const lanternFileSchema = z.strictObject({
  set: z.string().optional().describe('The name of the set the file belongs to; informational.'),
  cards: z.array(cardSchema).default([]).describe('Card definitions: units, spells and responses (the fields of each kind below).'),
  decks: z.array(deckSchema).default([]).describe('Preconstructed decks; they may name cards of the other files of the set.'),
});

export type UnitDef = z.infer<typeof unitSchema>;
export type SpellDef = z.infer<typeof spellSchema>;
export type ResponseDef = z.infer<typeof responseSchema>;
export type LanternCard = UnitDef | SpellDef | ResponseDef;
