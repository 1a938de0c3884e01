// Warlords of Terra's cards as the rules read them: the definitions compiled into flat typed
// arrays indexed by definition id, and the set that carries them with its rule parameters.

import type { CardSet } from '../../core/game.js';
import type { Effect, WarlordsCard } from './card-schema.js';
import { CARD_TYPES, ITEM_SUBTYPES, KINGDOMS, SPELL_SUBTYPES, TARGETS } from './card-schema.js';

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
  /** The card's cost in gold and mana (none for a hero). */
  readonly gold: Int8Array;
  readonly mana: Int8Array;
  // troops: Attack (ATK), Hit points (HP), Speed (SPD), the Absorb and Flying abilities
  readonly attack: Int8Array;
  readonly hitPoints: Int8Array;
  readonly speed: Int8Array;
  readonly absorb: Int8Array;
  readonly flying: Uint8Array;
  readonly hasSkill: Uint8Array;
  // spells, skills, hero skills: subtype, target and the effect's parameters
  /** A spell's subtype: SUB_PLAIN, SUB_CURSE or SUB_POWER. */
  readonly spellSubtype: Int8Array;
  readonly target: Int8Array;
  /** A troop's skill costs skillGold and skillMana; a hero's skill costs powerCost power points. */
  readonly skillGold: Int8Array;
  readonly skillMana: Int8Array;
  readonly powerCost: Int8Array;
  /** Damage the effect deals, and 1 when that damage is magic. */
  readonly effectDamage: Int8Array;
  readonly effectMagic: Uint8Array;
  readonly effectHeal: Int8Array;
  /** Absorb, ATK, SPD and HP the effect grants (an item's bonus lies here too). */
  readonly effectAbsorb: Int8Array;
  readonly effectAttack: Int8Array;
  readonly effectSpeed: Int8Array;
  readonly effectHitPoints: Int8Array;
  /** 1 when the effect gives flying, 1 when it takes the threat area away. */
  readonly effectFlying: Uint8Array;
  readonly effectNoThreat: Uint8Array;
  /** Magic damage the cursed troop takes at the beginning of its controller's turn. */
  readonly effectWither: Int8Array;
  /** Cards the effect draws. */
  readonly effectDraw: Int8Array;
  /** Damage the effect deals to the enemy warlord. */
  readonly effectWarlordDamage: Int8Array;
  // items
  /** ITEM_WEAPON, ITEM_ARMOR or ITEM_TRINKET; -1 for a card that is no item. */
  readonly itemSubtype: Int8Array;
  readonly durability: Int8Array;
  readonly attached: Uint8Array;
  /** ATK an item's aura gives. */
  readonly auraAttack: Int8Array;
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
    this.attack = i8();
    this.hitPoints = i8();
    this.speed = i8();
    this.absorb = i8();
    this.flying = u8();
    this.hasSkill = u8();
    this.spellSubtype = i8();
    this.target = new Int8Array(k).fill(T_NONE);
    this.skillGold = i8();
    this.skillMana = i8();
    this.powerCost = i8();
    this.effectDamage = i8();
    this.effectMagic = u8();
    this.effectHeal = i8();
    this.effectAbsorb = i8();
    this.effectAttack = i8();
    this.effectSpeed = i8();
    this.effectHitPoints = i8();
    this.effectFlying = u8();
    this.effectNoThreat = u8();
    this.effectWither = i8();
    this.effectDraw = i8();
    this.effectWarlordDamage = i8();
    this.itemSubtype = new Int8Array(k).fill(-1);
    this.durability = i8();
    this.attached = u8();
    this.auraAttack = i8();
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
        this.attack[i] = d.atk;
        this.hitPoints[i] = d.hp;
        this.speed[i] = d.spd;
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
        this.spellSubtype[i] = SPELL_SUBTYPES.indexOf(d.subtype);
        this.target[i] = TARGETS.indexOf(d.target);
        this.compileEffects(d.effects, i);
        return;
      case 'item':
        this.itemSubtype[i] = ITEM_SUBTYPES.indexOf(d.subtype);
        this.durability[i] = d.durability ?? 0;
        this.attached[i] = d.attached ? 1 : 0;
        this.effectAttack[i] = d.bonus.atk;
        this.effectHitPoints[i] = d.bonus.hp;
        this.effectSpeed[i] = d.bonus.spd;
        this.effectAbsorb[i] = d.bonus.absorb;
        this.auraAttack[i] = d.aura?.atk ?? 0;
        return;
      case 'location':
        this.incomeGold[i] = d.income.gold;
        this.incomeMana[i] = d.income.mana;
        return;
      case 'hero':
        this.powerCost[i] = d.skill.cost.power;
        this.target[i] = TARGETS.indexOf(d.skill.target);
        this.compileEffects(d.skill.effects, i);
        return;
    }
  }

  private compileEffects(effects: readonly Effect[], i: number): void {
    for (const e of effects) {
      switch (e.effect) {
        case 'damage':
          this.effectDamage[i]! += e.amount;
          this.effectMagic[i] = e.magic ? 1 : 0;
          break;
        case 'heal':
          this.effectHeal[i]! += e.amount;
          break;
        case 'absorb':
          this.effectAbsorb[i]! += e.amount;
          break;
        case 'atk':
          this.effectAttack[i]! += e.amount;
          break;
        case 'spd':
          this.effectSpeed[i]! += e.amount;
          break;
        case 'hp':
          this.effectHitPoints[i]! += e.amount;
          break;
        case 'flying':
          this.effectFlying[i] = 1;
          break;
        case 'no-threat':
          this.effectNoThreat[i] = 1;
          break;
        case 'wither':
          this.effectWither[i]! += e.amount;
          break;
        case 'draw':
          this.effectDraw[i]! += e.cards;
          break;
        case 'strike-warlord':
          this.effectWarlordDamage[i]! += e.amount;
          break;
      }
    }
  }
}

export interface WarlordsCardSet extends CardSet<WarlordsCard> {
  readonly tables: WarlordsCardTables;
  readonly rules: WarlordsRules;
}

/** Rule parameters a set carries (tunables; the balance facet's `tunables`), the rulebook's values by default. */
export interface WarlordsRules {
  /** "Each player starts the game with 20 health points." */
  readonly startingHealth: number;
}

export const WARLORDS_RULES: WarlordsRules = { startingHealth: 20 };
