// Gloom of Gods card data: the zod schema of cards/gloom/*.yaml (unit profiles, gambits,
// spells, tags as trait bundles, factions), the loader with file:line errors, and the compiled
// typed arrays the rules read. Keywords come from closed vocabularies (vocabulary.ts); nothing
// in a card file is code.

import { z } from 'zod';
import type { CardFileCheck } from '../../core/card-file-check.js';
import { writtenNames } from '../../core/card-file-check.js';
import type { CardAt, CardSetRecipe } from '../../core/card-set-loader.js';
import { cardFiles } from '../../core/card-set-loader.js';
import { deckSectionsField } from '../../core/deck-sections.js';
import type { CardInfo, CardSet } from '../../core/game.js';
import { suggestion } from '../../core/suggest.js';
import type { FieldPath } from '../../core/yaml-input.js';
import { GLOOM_DECK_SECTIONS, validateGloomDeck } from './decks.js';
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

const tagSchema = z.strictObject({
  name: z.string().min(1).describe('the tag\'s name, as unit profiles list it'),
  traits: keywordList('the traits every unit with this tag has (Traits below)'),
  text: z.string().optional().describe('what the tag stands for, for people'),
});
const factionSchema = z.strictObject({
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

const cardSchema = z.discriminatedUnion('kind', [unitSchema, spellSchema, gambitSchema]);
const deckSchema = z.strictObject({ name: z.string().min(1).describe('the army list\'s name'), sections: deckSectionsField.describe('`units`, `gambits` (4) and `spells` (one lore\'s 6), each a list of names or a mapping of name to copies') });

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

export const KIND_UNIT = 0;
export const KIND_GAMBIT = 1;
export const KIND_SPELL = 2;
/** Profiles of an attack: melee 0, ranged 1. */
export const MELEE = 0;
export const RANGED = 1;
/** Values of valued attack effects, per profile: demoralizing, direct damage, extra damage. */
export const FX_DEMORALIZING = 0;
export const FX_DIRECT = 1;
export const FX_EXTRA = 2;

/** Card definitions as flat typed arrays, indexed by definition id. */
export class GloomTables {
  readonly count: number;
  readonly kind: Int8Array;
  readonly faction: Int8Array;
  // units
  readonly speed: Int8Array;
  readonly offA: Int8Array;
  readonly offD: Int8Array;
  readonly defA: Int8Array;
  readonly defD: Int8Array;
  readonly morale: Int8Array;
  readonly health: Int8Array;
  readonly cost: Int16Array;
  readonly max: Int8Array;
  readonly tribute: Int8Array;
  /** trait[def * TRAIT_COUNT + t]: 0 absent, else its [X] (1 for a trait without a value). */
  readonly trait: Int8Array;
  /** Bit per tag index of the set's tags. */
  readonly tagMask: Int32Array;
  /** fx[def * 2 + profile]: attack effect bits (AE_*); fxValue[(def * 2 + profile) * 3 + FX_*]. */
  readonly fx: Int32Array;
  readonly fxValue: Int8Array;
  readonly range: Int8Array;
  readonly rangedDice: Int8Array;
  readonly autoHits: Int8Array;
  readonly autoBlocks: Int8Array;
  readonly autoMana: Int8Array;
  readonly autoDispels: Int8Array;
  readonly skill: Int8Array;
  // spells
  readonly lore: Int8Array;
  readonly tn: Int8Array;
  readonly los: Int8Array;
  readonly area: Int8Array;
  readonly target: Int8Array;
  readonly affects: Int8Array;
  readonly spellFx: Int32Array;
  readonly spellValue: Int8Array;
  // gambits
  readonly gambitEffect: Int8Array;
  readonly gambitValue: Int8Array;

  constructor(defs: readonly GloomCard[], tags: readonly TagDef[], factions: readonly string[], lores: readonly string[]) {
    const k = defs.length;
    this.count = k;
    const i8 = () => new Int8Array(k);
    this.kind = i8();
    this.faction = i8().fill(-1);
    this.speed = i8();
    this.offA = i8();
    this.offD = i8();
    this.defA = i8();
    this.defD = i8();
    this.morale = i8();
    this.health = i8();
    this.cost = new Int16Array(k);
    this.max = i8();
    this.tribute = i8();
    this.trait = new Int8Array(k * V.TRAIT_COUNT);
    this.tagMask = new Int32Array(k);
    this.fx = new Int32Array(k * 2);
    this.fxValue = new Int8Array(k * 6);
    this.range = i8();
    this.rangedDice = i8();
    this.autoHits = i8();
    this.autoBlocks = i8();
    this.autoMana = i8();
    this.autoDispels = i8();
    this.skill = i8();
    this.lore = i8().fill(-1);
    this.tn = i8();
    this.los = i8();
    this.area = i8();
    this.target = i8();
    this.affects = i8();
    this.spellFx = new Int32Array(k);
    this.spellValue = i8();
    this.gambitEffect = i8();
    this.gambitValue = i8();
    const tagIndex = new Map(tags.map((t, i) => [t.name.toLowerCase(), i]));
    defs.forEach((d, i) => {
      if (d.kind === 'unit') this.compileUnit(d, i, tags, tagIndex, factions);
      else if (d.kind === 'spell') this.compileSpell(d, i, lores);
      else {
        this.kind[i] = KIND_GAMBIT;
        this.faction[i] = d.faction === undefined ? -1 : factions.indexOf(d.faction.toLowerCase());
        this.gambitEffect[i] = V.GAMBIT_EFFECTS.indexOf(d.effect);
        this.gambitValue[i] = d.value;
      }
    });
  }

  private compileUnit(d: UnitDef, i: number, tags: readonly TagDef[], tagIndex: Map<string, number>, factions: readonly string[]): void {
    this.kind[i] = KIND_UNIT;
    this.faction[i] = factions.indexOf(d.faction.toLowerCase());
    this.speed[i] = d.speed;
    [this.offA[i], this.offD[i]] = d.offence.split('/').map(Number) as [number, number];
    [this.defA[i], this.defD[i]] = d.defence.split('/').map(Number) as [number, number];
    this.morale[i] = d.morale;
    this.health[i] = d.health;
    this.cost[i] = d.cost;
    this.max[i] = d.max;
    this.tribute[i] = d.tribute;
    const traits = [...d.traits];
    for (const t of d.tags) {
      const ti = tagIndex.get(t.toLowerCase())!;
      this.tagMask[i]! |= 1 << ti;
      traits.push(...tags[ti]!.traits);
    }
    for (const text of traits) {
      const kw = V.parseKeyword(text)!;
      const t = V.TRAITS.indexOf(kw.name as V.Trait);
      // A profile's own [X] wins over its tag's (the profile is written last).
      this.trait[i * V.TRAIT_COUNT + t] = Math.max(this.trait[i * V.TRAIT_COUNT + t]!, kw.value ?? 1);
    }
    this.compileAttack(d.melee, i * 2 + MELEE);
    if (d.ranged) {
      this.range[i] = d.ranged.range;
      this.rangedDice[i] = d.ranged.dice;
      this.compileAttack(d.ranged.effects, i * 2 + RANGED);
    }
    this.autoHits[i] = d.auto?.hits ?? 0;
    this.autoBlocks[i] = d.auto?.blocks ?? 0;
    this.autoMana[i] = d.auto?.mana ?? 0;
    this.autoDispels[i] = d.auto?.dispels ?? 0;
    this.skill[i] = V.SKILLS.indexOf(d.skill);
  }

  private compileAttack(effects: readonly string[], at: number): void {
    for (const text of effects) {
      const kw = V.parseKeyword(text)!;
      const e = V.ATTACK_EFFECTS.indexOf(kw.name as (typeof V.ATTACK_EFFECTS)[number]);
      this.fx[at]! |= 1 << e;
      if (kw.name === 'demoralizing') this.fxValue[at * 3 + FX_DEMORALIZING] = kw.value!;
      if (kw.name === 'direct-damage') this.fxValue[at * 3 + FX_DIRECT] = kw.value!;
      if (kw.name === 'extra-damage') this.fxValue[at * 3 + FX_EXTRA] = kw.value!;
    }
  }

  private compileSpell(d: SpellDef, i: number, lores: readonly string[]): void {
    this.kind[i] = KIND_SPELL;
    this.lore[i] = lores.indexOf(d.lore.toLowerCase());
    this.tn[i] = d.tn;
    this.range[i] = d.range;
    this.los[i] = d.los ? 1 : 0;
    this.area[i] = V.SPELL_AREAS.indexOf(d.area);
    this.target[i] = V.SPELL_TARGETS.indexOf(d.target);
    this.affects[i] = V.SPELL_AFFECTS.indexOf(d.affects);
    for (const text of d.effects) {
      const kw = V.parseKeyword(text)!;
      this.spellFx[i]! |= 1 << V.SPELL_EFFECTS.indexOf(kw.name as (typeof V.SPELL_EFFECTS)[number]);
      if (kw.value !== null) this.spellValue[i] = kw.value;
    }
  }

  hasTrait(def: number, t: number): boolean {
    return this.trait[def * V.TRAIT_COUNT + t] !== 0;
  }
  traitValue(def: number, t: number): number {
    return this.trait[def * V.TRAIT_COUNT + t]!;
  }
}

/** The Gloom card set: the CardSet plus its tags, factions, lores and compiled tables. */
export interface GloomCardSet extends CardSet<GloomCard> {
  readonly tags: readonly TagDef[];
  readonly factions: readonly FactionDef[];
  /** Lore names in first-seen order (lower case). */
  readonly lores: readonly string[];
  readonly tables: GloomTables;
}

/** Reports a problem at a field (under a tag entry or a card). */
type Report = (at: FieldPath, message: string, hint?: string) => void;

/** Checks one keyword list against a vocabulary: the name, and whether it takes an [X]. Whether it was all sound. */
function checkKeywords(add: Report, path: FieldPath, list: readonly string[], vocab: readonly string[], valued: readonly string[]): boolean {
  let sound = true;
  list.forEach((text, j) => {
    const kw = V.parseKeyword(text);
    const fail = (message: string, hint?: string): void => {
      add([...path, j], message, hint);
      sound = false;
    };
    if (kw === null) fail(`'${text}' is not a keyword: write name or name[X]`);
    else if (!vocab.includes(kw.name)) fail(`unknown keyword '${kw.name}'`, suggestion(kw.name, vocab));
    else if (valued.includes(kw.name) && kw.value === null) fail(`'${kw.name}' takes a value`, `write ${kw.name}[1]`);
    else if (!valued.includes(kw.name) && kw.value !== null) fail(`'${kw.name}' takes no value`, `write ${kw.name}`);
  });
  return sound;
}
/** The tags and factions of a set, read from every file before the cards that name them. */
interface GloomContext {
  /** Tags by lower-case name (the first of a name written twice). */
  readonly tags: Map<string, TagDef>;
  readonly factions: readonly FactionDef[];
  /** Lower-case names of tags and of factions that are written but broken: a card naming one is left out with no problem of its own. */
  readonly brokenTags: ReadonlySet<string>;
  readonly brokenFactions: ReadonlySet<string>;
}

/** Reads the tags (checking their traits) and factions of every file; a name written twice is reported. */
function readTagsAndFactions(files: readonly CardFileCheck[]): GloomContext {
  const tags = new Map<string, TagDef>();
  const factions: FactionDef[] = [];
  const soundTags = new Set<string>();
  const writtenTags = new Set<string>();
  const writtenFactions = new Set<string>();
  for (const check of files) {
    for (const n of writtenNames(check.raw('tags'))) writtenTags.add(n);
    for (const n of writtenNames(check.raw('factions'))) writtenFactions.add(n);
    for (const { index: i, value: t } of check.entries('tags', tagSchema)) {
      const key = t.name.toLowerCase();
      const sound = checkKeywords((at, message, hint) => check.add(at, message, hint), ['tags', i, 'traits'], t.traits, V.TRAITS, V.VALUED_TRAITS);
      if (tags.has(key)) check.add(['tags', i, 'name'], `duplicate tag '${t.name}'`);
      else {
        tags.set(key, t);
        if (sound) soundTags.add(key);
      }
    }
    for (const { index: i, value: f } of check.entries('factions', factionSchema)) {
      if (factions.some((x) => x.name.toLowerCase() === f.name.toLowerCase())) check.add(['factions', i, 'name'], `duplicate faction '${f.name}'`);
      else factions.push(f);
    }
  }
  const brokenFactions = new Set([...writtenFactions].filter((n) => !factions.some((f) => f.name.toLowerCase() === n)));
  return { tags, factions, brokenTags: new Set([...writtenTags].filter((n) => !soundTags.has(n))), brokenFactions };
}

/** The rules a card keeps beyond its schema: keywords of the vocabularies, the tags and factions it names. */
function checkCard(c: GloomCard, card: CardAt, { tags, factions, brokenTags, brokenFactions }: GloomContext): boolean {
  const factionNames = factions.map((f) => f.name);
  const known = (name: string): boolean => factions.some((f) => f.name.toLowerCase() === name.toLowerCase());
  const add: Report = (at, message, hint) => card.add(at, message, hint);
  const faction = c.kind === 'spell' ? undefined : c.faction;
  const namesBroken = (faction !== undefined && brokenFactions.has(faction.toLowerCase())) || (c.kind === 'unit' && c.tags.some((t) => brokenTags.has(t.toLowerCase())));
  if (faction !== undefined && !known(faction) && !brokenFactions.has(faction.toLowerCase())) add(['faction'], `unknown faction '${faction}'`, suggestion(faction, factionNames));
  if (c.kind === 'unit') {
    c.tags.forEach((t, j) => {
      if (!tags.has(t.toLowerCase()) && !brokenTags.has(t.toLowerCase())) add(['tags', j], `unknown tag '${t}'`, suggestion(t, [...tags.values()].map((x) => x.name)));
    });
    checkKeywords(add, ['traits'], c.traits, V.TRAITS, V.VALUED_TRAITS);
    checkKeywords(add, ['melee'], c.melee, V.ATTACK_EFFECTS, V.VALUED_ATTACK_EFFECTS);
    if (c.ranged) checkKeywords(add, ['ranged', 'effects'], c.ranged.effects, V.ATTACK_EFFECTS, V.VALUED_ATTACK_EFFECTS);
    const casts = c.traits.some((t) => t.startsWith('mana-pool')) || c.tags.some((t) => tags.get(t.toLowerCase())?.traits.some((x) => x.startsWith('mana-pool')));
    if (c.auto?.mana && !casts) add(['auto', 'mana'], 'auto-success mana needs the mana-pool trait (a Caster)');
  } else if (c.kind === 'spell') {
    checkKeywords(add, ['effects'], c.effects, V.SPELL_EFFECTS, V.VALUED_SPELL_EFFECTS);
    if (c.effects.length === 0) add(['effects'], 'a spell needs at least one effect');
    const teleport = c.effects.some((e) => e.startsWith('teleport'));
    if (teleport && (c.target !== 'empty-hex' || c.area !== 'single')) add(['target'], "'teleport' moves the caster: target must be 'empty-hex' with area 'single'");
    if (!teleport && c.target === 'empty-hex') add(['target'], "only a 'teleport' spell targets an empty hex");
  }
  return !namesBroken;
}

function cardType(c: GloomCard): string {
  return c.kind === 'unit' ? `unit/${c.tags[0]!.toLowerCase()}` : c.kind === 'spell' ? `spell/${c.lore.toLowerCase()}` : 'gambit';
}

function keywordsOf(c: GloomCard): string[] {
  if (c.kind === 'unit') return [...c.tags, ...c.traits, ...c.melee, ...(c.ranged ? ['ranged', ...c.ranged.effects] : []), ...(c.skill !== 'none' ? [c.skill] : [])];
  if (c.kind === 'spell') return [c.area, ...c.effects];
  return [c.effect];
}

/** Lore names of the spells in first-seen order, lower case. */
function loresOf(defs: readonly GloomCard[]): string[] {
  return [...new Set(defs.flatMap((d) => (d.kind === 'spell' ? [d.lore.toLowerCase()] : [])))];
}

const GLOOM_RECIPE: CardSetRecipe<GloomCard, GloomCard, z.infer<typeof deckSchema>, GloomCardSet, GloomContext> = {
  game: 'gloom',
  fileSchema: gloomFileSchema,
  cardSchema,
  deckSchema,
  maxCards: MAX_DEFS,
  sections: GLOOM_DECK_SECTIONS,
  // Units name tags and factions of any file.
  context: readTagsAndFactions,
  checkCard: (c, at, _names, context) => checkCard(c, at, context),
  info: (c) => ({ type: cardType(c), faction: c.kind === 'spell' ? null : (c.faction ?? null), cost: c.kind === 'unit' ? c.cost : 0, keywords: keywordsOf(c) }),
  build: (base, { tags, factions }) => {
    const lores = loresOf(base.data);
    const tagList = [...tags.values()];
    return { ...base, tags: tagList, factions, lores, tables: new GloomTables(base.data, tagList, factions.map((f) => f.name.toLowerCase()), lores) };
  },
  // An army list naming a card of a file that could not be read would get problems that are not its own.
  decksAfterSoundCards: true,
  deckRules: (set, deck) => validateGloomDeck(set, deck),
};

/** Gloom of Gods' card files and its starter set. */
export const GLOOM_CARDS = cardFiles(GLOOM_RECIPE, { starterName: 'gloom-starter' });

/** The set with new definitions under the same ids (the ablation filler): tables compiled again. */
export function withDefinitions(set: GloomCardSet, data: readonly GloomCard[], cards: readonly CardInfo[]): GloomCardSet {
  return { ...set, data, cards, tables: new GloomTables(data, set.tags, set.factions.map((f) => f.name.toLowerCase()), set.lores) };
}
