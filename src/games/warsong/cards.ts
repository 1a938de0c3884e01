// Warsong's loader recipe: the checks a card file gets beyond its schema (card-schema.ts), the
// card a file entry becomes, what it shows in reports (deck rules: decks.ts).

import { z } from 'zod';
import type { CardFileCheck } from '../../core/card-file-check.js';
import { vocabularyHint } from '../../core/card-file-check.js';
import { cardFiles } from '../../core/card-set-loader.js';
import type { CardNames, CardSetRecipe, KeptCard } from '../../core/card-set-loader.js';
import type { CardSet } from '../../core/game.js';
import { suggestion } from '../../core/suggest.js';
import type { KeywordName, ParsedKeyword, WarsongCard, WarsongCardFile } from './card-schema.js';
import { ATTACK_TYPES, AURA_GRANTABLE, CARD_TYPES, cardSchema, deckSchema, FACTIONS, fileSchema, KEYWORD_SPECS, KEYWORD_TEXTS, MAX_DEFS, ORIENTATIONS, parseKeyword, TRIBES } from './card-schema.js';
import { DECK_SECTIONS, deckViolations, markKeyFigure } from './decks.js';


function toCard(c: WarsongCardFile): WarsongCard {
  const q = c.quadrants;
  const at = (x: string): number => ATTACK_TYPES.indexOf(x as (typeof ATTACK_TYPES)[number]);
  return {
    name: c.name,
    number: c.number ?? null,
    type: c.type,
    faction: c.faction === 'unaligned' ? null : c.faction,
    tribe: c.tribe,
    quadrants: [at(q.front), at(q.right), at(q.rear), at(q.left)],
    valor: c.valor,
    renown: c.renown,
    keyFigure: c.keyFigure ?? null,
    keywords: c.keywords,
    orientations: [...new Set(c.orientations.map((o) => ORIENTATIONS.indexOf(o)))].sort(),
    text: c.text ?? '',
  };
}

/**
 * Keywords that can never take effect beside another keyword or on a card type: every keyword
 * a card carries must be able to trigger (Ferocious needs a capture, a Mauler destroys instead).
 */
const NEVER_WITH: readonly { readonly keyword: KeywordName; readonly on: KeywordName | 'bastion' | 'relic'; readonly why: string }[] = [
  { keyword: 'Ferocious', on: 'Mauler', why: 'Ferocious needs a capture and a Mauler destroys instead' },
  ...(['Ferocious', 'Cleave', 'CriticalCleave', 'ArcaneMissile', 'Ranged', 'Flying'] as const).map((keyword) => ({ keyword, on: 'Large' as const, why: 'a Large card does not use it in this engine' })),
  ...(['Ferocious', 'Cleave', 'CriticalCleave', 'Assassin', 'Mauler', 'Smite'] as const).map((keyword) => ({ keyword, on: 'bastion' as const, why: 'a bastion captures nothing' })),
  ...(['Ferocious', 'Cleave', 'CriticalCleave', 'Assassin', 'Mauler', 'Smite', 'Perverse', 'Ranged', 'DiagonalAttacking', 'ArcaneMissile', 'Disengage'] as const).map((keyword) => ({ keyword, on: 'relic' as const, why: 'a relic never attacks' })),
];

/** Why keyword `name` can never take effect on `card`, or null when it can. */
export function neverTriggers(card: WarsongCard, name: KeywordName): string | null {
  for (const rule of NEVER_WITH) {
    if (rule.keyword !== name) continue;
    const clash = rule.on === 'bastion' || rule.on === 'relic' ? card.type === rule.on : card.keywords.some((k) => (parseKeyword(k) as ParsedKeyword).name === rule.on);
    if (clash) return rule.why;
  }
  return null;
}

/** The closed vocabularies of a card's fields, checked before the schema so a misspelling gets one line naming the allowed words. */
const VOCABULARY: readonly { readonly path: readonly string[]; readonly what: string; readonly words: readonly string[] }[] = [
  { path: ['type'], what: 'card type', words: CARD_TYPES },
  { path: ['faction'], what: 'faction', words: [...FACTIONS, 'unaligned'] },
  { path: ['tribe'], what: 'tribe', words: TRIBES },
  ...(['front', 'left', 'right', 'rear'] as const).map((q) => ({ path: ['quadrants', q], what: 'attack type', words: ATTACK_TYPES })),
];

/** The closed vocabularies of every card as written, keywords with their parameters included. */
function checkVocabulary(check: CardFileCheck): void {
  check.raw('cards').forEach((card: unknown, i) => {
    if (card === null || typeof card !== 'object') return;
    for (const v of VOCABULARY) {
      let x: unknown = card;
      for (const k of v.path) x = x !== null && typeof x === 'object' ? (x as Record<string, unknown>)[k] : undefined;
      check.word(['cards', i, ...v.path], v.what, x, v.words);
    }
    const orientations = (card as { orientations?: unknown }).orientations;
    if (Array.isArray(orientations)) orientations.forEach((o: unknown, j) => check.word(['cards', i, 'orientations', j], 'orientation', o, ORIENTATIONS));
    const keywords = (card as { keywords?: unknown }).keywords;
    if (!Array.isArray(keywords)) return;
    keywords.forEach((k: unknown, j) => {
      const r = typeof k === 'string' ? parseKeyword(k) : null;
      if (typeof r === 'string') check.add(['cards', i, 'keywords', j], r, keywordHint(k as string, r));
    });
  });
}

/** Attack types Indomitable may name: not the non-attacking Empty and Flee. */
const INDOMITABLE_TYPES = ATTACK_TYPES.filter((a) => a !== 'Empty' && a !== 'Flee');
const AURA_TEXTS = AURA_GRANTABLE.map((k) => KEYWORD_SPECS.find((x) => x.name === k)!.text);

/** The allowed words for a keyword refused by parseKeyword: the keywords, or its parameter's vocabulary. */
function keywordHint(text: string, error: string): string | undefined {
  const t = text.trim();
  if (error.startsWith('unknown')) return vocabularyHint(t, KEYWORD_TEXTS);
  const spec = [...KEYWORD_SPECS].sort((a, b) => b.text.length - a.text.length).find((s) => t.toLowerCase().startsWith(s.text.toLowerCase()));
  const rest = spec ? t.slice(spec.text.length).trim() : '';
  if (rest === '' || !spec) return undefined;
  if (spec.param === 'tribe') return vocabularyHint(rest, TRIBES);
  if (spec.param === 'attack-type') return vocabularyHint(rest, INDOMITABLE_TYPES);
  if (spec.param === 'keyword') return vocabularyHint(rest, AURA_TEXTS);
  return undefined;
}

const WARSONG_RECIPE: CardSetRecipe<WarsongCardFile, WarsongCard, z.infer<typeof deckSchema>, CardSet<WarsongCard>> = {
  game: 'warsong',
  fileSchema,
  cardSchema,
  deckSchema,
  maxCards: MAX_DEFS,
  sections: DECK_SECTIONS,
  vocabulary: checkVocabulary,
  // The name and text of each file, as Warsong's set hash has always read them (run records carry it).
  hashText: (f) => `${f.file.split('/').pop() ?? f.file}\0${f.text}\0`,
  // Its keyword problems were reported with the vocabularies.
  checkCard: (c) => c.keywords.every((k) => typeof parseKeyword(k) !== 'string'),
  toCard,
  info: (card) => ({ type: card.type, faction: card.faction, cost: 0, keywords: card.keywords }),
  checkSet: checkSummonsAndDeadKeywords,
  build: (base) => {
    base.data.forEach((card, i) => {
      if (card.keyFigure !== null) markKeyFigure(base.cards[i]!);
    });
    return base;
  },
  deckRules: (set, deck, entry) => deckViolations(set, deck, entry.starter),
};

/** Checks that need the whole set: summon targets, and keywords that could never take effect. */
function checkSummonsAndDeadKeywords(cards: readonly KeptCard<WarsongCard>[], names: CardNames): void {
  const spawns = cards.filter((x) => x.card.type === 'spawn').map((x) => x.card.name);
  for (const { card, at } of cards) {
    card.keywords.forEach((k, j) => {
      const r = parseKeyword(k) as ParsedKeyword;
      if (r.name === 'Summon' && !names.broken(r.word) && !spawns.some((n) => n.toLowerCase() === r.word.toLowerCase()))
        at.add(['keywords', j], `'${r.word}' is not a spawn card of this set`, spawns.length > 0 ? suggestion(r.word, spawns) : "the set has no card of type 'spawn'");
      const dead = neverTriggers(card, r.name);
      if (dead !== null) at.add(['keywords', j], `'${k}' can never take effect on this card: ${dead}`, 'remove the keyword or change the card');
    });
  }
}

/** Warsong's card files and its starter set (Diamond of the North); a set read from other files is 'custom'. */
export const WARSONG_CARDS = cardFiles(WARSONG_RECIPE, { starterName: 'diamond-of-the-north-starter', setName: 'custom' });
