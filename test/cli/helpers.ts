// Runs balance-lab commands for the tests: in this process (cli), as most tests do, or as a user
// would, the built CLI (dist/) in a child process (spawnCli, runScript).

import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LAB_V8_FLAGS } from '../../src/cli/launch.js';
import { main } from '../../src/cli/program.js';
import { listGames } from '../../src/core/registry.js';

export { tempDir } from '../support/temp-dir.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const BIN = join(ROOT, 'bin/balance-lab.js');

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The process-wide events a command may listen to while it runs; it must stop listening when it ends. */
const PROCESS_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'exit', 'beforeExit'] as const;

let previous: Promise<unknown> = Promise.resolve();

/**
 * Runs `balance-lab <args>` in this process from the sources (src/cli/program.ts), with `cwd` as
 * the working folder, process.argv as the executable's, and what it writes to stdout and stderr
 * captured: each command a test runs in a child process costs a second of CPU to start Node and
 * load the lab. One command runs at a time (the working folder and the output streams belong to
 * the process), so commands started together run one after the other. A command that leaves a
 * game registered (a plugin) or a process listener behind fails here: run it with spawnCli, as
 * are the commands a test stops, kills or signals.
 */
export function cli(args: readonly string[], cwd: string): Promise<CliResult> {
  const result = previous.then(() => runHere(args, cwd));
  previous = result.catch(() => undefined);
  return result;
}

async function runHere(args: readonly string[], cwd: string): Promise<CliResult> {
  const games = listGames().length;
  const listeners = PROCESS_EVENTS.map((e) => process.listenerCount(e));
  const { stdout, stderr } = process;
  const saved = { cwd: process.cwd(), argv: process.argv, exitCode: process.exitCode, out: stdout.write, err: stderr.write, outTty: stdout.isTTY, errTty: stderr.isTTY, color: process.env['FORCE_COLOR'] };
  const captured = { stdout: '', stderr: '' };
  const capture = (stream: 'stdout' | 'stderr') =>
    ((chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
      captured[stream] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      if (done) process.nextTick(done);
      return true;
    }) as typeof stdout.write;
  let code: number;
  try {
    process.chdir(cwd);
    // As the executable sees them (a command may quote its own command line).
    process.argv = [process.execPath, BIN, ...args];
    process.exitCode = undefined;
    process.env['FORCE_COLOR'] = '0';
    // As in a child process whose output goes to a pipe: no progress bars, no colours.
    stdout.isTTY = false;
    stderr.isTTY = false;
    stdout.write = capture('stdout');
    stderr.write = capture('stderr');
    const returned = await main(process.argv);
    code = returned !== 0 ? returned : Number(process.exitCode ?? 0);
  } finally {
    stdout.write = saved.out;
    stderr.write = saved.err;
    stdout.isTTY = saved.outTty;
    stderr.isTTY = saved.errTty;
    if (saved.color === undefined) delete process.env['FORCE_COLOR'];
    else process.env['FORCE_COLOR'] = saved.color;
    process.exitCode = saved.exitCode;
    process.argv = saved.argv;
    process.chdir(saved.cwd);
  }
  if (listGames().length !== games) throw new Error(`balance-lab ${args.join(' ')} registered a game in the test process: run it with spawnCli`);
  const left = PROCESS_EVENTS.filter((e, k) => process.listenerCount(e) !== listeners[k]);
  if (left.length > 0) throw new Error(`balance-lab ${args.join(' ')} left process listeners for ${left.join(', ')}: run it with spawnCli`);
  return { code, signal: null, ...captured };
}

/**
 * Runs `balance-lab <args>` in a child process, the built CLI with the lab's V8 flags given, as
 * its launcher starts it (started bare, bin/balance-lab.js starts itself again with them,
 * src/cli/launch.ts). For the commands that load plugins, and the end-to-end checks of the
 * executable; the tests that stop or kill a command spawn bin/balance-lab.js bare, so the
 * launcher's signals and exit codes stay tested.
 */
export function spawnCli(args: readonly string[], cwd: string): Promise<CliResult> {
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
