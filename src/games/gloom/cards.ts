// Gloom of Gods' loader recipe: the checks a card file gets beyond its schema (card-schema.ts):
// keywords of the vocabularies, the tags and factions a card names, file:line errors; what a
// card shows in reports; and the compiled set (card-tables.ts).

import { z } from 'zod';
import type { CardFileCheck } from '../../core/card-file-check.js';
import { writtenNames } from '../../core/card-file-check.js';
import type { CardAt, CardSetRecipe } from '../../core/card-set-loader.js';
import { cardFiles } from '../../core/card-set-loader.js';
import { suggestion } from '../../core/suggest.js';
import type { FieldPath } from '../../core/yaml-input.js';
import type { FactionDef, GloomCard, TagDef } from './card-schema.js';
import { cardSchema, deckSchema, factionSchema, gloomFileSchema, MAX_DEFS, tagSchema } from './card-schema.js';
import type { GloomCardSet } from './card-tables.js';
import { GloomTables } from './card-tables.js';
import { GLOOM_DECK_SECTIONS, validateGloomDeck } from './decks.js';
import * as V from './vocabulary.js';

/** Reports a problem at a field (under a tag entry or a card). */
type Report = (at: FieldPath, message: string, hint?: string) => void;

/** Checks one keyword list against a vocabulary: the name, and whether it takes an [X]. Whether it was all sound. */
function checkKeywords(add: Report, path: FieldPath, list: readonly string[], vocab: readonly string[], valued: readonly string[]): boolean {
  let sound = true;
  list.forEach((text, j) => {
    const kw = V.parseKeyword(text);
    const fail = (message: string, hint?: string): void => {
      add([...path, j], message, hint);
      sound = false;
    };
    if (kw === null) fail(`'${text}' is not a keyword: write name or name[X]`);
    else if (!vocab.includes(kw.name)) fail(`unknown keyword '${kw.name}'`, suggestion(kw.name, vocab));
    else if (valued.includes(kw.name) && kw.value === null) fail(`'${kw.name}' takes a value`, `write ${kw.name}[1]`);
    else if (!valued.includes(kw.name) && kw.value !== null) fail(`'${kw.name}' takes no value`, `write ${kw.name}`);
  });
  return sound;
}
/** The tags and factions of a set, read from every file before the cards that name them. */
interface GloomContext {
  /** Tags by lower-case name (the first of a name written twice). */
  readonly tags: Map<string, TagDef>;
  readonly factions: readonly FactionDef[];
  /** Lower-case names of tags and of factions that are written but broken: a card naming one is left out with no problem of its own. */
  readonly brokenTags: ReadonlySet<string>;
  readonly brokenFactions: ReadonlySet<string>;
}

/** Reads the tags (checking their traits) and factions of every file; a name written twice is reported. */
function readTagsAndFactions(files: readonly CardFileCheck[]): GloomContext {
  const tags = new Map<string, TagDef>();
  const factions: FactionDef[] = [];
  const soundTags = new Set<string>();
  const writtenTags = new Set<string>();
  const writtenFactions = new Set<string>();
  for (const check of files) {
    for (const n of writtenNames(check.raw('tags'))) writtenTags.add(n);
    for (const n of writtenNames(check.raw('factions'))) writtenFactions.add(n);
    for (const { index: i, value: t } of check.entries('tags', tagSchema)) {
      const key = t.name.toLowerCase();
      const sound = checkKeywords((at, message, hint) => check.add(at, message, hint), ['tags', i, 'traits'], t.traits, V.TRAITS, V.VALUED_TRAITS);
      if (tags.has(key)) check.add(['tags', i, 'name'], `duplicate tag '${t.name}'`);
      else {
        tags.set(key, t);
        if (sound) soundTags.add(key);
      }
    }
    for (const { index: i, value: f } of check.entries('factions', factionSchema)) {
      if (factions.some((x) => x.name.toLowerCase() === f.name.toLowerCase())) check.add(['factions', i, 'name'], `duplicate faction '${f.name}'`);
      else factions.push(f);
    }
  }
  const brokenFactions = new Set([...writtenFactions].filter((n) => !factions.some((f) => f.name.toLowerCase() === n)));
  return { tags, factions, brokenTags: new Set([...writtenTags].filter((n) => !soundTags.has(n))), brokenFactions };
}

/** The rules a card keeps beyond its schema: keywords of the vocabularies, the tags and factions it names. */
function checkCard(c: GloomCard, card: CardAt, { tags, factions, brokenTags, brokenFactions }: GloomContext): boolean {
  const factionNames = factions.map((f) => f.name);
  const known = (name: string): boolean => factions.some((f) => f.name.toLowerCase() === name.toLowerCase());
  const add: Report = (at, message, hint) => card.add(at, message, hint);
  const faction = c.kind === 'spell' ? undefined : c.faction;
  const namesBroken = (faction !== undefined && brokenFactions.has(faction.toLowerCase())) || (c.kind === 'unit' && c.tags.some((t) => brokenTags.has(t.toLowerCase())));
  if (faction !== undefined && !known(faction) && !brokenFactions.has(faction.toLowerCase())) add(['faction'], `unknown faction '${faction}'`, suggestion(faction, factionNames));
  if (c.kind === 'unit') {
    c.tags.forEach((t, j) => {
      if (!tags.has(t.toLowerCase()) && !brokenTags.has(t.toLowerCase())) add(['tags', j], `unknown tag '${t}'`, suggestion(t, [...tags.values()].map((x) => x.name)));
    });
    checkKeywords(add, ['traits'], c.traits, V.TRAITS, V.VALUED_TRAITS);
    checkKeywords(add, ['melee'], c.melee, V.ATTACK_EFFECTS, V.VALUED_ATTACK_EFFECTS);
    if (c.ranged) checkKeywords(add, ['ranged', 'effects'], c.ranged.effects, V.ATTACK_EFFECTS, V.VALUED_ATTACK_EFFECTS);
    const casts = c.traits.some((t) => t.startsWith('mana-pool')) || c.tags.some((t) => tags.get(t.toLowerCase())?.traits.some((x) => x.startsWith('mana-pool')));
    if (c.auto?.mana && !casts) add(['auto', 'mana'], 'auto-success mana needs the mana-pool trait (a Caster)');
  } else if (c.kind === 'spell') {
    checkKeywords(add, ['effects'], c.effects, V.SPELL_EFFECTS, V.VALUED_SPELL_EFFECTS);
    if (c.effects.length === 0) add(['effects'], 'a spell needs at least one effect');
    const teleport = c.effects.some((e) => e.startsWith('teleport'));
    if (teleport && (c.target !== 'empty-hex' || c.area !== 'single')) add(['target'], "'teleport' moves the caster: target must be 'empty-hex' with area 'single'");
    if (!teleport && c.target === 'empty-hex') add(['target'], "only a 'teleport' spell targets an empty hex");
  }
  return !namesBroken;
}

function cardType(c: GloomCard): string {
  return c.kind === 'unit' ? `unit/${c.tags[0]!.toLowerCase()}` : c.kind === 'spell' ? `spell/${c.lore.toLowerCase()}` : 'gambit';
}

function keywordsOf(c: GloomCard): string[] {
  if (c.kind === 'unit') return [...c.tags, ...c.traits, ...c.melee, ...(c.ranged ? ['ranged', ...c.ranged.effects] : []), ...(c.skill !== 'none' ? [c.skill] : [])];
  if (c.kind === 'spell') return [c.area, ...c.effects];
  return [c.effect];
}

/** Lore names of the spells in first-seen order, lower case. */
function loresOf(defs: readonly GloomCard[]): string[] {
  return [...new Set(defs.flatMap((d) => (d.kind === 'spell' ? [d.lore.toLowerCase()] : [])))];
}

const GLOOM_RECIPE: CardSetRecipe<GloomCard, GloomCard, z.infer<typeof deckSchema>, GloomCardSet, GloomContext> = {
  game: 'gloom',
  fileSchema: gloomFileSchema,
  cardSchema,
  deckSchema,
  maxCards: MAX_DEFS,
  sections: GLOOM_DECK_SECTIONS,
  // Units name tags and factions of any file.
  context: readTagsAndFactions,
  checkCard: (c, at, _names, context) => checkCard(c, at, context),
  info: (c) => ({ type: cardType(c), faction: c.kind === 'spell' ? null : (c.faction ?? null), cost: c.kind === 'unit' ? c.cost : 0, keywords: keywordsOf(c) }),
  build: (base, { tags, factions }) => {
    const lores = loresOf(base.data);
    const tagList = [...tags.values()];
    return { ...base, tags: tagList, factions, lores, tables: new GloomTables(base.data, tagList, factions.map((f) => f.name.toLowerCase()), lores) };
  },
  // An army list naming a card of a file that could not be read would get problems that are not its own.
  decksAfterSoundCards: true,
  deckRules: (set, deck) => validateGloomDeck(set, deck),
};

/** Gloom of Gods' card files and its starter set. */
export const GLOOM_CARDS = cardFiles(GLOOM_RECIPE, { starterName: 'gloom-starter' });
