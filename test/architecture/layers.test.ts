// The layers of docs/architecture.md ("Layers"): a module imports only from its own layer or a
// lower one, never from a higher one nor from the other folder of its rank; and no CLI command
// module imports another. Imports are read with a regular expression over the sources of src/
// and agents/ (static, re-exports, side-effect and dynamic imports, `typeof import(...)` types).

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** Lowest first; folders on one line are siblings and do not import each other. */
const LAYERS: readonly (readonly string[])[] = [
  ['src/core'],
  ['src/games', 'agents'],
  ['src/experiment'],
  ['src/stats'],
  ['src/sim'],
  ['src/report', 'src/data'],
  ['src/decks'],
  ['src/run'],
  ['src/cli'],
];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

interface Import {
  readonly from: string;
  readonly to: string;
}

/** The folder (layer) a repository path belongs to, or null outside every layer. */
function layerOf(path: string): string | null {
  for (const rank of LAYERS) for (const folder of rank) if (path === folder || path.startsWith(`${folder}/`)) return folder;
  return null;
}

function rankOf(folder: string): number {
  return LAYERS.findIndex((rank) => rank.includes(folder));
}

/** The relative imports of a source text, as repository paths (`.js` written for `.ts`). */
function importsOf(file: string, text: string): Import[] {
  return [...text.matchAll(IMPORT)].map((m) => ({ from: file, to: normalize(join(dirname(file), m[1]!)).replace(/\.js$/, '.ts') }));
}

/** One line per import that breaks the layers. */
function layerViolations(imports: readonly Import[]): string[] {
  const out: string[] = [];
  for (const { from, to } of imports) {
    const a = layerOf(from);
    const b = layerOf(to);
    if (a === null || b === null || a === b) continue;
    const ra = rankOf(a);
    const rb = rankOf(b);
    if (rb > ra) out.push(`${from} imports ${to}: ${a} is below ${b}`);
    else if (rb === ra) out.push(`${from} imports ${to}: ${a} and ${b} are siblings`);
  }
  return out;
}

/** Imports from outside src/games/ of a game's own folder: they go through the registry (src/games/index.ts). */
function gameLeaks(imports: readonly Import[]): string[] {
  return imports.filter(({ from, to }) => !from.startsWith('src/games/') && to.startsWith('src/games/') && to !== 'src/games/index.ts').map(({ from, to }) => `${from} imports ${to}`);
}

/** A command module: it exports the command (`export function runCommand(): Command`). */
const COMMAND_EXPORT = /^export function \w+Command\(\): Command/m;

/** Imports of one command module by another CLI module: only main.ts assembles the commands; what they share is in cli/common.ts. */
function commandCrossings(imports: readonly Import[], commands: ReadonlySet<string>): string[] {
  return imports.filter(({ from, to }) => from.startsWith('src/cli/') && from !== 'src/cli/main.ts' && commands.has(to)).map(({ from, to }) => `${from} imports the command module ${to}`);
}

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).split('\\').join('/'));
}

const FILES = [...sources('src'), ...sources('agents')];
const TEXTS = new Map(FILES.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
const IMPORTS = FILES.flatMap((f) => importsOf(f, TEXTS.get(f)!));
const COMMANDS = new Set(FILES.filter((f) => f.startsWith('src/cli/') && COMMAND_EXPORT.test(TEXTS.get(f)!)));

describe('layers', () => {
  it('every folder of src/ and agents/ has its place in the layers', () => {
    expect(FILES.filter((f) => layerOf(f) === null)).toEqual([]);
  });

  it('no module imports from a higher layer or a sibling', () => {
    expect(IMPORTS.length).toBeGreaterThan(500);
    expect(layerViolations(IMPORTS)).toEqual([]);
  });

  it('no module outside src/games/ reaches into a game folder but through the registry', () => {
    expect(gameLeaks(IMPORTS)).toEqual([]);
  });

  it('no CLI module imports another command module (only main.ts assembles them)', () => {
    expect(COMMANDS.size).toBeGreaterThan(10);
    expect(commandCrossings(IMPORTS, COMMANDS)).toEqual([]);
    const crossing = importsOf('src/cli/tournament.ts', "import { runResolved } from './run.js';\nimport { withRunOptions } from './common.js';");
    expect(commandCrossings(crossing, COMMANDS)).toEqual(['src/cli/tournament.ts imports the command module src/cli/run.ts']);
  });

  it('a statistics module importing the runner, or an agent importing a game, is caught', () => {
    const upward = importsOf('src/stats/summary.ts', "import type { RunOutcome } from '../sim/runner.js';\nconst m = await import('../report/write.js');");
    expect(upward.map((i) => i.to)).toEqual(['src/sim/runner.ts', 'src/report/write.ts']);
    expect(layerViolations(upward)).toEqual(['src/stats/summary.ts imports src/sim/runner.ts: src/stats is below src/sim', 'src/stats/summary.ts imports src/report/write.ts: src/stats is below src/report']);
    const sideways = importsOf('agents/mcts/tree.ts', "import '../../src/games/warsong/game.js';");
    expect(layerViolations(sideways)).toEqual(['agents/mcts/tree.ts imports src/games/warsong/game.ts: agents and src/games are siblings']);
    expect(gameLeaks(sideways)).toEqual(['agents/mcts/tree.ts imports src/games/warsong/game.ts']);
  });

  it('an import within a layer or downwards is allowed', () => {
    const fine = importsOf('src/cli/run.ts', "import { runResolved } from '../run/play-run.js';\nimport { COMMAND, parseCount } from './common.js';\nexport type { X } from '../core/game.js';");
    expect(fine).toHaveLength(3);
    expect(layerViolations(fine)).toEqual([]);
  });
});
