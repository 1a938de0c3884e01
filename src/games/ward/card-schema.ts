// Ward's card files: the zod schema of cards/ward/*.yaml and its closed vocabularies. Effects
// come from a closed vocabulary; nothing in a card file is code.

import { z } from 'zod';
import { deckCardsField } from '../../core/deck-sections.js';
import { DECK_SIZE, MAX_COPIES } from './decks.js';

export const CREATURE_TYPES = ['beast', 'bug', 'cosmic', 'demon', 'dragon', 'elemental', 'humanoid', 'dinosaur', 'undead', 'mechanical'] as const;
export const MAGIC_TYPES = ['standard', 'infinite', 'lightning'] as const;
export const SUB_TYPES = ['single', 'equip', 'field'] as const;
/** What a single or equip magic is aimed at; `response` = the card it answers in a chain. */
export const TARGETS = ['own-creature', 'opponent-creature', 'any-creature', 'magic', 'response', 'creature-effect', 'none'] as const;
export const SIDES = ['own', 'opponent', 'all'] as const;
export const STATS = ['al', 'spd', 'mod', 'attack-dice', 'hit-dice'] as const;

/** Action ids and observations reserve room for this many definitions. */
export const MAX_DEFS = 128;

const n = (min: number, max: number) => z.number().int().min(min).max(max);

// Each effect's `.describe()` is its rule, as the card-file reference prints it.
const creatureEffect = z.discriminatedUnion('effect', [
  z.strictObject({ effect: z.literal('destroy-magic-on-summon') }).describe('When the creature is summoned, one magic card on the field is destroyed (an activation the opponent may answer in its summon window).'),
  z.strictObject({ effect: z.literal('dot-on-hit'), damage: n(1, 100), cycles: n(1, 10) }).describe('When it hits, the target takes `damage` once per turn cycle for `cycles` turn cycles (a creature already under a DOT gets no second one).'),
  z.strictObject({ effect: z.literal('first-strike-multiplier'), factor: n(2, 10) }).describe('When it strikes first in a battle, its attack damage is multiplied by `factor` (after a critical, before equip multipliers).'),
  z.strictObject({ effect: z.literal('unaffected') }).describe("Once in play, the opponent's magic and creature effects do not touch it; battle damage still does."),
  z.strictObject({ effect: z.literal('bonus-damage'), amount: n(1, 50) }).describe('Adds `amount` to its attack damage on every hit.'),
]);

const creatureSchema = z.strictObject({
  name: z.string().min(1).describe('The card name, unique in the set; decks and summon requirements name cards by it (any case).'),
  kind: z.literal('creature').describe('A creature card (the other kind is `magic`).'),
  type: z.enum(CREATURE_TYPES).describe('The creature type (see Creature types below).'),
  al: n(1, 12).describe('Armor Level: the hit roll (hit dice + modifier) must reach it. A first-turn summon needs no sacrifice at AL 1-6; at AL 7+ it sacrifices creatures from hand.'),
  hp: n(1, 300).describe('Hit points; at 0 the creature dies and its printed HP counts towards its player\'s cemetery.'),
  spd: n(0, 30).describe('Speed: the faster creature strikes first in a battle; ties are rolled off.'),
  modifier: n(-5, 20).describe('Added to its hit roll and to its attack damage.'),
  'attack-dice': n(1, 10).describe('Dice rolled for attack damage when it hits.'),
  'summon-requirement': z.strictObject({ under: z.string().min(1).describe('The card placed under it.') }).optional().describe('It can only be summoned by placing the named creature of the set, already on the field, under it; that card follows it when it leaves.'),
  effects: z.array(creatureEffect).default([]).describe('Its effects, each a mapping with `effect` and its parameters (see Creature effects below).'),
  rarity: z.string().optional().describe('Printed rarity; not a game mechanic.'),
  text: z.string().optional().describe('The printed rules text, shown in reports; the rules read the fields above, never this text.'),
});

const magicEffect = z.discriminatedUnion('effect', [
  z.strictObject({ effect: z.literal('buff'), stat: z.enum(STATS), amount: n(-10, 10) }).describe('Changes a stat of the creatures it reaches by `amount` (negative: a debuff); an infinite equip\'s buff lasts while it is attached.'),
  z.strictObject({ effect: z.literal('damage'), amount: n(1, 300) }).describe('Deals `amount` damage at once. Damaging magic cannot be played in the first turn cycle.'),
  z.strictObject({ effect: z.literal('percent-damage'), percent: n(1, 100) }).describe('Deals `percent` of the current HP as damage, rounded down.'),
  z.strictObject({ effect: z.literal('heal'), amount: n(1, 300) }).describe('Restores `amount` HP, never above the printed HP.'),
  z.strictObject({ effect: z.literal('hot'), amount: n(1, 100), cycles: n(1, 10) }).describe('Heals `amount` once per turn cycle for `cycles` turn cycles; a creature takes one HOT at a time.'),
  z.strictObject({ effect: z.literal('dot'), amount: n(1, 100), cycles: n(1, 10) }).describe('Deals `amount` once per turn cycle for `cycles` turn cycles; a creature takes one DOT at a time.'),
  z.strictObject({ effect: z.literal('negate-magic') }).describe('Answers a magic card in a chain (target `response`): that card does nothing and pays no cost.'),
  z.strictObject({ effect: z.literal('negate-creature-effects') }).describe("Negates a creature's effects for as long as it stays on the field (target `creature-effect`), or every creature's on its side while an infinite field magic is in play."),
  z.strictObject({ effect: z.literal('destroy-magic') }).describe('Destroys a magic card on the field (target `magic`).'),
  z.strictObject({ effect: z.literal('revive') }).describe('Anchoring: puts a creature from its player\'s cemetery on the field, held by this card; when either leaves the field, the other goes to the cemetery.'),
  z.strictObject({ effect: z.literal('limited-summon'), 'max-al': n(1, 12) }).describe('Anchoring: puts a creature of AL at most `max-al` from the hand on the field as a limited summon (at most 4 per side), held by this card.'),
  z.strictObject({ effect: z.literal('immunity'), cycles: n(1, 10) }).describe('The target takes no damage for `cycles` turn cycles.'),
  z.strictObject({ effect: z.literal('unremovable') }).describe('The equipped creature cannot be removed from the field by effects while it is attached.'),
  z.strictObject({ effect: z.literal('multiplier'), factor: n(2, 10) }).describe('The equipped creature\'s attack damage is multiplied by `factor` (after a critical and a first-strike multiplier).'),
  z.strictObject({ effect: z.literal('magic-tax'), damage: n(1, 100) }).describe('While it is in play, playing a magic costs `damage` HP to the player\'s primary creature.'),
  z.strictObject({ effect: z.literal('draw'), cards: n(1, 5) }).describe('Its player draws `cards` cards.'),
  z.strictObject({ effect: z.literal('return-to-hand') }).describe("Returns the target creature to its owner's hand (not one that cannot be removed)."),
]);

const magicSchema = z.strictObject({
  name: z.string().min(1).describe('The card name, unique in the set; decks name cards by it (any case).'),
  kind: z.literal('magic').describe('A magic card (the other kind is `creature`).'),
  type: z.enum(MAGIC_TYPES).describe('How long it stays and when it may be played (see Magic types below).'),
  'sub-type': z.enum(SUB_TYPES).describe('What it acts on (see Magic sub-types below).'),
  target: z.enum(TARGETS).default('none').describe('What a single or equip magic is aimed at (see Targets below); a field magic has none.'),
  side: z.enum(SIDES).default('all').describe('Whose creatures a field magic affects (see Sides below).'),
  cost: z.strictObject({ 'self-damage': n(1, 100).describe('HP damage to its player\'s primary creature.') }).optional().describe('Paid when the card resolves; it is playable only if the primary creature survives the cost, and a negated card pays nothing.'),
  effects: z.array(magicEffect).min(1).describe('Its effects, each a mapping with `effect` and its parameters (see Magic effects below); combinations that could never apply are refused.'),
  rarity: z.string().optional().describe('Printed rarity; not a game mechanic.'),
  text: z.string().optional().describe('The printed rules text, shown in reports; the rules read the fields above, never this text.'),
});

export const CREATURE_EFFECTS = creatureEffect.options.map((o) => o.shape.effect.value);
export const MAGIC_EFFECTS = magicEffect.options.map((o) => o.shape.effect.value);

/** The closed vocabularies of a card's fields by kind, checked before the schema so a misspelling gets one line naming the allowed words. */
export const VOCABULARY: Record<'creature' | 'magic', readonly { readonly field: string; readonly what: string; readonly words: readonly string[] }[]> = {
  creature: [{ field: 'type', what: 'creature type', words: CREATURE_TYPES }],
  magic: [
    { field: 'type', what: 'magic type', words: MAGIC_TYPES },
    { field: 'sub-type', what: 'magic sub-type', words: SUB_TYPES },
    { field: 'target', what: 'target', words: TARGETS },
    { field: 'side', what: 'side', words: SIDES },
  ],
};
export const KINDS = ['creature', 'magic'] as const;

export const cardSchema = z.discriminatedUnion('kind', [creatureSchema, magicSchema]);
export const deckSchema = z.strictObject({
  name: z.string().min(1).describe('The deck name, as experiments name it.'),
  cards: deckCardsField.describe(`A list of card names (one per copy) or a mapping of card name to copies: ${DECK_SIZE} cards, at most ${MAX_COPIES} copies of a name.`),
});
export const fileSchema = z.strictObject({
  set: z.string().optional().describe('The name of the set the file belongs to; informational.'),
  cards: z.array(cardSchema).default([]).describe('Card definitions, creatures and magic (the fields of each kind below).'),
  decks: z.array(deckSchema).default([]).describe('Preconstructed decks; they may name cards of the other files of the set.'),
});
/** The schemas a card file is validated with, for the card-file reference. */
export const WARD_SCHEMAS = { file: fileSchema, creature: creatureSchema, magic: magicSchema, creatureEffect, magicEffect };

export type CreatureDef = z.infer<typeof creatureSchema>;
export type MagicDef = z.infer<typeof magicSchema>;
export type WardCard = CreatureDef | MagicDef;
