// Deck sections. A deck is one or more named sections, each with its own size and copy rules:
// Warlords of Terra's battle deck (exactly 40) and building deck of locations, WTactics' army
// deck (60 or more) and quest deck (10, one copy each). A game with one section (Warsong,
// Ward) declares just that one, and its deck files stay flat lists.
//
// Every section holds a kind of card, and no card of the five rulebooks may go in two sections
// (a location is always a building card, a quest always a quest card). So a deck travels as
// one flat list of definition ids, as match set-ups, line-ups and records have always carried
// it, and the section of each card is the one that holds it. Deck files may still write the
// sections out by name (see deckEntrySchema), which reads better and catches a card put in the
// wrong one.

import { z } from 'zod';
import type { InputError, ProblemList } from './errors.js';
import type { CardInfo, CardSet, DeckViolation } from './game.js';
import type { Rng } from './rng.js';

export interface DeckSection {
  /** Key in deck files and reports: 'deck', 'battle', 'building', 'army', 'quests'. */
  readonly name: string;
  /** How a designer calls it: 'battle deck'. */
  readonly title: string;
  /** Whether a card belongs in this section (each card of a set belongs in exactly one). */
  readonly holds: (card: CardInfo) => boolean;
  /** Cards the section must have: at least `min`, at most `max`. */
  readonly size: { readonly min: number; readonly max: number };
  /** Copies of one card the section may hold. */
  readonly maxCopies: (card: CardInfo) => number;
}

/** A game's sections, in the order its decks list them. */
export type DeckSections = readonly DeckSection[];

/** The one section of a game whose decks are a single list. */
export function singleSection(size: { min: number; max: number }, maxCopies: (card: CardInfo) => number, title = 'deck'): DeckSections {
  return [{ name: 'deck', title, holds: () => true, size, maxCopies }];
}

/** Index of the section that holds `card`, or -1 when none does (a card no deck may hold). */
export function sectionOf(sections: DeckSections, card: CardInfo): number {
  for (let i = 0; i < sections.length; i++) if (sections[i]!.holds(card)) return i;
  return -1;
}

/** The deck's cards per section (definition ids in deck order); cards no section holds are left out. */
export function splitDeck(set: CardSet, sections: DeckSections, deck: readonly number[]): number[][] {
  const out = sections.map((): number[] => []);
  for (const d of deck) {
    const card = set.cards[d];
    const s = card === undefined ? -1 : sectionOf(sections, card);
    if (s >= 0) out[s]!.push(d);
  }
  return out;
}

function cardsText(n: number): string {
  return n === 1 ? '1 card' : `${n} cards`;
}

function copiesText(n: number): string {
  return n === 1 ? '1 copy' : `${n} copies`;
}

function sizeText(size: { min: number; max: number }): string {
  if (size.min === size.max) return `exactly ${size.min}`;
  if (size.max === Infinity) return `at least ${size.min}`;
  return `${size.min} to ${size.max}`;
}

/**
 * Every size and copy rule the deck breaks, section by section, and every card that is not in
 * the set or belongs in no section. `size` overrides a section's size (Warsong's 18-card
 * preconstructed starters).
 */
export function sectionViolations(set: CardSet, sections: DeckSections, deck: readonly number[], size?: (section: DeckSection) => { min: number; max: number }): DeckViolation[] {
  const out: DeckViolation[] = [];
  const counts = sections.map(() => new Map<number, number>());
  const lengths = sections.map(() => 0);
  for (const d of deck) {
    const card = set.cards[d];
    if (card === undefined) {
      out.push({ rule: 'unknown-card', message: `card id ${d} is not in set '${set.name}'` });
      continue;
    }
    const s = sectionOf(sections, card);
    if (s < 0) {
      out.push({ rule: 'section', message: `'${card.name}' (${card.type}) belongs in no section of a deck`, fix: 'take it out of the deck' });
      continue;
    }
    lengths[s]!++;
    counts[s]!.set(d, (counts[s]!.get(d) ?? 0) + 1);
  }
  const one = sections.length === 1;
  sections.forEach((sec, s) => {
    const want = size ? size(sec) : sec.size;
    const n = lengths[s]!;
    if (n < want.min || n > want.max) {
      const what = one ? 'a deck has' : `the ${sec.title} has`;
      const fix = n < want.min ? `add ${cardsText(want.min - n)}` : `take out ${cardsText(n - want.max)}`;
      out.push({ rule: 'deck-size', message: `${what} ${sizeText(want)} cards, this one has ${n}`, fix });
    }
    for (const [d, k] of counts[s]!) {
      const card = set.cards[d]!;
      const limit = sec.maxCopies(card);
      if (k > limit) out.push({ rule: 'copy-limit', message: `${k} copies of '${card.name}'${one ? '' : ` in the ${sec.title}`} (at most ${limit})`, fix: `take out ${copiesText(k - limit)}` });
    }
  });
  return out;
}

/**
 * A random legal deck, section by section: `fill` draws one section's cards from `rng` (each
 * game keeps its own way of drawing, such as Ward's share of creatures), and the sections are
 * joined in order.
 */
export function randomSectionedDeck(sections: DeckSections, rng: Rng, fill: (section: DeckSection, index: number, rng: Rng) => number[]): number[] {
  const deck: number[] = [];
  sections.forEach((sec, i) => deck.push(...fill(sec, i, rng)));
  return deck;
}

/** A deck's cards as written in a file: names, one per copy, or `name: copies`. */
/**
 * Adds up to `k` cards to `out`, each drawn uniformly from `pool`, at most `maxCopies` of a
 * card (`copies` counts them across calls, indexed by definition id); a full card leaves the
 * pool. Stops early when the pool runs dry.
 */
export function drawWithCopyLimit(pool: readonly number[], k: number, maxCopies: number, copies: Int8Array, rng: Rng, out: number[]): void {
  const left = [...pool];
  for (let added = 0; added < k && left.length > 0; ) {
    const j = rng.below(left.length);
    const d = left[j]!;
    if (copies[d]! >= maxCopies) {
      left.splice(j, 1);
      continue;
    }
    copies[d]!++;
    out.push(d);
    added++;
  }
}

export const deckCardsField = z.union([z.array(z.string().min(1)).min(1), z.record(z.string().min(1), z.number().int().positive())]);
/** A deck of several sections as written in a file: `sections: { battle: [...], building: {...} }`. */
export const deckSectionsField = z.record(z.string().min(1), deckCardsField);

export type DeckCardsText = z.infer<typeof deckCardsField>;

/** Where a deck entry's problem is: a field path under the entry, a message, and a hint. */
export type DeckProblem = (path: readonly (string | number)[], message: string, hint?: string) => void;

/**
 * The definition ids of a deck written as `cards` (a flat list, split by card into sections)
 * or as `sections` (each section's list under its name), in file order. An unknown card, an
 * unknown section or a card written in a section that does not hold it goes to `fail` with its
 * field path under the entry, with the nearest names as a hint, and reading goes on (the ids
 * are then incomplete), so that every misspelt name of a deck is found at once.
 */
export function deckIdsOf(set: CardSet, sections: DeckSections, entry: { cards?: DeckCardsText; sections?: Record<string, DeckCardsText> }, fail: DeckProblem, suggest: (name: string, options: readonly string[]) => string | undefined): number[] {
  const ids: number[] = [];
  const read = (list: DeckCardsText, path: readonly (string | number)[], section: DeckSection | null): void => {
    const listed: [string, number, string | number][] = Array.isArray(list) ? list.map((n, j) => [n, 1, j]) : Object.entries(list).map(([n, k]) => [n, k, n]);
    for (const [name, copies, key] of listed) {
      const lc = name.toLowerCase();
      const card = set.cards.find((c) => c.name.toLowerCase() === lc);
      if (card === undefined) {
        fail([...path, key], `unknown card '${name}' in set '${set.name}'`, suggest(name, set.cards.map((c) => c.name)));
        continue;
      }
      if (section !== null && !section.holds(card)) {
        const home = sections[sectionOf(sections, card)];
        fail([...path, key], `'${card.name}' belongs in the ${home ? home.title : 'no section'}, not the ${section.title}`, home ? `move it under 'sections: ${home.name}'` : undefined);
        continue;
      }
      for (let k = 0; k < copies; k++) ids.push(card.id);
    }
  };
  if (entry.sections !== undefined) {
    for (const [name, list] of Object.entries(entry.sections)) {
      const section = sections.find((x) => x.name === name);
      if (section === undefined) {
        fail(['sections', name], `no section '${name}': this game's decks have ${sections.map((x) => `'${x.name}'`).join(', ')}`, suggest(name, sections.map((x) => x.name)));
        continue;
      }
      read(list, ['sections', name], section);
    }
  } else if (entry.cards !== undefined) read(entry.cards, ['cards'], null);
  return ids;
}

/**
 * A deck's definition ids with every problem of its card list added to `problems` as
 * `error(path under the entry, message, hint)`; undefined when it has any.
 */
export function collectDeckIds(set: CardSet, sections: DeckSections, entry: { cards?: DeckCardsText; sections?: Record<string, DeckCardsText> }, problems: ProblemList, error: (path: readonly (string | number)[], message: string, hint?: string) => InputError, suggest: (name: string, options: readonly string[]) => string | undefined): number[] | undefined {
  const before = problems.list.length;
  const ids = deckIdsOf(set, sections, entry, (path, message, hint) => problems.add(error(path, message, hint)), suggest);
  return problems.list.length === before ? ids : undefined;
}
