// How the lab names itself: the command printed in hints (replay, resume, merge) and its package.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../core/paths.js';

/** How printed commands call the lab (replay hints, resume hints). */
export const COMMAND = 'npx balance-lab';

/** The lab's package.json and the folder it is in. */
export function labPackage(): { name: string; version: string; dependencies: Record<string, string>; root: string } {
  const root = projectRoot();
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string; dependencies: Record<string, string> };
  return { ...pkg, root };
}

/** A word as a POSIX shell reads it back: quoted when it holds anything but plain characters. */
export function shellWord(w: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`;
}
