// WTactics card data: the zod schema of cards/wtactics/*.yaml, the loader, and the compiled
// typed arrays the rules read. Effects, keywords, factions and types come from closed
// vocabularies; nothing in a card file is code.

import { z } from 'zod';
import type { CardAt, CardSetRecipe } from '../../core/card-set-loader.js';
import { cardFiles } from '../../core/card-set-loader.js';
import { deckCardsField, deckSectionsField } from '../../core/deck-sections.js';
import type { CardSet } from '../../core/game.js';
import { checkTypeCount, creatureTypeNames, MAX_TYPES } from './creature-types.js';
import { validateWtDeck, WT_DECK_SECTIONS } from './decks.js';

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

const cardSchema = z.discriminatedUnion('kind', [creatureSchema, equipmentSchema, enchantmentSchema, eventSchema, magicSchema, questSchema, heroSchema]);

const deckSchema = z.strictObject({
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
type Effect = z.infer<typeof effectSchema>;

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
  readonly def: Int8Array;
  readonly target: Int8Array;
  constructor(size: number) {
    this.kind = new Int8Array(size).fill(NO_EFFECT);
    this.amount = new Int8Array(size);
    this.def = new Int8Array(size);
    this.target = new Int8Array(size);
  }
  set(i: number, e: Effect): void {
    this.kind[i] = EFFECTS.indexOf(e.effect);
    this.amount[i] = e.amount;
    this.def[i] = e.def;
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
  readonly atk: Int8Array;
  readonly def: Int8Array;
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
  readonly auraAtk: Int8Array;
  readonly auraDef: Int8Array;
  readonly auraType: Int32Array;
  readonly auraGlobal: Uint8Array;
  readonly auraAll: Uint8Array;
  readonly auraGrants: Int8Array;
  readonly hasAura: Uint8Array;
  readonly actGold: Int8Array;
  readonly actMarkMe: Uint8Array;
  readonly actAllies: Int8Array;
  readonly act: EffectTable;
  readonly trigWhen: Int8Array;
  readonly trigType: Int32Array;
  readonly trig: EffectTable;
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
  readonly objCount: Int8Array;
  readonly minCost: Int8Array;
  readonly noLosses: Uint8Array;
  readonly duration: Int8Array;
  readonly escrow: Int8Array;
  readonly rewardAtk: Int8Array;
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
    this.atk = i8();
    this.def = i8();
    this.types = new Int32Array(k);
    this.keywords = i8();
    this.subtype = new Int32Array(k);
    this.grants = i8();
    this.onlyType = new Int32Array(k);
    this.effect = new EffectTable(k);
    this.auraAtk = i8();
    this.auraDef = i8();
    this.auraType = new Int32Array(k);
    this.auraGlobal = new Uint8Array(k);
    this.auraAll = new Uint8Array(k);
    this.auraGrants = i8();
    this.hasAura = new Uint8Array(k);
    this.actGold = i8();
    this.actMarkMe = new Uint8Array(k);
    this.actAllies = i8();
    this.act = new EffectTable(k);
    this.trigWhen = i8().fill(TR_NONE);
    this.trigType = new Int32Array(k);
    this.trig = new EffectTable(k);
    this.assignGold = i8();
    this.assignEffect = i8().fill(-1);
    this.assignAmount = i8();
    this.upkeep = i8();
    this.questType = i8();
    this.vp = i8();
    this.objective = i8();
    this.objCount = i8();
    this.minCost = i8();
    this.noLosses = new Uint8Array(k);
    this.duration = i8();
    this.escrow = i8();
    this.rewardAtk = i8();
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
          this.atk[i] = d.atk;
          this.def[i] = d.def;
          for (const t of d.types) this.types[i]! |= typeBit(t);
          this.keywords[i] = kwMask(d.keywords);
          for (const a of d.abilities) this.compileAbility(a, i, typeBit);
          break;
        case 'equipment':
          this.atk[i] = d.atk;
          this.def[i] = d.def;
          this.grants[i] = kwMask(d.grants);
          this.onlyType[i] = typeBit(d['only-type']);
          if (d.subtype !== undefined) {
            let s = subtypeNames.indexOf(d.subtype);
            if (s < 0) s = subtypeNames.push(d.subtype) - 1;
            this.subtype[i] = s + 1;
          }
          break;
        case 'enchantment':
          this.atk[i] = d.atk;
          this.def[i] = d.def;
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
          this.objCount[i] = d.count;
          this.minCost[i] = d['min-cost'];
          this.noLosses[i] = d['no-losses'] ? 1 : 0;
          this.duration[i] = d.duration;
          this.escrow[i] = d.escrow;
          this.rewardAtk[i] = d['reward-atk'];
          this.atk[i] = d.atk;
          this.def[i] = d.def;
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
        this.auraAtk[i] = a.atk;
        this.auraDef[i] = a.def;
        this.auraType[i] = typeBit(a['creature-type']);
        this.auraGlobal[i] = a.span === 'global' ? 1 : 0;
        this.auraAll[i] = a.side === 'all' ? 1 : 0;
        this.auraGrants[i] = kwMask(a.grants);
        break;
      case 'activated':
        this.actGold[i] = a.cost.gold;
        this.actMarkMe[i] = a.cost['mark-me'] ? 1 : 0;
        this.actAllies[i] = a.cost['mark-allies'];
        this.act.set(i, a);
        break;
      case 'triggered':
        this.trigWhen[i] = TRIGGERS.indexOf(a.when);
        this.trigType[i] = typeBit(a['creature-type']);
        this.trig.set(i, a);
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

const TARGETED = new Set(['buff', 'heal', 'counter', 'destroy', 'unmark', 'mark']);

/** Combinations a card file may not use even though each field is valid on its own: each one found is reported at the card. */
function checkCombination(c: WtCard, card: CardAt): void {
  const fail = (at: (string | number)[], message: string, hint?: string): void => card.add(at, message, hint);
  const effectCheck = (e: Effect, at: (string | number)[], selfAllowed: boolean): void => {
    const wantsCreature = TARGETED.has(e.effect);
    if (wantsCreature && e.target === 'none') fail([...at, 'target'], `'${e.effect}' acts on a creature: give a target`, selfAllowed ? "use 'self', 'own-creature', 'enemy-creature' or 'any-creature'" : "use 'own-creature', 'enemy-creature' or 'any-creature'");
    if (!wantsCreature && e.target !== 'none') fail([...at, 'target'], `'${e.effect}' acts on a player, not a creature: target must be 'none'`);
    if (e.target === 'self' && !selfAllowed) fail([...at, 'target'], "'self' is for a creature's own abilities");
  };
  if (c.kind === 'event' || c.kind === 'magic') effectCheck(c, [], false);
  if (c.kind === 'creature') {
    c.abilities.forEach((a, j) => {
      const at = ['abilities', j];
      if (a.kind === 'activated' || a.kind === 'triggered') effectCheck(a, at, true);
      // Marking bounds how often an ability is used: "there should not exist infinity-combos".
      if (a.kind === 'activated' && !a.cost['mark-me'] && a.cost['mark-allies'] === 0) fail([...at, 'cost'], 'an activated ability marks its creature or allies', "add 'mark-me: true' or 'mark-allies'");
      if (a.kind === 'activated' && a.effect === 'unmark') fail([...at, 'effect'], 'an activated ability cannot unmark: two such creatures would unmark each other without end', 'use an event to unmark');
    });
    // The compiled tables hold one ability of each kind per creature.
    for (const kind of ABILITY_KINDS)
      if (c.abilities.filter((a) => a.kind === kind).length > 1) fail(['abilities'], `a creature has at most one ${kind} ability`, 'split the card or merge the abilities');
  }
  if (c.kind === 'hero') c.abilities.forEach((a, j) => {
    if (a.target !== 'none') fail(['abilities', j, 'target'], 'a hero ability acts on players: target must be none');
    else effectCheck(a, ['abilities', j], false);
  });
  if (typeof c.cost !== 'number') {
    const targeted = (c.kind === 'event' || c.kind === 'magic') && c.target !== 'none';
    if (!targeted && c.kind !== 'enchantment' && c.kind !== 'equipment') fail(['cost'], 'an X or T cost is measured on the target: only a targeted card may have one', 'give a number');
  }
  if (c.kind === 'quest') {
    if (c['quest-type'] === 'confrontation' && (c.objective !== 'slay' || c.hp < 1)) fail(['objective'], "a confrontation is won by slaying its creature: objective 'slay' with hp, atk and def");
    if (c['quest-type'] !== 'confrontation' && c.objective === 'slay') fail(['objective'], "'slay' belongs to confrontations");
    if (c['quest-type'] !== 'contract' && c.escrow > 0) fail(['escrow'], 'only a contract has an escrow');
  }
  if (c.loyalty > 0 && c.faction === 'neutral') fail(['loyalty'], 'a neutral card has no loyalty requirement', 'give a faction or set loyalty to 0');
}

function cardType(c: WtCard): string {
  if (c.kind === 'equipment' && c.subtype) return `equipment/${c.subtype}`;
  if (c.kind === 'quest') return `quest/${c['quest-type']}`;
  return c.kind;
}

function keywordsOf(c: WtCard): string[] {
  if (c.kind === 'creature') return [...c.keywords, ...c.abilities.map((a) => a.kind)];
  return c.kind === 'event' || c.kind === 'magic' ? [c.effect] : [];
}

const WT_RECIPE: CardSetRecipe<WtCard, WtCard, z.infer<typeof deckSchema>, WtCardSet> = {
  game: 'wtactics',
  fileSchema: wtFileSchema,
  cardSchema,
  deckSchema,
  maxCards: MAX_DEFS,
  sections: WT_DECK_SECTIONS,
  // Its closed vocabularies are zod enums: the schema names the allowed words and the nearest.
  checkCard: (c, at) => checkCombination(c, at),
  checkSet: checkTypeCount,
  info: (c) => ({ type: cardType(c), faction: c.faction === 'neutral' ? null : c.faction, cost: typeof c.cost === 'number' ? c.cost : 0, keywords: keywordsOf(c) }),
  build: (base) => ({ ...base, tables: new WtCardTables(base.data) }),
  // A deck naming a card of a file that could not be read would get problems that are not its own.
  decksAfterSoundCards: true,
  deckRules: (set, deck) => validateWtDeck(set, deck),
};

/** WTactics' card files and its starter set. */
export const WT_CARDS = cardFiles(WT_RECIPE, { starterName: 'wtactics-starter' });
