// The models an experiment's agents play with: a distributed run sends them (a worker started in
// another folder, whose own folder holds other weights at the same path, plays the coordinator's
// weights), the experiment's key carries the hash of their files (a resume or a merge with other
// weights is refused), and `agents/models/<game>` names the lab's model from any folder. Needs
// `npm run build` (npm test does it) and redis-server.

import '../../src/games/index.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveModel } from '../../agents/neural/model-file.js';
import { randomNetwork } from '../../agents/neural/network.js';
import { getGame } from '../../src/core/registry.js';
import { Rng } from '../../src/core/rng.js';
import { cli, tempDir, writeFile } from '../cli/helpers.js';
import { startRedis, startWorker, stopWorker } from './processes.js';

const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8');

/** An untrained tic-tac-toe network in `folder`: another seed, other weights, other moves. */
function writeModel(folder: string, seed: number): void {
  const game = getGame('tictactoe');
  const facts = game.variants.find((v) => v.id === game.defaultVariant)!;
  const rng = new Rng(seed);
  const net = randomNetwork({ input: facts.observationLength, hidden: [16], players: facts.players, actions: facts.numDistinctActions }, () => rng.float());
  saveModel(folder, { game: game.id, variant: facts.id, observationShape: facts.observationShape, card: {} }, net);
}

const EXPERIMENT = 'name: net\ngame: tictactoe\nagents: [{type: neural, model: net}, random]\nmatches: 400\nseed: 6\noptions: {taskMs: 10}\n';

describe('models in runs', () => {
  it("a worker started in another folder, which holds other weights at the model's path, plays the coordinator's weights", async () => {
    const home = tempDir();
    const away = tempDir();
    writeModel(join(home, 'net'), 1);
    writeModel(join(away, 'net'), 2);
    const exp = writeFile(home, 'net.yaml', EXPERIMENT);
    // The model path is relative to the working directory: from `away` the same file plays the other weights.
    const [local, other] = await Promise.all([cli(['run', exp, '--workers', '1', '--quiet', '--out', join(home, 'local')], home), cli(['run', exp, '--workers', '1', '--quiet', '--out', join(away, 'other')], away)]);
    expect(local.code, local.stderr).toBe(0);
    expect(other.code, other.stderr).toBe(0);
    expect(read(join(away, 'other'), 'summary.json')).not.toBe(read(join(home, 'local'), 'summary.json'));

    const redis = await startRedis('m0dels');
    try {
      const worker = await startWorker(redis.url, away);
      const remote = await cli(['run', exp, '--backend', 'bullmq', '--redis', redis.url, '--quiet', '--out', join(home, 'remote')], home);
      expect(remote.code, remote.stderr).toBe(0);
      await stopWorker(worker);
      expect(read(join(home, 'remote'), 'summary.json')).toBe(read(join(home, 'local'), 'summary.json'));
      const run = JSON.parse(read(join(home, 'remote'), 'run.json')) as { experiment: { models: { path: string; sha256: string }[] } };
      expect(run.experiment.models).toEqual([{ path: 'net', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown as string }]);
    } finally {
      await redis.stop();
    }
  });

  it('counts a model by the hash of its files: shards or a resume with other weights are another experiment', async () => {
    const dir = tempDir();
    writeModel(join(dir, 'net'), 1);
    const exp = writeFile(dir, 'net.yaml', EXPERIMENT);
    const first = await cli(['run', exp, '--shard', '0/2', '--workers', '1', '--quiet', '--out', join(dir, 'shard-0')], dir);
    expect(first.code, first.stderr).toBe(0);
    writeModel(join(dir, 'net'), 2); // retrained between the two shards
    const second = await cli(['run', exp, '--shard', '1/2', '--workers', '1', '--quiet', '--out', join(dir, 'shard-1')], dir);
    expect(second.code, second.stderr).toBe(0);
    const merged = await cli(['merge', join(dir, 'shard-0'), join(dir, 'shard-1'), '--quiet', '--out', join(dir, 'merged')], dir);
    expect(merged.code).toBe(2);
    expect(merged.stderr).toMatch(/^balance-lab: shard-[01]: a shard of another experiment/);
    const resumed = await cli(['run', exp, '--shard', '0/2', '--workers', '1', '--quiet', '--resume', '--out', join(dir, 'shard-0')], dir);
    expect(resumed.code).toBe(2);
    expect(resumed.stderr).toMatch(/was started from a different experiment \(game, decks, agents, models, matches or seed changed\)/);
  });

  it("finds the lab's agents/models/<game> from any folder", async () => {
    const dir = tempDir();
    const exp = writeFile(dir, 'lab-model.yaml', "name: lab-model\ngame: warsong\nrandomDecks: true\nagents: ['neural:agents/models/warsong', random]\nmatches: 4\nseed: 1\n");
    const r = await cli(['run', exp, '--workers', '1', '--quiet', '--out', join(dir, 'run')], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(read(join(dir, 'run'), 'summary.json'))).toMatchObject({ matches: 4, errors: 0 });
  });
});
