// Ward card data: the zod schema of cards/ward/*.yaml, the loader and the pre-compiled typed
// arrays the rules read. Effects come from a closed vocabulary; nothing in a card file is code.

import { z } from 'zod';
import { deckCardsField } from '../../core/deck-sections.js';
import type { CardFileCheck } from '../../core/card-file-check.js';
import { cardFiles } from '../../core/card-set-loader.js';
import type { CardAt, CardNames, CardSetRecipe } from '../../core/card-set-loader.js';
import type { CardSet } from '../../core/game.js';
import { DECK_SIZE, MAX_COPIES, validateWardDeck, WARD_DECK_SECTIONS } from './decks.js';

export const CREATURE_TYPES = ['beast', 'bug', 'cosmic', 'demon', 'dragon', 'elemental', 'humanoid', 'dinosaur', 'undead', 'mechanical'] as const;
export const MAGIC_TYPES = ['standard', 'infinite', 'lightning'] as const;
export const SUB_TYPES = ['single', 'equip', 'field'] as const;
/** What a single or equip magic is aimed at; `response` = the card it answers in a chain. */
export const TARGETS = ['own-creature', 'opponent-creature', 'any-creature', 'magic', 'response', 'creature-effect', 'none'] as const;
export const SIDES = ['own', 'opponent', 'all'] as const;
export const STATS = ['al', 'spd', 'mod', 'attack-dice', 'hit-dice'] as const;

/** Action ids and observations reserve room for this many definitions. */
export const MAX_DEFS = 128;

const n = (min: number, max: number) => z.number().int().min(min).max(max);

// Each effect's `.describe()` is its rule, as the card-file reference prints it.
const creatureEffect = z.discriminatedUnion('effect', [
  z.strictObject({ effect: z.literal('destroy-magic-on-summon') }).describe('When the creature is summoned, one magic card on the field is destroyed (an activation the opponent may answer in its summon window).'),
  z.strictObject({ effect: z.literal('dot-on-hit'), damage: n(1, 100), cycles: n(1, 10) }).describe('When it hits, the target takes `damage` once per turn cycle for `cycles` turn cycles (a creature already under a DOT gets no second one).'),
  z.strictObject({ effect: z.literal('first-strike-multiplier'), factor: n(2, 10) }).describe('When it strikes first in a battle, its attack damage is multiplied by `factor` (after a critical, before equip multipliers).'),
  z.strictObject({ effect: z.literal('unaffected') }).describe("Once in play, the opponent's magic and creature effects do not touch it; battle damage still does."),
  z.strictObject({ effect: z.literal('bonus-damage'), amount: n(1, 50) }).describe('Adds `amount` to its attack damage on every hit.'),
]);

const creatureSchema = z.strictObject({
  name: z.string().min(1).describe('The card name, unique in the set; decks and summon requirements name cards by it (any case).'),
  kind: z.literal('creature').describe('A creature card (the other kind is `magic`).'),
  type: z.enum(CREATURE_TYPES).describe('The creature type (see Creature types below).'),
  al: n(1, 12).describe('Armor Level: the hit roll (hit dice + modifier) must reach it. A first-turn summon needs no sacrifice at AL 1-6; at AL 7+ it sacrifices creatures from hand.'),
  hp: n(1, 300).describe('Hit points; at 0 the creature dies and its printed HP counts towards its player\'s cemetery.'),
  spd: n(0, 30).describe('Speed: the faster creature strikes first in a battle; ties are rolled off.'),
  modifier: n(-5, 20).describe('Added to its hit roll and to its attack damage.'),
  'attack-dice': n(1, 10).describe('Dice rolled for attack damage when it hits.'),
  'summon-requirement': z.strictObject({ under: z.string().min(1).describe('The card placed under it.') }).optional().describe('It can only be summoned by placing the named creature of the set, already on the field, under it; that card follows it when it leaves.'),
  effects: z.array(creatureEffect).default([]).describe('Its effects, each a mapping with `effect` and its parameters (see Creature effects below).'),
  rarity: z.string().optional().describe('Printed rarity; not a game mechanic.'),
  text: z.string().optional().describe('The printed rules text, shown in reports; the rules read the fields above, never this text.'),
});

const magicEffect = z.discriminatedUnion('effect', [
  z.strictObject({ effect: z.literal('buff'), stat: z.enum(STATS), amount: n(-10, 10) }).describe('Changes a stat of the creatures it reaches by `amount` (negative: a debuff); an infinite equip\'s buff lasts while it is attached.'),
  z.strictObject({ effect: z.literal('damage'), amount: n(1, 300) }).describe('Deals `amount` damage at once. Damaging magic cannot be played in the first turn cycle.'),
  z.strictObject({ effect: z.literal('percent-damage'), percent: n(1, 100) }).describe('Deals `percent` of the current HP as damage, rounded down.'),
  z.strictObject({ effect: z.literal('heal'), amount: n(1, 300) }).describe('Restores `amount` HP, never above the printed HP.'),
  z.strictObject({ effect: z.literal('hot'), amount: n(1, 100), cycles: n(1, 10) }).describe('Heals `amount` once per turn cycle for `cycles` turn cycles; a creature takes one HOT at a time.'),
  z.strictObject({ effect: z.literal('dot'), amount: n(1, 100), cycles: n(1, 10) }).describe('Deals `amount` once per turn cycle for `cycles` turn cycles; a creature takes one DOT at a time.'),
  z.strictObject({ effect: z.literal('negate-magic') }).describe('Answers a magic card in a chain (target `response`): that card does nothing and pays no cost.'),
  z.strictObject({ effect: z.literal('negate-creature-effects') }).describe("Negates a creature's effects for as long as it stays on the field (target `creature-effect`), or every creature's on its side while an infinite field magic is in play."),
  z.strictObject({ effect: z.literal('destroy-magic') }).describe('Destroys a magic card on the field (target `magic`).'),
  z.strictObject({ effect: z.literal('revive') }).describe('Anchoring: puts a creature from its player\'s cemetery on the field, held by this card; when either leaves the field, the other goes to the cemetery.'),
  z.strictObject({ effect: z.literal('limited-summon'), 'max-al': n(1, 12) }).describe('Anchoring: puts a creature of AL at most `max-al` from the hand on the field as a limited summon (at most 4 per side), held by this card.'),
  z.strictObject({ effect: z.literal('immunity'), cycles: n(1, 10) }).describe('The target takes no damage for `cycles` turn cycles.'),
  z.strictObject({ effect: z.literal('unremovable') }).describe('The equipped creature cannot be removed from the field by effects while it is attached.'),
  z.strictObject({ effect: z.literal('multiplier'), factor: n(2, 10) }).describe('The equipped creature\'s attack damage is multiplied by `factor` (after a critical and a first-strike multiplier).'),
  z.strictObject({ effect: z.literal('magic-tax'), damage: n(1, 100) }).describe('While it is in play, playing a magic costs `damage` HP to the player\'s primary creature.'),
  z.strictObject({ effect: z.literal('draw'), cards: n(1, 5) }).describe('Its player draws `cards` cards.'),
  z.strictObject({ effect: z.literal('return-to-hand') }).describe("Returns the target creature to its owner's hand (not one that cannot be removed)."),
]);

const magicSchema = z.strictObject({
  name: z.string().min(1).describe('The card name, unique in the set; decks name cards by it (any case).'),
  kind: z.literal('magic').describe('A magic card (the other kind is `creature`).'),
  type: z.enum(MAGIC_TYPES).describe('How long it stays and when it may be played (see Magic types below).'),
  'sub-type': z.enum(SUB_TYPES).describe('What it acts on (see Magic sub-types below).'),
  target: z.enum(TARGETS).default('none').describe('What a single or equip magic is aimed at (see Targets below); a field magic has none.'),
  side: z.enum(SIDES).default('all').describe('Whose creatures a field magic affects (see Sides below).'),
  cost: z.strictObject({ 'self-damage': n(1, 100).describe('HP damage to its player\'s primary creature.') }).optional().describe('Paid when the card resolves; it is playable only if the primary creature survives the cost, and a negated card pays nothing.'),
  effects: z.array(magicEffect).min(1).describe('Its effects, each a mapping with `effect` and its parameters (see Magic effects below); combinations that could never apply are refused.'),
  rarity: z.string().optional().describe('Printed rarity; not a game mechanic.'),
  text: z.string().optional().describe('The printed rules text, shown in reports; the rules read the fields above, never this text.'),
});

const CREATURE_EFFECTS = creatureEffect.options.map((o) => o.shape.effect.value);
const MAGIC_EFFECTS = magicEffect.options.map((o) => o.shape.effect.value);

/** The closed vocabularies of a card's fields by kind, checked before the schema so a misspelling gets one line naming the allowed words. */
const VOCABULARY: Record<'creature' | 'magic', readonly { readonly field: string; readonly what: string; readonly words: readonly string[] }[]> = {
  creature: [{ field: 'type', what: 'creature type', words: CREATURE_TYPES }],
  magic: [
    { field: 'type', what: 'magic type', words: MAGIC_TYPES },
    { field: 'sub-type', what: 'magic sub-type', words: SUB_TYPES },
    { field: 'target', what: 'target', words: TARGETS },
    { field: 'side', what: 'side', words: SIDES },
  ],
};
const KINDS = ['creature', 'magic'] as const;

function checkVocabulary(check: CardFileCheck): void {
  check.raw('cards').forEach((card: unknown, i) => {
    if (card === null || typeof card !== 'object') return;
    const c = card as Record<string, unknown>;
    check.word(['cards', i, 'kind'], 'card kind', c.kind, KINDS);
    if (c.kind !== 'creature' && c.kind !== 'magic') return;
    for (const v of VOCABULARY[c.kind]) check.word(['cards', i, v.field], v.what, c[v.field], v.words);
    if (!Array.isArray(c.effects)) return;
    c.effects.forEach((e: unknown, j) => {
      if (e === null || typeof e !== 'object') return;
      const effect = e as Record<string, unknown>;
      check.word(['cards', i, 'effects', j, 'effect'], `${c.kind} effect`, effect.effect, c.kind === 'creature' ? CREATURE_EFFECTS : MAGIC_EFFECTS);
      if (effect.effect === 'buff') check.word(['cards', i, 'effects', j, 'stat'], 'stat', effect.stat, STATS);
    });
  });
}

const cardSchema = z.discriminatedUnion('kind', [creatureSchema, magicSchema]);
const deckSchema = z.strictObject({
  name: z.string().min(1).describe('The deck name, as experiments name it.'),
  cards: deckCardsField.describe(`A list of card names (one per copy) or a mapping of card name to copies: ${DECK_SIZE} cards, at most ${MAX_COPIES} copies of a name.`),
});
const fileSchema = z.strictObject({
  set: z.string().optional().describe('The name of the set the file belongs to; informational.'),
  cards: z.array(cardSchema).default([]).describe('Card definitions, creatures and magic (the fields of each kind below).'),
  decks: z.array(deckSchema).default([]).describe('Preconstructed decks; they may name cards of the other files of the set.'),
});
/** The schemas a card file is validated with, for the card-file reference. */
export const WARD_SCHEMAS = { file: fileSchema, creature: creatureSchema, magic: magicSchema, creatureEffect, magicEffect };

export type CreatureDef = z.infer<typeof creatureSchema>;
export type MagicDef = z.infer<typeof magicSchema>;
export type WardCard = CreatureDef | MagicDef;

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

/** Rule parameters a set carries (tunables; `ward.tunables`), the rulebook's values by default. */
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

/** Targets that only make sense with certain effects. */
const ONLY_EFFECTS: Partial<Record<(typeof TARGETS)[number], readonly string[]>> = {
  magic: ['destroy-magic'],
  response: ['negate-magic'],
  'creature-effect': ['negate-creature-effects'],
  none: ['draw', 'revive', 'limited-summon', 'magic-tax', 'negate-creature-effects', 'buff', 'damage', 'percent-damage', 'heal', 'hot', 'dot', 'immunity'],
};

/** Combinations a card file may not use even though each field is valid on its own; each one found is reported. */
function checkCombination(c: WardCard, card: CardAt, names: CardNames): void {
  const fail = card.add;
  if (c.kind === 'creature') {
    const req = c['summon-requirement'];
    if (req && !names.written(req.under)) fail(['summon-requirement', 'under'], `unknown card '${req.under}'`, 'name a creature of this set');
    return;
  }
  const creatureTarget = c.target === 'own-creature' || c.target === 'opponent-creature' || c.target === 'any-creature';
  if (c['sub-type'] === 'equip' && !creatureTarget) fail(['target'], `an equip magic must target a creature, got '${c.target}'`);
  if (c['sub-type'] === 'field' && c.target !== 'none') fail(['target'], `a field magic has no target, got '${c.target}'`, "use 'side' to choose whose creatures it affects");
  for (const [k, e] of c.effects.entries()) {
    const at = ['effects', k, 'effect'];
    const needsCreature = ['buff', 'damage', 'percent-damage', 'heal', 'hot', 'dot', 'immunity', 'unremovable', 'multiplier', 'return-to-hand'].includes(e.effect);
    if (needsCreature && !creatureTarget && c['sub-type'] !== 'field') fail(at, `'${e.effect}' needs a creature target or a field sub-type`);
    if (e.effect === 'negate-magic' && c.target !== 'response') fail(['target'], "'negate-magic' answers a card in a chain: target must be 'response'");
    if (e.effect === 'negate-creature-effects' && c['sub-type'] !== 'field' && c.target !== 'creature-effect') fail(['target'], "'negate-creature-effects' needs target 'creature-effect' or a field sub-type");
    if (e.effect === 'destroy-magic' && c.target !== 'magic') fail(['target'], "'destroy-magic' needs target 'magic'");
    if ((e.effect === 'revive' || e.effect === 'limited-summon' || e.effect === 'magic-tax') && c.type !== 'infinite') fail(at, `'${e.effect}' keeps working while the card stays on the field: type must be 'infinite'`);
    if ((e.effect === 'multiplier' || e.effect === 'unremovable') && (c.type !== 'infinite' || c['sub-type'] !== 'equip')) fail(at, `'${e.effect}' lasts while the card is attached: it must be an infinite equip`);
    if ((e.effect === 'revive' || e.effect === 'limited-summon') && c.target !== 'none') fail(['target'], `'${e.effect}' takes no target: target must be 'none'`);
    // Each remaining combination below would otherwise have no effect at all.
    const only = ONLY_EFFECTS[c.target];
    if (only && !only.includes(e.effect)) fail(at, `a card with target '${c.target}' can only ${only.map((x) => `'${x}'`).join(' or ')}`);
    if (c['sub-type'] === 'field' && c.type === 'infinite' && !['buff', 'magic-tax', 'negate-creature-effects'].includes(e.effect))
      fail(at, `an infinite field magic works continuously: only 'buff', 'magic-tax' and 'negate-creature-effects' (got '${e.effect}')`);
    if (c['sub-type'] === 'field' && c.type !== 'infinite' && e.effect === 'negate-creature-effects') fail(at, "a field that negates creature effects must be 'infinite'");
  }
  if (c.target === 'response' && c.type !== 'lightning') fail(['type'], "only lightning magic can answer a card in a chain (target 'response')");
}

const WARD_RECIPE: CardSetRecipe<WardCard, WardCard, z.infer<typeof deckSchema>, WardCardSet> = {
  game: 'ward',
  fileSchema,
  cardSchema,
  deckSchema,
  maxCards: MAX_DEFS,
  sections: WARD_DECK_SECTIONS,
  vocabulary: checkVocabulary,
  checkCard: checkCombination,
  info: (c) => ({
    type: c.kind === 'creature' ? `creature/${c.type}` : `magic/${c.type}/${c['sub-type']}`,
    faction: c.kind === 'creature' ? c.type : null,
    cost: c.kind === 'creature' ? c.al : (c.cost?.['self-damage'] ?? 0),
    keywords: c.effects.map((e) => e.effect),
  }),
  build: (base) => ({ ...base, tables: new WardCardTables(base.data), rules: WARD_RULES }),
  deckRules: (set, deck) => validateWardDeck(set, deck),
};

/** Ward's card files and its starter set. */
export const WARD_CARDS = cardFiles(WARD_RECIPE, { starterName: 'ward-starter' });
