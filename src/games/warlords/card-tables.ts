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

/** Rule parameters a set carries (tunables; the balance facet's `tunables`), the rulebook's values by default. */
export interface WarlordsRules {
  /** "Each player starts the game with 20 health points." */
  readonly startingHealth: number;
}

export const WARLORDS_RULES: WarlordsRules = { startingHealth: 20 };
