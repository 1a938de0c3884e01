// Gloom of Gods' card-file reference (docs/cards/gloom.md): the schema the loader validates
// with, and each closed vocabulary with the rules the engine gives its entries. Tags and
// factions are vocabularies of the starter set's own files (tags.yaml), which unit profiles
// must name.

import type { CardReference, VocabularyEntry } from '../../core/game.js';
import { gloomFileSchema } from './card-schema.js';
import { GLOOM_CARDS } from './cards.js';
import type { EntryRule } from './vocabulary.js';
import * as V from './vocabulary.js';

function entries<T extends string>(names: readonly T[], rules: Record<T, EntryRule>): VocabularyEntry[] {
  return names.map((name) => ({ name, ...rules[name] }));
}

export function gloomCardReference(): CardReference {
  const set = GLOOM_CARDS.defaultSet();
  return {
    intro: [
      'Gloom of Gods card files (`cards/gloom/*.yaml`) hold unit profiles, spells and Gambits (`cards`, told apart by `kind`),',
      'the tags that bundle traits, the factions with their Army Archetype and Divine Favor, and army lists (`decks`).',
      'An army list is one faction\'s units for at most 100 points (4 to 8 units, MAX copies of a profile, Tribute Cap 4),',
      'exactly 4 Gambits of that faction or of none, and the 6 spells of one Magic Lore (needed when it fields a Caster).',
      'Keywords are written `name` or `name[X]`; a name outside its vocabulary is refused with the nearest names.',
      'The rules are in `src/games/gloom/RULES.md`.',
    ].join(' '),
    fileSchema: gloomFileSchema,
    vocabularies: [
      { title: 'Traits', field: 'cards[].traits, tags[].traits', entries: entries(V.TRAITS, V.TRAIT_RULES) },
      {
        title: 'Tags of the starter set',
        field: 'cards[].tags',
        entries: set.tags.map((t) => ({ name: t.name, rule: `${t.text ?? ''} Traits: ${t.traits.length ? t.traits.join(', ') : 'none'}.`.trim() })),
      },
      {
        title: 'Factions of the starter set',
        field: 'cards[].faction',
        entries: set.factions.map((f) => ({ name: f.name, rule: `${f.archetype} Divine Favor: ${f['divine-favor'].name} (${f['divine-favor'].effect}).` })),
      },
      { title: 'Attack effects', field: 'cards[].melee, cards[].ranged.effects', entries: entries(V.ATTACK_EFFECTS, V.ATTACK_EFFECT_RULES) },
      { title: 'Skills', field: 'cards[].skill', entries: entries(V.SKILLS, V.SKILL_RULES) },
      { title: 'Spell effects', field: 'cards[].effects', entries: entries(V.SPELL_EFFECTS, V.SPELL_EFFECT_RULES) },
      { title: 'Spell areas', field: 'cards[].area', entries: entries(V.SPELL_AREAS, V.SPELL_AREA_RULES) },
      { title: 'Spell targets', field: 'cards[].target', entries: entries(V.SPELL_TARGETS, V.SPELL_TARGET_RULES) },
      { title: 'Spell affects', field: 'cards[].affects', entries: entries(V.SPELL_AFFECTS, V.SPELL_AFFECT_RULES) },
      { title: 'Gambit effects', field: 'cards[].effect, factions[].divine-favor.effect', entries: entries(V.GAMBIT_EFFECTS, V.GAMBIT_EFFECT_RULES) },
      { title: 'Terrain keywords (scenario maps, src/games/gloom/scenarios.ts)', field: 'the maps, not card files', entries: entries(V.TERRAIN_KEYWORDS, V.TERRAIN_RULES) },
    ],
  };
}
