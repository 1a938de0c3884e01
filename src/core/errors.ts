// Typed errors with the exit codes the CLI uses: 2 for bad input (the user can fix it),
// 1 for internal failures (a bug). Messages name the file, the field and the fix.

import { isAbsolute, relative } from 'node:path';

export const EXIT_OK = 0;
export const EXIT_INTERNAL = 1;
export const EXIT_BAD_INPUT = 2;

export class LabError extends Error {
  constructor(message: string, readonly exitCode: number) {
    super(message);
    this.name = new.target.name;
  }
}

export interface InputLocation {
  file?: string;
  line?: number;
  column?: number;
  /** Dotted path of the offending field, e.g. `decks[2].cards[5]`. */
  field?: string;
}

/** Bad input: a card file, a deck, an experiment spec, a command-line value. Exit code 2. */
export class InputError extends LabError {
  readonly location: InputLocation;
  readonly hint: string | undefined;

  constructor(message: string, location: InputLocation = {}, hint?: string) {
    super(formatInputError(message, location, hint), EXIT_BAD_INPUT);
    this.location = location;
    this.hint = hint;
  }
}

/**
 * Several problems found in one pass (`validate` reports every problem of a file at once): the
 * message is one line per problem.
 */
export class InputProblems extends InputError {
  constructor(readonly problems: readonly InputError[]) {
    super(problems.map((p) => p.message).join('\n'));
  }
}

/** Collects the InputErrors of independent checks so that all of them are reported together. */
export class ProblemList {
  readonly list: InputError[] = [];

  add(err: InputError): void {
    if (err instanceof InputProblems) this.list.push(...err.problems);
    else this.list.push(err);
  }

  /** Runs a check; an InputError it throws is kept and undefined returned. */
  attempt<T>(check: () => T): T | undefined {
    try {
      return check();
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      this.add(err);
      return undefined;
    }
  }

  get empty(): boolean {
    return this.list.length === 0;
  }

  /** Throws every kept problem (one InputError as itself), each file's in the order of its lines. */
  throwIfAny(): void {
    if (this.list.length === 1) throw this.list[0]!;
    if (this.list.length > 1) throw new InputProblems(inReadingOrder(this.list));
  }
}

/** Problems grouped by file (in order of first mention), by line and column within a file. */
function inReadingOrder(list: readonly InputError[]): InputError[] {
  const files = [...new Set(list.map((p) => p.location.file))];
  const at = (p: InputError): [number, number, number] => [files.indexOf(p.location.file), p.location.line ?? 0, p.location.column ?? 0];
  return [...list].sort((a, b) => {
    const x = at(a);
    const y = at(b);
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}

/** A path as the user should read it: relative to the folder they stand in when that is shorter. */
export function shownPath(file: string): string {
  if (!isAbsolute(file)) return file;
  const rel = relative(process.cwd(), file);
  return rel !== '' && rel.length < file.length ? rel : file;
}

function formatInputError(message: string, loc: InputLocation, hint?: string): string {
  let where = loc.file === undefined ? '' : shownPath(loc.file);
  if (loc.file !== undefined && loc.line !== undefined) where += `:${loc.line}${loc.column !== undefined ? `:${loc.column}` : ''}`;
  const field = loc.field ? `${where ? ' ' : ''}${loc.field}` : '';
  const prefix = where || field ? `${where}${field}: ` : '';
  return `${prefix}${message}${hint ? ` (${hint})` : ''}`;
}

/** A bug or an impossible state. Exit code 1. */
export class InternalError extends LabError {
  constructor(message: string) {
    super(message, EXIT_INTERNAL);
  }
}

/** A match exceeded its hard cap on decisions: a rule loop, reported as an error. */
export class RuleLoopError extends LabError {
  constructor(readonly game: string, readonly decisions: number) {
    super(`${game}: no result after ${decisions} decisions (decision cap): a rule loop`, EXIT_INTERNAL);
  }
}

/** An action that is not legal in the state it was applied to: always a programming error. */
export class IllegalActionError extends LabError {
  constructor(readonly game: string, readonly action: number, detail: string) {
    super(`${game}: illegal action ${action}: ${detail}`, EXIT_INTERNAL);
  }
}
