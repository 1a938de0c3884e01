// Runs the built CLI (dist/) in a child process, as a user would.

import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LAB_V8_FLAGS } from '../../src/cli/launch.js';

export { tempDir } from '../support/temp-dir.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const BIN = join(ROOT, 'bin/balance-lab.js');

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `balance-lab <args>` with the lab's V8 flags given, as its launcher starts it: started bare,
 * bin/balance-lab.js starts itself again with them (src/cli/launch.ts), a second Node process per
 * command that the tests' hundreds of commands need not pay for. The tests that stop or kill a
 * command spawn bin/balance-lab.js bare, so the launcher's signals and exit codes stay tested.
 */
export function cli(args: readonly string[], cwd: string): Promise<CliResult> {
  return runScript(BIN, args, cwd, {}, LAB_V8_FLAGS);
}

/** Runs a built script with node (and `nodeFlags`) in a child process (`env` added to this process's environment). */
export function runScript(script: string, args: readonly string[], cwd: string, env: Record<string, string> = {}, nodeFlags: readonly string[] = []): Promise<CliResult> {
  return new Promise((res) => {
    const child = spawn(process.execPath, [...nodeFlags, script, ...args], { cwd, env: { ...process.env, FORCE_COLOR: '0', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code, signal) => res({ code, signal, stdout, stderr }));
  });
}

export function writeFile(dir: string, name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

/**
 * Writes a plugin module (for an experiment's `plugins`) that registers a test-only game: the
 * built tic-tac-toe under another id, whose `newMatch(setup, seed)` runs `newMatch` (JavaScript
 * that may call `ticTacToe.newMatch(setup, seed)` and must return a state).
 */
export function writeTicTacToePlugin(dir: string, file: string, id: string, newMatch: string): string {
  const dist = (p: string): string => JSON.stringify(pathToFileURL(join(ROOT, 'dist', p)).href);
  return writeFile(
    dir,
    file,
    `import { registerGame } from ${dist('src/core/registry.js')};
import { ticTacToe } from ${dist('src/games/tictactoe/tictactoe.js')};
registerGame({ ...ticTacToe, id: ${JSON.stringify(id)}, name: ${JSON.stringify(`${id} (a test game)`)}, newMatch(setup, seed) {
${newMatch}
} });
`,
  );
}
