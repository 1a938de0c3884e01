// Ward's card-file reference (docs/cards/ward.md): the schema the loader validates with and each
// closed vocabulary from the tables the loader and the rules read. An effect's rule is its
// schema's own description and its parameters are read off its schema; the prose of the other
// vocabularies is keyed by their tables' types, so a new entry does not compile undescribed.

import { z } from 'zod';
import type { CardReference, VocabularyEntry } from '../../core/game.js';
import { CREATURE_TYPES, MAGIC_TYPES, SIDES, STATS, SUB_TYPES, TARGETS, WARD_SCHEMAS } from './card-schema.js';
import { DECK_SIZE, MAX_COPIES } from './decks.js';

const MAGIC_TYPE_RULES: Readonly<Record<(typeof MAGIC_TYPES)[number], string>> = {
  standard: "Played in its player's magic phases; goes to the cemetery once it has resolved.",
  infinite: 'Stays on the field in one of its player\'s five magic slots after it resolves, and keeps working there; needed by anchoring effects and continuous fields.',
  lightning: "Like standard, and may also be played on the opponent's turn, in answer to a card in a chain (target `response`).",
};

const SUB_TYPE_RULES: Readonly<Record<(typeof SUB_TYPES)[number], string>> = {
  single: 'Acts once on its target (or on no target).',
  equip: 'Attaches to one creature (its target, own or the opponent\'s) and takes a slot on its caster\'s side; destroyed when that creature leaves the field.',
  field: 'Affects every creature of the side(s) named by `side`; has no target.',
};

const TARGET_RULES: Readonly<Record<(typeof TARGETS)[number], string>> = {
  'own-creature': 'One of its player\'s creatures on the field.',
  'opponent-creature': "One of the opponent's creatures on the field.",
  'any-creature': 'Any creature on the field.',
  magic: 'A magic card on the field (for `destroy-magic`).',
  response: 'The card it answers in a chain (for `negate-magic`; lightning only).',
  'creature-effect': 'The effects of a creature as they activate, also in its summon window (for `negate-creature-effects`).',
  none: 'No target: the effect acts on its player (draw, anchoring) or, for a field, on the sides named by `side`.',
};

const SIDE_RULES: Readonly<Record<(typeof SIDES)[number], string>> = {
  own: "A field affects its player's creatures.",
  opponent: "A field affects the opponent's creatures.",
  all: 'A field affects every creature.',
};

const STAT_RULES: Readonly<Record<(typeof STATS)[number], string>> = {
  al: 'Armor Level, which the opponent\'s hit roll must reach.',
  spd: 'Speed: the faster creature strikes first.',
  mod: 'Modifier, added to hit and damage rolls.',
  'attack-dice': 'Dice rolled for attack damage.',
  'hit-dice': 'Dice rolled to hit (2 by default, never fewer than 1).',
};

/** An effect's parameters as written after `effect`, read off its schema ("`damage` (1 to 100), `cycles` (1 to 10)"). */
function parameters(option: z.ZodObject): string | undefined {
  const parts = Object.entries(option.shape as Record<string, z.ZodType>)
    .filter(([key]) => key !== 'effect')
    .map(([key, s]) => {
      if (s instanceof z.ZodNumber) return `\`${key}\` (${s.minValue} to ${s.maxValue})`;
      if (s instanceof z.ZodEnum) return `\`${key}\` (one of ${s.options.map((o) => `\`${String(o)}\``).join(', ')})`;
      return `\`${key}\``;
    });
  return parts.length > 0 ? parts.join(', ') : undefined;
}

function effectEntries(union: z.ZodDiscriminatedUnion): VocabularyEntry[] {
  return (union.options as z.ZodObject[]).map((o) => {
    const parameter = parameters(o);
    return { name: String((o.shape.effect as z.ZodLiteral).value), ...(parameter === undefined ? {} : { parameter }), rule: o.description ?? '' };
  });
}

const from = <T extends string>(words: readonly T[], rules: Readonly<Record<T, string>>): VocabularyEntry[] => words.map((w) => ({ name: w, rule: rules[w] }));

export function wardCardReference(): CardReference {
  return {
    intro: [
      'A Ward card set is a folder of YAML files (the starter set is `cards/ward/`); every file may hold `cards` (creatures and magic) and `decks`, and a deck may name cards of the other files.',
      'An experiment reads a set with `cards: <folder>`; `balance-lab validate <folder or file>` checks it and reports every problem at once.',
      `A deck holds exactly ${DECK_SIZE} cards with at most ${MAX_COPIES} copies of a name; \`validate\` warns about a deck without a creature its first turn can summon (AL 1-6, no summon requirement).`,
    ].join(' '),
    fileSchema: WARD_SCHEMAS.file,
    vocabularies: [
      { title: 'Creature effects', field: 'cards[].effects[].effect (creatures)', entries: effectEntries(WARD_SCHEMAS.creatureEffect) },
      { title: 'Magic effects', field: 'cards[].effects[].effect (magic)', entries: effectEntries(WARD_SCHEMAS.magicEffect) },
      {
        title: 'Creature types',
        field: 'cards[].type (creatures)',
        entries: CREATURE_TYPES.map((t) => ({ name: t, rule: 'A creature type: no rule of the starter set reads it; reports group creatures by it as their faction.' })),
      },
      { title: 'Magic types', field: 'cards[].type (magic)', entries: from(MAGIC_TYPES, MAGIC_TYPE_RULES) },
      { title: 'Magic sub-types', field: 'cards[].sub-type', entries: from(SUB_TYPES, SUB_TYPE_RULES) },
      { title: 'Targets', field: 'cards[].target', entries: from(TARGETS, TARGET_RULES) },
      { title: 'Sides', field: 'cards[].side', entries: from(SIDES, SIDE_RULES) },
      { title: 'Stats', field: 'cards[].effects[].stat (buff)', entries: from(STATS, STAT_RULES) },
    ],
  };
}
