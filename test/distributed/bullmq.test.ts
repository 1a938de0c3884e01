// Runs spread over worker processes through a real redis-server on loopback (with a password,
// so every test also checks that it is passed through): the same summary.json as a local run,
// also after kill -9 of a worker and of the coordinator; a batch that fails every attempt; runs
// and jobs a worker must refuse; bad input. Needs `npm run build` (npm test does it).

import { readdirSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchSeed } from '../../src/core/rng.js';
import { labIdentity } from '../../src/sim/distributed/identity.js';
import { jobId, runPayload, sha256 } from '../../src/sim/distributed/jobs.js';
import { QUEUE } from '../../src/sim/distributed/redis.js';
import { loadExperiment } from '../../src/sim/experiment.js';
import { experimentKey } from '../../src/sim/runner.js';
import { cli, ROOT, tempDir, writeFile, writeTicTacToePlugin } from '../cli/helpers.js';
import type { LabProcess, RedisServer } from './processes.js';
import { checkpointed, freePort, startLab, startRedis, startWorker, stopWorker, untilCheckpointed } from './processes.js';

const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8');

/** Every match of a run's record shards, each exactly once. */
function expectEachMatchRecordedOnce(runDir: string, matches: number): void {
  const seen = new Uint8Array(matches);
  for (const f of readdirSync(join(runDir, 'records'))) {
    expect(f).toMatch(/^matches-\d+-\d+\.jsonl$/);
    for (const line of read(join(runDir, 'records'), f).trim().split('\n')) seen[(JSON.parse(line) as { index: number }).index]!++;
  }
  expect(seen.every((c) => c === 1)).toBe(true);
}

describe('run --backend bullmq', () => {
  let redis: RedisServer;
  let dir: string;
  const workers: LabProcess[] = [];
  const bullmq = (): string[] => ['--backend', 'bullmq', '--redis', redis.url];

  beforeAll(async () => {
    redis = await startRedis('s3cret');
    dir = tempDir();
  });
  afterEach(async () => {
    for (const w of workers.splice(0)) if (w.child.exitCode === null && w.child.signalCode === null) await stopWorker(w);
    const client = new Redis(redis.url);
    await client.flushall();
    client.disconnect();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('plays on 3 worker processes and writes the summary.json of a local run, each match recorded once', async () => {
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

  it('finishes with the summary.json of a local run after kill -9 of a worker mid-batch and of the coordinator', async () => {
    const matches = 40000;
    const exp = writeFile(dir, 'kill.yaml', `name: kill\ngame: tictactoe\nagents: [random, heuristic]\nmatches: ${matches}\nseed: 5\noptions: {checkpointSeconds: 0.1, taskMs: 20, records: true}\n`);
    const killedDir = join(dir, 'kill-remote');
    const local = cli(['run', exp, '--workers', '2', '--quiet', '--out', join(dir, 'kill-local')], dir);
    const [doomed, survivor] = await Promise.all([startWorker(redis.url, dir), startWorker(redis.url, dir)]);
    workers.push(survivor);
    const coordinator = startLab(['run', exp, ...bullmq(), '--quiet', '--out', killedDir], dir);

    await untilCheckpointed(killedDir, matches / 10);
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUE, { connection });
    const held = (await queue.getActive()).filter((j) => j.processedBy === `${hostname()}:${doomed.child.pid}`);
    await queue.close();
    connection.disconnect();
    expect(held.length).toBeGreaterThan(0); // it dies holding batches
    doomed.child.kill('SIGKILL');
    expect((await doomed.exited).signal).toBe('SIGKILL');
    await untilCheckpointed(killedDir, matches / 2);
    coordinator.child.kill('SIGKILL');
    expect((await coordinator.exited).signal).toBe('SIGKILL');
    expect(() => read(killedDir, 'summary.json')).toThrow();

    // The survivor finishes the jobs in Redis meanwhile; the resumed coordinator merges those and
    // adds the rest, the batch the dead worker held included once its lock expired.
    workers.push(await startWorker(redis.url, dir));
    const resumed = await cli(['run', exp, ...bullmq(), '--quiet', '--resume', '--out', killedDir], dir);
    expect(resumed.stderr).toBe('');
    expect(resumed.code).toBe(0);
    expect((await local).code).toBe(0);
    expect(read(killedDir, 'summary.json')).toBe(read(join(dir, 'kill-local'), 'summary.json'));
    expectEachMatchRecordedOnce(killedDir, matches);
  });

  it('finishes with the summary.json of a local run when Redis restarts empty mid-run', async () => {
    const matches = 30000;
    const exp = writeFile(dir, 'restart.yaml', `name: restart\ngame: tictactoe\nagents: [random, heuristic]\nmatches: ${matches}\nseed: 9\noptions: {checkpointSeconds: 0.1, taskMs: 20}\n`);
    const runDir = join(dir, 'restart-remote');
    const local = cli(['run', exp, '--workers', '2', '--quiet', '--out', join(dir, 'restart-local')], dir);
    workers.push(await startWorker(redis.url, dir));
    const coordinator = startLab(['run', exp, ...bullmq(), '--out', runDir], dir);
    await untilCheckpointed(runDir, matches / 4);
    // The jobs in flight and their results are lost; everyone reconnects, and the coordinator
    // adds again the jobs Redis no longer knows.
    await redis.restart();
    expect(checkpointed(runDir)).toBeLessThan(matches);
    const { code } = await coordinator.exited;
    expect(coordinator.stderr()).not.toMatch(/internal error/);
    expect(code).toBe(0);
    expect((await local).code).toBe(0);
    expect(read(runDir, 'summary.json')).toBe(read(join(dir, 'restart-local'), 'summary.json'));
  });

  it('records a batch that fails every attempt with its seeds and replay commands, and plays the rest; a worker refuses plugins unless allowed', async () => {
    // A test-only game: tic-tac-toe whose match badIndex ends the thread playing it (as running
    // out of memory would), on every attempt.
    const seed = 3;
    const badIndex = 4321;
    writeTicTacToePlugin(dir, 'poison.mjs', 'poison', `  if (seed === ${matchSeed(seed, badIndex)}) process.exit(3);
  return ticTacToe.newMatch(setup, seed);`);
    const exp = writeFile(dir, 'poison.yaml', `name: poison\ngame: poison\nplugins: [poison.mjs]\nagents: [random, heuristic]\nmatches: 6000\nseed: ${seed}\noptions: {taskMs: 10}\n`);
    const runDir = join(dir, 'poison-remote');
    const coordinator = startLab(['run', exp, ...bullmq(), '--attempts', '2', '--out', runDir], dir);

    const careful = startLab(['worker', '--redis', redis.url, '--workers', '1'], dir);
    expect((await careful.exited).code).toBe(2);
    expect(careful.stderr()).toMatch(/^balance-lab: worker \S+: refused job [0-9a-f]{24}\.\d+-\d+: the run loads plugins \(.*poison\.mjs\); start the worker with --allow-plugins to load them from this machine's disk$/m);
    await coordinator.said(/note: worker \S+ refused this run: the run loads plugins/);

    workers.push(...(await Promise.all([0, 1].map(() => startWorker(redis.url, dir, ['--allow-plugins'])))));
    const { code } = await coordinator.exited;
    expect(coordinator.stderr()).not.toMatch(/internal error/);
    expect(code).toBe(0);
    const s = JSON.parse(read(runDir, 'summary.json')) as { matches: number; errors: number; failures: { index: number; seed: number; message: string }[] };
    const indices = s.failures.map((f) => f.index);
    expect(indices).toContain(badIndex);
    expect(indices).toEqual(Array.from({ length: indices.length }, (_, k) => indices[0]! + k)); // one batch
    expect(s.errors).toBe(indices.length);
    expect(s.matches).toBe(6000 - indices.length);
    const bad = s.failures.find((f) => f.index === badIndex)!;
    expect(bad.seed).toBe(matchSeed(seed, badIndex));
    expect(bad.message).toBe(`the batch of matches ${indices[0]}-${indices.at(-1)} failed 2 times: worker exited with code: 3`);
    expect(read(runDir, 'report.md')).toContain(`\`npx balance-lab replay ${runDir} --match ${badIndex}\``);
  });

  it('puts back a job from another lab build and stops with one line; fails a job whose cards disagree with it, one line each, and goes on', async () => {
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
