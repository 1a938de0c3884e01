// Reading a game's card files into a CardSet: the steps every game takes are here, and a game
// gives only what is its own as a recipe (schemas, vocabularies, rule checks, the CardInfo of a
// card, its typed set, its deck rules). Every problem of every file is reported at once, one
// line each, in this order: the form of each file (vocabularies, then the schema), then the
// cards (duplicate names, the game's rule checks), then the checks over the whole set, then the
// decks. A card with a problem is left out of the set, of the whole-set checks and of the decks
// that name it, so one broken card does not hide the others' mistakes.

import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { CardFileText, LoadOptions } from './card-file-text.js';
import type { DeckCards } from './card-file-check.js';
import { CardFileCheck, withoutBroken, writtenNames } from './card-file-check.js';
import type { DeckSections } from './deck-sections.js';
import { collectDeckIds } from './deck-sections.js';
import { InputError, ProblemList } from './errors.js';
import { cardFilesIn, projectPath } from './paths.js';
import { violationText, type CardInfo, type CardSet, type DeckList, type DeckViolation } from './game.js';
import { suggestion } from './suggest.js';
import type { FieldPath } from './yaml-input.js';
import { parseYaml, readTextFile } from './yaml-input.js';

// The games' loaders name these two with the rest of the loader's types.
export type { CardFileText, LoadOptions } from './card-file-text.js';

/** One card entry of a file, for reporting its problems. */
export interface CardAt {
  readonly check: CardFileCheck;
  /** The entry's path in its file: ['cards', i]. */
  readonly path: readonly (string | number)[];
  /** Reports a problem at a field of the card (a path under the entry). */
  add(at: FieldPath, message: string, hint?: string): void;
}

/** Names of the cards of the set, lower case, as rule checks need them. */
export interface CardNames {
  /** A card of this name is written in some file, broken or not: a reference to it is no mistake of its own. */
  written(name: string): boolean;
  /** A card of this name is written but left out of the set for its problems (known once the cards are read). */
  broken(name: string): boolean;
}

/** A card of the set with where it was written. */
export interface KeptCard<D> {
  readonly card: D;
  readonly at: CardAt;
}

/** What a card adds to the game-neutral CardInfo beyond its id, name and source. */
export type CardInfoFields = Pick<CardInfo, 'type' | 'faction' | 'cost' | 'keywords'>;

/** A deck entry of a card file: a name and its cards as one list or by section. */
export interface DeckEntry extends DeckCards {
  readonly name: string;
}

/**
 * What a game gives the loader. F is a card entry as its schema reads it, D the card the set
 * holds (F itself unless `toCard` converts it), E a deck entry, S the game's typed set and X
 * what the game reads from all the files before the cards (`context`).
 */
export interface CardSetRecipe<F extends { name: string }, D, E extends DeckEntry, S extends CardSet<D>, X = undefined> {
  readonly game: string;
  /** A whole card file (and what the card-file reference describes). */
  readonly fileSchema: z.ZodType;
  /** One entry of the file's `cards` list, and one of its `decks` list. */
  readonly cardSchema: z.ZodType<F>;
  readonly deckSchema: z.ZodType<E>;
  /** Most cards a set may hold (action ids and tables reserve room for them). */
  readonly maxCards: number;
  readonly sections: DeckSections;
  /**
   * Decks are read only from a set whose cards are all sound, rather than with the broken
   * cards left out (for games whose deck rules need every card of a deck).
   */
  readonly decksAfterSoundCards?: boolean;
  /** The closed vocabularies of a file as written (`check.word`), before its schema. */
  vocabulary?(check: CardFileCheck): void;
  /** The text of a file that goes into the set's hash; by default its parsed value as JSON. */
  hashText?(file: CardFileText, value: unknown): string;
  /** What the game reads from every file before the cards (Gloom's tags and factions). */
  context?(files: readonly CardFileCheck[]): X;
  /** The game's rules on one card: a card that reports a problem, or for which this returns false, is left out. */
  checkCard?(card: F, at: CardAt, names: CardNames, context: X): boolean | void;
  /** The card the set holds, from its entry. */
  toCard?(card: F): D;
  info(card: D): CardInfoFields;
  /** The game's checks that need the whole set (the cards a card names). */
  checkSet?(cards: readonly KeptCard<D>[], names: CardNames, context: X): void;
  /** The game's set from the base set; it keeps `base.decks`, which the loader fills afterwards. */
  build?(base: CardSet<D>, context: X): S;
  /** The deck rules a shipped deck must keep (matches are set up from it as written). */
  deckRules?(set: S, deck: readonly number[], entry: E): DeckViolation[];
}

/** Reads card files into the game's set (an unreadable file is one more problem), or throws every problem found. */
export function loadCardSet<F extends { name: string }, D, E extends DeckEntry, S extends CardSet<D>, X>(files: readonly string[], setName: string, recipe: CardSetRecipe<F, D, E, S, X>): S {
  const problems = new ProblemList();
  const texts: CardFileText[] = [];
  for (const file of files) {
    const text = problems.attempt(() => readTextFile(file));
    if (text !== undefined) texts.push({ file, text });
  }
  return cardSetFromTexts(texts, setName, recipe, { problems, files });
}

/** Card files given as texts (with the problems found reading them) into the game's set, or throws every problem found. */
export function cardSetFromTexts<F extends { name: string }, D, E extends DeckEntry, S extends CardSet<D>, X>(
  texts: readonly CardFileText[],
  setName: string,
  recipe: CardSetRecipe<F, D, E, S, X>,
  options: LoadOptions & { readonly problems?: ProblemList; readonly files?: readonly string[] } = {},
): S {
  const problems = options.problems ?? new ProblemList();
  const files = options.files ?? texts.map((t) => t.file);
  const hash = createHash('sha256');
  const checks: CardFileCheck[] = [];
  const written = new Set<string>();
  for (const t of texts) {
    const src = problems.attempt(() => parseYaml(t.text, t.file));
    if (src === undefined) continue;
    hash.update(recipe.hashText ? recipe.hashText(t, src.value) : JSON.stringify(src.value));
    const check = new CardFileCheck(src, problems);
    recipe.vocabulary?.(check);
    check.schema(recipe.fileSchema);
    for (const n of writtenNames(check.raw('cards'))) written.add(n);
    checks.push(check);
  }
  const context = recipe.context?.(checks) as X;
  const keptNames = new Set<string>();
  const names: CardNames = { written: (n) => written.has(n.toLowerCase()), broken: (n) => written.has(n.toLowerCase()) && !keptNames.has(n.toLowerCase()) };

  const kept: KeptCard<D>[] = [];
  const cards: CardInfo[] = [];
  const seen = new Set<string>();
  for (const check of checks) {
    for (const { index, value: c } of check.entries('cards', recipe.cardSchema)) {
      const path = ['cards', index];
      const at: CardAt = { check, path, add: (field, message, hint) => check.add([...path, ...field], message, hint) };
      const before = problems.list.length;
      const key = c.name.toLowerCase();
      if (seen.has(key)) at.add(['name'], `duplicate card name '${c.name}'`, 'card names are unique in a set');
      seen.add(key);
      const sound = recipe.checkCard?.(c, at, names, context) !== false;
      if (!sound || problems.list.length > before) continue;
      const card = recipe.toCard ? recipe.toCard(c) : (c as unknown as D);
      keptNames.add(key);
      kept.push({ card, at });
      cards.push({ id: cards.length, name: c.name, ...recipe.info(card), source: { file: check.src.file, line: check.src.locate(path).line } });
    }
  }
  if (cards.length > recipe.maxCards) problems.add(new InputError(`too many cards: ${cards.length} (at most ${recipe.maxCards})`, { file: files[0] }, 'split the cards into several sets'));
  recipe.checkSet?.(kept, names, context);

  const decks: DeckList[] = [];
  const base: CardSet<D> = { game: recipe.game, name: setName, files: [...files], hash: hash.digest('hex').slice(0, 16), cards, data: kept.map((k) => k.card), decks };
  // A game whose decks wait for sound cards builds only a sound set (its tables may have no room for a broken one).
  if (recipe.decksAfterSoundCards) problems.throwIfAny();
  const set = recipe.build ? recipe.build(base, context) : (base as S);
  for (const check of checks) {
    for (const { index, value: entry } of check.entries('decks', recipe.deckSchema)) {
      const path = ['decks', index];
      if (entry.cards === undefined && entry.sections === undefined) {
        check.add(path, `a deck lists its cards under 'sections' (${recipe.sections.map((s) => s.name).join(', ')}) or 'cards'`);
        continue;
      }
      const deck = withoutBroken(entry, names.broken);
      const ids = collectDeckIds(set, recipe.sections, deck.deck, problems, (field, message, hint) => check.src.error([...path, ...deck.written(field)], message, hint), suggestion);
      if (ids === undefined || !deck.complete) continue;
      const broken = recipe.deckRules?.(set, ids, entry) ?? [];
      const source = { file: check.src.file, line: check.src.locate(path).line };
      if (options.keepIllegalDecks && broken.length > 0) {
        decks.push({ name: entry.name, cards: ids, source, illegal: broken.map(violationText) });
        continue;
      }
      for (const v of broken) check.add([...path, entry.sections !== undefined ? 'sections' : 'cards'], `deck '${entry.name}' breaks ${violationText(v)}`, v.fix);
      if (broken.length === 0) decks.push({ name: entry.name, cards: ids, source });
    }
  }
  problems.throwIfAny();
  return set;
}

/** A game's card files: reading them, and the starter set shipped in cards/<game>/, read once. */
export interface CardFiles<S> {
  /** Reads card files into a set (named `setName`, by default the recipe's `setName`), or throws every problem found. */
  load(files: readonly string[], setName?: string): S;
  /** The same from card texts held in memory, each under its file's name (a patched set). */
  fromTexts(texts: readonly CardFileText[], options?: LoadOptions): S;
  /** cards/<game>/ of the project. */
  defaultDir(): string;
  /** The set of every card file of defaultDir(), read on first use and kept. */
  defaultSet(): S;
}

/** How a game names its sets and counts its files (cardFiles). */
export interface CardFilesOptions {
  /** The name of the shipped starter set. */
  readonly starterName: string;
  /** The name of a set read from other files (by default the game's id). */
  readonly setName?: string;
  /** The only number of files a set may have (a game whose set is one file). */
  readonly fileCount?: number;
}

/** The loading tail every card game shares, from its recipe. */
export function cardFiles<F extends { name: string }, D, E extends DeckEntry, S extends CardSet<D>, X>(recipe: CardSetRecipe<F, D, E, S, X>, options: CardFilesOptions): CardFiles<S> {
  const setName = options.setName ?? recipe.game;
  const countFiles = (files: readonly unknown[]): void => {
    const n = options.fileCount;
    if (n !== undefined && files.length !== n) throw new InputError(`the ${recipe.game} game takes exactly ${n === 1 ? 'one card file' : `${n} card files`}`, { field: 'cards' });
  };
  let starter: S | null = null;
  const files: CardFiles<S> = {
    load: (paths, name = setName) => {
      countFiles(paths);
      return loadCardSet(paths, name, recipe);
    },
    fromTexts: (texts, loadOptions = {}) => {
      countFiles(texts);
      return cardSetFromTexts(texts, setName, recipe, loadOptions);
    },
    defaultDir: () => projectPath('cards', recipe.game),
    defaultSet: () => (starter ??= files.load(cardFilesIn(files.defaultDir()), options.starterName)),
  };
  return files;
}
