// WTactics' card files: the zod schema of cards/wtactics/*.yaml and its closed vocabularies
// (effects, keywords, factions, types); nothing in a card file is code.

import { z } from 'zod';
import { deckCardsField, deckSectionsField } from '../../core/deck-sections.js';
import { MAX_TYPES } from './creature-types.js';

export const KINDS = ['creature', 'equipment', 'enchantment', 'event', 'magic', 'quest', 'hero'] as const;
export const FACTIONS = ['gaian', 'house-of-nobles', 'red-banner', 'neutral'] as const;
/** Keywords a creature may have or be given. `vigilant` overrides a core rule; the `cannot-` ones forbid. */
export const KEYWORDS = ['vigilant', 'cannot-attack', 'cannot-defend'] as const;
export const EFFECTS = ['buff', 'heal', 'counter', 'destroy', 'draw', 'gain-influence', 'drain-influence', 'gold', 'unmark', 'mark'] as const;
export const TARGETS = ['none', 'self', 'own-creature', 'enemy-creature', 'any-creature'] as const;
export const ENCHANT_TARGETS = ['own-creature', 'enemy-creature', 'any-creature'] as const;
export const SPANS = ['local', 'global'] as const;
export const SIDES = ['allies', 'all'] as const;
export const ABILITY_KINDS = ['passive', 'activated', 'triggered', 'assign', 'upkeep'] as const;
export const TRIGGERS = ['enters-play', 'dies', 'creature-enters'] as const;
export const ASSIGN_EFFECTS = ['gold', 'draw', 'gain-influence'] as const;
export const QUEST_TYPES = ['assignment', 'contract', 'confrontation'] as const;
export const OBJECTIVES = ['heal-streak', 'kill-same-faction', 'kill-creatures', 'control-creatures', 'influence-damage', 'slay'] as const;

/** Action ids and observations reserve room for this many definitions. */
export const MAX_DEFS = 128;

const n = (min: number, max: number) => z.number().int().min(min).max(max);
const capitalisedWord = (what: string) => z.string().min(1).regex(/^[A-Z][A-Za-z-]*$/, `${what} is one capitalised word`);
const typeName = capitalisedWord('a creature type');

const effectSchema = z.strictObject({
  effect: z.enum(EFFECTS).describe('what the card or ability does (Effects below)'),
  amount: n(-9, 20).default(0).describe("the effect's number: ATK change (buff, counter), cards (draw), influence (gain-influence, drain-influence), gold, or the highest DEF destroyed (destroy)"),
  def: n(-9, 20).default(0).describe('DEF change (buff, heal, counter)'),
  target: z.enum(TARGETS).default('none').describe('what it acts on (Targets below); none for effects on players'),
});

const markCost = z
  .strictObject({
    gold: n(0, 9).default(0).describe('gold paid to use the ability'),
    'mark-me': z.boolean().default(false).describe('the creature marks itself: the (M) symbol'),
    'mark-allies': n(0, 7).default(0).describe('this many other unmarked local allies mark: the (MaX) symbol'),
  })
  .describe('the cost before the colon of `Cost : Effect`; an activated ability marks its creature or allies');

const creatureType = typeName.optional().describe('only creatures of this type (a word from a creature\'s types); absent: any creature');

const abilityKind = <K extends (typeof ABILITY_KINDS)[number]>(k: K) => z.literal(k).describe('ability kind (Ability kinds below)');

const abilitySchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: abilityKind('passive'),
      atk: n(-5, 9).default(0).describe('ATK given to the creatures it reaches'),
      def: n(-5, 9).default(0).describe('DEF given to the creatures it reaches'),
      'creature-type': creatureType,
      span: z.enum(SPANS).default('local').describe('how far it reaches (Spans below)'),
      side: z.enum(SIDES).default('allies').describe('whose creatures it reaches (Sides below)'),
      grants: z.array(z.enum(KEYWORDS)).default([]).describe('keywords given to the creatures it reaches'),
    }),
    z.strictObject({ kind: abilityKind('activated'), cost: markCost, ...effectSchema.shape }),
    z.strictObject({ kind: abilityKind('triggered'), when: z.enum(TRIGGERS).describe('what sets it off (Triggers below)'), 'creature-type': creatureType, ...effectSchema.shape }),
    z.strictObject({
      kind: abilityKind('assign'),
      gold: n(0, 9).default(0).describe('gold paid to assign the creature'),
      effect: z.enum(ASSIGN_EFFECTS).describe('what the assigned creature brings its controller at the start of every turn from the next one on (Assignment effects below)'),
      amount: n(1, 5).default(1).describe('how much gold, cards or influence'),
    }),
    z.strictObject({ kind: abilityKind('upkeep'), gold: n(1, 9).describe('gold paid in each upkeep phase'), otherwise: z.literal('discard').describe('what happens when the upkeep is not paid: the creature is discarded') }),
  ])
  .describe('one ability');

const costSchema = z
  .union([
    n(0, 15),
    z.strictObject({ x: z.literal('target-atk').describe('X: the cost is the target\'s ATK'), plus: n(-9, 9).default(0).describe('added to the target\'s ATK') }),
    z.strictObject({ t: z.literal('target-cost').describe('T: the cost is the target\'s cost'), plus: n(-9, 9).default(0).describe('added to the target\'s cost') }),
  ])
  .describe('gold to play it: a number, or X (the target\'s ATK) or T (the target\'s cost) with a modifier; only targeted cards have X or T');

const common = {
  name: z.string().min(1).describe('the card name, unique in the set; decks list cards by it'),
  faction: z.enum(FACTIONS).default('neutral').describe('the faction (Factions below)'),
  loyalty: n(0, 3).default(0).describe("loyalty requirement: the hero must bring this many loyalty points of the card's faction; 0 for none"),
  cost: costSchema.default(0),
  text: z.string().optional().describe('rules text for people; the engine reads only the fields'),
};

const kindField = <K extends (typeof KINDS)[number]>(k: K) => z.literal(k).describe('card type (Card types below)');
const grantsField = z.array(z.enum(KEYWORDS)).default([]).describe('keywords the carrier gets (Keywords below)');

const creatureSchema = z.strictObject({
  ...common,
  kind: kindField('creature'),
  atk: n(0, 20).describe('attack (ATK)'),
  def: n(0, 20).describe('defence (DEF)'),
  types: z.array(typeName).default([]).describe(`creature types, each one capitalised word (Elf, Caster...); \`Caster\` lets it cast magic in its front; a set uses at most ${MAX_TYPES} distinct types (only-type and creature-type fields count too), Caster among them`),
  keywords: z.array(z.enum(KEYWORDS)).default([]).describe('keywords (Keywords below)'),
  abilities: z.array(abilitySchema).default([]).describe("the creature's abilities, at most one of each kind"),
});
const equipmentSchema = z.strictObject({
  ...common,
  kind: kindField('equipment'),
  subtype: capitalisedWord('an equipment subtype').optional().describe('equipment subtype (Weapon, Armor...): a creature uses one equipment per subtype; absent: always used'),
  atk: n(-5, 9).default(0).describe('ATK the carrier gets'),
  def: n(-5, 9).default(0).describe('DEF the carrier gets'),
  grants: grantsField,
  'only-type': typeName.optional().describe('only a creature of this type may carry it'),
});
const enchantmentSchema = z.strictObject({
  ...common,
  kind: kindField('enchantment'),
  atk: n(-9, 9).default(0).describe('ATK the enchanted creature gets'),
  def: n(-9, 9).default(0).describe('DEF the enchanted creature gets'),
  grants: grantsField,
  target: z.enum(ENCHANT_TARGETS).describe('which creature it may enchant (Targets below)'),
});
const eventSchema = z.strictObject({ ...common, kind: kindField('event'), ...effectSchema.shape });
const magicSchema = z.strictObject({ ...common, kind: kindField('magic'), ...effectSchema.shape });
const questSchema = z.strictObject({
  ...common,
  kind: kindField('quest'),
  'quest-type': z.enum(QUEST_TYPES).describe('Quest types below'),
  vp: n(1, 10).describe('victory points for completing it'),
  objective: z.enum(OBJECTIVES).describe('what completes it (Objectives below)'),
  count: n(1, 20).default(1).describe('turns, kills, creatures or influence the objective counts to'),
  'min-cost': n(0, 30).default(0).describe("kill-same-faction: the killed creatures' costs must add up to at least this"),
  'no-losses': z.boolean().default(false).describe("kill-same-faction: the count restarts when one of the player's own creatures dies"),
  duration: n(0, 20).default(0).describe('own turns a contract runs after it is accepted, the accepting turn included (0: no limit)'),
  escrow: n(0, 3).default(0).describe('a contract\'s escrow: cards discarded face down from hand on accepting, returned only on completion'),
  'reward-atk': n(0, 9).default(0).describe('a +ATK counter for the creature that made the last kill'),
  atk: n(0, 20).default(0).describe("a confrontation creature's ATK"),
  def: n(0, 20).default(0).describe("a confrontation creature's DEF"),
  hp: n(0, 20).default(0).describe("a confrontation creature's hit points, tracked per player"),
});
const heroSchema = z.strictObject({
  ...common,
  kind: kindField('hero'),
  influence: n(1, 99).describe('starting and maximum influence; at zero the player loses'),
  'victory-points': n(1, 30).describe('victory points that win the match'),
  'hand-size': n(1, 15).describe('cards kept at the discard phase'),
  'starting-resources': n(1, 9).describe('resources laid the first time the player lays resources'),
  'default-army': n(0, 20).describe('gold for creatures in the player\'s first turn'),
  'loyalty-points': z.partialRecord(z.enum(FACTIONS), n(1, 3)).describe('loyalty points per faction the hero brings (faction: points); a deck\'s loyalty needs must fit'),
  abilities: z
    .array(z.strictObject({ gold: n(0, 9).describe('gold the ability costs; the opponent may counter it'), ...effectSchema.shape }))
    .max(4)
    .default([])
    .describe('hero abilities, one use per turn, acting on players'),
});

export const cardSchema = z.discriminatedUnion('kind', [creatureSchema, equipmentSchema, enchantmentSchema, eventSchema, magicSchema, questSchema, heroSchema]);

export const deckSchema = z.strictObject({
  name: z.string().min(1).describe('the deck name, as experiments refer to it'),
  cards: deckCardsField.optional().describe('the cards by name: a list, or name: copies; army (60+, at most 4 copies), one hero and 10 different quests'),
  sections: deckSectionsField.optional().describe('the same cards by section (army, hero, quests)'),
});

export const wtFileSchema = z.strictObject({
  set: z.string().optional().describe('the name of the card set'),
  cards: z.array(cardSchema).default([]).describe('the card definitions'),
  decks: z.array(deckSchema).default([]).describe('starter decks'),
});

export type WtCard = z.infer<typeof cardSchema>;
export type WtCreature = z.infer<typeof creatureSchema>;
export type WtQuest = z.infer<typeof questSchema>;
export type WtHero = z.infer<typeof heroSchema>;
export type Effect = z.infer<typeof effectSchema>;
