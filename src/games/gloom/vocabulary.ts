// Gloom of Gods' closed vocabularies: traits, attack effects, skills, spell and gambit effects,
// terrain keywords. Card files may use only these names; the rules read them as bit numbers.
// Each vocabulary's names come with their rules (`*_RULES`, complete by type), from which the
// loader learns which names take an [X] and the card-file reference is generated.

/** An entry's rule for the card-file reference; `parameter` present: written `name[X]`. */
export interface EntryRule {
  readonly parameter?: string;
  readonly rule: string;
}

/** The names of a vocabulary that take an [X]. */
function valued<T extends string>(names: readonly T[], rules: Record<T, EntryRule>): readonly T[] {
  return names.filter((n) => rules[n].parameter !== undefined);
}

/** Traits (rulebook "Traits"); a trait with [X] carries a value, the others hold 1. */
export const TRAITS = [
  'tough',
  'regeneration',
  'dispel-aura',
  'unobtrusive',
  'flying',
  'shieldwall',
  'counter-charge',
  'clumsy',
  'last-stand',
  'large',
  'trample',
  'skirmish',
  'ambush',
  'deep-strike',
  'mana-pool',
] as const;
export type Trait = (typeof TRAITS)[number];
export const TRAIT_RULES: Record<Trait, EntryRule> = {
  tough: { parameter: 'X, Wounds prevented', rule: "Each Attack Test's Wounds on this unit (Direct Damage included) are reduced by X; so is a damage spell's." },
  regeneration: { parameter: 'X, Health recovered', rule: 'The unit recovers X lost Health in each End Phase.' },
  'dispel-aura': { parameter: 'X, radius in hexes', rule: 'When an enemy spell is cast by a Caster within X hexes, this unit may make a Dispel Test for 1 Command Seal ([Single Reaction]).' },
  unobtrusive: { rule: 'The unit does not block Line of Sight.' },
  flying: { rule: 'The unit ignores Difficult and Dangerous terrain when it moves.' },
  shieldwall: { rule: '+1 Defence die against attacks coming from its Front Arc.' },
  'counter-charge': { rule: '[Per Round] [Single Reaction]: when charged, and not flanked, the unit may react: the charge loses its Charge Bonus and the unit strikes back with +1 Attack die.' },
  clumsy: { rule: 'The unit steps only across its Front Arc and ends its move facing within it.' },
  'last-stand': { rule: '[Per Game]: the unit starts with an Effect token; the first time it would be Destroyed it stays at 1 Health and loses the token.' },
  large: { rule: 'The unit blocks Line of Sight even for units on Elevated hexes, cannot claim Cover and cannot be trampled.' },
  trample: { rule: 'The unit may step into a non-Large enemy: the enemy is pushed Directly Away and the trampler enters; a blocked push costs the enemy a Morale token and ends the move.' },
  skirmish: { rule: 'The unit may start a Move action while Engaged and is not stopped by enemy Engagement Zones.' },
  ambush: { rule: 'The unit may wait in Reserve and arrive from round 2 on a map-edge hex at least 2 hexes from enemies; arriving is its activation.' },
  'deep-strike': { rule: 'The unit may wait in Reserve and arrive from round 2 on any empty hex at least 3 hexes from enemies; arriving is its activation.' },
  'mana-pool': { parameter: 'X, Magic dice', rule: 'The unit is a Caster: as a Standard Action ([Exclusive Action]) it casts a spell of the army\'s Magic Lore, rolling X Magic dice against the Target Number.' },
};
/** Traits written with a value: `tough[1]`. */
export const VALUED_TRAITS = valued(TRAITS, TRAIT_RULES);

export const T_TOUGH = 0;
export const T_REGENERATION = 1;
export const T_DISPEL_AURA = 2;
export const T_UNOBTRUSIVE = 3;
export const T_FLYING = 4;
export const T_SHIELDWALL = 5;
export const T_COUNTER_CHARGE = 6;
export const T_CLUMSY = 7;
export const T_LAST_STAND = 8;
export const T_LARGE = 9;
export const T_TRAMPLE = 10;
export const T_SKIRMISH = 11;
export const T_AMBUSH = 12;
export const T_DEEP_STRIKE = 13;
export const T_MANA_POOL = 14;
export const TRAIT_COUNT = TRAITS.length;

/** Attack effects (rulebook "Attack Effect"), attached to a melee or ranged profile. */
export const ATTACK_EFFECTS = [
  'anti-structure',
  'demoralizing',
  'direct-damage',
  'exploit-broken',
  'exploit-negative-tokens',
  'exploit-wounded',
  'extra-damage',
  'gain-momentum',
  'ignores-cover',
  'slowing',
  'weakening',
] as const;
export const ATTACK_EFFECT_RULES: Record<(typeof ATTACK_EFFECTS)[number], EntryRule> = {
  'anti-structure': { rule: 'The attack may target a Destructible terrain hex (in the Engagement Zone for melee, in range and sight for ranged): each Hit rolled is 1 damage, no defence and no cancelling.' },
  demoralizing: { parameter: 'X, Morale tokens', rule: 'If the attack inflicts at least one Wound, the target loses X more Morale tokens.' },
  'direct-damage': { parameter: 'X, Wounds', rule: 'The attack deals X more Wounds that skip the cancel step (Tough still applies).' },
  'exploit-broken': { rule: '+1 Attack die if the target has 0 Morale tokens.' },
  'exploit-negative-tokens': { rule: '+1 Attack die if the target has a Weak or Slow token.' },
  'exploit-wounded': { rule: '+1 Attack die if the target has suffered at least one Wound.' },
  'extra-damage': { parameter: 'X, Wounds', rule: 'If the attack causes at least one Wound, X more Wounds are added.' },
  'gain-momentum': { rule: 'Declaring the attack moves Momentum one step toward the attacker.' },
  'ignores-cover': { rule: 'The target cannot claim the +1 Defence die of Cover.' },
  slowing: { rule: 'If the attack inflicts at least one Wound, the target gains a Slow token.' },
  weakening: { rule: 'If the attack inflicts at least one Wound, the target gains a Weak token.' },
};
export const VALUED_ATTACK_EFFECTS = valued(ATTACK_EFFECTS, ATTACK_EFFECT_RULES);
export const AE_ANTI_STRUCTURE = 1 << 0;
export const AE_DEMORALIZING = 1 << 1;
export const AE_DIRECT_DAMAGE = 1 << 2;
export const AE_EXPLOIT_BROKEN = 1 << 3;
export const AE_EXPLOIT_NEGATIVE = 1 << 4;
export const AE_EXPLOIT_WOUNDED = 1 << 5;
export const AE_EXTRA_DAMAGE = 1 << 6;
export const AE_GAIN_MOMENTUM = 1 << 7;
export const AE_IGNORES_COVER = 1 << 8;
export const AE_SLOWING = 1 << 9;
export const AE_WEAKENING = 1 << 10;

/** Skills a unit performs with the Skill Action (rulebook "Skills"). */
export const SKILLS = ['none', 'direct-order', 'mend', 'shove', 'war-cry'] as const;
export const SKILL_RULES: Record<(typeof SKILLS)[number], EntryRule> = {
  none: { rule: 'The unit has no Skill Action.' },
  'direct-order': { rule: 'A friendly unit within 2 hexes gains a Fast token.' },
  mend: { rule: 'A wounded friendly unit within 1 hex recovers 1 Health.' },
  shove: { rule: "An enemy in the unit's Engagement Zone is pushed into its Retreat Zone (its owner picks the hex; no empty hex: 1 Wound)." },
  'war-cry': { rule: "Each enemy in the unit's Engagement Zone loses a Morale token." },
};
export const SK_NONE = 0;
export const SK_DIRECT_ORDER = 1;
export const SK_MEND = 2;
export const SK_SHOVE = 3;
export const SK_WAR_CRY = 4;

/** What a spell does to each unit it affects. */
export const SPELL_EFFECTS = ['damage', 'wound', 'heal', 'rally', 'boost', 'weaken', 'slow', 'haste', 'push', 'shield', 'teleport'] as const;
export const SPELL_EFFECT_RULES: Record<(typeof SPELL_EFFECTS)[number], EntryRule> = {
  damage: { parameter: 'X, Attack dice', rule: 'Each affected unit is attacked by X Attack dice against its Defence dice (with Cover, shield, Boost and Weak); Tough reduces the Wounds.' },
  wound: { parameter: 'X, Wounds', rule: 'Each affected unit suffers X Wounds, with no roll.' },
  heal: { parameter: 'X, Health', rule: 'Each affected unit recovers X lost Health.' },
  rally: { parameter: 'X, Morale tokens', rule: 'Each affected unit regains X Morale tokens, up to its Morale.' },
  boost: { rule: 'Each affected unit gains a Boost token.' },
  weaken: { rule: 'Each affected unit gains a Weak token.' },
  slow: { rule: 'Each affected unit gains a Slow token.' },
  haste: { rule: 'Each affected unit gains a Fast token.' },
  push: { rule: 'Each affected unit other than the caster is pushed Directly Away from the caster.' },
  shield: { rule: 'Each affected unit gets an Effect token: +1 Defence die until the end of the round.' },
  teleport: { rule: 'The caster teleports to the target empty hex and chooses its facing (target empty-hex, area single).' },
};
export const VALUED_SPELL_EFFECTS = valued(SPELL_EFFECTS, SPELL_EFFECT_RULES);
export const SE_DAMAGE = 1 << 0;
export const SE_WOUND = 1 << 1;
export const SE_HEAL = 1 << 2;
export const SE_RALLY = 1 << 3;
export const SE_BOOST = 1 << 4;
export const SE_WEAKEN = 1 << 5;
export const SE_SLOW = 1 << 6;
export const SE_HASTE = 1 << 7;
export const SE_PUSH = 1 << 8;
export const SE_SHIELD = 1 << 9;
export const SE_TELEPORT = 1 << 10;

export const SPELL_AREAS = ['single', 'template3', 'template7'] as const;
export const SPELL_AREA_RULES: Record<(typeof SPELL_AREAS)[number], EntryRule> = {
  single: { rule: 'The target hex only.' },
  template3: { rule: 'A 3-Hex Template: the target hex and the two hexes beyond it (away from the caster), three hexes adjacent to each other.' },
  template7: { rule: 'A 7-Hex Template: the target hex and its six neighbours.' },
};
export const AREA_SINGLE = 0;
export const AREA_3 = 1;
export const AREA_7 = 2;
/** What the target hex must hold. */
export const SPELL_TARGETS = ['enemy-unit', 'friendly-unit', 'any-unit', 'empty-hex', 'hex'] as const;
export const SPELL_TARGET_RULES: Record<(typeof SPELL_TARGETS)[number], EntryRule> = {
  'enemy-unit': { rule: 'The target hex must hold an enemy unit.' },
  'friendly-unit': { rule: 'The target hex must hold a friendly unit (the caster included).' },
  'any-unit': { rule: 'The target hex must hold a unit.' },
  'empty-hex': { rule: 'The target hex must be empty (teleport spells only).' },
  hex: { rule: 'Any hex in range.' },
};
export const ST_ENEMY = 0;
export const ST_FRIEND = 1;
export const ST_ANY_UNIT = 2;
export const ST_EMPTY = 3;
export const ST_HEX = 4;
export const SPELL_AFFECTS = ['enemies', 'friends', 'all'] as const;
export const SPELL_AFFECT_RULES: Record<(typeof SPELL_AFFECTS)[number], EntryRule> = {
  enemies: { rule: "Only the caster's enemies in the area are affected." },
  friends: { rule: "Only the caster's own units in the area are affected." },
  all: { rule: 'Every unit in the area is affected.' },
};
export const AF_ENEMIES = 0;
export const AF_FRIENDS = 1;
export const AF_ALL = 2;

/** Gambit and Divine Favor effects (played once, by the army's player). */
export const GAMBIT_EFFECTS = [
  'soulshards-per-objective',
  'soulshards-if-underdog',
  'command-seals',
  'momentum',
  'rally-all',
  'heal-all',
  'boost-all',
  'haste-all',
  'weaken-engaged-enemies',
  'nothing',
] as const;
export const GAMBIT_EFFECT_RULES: Record<(typeof GAMBIT_EFFECTS)[number], EntryRule> = {
  'soulshards-per-objective': { parameter: 'value: Soulshards', rule: 'The player gains `value` Soulshards per Objective Area it controls now.' },
  'soulshards-if-underdog': { parameter: 'value: Soulshards', rule: 'The player gains `value` Soulshards if it is the Underdog.' },
  'command-seals': { parameter: 'value: Command Seals', rule: 'The player gains `value` Command Seals.' },
  momentum: { parameter: 'value: steps', rule: 'Momentum moves `value` steps toward the player.' },
  'rally-all': { parameter: 'value: Morale tokens', rule: 'Each of the player\'s units on the battlefield regains `value` Morale tokens.' },
  'heal-all': { parameter: 'value: Health', rule: 'Each of the player\'s units on the battlefield recovers `value` lost Health.' },
  'boost-all': { rule: "Each of the player's units on the battlefield gains a Boost token." },
  'haste-all': { rule: "Each of the player's units on the battlefield gains a Fast token." },
  'weaken-engaged-enemies': { rule: "Each enemy unit in a friendly unit's Engagement Zone gains a Weak token." },
  nothing: { rule: 'No effect (the ablation filler).' },
};
export const GE_SS_PER_OBJECTIVE = 0;
export const GE_SS_IF_UNDERDOG = 1;
export const GE_COMMAND_SEALS = 2;
export const GE_MOMENTUM = 3;
export const GE_RALLY_ALL = 4;
export const GE_HEAL_ALL = 5;
export const GE_BOOST_ALL = 6;
export const GE_HASTE_ALL = 7;
export const GE_WEAKEN_ENGAGED = 8;
export const GE_NOTHING = 9;

/** Terrain keywords as bits of a hex (rulebook "Terrain Keyword"); Open is no bit. */
export const TERRAIN_KEYWORDS = [
  'cover',
  'dangerous',
  'difficult',
  'elusive',
  'elevated',
  'destructible',
  'rubble',
  'no-charge-in',
  'no-charge-out',
  'obscuring',
  'obstructing',
  'scary',
  'impassable',
] as const;
export const TERRAIN_RULES: Record<(typeof TERRAIN_KEYWORDS)[number], EntryRule> = {
  cover: { rule: '+1 Defence die for a unit in the hex when it is the Defender (not for Large units, not against Ignores Cover).' },
  dangerous: { rule: 'A unit entering the hex rolls 1 Attack die (no reroll): on a success it suffers 1 Wound.' },
  difficult: { rule: 'Entering costs 2 Movement Points; a unit with 1 MP left cannot enter. Displacement ignores it.' },
  elusive: { rule: 'A unit in the hex cannot be Engaged by enemies, so Engagement Zones do not stop it.' },
  elevated: { rule: 'A unit here sees over units and terrain that are not Large or Obstructing, and has +1 range for Ranged Attacks.' },
  destructible: { rule: 'A wall with Health 3 (also Obstructing and Impassable) that only Anti-Structure attacks damage; at 0 it becomes Rubble.' },
  rubble: { rule: 'What a destroyed Destructible hex becomes: entering costs 2 Movement Points like Difficult.' },
  'no-charge-in': { rule: 'No Charge [IN]: a Melee Attack Action targeting a unit in the hex has no Charge property.' },
  'no-charge-out': { rule: 'No Charge [OUT]: a Melee Attack Action from the hex has no Charge property.' },
  obscuring: { rule: 'A unit in the hex cannot be targeted by Ranged Attacks or spells from more than 2 hexes away.' },
  obstructing: { rule: 'The hex blocks Line of Sight; a unit in it can still be targeted.' },
  scary: { rule: 'A unit entering the hex by any means (move, displacement, teleport) loses a Morale token.' },
  impassable: { rule: 'No unit may enter the hex; it counts as Occupied.' },
};
export const TK_COVER = 1 << 0;
export const TK_DANGEROUS = 1 << 1;
export const TK_DIFFICULT = 1 << 2;
export const TK_ELUSIVE = 1 << 3;
export const TK_ELEVATED = 1 << 4;
export const TK_DESTRUCTIBLE = 1 << 5;
export const TK_RUBBLE = 1 << 6;
export const TK_NO_CHARGE_IN = 1 << 7;
export const TK_NO_CHARGE_OUT = 1 << 8;
export const TK_OBSCURING = 1 << 9;
export const TK_OBSTRUCTING = 1 << 10;
export const TK_SCARY = 1 << 11;
export const TK_IMPASSABLE = 1 << 12;

/** `name` or `name[X]` as written in a card file. */
export function parseKeyword(text: string): { name: string; value: number | null } | null {
  const m = /^([a-z-]+)(?:\[(\d+)\])?$/.exec(text.trim());
  if (m === null) return null;
  return { name: m[1]!, value: m[2] === undefined ? null : Number(m[2]) };
}
