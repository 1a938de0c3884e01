// The faults of runs spread over worker processes through a real redis-server (bullmq.test.ts
// has the rest): after kill -9 of a worker mid-batch and of the coordinator, and after Redis
// restarts empty, the run ends with the summary.json of a local run; a batch that fails every
// attempt is recorded with its seeds and the rest is played. Each plays tens of thousands of
// matches across several processes, so they run in test:slow. Needs `npm run build`.

import { hostname } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { matchSeed } from '../../src/core/rng.js';
import { QUEUE } from '../../src/sim/distributed/redis.js';
import { cli, writeFile, writeTicTacToePlugin } from '../cli/helpers.js';
import { checkpointed, expectEachMatchRecordedOnce, read, redisLab, startLab, startWorker, untilCheckpointed } from './processes.js';

describe('run --backend bullmq, faults', () => {
  const lab = redisLab('s3cret');

  it('finishes with the summary.json of a local run after kill -9 of a worker mid-batch and of the coordinator', async () => {
    const { redis, dir, workers, bullmq } = lab;
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
    const { redis, dir, workers, bullmq } = lab;
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
    const { redis, dir, workers, bullmq } = lab;
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
});
