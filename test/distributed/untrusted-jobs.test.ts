// A worker treats whatever it reads from Redis as untrusted (docs/distributed.md, "What a worker
// accepts"): a job that is not a lab batch, whose key is not its experiment's, whose range lies
// outside its experiment or across a block, or whose agent names a model that did not come with
// it is failed with one line, and the worker goes on serving (a later genuine run on it gives the
// summary.json of a local run). A stopping worker ends its batches between two matches and puts
// them back, also with Redis gone; an outage is one note; a second Ctrl-C leaves no temp folder.
// Needs `npm run build` (npm test does it) and redis-server.

import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labIdentity } from '../../src/sim/distributed/identity.js';
import { jobId, runPayload } from '../../src/sim/distributed/jobs.js';
import { QUEUE } from '../../src/sim/distributed/redis.js';
import type { ResolvedExperiment } from '../../src/experiment/resolved.js';
import { loadExperiment } from '../../src/sim/experiment.js';
import { experimentKey } from '../../src/sim/runner.js';
import { cli, tempDir, writeFile } from '../cli/helpers.js';
import type { LabProcess, RedisServer } from './processes.js';
import { startRedis, startWorker, stopWorker } from './processes.js';

const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8');

/** Resolves once the job is in `state`, polling Redis. */
async function untilState(queue: Queue, id: string, state: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const now = await queue.getJobState(id);
    if (now === state) return;
    if (Date.now() > until) throw new Error(`job ${id} is ${now}, not ${state}, after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The job a coordinator would add for matches [start, end) of `exp`, with `changes` made to it. */
function batch(exp: ResolvedExperiment, start: number, end: number, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...runPayload(exp, experimentKey(exp), labIdentity()), start, end, ...changes };
}

const stillRunning = (w: LabProcess): boolean => w.child.exitCode === null && w.child.signalCode === null;
const tempFolders = (dir: string): string[] => readdirSync(dir).filter((f) => f.startsWith('balance-lab-worker-'));

describe('a worker that trusts no job', () => {
  let redis: RedisServer;
  let dir: string;
  let connection: Redis;
  let queue: Queue;

  beforeAll(async () => {
    redis = await startRedis('s3cret');
    dir = tempDir();
    connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    queue = new Queue(QUEUE, { connection });
    // This test stops Redis under its own connection too: it reconnects quietly.
    connection.on('error', () => undefined);
    queue.on('error', () => undefined);
  });
  afterAll(async () => {
    await queue.close();
    connection.disconnect();
    await redis.stop();
  });

  it('fails a foreign job, a forged key, a range outside its experiment or across a block, and a model that did not come with it, one line each, and goes on serving', async () => {
    const file = writeFile(dir, 'genuine.yaml', 'name: genuine\ngame: tictactoe\nagents: [random, heuristic]\nmatches: 2000\nseed: 1\noptions: {taskMs: 10}\n');
    const genuine = await loadExperiment(file);
    const otherSeed = { ...genuine, seed: 2 };
    const withModel = { ...genuine, agents: [{ label: 'neural', spec: { type: 'neural', model: '/etc' } }, genuine.agents[1]!] };
    const forged: [string, Record<string, unknown>, string][] = [
      ['foreign', { hello: 'not a batch' }, 'it is not a balance-lab batch'],
      // The genuine run's key with another seed: once, a worker kept the experiment under that key.
      ['forged-key', batch(otherSeed, 0, 10, { key: experimentKey(genuine) }), `its key ${experimentKey(genuine)} is not the key of the experiment it carries (${experimentKey(otherSeed)})`],
      ['forged-range', batch(genuine, 0, 2e9), "its matches 0-1999999999 go past the experiment's 2000"],
      ['forged-block', batch(genuine, 0, 100), 'its matches 0-99 cross a block of 32 matches, as no batch of the lab does'],
      ['forged-model', batch(withModel, 0, 10), 'agent neural plays the model at /etc, which does not come with the job'],
    ];
    for (const [id, data] of forged) await queue.add('batch', data, { jobId: id, attempts: 3 });
    const worker = await startWorker(redis.url, dir);
    for (const [id] of forged) await untilState(queue, id, 'failed');
    for (const [id, , reason] of forged) {
      expect((await queue.getJob(id))!.failedReason).toBe(reason);
      expect(worker.stderr().split('\n').filter((l) => l.includes(`failed job ${id}:`))).toEqual([`worker ${hostname()}:${worker.child.pid}: failed job ${id}: ${reason}`]);
    }
    expect(worker.stderr()).not.toMatch(/refused|\n\s+at /);
    expect(stillRunning(worker)).toBe(true);

    // The same worker then plays the genuine run as a local run does.
    const [local, remote] = await Promise.all([cli(['run', file, '--workers', '1', '--quiet', '--out', join(dir, 'local')], dir), cli(['run', file, '--backend', 'bullmq', '--redis', redis.url, '--quiet', '--out', join(dir, 'remote')], dir)]);
    expect(remote.code, remote.stderr).toBe(0);
    expect(local.code).toBe(0);
    expect(read(join(dir, 'remote'), 'summary.json')).toBe(read(join(dir, 'local'), 'summary.json'));
    await stopWorker(worker);
    await queue.obliterate({ force: true });
  });

  it('ends the batches in hand between two matches when stopped, and puts them back; with Redis gone it says so once and still stops', async () => {
    // A batch of 10,000 MCTS matches (minutes): a worker that finished its batches first would not stop.
    const file = writeFile(dir, 'long.yaml', 'name: long\ngame: tictactoe\nagents: [{type: mcts, iterations: 200}, random]\nmatches: 640000\nseed: 3\n');
    const exp = await loadExperiment(file);
    const id = jobId(experimentKey(exp), 0, 10_000);
    const home = (name: string): string => {
      const d = join(dir, name);
      mkdirSync(d);
      return d;
    };

    const termed = home('termed');
    await queue.add('batch', batch(exp, 0, 10_000), { jobId: id });
    const worker = await startWorker(redis.url, termed);
    await untilState(queue, id, 'active');
    const t0 = Date.now();
    worker.child.kill('SIGTERM');
    expect((await worker.exited).code).toBe(0);
    expect(Date.now() - t0).toBeLessThan(10_000);
    await untilState(queue, id, 'waiting', 5000);
    expect((await queue.getJob(id))!.attemptsMade).toBe(0);
    expect(tempFolders(termed)).toEqual([]);

    // Redis stopped under two workers: one note each, no stack dumps; SIGTERM still stops one, and
    // a second Ctrl-C stops the other at once, which removes its folder of card files all the same.
    const orphan = home('orphan');
    const twice = home('twice');
    const [alone, hasty] = await Promise.all([startWorker(redis.url, orphan), startWorker(redis.url, twice)]);
    expect(tempFolders(twice)).toHaveLength(1);
    await redis.stop();
    await Promise.all([alone.said(/Redis: .*ECONNREFUSED.*\(retrying\)/), hasty.said(/Redis: .*ECONNREFUSED/)]);
    await new Promise((r) => setTimeout(r, 3000)); // several reconnection attempts
    alone.child.kill('SIGTERM');
    hasty.child.kill('SIGINT');
    await hasty.said(/stopping/);
    hasty.child.kill('SIGINT');
    expect((await hasty.exited).code).toBe(130);
    expect(tempFolders(twice)).toEqual([]);
    expect((await alone.exited).code).toBe(0);
    const lines = alone.stderr().trim().split('\n');
    expect(lines.every((l) => l.startsWith('worker ')), alone.stderr()).toBe(true);
    expect(lines.filter((l) => /Redis: .*ECONNREFUSED/.test(l))).toHaveLength(1);
    expect(alone.stderr()).toMatch(/Redis does not answer: stopping without it/);
    expect(tempFolders(orphan)).toEqual([]);
    await redis.restart();
  });
});
