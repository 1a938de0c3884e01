// The card-file reference of Warlords of Terra (docs/cards/warlords.md, `balance-lab cards
// warlords`): the loader's own schema and each closed vocabulary of the card files. Every
// vocabulary is listed from the tuple or schema the loader checks against, and each rule table
// is typed by that vocabulary, so an entry without a rule (or a rule without an entry) does not
// compile.

import type { CardReference, VocabularyEntry } from '../../core/game.js';
import { ABILITY_NAMES, CARD_TYPES, EFFECT_NAMES, ITEM_SUBTYPES, KINGDOMS, RARITIES, SPELL_SUBTYPES, TARGETS, warlordsFileSchema } from './card-schema.js';
import { WARLORDS_DECK_SECTIONS } from './decks.js';

/** Each entry's rule, and what it takes after its name when it takes something. */
type Rules<K extends string> = Readonly<Record<K, string | Omit<VocabularyEntry, 'name'>>>;

const KINGDOM_RULES: Rules<(typeof KINGDOMS)[number]> = {
  theridom: "Knights, priests and angels of the human kingdom: Absorb, healing and Healing Shield. A deck's kingdom is its hero's; its other cards are of that kingdom or neutral.",
  terra: 'Elves, treants and beasts: speed, roots that take a threat area away, hardy treants.',
  hellscions: "Demons and pyromancers: magic damage, curses, Power of Fire and strikes at the enemy warlord.",
  exiled: 'Orks, giants and dragons: big troops and rage.',
  neutral: 'Items only: any kingdom\'s deck may hold them ("Neutral" symbol). A troop, spell, location or hero belongs to a kingdom.',
};

const TYPE_RULES: Rules<(typeof CARD_TYPES)[number]> = {
  troop: 'Summoned onto an empty space of your summoning line in the summon and forge phase; moves, fights and may strike the enemy warlord. Battle deck.',
  spell: 'A regular spell: cast only in your tactics phase. Battle deck.',
  'sudden-spell': 'Cast at the opening of the building, summon and tactics phases, at the end of tactics (either player\'s turn), in response to a played card and in the sudden phase of a combat; chains resolve last in, first out. Battle deck.',
  item: 'Forged with its cost into your armoury in the summon and forge phase, then equipped to one of your troops in tactics (a non-attached item goes onto your summoning line instead). Battle deck.',
  location: 'Built in the building phase; at most 5 active, a sixth replaces one; adds its income from your next resource phase on. Building deck.',
  hero: "Your deck's hero (exactly one): its kingdom is the deck's; its skill is paid with power points, 1 redirected mana each.",
};

const SPELL_SUBTYPE_RULES: Rules<(typeof SPELL_SUBTYPES)[number]> = {
  plain: 'Resolves and goes to the discard area; its stat effects last until the end of the turn.',
  curse: 'Played on an enemy troop and stays attached: its effects last while attached; discarded with the troop.',
  power: 'Attached to your own troop and stays: its effects last while attached; discarded with the troop.',
};

const ITEM_SUBTYPE_RULES: Rules<(typeof ITEM_SUBTYPES)[number]> = {
  weapon: 'Loses 1 durability each time its troop strikes in combat, whatever the damage; destroyed at 0.',
  armor: 'Absorbs up to its absorb bonus of damage of any kind after the troop\'s own Absorb, losing 1 durability each time it absorbs anything.',
  trinket: 'No durability: never wears out; back to the armoury when its troop dies.',
};

const TARGET_RULES: Rules<(typeof TARGETS)[number]> = {
  'enemy-troop': 'An enemy troop on the battlefield (curses must take this).',
  'own-troop': 'One of your troops (powers must take this).',
  'any-troop': 'Any troop on the battlefield.',
  none: 'No troop: the effect acts on a player (draw, strike-warlord).',
};

const RARITY_RULES: Rules<(typeof RARITIES)[number]> = {
  common: 'For designers; no rule reads it.',
  uncommon: 'For designers; no rule reads it.',
  rare: 'For designers; no rule reads it.',
  epic: 'For designers; no rule reads it.',
};

const EFFECT_RULES: Rules<(typeof EFFECT_NAMES)[number]> = {
  damage: { parameter: 'amount; magic (true or false)', rule: 'Deals amount damage to the target troop: physical unless magic is true ("any effect causes physical damage, unless it specifically states otherwise"); Absorb reduces only physical damage, armour any.' },
  heal: { parameter: 'amount', rule: "Removes up to amount damage from the target troop (damage otherwise stays from turn to turn)." },
  absorb: { parameter: 'amount', rule: 'The target takes amount less physical damage each time (Healing Shield: Absorb 2 until the end of the turn).' },
  atk: { parameter: 'amount (negative lowers)', rule: "Changes the target's ATK (to 0 at least)." },
  spd: { parameter: 'amount (negative lowers)', rule: "Changes the target's SPD." },
  hp: { parameter: 'amount', rule: 'Raises the target\'s HP while attached (curses and powers only).' },
  flying: { rule: 'The target flies while attached (powers): it may strike the enemy warlord past adjacent troops that do not fly. Curses and powers only.' },
  'no-threat': { rule: 'The target has no threat area while attached ("unless an effect disables it somehow"). Curses and powers only.' },
  wither: { parameter: 'amount', rule: "The target takes amount magic damage at the beginning of each of its controller's turns while attached. Curses and powers only." },
  draw: { parameter: 'cards', rule: "Its player draws that many cards from the battle deck." },
  'strike-warlord': { parameter: 'amount', rule: 'The enemy warlord loses amount health.' },
};

const ABILITY_RULES: Rules<(typeof ABILITY_NAMES)[number]> = {
  absorb: { parameter: 'amount', rule: 'Absorb N: the troop takes N less damage every time it is physically damaged; magic damage is not absorbed.' },
  flying: { rule: 'The troop may strike the enemy warlord from the enemy summoning line unless an adjacent enemy troop also flies.' },
  skill: { parameter: 'cost, target, effects', rule: 'Activated once a turn for its gold and mana cost, in its tactics phase or whenever its player could cast a sudden spell; not after the troop attacked; on its preparation turn a troop moves or uses its skill. Goes on the chain like a card.' },
};

function entries<K extends string>(names: readonly K[], rules: Rules<K>): VocabularyEntry[] {
  return names.map((name) => {
    const r: string | Omit<VocabularyEntry, 'name'> = rules[name];
    return typeof r === 'string' ? { name, rule: r } : { name, ...r };
  });
}

export function warlordsCardReference(): CardReference {
  return {
    intro: [
      'A Warlords of Terra card set is one or more YAML files (the starter set is `cards/warlords/`): `cards` defines troops, spells, sudden spells, items, locations and heroes, and `decks` the preconstructed decks.',
      'Each card type has its own fields (marked troop:, spell:, item:, location:, hero: below); what a card does comes only from the closed vocabularies below, and every unknown word is refused with the nearest known ones.',
      'A deck is a hero, a battle deck of exactly 40 cards and a building deck of 10 locations, at most 3 copies of a card per section, every card of the hero\'s kingdom or neutral. How each rule is played is in `src/games/warlords/RULES.md`.',
    ].join(' '),
    fileSchema: warlordsFileSchema,
    vocabularies: [
      { title: 'Card types', field: 'cards[].type', entries: entries(CARD_TYPES, TYPE_RULES) },
      { title: 'Kingdoms', field: 'cards[].kingdom', entries: entries(KINGDOMS, KINGDOM_RULES) },
      { title: 'Spell subtypes', field: 'cards[].subtype (spells)', entries: entries(SPELL_SUBTYPES, SPELL_SUBTYPE_RULES) },
      { title: 'Item subtypes', field: 'cards[].subtype (items)', entries: entries(ITEM_SUBTYPES, ITEM_SUBTYPE_RULES) },
      { title: 'Targets', field: 'cards[].target, abilities[].target, skill.target', entries: entries(TARGETS, TARGET_RULES) },
      { title: 'Effects', field: 'cards[].effects[].effect, abilities[].effects[].effect, skill.effects[].effect', entries: entries(EFFECT_NAMES, EFFECT_RULES) },
      { title: 'Troop abilities', field: 'cards[].abilities[].ability', entries: entries(ABILITY_NAMES, ABILITY_RULES) },
      { title: 'Rarities', field: 'cards[].rarity', entries: entries(RARITIES, RARITY_RULES) },
      {
        title: 'Deck sections',
        field: 'decks[].sections',
        entries: WARLORDS_DECK_SECTIONS.map((s) => ({
          name: s.name,
          rule: `The ${s.title}: ${s.size.min === s.size.max ? `exactly ${s.size.min}` : `${s.size.min} to ${s.size.max}`} card(s).`,
        })),
      },
    ],
  };
}
