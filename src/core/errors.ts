// Typed errors with the exit codes the CLI uses: 2 for bad input (the user can fix it),
// 1 for internal failures (a bug). Messages name the file, the field and the fix.

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

function formatInputError(message: string, loc: InputLocation, hint?: string): string {
  let where = loc.file ?? '';
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
