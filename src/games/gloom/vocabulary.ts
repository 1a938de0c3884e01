// Gloom of Gods' closed vocabularies: traits, attack effects, skills, spell and gambit effects,
// terrain keywords. Card files may use only these names; the rules read them as bit numbers.

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
/** Traits written with a value: `tough[1]`. */
export const VALUED_TRAITS: readonly Trait[] = ['tough', 'regeneration', 'dispel-aura', 'mana-pool'];

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
export const VALUED_ATTACK_EFFECTS: readonly string[] = ['demoralizing', 'direct-damage', 'extra-damage'];
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
export const SK_NONE = 0;
export const SK_DIRECT_ORDER = 1;
export const SK_MEND = 2;
export const SK_SHOVE = 3;
export const SK_WAR_CRY = 4;

/** What a spell does to each unit it affects. */
export const SPELL_EFFECTS = ['damage', 'wound', 'heal', 'rally', 'boost', 'weaken', 'slow', 'haste', 'push', 'shield', 'teleport'] as const;
export const VALUED_SPELL_EFFECTS: readonly string[] = ['damage', 'wound', 'heal', 'rally'];
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
export const AREA_SINGLE = 0;
export const AREA_3 = 1;
export const AREA_7 = 2;
/** What the target hex must hold. */
export const SPELL_TARGETS = ['enemy-unit', 'friendly-unit', 'any-unit', 'empty-hex', 'hex'] as const;
export const ST_ENEMY = 0;
export const ST_FRIEND = 1;
export const ST_ANY_UNIT = 2;
export const ST_EMPTY = 3;
export const ST_HEX = 4;
export const SPELL_AFFECTS = ['enemies', 'friends', 'all'] as const;
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
