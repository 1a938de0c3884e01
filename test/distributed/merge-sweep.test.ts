// `merge` of a sharded run with a sweep writes the sweep report that `run` writes in one go.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir, writeFile } from '../cli/helpers.js';

const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8');

describe('merge with a sweep', () => {
  it('writes sweep.md and sweep.csv equal to those of the unsharded run', async () => {
    const dir = tempDir();
    const exp = writeFile(dir, 'sweep.yaml', 'name: split-sweep\ngame: coin\nrandomDecks: true\nagents: [random]\nmatches: 2000\nseed: 4\nsweep: { tunable: seatAdvantage, values: [-0.2, 0, 0.2] }\n');
    const shards = [0, 1].map((k) => join(dir, `shard-${k}`));
    const runs = await Promise.all([
      cli(['run', exp, '--workers', '1', '--quiet', '--out', join(dir, 'local')], dir),
      ...shards.map((out, k) => cli(['run', exp, '--shard', `${k}/2`, '--workers', '1', '--quiet', '--out', out], dir)),
    ]);
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    const merged = await cli(['merge', shards[1]!, shards[0]!, '--quiet', '--out', join(dir, 'merged')], dir);
    expect(merged.code, merged.stderr).toBe(0);
    expect(merged.stdout).toContain(`sweep: ${join(dir, 'merged', 'sweep.md')}`);
    expect(read(join(dir, 'merged'), 'sweep.md')).toContain('# Sweep of seatAdvantage: split-sweep');
    expect(read(join(dir, 'merged'), 'sweep.md')).toBe(read(join(dir, 'local'), 'sweep.md'));
    expect(read(join(dir, 'merged'), 'sweep.csv')).toBe(read(join(dir, 'local'), 'sweep.csv'));
  }, 120_000);
});
