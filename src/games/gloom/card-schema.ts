// Gloom of Gods' card files: the zod schema of cards/gloom/*.yaml (unit profiles, gambits,
// spells, tags as trait bundles, factions). Keywords come from closed vocabularies
// (vocabulary.ts); nothing in a card file is code.

import { z } from 'zod';
import { deckSectionsField } from '../../core/deck-sections.js';
import * as V from './vocabulary.js';

/** Action ids and tables reserve room for this many definitions. */
export const MAX_DEFS = 128;

const n = (min: number, max: number) => z.number().int().min(min).max(max);
/** Dice pair "attack/defence" as printed: `3/1`. */
const dicePair = z.string().regex(/^\d\/\d$/, 'a dice pair written attack/defence, e.g. "3/1"');
const keywordList = (meaning: string) => z.array(z.string().min(1)).default([]).describe(meaning);

const unitSchema = z.strictObject({
  name: z.string().min(1).describe('the unit profile\'s name, unique in the set'),
  kind: z.literal('unit').describe('a unit profile'),
  faction: z.string().min(1).describe('the faction (one of `factions`) whose armies may field it'),
  tags: z.array(z.string().min(1)).min(1).describe('its tags (names of `tags`); the first names its type in reports, and each adds its traits'),
  speed: n(1, 8).describe('Speed (S): Movement Points of a Move action'),
  offence: dicePair.describe('Offence (O), written attack/defence (`3/1`): the Attack and Defence dice it rolls when it attacks in melee'),
  defence: dicePair.describe('Defence (D), written attack/defence (`1/2`): the Attack and Defence dice it rolls when it defends'),
  morale: n(1, 6).describe('Morale (M): Morale tokens at the start and at most'),
  health: n(1, 10).describe('Health (H): Wounds that destroy it'),
  cost: n(1, 60).describe('Cost (C): points in army building'),
  max: n(1, 4).default(2).describe('MAX: copies allowed in one army list'),
  tribute: n(0, 3).default(0).describe('Tribute Cost (◆ icons) counted against the Tribute Cap'),
  traits: keywordList('its own traits, `name` or `name[X]` (Traits below), on top of its tags\''),
  melee: keywordList('attack effects of its Melee Attack (Attack effects below)'),
  ranged: z
    .strictObject({
      range: n(2, 10).describe('range in hexes (+1 from Elevated ground)'),
      dice: n(1, 8).describe('Attack dice rolled against the target\'s Defence dice'),
      effects: keywordList('attack effects of its Ranged Attack (Attack effects below)'),
    })
    .optional()
    .describe('its Ranged Attack; none: it cannot shoot'),
  auto: z
    .strictObject({
      hits: n(0, 3).default(0).describe('⚔️ auto-successes added to its Hits'),
      blocks: n(0, 3).default(0).describe('🛡️ auto-successes added to its Blocks'),
      mana: n(0, 3).default(0).describe('✨ auto-successes added to its Casting Tests (Casters only)'),
      dispels: n(0, 3).default(0).describe('🧿 auto-successes added to its Dispel Tests'),
    })
    .optional()
    .describe('Auto-Success icons printed on the profile'),
  skill: z.enum(V.SKILLS).default('none').describe('its Skill Action (Skills below)'),
  text: z.string().optional().describe('flavour or rules text for people; the game does not read it'),
});

const spellSchema = z.strictObject({
  name: z.string().min(1).describe('the spell\'s name, unique in the set'),
  kind: z.literal('spell').describe('a spell'),
  lore: z.string().min(1).describe('the Magic Lore it belongs to; an army takes one lore\'s 6 spells'),
  tn: n(1, 5).describe('Target Number: ✨ successes the Casting Test needs'),
  range: n(1, 12).describe('range in hexes from the caster to the target hex'),
  los: z.boolean().describe('true: a solid hex ⬢, Line of Sight required; false: a hollow hex ⬡, none required'),
  area: z.enum(V.SPELL_AREAS).default('single').describe('the hexes it affects around the target (Spell areas below)'),
  target: z.enum(V.SPELL_TARGETS).describe('what the target hex must hold (Spell targets below)'),
  affects: z.enum(V.SPELL_AFFECTS).default('all').describe('which units in the area it affects (Spell affects below)'),
  effects: keywordList('what it does to each affected unit, `name` or `name[X]` (Spell effects below)'),
  text: z.string().optional().describe('flavour or rules text for people; the game does not read it'),
});

const gambitSchema = z.strictObject({
  name: z.string().min(1).describe('the Gambit\'s name, unique in the set'),
  kind: z.literal('gambit').describe('a Gambit'),
  faction: z.string().min(1).optional().describe('the faction whose armies may take it; absent: any army may'),
  effect: z.enum(V.GAMBIT_EFFECTS).describe('what playing it does (Gambit effects below)'),
  value: n(0, 5).default(1).describe('the amount of its effect'),
  text: z.string().optional().describe('flavour or rules text for people; the game does not read it'),
});

export const tagSchema = z.strictObject({
  name: z.string().min(1).describe('the tag\'s name, as unit profiles list it'),
  traits: keywordList('the traits every unit with this tag has (Traits below)'),
  text: z.string().optional().describe('what the tag stands for, for people'),
});
export const factionSchema = z.strictObject({
  name: z.string().min(1).describe('the faction\'s name, as unit profiles and Gambits give it'),
  archetype: z.string().min(1).describe('its Army Archetype: the strategic identity of its armies, in words'),
  'divine-favor': z
    .strictObject({
      name: z.string().min(1).describe('the Divine Favor\'s name'),
      effect: z.enum(V.GAMBIT_EFFECTS).describe('what it does (Gambit effects below)'),
      value: n(0, 5).default(1).describe('the amount of its effect'),
    })
    .describe('earned by playing a first Gambit, then playable once'),
});

export const cardSchema = z.discriminatedUnion('kind', [unitSchema, spellSchema, gambitSchema]);
export const deckSchema = z.strictObject({ name: z.string().min(1).describe('the army list\'s name'), sections: deckSectionsField.describe('`units`, `gambits` (4) and `spells` (one lore\'s 6), each a list of names or a mapping of name to copies') });

export const gloomFileSchema = z.strictObject({
  set: z.string().optional().describe('the name of the set the file belongs to'),
  tags: z.array(tagSchema).default([]).describe('tags: trait bundles unit profiles refer to'),
  factions: z.array(factionSchema).default([]).describe('factions with their Army Archetype and Divine Favor'),
  cards: z.array(cardSchema).default([]).describe('unit profiles, spells and Gambits (the fields below are those of each kind)'),
  decks: z.array(deckSchema).default([]).describe('army lists'),
});

export type UnitDef = z.infer<typeof unitSchema>;
export type SpellDef = z.infer<typeof spellSchema>;
export type GambitDef = z.infer<typeof gambitSchema>;
export type GloomCard = UnitDef | SpellDef | GambitDef;
export type TagDef = z.infer<typeof tagSchema>;
export type FactionDef = z.infer<typeof factionSchema>;
