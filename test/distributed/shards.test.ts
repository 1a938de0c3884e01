// Runs split over machines without Redis (a Kubernetes Indexed Job): `run --shard k/N` plays a
// part of the matches, `merge` adds the parts into the report a single machine would write.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir, writeFile } from '../cli/helpers.js';

const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8');

describe('run --shard and merge', () => {
  it('give the summary.json of a local run, also with a confirmation run', async () => {
    const dir = tempDir();
    const exp = writeFile(dir, 'split.yaml', 'name: split\ngame: kuhn\nagents: [random, heuristic]\nconfirmWith: [greedy, heuristic]\nmatches: 3000\nseed: 8\n');
    const shards = [0, 1, 2].map((k) => join(dir, `shard-${k}`));
    const runs = await Promise.all([
      cli(['run', exp, '--workers', '1', '--quiet', '--out', join(dir, 'local')], dir),
      ...shards.map((out, k) => cli(['run', exp, '--shard', `${k}/3`, '--workers', '1', '--quiet', '--out', out], dir)),
    ]);
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    expect(runs[1]!.stdout).toBe(`shard: ${shards[0]} (combine all 3 with: npx balance-lab merge <shard folders> --out <folder>)\n`);
    expect(JSON.parse(read(shards[1]!, 'run.json'))).toMatchObject({ shard: { index: 1, count: 3, matches: [1000, 2000] } });

    // In any order: shards add.
    const merged = await cli(['merge', shards[2]!, shards[0]!, shards[1]!, '--quiet', '--out', join(dir, 'merged')], dir);
    expect(merged.stderr).toBe('');
    expect(merged.code).toBe(0);
    const summary = read(join(dir, 'merged'), 'summary.json');
    expect(summary).toBe(read(join(dir, 'local'), 'summary.json'));
    expect(JSON.parse(summary).confirmation.agents.map((a: { label: string }) => a.label)).toEqual(['greedy', 'heuristic']);

    const missing = await cli(['merge', shards[0]!, shards[2]!, '--out', join(dir, 'partial')], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('balance-lab: <shard-dir...>: matches 1000-1999 are in no shard given (add the missing shard)\n');
    const twice = await cli(['merge', shards[0]!, shards[0]!, shards[1]!, shards[2]!, '--out', join(dir, 'partial')], dir);
    expect(twice.code).toBe(2);
    // Paths in messages are relative to where the user stands.
    expect(twice.stderr).toBe(`balance-lab: shard-0: matches 0-999 are in two shards (give each shard once)\n`);
    const bad = await cli(['run', exp, '--shard', '3/3', '--out', join(dir, 'none')], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^balance-lab: --shard: expected k\/N with 0 <= k < N/);
  });
});
