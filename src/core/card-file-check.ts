// Checking card files so that every problem of a file is reported at once (`validate` promises
// it): closed vocabularies first (one line naming the allowed words and the nearest), then the
// schema (less its problems at a field already reported), then the game's rule checks on each
// list entry that passes its own schema, so one broken card does not hide the others' mistakes.

import type { z } from 'zod';
import type { DeckCardsText } from './deck-sections.js';
import { InputError, InputProblems, ProblemList } from './errors.js';
import { nearestNames } from './suggest.js';
import type { FieldPath, YamlSource } from './yaml-input.js';
import { validateYaml } from './yaml-input.js';

/** "did you mean 'X'? allowed: 'a', 'b', ...": the nearest words, then all of them. */
export function vocabularyHint(word: string, words: readonly string[]): string {
  const near = nearestNames(word, words);
  const allowed = `allowed: ${words.map((w) => `'${w}'`).join(', ')}`;
  return near.length > 0 ? `did you mean ${near.map((n) => `'${n}'`).join(' or ')}? ${allowed}` : allowed;
}

/** One entry of a list of a card file (a card, a deck) that passed its own schema. */
export interface ValidEntry<T> {
  readonly index: number;
  readonly value: T;
}

/** The problems of one card file, collected into a ProblemList shared by all the files of a set. */
export class CardFileCheck {
  /** Fields already reported, so the schema does not report them a second time. */
  private readonly reported = new Set<string>();

  constructor(
    readonly src: YamlSource,
    readonly problems: ProblemList,
  ) {}

  add(path: FieldPath, message: string, hint?: string): void {
    const err = this.src.error(path, message, hint);
    this.reported.add(err.location.field ?? '');
    this.problems.add(err);
  }

  /** A value of a closed vocabulary: a string that is not one of `words` is reported. */
  word(path: FieldPath, what: string, value: unknown, words: readonly string[]): boolean {
    if (typeof value !== 'string' || words.includes(value)) return true;
    this.add(path, `unknown ${what} '${value}'`, vocabularyHint(value, words));
    return false;
  }

  /** Every problem the file's schema finds, except at fields already reported. */
  schema(fileSchema: z.ZodType): void {
    try {
      validateYaml(this.src, fileSchema);
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      const all = err instanceof InputProblems ? err.problems : [err];
      for (const p of all) if (!this.reported.has(p.location.field ?? '')) this.problems.add(p);
    }
  }

  /** The entries of the top-level list `list` that pass `element` (defaults applied), with their indices. */
  entries<T>(list: string, element: z.ZodType<T>): ValidEntry<T>[] {
    const raw = this.raw(list);
    const out: ValidEntry<T>[] = [];
    raw.forEach((value, index) => {
      const r = element.safeParse(value);
      if (r.success) out.push({ index, value: r.data });
    });
    return out;
  }

  /** The top-level list `list` as written (empty when it is missing or not a list). */
  raw(list: string): readonly unknown[] {
    const v = this.src.value;
    const items = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[list] : undefined;
    return Array.isArray(items) ? items : [];
  }
}

/** The `name` of each entry of a raw list that has one: names a reference may rightly use even when their entry is broken. */
export function writtenNames(entries: readonly unknown[]): Set<string> {
  const out = new Set<string>();
  for (const e of entries) {
    const name = e !== null && typeof e === 'object' ? (e as { name?: unknown }).name : undefined;
    if (typeof name === 'string') out.add(name.toLowerCase());
  }
  return out;
}

/** A deck's card list with the cards whose entries are broken left out, and how to point back into the list as written. */
export interface DeckWithoutBroken {
  readonly cards: DeckCardsText;
  /** Whether no card was left out: only then do the deck's size and copy rules apply. */
  readonly complete: boolean;
  /** A field path under the deck entry (`['cards', i]` in the shortened list) as a path in the list as written. */
  written(path: readonly (string | number)[]): (string | number)[];
}

/**
 * Leaves out of a deck the cards whose own entries are broken (their problems are reported
 * already), so that a misspelt name elsewhere in the deck is still found.
 */
export function withoutBroken(cards: DeckCardsText, broken: (name: string) => boolean): DeckWithoutBroken {
  if (!Array.isArray(cards)) {
    const kept = Object.entries(cards).filter(([name]) => !broken(name));
    return { cards: Object.fromEntries(kept), complete: kept.length === Object.keys(cards).length, written: (path) => [...path] };
  }
  const at = cards.flatMap((name, i) => (broken(name) ? [] : [i]));
  return {
    cards: at.map((i) => cards[i]!),
    complete: at.length === cards.length,
    written: (path) => (path[0] === 'cards' && typeof path[1] === 'number' ? ['cards', at[path[1]]!, ...path.slice(2)] : [...path]),
  };
}
