// scripts/ensure-system-packages.sh on a machine without the packages the tests need: it runs
// with a PATH of one temp folder holding only a fake `id` (root or not) and a fake `apt-get`
// that records its arguments and "installs" a package by writing an executable of its name into
// that folder. redis-server and tmux are hidden that way; nothing is really installed.

import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';
import { tempDir } from '../support/temp-dir.js';

const SCRIPT = join(ROOT, 'scripts/ensure-system-packages.sh');
const BASH = (process.env['PATH'] ?? '').split(delimiter).map((d) => join(d, 'bash')).find((f) => existsSync(f))!;

function executable(file: string, text: string): void {
  writeFileSync(file, text);
  chmodSync(file, 0o755);
}

interface FakeMachine {
  readonly bin: string;
  /** One line per apt-get call: DEBIAN_FRONTEND, then the arguments. */
  aptCalls(): string[];
  run(...packages: string[]): { code: number | null; stdout: string; stderr: string };
}

/** A PATH of one folder; `installs` false makes apt-get succeed without providing anything. */
function fakeMachine(opts: { uid: number; present?: string[]; installs?: boolean }): FakeMachine {
  const bin = tempDir('bl-ensure-pkg-');
  const log = join(bin, 'apt-get.log');
  executable(join(bin, 'id'), `#!${BASH}\n[ "$1" = -u ] && echo ${opts.uid}\n`);
  const install = opts.installs === false ? '' : `for (const p of args.slice(1).filter((a) => !a.startsWith('-'))) { fs.writeFileSync(path.join(${JSON.stringify(bin)}, p), '#!/bin/sh\\n'); fs.chmodSync(path.join(${JSON.stringify(bin)}, p), 0o755); }`;
  executable(
    join(bin, 'apt-get'),
    `#!${process.execPath}\nconst fs = require('node:fs'); const path = require('node:path');\nconst args = process.argv.slice(2);\nfs.appendFileSync(${JSON.stringify(log)}, (process.env.DEBIAN_FRONTEND ?? '-') + ' ' + args.join(' ') + '\\n');\nif (args[0] === 'install') { ${install} }\n`,
  );
  for (const p of opts.present ?? []) executable(join(bin, p), '#!/bin/sh\n');
  return {
    bin,
    aptCalls: () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []),
    run: (...packages) => {
      const r = spawnSync(BASH, [SCRIPT, ...packages], { env: { PATH: bin }, encoding: 'utf8' });
      return { code: r.status, stdout: r.stdout, stderr: r.stderr };
    },
  };
}

describe('scripts/ensure-system-packages.sh', () => {
  it('does nothing when every package is on PATH', () => {
    const m = fakeMachine({ uid: 0, present: ['redis-server', 'tmux'] });
    const r = m.run('redis-server', 'tmux');
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(m.aptCalls()).toEqual([]);
  });

  it('as root, installs the missing redis-server and tmux from Debian\'s archive, without questions, and says so', () => {
    const m = fakeMachine({ uid: 0 });
    const r = m.run('redis-server', 'tmux');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("installing Debian's redis-server tmux, which the tests need (apt-get install -y redis-server tmux)\n");
    expect(m.aptCalls()).toEqual(['noninteractive update -qq', 'noninteractive install -y -qq redis-server tmux']);
    expect(existsSync(join(m.bin, 'redis-server')) && existsSync(join(m.bin, 'tmux'))).toBe(true);
  });

  it('installs only what is missing', () => {
    const m = fakeMachine({ uid: 0, present: ['redis-server'] });
    expect(m.run('redis-server', 'tmux').code).toBe(0);
    expect(m.aptCalls()).toEqual(['noninteractive update -qq', 'noninteractive install -y -qq tmux']);
  });

  it('not as root, names the missing packages and the command in one line, installs nothing and exits 1', () => {
    const m = fakeMachine({ uid: 1000 });
    const r = m.run('redis-server', 'tmux');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("the tests need Debian's redis-server tmux: install with `sudo apt-get install -y redis-server tmux` and rerun\n");
    expect(m.aptCalls()).toEqual([]);
  });

  it('exits 1 naming the package when apt-get ran yet the command is still missing', () => {
    const m = fakeMachine({ uid: 0, installs: false });
    const r = m.run('tmux');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("apt-get install -y tmux ran, yet 'tmux' is still not on PATH");
  });

  it('is what npm test, test:slow and test:browser run first, with the packages their tests use', () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['test']).toMatch(/^bash scripts\/ensure-system-packages\.sh redis-server tmux && /);
    expect(scripts['test:slow']).toMatch(/^bash scripts\/ensure-system-packages\.sh redis-server && /);
    expect(scripts['test:browser']).toMatch(/^bash scripts\/ensure-system-packages\.sh chromium && /);
  });
});
