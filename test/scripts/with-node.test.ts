// scripts/with-node.sh, which CI uses to run the tests on Node 24 too: it runs with a PATH of one
// temp folder holding a fake `node` (of the major given to it) and a fake `npm` whose
// `install --prefix DIR node@N` writes a fake node of major N where the `node` package puts its
// binary. Nothing is downloaded.

import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';
import { tempDir } from '../support/temp-dir.js';

const SCRIPT = join(ROOT, 'scripts/with-node.sh');
const BASH = (process.env['PATH'] ?? '').split(delimiter).map((d) => join(d, 'bash')).find((f) => existsSync(f))!;

/** A node that answers `-p <major expression>` and `--version` as Node <major>.0.0, and `-e` by printing "ran on <major>". */
function fakeNode(file: string, major: number): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `#!${BASH}\ncase "$1" in -p) echo ${major};; --version) echo v${major}.0.0;; -e) echo "ran on ${major}";; esac\n`);
  chmodSync(file, 0o755);
}

interface FakeMachine {
  readonly cache: string;
  /** One line per npm call: its arguments. */
  npmCalls(): string[];
  run(...args: string[]): { code: number | null; stdout: string; stderr: string };
}

/** `machineMajor`: the node on PATH; `installs`: the major the fake npm's `node@N` provides (N itself unless given). */
function fakeMachine(machineMajor: number, installs?: number): FakeMachine {
  const bin = tempDir('bl-with-node-');
  const cache = join(bin, 'cache');
  const log = join(bin, 'npm.log');
  fakeNode(join(bin, 'node'), machineMajor);
  writeFileSync(
    join(bin, 'npm'),
    `#!${process.execPath}\nconst fs = require('node:fs'); const path = require('node:path');\nconst args = process.argv.slice(2);\nfs.appendFileSync(${JSON.stringify(log)}, args.join(' ') + '\\n');\n` +
      `const prefix = args[args.indexOf('--prefix') + 1]; const major = ${installs ?? 'Number(args.at(-1).split("@")[1])'};\n` +
      `const node = path.join(prefix, 'node_modules', 'node', 'bin', 'node'); fs.mkdirSync(path.dirname(node), { recursive: true });\n` +
      `fs.writeFileSync(node, '#!${BASH}\\ncase "$1" in -p) echo ' + major + ';; --version) echo v' + major + '.0.0;; -e) echo "ran on ' + major + '";; esac\\n'); fs.chmodSync(node, 0o755);\n`,
  );
  chmodSync(join(bin, 'npm'), 0o755);
  return {
    cache,
    npmCalls: () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []),
    run: (...args) => {
      const r = spawnSync(BASH, [SCRIPT, ...args], { env: { PATH: bin, BALANCE_LAB_NODE_CACHE: cache }, encoding: 'utf8' });
      return { code: r.status, stdout: r.stdout, stderr: r.stderr };
    },
  };
}

describe('scripts/with-node.sh', () => {
  it("runs the command on the machine's node when it is the major asked for, installing nothing", () => {
    const m = fakeMachine(24);
    expect(m.run('24', 'node', '-e', 'x')).toEqual({ code: 0, stdout: 'ran on 24\n', stderr: '' });
    expect(m.npmCalls()).toEqual([]);
  });

  it("otherwise installs the npm registry's node package of that major once, and runs the command with it first on PATH", () => {
    const m = fakeMachine(20);
    const first = m.run('24', 'node', '-e', 'x');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toBe('ran on 24\n');
    const dir = join(m.cache, 'node-24');
    expect(first.stderr).toBe(`installing Node 24 from the npm registry's node package into ${dir}\non Node v24.0.0 (${dir}/node_modules/node/bin/node)\n`);
    expect(m.npmCalls()).toEqual([`install --prefix ${dir} --no-save --no-package-lock --no-audit --no-fund --loglevel=error node@24`]);
    // The second time it is there already.
    expect(m.run('24', 'node', '-e', 'x')).toMatchObject({ code: 0, stdout: 'ran on 24\n' });
    expect(m.npmCalls()).toHaveLength(1);
  });

  it('exits 1 naming what it got when the install gives another major, and 2 on a bad call', () => {
    const m = fakeMachine(20, 22);
    const r = m.run('24', 'node', '-e', 'x');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`npm install node@24 gave no Node 24 in ${join(m.cache, 'node-24')}/node_modules/node/bin (got '22')`);
    const bad = m.run('latest', 'npm', 'test');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('usage: bash scripts/with-node.sh <major> <command...> (e.g. 24 npm test)\n');
  });

  it('is how CI runs the tests on both Node majors (each suite once); package.json engines names the two', () => {
    const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    expect(ci).toMatch(/^bash scripts\/with-node\.sh 20 npm test$/m);
    expect(ci).toMatch(/^bash scripts\/with-node\.sh 20 npm run test:browser$/m);
    expect(ci).toMatch(/^CONFORMANCE_MATCHES=2000 bash scripts\/with-node\.sh 24 npm run test:slow$/m);
    const engines = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines.split(' || ')).toEqual(['^20.10.0', '^24.0.0']);
  });
});
