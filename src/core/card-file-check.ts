// Checking card files so that every problem of a file is reported at once (`validate` promises
// it): closed vocabularies first (one line naming the allowed words and the nearest), then the
// schema (less its problems at a field already reported), then the game's rule checks on each
// list entry that passes its own schema, so one broken card does not hide the others' mistakes.

import { z } from 'zod';
import type { DeckCardsText } from './deck-sections.js';
import { InputError, InputProblems, ProblemList } from './errors.js';
import { nearestNames, suggestion } from './suggest.js';
import type { FieldPath, YamlSource } from './yaml-input.js';
import { formatPath, validateYaml } from './yaml-input.js';

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

  /**
   * Every problem the file's schema finds, except at fields already reported. An unknown key
   * inside a member of a union (a card of one kind, an effect) gets the keys of that member as
   * suggestion, picked by the file's own value of the union's tag; and when the nearest of them
   * is the key reported missing beside it, the misspelling explains the missing key.
   */
  schema(fileSchema: z.ZodType): void {
    let all: readonly InputError[];
    try {
      validateYaml(this.src, fileSchema);
      return;
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      all = err instanceof InputProblems ? err.problems : [err];
    }
    const explained = new Set<string>();
    const suggested = all.map((p) => {
      const path = pathOf(p.location.field ?? '');
      const key = path[path.length - 1];
      if (p.hint !== undefined || typeof key !== 'string' || !p.message.endsWith(`: unknown key '${key}'`)) return p;
      const allowed = keysAt(fileSchema, this.src.value, path.slice(0, -1));
      const near = nearestNames(key, allowed, 1)[0];
      if (near === undefined) return p;
      explained.add(formatPath([...path.slice(0, -1), near]));
      return new InputError(`unknown key '${key}'`, p.location, suggestion(key, allowed));
    });
    for (const p of suggested) {
      const field = p.location.field ?? '';
      if (this.reported.has(field) || (explained.has(field) && valueAt(this.src.value, pathOf(field)) === undefined)) continue;
      this.problems.add(p);
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

/** A field path as InputError writes it ("cards[1].abilities[0].speed"), back as keys. */
function pathOf(field: string): (string | number)[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
}

const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let v = value;
  for (const k of path) v = isMapping(v) || Array.isArray(v) ? (v as Record<string, unknown>)[k] : undefined;
  return v;
}

/** The keys a mapping at `path` may have, reading the file's own values to pick each union's member (a card's kind, an effect's name). */
function keysAt(schema: z.ZodType, value: unknown, path: readonly (string | number)[]): string[] {
  let s: z.ZodType = schema;
  let v = value;
  for (let i = 0; ; i++) {
    for (let k = 0; k < 8 && (s instanceof z.ZodOptional || s instanceof z.ZodDefault); k++) s = s.unwrap() as z.ZodType;
    if (s instanceof z.ZodDiscriminatedUnion) {
      const by = s.def.discriminator;
      const tag = isMapping(v) ? v[by] : undefined;
      const member = (s.options as z.ZodType[]).find((o) => o instanceof z.ZodObject && (o.shape as Record<string, z.ZodType>)[by]?.safeParse(tag).success);
      if (member === undefined) return [];
      s = member;
    }
    if (i === path.length) return s instanceof z.ZodObject ? Object.keys(s.shape as object) : [];
    const key = path[i]!;
    if (s instanceof z.ZodObject) s = (s.shape as Record<string, z.ZodType>)[String(key)] ?? z.never();
    else if (s instanceof z.ZodArray) s = s.element as z.ZodType;
    else if (s instanceof z.ZodRecord) s = s.valueType as z.ZodType;
    else return [];
    v = valueAt(v, [key]);
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

/** A deck's cards as written: one list (`cards`), or a list per section (`sections`). */
export interface DeckCards {
  readonly cards?: DeckCardsText;
  readonly sections?: Readonly<Record<string, DeckCardsText>>;
}

/** A deck with the cards whose entries are broken left out, and how to point back into the deck as written. */
export interface DeckWithoutBroken {
  readonly deck: DeckCards;
  /** Whether no card was left out: only then do the deck's size and copy rules apply. */
  readonly complete: boolean;
  /** A field path under the deck entry (`['cards', i]` in a shortened list) as a path in the deck as written. */
  written(path: readonly (string | number)[]): (string | number)[];
}

/** A list without the broken names, and each kept name's index in the list as written (none for a `name: copies` mapping, whose keys are the names). */
function keptOf(list: DeckCardsText, broken: (name: string) => boolean): { list: DeckCardsText; complete: boolean; at: number[] | null } {
  if (!Array.isArray(list)) {
    const kept = Object.entries(list).filter(([name]) => !broken(name));
    return { list: Object.fromEntries(kept), complete: kept.length === Object.keys(list).length, at: null };
  }
  const at = list.flatMap((name, i) => (broken(name) ? [] : [i]));
  return { list: at.map((i) => list[i]!), complete: at.length === list.length, at };
}

/**
 * Leaves out of a deck the cards whose own entries are broken (their problems are reported
 * already), so that a misspelt name elsewhere in the deck is still found.
 */
export function withoutBroken(deck: DeckCards, broken: (name: string) => boolean): DeckWithoutBroken {
  const lists = new Map<string | undefined, ReturnType<typeof keptOf>>();
  if (deck.cards !== undefined) lists.set(undefined, keptOf(deck.cards, broken));
  for (const [name, list] of Object.entries(deck.sections ?? {})) lists.set(name, keptOf(list, broken));
  const kept = (section: string | undefined) => lists.get(section)!.list;
  return {
    deck: {
      ...(deck.cards !== undefined ? { cards: kept(undefined) } : {}),
      ...(deck.sections !== undefined ? { sections: Object.fromEntries(Object.keys(deck.sections).map((name) => [name, kept(name)])) } : {}),
    },
    complete: [...lists.values()].every((l) => l.complete),
    written: (path) => {
      const inSection = path[0] === 'sections';
      const i = inSection ? 2 : 1;
      const at = (path[0] === 'cards' || inSection) && typeof path[i] === 'number' ? lists.get(inSection ? String(path[1]) : undefined)?.at : null;
      return at ? [...path.slice(0, i), at[path[i] as number]!, ...path.slice(i + 1)] : [...path];
    },
  };
}
