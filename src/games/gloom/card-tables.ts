// Gloom of Gods' cards as the rules read them: the definitions compiled into flat typed arrays
// indexed by definition id, and the set that carries them with its tags, factions and lores.

import type { CardInfo, CardSet } from '../../core/game.js';
import type { FactionDef, GloomCard, SpellDef, TagDef, UnitDef } from './card-schema.js';
import * as V from './vocabulary.js';

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
  /** Offence (O) and Defence (D), each "two numbers separated by a slash": Attack dice / Defence dice. */
  readonly offenceAttackDice: Int8Array;
  readonly offenceDefenceDice: Int8Array;
  readonly defenceAttackDice: Int8Array;
  readonly defenceDefenceDice: Int8Array;
  readonly morale: Int8Array;
  readonly health: Int8Array;
  readonly cost: Int16Array;
  /** MAX: copies allowed in one army list. */
  readonly maxCopies: Int8Array;
  readonly tribute: Int8Array;
  /** trait[def * TRAIT_COUNT + t]: 0 absent, else its [X] (1 for a trait without a value). */
  readonly trait: Int8Array;
  /** Bit per tag index of the set's tags. */
  readonly tagMask: Int32Array;
  /** attackEffects[def * 2 + profile]: attack effect bits (AE_*); attackEffectValue[(def * 2 + profile) * 3 + FX_*]. */
  readonly attackEffects: Int32Array;
  readonly attackEffectValue: Int8Array;
  readonly range: Int8Array;
  readonly rangedDice: Int8Array;
  readonly autoHits: Int8Array;
  readonly autoBlocks: Int8Array;
  readonly autoMana: Int8Array;
  readonly autoDispels: Int8Array;
  readonly skill: Int8Array;
  // spells
  readonly lore: Int8Array;
  /** Target Number: successes the Casting Test needs; 1 when Line of Sight is required. */
  readonly targetNumber: Int8Array;
  readonly lineOfSight: Int8Array;
  readonly area: Int8Array;
  readonly target: Int8Array;
  readonly affects: Int8Array;
  /** Spell effect bits (SPELL_EFFECTS), and the [X] of the effect that has one. */
  readonly spellEffects: Int32Array;
  readonly spellEffectValue: Int8Array;
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
    this.offenceAttackDice = i8();
    this.offenceDefenceDice = i8();
    this.defenceAttackDice = i8();
    this.defenceDefenceDice = i8();
    this.morale = i8();
    this.health = i8();
    this.cost = new Int16Array(k);
    this.maxCopies = i8();
    this.tribute = i8();
    this.trait = new Int8Array(k * V.TRAIT_COUNT);
    this.tagMask = new Int32Array(k);
    this.attackEffects = new Int32Array(k * 2);
    this.attackEffectValue = new Int8Array(k * 6);
    this.range = i8();
    this.rangedDice = i8();
    this.autoHits = i8();
    this.autoBlocks = i8();
    this.autoMana = i8();
    this.autoDispels = i8();
    this.skill = i8();
    this.lore = i8().fill(-1);
    this.targetNumber = i8();
    this.lineOfSight = i8();
    this.area = i8();
    this.target = i8();
    this.affects = i8();
    this.spellEffects = new Int32Array(k);
    this.spellEffectValue = i8();
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
    [this.offenceAttackDice[i], this.offenceDefenceDice[i]] = d.offence.split('/').map(Number) as [number, number];
    [this.defenceAttackDice[i], this.defenceDefenceDice[i]] = d.defence.split('/').map(Number) as [number, number];
    this.morale[i] = d.morale;
    this.health[i] = d.health;
    this.cost[i] = d.cost;
    this.maxCopies[i] = d.max;
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
      this.attackEffects[at]! |= 1 << e;
      if (kw.name === 'demoralizing') this.attackEffectValue[at * 3 + FX_DEMORALIZING] = kw.value!;
      if (kw.name === 'direct-damage') this.attackEffectValue[at * 3 + FX_DIRECT] = kw.value!;
      if (kw.name === 'extra-damage') this.attackEffectValue[at * 3 + FX_EXTRA] = kw.value!;
    }
  }

  private compileSpell(d: SpellDef, i: number, lores: readonly string[]): void {
    this.kind[i] = KIND_SPELL;
    this.lore[i] = lores.indexOf(d.lore.toLowerCase());
    this.targetNumber[i] = d.tn;
    this.range[i] = d.range;
    this.lineOfSight[i] = d.los ? 1 : 0;
    this.area[i] = V.SPELL_AREAS.indexOf(d.area);
    this.target[i] = V.SPELL_TARGETS.indexOf(d.target);
    this.affects[i] = V.SPELL_AFFECTS.indexOf(d.affects);
    for (const text of d.effects) {
      const kw = V.parseKeyword(text)!;
      this.spellEffects[i]! |= 1 << V.SPELL_EFFECTS.indexOf(kw.name as (typeof V.SPELL_EFFECTS)[number]);
      if (kw.value !== null) this.spellEffectValue[i] = kw.value;
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

/** The set with new definitions under the same ids (the ablation filler): tables compiled again. */
export function withDefinitions(set: GloomCardSet, data: readonly GloomCard[], cards: readonly CardInfo[]): GloomCardSet {
  return { ...set, data, cards, tables: new GloomTables(data, set.tags, set.factions.map((f) => f.name.toLowerCase()), set.lores) };
}
