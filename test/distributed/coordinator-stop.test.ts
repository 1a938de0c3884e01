// Stopping a distributed run and going on with it: Ctrl-C on a coordinator that no worker serves
// says what it waits for, a second Ctrl-C stops it with a command that continues the run (the
// backend, the Redis server without its secrets, and the overrides it was started with), and that
// command ends with the summary.json of a local run. A Redis URL's secrets are shown as *** in
// every form. Needs `npm run build` (npm test does it) and redis-server.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redactedUrl } from '../../src/sim/distributed/redis.js';
import { cli, tempDir, writeFile } from '../cli/helpers.js';
import { startLab, startRedis, startWorker, stopWorker } from './processes.js';

const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8');

/** The words of a printed command as a POSIX shell splits them (plain words and single-quoted ones). */
function shellWords(command: string): string[] {
  return [...command.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : m[2]!));
}

describe('stopping and continuing a distributed run', () => {
  it('says what a stopped coordinator waits for, stops on a second Ctrl-C with a command that continues the run, and that command gives the local summary', async () => {
    const dir = tempDir();
    const redis = await startRedis('s3cret');
    try {
      const exp = writeFile(dir, 'cut.yaml', 'name: cut\ngame: tictactoe\nagents: [random, heuristic]\nmatches: 3000\nseed: 2\noptions: {taskMs: 10}\n');
      // The password as a query parameter (ioredis takes it there too): it must not be printed either.
      const url = `redis://127.0.0.1:${redis.port}?password=s3cret`;
      const out = join(dir, 'cut');
      const coordinator = startLab(['run', exp, '--matches', '2000', '--backend', 'bullmq', '--redis', url, '--out', out], dir);
      await coordinator.said(/running cut/);
      await new Promise((r) => setTimeout(r, 1500)); // its first jobs are in Redis
      coordinator.child.kill('SIGINT');
      await coordinator.said(/note: stopping: waiting for the \d+ batches in flight \(none being played: is a worker running\?\); Ctrl-C again to stop now and leave them in Redis for --resume/);
      coordinator.child.kill('SIGINT');
      expect((await coordinator.exited).code).toBe(130);
      expect(coordinator.stderr()).not.toContain('s3cret');
      const hint = /continue with: npx balance-lab (.*) \(with the secrets of the Redis URL in place of \*\*\*, or without --redis and the URL in BALANCE_LAB_REDIS\)$/m.exec(coordinator.stderr())?.[1];
      expect(hint).toBe(`run ${exp} --matches 2000 --backend bullmq --redis 'redis://127.0.0.1:${redis.port}?password=***' --resume --out ${out}`);

      const worker = await startWorker(redis.url, dir);
      const [resumed, local] = await Promise.all([
        cli([...shellWords(hint!.replace('***', 's3cret')), '--quiet'], dir),
        cli(['run', exp, '--matches', '2000', '--workers', '1', '--quiet', '--out', join(dir, 'local')], dir),
      ]);
      await stopWorker(worker);
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(local.code).toBe(0);
      expect(read(out, 'summary.json')).toBe(read(join(dir, 'local'), 'summary.json'));
      expect(JSON.parse(read(out, 'run.json'))).toMatchObject({ backend: { name: 'bullmq', redis: `redis://127.0.0.1:${redis.port}?password=***` }, timings: { resumed: true } });
    } finally {
      await redis.stop();
    }
  });

  it('never shows the secrets of a Redis URL, parsable or not', async () => {
    expect(redactedUrl('redis://:S3cr/etPW@127.0.0.1:6391')).toBe('redis://***@127.0.0.1:6391');
    expect(redactedUrl('redis://:pw@127.0.0.1:99999')).toBe('redis://***@127.0.0.1:99999');
    expect(redactedUrl('redis://user:pa?ss@host:1')).toBe('redis://***@host:1');
    expect(redactedUrl('redis://host:99999?password=abc')).toBe('redis://host:99999?***');
    expect(redactedUrl('redis://host:6391/2?password=abc&family=6')).toBe('redis://host:6391/2?password=***&family=***');
    expect(redactedUrl('rediss://ops:pw@host:6380/0')).toBe('rediss://ops:***@host:6380/0');
    const dir = tempDir();
    const exp = writeFile(dir, 'small.yaml', 'name: small\ngame: tictactoe\nagents: [random]\nmatches: 10\nseed: 1\n');
    for (const url of ['redis://:S3cr/etPW@127.0.0.1:6391', 'redis://:S3cretPW@127.0.0.1:99999']) {
      const r = await cli(['run', exp, '--backend', 'bullmq', '--redis', url, '--out', join(dir, 'never')], dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^balance-lab: --redis: not a URL: 'redis:\/\/\*\*\*@127\.0\.0\.1:\d+' \(/);
      expect(r.stderr).not.toMatch(/S3cr|etPW/);
    }
  });
});
