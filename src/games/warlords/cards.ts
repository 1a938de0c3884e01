// Warlords of Terra card data: the zod schema of cards/warlords/*.yaml, the loader and the
// compiled typed arrays the rules read. Abilities, spell effects, hero skills and item bonuses
// come from a closed vocabulary of named effects with parameters; nothing in a card file is code.

import { z } from 'zod';
import type { CardFileCheck } from '../../core/card-file-check.js';
import { cardFiles } from '../../core/card-set-loader.js';
import type { CardSetRecipe } from '../../core/card-set-loader.js';
import { deckCardsField, deckSectionsField } from '../../core/deck-sections.js';
import type { CardSet } from '../../core/game.js';
import { validateWarlordsDeck, WARLORDS_DECK_SECTIONS } from './decks.js';

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
const ATTACHED_ONLY: readonly EffectName[] = ['hp', 'flying', 'no-threat', 'wither'];
/** Effects that act on a target troop. */
const ON_TROOP: readonly EffectName[] = ['damage', 'heal', 'absorb', 'atk', 'spd', 'hp', 'flying', 'no-threat', 'wither'];

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

const cardSchema = z.discriminatedUnion('type', [troopSchema, spellSchema, itemSchema, locationSchema, heroSchema]);
const deckSchema = z.strictObject({
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
type Effect = z.infer<typeof effect>;

export const K_TROOP = 0;
export const K_SPELL = 1;
export const K_SUDDEN = 2;
export const K_ITEM = 3;
export const K_LOCATION = 4;
export const K_HERO = 5;

export const SUB_PLAIN = 0;
export const SUB_CURSE = 1;
export const SUB_POWER = 2;
export const ITEM_WEAPON = 0;
export const ITEM_ARMOR = 1;
export const ITEM_TRINKET = 2;

export const T_ENEMY = 0;
export const T_OWN = 1;
export const T_ANY = 2;
export const T_NONE = 3;

/** Card definitions as flat typed arrays, indexed by definition id. */
export class WarlordsCardTables {
  readonly count: number;
  readonly kind: Int8Array;
  readonly kingdom: Int8Array;
  readonly gold: Int8Array;
  readonly mana: Int8Array;
  // troops
  readonly atk: Int8Array;
  readonly hp: Int8Array;
  readonly spd: Int8Array;
  readonly absorb: Int8Array;
  readonly flying: Uint8Array;
  readonly hasSkill: Uint8Array;
  // spells, skills, hero skills: subtype, target and the effect's parameters
  readonly sub: Int8Array;
  readonly target: Int8Array;
  /** A troop's skill cost (gold, mana) lies in skillGold/skillMana; a hero's in power. */
  readonly skillGold: Int8Array;
  readonly skillMana: Int8Array;
  readonly power: Int8Array;
  readonly eDamage: Int8Array;
  readonly eMagic: Uint8Array;
  readonly eHeal: Int8Array;
  readonly eAbsorb: Int8Array;
  readonly eAtk: Int8Array;
  readonly eSpd: Int8Array;
  readonly eHp: Int8Array;
  readonly eFlying: Uint8Array;
  readonly eNoThreat: Uint8Array;
  readonly eWither: Int8Array;
  readonly eDraw: Int8Array;
  readonly eWarlord: Int8Array;
  // items
  readonly itemSub: Int8Array;
  readonly durability: Int8Array;
  readonly attached: Uint8Array;
  readonly aura: Int8Array;
  // locations
  readonly incomeGold: Int8Array;
  readonly incomeMana: Int8Array;
  /** Sudden spell definitions, ascending: the public check of whether a player could answer. */
  readonly sudden: readonly number[];

  constructor(defs: readonly WarlordsCard[]) {
    const k = defs.length;
    this.count = k;
    const i8 = () => new Int8Array(k);
    const u8 = () => new Uint8Array(k);
    this.kind = i8();
    this.kingdom = i8();
    this.gold = i8();
    this.mana = i8();
    this.atk = i8();
    this.hp = i8();
    this.spd = i8();
    this.absorb = i8();
    this.flying = u8();
    this.hasSkill = u8();
    this.sub = i8();
    this.target = new Int8Array(k).fill(T_NONE);
    this.skillGold = i8();
    this.skillMana = i8();
    this.power = i8();
    this.eDamage = i8();
    this.eMagic = u8();
    this.eHeal = i8();
    this.eAbsorb = i8();
    this.eAtk = i8();
    this.eSpd = i8();
    this.eHp = i8();
    this.eFlying = u8();
    this.eNoThreat = u8();
    this.eWither = i8();
    this.eDraw = i8();
    this.eWarlord = i8();
    this.itemSub = new Int8Array(k).fill(-1);
    this.durability = i8();
    this.attached = u8();
    this.aura = i8();
    this.incomeGold = i8();
    this.incomeMana = i8();
    defs.forEach((d, i) => this.compile(d, i));
    this.sudden = defs.flatMap((d, i) => (d.type === 'sudden-spell' ? [i] : []));
  }

  private compile(d: WarlordsCard, i: number): void {
    this.kind[i] = CARD_TYPES.indexOf(d.type);
    this.kingdom[i] = KINGDOMS.indexOf(d.kingdom);
    if (d.type !== 'hero') {
      this.gold[i] = d.cost.gold;
      this.mana[i] = d.cost.mana;
    }
    switch (d.type) {
      case 'troop':
        this.atk[i] = d.atk;
        this.hp[i] = d.hp;
        this.spd[i] = d.spd;
        for (const a of d.abilities) {
          if (a.ability === 'absorb') this.absorb[i]! += a.amount;
          else if (a.ability === 'flying') this.flying[i] = 1;
          else {
            this.hasSkill[i] = 1;
            this.skillGold[i] = a.cost.gold;
            this.skillMana[i] = a.cost.mana;
            this.target[i] = TARGETS.indexOf(a.target);
            this.compileEffects(a.effects, i);
          }
        }
        return;
      case 'spell':
      case 'sudden-spell':
        this.sub[i] = SPELL_SUBTYPES.indexOf(d.subtype);
        this.target[i] = TARGETS.indexOf(d.target);
        this.compileEffects(d.effects, i);
        return;
      case 'item':
        this.itemSub[i] = ITEM_SUBTYPES.indexOf(d.subtype);
        this.durability[i] = d.durability ?? 0;
        this.attached[i] = d.attached ? 1 : 0;
        this.eAtk[i] = d.bonus.atk;
        this.eHp[i] = d.bonus.hp;
        this.eSpd[i] = d.bonus.spd;
        this.eAbsorb[i] = d.bonus.absorb;
        this.aura[i] = d.aura?.atk ?? 0;
        return;
      case 'location':
        this.incomeGold[i] = d.income.gold;
        this.incomeMana[i] = d.income.mana;
        return;
      case 'hero':
        this.power[i] = d.skill.cost.power;
        this.target[i] = TARGETS.indexOf(d.skill.target);
        this.compileEffects(d.skill.effects, i);
        return;
    }
  }

  private compileEffects(effects: readonly Effect[], i: number): void {
    for (const e of effects) {
      switch (e.effect) {
        case 'damage':
          this.eDamage[i]! += e.amount;
          this.eMagic[i] = e.magic ? 1 : 0;
          break;
        case 'heal':
          this.eHeal[i]! += e.amount;
          break;
        case 'absorb':
          this.eAbsorb[i]! += e.amount;
          break;
        case 'atk':
          this.eAtk[i]! += e.amount;
          break;
        case 'spd':
          this.eSpd[i]! += e.amount;
          break;
        case 'hp':
          this.eHp[i]! += e.amount;
          break;
        case 'flying':
          this.eFlying[i] = 1;
          break;
        case 'no-threat':
          this.eNoThreat[i] = 1;
          break;
        case 'wither':
          this.eWither[i]! += e.amount;
          break;
        case 'draw':
          this.eDraw[i]! += e.cards;
          break;
        case 'strike-warlord':
          this.eWarlord[i]! += e.amount;
          break;
      }
    }
  }
}

export interface WarlordsCardSet extends CardSet<WarlordsCard> {
  readonly tables: WarlordsCardTables;
  readonly rules: WarlordsRules;
}

/** Rule parameters a set carries (tunables; `warlords.tunables`), the rulebook's values by default. */
export interface WarlordsRules {
  /** "Each player starts the game with 20 health points." */
  readonly startingHealth: number;
}

export const WARLORDS_RULES: WarlordsRules = { startingHealth: 20 };

/** Combinations a card file may not use even though each field is valid on its own; one message per problem. */
function combinationProblems(c: WarlordsCard): { at: (string | number)[]; message: string; hint?: string }[] {
  const out: { at: (string | number)[]; message: string; hint?: string }[] = [];
  const checkEffects = (effects: readonly Effect[], target: string, attached: boolean, base: (string | number)[]) => {
    effects.forEach((e, k) => {
      const at = [...base, 'effects', k, 'effect'];
      if (ON_TROOP.includes(e.effect) && target === 'none') out.push({ at, message: `'${e.effect}' acts on a troop but the target is 'none'`, hint: "give a target: 'enemy-troop', 'own-troop' or 'any-troop'" });
      if (!ON_TROOP.includes(e.effect) && target !== 'none') out.push({ at, message: `'${e.effect}' takes no troop target`, hint: "set target: 'none'" });
      if (ATTACHED_ONLY.includes(e.effect) && !attached) out.push({ at, message: `'${e.effect}' lasts while attached: only a curse or a power can have it`, hint: "make the card a 'curse' or a 'power'" });
      if (attached && (e.effect === 'damage' || e.effect === 'heal')) out.push({ at, message: `'${e.effect}' happens once: a curse or power keeps only lasting effects`, hint: "use subtype 'plain'" });
    });
  };
  if (c.type === 'spell' || c.type === 'sudden-spell') {
    const attached = c.subtype !== 'plain';
    if (c.subtype === 'curse' && c.target !== 'enemy-troop') out.push({ at: ['target'], message: "a curse must be played on an enemy troop", hint: "target: 'enemy-troop'" });
    if (c.subtype === 'power' && c.target !== 'own-troop') out.push({ at: ['target'], message: 'a power must be attached to your own troop', hint: "target: 'own-troop'" });
    checkEffects(c.effects, c.target, attached, []);
  }
  if (c.type === 'troop') c.abilities.forEach((a, k) => a.ability === 'skill' && checkEffects(a.effects, a.target, false, ['abilities', k]));
  if (c.type === 'hero') checkEffects(c.skill.effects, c.skill.target, false, ['skill']);
  if (c.type === 'troop' && c.abilities.filter((a) => a.ability === 'skill').length > 1) out.push({ at: ['abilities'], message: 'a troop has at most one skill' });
  if (c.type === 'item') {
    if (c.subtype === 'trinket' && c.durability !== undefined) out.push({ at: ['durability'], message: "trinkets don't have durability", hint: 'remove the durability field' });
    if (c.subtype !== 'trinket' && c.durability === undefined) out.push({ at: ['durability'], message: `a ${c.subtype} has durability`, hint: 'add durability: 1 to 10' });
    if (c.bonus.absorb > 0 && c.subtype !== 'armor') out.push({ at: ['bonus', 'absorb'], message: 'only armour absorbs damage', hint: "make it subtype 'armor'" });
    if (c.aura && c.attached) out.push({ at: ['aura'], message: 'an aura belongs to a non-attached item', hint: 'set attached: false' });
    if (!c.attached && !c.aura) out.push({ at: ['attached'], message: 'a non-attached item does nothing without an aura', hint: 'add aura: { atk: 1 }' });
    if (!c.attached && c.subtype === 'trinket') out.push({ at: ['attached'], message: 'a non-attached item is hit for durability: a trinket has none', hint: "make it a 'weapon' or 'armor'" });
  }
  if (c.type !== 'location' && c.type !== 'hero' && c.kingdom === 'neutral' && c.type !== 'item') out.push({ at: ['kingdom'], message: `only items are neutral: a ${c.type} belongs to a kingdom`, hint: KINGDOMS.slice(0, 4).join(', ') });
  if (c.type === 'hero' && c.kingdom === 'neutral') out.push({ at: ['kingdom'], message: 'a hero leads a kingdom', hint: KINGDOMS.slice(0, 4).join(', ') });
  return out;
}

const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const mappings = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v : []).map((x) => (isMapping(x) ? x : {}));

/** Every word of a closed vocabulary (card type, kingdom, rarity, subtype, target, effect, ability), read from the file as written. */
function checkVocabulary(check: CardFileCheck): void {
  const effectWords = (v: unknown, path: (string | number)[]): void => mappings(v).forEach((e, k) => check.word([...path, k, 'effect'], 'effect', e.effect, EFFECT_NAMES));
  mappings(check.raw('cards')).forEach((c, i) => {
    const at = (...k: (string | number)[]) => ['cards', i, ...k];
    check.word(at('type'), 'card type', c.type, CARD_TYPES);
    check.word(at('kingdom'), 'kingdom', c.kingdom, KINGDOMS);
    check.word(at('rarity'), 'rarity', c.rarity, RARITIES);
    if (c.type === 'spell' || c.type === 'sudden-spell') check.word(at('subtype'), 'spell subtype', c.subtype, SPELL_SUBTYPES);
    if (c.type === 'item') check.word(at('subtype'), 'item subtype', c.subtype, ITEM_SUBTYPES);
    check.word(at('target'), 'target', c.target, TARGETS);
    effectWords(c.effects, at('effects'));
    mappings(c.abilities).forEach((a, k) => {
      check.word(at('abilities', k, 'ability'), 'ability', a.ability, ABILITY_NAMES);
      check.word(at('abilities', k, 'target'), 'target', a.target, TARGETS);
      effectWords(a.effects, at('abilities', k, 'effects'));
    });
    if (isMapping(c.skill)) {
      check.word(at('skill', 'target'), 'target', c.skill.target, TARGETS);
      effectWords(c.skill.effects, at('skill', 'effects'));
    }
  });
}

function keywordsOf(c: WarlordsCard): string[] {
  const keywords: string[] = [];
  if (c.type === 'troop') for (const a of c.abilities) keywords.push(a.ability);
  if (c.type === 'spell' || c.type === 'sudden-spell') {
    if (c.subtype !== 'plain') keywords.push(c.subtype);
    for (const e of c.effects) keywords.push(e.effect);
  }
  if (c.type === 'item') keywords.push(c.subtype, ...(c.attached ? [] : ['non-attached']));
  return keywords;
}

const WARLORDS_RECIPE: CardSetRecipe<WarlordsCard, WarlordsCard, z.infer<typeof deckSchema>, WarlordsCardSet> = {
  game: 'warlords',
  fileSchema: warlordsFileSchema,
  cardSchema,
  deckSchema,
  maxCards: MAX_DEFS,
  sections: WARLORDS_DECK_SECTIONS,
  // A deck naming a card of a file that could not be read would add problems that are not its own.
  decksAfterSoundCards: true,
  vocabulary: checkVocabulary,
  checkCard: (c, at) => combinationProblems(c).forEach((p) => at.add(p.at, p.message, p.hint)),
  info: (c) => ({
    type: c.type === 'item' ? `item/${c.subtype}` : c.type,
    faction: c.kingdom === 'neutral' ? null : c.kingdom,
    cost: c.type === 'hero' ? 0 : c.cost.gold + c.cost.mana,
    keywords: keywordsOf(c),
  }),
  build: (base) => ({ ...base, tables: new WarlordsCardTables(base.data), rules: WARLORDS_RULES }),
  deckRules: validateWarlordsDeck,
};

/** Warlords' card files and its starter set. */
export const WARLORDS_CARDS = cardFiles(WARLORDS_RECIPE, { starterName: 'warlords-starter' });
