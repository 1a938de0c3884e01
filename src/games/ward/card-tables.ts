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
  // creatures
  readonly ctype: Int8Array;
  readonly al: Int8Array;
  readonly hp: Int16Array;
  readonly spd: Int8Array;
  readonly mod: Int8Array;
  readonly atk: Int8Array;
  readonly reqUnder: Int16Array;
  readonly cflags: Int32Array;
  readonly dotDmg: Int16Array;
  readonly dotCycles: Int8Array;
  readonly firstMult: Int8Array;
  readonly bonus: Int16Array;
  // magic
  readonly mtype: Int8Array;
  readonly sub: Int8Array;
  readonly target: Int8Array;
  readonly side: Int8Array;
  readonly cost: Int16Array;
  readonly mflags: Int32Array;
  /** buff[def * 5 + stat] */
  readonly buff: Int8Array;
  readonly damage: Int16Array;
  readonly pct: Int16Array;
  readonly heal: Int16Array;
  readonly hotAmt: Int16Array;
  readonly hotCycles: Int8Array;
  readonly mdotAmt: Int16Array;
  readonly mdotCycles: Int8Array;
  readonly limitedMaxAl: Int8Array;
  readonly immuneCycles: Int8Array;
  readonly mult: Int8Array;
  readonly tax: Int16Array;
  readonly draw: Int8Array;

  constructor(defs: readonly WardCard[]) {
    const k = defs.length;
    this.count = k;
    this.isCreature = new Uint8Array(k);
    this.ctype = new Int8Array(k);
    this.al = new Int8Array(k);
    this.hp = new Int16Array(k);
    this.spd = new Int8Array(k);
    this.mod = new Int8Array(k);
    this.atk = new Int8Array(k);
    this.reqUnder = new Int16Array(k).fill(-1);
    this.cflags = new Int32Array(k);
    this.dotDmg = new Int16Array(k);
    this.dotCycles = new Int8Array(k);
    this.firstMult = new Int8Array(k);
    this.bonus = new Int16Array(k);
    this.mtype = new Int8Array(k);
    this.sub = new Int8Array(k);
    this.target = new Int8Array(k);
    this.side = new Int8Array(k);
    this.cost = new Int16Array(k);
    this.mflags = new Int32Array(k);
    this.buff = new Int8Array(k * 5);
    this.damage = new Int16Array(k);
    this.pct = new Int16Array(k);
    this.heal = new Int16Array(k);
    this.hotAmt = new Int16Array(k);
    this.hotCycles = new Int8Array(k);
    this.mdotAmt = new Int16Array(k);
    this.mdotCycles = new Int8Array(k);
    this.limitedMaxAl = new Int8Array(k);
    this.immuneCycles = new Int8Array(k);
    this.mult = new Int8Array(k);
    this.tax = new Int16Array(k);
    this.draw = new Int8Array(k);
    const byName = new Map(defs.map((d, i) => [d.name.toLowerCase(), i]));
    defs.forEach((d, i) => {
      if (d.kind === 'creature') this.compileCreature(d, i, byName);
      else this.compileMagic(d, i);
    });
  }

  private compileCreature(d: CreatureDef, i: number, byName: Map<string, number>): void {
    this.isCreature[i] = 1;
    this.ctype[i] = CREATURE_TYPES.indexOf(d.type);
    this.al[i] = d.al;
    this.hp[i] = d.hp;
    this.spd[i] = d.spd;
    this.mod[i] = d.modifier;
    this.atk[i] = d['attack-dice'];
    if (d['summon-requirement']) this.reqUnder[i] = byName.get(d['summon-requirement'].under.toLowerCase()) ?? -1;
    for (const e of d.effects) {
      switch (e.effect) {
        case 'destroy-magic-on-summon':
          this.cflags[i]! |= CE_DESTROY_ON_SUMMON;
          break;
        case 'dot-on-hit':
          this.cflags[i]! |= CE_DOT_ON_HIT;
          this.dotDmg[i] = e.damage;
          this.dotCycles[i] = e.cycles;
          break;
        case 'first-strike-multiplier':
          this.cflags[i]! |= CE_FIRST_MULT;
          this.firstMult[i] = e.factor;
          break;
        case 'unaffected':
          this.cflags[i]! |= CE_UNAFFECTED;
          break;
        case 'bonus-damage':
          this.cflags[i]! |= CE_BONUS;
          this.bonus[i] = e.amount;
          break;
      }
    }
  }

  private compileMagic(d: MagicDef, i: number): void {
    this.mtype[i] = MAGIC_TYPES.indexOf(d.type);
    this.sub[i] = SUB_TYPES.indexOf(d['sub-type']);
    this.target[i] = TARGETS.indexOf(d.target);
    this.side[i] = SIDES.indexOf(d.side);
    this.cost[i] = d.cost?.['self-damage'] ?? 0;
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
          this.pct[i] = e.percent;
          break;
        case 'heal':
          f |= ME_HEAL;
          this.heal[i] = e.amount;
          break;
        case 'hot':
          f |= ME_HOT;
          this.hotAmt[i] = e.amount;
          this.hotCycles[i] = e.cycles;
          break;
        case 'dot':
          f |= ME_DOT;
          this.mdotAmt[i] = e.amount;
          this.mdotCycles[i] = e.cycles;
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
          this.limitedMaxAl[i] = e['max-al'];
          break;
        case 'immunity':
          f |= ME_IMMUNE;
          this.immuneCycles[i] = e.cycles;
          break;
        case 'unremovable':
          f |= ME_UNREMOVABLE;
          break;
        case 'multiplier':
          f |= ME_MULT;
          this.mult[i] = e.factor;
          break;
        case 'magic-tax':
          f |= ME_TAX;
          this.tax[i] = e.damage;
          break;
        case 'draw':
          f |= ME_DRAW;
          this.draw[i] = e.cards;
          break;
        case 'return-to-hand':
          f |= ME_BOUNCE;
          break;
      }
    }
    this.mflags[i] = f;
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
