// Card patches: `patch: {<card>: {<field>: <value>}}` changes cards for one run only (a dotted
// field, `quadrants.front`, sets one value inside a mapping or list of the card). The
// patch is written into the text of the card files, in memory, and the game's own loader builds
// the set from the patched texts under the files' own paths (a plugin game that reads only files
// gets copies in the temp folder), so every game is patched through the contract and every
// value is checked by the same schema and set-wide rules as a card file; the loader's
// complaints are moved back onto the experiment's patch lines. A patched card keeps its place in the files, hence its id: a
// patched run plays the same seeds on the same decks (common random numbers) as the unpatched one.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { isCollection, isMap, isSeq, parseDocument } from 'yaml';
import { InputError, InputProblems } from '../core/errors.js';
import type { CardSet, GameDefinition } from '../core/game.js';
import { suggestion } from '../core/suggest.js';
import type { FieldPath, YamlSource } from '../core/yaml-input.js';
import { cardsOf } from '../core/facets.js';

/** One card's changes, by its name as the set spells it. */
export interface CardPatch {
  readonly card: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

/** The files of a set: the experiment's, or the embedded set's when it names none. */
function setFiles(game: GameDefinition, cardFiles: readonly string[]): readonly string[] {
  return cardFiles.length > 0 ? cardFiles : cardsOf(game).defaultSet().files;
}

/**
 * The patch of a spec resolved against the unpatched set: card names as the set spells them.
 * `at` is where the patch sits in the experiment file, for messages.
 */
export function resolvePatch(spec: Readonly<Record<string, Readonly<Record<string, unknown>>>>, cards: CardSet, src: YamlSource, at: FieldPath): CardPatch[] {
  const problems: InputError[] = [...prototypeKeys(src, at)];
  const out: CardPatch[] = [];
  for (const [name, fields] of Object.entries(spec)) {
    const found = cards.cards.find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (!found) {
      problems.push(src.error([...at, name], `unknown card '${name}' in set '${cards.name}'`, suggestion(name, cards.cards.map((c) => c.name))));
      continue;
    }
    if (Object.keys(fields).some((f) => f === 'name')) {
      problems.push(src.error([...at, name, 'name'], 'a patch cannot rename a card', 'decks and other cards refer to it by name; patch its other fields'));
      continue;
    }
    out.push({ card: found.name, fields });
  }
  if (problems.length === 1) throw problems[0]!;
  if (problems.length > 1) throw new InputProblems(problems);
  return out;
}

/**
 * A `__proto__` key in the patch as written: parsing an object from it sets a prototype instead
 * of a field, so the patch would silently change nothing. Read from the file's own mapping, as
 * the parsed patch has lost it.
 */
function prototypeKeys(src: YamlSource, at: FieldPath): InputError[] {
  let raw: unknown = src.value;
  for (const k of at) raw = raw !== null && typeof raw === 'object' ? (raw as Record<string | number, unknown>)[k] : undefined;
  if (raw === null || typeof raw !== 'object') return [];
  const bad = (path: FieldPath): InputError => src.error(path, "'__proto__' is not a card name or field", 'name the card and its field, e.g. {Stout-Paw Alpha: {valor: 9}}');
  const out: InputError[] = [];
  for (const [name, fields] of Object.entries(raw)) {
    if (name === '__proto__') out.push(bad([...at, name]));
    else if (fields !== null && typeof fields === 'object') for (const f of Object.keys(fields)) if (f.split('.').includes('__proto__')) out.push(bad([...at, name, f]));
  }
  return out;
}

/**
 * The card set of `cardFiles` (the embedded set when empty) with the patches applied, built by
 * the game's loader from the patched texts of the files. Errors the loader finds in a patched card come back as errors of the experiment, at the
 * patched field's line. `src` and `at` locate the patch; without them (a worker rebuilding an
 * already validated run) errors pass through unchanged.
 */
export function patchedCards(game: GameDefinition, cardFiles: readonly string[], patches: readonly CardPatch[], where?: { src: YamlSource; at: FieldPath }): CardSet {
  if (patches.length === 0) return cardFiles.length > 0 ? cardsOf(game).load(cardFiles) : cardsOf(game).defaultSet();
  const files = setFiles(game, cardFiles);
  if (files.length === 0) {
    const at = where ? where.src.error(where.at, `game '${game.id}' builds its cards in code: there is no card file to patch`, "remove 'patch'") : null;
    throw at ?? new InputError(`game '${game.id}' has no card files to patch`);
  }
  const texts = files.map((f) => readFileSync(f, 'utf8'));
  /** Per patch: the file index and the card's index in that file's `cards` list. */
  const placed = patches.map((p) => {
    for (let k = 0; k < texts.length; k++) {
      const doc = parseDocument(texts[k]!);
      const list = doc.get('cards', true);
      if (!isSeq(list)) continue;
      const i = list.items.findIndex((item) => isMap(item) && String(item.get('name')).toLowerCase() === p.card.toLowerCase());
      if (i >= 0) return { file: k, index: i };
    }
    throw new InputError(`card '${p.card}' is not in a 'cards' list of the set's files`);
  });
  const patchedTexts = texts.map((text, k) => {
    const mine = patches.map((p, j) => ({ p, at: placed[j]! })).filter((x) => x.at.file === k);
    if (mine.length === 0) return text;
    const doc = parseDocument(text);
    for (const { p, at } of mine) {
      for (const [field, value] of Object.entries(p.fields)) {
        const path = keyPath(field);
        const parent = ['cards', at.index, ...path.slice(0, -1)];
        if (path.length > 1 && !isCollection(doc.getIn(parent, true))) {
          const message = `'${p.card}' has no mapping or list '${field.slice(0, field.lastIndexOf('.'))}' to set '${field}' in`;
          throw where ? where.src.error([...where.at, p.card, field], message, 'name a field the card has, e.g. quadrants.front') : new InputError(message);
        }
        doc.setIn(['cards', at.index, ...path], doc.createNode(value));
      }
    }
    return doc.toString();
  });
  // The paths the loader's problems name: the files' own, or the copies a plugin game reads.
  const { fromTexts, load } = cardsOf(game);
  const named = fromTexts ? files : writeCopies(game, files, texts, patches, patchedTexts);
  try {
    return fromTexts ? fromTexts(files.map((file, k) => ({ file, text: patchedTexts[k]! })), { keepIllegalDecks: true }) : load(named);
  } catch (err) {
    if (!(err instanceof InputError) || !where) throw err;
    throw onPatch(err, patches, placed, named, where.src, where.at);
  }
}

/** Copies of the patched files for a game that reads only files, one folder per patch of a set. */
function writeCopies(game: GameDefinition, files: readonly string[], texts: readonly string[], patches: readonly CardPatch[], patchedTexts: readonly string[]): string[] {
  const digest = createHash('sha256').update(game.id).update(JSON.stringify(patches)).update(texts.join('\0')).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `balance-lab-patch-${digest}`);
  // One folder per file keeps every file's own name (a loader may read meaning into it).
  const copies = files.map((f, k) => join(dir, String(k), basename(f)));
  copies.forEach((copy, k) => writeOnce(copy, patchedTexts[k]!));
  return copies;
}

/** Writes a file unless it already holds `text` (workers of one run rebuild the same copies). */
function writeOnce(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(join(file, '..'), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** The loader's errors moved onto the patch: the patched field when the error names one, else the card. */
function onPatch(err: InputError, patches: readonly CardPatch[], placed: readonly { file: number; index: number }[], named: readonly string[], src: YamlSource, at: FieldPath): InputError {
  const list = err instanceof InputProblems ? err.problems : [err];
  const moved = list.map((e) => {
    const file = named.indexOf(e.location.file ?? '');
    const m = /^cards\[(\d+)\]\.?(.*)$/.exec(e.location.field ?? '');
    const j = placed.findIndex((p) => p.file === file && m !== null && p.index === Number(m[1]));
    const patch = patches[j] ?? patches.find((p) => bareMessage(e).includes(`'${p.card}'`)) ?? patches[0]!;
    // The loader's field (`quadrants.front`, `abilities[0].damage`) in the dotted form of patch keys.
    const name = m !== null && j >= 0 ? (m[2] ?? '').replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '') : '';
    const key = Object.keys(patch.fields).filter((k) => name === k || name.startsWith(`${k}.`) || k.startsWith(`${name}.`)).sort((a, b) => b.length - a.length)[0];
    const field = name !== '' && key !== undefined ? [key] : [];
    const extra = name !== '' && key === undefined ? ` (field '${name}')` : '';
    return src.error([...at, patch.card, ...field], `${bareMessage(e)}${extra}`, e.hint);
  });
  return moved.length === 1 ? moved[0]! : new InputProblems(moved);
}

/** An InputError's message without the file, line and field in front and the hint behind. */
export function bareMessage(e: InputError): string {
  const hint = e.hint ? ` (${e.hint})` : '';
  const body = hint && e.message.endsWith(hint) ? e.message.slice(0, -hint.length) : e.message;
  const field = e.location.field;
  const i = field ? body.indexOf(`${field}: `) : -1;
  return i >= 0 ? body.slice(i + field!.length + 2) : body.replace(/^\S+:\d+(:\d+)?: /, '');
}

/** A patch key as a path into the card entry: `valor`, `quadrants.front`, `abilities.0.damage`. */
function keyPath(key: string): (string | number)[] {
  return key.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
}

/** The patch as one line for the report header: `Ace value 0.1; Brick value -0.2, ...`. */
export function patchText(patches: readonly CardPatch[]): string {
  return patches.map((p) => `${p.card} ${Object.entries(p.fields).map(([f, v]) => `${f} ${JSON.stringify(v)}`).join(', ')}`).join('; ');
}
