// The card-file reference of a game (docs/cards/<game>.md), generated from what the game's
// definition exposes (GameDefinition.cards.reference): the fields of its card-file schema with
// their types, allowed values and defaults, then each closed vocabulary with every entry's rule.
// `balance-lab cards <game>` prints it; a test checks that the committed docs equal it.

import { Command } from 'commander';
import { z } from 'zod';
import { InputError } from '../core/errors.js';
import type { CardReference, GameDefinition } from '../core/game.js';
import { getGame, listGames } from '../core/registry.js';
import { cardsOf } from '../core/facets.js';

interface FieldRow {
  readonly path: string;
  readonly type: string;
  readonly required: boolean;
  readonly fallback: string;
  readonly meaning: string;
}

/** The schema under optional/default/nullable/pipe wrappers, its default and its first description. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; fallback: unknown; description: string } {
  let s: z.ZodType = schema;
  let optional = false;
  let fallback: unknown = undefined;
  let description = s.description ?? '';
  for (let i = 0; i < 8; i++) {
    if (s instanceof z.ZodDefault) {
      fallback = s.def.defaultValue;
      optional = true;
      s = s.unwrap() as z.ZodType;
    } else if (s instanceof z.ZodOptional || s instanceof z.ZodNullable) {
      optional = true;
      s = s.unwrap() as z.ZodType;
    } else if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else break;
    description ||= s.description ?? '';
  }
  return { inner: s, optional, fallback, description };
}

const quote = (v: unknown): string => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;

/** A schema's type and allowed values in words. */
export function describeType(schema: z.ZodType): string {
  const s = unwrap(schema).inner;
  if (s instanceof z.ZodEnum) return `one of ${s.options.map(quote).join(', ')}`;
  if (s instanceof z.ZodLiteral) return [...s.values].map(quote).join(' or ');
  if (s instanceof z.ZodString) return s.minLength !== null && s.minLength > 0 ? 'text (not empty)' : 'text';
  if (s instanceof z.ZodBoolean) return '`true` or `false`';
  if (s instanceof z.ZodNumber) return describeNumber(s);
  if (s instanceof z.ZodArray) return `list of ${describeType(s.element as z.ZodType)}`;
  if (s instanceof z.ZodRecord) return `mapping of ${describeType(s.keyType as z.ZodType)} to ${describeType(s.valueType as z.ZodType)}`;
  const kinds = kindsOf(s);
  if (kinds !== null) return `mapping with \`${kinds.key}\` one of ${kinds.options.map((o) => quote(o.value)).join(', ')}, and its fields`;
  if (s instanceof z.ZodUnion) return [...new Set((s.options as z.ZodType[]).map(describeType))].join(', or ');
  if (s instanceof z.ZodObject) return 'mapping (fields below)';
  return 'see the rules';
}

/** A number's kind and bounds ("whole number from 0 to 20", "number, more than 0"). */
function describeNumber(s: z.ZodNumber): string {
  const int = s.isInt === true;
  const j = z.toJSONSchema(s) as { minimum?: number; exclusiveMinimum?: number; maximum?: number; exclusiveMaximum?: number };
  const bound = (v: number | undefined): number | null => (v !== undefined && Math.abs(v) < 1e15 ? v : null);
  // A whole number above 0 is at least 1; other exclusive bounds are said as such.
  let lo = bound(j.minimum);
  let hi = bound(j.maximum);
  let loWord = 'at least';
  let hiWord = 'at most';
  const xlo = bound(j.exclusiveMinimum);
  const xhi = bound(j.exclusiveMaximum);
  if (xlo !== null) [lo, loWord] = int ? [xlo + 1, 'at least'] : [xlo, 'more than'];
  if (xhi !== null) [hi, hiWord] = int ? [xhi - 1, 'at most'] : [xhi, 'less than'];
  const kind = int ? 'whole number' : 'number';
  if (lo !== null && hi !== null && loWord === 'at least' && hiWord === 'at most') return `${kind} from ${lo} to ${hi}`;
  const parts = [lo !== null ? `${loWord} ${lo}` : '', hi !== null ? `${hiWord} ${hi}` : ''].filter(Boolean);
  return parts.length ? `${kind}, ${parts.join(', ')}` : kind;
}

/** The options of a discriminated union of objects (kinds of card, kinds of effect), each with its key's value; null for any other schema. */
function kindsOf(s: z.ZodType): { key: string; options: { value: unknown; schema: z.ZodObject }[] } | null {
  if (!(s instanceof z.ZodDiscriminatedUnion)) return null;
  const key = s.def.discriminator;
  const options = (s.options as z.ZodType[]).map((o) => (o instanceof z.ZodObject && o.shape[key] instanceof z.ZodLiteral ? { value: [...(o.shape[key] as z.ZodLiteral).values][0], schema: o } : null));
  return options.every((o) => o !== null) ? { key, options } : null;
}

/**
 * Every field of an object schema, depth first, with list elements written `[]`. The entries of
 * a top-level list may come in kinds (a discriminated union): each kind's fields are listed
 * under `list[] (key: value)`. Any other union (effects of several kinds) gives each field
 * once, with every type and meaning its options give it.
 */
function fieldRows(schema: z.ZodType, prefix: string, out: FieldRow[]): void {
  const s = unwrap(schema).inner;
  if (s instanceof z.ZodUnion) {
    // A field only some options have is required by none of the others.
    const options = s.options as z.ZodType[];
    const each = options.map((o) => {
      const rows: FieldRow[] = [];
      fieldRows(o, prefix, rows);
      return rows;
    });
    for (const rows of each) {
      for (const row of rows) {
        const inAll = each.every((r) => r.some((x) => x.path === row.path));
        const known = out.findIndex((r) => r.path === row.path);
        const own = inAll ? row : { ...row, required: false };
        if (known < 0) out.push(own);
        else out[known] = mergedRow(out[known]!, own);
      }
    }
    return;
  }
  const element = s instanceof z.ZodArray ? unwrap(s.element as z.ZodType).inner : null;
  if (element instanceof z.ZodObject) return fieldRows(element, `${prefix}[]`, out);
  const kinds = element === null || prefix.includes('[]') ? null : kindsOf(element);
  if (kinds !== null) {
    for (const k of kinds.options) fieldRows(k.schema, `${prefix}[] (${kinds.key}: ${String(k.value)})`, out);
    return;
  }
  if (element instanceof z.ZodUnion) return fieldRows(element, `${prefix}[]`, out);
  if (!(s instanceof z.ZodObject)) return;
  for (const [key, field] of Object.entries(s.shape as Record<string, z.ZodType>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const u = unwrap(field);
    const row = { path, type: describeType(field), required: !u.optional, fallback: u.fallback === undefined ? '' : quote(u.fallback), meaning: u.description };
    const known = out.findIndex((r) => r.path === path);
    if (known < 0) out.push(row);
    else out[known] = mergedRow(out[known]!, row);
    fieldRows(field, path, out);
  }
}

/** One field given by two options of a union: each type and meaning once; required when both require it. */
function mergedRow(a: FieldRow, b: FieldRow): FieldRow {
  const both = (x: string, y: string, sep: string): string => (y === '' || `${sep}${x}${sep}`.includes(`${sep}${y}${sep}`) ? x : x === '' ? y : `${x}${sep}${y}`);
  return { path: a.path, type: both(a.type, b.type, '; or '), required: a.required && b.required, fallback: both(a.fallback, b.fallback, ' or '), meaning: both(a.meaning, b.meaning, '; ') };
}

const cellText = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The reference as Markdown. */
export function renderCardReference(game: GameDefinition, ref: CardReference): string {
  const rows: FieldRow[] = [];
  fieldRows(ref.fileSchema, '', rows);
  const out = [
    `# ${game.name}: card files`,
    '',
    `<!-- Generated by \`balance-lab cards ${game.id}\` from the game's card schema; do not edit by hand. -->`,
    '',
    ref.intro.trim(),
    '',
    '## Fields',
    '',
    '| field | type and allowed values | required | default | meaning |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| \`${r.path}\` | ${cellText(r.type)} | ${r.required ? 'yes' : 'no'} | ${cellText(r.fallback)} | ${cellText(r.meaning)} |`),
  ];
  for (const v of ref.vocabularies) {
    out.push('', `## ${v.title} (\`${v.field}\`)`, '', '| name | takes | rule |', '| --- | --- | --- |');
    for (const e of v.entries) out.push(`| ${cellText(e.name)} | ${cellText(e.parameter ?? '')} | ${cellText(e.rule)} |`);
  }
  return out.join('\n') + '\n';
}

/** The games whose definitions expose a card reference. */
export function gamesWithReference(): GameDefinition[] {
  return listGames().filter((g) => cardsOf(g).reference !== undefined);
}

export function cardsCommand(): Command {
  return new Command('cards')
    .description("print a game's card-file reference (Markdown): every field, its allowed values, every keyword and effect with its rule")
    .argument('<game>', 'a registered game (see `balance-lab games`)')
    .action((gameId: string) => {
      const game = getGame(gameId, { field: '<game>' });
      const { reference } = cardsOf(game);
      if (!reference) throw new InputError(`game '${game.id}' does not describe its card files yet`, { field: '<game>' }, `games that do: ${gamesWithReference().map((g) => g.id).join(', ') || 'none'}`);
      process.stdout.write(renderCardReference(game, reference()));
    });
}
