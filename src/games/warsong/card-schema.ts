// Warsong's card files: the zod schema of cards/warsong/*.yaml, the card the set holds, and the
// closed vocabularies (attack types, tribes, the keywords with their parameters).

import { z } from 'zod';
import { deckCardsField } from '../../core/deck-sections.js';

/** Attack types: the five of the wheel in clockwise order, then the special ones. */
export const ATTACK_TYPES = ['Heavy', 'Sneak', 'Range', 'Magic', 'Sentinel', 'Empty', 'Flee', 'Worldly'] as const;
export const HEAVY = 0;
export const SNEAK = 1;
export const RANGE = 2;
export const MAGIC = 3;
export const SENTINEL = 4;
export const EMPTY = 5;
export const FLEE = 6;
export const WORLDLY = 7;

export const FACTIONS = ['Clan Dýr', 'Army of Northbourne', 'Sansurian Brigade', 'Victuun Dynasty'] as const;
/**
 * Tribes (creature types, which Horde and Smite name): the compendium lists none, so the
 * vocabulary is the lab's, the starter set's tribes with the compendium's corrections (Foe, Fae).
 */
export const TRIBES = ['Beast', 'Construct', 'Dragon', 'Dýr', 'Fae', 'Foe', 'Giant', 'Goblin', 'Human', 'Northman', 'Relic', 'Sansurian', 'Spirit', 'Victuun'] as const;
export const CARD_TYPES = ['creature', 'bastion', 'relic', 'spawn'] as const;
export const CREATURE = 0;
export const BASTION = 1;
export const RELIC = 2;
export const SPAWN = 3;

/** Orientations relative to the owner: forward (default), turned right, backwards, turned left. */
export const ORIENTATIONS = ['forward', 'right', 'back', 'left'] as const;

/** Keyword bits. Parameters live in separate arrays of the compiled set. */
export const KW = {
  ArcaneMissile: 1 << 0,
  Assassin: 1 << 1,
  Bushido: 1 << 2,
  Cleave: 1 << 3,
  CriticalCleave: 1 << 4,
  DiagonalAttacking: 1 << 5,
  Disengage: 1 << 6,
  Duelist: 1 << 7,
  Explosive: 1 << 8,
  Ferocious: 1 << 9,
  Flying: 1 << 10,
  Horde: 1 << 11,
  Indomitable: 1 << 12,
  Large: 1 << 13,
  Perverse: 1 << 14,
  Prestigious: 1 << 15,
  Ranged: 1 << 16,
  Sentry: 1 << 17,
  Smite: 1 << 18,
  Vanquisher: 1 << 19,
  Sacrificial: 1 << 20,
  Lobbed: 1 << 21,
  Mauler: 1 << 22,
  Stench: 1 << 23,
  Bulwark: 1 << 24,
  Aura: 1 << 25,
  Summon: 1 << 26,
} as const;
export type KeywordName = keyof typeof KW;

/** How each keyword is written in a card file, and what parameter it takes. */
export interface KeywordSpec {
  readonly name: KeywordName;
  readonly text: string;
  readonly param: 'none' | 'number' | 'attack-type' | 'tribe' | 'keyword' | 'card';
  /** The keyword's rule in a sentence or two, for the card-file reference. */
  readonly rule: string;
}
export const KEYWORD_SPECS: readonly KeywordSpec[] = [
  { name: 'ArcaneMissile', text: 'Arcane Missile', param: 'none', rule: 'At the start of its attack round it may instead make a single attack on a diagonal corner or on the square two away straight, and then makes no other attack. Not for Large cards.' },
  { name: 'Assassin', text: 'Assassin', param: 'none', rule: 'Wins ties when it attacks (not against another Assassin); right after it captures, its owner may return it to hand.' },
  { name: 'Bushido', text: 'Bushido', param: 'none', rule: 'When several enemy cards would attack it, its owner chooses which one attacks.' },
  { name: 'Cleave', text: 'Cleave', param: 'none', rule: 'When it captures two cards on neighbouring sides and an enemy sits in the corner between them, that enemy is captured too.' },
  { name: 'CriticalCleave', text: 'Critical Cleave', param: 'none', rule: 'Cleave for all four corners at once.' },
  { name: 'DiagonalAttacking', text: 'Diagonal Attacking', param: 'none', rule: 'Also attacks the four corners: the attacker declares one of its two sides facing the corner, then the defender picks one of its two sides facing back.' },
  { name: 'Disengage', text: 'Disengage', param: 'none', rule: 'At the start of its attack round its owner may attack with a single side that has a target instead of all of them.' },
  { name: 'Duelist', text: 'Duelist', param: 'none', rule: "When it is attacked, every other card around it (allies too) returns to its owner's hand, and it fights the attacker alone." },
  { name: 'Explosive', text: 'Explosive', param: 'none', rule: 'When it is destroyed, every creature around it, allies included, is destroyed too (explosions chain).' },
  { name: 'Ferocious', text: 'Ferocious', param: 'none', rule: 'After an attack round in which it captured, it moves to an adjacent empty square and attacks once more (once per turn).' },
  { name: 'Flying', text: 'Flying', param: 'none', rule: 'May be placed on any empty square: staging does not apply.' },
  { name: 'Horde', text: 'Horde', param: 'none', rule: 'When it is captured or destroyed beside two or more other creatures of its tribe, its controller replaces it with a creature of that tribe from any capture pile.' },
  { name: 'Indomitable', text: 'Indomitable', param: 'attack-type', rule: 'Only an attack of the named type captures it (Cleave never does); it can still be destroyed.' },
  { name: 'Large', text: 'Large', param: 'none', rule: 'Takes a 2x2 block (its cell is the top-left square) and each side faces two squares; only two different successful attackers capture it.' },
  { name: 'Perverse', text: 'Perverse', param: 'none', rule: 'When it attacks, its normal type beats the next three types on the wheel instead of two.' },
  { name: 'Prestigious', text: 'Prestigious', param: 'number', rule: "Can be placed only while the Valor of its player's cards on the field is at least the number." },
  { name: 'Ranged', text: 'Ranged', param: 'none', rule: 'Each side also reaches one square further straight (over an ally or an empty square) while no enemy is next to the card.' },
  { name: 'Sentry', text: 'Sentry', param: 'none', rule: 'An ally touching one of its Sentinel sides cannot be captured (it can still be destroyed).' },
  { name: 'Smite', text: 'Smite', param: 'tribe', rule: 'A creature of the named tribe captured by this card scores double Renown.' },
  { name: 'Vanquisher', text: 'Vanquisher', param: 'number', rule: "Can be placed only while the Renown in its player's capture pile is at least the number (8 when none is written)." },
  { name: 'Sacrificial', text: 'Sacrificial', param: 'number', rule: 'Can be played only with that many own creatures on the field; once it is placed its player destroys that many of them, before its abilities and attacks.' },
  { name: 'Lobbed', text: 'Lobbed', param: 'none', rule: 'Is destroyed as soon as it is played (with Explosive it blows up where it lands).' },
  { name: 'Mauler', text: 'Mauler', param: 'none', rule: 'Cards it defeats by attacking are destroyed instead of captured.' },
  { name: 'Stench', text: 'Stench', param: 'none', rule: "When it is played a coin is tossed; on tails every card around it, allies included, returns to its owner's hand." },
  { name: 'Bulwark', text: 'Bulwark', param: 'none', rule: "After it captures a card, it cannot be captured until its controller's next turn begins." },
  { name: 'Aura', text: 'Aura', param: 'keyword', rule: 'Adjacent allies have the named keyword.' },
  { name: 'Summon', text: 'Summon', param: 'card', rule: 'When it is played, one token of the named spawn card enters the first empty square beside it, clockwise from the front.' },
];
/** Keywords an Aura may grant to adjacent allies. */
export const AURA_GRANTABLE: readonly KeywordName[] = ['Cleave', 'CriticalCleave', 'Assassin', 'Ranged', 'Sentry'];
/** The same as bits: any other keyword a card has only when printed on it. */
export const AURA_BITS = AURA_GRANTABLE.reduce((m, k) => m | KW[k], 0);
/** Vanquisher's number when a card writes just "Vanquisher". */
export const VANQUISHER_DEFAULT = 8;

const attackType = z.enum(ATTACK_TYPES);
export const cardSchema = z.strictObject({
  name: z.string().min(1).describe('The card name, unique in the set; decks and Summon name cards by it (any case).'),
  number: z.number().int().min(0).optional().describe('The printed collector number; not a game mechanic.'),
  type: z.enum(CARD_TYPES).default('creature').describe('The card type (see Card types below).'),
  faction: z.union([z.enum(FACTIONS), z.literal('unaligned')]).default('unaligned').describe('The banner: a deck holds cards of at most two factions plus unaligned cards.'),
  tribe: z.enum(TRIBES).describe('The creature type, which Horde and Smite name (see Tribes below).'),
  quadrants: z.strictObject({
    front: attackType.describe('Attack type of the side facing away from its owner when placed forward.'),
    left: attackType.describe('Attack type of its left side.'),
    right: attackType.describe('Attack type of its right side.'),
    rear: attackType.describe('Attack type of the side facing its owner; write Empty for a missing side.'),
  }).describe('The attack type of each side (see Attack types below): it attacks with the side facing its target and defends with the side facing the attacker.'),
  valor: z.number().int().min(0).max(20).describe('Scores for its controller while it is on the field (only the top card of a Key Figure counts).'),
  renown: z.number().int().min(0).max(20).describe('Scores for the player who captured it, from their capture pile.'),
  keyFigure: z.string().min(1).optional().describe('The character this card is a Key Figure of: one card of a character on the field; a superior card of the same character levels it up or defects onto it. At most 2 copies in a deck.'),
  keywords: z.array(z.string()).default([]).describe('Its keywords, each written as in Keywords below with its parameter after it (`Smite Fae`, `Prestigious 4`); every keyword must be able to take effect on the card.'),
  orientations: z.array(z.enum(ORIENTATIONS)).min(1).default(['forward']).describe('The ways it may face when placed, relative to its owner (see Orientations below); only a card whose text allows it faces other ways.'),
  text: z.string().optional().describe('The printed rules text, shown in reports; the rules read the fields above, never this text.'),
});
export const deckSchema = z.strictObject({
  name: z.string().min(1).describe('The deck name, as experiments name it.'),
  starter: z.boolean().default(false).describe('A preconstructed starter: then 18 cards is legal instead of 20.'),
  cards: deckCardsField.describe('The army: a list of card names (one per copy) or a mapping of card name to copies. 20 cards, at most 4 copies of a card and 2 of a Key Figure, at most 2 factions plus unaligned cards.'),
});
export const fileSchema = z.strictObject({
  cards: z.array(cardSchema).default([]).describe('Card definitions.'),
  decks: z.array(deckSchema).default([]).describe('Preconstructed decks; they may name cards of the other files of the set.'),
});
/** The schema a card file is validated with, for the card-file reference. */
export const WARSONG_FILE_SCHEMA = fileSchema;
export type WarsongCardFile = z.infer<typeof cardSchema>;

/** One card definition as the engine and reports see it. */
export interface WarsongCard {
  readonly name: string;
  readonly number: number | null;
  readonly type: (typeof CARD_TYPES)[number];
  readonly faction: string | null;
  readonly tribe: string;
  /** Clockwise from the front: front, right, rear, left (attack type indices). */
  readonly quadrants: readonly [number, number, number, number];
  readonly valor: number;
  readonly renown: number;
  readonly keyFigure: string | null;
  readonly keywords: readonly string[];
  readonly orientations: readonly number[];
  readonly text: string;
}

/** Most definitions a set may hold: action ids are definition x cell x orientation. */
export const MAX_DEFS = 64;

export interface ParsedKeyword {
  readonly name: KeywordName;
  readonly number: number;
  readonly word: string;
}

/** Parses "Smite Fae", "Prestigious 4", "Aura Cleave"...; returns an error message when wrong. */
export function parseKeyword(text: string): ParsedKeyword | string {
  const t = text.trim();
  // Longest keyword text first, so "Critical Cleave" is not read as "Critical" + "Cleave".
  const specs = [...KEYWORD_SPECS].sort((a, b) => b.text.length - a.text.length);
  for (const s of specs) {
    if (t.toLowerCase() !== s.text.toLowerCase() && !t.toLowerCase().startsWith(s.text.toLowerCase() + ' ')) continue;
    const rest = t.slice(s.text.length).trim();
    switch (s.param) {
      case 'none':
        if (rest !== '') return `keyword '${s.text}' takes no parameter (got '${rest}')`;
        return { name: s.name, number: 0, word: '' };
      case 'number': {
        if (rest === '' && s.name === 'Vanquisher') return { name: s.name, number: VANQUISHER_DEFAULT, word: '' };
        if (!/^\d+$/.test(rest)) return `keyword '${s.text}' needs a number, e.g. '${s.text} 4'`;
        return { name: s.name, number: Number(rest), word: '' };
      }
      case 'attack-type': {
        const at = ATTACK_TYPES.find((a) => a.toLowerCase() === rest.toLowerCase());
        if (!at || at === 'Empty' || at === 'Flee') return `keyword '${s.text}' needs an attack type (${ATTACK_TYPES.filter((a) => a !== 'Empty' && a !== 'Flee').join(', ')}), got '${rest}'`;
        return { name: s.name, number: 0, word: at };
      }
      case 'tribe': {
        const tribe = TRIBES.find((x) => x.toLowerCase() === rest.toLowerCase());
        if (!tribe) return `keyword '${s.text}' needs a creature type (a tribe), got '${rest}'`;
        return { name: s.name, number: 0, word: tribe };
      }
      case 'keyword': {
        const g = AURA_GRANTABLE.find((k) => KEYWORD_SPECS.find((x) => x.name === k)!.text.toLowerCase() === rest.toLowerCase());
        if (!g) return `keyword '${s.text}' grants one of ${AURA_GRANTABLE.map((k) => KEYWORD_SPECS.find((x) => x.name === k)!.text).join(', ')}, got '${rest}'`;
        return { name: s.name, number: 0, word: g };
      }
      case 'card':
        if (rest === '') return `keyword '${s.text}' needs the name of a spawn card`;
        return { name: s.name, number: 0, word: rest };
    }
  }
  return `unknown keyword '${t}'`;
}

export const KEYWORD_TEXTS: readonly string[] = KEYWORD_SPECS.map((s) => s.text);
