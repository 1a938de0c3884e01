// The card texts a run played, kept in its folder (cards/), so that `compare` can name what
// changed between any two runs, even after the card files were edited in place. Written when a
// run starts (a resumed run keeps the texts it started with); cards/index.json lists the files'
// original paths in the set's order, since a card's id follows that order.

import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { CardFileText } from '../core/card-set-loader.js';
import { writeWhole } from '../core/write-whole.js';

export const CARDS_FOLDER = 'cards';
const INDEX = 'index.json';

/** Copies the card files into `<runDir>/cards/` unless the folder already holds them. */
export function keepCardTexts(runDir: string, files: readonly string[]): void {
  const dir = join(runDir, CARDS_FOLDER);
  if (files.length === 0 || existsSync(join(dir, INDEX))) return;
  mkdirSync(dir, { recursive: true });
  files.forEach((file, k) => writeWhole(join(dir, savedName(file, k)), readFileSync(file, 'utf8')));
  // The index last: a folder that has it holds every text.
  writeWhole(join(dir, INDEX), JSON.stringify(files, null, 2) + '\n');
}

/** The texts a run kept, each under its original path; null for a folder without them. */
export function keptCardTexts(runDir: string): CardFileText[] | null {
  const index = join(runDir, CARDS_FOLDER, INDEX);
  if (!existsSync(index)) return null;
  const files = JSON.parse(readFileSync(index, 'utf8')) as string[];
  return files.map((file, k) => ({ file, text: readFileSync(join(runDir, CARDS_FOLDER, savedName(file, k)), 'utf8') }));
}

/** "03-northbourne.yaml": the order in front keeps two files of one name apart. */
function savedName(file: string, k: number): string {
  return `${String(k + 1).padStart(2, '0')}-${basename(file)}`;
}
