// The card-file reference of a game (docs/cards/<game>.md), generated from what the game's
// definition exposes (GameDefinition.cardReference): the fields of its card-file schema with
// their types, allowed values and defaults, then each closed vocabulary with every entry's rule.
// `balance-lab cards <game>` prints it; a test checks that the committed docs equal it.

import { Command } from 'commander';
import { z } from 'zod';
import { InputError } from '../core/errors.js';
import type { CardReference, GameDefinition } from '../core/game.js';
import { getGame, listGames } from '../core/registry.js';

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

/** Every field of an object schema, depth first, with list elements written `[]`. */
function fieldRows(schema: z.ZodType, prefix: string, out: FieldRow[]): void {
  const s = unwrap(schema).inner;
  const element = s instanceof z.ZodArray ? unwrap(s.element as z.ZodType).inner : null;
  if (element instanceof z.ZodObject) return fieldRows(element, `${prefix}[]`, out);
  // A list of alternatives (cards of several kinds): the fields of each, a field the same in several listed once.
  if (element instanceof z.ZodUnion) return (element.options as z.ZodType[]).forEach((o) => fieldRows(z.array(o), prefix, out));
  if (!(s instanceof z.ZodObject)) return;
  for (const [key, field] of Object.entries(s.shape as Record<string, z.ZodType>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const u = unwrap(field);
    if (out.some((r) => r.path === path && r.type === describeType(field) && r.meaning === u.description)) continue;
    out.push({ path, type: describeType(field), required: !u.optional, fallback: u.fallback === undefined ? '' : quote(u.fallback), meaning: u.description });
    fieldRows(field, path, out);
  }
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
  return listGames().filter((g) => g.cardReference !== undefined);
}

export function cardsCommand(): Command {
  return new Command('cards')
    .description("print a game's card-file reference (Markdown): every field, its allowed values, every keyword and effect with its rule")
    .argument('<game>', 'a registered game (see `balance-lab games`)')
    .action((gameId: string) => {
      const game = getGame(gameId, { field: '<game>' });
      if (!game.cardReference) throw new InputError(`game '${game.id}' does not describe its card files yet`, { field: '<game>' }, `games that do: ${gamesWithReference().map((g) => g.id).join(', ') || 'none'}`);
      process.stdout.write(renderCardReference(game, game.cardReference()));
    });
}
