// Files written whole: to a temporary name beside the file, then renamed over it, so a file on
// disk is either complete or absent (a process killed or a disk filled mid-write leaves at most
// the temporary file, which the next write replaces). A full disk is one line, not a stack.

import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { EXIT_INTERNAL, LabError } from './errors.js';

/** The disk (or the user's quota) is full: said in one line, naming the file. */
export class DiskFullError extends LabError {
  constructor(
    readonly file: string,
    code: string,
  ) {
    super(`disk full: cannot write ${file} (${code})`, EXIT_INTERNAL);
  }
}

export function writeWhole(file: string, body: string | Uint8Array): void {
  const tmp = `${file}.tmp`;
  try {
    writeFileSync(tmp, body);
    renameSync(tmp, file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOSPC' && code !== 'EDQUOT') throw err;
    rmSync(tmp, { force: true }); // the part written is space the user needs back
    throw new DiskFullError(file, code);
  }
}

/** The error as a full disk, or null: Node names it by its code, DuckDB (writing Parquet) in words. */
export function diskFullOf(err: unknown): DiskFullError | null {
  if (err instanceof DiskFullError) return err;
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return new DiskFullError(e.path ?? 'a file', e.code);
  if (err instanceof Error && /No space left on device/i.test(err.message)) return new DiskFullError('a table', 'ENOSPC');
  return null;
}
