// Reading YAML input (card files, experiment specs) with errors that name the file, the
// line and column, the field path, what was expected, and a nearest-name suggestion.

import { readFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Node as YamlNode } from 'yaml';
import { z } from 'zod';
import { InputError, ProblemList } from './errors.js';
import { nearestNames, suggestion } from './suggest.js';

export type FieldPath = readonly (string | number)[];

/** A parsed YAML document that can point back at the line of any field. */
export class YamlSource {
  constructor(
    readonly file: string,
    readonly value: unknown,
    private readonly root: YamlNode | null,
    private readonly lines: LineCounter,
  ) {}

  /** Line and column (1-based) of the node at `path`, or of its nearest existing parent. */
  locate(path: FieldPath): { line: number; column: number } {
    let node: YamlNode | null = this.root;
    let found = node;
    for (const key of path) {
      if (node === null) break;
      let next: unknown = null;
      if (isMap(node)) next = node.get(key, true);
      else if (isSeq(node) && typeof key === 'number') next = node.get(key, true);
      if (next === null || next === undefined || typeof next !== 'object') break;
      node = next as YamlNode;
      found = node;
    }
    const offset = found?.range?.[0] ?? 0;
    const pos = this.lines.linePos(offset);
    return { line: pos.line, column: pos.col };
  }

  /** The line of the key itself (for "unknown key" messages), falling back to locate(). */
  locateKey(path: FieldPath): { line: number; column: number } {
    const parent = path.slice(0, -1);
    const key = path[path.length - 1];
    let node: YamlNode | null = this.root;
    for (const k of parent) {
      if (node === null) break;
      const next: unknown = isMap(node) || isSeq(node) ? node.get(k, true) : null;
      node = next && typeof next === 'object' ? (next as YamlNode) : null;
    }
    if (node && isMap(node)) {
      const pair = node.items.find((it) => isScalar(it.key) && it.key.value === key);
      const r = pair && isScalar(pair.key) ? pair.key.range : undefined;
      if (r) {
        const pos = this.lines.linePos(r[0]);
        return { line: pos.line, column: pos.col };
      }
    }
    return this.locate(path);
  }

  error(path: FieldPath, message: string, hint?: string): InputError {
    const { line, column } = this.locate(path);
    return new InputError(message, { file: this.file, line, column, field: formatPath(path) }, hint);
  }
}

export function formatPath(path: FieldPath): string {
  let s = '';
  for (const k of path) s += typeof k === 'number' ? `[${k}]` : s === '' ? String(k) : `.${String(k)}`;
  return s;
}

/** Parses YAML text; syntax errors and empty documents become InputErrors with line:column. */
export function parseYaml(text: string, file: string): YamlSource {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    const pos = lines.linePos(e.pos[0]);
    const what = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?.*$/, '');
    throw new InputError(`malformed YAML: ${what}`, { file, line: pos.line, column: pos.col }, 'check indentation, colons and quotes on that line');
  }
  const value: unknown = doc.toJS();
  if (value === null || value === undefined) throw new InputError('the file is empty', { file }, 'see the examples in the same folder for what belongs here');
  return new YamlSource(file, value, doc.contents as YamlNode | null, lines);
}

/** A file's text; a file that cannot be read is an InputError naming it. */
export function readTextFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new InputError(code === 'ENOENT' ? 'file not found' : `cannot read the file (${code ?? String(err)})`, { file }, code === 'ENOENT' ? 'check the path' : undefined);
  }
}

export function readYamlFile(file: string): YamlSource {
  return parseYaml(readTextFile(file), file);
}

/**
 * Validates a parsed document against a zod schema. Every issue becomes an InputError naming
 * file:line:column, the field path, what was expected and, for unknown keys, the nearest allowed
 * key; all of them are thrown together (InputProblems when there are several).
 */
export function validateYaml<T>(src: YamlSource, schema: z.ZodType<T>): T {
  const r = schema.safeParse(src.value, { reportInput: true });
  if (r.success) return r.data;
  const problems = new ProblemList();
  for (const p of issueErrors(src, r.error.issues, schema)) problems.add(p);
  problems.throwIfAny();
  throw new Error('unreachable: a failed parse has issues');
}

/**
 * The problems of the value at `at` in the document (an agent spec inside an experiment, say)
 * against `schema`, located in the document; empty when it is valid.
 */
export function schemaProblems(src: YamlSource, schema: z.ZodType, value: unknown, at: FieldPath): InputError[] {
  const r = schema.safeParse(value, { reportInput: true });
  if (r.success) return [];
  const shifted = r.error.issues.map((i) => ({ ...i, path: [...at, ...i.path] }) as z.core.$ZodIssue);
  return issueErrors(src, shifted, schema, at.length);
}

/**
 * One error per issue. A misspelt key also makes its correct name "missing": that second issue
 * is dropped when the unknown key's suggestion is the missing key. `depth` is how many leading
 * path keys lie above the schema's root.
 */
function issueErrors(src: YamlSource, issues: readonly z.core.$ZodIssue[], schema: z.ZodType, depth = 0): InputError[] {
  const pathOf = (i: z.core.$ZodIssue): (string | number)[] => i.path.filter((k): k is string | number => typeof k !== 'symbol');
  const explained = new Set<string>();
  for (const i of issues) {
    if (i.code !== 'unrecognized_keys') continue;
    const path = pathOf(i);
    const allowed = allowedKeys(schema, path.slice(depth));
    for (const key of i.keys) {
      const near = nearestNames(key, allowed, 1)[0];
      if (near !== undefined) explained.add(formatPath([...path, near]));
    }
  }
  const out: InputError[] = [];
  for (const i of issues) {
    const path = pathOf(i);
    if ((i as { input?: unknown }).input === undefined && explained.has(formatPath(path))) continue;
    if (i.code === 'unrecognized_keys') {
      for (const key of i.keys) out.push(unknownKeyError(src, path, key, allowedKeys(schema, path.slice(depth))));
      continue;
    }
    const { line, column } = src.locate(path);
    out.push(new InputError(describeIssue(i), { file: src.file, line, column, field: formatPath(path) || '(top level)' }, i.code === 'invalid_value' && typeof i.input === 'string' ? suggestion(i.input, i.values.map(String)) : undefined));
  }
  // In document order, as a reader goes through the file.
  return out.sort((a, b) => (a.location.line ?? 0) - (b.location.line ?? 0) || (a.location.column ?? 0) - (b.location.column ?? 0));
}

function unknownKeyError(src: YamlSource, path: FieldPath, key: string, allowed: readonly string[]): InputError {
  const full = [...path, key];
  const { line, column } = src.locateKey(full);
  return new InputError(`unknown key '${key}'`, { file: src.file, line, column, field: formatPath(full) }, allowed.length ? suggestion(key, allowed) : undefined);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `missing: expected ${issue.expected}` : `expected ${issue.expected}, got ${describeValue(issue.input)}`;
    case 'too_small':
    case 'too_big':
      return limitText(issue);
    case 'invalid_value':
      return `${issue.input === undefined ? 'missing: ' : ''}expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}${issue.input === undefined ? '' : `, got ${describeValue(issue.input)}`}`;
    default:
      return issue.message;
  }
}

/** A value past a schema's limit, in the lab's words: "expected a number at most 20, got 99". */
function limitText(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall): string {
  const big = issue.code === 'too_big';
  const bound = Number(big ? issue.maximum : issue.minimum);
  const inclusive = issue.inclusive !== false;
  const input: unknown = issue.input;
  const size = Array.isArray(input) || typeof input === 'string' ? input.length : null;
  if (issue.origin === 'string' && !big && bound === 1) return `expected some text, got ${describeValue(input)}`;
  const limit = big ? (inclusive ? 'at most' : 'less than') : inclusive ? 'at least' : 'more than';
  const what = issue.origin === 'array' ? `${limit} ${bound} ${bound === 1 ? 'entry' : 'entries'}` : issue.origin === 'string' ? `${limit} ${bound} characters` : `a number ${limit} ${bound}`;
  return `expected ${what}, got ${size ?? describeValue(input)}`;
}

function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return Array.isArray(v) ? 'a list' : 'a mapping';
}

/** Keys an object schema allows at `path` (best effort, for suggestions). */
function allowedKeys(schema: z.ZodType, path: FieldPath): string[] {
  let s: unknown = schema;
  for (const k of path) {
    s = unwrap(s);
    if (s instanceof z.ZodObject) s = (s.shape as Record<string, unknown>)[String(k)];
    else if (s instanceof z.ZodArray) s = s.element;
    else if (s instanceof z.ZodRecord) s = s.valueType;
    else return [];
  }
  s = unwrap(s);
  return s instanceof z.ZodObject ? Object.keys(s.shape as object) : [];
}

function unwrap(s: unknown): unknown {
  let cur = s;
  for (let i = 0; i < 8; i++) {
    if (cur instanceof z.ZodOptional || cur instanceof z.ZodNullable || cur instanceof z.ZodDefault) cur = cur.unwrap();
    else if (cur instanceof z.ZodPipe) cur = cur.in;
    else break;
  }
  return cur;
}
