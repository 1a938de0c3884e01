// Warlords of Terra's card files: the zod schema of cards/warlords/*.yaml and its closed
// vocabularies. Abilities, spell effects, hero skills and item bonuses come from a closed
// vocabulary of named effects with parameters; nothing in a card file is code.

import { z } from 'zod';
import { deckCardsField, deckSectionsField } from '../../core/deck-sections.js';

export const KINGDOMS = ['theridom', 'terra', 'hellscions', 'exiled', 'neutral'] as const;
export const CARD_TYPES = ['troop', 'spell', 'sudden-spell', 'item', 'location', 'hero'] as const;
/** Spell subtypes: a plain spell is discarded after it resolves, curses and powers stay attached. */
export const SPELL_SUBTYPES = ['plain', 'curse', 'power'] as const;
export const ITEM_SUBTYPES = ['weapon', 'armor', 'trinket'] as const;
/** What a spell, a skill or a hero skill is aimed at. */
export const TARGETS = ['enemy-troop', 'own-troop', 'any-troop', 'none'] as const;
export const RARITIES = ['common', 'uncommon', 'rare', 'epic'] as const;

/** Action ids and observations reserve room for this many definitions. */
export const MAX_DEFS = 128;

const n = (min: number, max: number) => z.number().int().min(min).max(max);
const cost = z.strictObject({ gold: n(0, 20).default(0).describe('gold to pay'), mana: n(0, 20).default(0).describe('mana to pay') });
const amount = (min: number, max: number) => n(min, max).describe("the effect's size");

/**
 * The effect vocabulary of spells, troop skills and hero skills. On a plain spell or a skill the
 * stat effects last until the end of the turn; on a curse or power they last while it is attached.
 */
const effect = z.discriminatedUnion('effect', [
  z.strictObject({ effect: z.literal('damage'), amount: amount(1, 20), magic: z.boolean().default(false).describe('damage: magic damage, which Absorb does not reduce') }),
  z.strictObject({ effect: z.literal('heal'), amount: amount(1, 20) }),
  z.strictObject({ effect: z.literal('absorb'), amount: amount(1, 10) }),
  z.strictObject({ effect: z.literal('atk'), amount: amount(-10, 10) }),
  z.strictObject({ effect: z.literal('spd'), amount: amount(-5, 5) }),
  z.strictObject({ effect: z.literal('hp'), amount: amount(1, 10) }),
  z.strictObject({ effect: z.literal('flying') }),
  z.strictObject({ effect: z.literal('no-threat') }),
  z.strictObject({ effect: z.literal('wither'), amount: amount(1, 10) }),
  z.strictObject({ effect: z.literal('draw'), cards: n(1, 3).describe('draw: cards drawn') }),
  z.strictObject({ effect: z.literal('strike-warlord'), amount: amount(1, 10) }),
]);
type EffectName = z.infer<typeof effect>['effect'];
/** The effect names, read from the schema itself. */
export const EFFECT_NAMES: readonly EffectName[] = effect.options.map((o) => o.shape.effect.value);
/** Effects that only make sense while attached (a curse or a power). */
export const ATTACHED_ONLY: readonly EffectName[] = ['hp', 'flying', 'no-threat', 'wither'];
/** Effects that act on a target troop. */
export const ON_TROOP: readonly EffectName[] = ['damage', 'heal', 'absorb', 'atk', 'spd', 'hp', 'flying', 'no-threat', 'wither'];

const effects = z.array(effect).min(1).describe('what it does, from the effect vocabulary below');
const target = z.enum(TARGETS);
const skill = z.strictObject({ cost, target: target.default('none').describe('what the skill is aimed at'), effects });

const ability = z.discriminatedUnion('ability', [
  z.strictObject({ ability: z.literal('absorb'), amount: n(1, 10).describe('absorb: physical damage taken less each time') }),
  z.strictObject({ ability: z.literal('flying') }),
  z.strictObject({ ability: z.literal('skill'), cost: cost.describe('skill: its cost, paid each use'), target: target.default('none').describe('skill: what it is aimed at'), effects }),
]);
type AbilityName = z.infer<typeof ability>['ability'];
export const ABILITY_NAMES: readonly AbilityName[] = ability.options.map((o) => o.shape.ability.value);

const common = {
  name: z.string().min(1).describe('the card name, unique in the set'),
  kingdom: z.enum(KINGDOMS).describe("the kingdom whose decks may hold it; only items may be 'neutral'"),
  rarity: z.enum(RARITIES).optional().describe('for designers; no rule reads it'),
  text: z.string().optional().describe('rules text for people; the engine reads the fields'),
};

const troopSchema = z.strictObject({
  ...common,
  type: z.literal('troop').describe('what the card is'),
  /** Knight, Soldier, Demon...: a label for synergies (no effect of the starter set reads it). */
  subtype: z.string().min(1).describe('troop: a free label (Knight, Demon); spell: its subtype; item: its subtype'),
  cost: cost.describe('gold and mana to play it'),
  atk: n(0, 20).describe('troop: attack, the damage it deals in combat'),
  hp: n(1, 30).describe('troop: health points; damage stays until healed'),
  spd: n(1, 5).describe('troop: spaces it may move a turn (1 less on its preparation turn)'),
  abilities: z.array(ability).default([]).describe('troop: its abilities, from the ability vocabulary below'),
});

const spellSchema = z.strictObject({
  ...common,
  type: z.enum(['spell', 'sudden-spell']),
  subtype: z.enum(SPELL_SUBTYPES).default('plain'),
  cost,
  target: target.describe('spell: what it is aimed at'),
  effects,
});

const itemSchema = z.strictObject({
  ...common,
  type: z.literal('item'),
  subtype: z.enum(ITEM_SUBTYPES),
  cost,
  durability: n(1, 10).optional().describe('item: durability of a weapon or armour (trinkets have none)'),
  attached: z.boolean().default(true).describe('item: false for a non-attached item, put on your summoning line without occupying a space'),
  bonus: z
    .strictObject({
      atk: n(0, 10).default(0).describe('item: ATK it gives its troop'),
      hp: n(0, 10).default(0).describe('item: HP it gives its troop'),
      spd: n(0, 3).default(0).describe('item: SPD it gives its troop'),
      absorb: n(0, 10).default(0).describe('armour: damage of any kind it absorbs each time'),
    })
    .default({ atk: 0, hp: 0, spd: 0, absorb: 0 })
    .describe('item: what it gives the troop it is equipped to'),
  aura: z.strictObject({ atk: n(1, 5).describe('ATK given') }).optional().describe('non-attached item: your troops on its space and the 4 next to it get +atk'),
});

const locationSchema = z.strictObject({
  ...common,
  type: z.literal('location'),
  cost,
  income: z
    .strictObject({ gold: n(0, 5).default(0).describe('location: gold it adds'), mana: n(0, 5).default(0).describe('location: mana it adds') })
    .describe('location: what it adds in each of your resource phases from the turn after it is built'),
});

const heroSchema = z.strictObject({
  ...common,
  type: z.literal('hero'),
  skill: skill
    .extend({ cost: z.strictObject({ power: n(1, 10).describe('power points spent') }).describe('hero: the power points a use costs') })
    .describe("hero: its skill, used once a turn in its player's tactics phase"),
});

export const cardSchema = z.discriminatedUnion('type', [troopSchema, spellSchema, itemSchema, locationSchema, heroSchema]);
export const deckSchema = z.strictObject({
  name: z.string().min(1).describe("the deck's name, as experiments refer to it"),
  cards: deckCardsField.optional().describe('the whole deck as one list of names (or name: copies), each card put in its section'),
  sections: deckSectionsField.optional().describe("the deck by section: 'hero', 'battle' (exactly 40) and 'building' (10 locations), each a list of names or name: copies"),
});

/** A whole card file, as the loader validates it (and the card reference describes it). */
export const warlordsFileSchema = z.strictObject({
  set: z.string().optional().describe("the set's name, for people"),
  cards: z.array(cardSchema).default([]).describe('the card definitions'),
  decks: z.array(deckSchema).default([]).describe('preconstructed decks of the set'),
});

export type TroopDef = z.infer<typeof troopSchema>;
export type SpellDef = z.infer<typeof spellSchema>;
export type ItemDef = z.infer<typeof itemSchema>;
export type LocationDef = z.infer<typeof locationSchema>;
export type HeroDef = z.infer<typeof heroSchema>;
export type WarlordsCard = TroopDef | SpellDef | ItemDef | LocationDef | HeroDef;
export type Effect = z.infer<typeof effect>;
