// Deck search on the BullMQ backend (issue 47: "on the local pool and on the BullMQ backend"):
// each deck pairing is an experiment of its own, carried by its jobs, and the search's decisions
// are taken from integer counts in a fixed order, so a small search played by worker processes
// through Redis writes the archive and metagame the local pool writes. Needs `npm run build`.

import { join } from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { QUEUE } from '../../src/sim/distributed/redis.js';
import { cli, writeFile } from '../cli/helpers.js';
import { read, redisLab, startWorker, stopWorker } from './processes.js';

const EXPERIMENT = `name: small-search
game: warsong
agents: [heuristic]
matches: 400
seed: 3
deckSearch: {initial: 3, generations: 2, candidates: 2, opponents: 2, reps: 1, metaDecks: 3, metaReps: 1, metaBudget: 60}
`;

/** The report without its wall time and worker count (the only lines that may differ between backends). */
function reportBody(dir: string): string {
  return read(dir, 'deck-search.md')
    .split('\n')
    .filter((l) => !/ s on /.test(l))
    .join('\n');
}

describe('deck-search --backend bullmq', () => {
  const lab = redisLab('d3cks');

  it('two worker processes give the archive, decks.csv and metagame of the local pool; the queue is left empty', async () => {
    const { redis, dir, workers, bullmq } = lab;
    const exp = writeFile(dir, 'small-search.yaml', EXPERIMENT);
    workers.push(...(await Promise.all([0, 1].map(() => startWorker(redis.url, dir)))));
    const [local, remote] = await Promise.all([cli(['deck-search', exp, '--workers', '1', '--quiet', '--out', join(dir, 'local')], dir), cli(['deck-search', exp, ...bullmq(), '--quiet', '--out', join(dir, 'remote')], dir)]);
    expect(remote.stderr).toBe('');
    expect(remote.code).toBe(0);
    expect(local.code).toBe(0);
    expect(read(join(dir, 'remote'), 'decks.csv')).toBe(read(join(dir, 'local'), 'decks.csv'));
    expect(reportBody(join(dir, 'remote'))).toBe(reportBody(join(dir, 'local')));
    expect(read(join(dir, 'remote'), 'meta-experiment.yaml')).toBe(read(join(dir, 'local'), 'meta-experiment.yaml'));
    await Promise.all(workers.map((w) => stopWorker(w)));
    for (const w of workers) expect(w.stderr()).toMatch(/played [1-9]\d* matches/);
    // Each pairing's jobs are removed once merged: no run checkpoint will name them.
    const client = new Redis(redis.url);
    expect(await client.keys(`bull:${QUEUE}:*.*-*`)).toEqual([]);
    client.disconnect();
  }, 300_000);

  it('--workers with --backend bullmq is bad input, before anything is played', async () => {
    const { dir } = lab;
    const exp = writeFile(dir, 'small-search.yaml', EXPERIMENT);
    const r = await cli(['deck-search', exp, ...lab.bullmq(), '--workers', '2', '--out', join(dir, 'bad')], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--workers/);
  });
});
