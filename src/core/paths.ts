// Where the project's own files are (cards/, experiments/, dist/), found from a module's place
// whether it runs from src/ (tests) or from dist/src/ (the CLI and workers).

import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | null = null;

export function projectRoot(): string {
  if (root !== null) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'cards'))) return (root = dir);
    const up = dirname(dir);
    if (up === dir) throw new Error('cannot find the balance-lab project root (package.json beside cards/)');
    dir = up;
  }
}

export function projectPath(...parts: string[]): string {
  return join(projectRoot(), ...parts);
}

/** The card files (.yaml, .yml) in a folder, as paths in name order: a set loads the same ids wherever it runs. */
export function cardFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}
