// Processes for the distributed tests: a real redis-server on a free loopback port in a temp
// folder, and lab processes (coordinators, workers) started with the lab's V8 flags directly, so
// a SIGKILL reaches the process that plays, not a launcher in front of it.

import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { LAB_V8_FLAGS } from '../../src/cli/launch.js';
import { BIN } from '../cli/helpers.js';
import { tempDir } from '../support/temp-dir.js';

export interface RedisServer {
  /** With the password: every test goes through an authenticated server. */
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
  /** Stops it and starts it again on the same port, empty (no persistence): a crash of Redis. */
  restart(): Promise<void>;
}

function redisServerBinary(): string {
  const found = (process.env['PATH'] ?? '').split(delimiter).map((d) => join(d, 'redis-server')).find((f) => existsSync(f));
  if (!found) throw new Error('redis-server is not installed: `apt-get install -y redis-server` (`npm test` installs it first when missing: scripts/ensure-system-packages.sh)');
  return found;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Starts redis-server (no persistence) and resolves once it accepts connections. */
export async function startRedis(password: string): Promise<RedisServer> {
  const bin = redisServerBinary();
  const dir = tempDir('balance-lab-redis-');
  const launch = async (port: number): Promise<(() => Promise<void>) | null> => {
    const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--requirepass', password], { stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<void>((res) => child.once('exit', () => res()));
    const ready = await new Promise<boolean>((res) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) res(true);
      });
      child.once('exit', () => res(false));
    });
    return ready
      ? async () => {
          child.kill('SIGTERM');
          await exited;
        }
      : null;
  };
  // Another process may take the free port before redis-server binds it: try a few.
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    let stop = await launch(port);
    if (!stop) continue;
    return {
      url: `redis://:${password}@127.0.0.1:${port}`,
      port,
      stop: () => stop!(),
      restart: async () => {
        await stop!();
        stop = await launch(port);
        if (!stop) throw new Error(`redis-server did not start again on port ${port}`);
      },
    };
  }
  throw new Error('redis-server did not start on a free port after 5 tries');
}

export interface LabProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout(): string;
  stderr(): string;
  /** Resolves when stderr has a line matching `re`. */
  said(re: RegExp): Promise<void>;
}

/** Starts `balance-lab <args>` in `cwd`, which is also its temp folder (a worker killed with -9 leaves its card folder there). */
export function startLab(args: readonly string[], cwd: string): LabProcess {
  const child = spawn(process.execPath, [...LAB_V8_FLAGS, BIN, ...args], { cwd, env: { ...process.env, FORCE_COLOR: '0', TMPDIR: cwd } });
  let out = '';
  let err = '';
  const waiting: { re: RegExp; resolve: () => void }[] = [];
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
    for (const w of waiting.splice(0)) {
      if (w.re.test(err)) w.resolve();
      else waiting.push(w);
    }
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => child.once('close', (code, signal) => res({ code, signal })));
  return {
    child,
    exited,
    stdout: () => out,
    stderr: () => err,
    said: (re) =>
      new Promise<void>((resolve, reject) => {
        if (re.test(err)) return resolve();
        waiting.push({ re, resolve });
        void exited.then(() => (re.test(err) ? resolve() : reject(new Error(`exited without saying ${re}: ${err}`))));
      }),
  };
}

/** A worker process, resolved once it waits for batches. */
export async function startWorker(url: string, cwd: string, extra: readonly string[] = []): Promise<LabProcess> {
  const w = startLab(['worker', '--redis', url, '--workers', '1', '--lock-seconds', '2', ...extra], cwd);
  await w.said(/waiting for batches/);
  return w;
}

/** Stops a worker as an operator would (SIGTERM: it finishes the batches in hand) and checks it ended well. */
export async function stopWorker(w: LabProcess): Promise<void> {
  w.child.kill('SIGTERM');
  const { code } = await w.exited;
  if (code !== 0) throw new Error(`worker ended with ${code}: ${w.stderr()}`);
}

/** Matches finished according to the run's checkpoint on disk (0 before the first). */
export function checkpointed(runDir: string): number {
  const f = join(runDir, 'checkpoint.json');
  if (!existsSync(f)) return 0;
  // Written whole then renamed over the last one: once there, it is always complete.
  const c = JSON.parse(readFileSync(f, 'utf8')) as { done: [number, number][] };
  return c.done.reduce((n, [s, e]) => n + e - s, 0);
}

/** Resolves once `runDir`'s checkpoint holds at least `matches`, polling the file. */
export async function untilCheckpointed(runDir: string, matches: number, timeoutMs = 60_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const n = checkpointed(runDir);
    if (n >= matches) return n;
    if (Date.now() > until) throw new Error(`the checkpoint in ${runDir} holds ${n} matches, not ${matches}, after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** What the tests of a distributed test file share: one Redis, one temp folder, the workers a test starts. */
export interface RedisLab {
  readonly redis: RedisServer;
  /** The file's temp folder, where every process runs. */
  readonly dir: string;
  /** The workers a test started: stopped after it when still running. */
  readonly workers: LabProcess[];
  /** The flags that send a run through this Redis. */
  bullmq(): string[];
}

/** Starts redis-server (with `password`) for the tests of a file; after each test its workers stop and Redis is emptied. */
export function redisLab(password: string): RedisLab {
  let redis: RedisServer | undefined;
  let dir = '';
  const workers: LabProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis(password);
    dir = tempDir();
  });
  afterEach(async () => {
    for (const w of workers.splice(0)) if (w.child.exitCode === null && w.child.signalCode === null) await stopWorker(w);
    const client = new Redis(redis!.url);
    await client.flushall();
    client.disconnect();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  return {
    get redis() {
      return redis!;
    },
    get dir() {
      return dir;
    },
    workers,
    bullmq: () => ['--backend', 'bullmq', '--redis', redis!.url],
  };
}

export const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8');

/** Every match of a run's record shards, each exactly once. */
export function expectEachMatchRecordedOnce(runDir: string, matches: number): void {
  const seen = new Uint8Array(matches);
  for (const f of readdirSync(join(runDir, 'records'))) {
    expect(f).toMatch(/^matches-\d+-\d+\.jsonl$/);
    for (const line of read(join(runDir, 'records'), f).trim().split('\n')) seen[(JSON.parse(line) as { index: number }).index]!++;
  }
  expect(seen.every((c) => c === 1)).toBe(true);
}
