// Warlords of Terra's loader recipe: the checks a card file gets beyond its schema
// (card-schema.ts), what a card shows in reports, and the compiled set (card-tables.ts).

import { z } from 'zod';
import type { CardFileCheck } from '../../core/card-file-check.js';
import { cardFiles } from '../../core/card-set-loader.js';
import type { CardSetRecipe } from '../../core/card-set-loader.js';
import type { Effect, WarlordsCard } from './card-schema.js';
import { ABILITY_NAMES, ATTACHED_ONLY, CARD_TYPES, cardSchema, deckSchema, EFFECT_NAMES, ITEM_SUBTYPES, KINGDOMS, MAX_DEFS, ON_TROOP, RARITIES, SPELL_SUBTYPES, TARGETS, warlordsFileSchema } from './card-schema.js';
import type { WarlordsCardSet } from './card-tables.js';
import { WARLORDS_RULES, WarlordsCardTables } from './card-tables.js';
import { validateWarlordsDeck, WARLORDS_DECK_SECTIONS } from './decks.js';

/** Combinations a card file may not use even though each field is valid on its own; one message per problem. */
function combinationProblems(c: WarlordsCard): { at: (string | number)[]; message: string; hint?: string }[] {
  const out: { at: (string | number)[]; message: string; hint?: string }[] = [];
  const checkEffects = (effects: readonly Effect[], target: string, attached: boolean, base: (string | number)[]) => {
    effects.forEach((e, k) => {
      const at = [...base, 'effects', k, 'effect'];
      if (ON_TROOP.includes(e.effect) && target === 'none') out.push({ at, message: `'${e.effect}' acts on a troop but the target is 'none'`, hint: "give a target: 'enemy-troop', 'own-troop' or 'any-troop'" });
      if (!ON_TROOP.includes(e.effect) && target !== 'none') out.push({ at, message: `'${e.effect}' takes no troop target`, hint: "set target: 'none'" });
      if (ATTACHED_ONLY.includes(e.effect) && !attached) out.push({ at, message: `'${e.effect}' lasts while attached: only a curse or a power can have it`, hint: "make the card a 'curse' or a 'power'" });
      if (attached && (e.effect === 'damage' || e.effect === 'heal')) out.push({ at, message: `'${e.effect}' happens once: a curse or power keeps only lasting effects`, hint: "use subtype 'plain'" });
    });
  };
  if (c.type === 'spell' || c.type === 'sudden-spell') {
    const attached = c.subtype !== 'plain';
    if (c.subtype === 'curse' && c.target !== 'enemy-troop') out.push({ at: ['target'], message: "a curse must be played on an enemy troop", hint: "target: 'enemy-troop'" });
    if (c.subtype === 'power' && c.target !== 'own-troop') out.push({ at: ['target'], message: 'a power must be attached to your own troop', hint: "target: 'own-troop'" });
    checkEffects(c.effects, c.target, attached, []);
  }
  if (c.type === 'troop') c.abilities.forEach((a, k) => a.ability === 'skill' && checkEffects(a.effects, a.target, false, ['abilities', k]));
  if (c.type === 'hero') checkEffects(c.skill.effects, c.skill.target, false, ['skill']);
  if (c.type === 'troop' && c.abilities.filter((a) => a.ability === 'skill').length > 1) out.push({ at: ['abilities'], message: 'a troop has at most one skill' });
  if (c.type === 'item') {
    if (c.subtype === 'trinket' && c.durability !== undefined) out.push({ at: ['durability'], message: "trinkets don't have durability", hint: 'remove the durability field' });
    if (c.subtype !== 'trinket' && c.durability === undefined) out.push({ at: ['durability'], message: `a ${c.subtype} has durability`, hint: 'add durability: 1 to 10' });
    if (c.bonus.absorb > 0 && c.subtype !== 'armor') out.push({ at: ['bonus', 'absorb'], message: 'only armour absorbs damage', hint: "make it subtype 'armor'" });
    if (c.aura && c.attached) out.push({ at: ['aura'], message: 'an aura belongs to a non-attached item', hint: 'set attached: false' });
    if (!c.attached && !c.aura) out.push({ at: ['attached'], message: 'a non-attached item does nothing without an aura', hint: 'add aura: { atk: 1 }' });
    if (!c.attached && c.subtype === 'trinket') out.push({ at: ['attached'], message: 'a non-attached item is hit for durability: a trinket has none', hint: "make it a 'weapon' or 'armor'" });
  }
  if (c.type !== 'location' && c.type !== 'hero' && c.kingdom === 'neutral' && c.type !== 'item') out.push({ at: ['kingdom'], message: `only items are neutral: a ${c.type} belongs to a kingdom`, hint: KINGDOMS.slice(0, 4).join(', ') });
  if (c.type === 'hero' && c.kingdom === 'neutral') out.push({ at: ['kingdom'], message: 'a hero leads a kingdom', hint: KINGDOMS.slice(0, 4).join(', ') });
  return out;
}

const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const mappings = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v : []).map((x) => (isMapping(x) ? x : {}));

/** Every word of a closed vocabulary (card type, kingdom, rarity, subtype, target, effect, ability), read from the file as written. */
function checkVocabulary(check: CardFileCheck): void {
  const effectWords = (v: unknown, path: (string | number)[]): void => mappings(v).forEach((e, k) => check.word([...path, k, 'effect'], 'effect', e.effect, EFFECT_NAMES));
  mappings(check.raw('cards')).forEach((c, i) => {
    const at = (...k: (string | number)[]) => ['cards', i, ...k];
    check.word(at('type'), 'card type', c.type, CARD_TYPES);
    check.word(at('kingdom'), 'kingdom', c.kingdom, KINGDOMS);
    check.word(at('rarity'), 'rarity', c.rarity, RARITIES);
    if (c.type === 'spell' || c.type === 'sudden-spell') check.word(at('subtype'), 'spell subtype', c.subtype, SPELL_SUBTYPES);
    if (c.type === 'item') check.word(at('subtype'), 'item subtype', c.subtype, ITEM_SUBTYPES);
    check.word(at('target'), 'target', c.target, TARGETS);
    effectWords(c.effects, at('effects'));
    mappings(c.abilities).forEach((a, k) => {
      check.word(at('abilities', k, 'ability'), 'ability', a.ability, ABILITY_NAMES);
      check.word(at('abilities', k, 'target'), 'target', a.target, TARGETS);
      effectWords(a.effects, at('abilities', k, 'effects'));
    });
    if (isMapping(c.skill)) {
      check.word(at('skill', 'target'), 'target', c.skill.target, TARGETS);
      effectWords(c.skill.effects, at('skill', 'effects'));
    }
  });
}

function keywordsOf(c: WarlordsCard): string[] {
  const keywords: string[] = [];
  if (c.type === 'troop') for (const a of c.abilities) keywords.push(a.ability);
  if (c.type === 'spell' || c.type === 'sudden-spell') {
    if (c.subtype !== 'plain') keywords.push(c.subtype);
    for (const e of c.effects) keywords.push(e.effect);
  }
  if (c.type === 'item') keywords.push(c.subtype, ...(c.attached ? [] : ['non-attached']));
  return keywords;
}

const WARLORDS_RECIPE: CardSetRecipe<WarlordsCard, WarlordsCard, z.infer<typeof deckSchema>, WarlordsCardSet> = {
  game: 'warlords',
  fileSchema: warlordsFileSchema,
  cardSchema,
  deckSchema,
  maxCards: MAX_DEFS,
  sections: WARLORDS_DECK_SECTIONS,
  // A deck naming a card of a file that could not be read would add problems that are not its own.
  decksAfterSoundCards: true,
  vocabulary: checkVocabulary,
  checkCard: (c, at) => combinationProblems(c).forEach((p) => at.add(p.at, p.message, p.hint)),
  info: (c) => ({
    type: c.type === 'item' ? `item/${c.subtype}` : c.type,
    faction: c.kingdom === 'neutral' ? null : c.kingdom,
    cost: c.type === 'hero' ? 0 : c.cost.gold + c.cost.mana,
    keywords: keywordsOf(c),
  }),
  build: (base) => ({ ...base, tables: new WarlordsCardTables(base.data), rules: WARLORDS_RULES }),
  deckRules: validateWarlordsDeck,
};

/** Warlords' card files and its starter set. */
export const WARLORDS_CARDS = cardFiles(WARLORDS_RECIPE, { starterName: 'warlords-starter' });
