// Warlords of Terra card data: the zod schema of cards/warlords/*.yaml, the loader and the
// compiled typed arrays the rules read. Abilities, spell effects, hero skills and item bonuses
// come from a closed vocabulary of named effects with parameters; nothing in a card file is code.

import { createHash } from 'node:crypto';
import { z } from 'zod';
import { deckCardsField, deckIdsOf, deckSectionsField } from '../../core/deck-sections.js';
import { InputError } from '../../core/errors.js';
import type { CardInfo, CardSet, DeckList } from '../../core/game.js';
import { cardFilesIn, projectPath } from '../../core/paths.js';
import { suggestion } from '../../core/suggest.js';
import type { YamlSource } from '../../core/yaml-input.js';
import { readYamlFile, validateYaml } from '../../core/yaml-input.js';
import { validateWarlordsDeck, WARLORDS_DECK_SECTIONS } from './decks.js';

export const KINGDOMS = ['theridom', 'terra', 'hellscions', 'exiled', 'neutral'] as const;
export const CARD_TYPES = ['troop', 'spell', 'sudden-spell', 'item', 'location', 'hero'] as const;
/** Spell subtypes: a plain spell is discarded after it resolves, curses and powers stay attached. */
export const SPELL_SUBTYPES = ['plain', 'curse', 'power'] as const;
export const ITEM_SUBTYPES = ['weapon', 'armor', 'trinket'] as const;
/** What a spell, a skill or a hero skill is aimed at. */
export const TARGETS = ['enemy-troop', 'own-troop', 'any-troop', 'none'] as const;

/** Action ids and observations reserve room for this many definitions. */
export const MAX_DEFS = 128;

const n = (min: number, max: number) => z.number().int().min(min).max(max);
const cost = z.strictObject({ gold: n(0, 20).default(0), mana: n(0, 20).default(0) });

/**
 * The effect vocabulary of spells, troop skills and hero skills. On a plain spell or a skill the
 * stat effects last until the end of the turn; on a curse or power they last while it is attached.
 */
const effect = z.discriminatedUnion('effect', [
  z.strictObject({ effect: z.literal('damage'), amount: n(1, 20), magic: z.boolean().default(false) }),
  z.strictObject({ effect: z.literal('heal'), amount: n(1, 20) }),
  z.strictObject({ effect: z.literal('absorb'), amount: n(1, 10) }),
  z.strictObject({ effect: z.literal('atk'), amount: n(-10, 10) }),
  z.strictObject({ effect: z.literal('spd'), amount: n(-5, 5) }),
  z.strictObject({ effect: z.literal('hp'), amount: n(1, 10) }),
  z.strictObject({ effect: z.literal('flying') }),
  z.strictObject({ effect: z.literal('no-threat') }),
  z.strictObject({ effect: z.literal('wither'), amount: n(1, 10) }),
  z.strictObject({ effect: z.literal('draw'), cards: n(1, 3) }),
  z.strictObject({ effect: z.literal('strike-warlord'), amount: n(1, 10) }),
]);
export const EFFECT_NAMES = ['damage', 'heal', 'absorb', 'atk', 'spd', 'hp', 'flying', 'no-threat', 'wither', 'draw', 'strike-warlord'] as const;
/** Effects that only make sense while attached (a curse or a power). */
const ATTACHED_ONLY = ['hp', 'flying', 'no-threat', 'wither'];
/** Effects that act on a target troop. */
const ON_TROOP = ['damage', 'heal', 'absorb', 'atk', 'spd', 'hp', 'flying', 'no-threat', 'wither'];

const skill = z.strictObject({ cost, target: z.enum(TARGETS).default('none'), effects: z.array(effect).min(1) });

const ability = z.discriminatedUnion('ability', [
  z.strictObject({ ability: z.literal('absorb'), amount: n(1, 10) }),
  z.strictObject({ ability: z.literal('flying') }),
  z.strictObject({ ability: z.literal('skill'), cost, target: z.enum(TARGETS).default('none'), effects: z.array(effect).min(1) }),
]);
export const ABILITY_NAMES = ['absorb', 'flying', 'skill'] as const;

const common = {
  name: z.string().min(1),
  kingdom: z.enum(KINGDOMS),
  rarity: z.enum(['common', 'uncommon', 'rare', 'epic']).optional(),
  text: z.string().optional(),
};

const troopSchema = z.strictObject({
  ...common,
  type: z.literal('troop'),
  /** Knight, Soldier, Demon...: a label for synergies (no effect of the starter set reads it). */
  subtype: z.string().min(1),
  cost,
  atk: n(0, 20),
  hp: n(1, 30),
  spd: n(1, 5),
  abilities: z.array(ability).default([]),
});

const spellSchema = z.strictObject({
  ...common,
  type: z.enum(['spell', 'sudden-spell']),
  subtype: z.enum(SPELL_SUBTYPES).default('plain'),
  cost,
  target: z.enum(TARGETS),
  effects: z.array(effect).min(1),
});

const itemSchema = z.strictObject({
  ...common,
  type: z.literal('item'),
  subtype: z.enum(ITEM_SUBTYPES),
  cost,
  /** Weapons and armour; trinkets have none. */
  durability: n(1, 10).optional(),
  /** A non-attached item is put on the battlefield like a troop but occupies no space. */
  attached: z.boolean().default(true),
  bonus: z.strictObject({ atk: n(0, 10).default(0), hp: n(0, 10).default(0), spd: n(0, 3).default(0), absorb: n(0, 10).default(0) }).default({ atk: 0, hp: 0, spd: 0, absorb: 0 }),
  /** A non-attached item's aura: your troops on its space and the 4 next to it get +atk. */
  aura: z.strictObject({ atk: n(1, 5) }).optional(),
});

const locationSchema = z.strictObject({
  ...common,
  type: z.literal('location'),
  cost,
  income: z.strictObject({ gold: n(0, 5).default(0), mana: n(0, 5).default(0) }),
});

const heroSchema = z.strictObject({
  ...common,
  type: z.literal('hero'),
  skill: skill.extend({ cost: z.strictObject({ power: n(1, 10) }) }),
});

const fileSchema = z.strictObject({
  set: z.string().optional(),
  cards: z.array(z.discriminatedUnion('type', [troopSchema, spellSchema, itemSchema, locationSchema, heroSchema])).default([]),
  decks: z.array(z.strictObject({ name: z.string().min(1), cards: deckCardsField.optional(), sections: deckSectionsField.optional() })).default([]),
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
}

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

export function loadWarlordsCards(files: readonly string[], setName = 'warlords'): WarlordsCardSet {
  const defs: WarlordsCard[] = [];
  const infos: CardInfo[] = [];
  const rawDecks: { entry: z.infer<typeof fileSchema>['decks'][number]; src: YamlSource; path: (string | number)[] }[] = [];
  const hash = createHash('sha256');
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const f of files) {
    const src = readYamlFile(f);
    hash.update(JSON.stringify(src.value));
    const data = validateYaml(src, fileSchema);
    data.cards.forEach((c, i) => {
      const path = ['cards', i];
      const key = c.name.toLowerCase();
      if (seen.has(key)) problems.push(src.error([...path, 'name'], `duplicate card name '${c.name}'`, 'give each card its own name').message);
      seen.add(key);
      for (const p of combinationProblems(c)) problems.push(src.error([...path, ...p.at], p.message, p.hint).message);
      const keywords: string[] = [];
      if (c.type === 'troop') for (const a of c.abilities) keywords.push(a.ability);
      if (c.type === 'spell' || c.type === 'sudden-spell') {
        if (c.subtype !== 'plain') keywords.push(c.subtype);
        for (const e of c.effects) keywords.push(e.effect);
      }
      if (c.type === 'item') keywords.push(c.subtype, ...(c.attached ? [] : ['non-attached']));
      const id = defs.length;
      defs.push(c);
      infos.push({
        id,
        name: c.name,
        type: c.type === 'item' ? `item/${c.subtype}` : c.type,
        faction: c.kingdom === 'neutral' ? null : c.kingdom,
        cost: c.type === 'hero' ? 0 : c.cost.gold + c.cost.mana,
        keywords,
        source: { file: src.file, line: src.locate(path).line },
      });
    });
    data.decks.forEach((entry, i) => rawDecks.push({ entry, src, path: ['decks', i] }));
  }
  if (problems.length > 0) throw new InputError(`${problems.length} problem(s) in the card files:\n${problems.join('\n')}`);
  if (defs.length > MAX_DEFS) throw new InputError(`too many cards: ${defs.length} (at most ${MAX_DEFS})`, { file: files[0] });
  const set = {
    game: 'warlords',
    name: setName,
    files: [...files],
    hash: hash.digest('hex').slice(0, 16),
    cards: infos,
    data: defs,
    decks: [] as DeckList[],
    tables: new WarlordsCardTables(defs),
  };
  const deckProblems: string[] = [];
  for (const { entry, src, path } of rawDecks) {
    const fail = (at: readonly (string | number)[], message: string, hint?: string): never => {
      throw src.error([...path, ...at], message, hint);
    };
    if (entry.cards === undefined && entry.sections === undefined) fail([], "a deck lists its cards under 'sections' (battle, building, hero) or 'cards'");
    const ids = deckIdsOf(set, WARLORDS_DECK_SECTIONS, entry, fail, suggestion);
    // A deck shipped with the set must be legal: matches are set up from it as written.
    for (const v of validateWarlordsDeck(set, ids)) deckProblems.push(src.error(path, `deck '${entry.name}': ${v.rule}: ${v.message}`, 'see the deck rules in src/games/warlords/RULES.md').message);
    set.decks.push({ name: entry.name, cards: ids, source: { file: src.file, line: src.locate(path).line } });
  }
  if (deckProblems.length > 0) throw new InputError(`${deckProblems.length} illegal deck(s) in the card files:\n${deckProblems.join('\n')}`);
  return set;
}

export function defaultCardDir(): string {
  return projectPath('cards', 'warlords');
}

let defaultSet: WarlordsCardSet | null = null;
export function defaultWarlordsSet(): WarlordsCardSet {
  if (defaultSet === null) defaultSet = loadWarlordsCards(cardFilesIn(defaultCardDir()), 'warlords-starter');
  return defaultSet;
}
