// Warsong's card-file reference (docs/cards/warsong.md): the schema the loader validates with and
// each closed vocabulary from the tables the loader and the rules read. The prose per entry is
// keyed by those tables' own types, so a new attack type, card type or faction does not compile
// until it is described; the normal attack types' victims are read off the wheel (`beats`).

import type { CardReference, VocabularyEntry } from '../../core/game.js';
import { ATTACK_TYPES, AURA_BITS, CARD_TYPES, EMPTY, FACTIONS, KEYWORD_SPECS, KW, ORIENTATIONS, TRIBES, VANQUISHER_DEFAULT, WARSONG_FILE_SCHEMA } from './card-schema.js';
import { beats } from './card-tables.js';
import { MAX_COPIES, MAX_FACTIONS, MAX_KEY_FIGURE_COPIES } from './decks.js';

type AttackType = (typeof ATTACK_TYPES)[number];

/** What an attack type does beyond its place on the wheel. */
const ATTACK_TYPE_RULES: Readonly<Record<AttackType, string>> = {
  Heavy: '',
  Sneak: '',
  Range: '',
  Magic: '',
  Sentinel: 'A card with Sentry protects the allies its Sentinel sides touch.',
  Empty: 'Never attacks; a side that is Empty is captured by any attack (protections still apply).',
  Flee: 'Defending, the card returns to its owner\'s hand whatever protects it; attacking, the attacker returns to its own hand (a placed card may decline that attack).',
  Worldly: 'Attacking, it beats every type, Worldly included; defending, it beats every attack but a Worldly one.',
};

const CARD_TYPE_RULES: Readonly<Record<(typeof CARD_TYPES)[number], string>> = {
  creature: 'A card that attacks and defends; Explosive and Horde touch creatures only.',
  bastion: 'Needs three or more distinct allied cards around the square it takes; one per player on the field; its winning attacks capture nothing, and it defends normally.',
  relic: 'Defends with its sides but never attacks, and is not a creature; it acts through play abilities and Auras.',
  spawn: 'A token card put on the field by Summon from its player\'s supply (two per spawn the army can summon); banished when it leaves the field, its Valor counts while it is there.',
};

const ORIENTATION_RULES: Readonly<Record<(typeof ORIENTATIONS)[number], string>> = {
  forward: 'Front side facing away from its owner: how every card is placed by default.',
  right: 'Turned a quarter to its owner\'s right.',
  back: 'Front side facing its owner.',
  left: 'Turned a quarter to its owner\'s left.',
};

const KEYWORD_PARAMETERS: Readonly<Record<(typeof KEYWORD_SPECS)[number]['param'], string | undefined>> = {
  none: undefined,
  number: 'a whole number',
  'attack-type': `an attack type but ${ATTACK_TYPES[EMPTY]} and Flee`,
  tribe: 'a tribe',
  keyword: `one of ${KEYWORD_SPECS.filter((k) => (AURA_BITS & KW[k.name]) !== 0).map((k) => k.text).join(', ')}`,
  card: 'the name of a spawn card of the set',
};

/** An attack type's rule: a normal type's victims read off the wheel, then what else it does. */
function attackTypeRule(t: AttackType, i: number): string {
  if (i >= EMPTY) return ATTACK_TYPE_RULES[t];
  const victims = ATTACK_TYPES.slice(0, EMPTY).map((_, k) => ATTACK_TYPES[(i + k) % EMPTY]!).filter((_, k, all) => beats(i, ATTACK_TYPES.indexOf(all[k]!), false));
  const wheel = `Beats ${victims.join(' and ')}, the next two clockwise on the wheel (three for a Perverse attacker); against its own type it ties and both cards stay.`;
  return [wheel, ATTACK_TYPE_RULES[t]].filter((x) => x !== '').join(' ');
}

const same = (rule: string) => (name: string): VocabularyEntry => ({ name, rule });

export function warsongCardReference(): CardReference {
  return {
    intro: [
      'A Warsong card set is a folder of YAML files (the starter set is `cards/warsong/`); every file may hold `cards` and `decks`, and a deck may name cards of the other files.',
      'An experiment reads a set with `cards: <folder>`; `balance-lab validate <folder or file>` checks it and reports every problem at once.',
      `A deck (an army) holds 20 cards (18 for a preconstructed starter), at most ${MAX_COPIES} copies of a card and ${MAX_KEY_FIGURE_COPIES} of a Key Figure, from at most ${MAX_FACTIONS} factions plus unaligned cards.`,
    ].join(' '),
    fileSchema: WARSONG_FILE_SCHEMA,
    vocabularies: [
      {
        title: 'Keywords',
        field: 'cards[].keywords',
        entries: KEYWORD_SPECS.map((k) => ({
          name: k.text,
          ...(KEYWORD_PARAMETERS[k.param] === undefined ? {} : { parameter: k.name === 'Vanquisher' ? `${KEYWORD_PARAMETERS[k.param]} (${VANQUISHER_DEFAULT} when left out)` : KEYWORD_PARAMETERS[k.param] }),
          rule: k.rule,
        })),
      },
      { title: 'Attack types', field: 'cards[].quadrants', entries: ATTACK_TYPES.map((t, i) => ({ name: t, rule: attackTypeRule(t, i) })) },
      { title: 'Card types', field: 'cards[].type', entries: CARD_TYPES.map((t) => ({ name: t, rule: CARD_TYPE_RULES[t] })) },
      {
        title: 'Factions',
        field: 'cards[].faction',
        entries: [...FACTIONS.map(same(`A banner of Diamond of the North: a deck holds cards of at most ${MAX_FACTIONS} factions.`)), same('Belongs to no faction: goes in any deck and does not count towards its factions.')('unaligned')],
      },
      { title: 'Tribes', field: 'cards[].tribe', entries: TRIBES.map(same('A creature type: Horde replaces a card by one of its own tribe, and Smite names the tribe it scores double against.')) },
      { title: 'Orientations', field: 'cards[].orientations', entries: ORIENTATIONS.map((o) => ({ name: o, rule: ORIENTATION_RULES[o] })) },
    ],
  };
}
