// Runs spread over worker processes through a real redis-server on loopback (with a password,
// so every test also checks that it is passed through): the same summary.json as a local run;
// jobs a worker must refuse; bad input. The faults (kill -9 of a worker and of the coordinator,
// Redis restarting empty, a batch that fails every attempt) are in bullmq-faults.slow.test.ts.
// Needs `npm run build` (npm test does it).

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { labIdentity } from '../../src/sim/distributed/identity.js';
import { jobId, runPayload, sha256 } from '../../src/sim/distributed/jobs.js';
import { QUEUE } from '../../src/sim/distributed/redis.js';
import { loadExperiment } from '../../src/sim/experiment.js';
import { experimentKey } from '../../src/sim/runner.js';
import { cli, ROOT, writeFile } from '../cli/helpers.js';
import { expectEachMatchRecordedOnce, freePort, read, redisLab, startLab, startWorker, stopWorker } from './processes.js';

describe('run --backend bullmq', () => {
  const lab = redisLab('s3cret');

  it('plays on 3 worker processes and writes the summary.json of a local run, each match recorded once', async () => {
    const { redis, dir, workers, bullmq } = lab;
    const exp = writeFile(dir, 'three.yaml', 'name: three\ngame: tictactoe\nagents: [random, greedy, heuristic]\nmatches: 6000\nseed: 11\noptions: {taskMs: 10, records: true}\n');
    workers.push(...(await Promise.all([0, 1, 2].map(() => startWorker(redis.url, dir)))));
    const [local, remote] = await Promise.all([cli(['run', exp, '--workers', '2', '--quiet', '--out', join(dir, 'three-local')], dir), cli(['run', exp, ...bullmq(), '--quiet', '--out', join(dir, 'three-remote')], dir)]);
    expect(remote.stderr).toBe('');
    expect(remote.code).toBe(0);
    expect(local.code).toBe(0);
    expect(read(join(dir, 'three-remote'), 'summary.json')).toBe(read(join(dir, 'three-local'), 'summary.json'));
    expectEachMatchRecordedOnce(join(dir, 'three-remote'), 6000);
    const run = JSON.parse(read(join(dir, 'three-remote'), 'run.json')) as { backend: { name: string; redis: string }; timings: { batches: number } };
    expect(run.backend).toMatchObject({ name: 'bullmq', redis: `redis://:***@127.0.0.1:${redis.port}` });
    expect(run.timings.batches).toBeGreaterThanOrEqual(64); // at least one batch per block of matches
    // Every worker played, and the queue is empty: merged jobs are removed once checkpointed.
    await Promise.all(workers.map((w) => stopWorker(w)));
    for (const w of workers) expect(w.stderr()).toMatch(/played [1-9]\d* matches/);
    const client = new Redis(redis.url);
    expect(await client.keys(`bull:${QUEUE}:*.*-*`)).toEqual([]);
    client.disconnect();
  });

  it('a worker stopped the moment it says it waits for batches ends well', async () => {
    const { redis, dir } = lab;
    // Three times: it once said so before it handled SIGTERM, and about half such signals killed it.
    for (let k = 0; k < 3; k++) {
      const w = await startWorker(redis.url, dir);
      w.child.kill('SIGTERM');
      expect(await w.exited).toEqual({ code: 0, signal: null });
    }
  });

  it('puts back a job from another lab build and stops with one line; fails a job whose cards disagree with it, one line each, and goes on', async () => {
    const { redis, dir, workers } = lab;
    const cards = join(ROOT, 'cards', 'coin');
    const file = writeFile(dir, 'coin.yaml', `name: coin\ngame: coin\ncards: ${cards}\nagents: [random]\nmatches: 100\nseed: 1\n`);
    const exp = await loadExperiment(file);
    const key = experimentKey(exp);
    const payload = runPayload(exp, key, labIdentity());
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUE, { connection });
    const id = jobId(key, 0, 10);
    await queue.add('batch', { ...payload, lab: { version: '9.9.9', build: 'other' }, start: 0, end: 10 }, { jobId: id });
    const w = startLab(['worker', '--redis', redis.url, '--workers', '1'], dir);
    expect((await w.exited).code).toBe(2);
    expect(w.stderr().trim().split('\n').filter((l) => l.startsWith('balance-lab:')), w.stderr()).toEqual([
      expect.stringMatching(/refused job .*: it comes from balance-lab 9\.9\.9 \(build other\) and this worker is balance-lab \S+ \(build [0-9a-f]+\): run the same lab on every machine$/),
    ]);
    expect(await queue.getJobState(id)).toBe('waiting');
    expect((await queue.getJob(id))!.attemptsMade).toBe(0);
    await queue.obliterate({ force: true });

    // Card files edited after the run started: their own hashes agree, the card set's does not.
    // No worker would play such a job: it fails, and the worker goes on.
    const edited = payload.cards.map((c) => ({ ...c, text: c.text.replace(/\n/, '\n# edited\n') }));
    const rehashed = edited.map((c) => ({ ...c, sha256: sha256(c.text) }));
    const bad: [string, object, RegExp][] = [
      ['set-hash', { ...payload, cards: rehashed }, /its card files give card-set hash [0-9a-f]+ here, the experiment says [0-9a-f]+$/],
      ['file-hash', { ...payload, cards: edited }, /card file \S+ does not match its hash$/],
    ];
    // Matches 0-1: one block of this 100-match run (a batch across blocks fails on its own).
    for (const [name, data] of bad) await queue.add('batch', { ...data, start: 0, end: 2 }, { jobId: name });
    const worker = await startWorker(redis.url, dir);
    workers.push(worker);
    for (const [name, , why] of bad) {
      await worker.said(new RegExp(`failed job ${name}: `));
      expect(worker.stderr().split('\n').filter((l) => l.includes(`failed job ${name}: `))).toEqual([expect.stringMatching(why)]);
      // The line is said just before BullMQ moves the job to failed.
      for (let t = 0; t < 100 && (await queue.getJobState(name)) !== 'failed'; t++) await new Promise((r) => setTimeout(r, 50));
      expect(await queue.getJobState(name)).toBe('failed');
    }
    expect(worker.child.exitCode).toBeNull();
    await queue.close();
    connection.disconnect();
  });

  it('refuses bad input with one line and exit code 2 before anything is played', async () => {
    const { redis, dir, bullmq } = lab;
    const exp = writeFile(dir, 'small.yaml', 'name: small\ngame: tictactoe\nagents: [random]\nmatches: 10\nseed: 1\n');
    const closed = `redis://127.0.0.1:${await freePort()}`;
    const cases: [string[], RegExp][] = [
      [['run', exp, '--backend', 'bullmq', '--redis', closed, '--out', join(dir, 'never')], /^balance-lab: --redis: cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+: ECONNREFUSED \(check the host/],
      [['run', exp, '--backend', 'bullmq', '--redis', redis.url.replace('s3cret', 'wrong'), '--out', join(dir, 'never')], /^balance-lab: --redis: cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+: WRONGPASS/],
      [['run', exp, '--backend', 'bullmq', '--redis', 'http://127.0.0.1:6379', '--out', join(dir, 'never')], /^balance-lab: --redis: expected a redis:\/\/ or rediss:\/\/ URL, got 'http:\/\/127\.0\.0\.1:6379\/'$/],
      [['run', exp, '--backend', 'bullmq', '--out', join(dir, 'never')], /^balance-lab: --redis: no Redis server given \(pass --redis/],
      [['run', exp, '--redis', redis.url, '--out', join(dir, 'never')], /^balance-lab: --redis: --redis is for runs spread over machines \(add --backend bullmq\)$/],
      [['run', exp, ...bullmq(), '--redis-ca', join(dir, 'none.pem'), '--out', join(dir, 'never')], /^balance-lab: --redis-ca: TLS files need a rediss:\/\/ URL$/],
      [['worker', '--redis', closed], /^balance-lab: --redis: cannot reach Redis at/],
    ];
    const results = await Promise.all(cases.map(([args]) => cli(args, dir)));
    results.forEach((r, k) => {
      const [args, message] = cases[k]!;
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toEqual([expect.stringMatching(message)]);
    });
    expect(() => readdirSync(join(dir, 'never'))).toThrow();
  });
});
