// Ward's cards as the rules read them: the definitions compiled into flat typed arrays indexed
// by definition id, and the set that carries them with its rule parameters.

import type { CardSet } from '../../core/game.js';
import type { CreatureDef, MagicDef, WardCard } from './card-schema.js';
import { CREATURE_TYPES, MAGIC_TYPES, SIDES, STATS, SUB_TYPES, TARGETS } from './card-schema.js';

// Creature effect bits.
export const CE_DESTROY_ON_SUMMON = 1;
export const CE_DOT_ON_HIT = 2;
export const CE_FIRST_MULT = 4;
export const CE_UNAFFECTED = 8;
export const CE_BONUS = 16;

// Magic effect bits.
export const ME_BUFF = 1;
export const ME_DAMAGE = 2;
export const ME_PCT = 4;
export const ME_HEAL = 8;
export const ME_HOT = 16;
export const ME_DOT = 32;
export const ME_NEG_MAGIC = 64;
export const ME_NEG_CREATURE = 128;
export const ME_DESTROY = 256;
export const ME_REVIVE = 512;
export const ME_LIMITED = 1024;
export const ME_IMMUNE = 2048;
export const ME_UNREMOVABLE = 4096;
export const ME_MULT = 8192;
export const ME_TAX = 16384;
export const ME_DRAW = 32768;
export const ME_BOUNCE = 65536;
/** Effects that cause damage: not playable during the first turn cycle. */
export const ME_ANY_DAMAGE = ME_DAMAGE | ME_PCT | ME_DOT;

export const T_OWN = 0;
export const T_OPP = 1;
export const T_ANY = 2;
export const T_MAGIC = 3;
export const T_RESPONSE = 4;
export const T_CREATURE_EFFECT = 5;
export const T_NONE = 6;

export const MT_STANDARD = 0;
export const MT_INFINITE = 1;
export const MT_LIGHTNING = 2;
export const ST_SINGLE = 0;
export const ST_EQUIP = 1;
export const ST_FIELD = 2;

/** Card definitions as flat typed arrays, indexed by definition id. */
export class WardCardTables {
  readonly count: number;
  readonly isCreature: Uint8Array;
  // Creatures: the printed stats (5.2.1) and effects.
  /** Index in CREATURE_TYPES. */
  readonly creatureType: Int8Array;
  /** Armor Level (AL): the hit roll must reach it; the base AL sets the sacrifices (8.2.1). */
  readonly armorLevel: Int8Array;
  /** Printed HP. */
  readonly hp: Int16Array;
  /** Speed (SPD): the faster strikes first. */
  readonly speed: Int8Array;
  /** Added to the hit roll and to the attack damage. */
  readonly modifier: Int8Array;
  /** Dice rolled for attack damage. */
  readonly attackDice: Int8Array;
  /** The definition its summon requirement places under it (8.3), or -1. */
  readonly requiredUnder: Int16Array;
  /** Its creature effects: CE_* bits. */
  readonly creatureEffects: Int32Array;
  /** dot-on-hit: the damage per tick and the turn cycles it lasts. */
  readonly hitDotDamage: Int16Array;
  readonly hitDotCycles: Int8Array;
  /** first-strike-multiplier: the factor. */
  readonly firstStrikeFactor: Int8Array;
  /** bonus-damage: added to every hit. */
  readonly bonusDamage: Int16Array;
  // Magic: type, sub-type, target, side, cost, and each effect's parameters.
  /** Index in MAGIC_TYPES (MT_*). */
  readonly magicType: Int8Array;
  /** Index in SUB_TYPES (ST_*). */
  readonly subType: Int8Array;
  /** Index in TARGETS (T_*). */
  readonly target: Int8Array;
  /** Index in SIDES: whose creatures a field magic reaches. */
  readonly side: Int8Array;
  /** The cost: HP damage to its player's primary creature (14.2.4). */
  readonly selfDamage: Int16Array;
  /** Its magic effects: ME_* bits. */
  readonly magicEffects: Int32Array;
  /** Stat changes, buff[def * 5 + stat] in STATS order. */
  readonly buff: Int8Array;
  readonly damage: Int16Array;
  /** percent-damage: the percent of the current HP. */
  readonly percentDamage: Int16Array;
  readonly heal: Int16Array;
  /** hot and dot: the amount per tick and the turn cycles they last. */
  readonly hotAmount: Int16Array;
  readonly hotCycles: Int8Array;
  readonly dotAmount: Int16Array;
  readonly dotCycles: Int8Array;
  /** limited-summon: the highest AL it may bring. */
  readonly limitedMaxArmorLevel: Int8Array;
  /** immunity: the turn cycles it lasts. */
  readonly immunityCycles: Int8Array;
  /** multiplier: an equip's attack damage factor. */
  readonly multiplier: Int8Array;
  /** magic-tax: the HP every magic played costs while it is in play. */
  readonly magicTax: Int16Array;
  /** draw: the cards drawn. */
  readonly cardsDrawn: Int8Array;

  constructor(defs: readonly WardCard[]) {
    const k = defs.length;
    this.count = k;
    this.isCreature = new Uint8Array(k);
    this.creatureType = new Int8Array(k);
    this.armorLevel = new Int8Array(k);
    this.hp = new Int16Array(k);
    this.speed = new Int8Array(k);
    this.modifier = new Int8Array(k);
    this.attackDice = new Int8Array(k);
    this.requiredUnder = new Int16Array(k).fill(-1);
    this.creatureEffects = new Int32Array(k);
    this.hitDotDamage = new Int16Array(k);
    this.hitDotCycles = new Int8Array(k);
    this.firstStrikeFactor = new Int8Array(k);
    this.bonusDamage = new Int16Array(k);
    this.magicType = new Int8Array(k);
    this.subType = new Int8Array(k);
    this.target = new Int8Array(k);
    this.side = new Int8Array(k);
    this.selfDamage = new Int16Array(k);
    this.magicEffects = new Int32Array(k);
    this.buff = new Int8Array(k * 5);
    this.damage = new Int16Array(k);
    this.percentDamage = new Int16Array(k);
    this.heal = new Int16Array(k);
    this.hotAmount = new Int16Array(k);
    this.hotCycles = new Int8Array(k);
    this.dotAmount = new Int16Array(k);
    this.dotCycles = new Int8Array(k);
    this.limitedMaxArmorLevel = new Int8Array(k);
    this.immunityCycles = new Int8Array(k);
    this.multiplier = new Int8Array(k);
    this.magicTax = new Int16Array(k);
    this.cardsDrawn = new Int8Array(k);
    const byName = new Map(defs.map((d, i) => [d.name.toLowerCase(), i]));
    defs.forEach((d, i) => {
      if (d.kind === 'creature') this.compileCreature(d, i, byName);
      else this.compileMagic(d, i);
    });
  }

  private compileCreature(d: CreatureDef, i: number, byName: Map<string, number>): void {
    this.isCreature[i] = 1;
    this.creatureType[i] = CREATURE_TYPES.indexOf(d.type);
    this.armorLevel[i] = d.al;
    this.hp[i] = d.hp;
    this.speed[i] = d.spd;
    this.modifier[i] = d.modifier;
    this.attackDice[i] = d['attack-dice'];
    if (d['summon-requirement']) this.requiredUnder[i] = byName.get(d['summon-requirement'].under.toLowerCase()) ?? -1;
    for (const e of d.effects) {
      switch (e.effect) {
        case 'destroy-magic-on-summon':
          this.creatureEffects[i]! |= CE_DESTROY_ON_SUMMON;
          break;
        case 'dot-on-hit':
          this.creatureEffects[i]! |= CE_DOT_ON_HIT;
          this.hitDotDamage[i] = e.damage;
          this.hitDotCycles[i] = e.cycles;
          break;
        case 'first-strike-multiplier':
          this.creatureEffects[i]! |= CE_FIRST_MULT;
          this.firstStrikeFactor[i] = e.factor;
          break;
        case 'unaffected':
          this.creatureEffects[i]! |= CE_UNAFFECTED;
          break;
        case 'bonus-damage':
          this.creatureEffects[i]! |= CE_BONUS;
          this.bonusDamage[i] = e.amount;
          break;
      }
    }
  }

  private compileMagic(d: MagicDef, i: number): void {
    this.magicType[i] = MAGIC_TYPES.indexOf(d.type);
    this.subType[i] = SUB_TYPES.indexOf(d['sub-type']);
    this.target[i] = TARGETS.indexOf(d.target);
    this.side[i] = SIDES.indexOf(d.side);
    this.selfDamage[i] = d.cost?.['self-damage'] ?? 0;
    let f = 0;
    for (const e of d.effects) {
      switch (e.effect) {
        case 'buff':
          f |= ME_BUFF;
          this.buff[i * 5 + STATS.indexOf(e.stat)]! += e.amount;
          break;
        case 'damage':
          f |= ME_DAMAGE;
          this.damage[i] = e.amount;
          break;
        case 'percent-damage':
          f |= ME_PCT;
          this.percentDamage[i] = e.percent;
          break;
        case 'heal':
          f |= ME_HEAL;
          this.heal[i] = e.amount;
          break;
        case 'hot':
          f |= ME_HOT;
          this.hotAmount[i] = e.amount;
          this.hotCycles[i] = e.cycles;
          break;
        case 'dot':
          f |= ME_DOT;
          this.dotAmount[i] = e.amount;
          this.dotCycles[i] = e.cycles;
          break;
        case 'negate-magic':
          f |= ME_NEG_MAGIC;
          break;
        case 'negate-creature-effects':
          f |= ME_NEG_CREATURE;
          break;
        case 'destroy-magic':
          f |= ME_DESTROY;
          break;
        case 'revive':
          f |= ME_REVIVE;
          break;
        case 'limited-summon':
          f |= ME_LIMITED;
          this.limitedMaxArmorLevel[i] = e['max-al'];
          break;
        case 'immunity':
          f |= ME_IMMUNE;
          this.immunityCycles[i] = e.cycles;
          break;
        case 'unremovable':
          f |= ME_UNREMOVABLE;
          break;
        case 'multiplier':
          f |= ME_MULT;
          this.multiplier[i] = e.factor;
          break;
        case 'magic-tax':
          f |= ME_TAX;
          this.magicTax[i] = e.damage;
          break;
        case 'draw':
          f |= ME_DRAW;
          this.cardsDrawn[i] = e.cards;
          break;
        case 'return-to-hand':
          f |= ME_BOUNCE;
          break;
      }
    }
    this.magicEffects[i] = f;
  }
}

/** Rule parameters a set carries (tunables; the balance facet's `tunables`), the rulebook's values by default. */
export interface WardRules {
  /** Cemetery HP at which a player loses (4.1.1; 4.2.1 lets players agree on another). */
  readonly cemeteryLimit: number;
  /** Cards a player may keep in hand after the draw (9.1). */
  readonly handSize: number;
}

export const WARD_RULES: WardRules = { cemeteryLimit: 300, handSize: 8 };

/** The Ward card set: the CardSet plus its compiled tables and rule parameters. */
export interface WardCardSet extends CardSet<WardCard> {
  readonly tables: WardCardTables;
  readonly rules: WardRules;
}
