// The lab's V8 settings, given to the process when it starts.
//
// The rules engines are many small functions called millions of times, and TurboFan stops
// inlining into an optimised function once 920 bytes of bytecode are inlined (Node 20's
// default). The lab raises that budget (docs/performance.md has the measurements). V8 flags
// belong on the command line: one set while the program runs applies only to what is compiled
// afterwards, and Node refuses V8 flags in a worker's execArgv (workers inherit the process's).
// So the CLI and the speed tools call runWithLabFlags() first: in a process started with the
// flags it returns at once, otherwise it starts the same script again in a child process that
// has them and ends with the child's status.

import { spawn } from 'node:child_process';

/** V8 flags every process that plays matches starts with. */
export const LAB_V8_FLAGS: readonly string[] = ['--max-inlined-bytecode-size-cumulative=3000'];

export function hasLabFlags(): boolean {
  return LAB_V8_FLAGS.every((f) => process.execArgv.includes(f));
}

/**
 * Returns when this process has LAB_V8_FLAGS. Otherwise runs this script again with them in a
 * child process and never returns: signals sent to this process are passed on, and it exits
 * with the child's exit code (or is killed by the child's signal). The child runs in its own
 * process group, so a Ctrl-C reaches it once, through here; if this process dies (kill -9),
 * the child ends too.
 */
export async function runWithLabFlags(): Promise<void> {
  if (hasLabFlags()) {
    watchLauncher();
    return;
  }
  const child = spawn(process.execPath, [...process.execArgv, ...LAB_V8_FLAGS, ...process.argv.slice(1)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal !== null) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
  await new Promise<never>(() => {});
}

/** In a child started by runWithLabFlags: end at once when the launcher is gone. */
function watchLauncher(): void {
  const channel = process.channel;
  if (channel === undefined) return;
  // The channel only tells of the launcher's end: it must not keep this process alive.
  channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGKILL'));
}
