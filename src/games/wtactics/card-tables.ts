// WTactics' cards as the rules read them: the definitions compiled into flat typed arrays
// indexed by definition id, and the set that carries them.

import type { CardSet } from '../../core/game.js';
import type { Effect, WtCard, WtCreature } from './card-schema.js';
import { ASSIGN_EFFECTS, EFFECTS, FACTIONS, KEYWORDS, KINDS, OBJECTIVES, QUEST_TYPES, TARGETS, TRIGGERS } from './card-schema.js';
import { creatureTypeNames } from './creature-types.js';

export const K_CREATURE = 0;
export const K_EQUIPMENT = 1;
export const K_ENCHANTMENT = 2;
export const K_EVENT = 3;
export const K_MAGIC = 4;
export const K_QUEST = 5;
export const K_HERO = 6;
export const COST_FIXED = 0;
export const COST_X = 1;
export const COST_T = 2;
export const KW_VIGILANT = 1;
export const KW_CANNOT_ATTACK = 2;
export const KW_CANNOT_DEFEND = 4;
export const NO_EFFECT = -1;
export const E_BUFF = 0;
export const E_HEAL = 1;
export const E_COUNTER = 2;
export const E_DESTROY = 3;
export const E_DRAW = 4;
export const E_GAIN = 5;
export const E_DRAIN = 6;
export const E_GOLD = 7;
export const E_UNMARK = 8;
export const E_MARK = 9;
export const T_NONE = 0;
export const T_SELF = 1;
export const T_OWN = 2;
export const T_ENEMY = 3;
export const T_ANY = 4;
export const TR_NONE = -1;
export const TR_ENTERS = 0;
export const TR_DIES = 1;
export const TR_CREATURE_ENTERS = 2;
export const Q_ASSIGNMENT = 0;
export const Q_CONTRACT = 1;
export const Q_CONFRONTATION = 2;
export const O_HEAL_STREAK = 0;
export const O_KILL_SAME_FACTION = 1;
export const O_KILL = 2;
export const O_CONTROL = 3;
export const O_INFLUENCE = 4;
export const O_SLAY = 5;
export const HERO_ABILITIES = 4;

function kwMask(list: readonly string[]): number {
  let m = 0;
  for (const k of list) m |= 1 << KEYWORDS.indexOf(k as (typeof KEYWORDS)[number]);
  return m;
}

/** One effect's compiled form: kind, amounts and target, in parallel arrays at one index. */
class EffectTable {
  readonly kind: Int8Array;
  readonly amount: Int8Array;
  readonly defence: Int8Array;
  readonly target: Int8Array;
  constructor(size: number) {
    this.kind = new Int8Array(size).fill(NO_EFFECT);
    this.amount = new Int8Array(size);
    this.defence = new Int8Array(size);
    this.target = new Int8Array(size);
  }
  set(i: number, e: Effect): void {
    this.kind[i] = EFFECTS.indexOf(e.effect);
    this.amount[i] = e.amount;
    this.defence[i] = e.def;
    this.target[i] = TARGETS.indexOf(e.target);
  }
}

/** Card definitions as flat typed arrays, indexed by definition id. */
export class WtCardTables {
  readonly count: number;
  readonly kind: Int8Array;
  readonly faction: Int8Array;
  readonly loyalty: Int8Array;
  readonly costKind: Int8Array;
  /** The fixed cost, or X's or T's modifier. */
  readonly cost: Int8Array;
  readonly attack: Int8Array;
  readonly defence: Int8Array;
  /** Creature types (a bit per type of the set), and an equipment's `only-type`. */
  readonly types: Int32Array;
  readonly keywords: Int8Array;
  /** Equipment subtype as 1 + its index among the set's subtypes; 0 for none (a set of 128 equipment may name 128). */
  readonly subtype: Int32Array;
  /** Keywords an equipment, enchantment or aura grants. */
  readonly grants: Int8Array;
  readonly onlyType: Int32Array;
  /** The card's own effect (event, magic, enchantment's target side in `target`). */
  readonly effect: EffectTable;
  // abilities of creatures
  readonly auraAttack: Int8Array;
  readonly auraDefence: Int8Array;
  readonly auraType: Int32Array;
  readonly auraGlobal: Uint8Array;
  readonly auraBothSides: Uint8Array;
  readonly auraGrants: Int8Array;
  readonly hasAura: Uint8Array;
  readonly activatedGold: Int8Array;
  readonly activatedMarksSelf: Uint8Array;
  readonly activatedMarksAllies: Int8Array;
  readonly activated: EffectTable;
  readonly triggeredWhen: Int8Array;
  readonly triggeredType: Int32Array;
  readonly triggered: EffectTable;
  readonly assignGold: Int8Array;
  /** ASSIGN_EFFECTS index, or -1 for a creature that cannot be assigned. */
  readonly assignEffect: Int8Array;
  readonly assignAmount: Int8Array;
  /** Upkeep gold, 0 for none; unpaid upkeep discards the card. */
  readonly upkeep: Int8Array;
  // quests
  readonly questType: Int8Array;
  readonly vp: Int8Array;
  readonly objective: Int8Array;
  readonly objectiveCount: Int8Array;
  readonly minCost: Int8Array;
  readonly noLosses: Uint8Array;
  readonly duration: Int8Array;
  readonly escrow: Int8Array;
  readonly rewardAttack: Int8Array;
  readonly hp: Int8Array;
  // heroes
  readonly influence: Int8Array;
  readonly victoryPoints: Int8Array;
  readonly handSize: Int8Array;
  readonly startingResources: Int8Array;
  readonly defaultArmy: Int8Array;
  /** heroLoyalty[def * 4 + faction]. */
  readonly heroLoyalty: Int8Array;
  /** heroGold[def * HERO_ABILITIES + i], and the ability's effect at the same index. */
  readonly heroGold: Int8Array;
  readonly hero: EffectTable;
  readonly heroAbilities: Int8Array;
  /** Names of the set's creature types and equipment subtypes, by bit / index. */
  readonly typeNames: readonly string[];
  readonly subtypeNames: readonly string[];
  /** The type bit of `Caster` (registered first): magic needs a caster in the front. */
  readonly casterBit: number;
  /** The cheapest event of the set (X and T costs count as 0): a player with less gold can play none. */
  readonly minEventCost: number;

  constructor(defs: readonly WtCard[]) {
    const k = defs.length;
    this.count = k;
    const i8 = () => new Int8Array(k);
    this.kind = i8();
    this.faction = i8();
    this.loyalty = i8();
    this.costKind = i8();
    this.cost = i8();
    this.attack = i8();
    this.defence = i8();
    this.types = new Int32Array(k);
    this.keywords = i8();
    this.subtype = new Int32Array(k);
    this.grants = i8();
    this.onlyType = new Int32Array(k);
    this.effect = new EffectTable(k);
    this.auraAttack = i8();
    this.auraDefence = i8();
    this.auraType = new Int32Array(k);
    this.auraGlobal = new Uint8Array(k);
    this.auraBothSides = new Uint8Array(k);
    this.auraGrants = i8();
    this.hasAura = new Uint8Array(k);
    this.activatedGold = i8();
    this.activatedMarksSelf = new Uint8Array(k);
    this.activatedMarksAllies = i8();
    this.activated = new EffectTable(k);
    this.triggeredWhen = i8().fill(TR_NONE);
    this.triggeredType = new Int32Array(k);
    this.triggered = new EffectTable(k);
    this.assignGold = i8();
    this.assignEffect = i8().fill(-1);
    this.assignAmount = i8();
    this.upkeep = i8();
    this.questType = i8();
    this.vp = i8();
    this.objective = i8();
    this.objectiveCount = i8();
    this.minCost = i8();
    this.noLosses = new Uint8Array(k);
    this.duration = i8();
    this.escrow = i8();
    this.rewardAttack = i8();
    this.hp = i8();
    this.influence = i8();
    this.victoryPoints = i8();
    this.handSize = i8();
    this.startingResources = i8();
    this.defaultArmy = i8();
    this.heroLoyalty = new Int8Array(k * FACTIONS.length);
    this.heroGold = new Int8Array(k * HERO_ABILITIES);
    this.hero = new EffectTable(k * HERO_ABILITIES);
    this.heroAbilities = i8();
    const typeNames = creatureTypeNames(defs);
    const subtypeNames: string[] = [];
    const typeBit = (name: string | undefined): number => (name === undefined ? 0 : 1 << typeNames.indexOf(name));
    defs.forEach((d, i) => {
      this.kind[i] = KINDS.indexOf(d.kind);
      this.faction[i] = FACTIONS.indexOf(d.faction);
      this.loyalty[i] = d.loyalty;
      if (typeof d.cost === 'number') this.cost[i] = d.cost;
      else {
        this.costKind[i] = 'x' in d.cost ? COST_X : COST_T;
        this.cost[i] = d.cost.plus;
      }
      switch (d.kind) {
        case 'creature':
          this.attack[i] = d.atk;
          this.defence[i] = d.def;
          for (const t of d.types) this.types[i]! |= typeBit(t);
          this.keywords[i] = kwMask(d.keywords);
          for (const a of d.abilities) this.compileAbility(a, i, typeBit);
          break;
        case 'equipment':
          this.attack[i] = d.atk;
          this.defence[i] = d.def;
          this.grants[i] = kwMask(d.grants);
          this.onlyType[i] = typeBit(d['only-type']);
          if (d.subtype !== undefined) {
            let s = subtypeNames.indexOf(d.subtype);
            if (s < 0) s = subtypeNames.push(d.subtype) - 1;
            this.subtype[i] = s + 1;
          }
          break;
        case 'enchantment':
          this.attack[i] = d.atk;
          this.defence[i] = d.def;
          this.grants[i] = kwMask(d.grants);
          this.effect.target[i] = TARGETS.indexOf(d.target);
          break;
        case 'event':
        case 'magic':
          this.effect.set(i, d);
          break;
        case 'quest':
          this.questType[i] = QUEST_TYPES.indexOf(d['quest-type']);
          this.vp[i] = d.vp;
          this.objective[i] = OBJECTIVES.indexOf(d.objective);
          this.objectiveCount[i] = d.count;
          this.minCost[i] = d['min-cost'];
          this.noLosses[i] = d['no-losses'] ? 1 : 0;
          this.duration[i] = d.duration;
          this.escrow[i] = d.escrow;
          this.rewardAttack[i] = d['reward-atk'];
          this.attack[i] = d.atk;
          this.defence[i] = d.def;
          this.hp[i] = d.hp;
          break;
        case 'hero':
          this.influence[i] = d.influence;
          this.victoryPoints[i] = d['victory-points'];
          this.handSize[i] = d['hand-size'];
          this.startingResources[i] = d['starting-resources'];
          this.defaultArmy[i] = d['default-army'];
          for (const [f, lp] of Object.entries(d['loyalty-points'])) this.heroLoyalty[i * FACTIONS.length + FACTIONS.indexOf(f as (typeof FACTIONS)[number])] = lp ?? 0;
          d.abilities.forEach((a, j) => {
            this.heroGold[i * HERO_ABILITIES + j] = a.gold;
            this.hero.set(i * HERO_ABILITIES + j, a);
          });
          this.heroAbilities[i] = d.abilities.length;
          break;
      }
    });
    this.typeNames = typeNames;
    this.subtypeNames = subtypeNames;
    this.casterBit = 1;
    let minEvent = 99;
    for (let i = 0; i < k; i++) if (this.kind[i] === K_EVENT) minEvent = Math.min(minEvent, this.costKind[i] === COST_FIXED ? this.cost[i]! : 0);
    this.minEventCost = minEvent;
  }

  private compileAbility(a: WtCreature['abilities'][number], i: number, typeBit: (name: string | undefined) => number): void {
    switch (a.kind) {
      case 'passive':
        this.hasAura[i] = 1;
        this.auraAttack[i] = a.atk;
        this.auraDefence[i] = a.def;
        this.auraType[i] = typeBit(a['creature-type']);
        this.auraGlobal[i] = a.span === 'global' ? 1 : 0;
        this.auraBothSides[i] = a.side === 'all' ? 1 : 0;
        this.auraGrants[i] = kwMask(a.grants);
        break;
      case 'activated':
        this.activatedGold[i] = a.cost.gold;
        this.activatedMarksSelf[i] = a.cost['mark-me'] ? 1 : 0;
        this.activatedMarksAllies[i] = a.cost['mark-allies'];
        this.activated.set(i, a);
        break;
      case 'triggered':
        this.triggeredWhen[i] = TRIGGERS.indexOf(a.when);
        this.triggeredType[i] = typeBit(a['creature-type']);
        this.triggered.set(i, a);
        break;
      case 'assign':
        this.assignGold[i] = a.gold;
        this.assignEffect[i] = ASSIGN_EFFECTS.indexOf(a.effect);
        this.assignAmount[i] = a.amount;
        break;
      case 'upkeep':
        this.upkeep[i] = a.gold;
        break;
    }
  }
}

export interface WtCardSet extends CardSet<WtCard> {
  readonly tables: WtCardTables;
}
