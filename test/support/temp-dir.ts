// Temporary folders for tests, removed when their test file ends (test/support/remove-temp-dirs.ts,
// a setup file of every vitest config), so repeated runs leave nothing in the system's temp folder.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A new empty folder in the system's temp folder, named `prefix` and a random suffix. */
export function tempDir(prefix = 'balance-lab-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder tempDir made in this test file (and whatever was written into them). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
