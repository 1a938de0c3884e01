// Duel of Lanterns card data: the zod schema of cards/lanterns/*.yaml, its closed vocabularies,
// the compiled tables the rules read and the recipe the core loader reads the files with. The
// loading tail at the end is only the recipe handed to the core loader and the cached starter set.

import { z } from 'zod';
import type { CardFileCheck } from '../../core/card-file-check.js';
import { cardFiles } from '../../core/card-set-loader.js';
import type { CardAt, CardSetRecipe } from '../../core/card-set-loader.js';
import { deckCardsField } from '../../core/deck-sections.js';
import type { CardSet } from '../../core/game.js';
import { LANTERN_DECK_SECTIONS, validateLanternDeck } from './decks.js';
import { DECK_SIZE, MAX_COPIES, MAX_DEFS } from './ids.js';

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

const cardSchema = z.discriminatedUnion('kind', [unitSchema, spellSchema, responseSchema]);
const deckSchema = z.strictObject({
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

// Card kinds and keyword bits, as the tables hold them.
export const K_UNIT = 0;
export const K_SPELL = 1;
export const K_RESPONSE = 2;
export const KW_GUARD = 1;
export const KW_SWIFT = 2;
export const KW_GLOW = 4;
export const KW_QUENCH = 8;
const KEYWORD_BITS: Readonly<Record<string, number>> = { guard: KW_GUARD, swift: KW_SWIFT, glow: KW_GLOW, quench: KW_QUENCH };
export const E_FLARE = 0;
export const E_MEND = 1;
export const E_DRAW = 2;

/** Card definitions as flat typed arrays, indexed by definition id. */
export class LanternTables {
  readonly count: number;
  /** K_UNIT, K_SPELL or K_RESPONSE. */
  readonly kind: Uint8Array;
  readonly cost: Int8Array;
  readonly power: Int8Array;
  readonly health: Int8Array;
  /** KW_* bits. */
  readonly keywords: Uint8Array;
  /** A spell's E_* effect and its N. */
  readonly effect: Int8Array;
  readonly amount: Int8Array;

  constructor(defs: readonly LanternCard[]) {
    const k = defs.length;
    this.count = k;
    this.kind = new Uint8Array(k);
    this.cost = new Int8Array(k);
    this.power = new Int8Array(k);
    this.health = new Int8Array(k);
    this.keywords = new Uint8Array(k);
    this.effect = new Int8Array(k).fill(-1);
    this.amount = new Int8Array(k);
    defs.forEach((d, i) => {
      this.kind[i] = KINDS.indexOf(d.kind);
      this.cost[i] = d.cost;
      if (d.kind === 'spell') {
        this.effect[i] = SPELL_EFFECTS.indexOf(d.effect);
        this.amount[i] = d.amount;
        return;
      }
      for (const w of d.keywords) this.keywords[i]! |= KEYWORD_BITS[w]!;
      if (d.kind === 'unit') {
        this.power[i] = d.power;
        this.health[i] = d.health;
      }
    });
  }

  has(def: number, keyword: number): boolean {
    return (this.keywords[def]! & keyword) !== 0;
  }
}

/** The Duel of Lanterns card set: the CardSet plus its compiled tables. */
export interface LanternCardSet extends CardSet<LanternCard> {
  readonly tables: LanternTables;
}

/** The set `set` with `data` as its definitions (same ids) and `cards` as their infos: for the ablation filler. */
export function withDefinitions(set: LanternCardSet, data: readonly LanternCard[], cards: LanternCardSet['cards']): LanternCardSet {
  return { ...set, data, cards, tables: new LanternTables(data) };
}

/** Closed vocabularies as written, checked before the schema so a misspelling gets one line naming the allowed words. */
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
