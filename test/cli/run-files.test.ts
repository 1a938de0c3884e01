// Runs that lose nothing and files that say what is wrong with them: a run (or shard) stopped
// after its last checkpoint, before or while writing its report (a kill, a full disk), is
// finished by --resume; a full disk is one line; every report file is written whole; garbled
// checkpoints and run.json files, and an --out that cannot be written, are one line naming the
// file (exit 2); a shard never goes on in another shard's folder; and the command printed after
// Ctrl-C continues the run with the overrides it was started with.

import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CliResult } from './helpers.js';
import { BIN, cli, tempDir, writeFile } from './helpers.js';

const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8');

/** Exit code 2, one line on stderr matching `line`, no stack. */
function expectOneLine(r: CliResult, code: number, line: RegExp): void {
  expect(r.code, r.stderr).toBe(code);
  expect(r.stderr.trimEnd().split('\n'), r.stderr).toEqual([expect.stringMatching(line)]);
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
}

/** Makes `dir/name.tmp` a link to /dev/full: writing the file there fails as on a full disk (ENOSPC), unprivileged. */
function fullDiskFor(dir: string, name: string): void {
  mkdirSync(dir, { recursive: true });
  symlinkSync('/dev/full', join(dir, `${name}.tmp`));
}

describe('run files', () => {
  let dir = '';
  let exp = '';
  beforeAll(async () => {
    dir = tempDir();
    exp = writeFile(dir, 'small.yaml', 'name: small\ngame: tictactoe\nagents: [random, heuristic]\nmatches: 600\nseed: 4\n');
    const whole = await cli(['run', exp, '--workers', '1', '--quiet', '--out', join(dir, 'whole')], dir);
    expect(whole.code, whole.stderr).toBe(0);
  });

  it('finishes with --resume a run stopped before or while writing its report, and says "disk full" in one line', async () => {
    // Killed between the last checkpoint and the report: the checkpoint (finished) is all there is.
    const killed = join(dir, 'killed');
    cpSync(join(dir, 'whole'), killed, { recursive: true });
    for (const f of readdirSync(killed)) if (f !== 'checkpoint.json') rmSync(join(killed, f));
    const resumed = await cli(['run', exp, '--workers', '1', '--quiet', '--resume', '--out', killed], dir);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(read(killed, 'summary.json')).toBe(read(join(dir, 'whole'), 'summary.json'));
    expect(JSON.parse(read(killed, 'run.json'))).toMatchObject({ timings: { resumed: true } });
    const again = await cli(['run', exp, '--workers', '1', '--quiet', '--resume', '--out', killed], dir);
    expectOneLine(again, 2, /nothing to resume: the run in .* is finished/);

    // The disk fills while index.html is written: no part of it is left, nor run.json.
    const full = join(dir, 'full');
    fullDiskFor(full, 'index.html');
    const stopped = await cli(['run', exp, '--workers', '1', '--quiet', '--out', full], dir);
    expectOneLine(stopped, 1, new RegExp(`^balance-lab: disk full: cannot write ${full}/index\\.html \\(ENOSPC\\); free space, then continue with: npx balance-lab run ${exp} --resume --out ${full}$`));
    expect(readdirSync(full).filter((f) => /index\.html|run\.json/.test(f))).toEqual([]);
    expect(read(full, 'summary.json')).toBe(read(join(dir, 'whole'), 'summary.json'));
    const hint = /continue with: npx balance-lab (.*)$/m.exec(stopped.stderr)![1]!;
    const finished = await cli([...hint.split(' '), '--quiet'], dir);
    expect(finished.code, finished.stderr).toBe(0);
    expect(read(full, 'index.html')).toBe(read(killed, 'index.html').replace(/killed/g, 'full'));
    expect(existsSync(join(full, 'run.json'))).toBe(true);

    // compare on a full disk: one line, and no compare.html cut short.
    const cmp = join(dir, 'cmp');
    fullDiskFor(cmp, 'compare.html');
    const compared = await cli(['compare', join(dir, 'whole'), killed, '--out', cmp], dir);
    expect(compared.code).toBe(1);
    expect(compared.stderr).toMatch(new RegExp(`^balance-lab: disk full: cannot write ${cmp}/compare\\.html \\(ENOSPC\\); free space, then compare again\\n$`));
    expect(readdirSync(cmp).sort()).toEqual(['compare.csv', 'compare.md']);
  });

  it('finishes a shard stopped before its run.json, and never goes on with a shard in another shard\'s folder; the printed command keeps the overrides', async () => {
    const shards = [0, 1].map((k) => join(dir, `shard-${k}`));
    const played = await Promise.all(shards.map((out, k) => cli(['run', exp, '--shard', `${k}/2`, '--workers', '1', '--quiet', '--out', out], dir)));
    for (const r of played) expect(r.code, r.stderr).toBe(0);
    rmSync(join(shards[1]!, 'run.json'));
    const merged = join(dir, 'merged');
    const early = await cli(['merge', ...shards, '--quiet', '--out', merged], dir);
    expectOneLine(early, 2, /^balance-lab: shard-1\/run\.json: no run\.json: the shard played its matches but stopped before writing it \(write it with npx balance-lab run <experiment> --shard k\/N --resume --out .*shard-1\)$/);
    expect(existsSync(merged)).toBe(false);
    const rewritten = await cli(['run', exp, '--shard', '1/2', '--workers', '1', '--quiet', '--resume', '--out', shards[1]!], dir);
    expect(rewritten.code, rewritten.stderr).toBe(0);
    const done = await cli(['merge', ...shards, '--quiet', '--out', merged], dir);
    expect(done.code, done.stderr).toBe(0);
    expect(read(merged, 'summary.json')).toBe(read(join(dir, 'whole'), 'summary.json'));

    // A shard with overrides stopped by Ctrl-C: its printed command has them all.
    const big = join(dir, 'big-0');
    const child = spawn(process.execPath, [BIN, 'run', exp, '--matches', '200000', '--seed', '9', '--shard', '0/2', '--workers', '1', '--out', big], { cwd: dir, env: { ...process.env, FORCE_COLOR: '0' } });
    let stderr = '';
    const started = new Promise<void>((res) => child.stderr.on('data', (d: Buffer) => ((stderr += d.toString()), /running/.test(stderr) && res())));
    const exited = new Promise<number | null>((res) => child.on('close', (code) => res(code)));
    await started;
    await new Promise((r) => setTimeout(r, 300));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    const hint = /continue with: npx balance-lab (.*)$/m.exec(stderr)?.[1];
    expect(hint).toBe(`run ${exp} --matches 200000 --seed 9 --shard 0/2 --resume --out ${big}`);
    const elsewhere = await cli(hint!.replace('--shard 0/2', '--shard 1/2').split(' '), dir);
    expectOneLine(elsewhere, 2, /big-0 holds the shard of matches 0-99999, not the shard of matches 100000-199999 \(give the --shard it was started with, or another --out\)$/);
    const resumed = await cli([...hint!.split(' '), '--quiet'], dir);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(JSON.parse(read(big, 'checkpoint.json'))).toMatchObject({ finished: true, done: [[0, 100000]], range: [0, 100000] });
  });

  it('garbled checkpoints and run.json files, and an --out that cannot be written, are one line naming the file', async () => {
    const copy = (name: string, from = 'whole'): string => {
      const d = join(dir, name);
      cpSync(join(dir, from), d, { recursive: true });
      return d;
    };
    const shard = join(dir, 'g-shard');
    expect((await cli(['run', exp, '--shard', '0/1', '--workers', '1', '--quiet', '--out', shard], dir)).code).toBe(0);
    const truncated = copy('g-truncated', 'g-shard');
    truncateSync(join(truncated, 'checkpoint.json'), 40);
    const empty = copy('g-empty', 'g-shard');
    writeFileSync(join(empty, 'checkpoint.json'), '');
    const garbled = copy('g-garbled', 'g-shard');
    writeFileSync(join(garbled, 'run.json'), '{"experiment": ');
    const untimed = copy('g-untimed', 'g-shard');
    const info = JSON.parse(read(untimed, 'run.json')) as Record<string, unknown>;
    delete info['timings'];
    writeFileSync(join(untimed, 'run.json'), JSON.stringify(info));
    const unfinished = copy('g-resume');
    writeFileSync(join(unfinished, 'checkpoint.json'), '{"version": 1, "key": "');
    const compared = copy('g-compare');
    truncateSync(join(compared, 'checkpoint.json'), 100);
    const plain = writeFile(dir, 'plain.txt', 'x');
    const out = join(dir, 'g-out');

    const cases: [string[], RegExp][] = [
      [['merge', truncated, '--out', out], /^balance-lab: g-truncated\/checkpoint\.json: not a readable checkpoint \(.*\) \(it was cut short or changed after the lab wrote it: play this run again into a new folder\)$/],
      [['merge', empty, '--out', out], /^balance-lab: g-empty\/checkpoint\.json: not a readable checkpoint \(Unexpected end of JSON input\)/],
      [['merge', garbled, '--out', out], /^balance-lab: g-garbled\/run\.json: not a readable run\.json \(.*JSON.*\) \(delete it and write it again with npx balance-lab run <experiment> --shard k\/N --resume --out .*g-garbled\)$/],
      [['merge', untimed, '--out', out], /^balance-lab: g-untimed\/run\.json: not a readable run\.json \(field timings: /],
      [['run', exp, '--resume', '--out', unfinished], /^balance-lab: g-resume\/checkpoint\.json: not a readable checkpoint/],
      [['compare', join(dir, 'whole'), compared, '--out', out], /^balance-lab: g-compare\/checkpoint\.json: not a readable checkpoint/],
      [['compare', join(dir, 'whole'), join(dir, 'whole'), '--out', join(plain, 'cmp')], /^balance-lab: --out: cannot write to the output folder .*plain\.txt\/cmp \(ENOTDIR\)/],
      [['train', 'tictactoe', '--generations', '1', '--budget', '1m', '--out', join(plain, 'train')], /^balance-lab: --out: cannot write to the output folder .*plain\.txt\/train \(ENOTDIR\)/],
    ];
    const results = await Promise.all(cases.map(([args]) => cli(args, dir)));
    results.forEach((r, k) => expectOneLine(r, 2, cases[k]![1]));
    expect(existsSync(out)).toBe(false);
  });
});
