// What a worker must share with the coordinator to give the same results: the lab's version and
// a hash of the compiled code that decides them (rules, agents, match plans and card patches,
// match loop, statistics). A worker built from other sources would count other matches under the
// same job ids, so it is refused.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { projectPath } from '../../core/paths.js';

export interface LabIdentity {
  readonly version: string;
  readonly build: string;
}

/** The compiled folders whose code decides match results (report and CLI code does not). */
const DECISIVE = ['src/core', 'src/games', 'src/experiment', 'src/sim', 'src/stats', 'agents'];

let cached: LabIdentity | null = null;

export function labIdentity(): LabIdentity {
  if (cached) return cached;
  const dist = projectPath('dist');
  const hash = createHash('sha256');
  for (const dir of DECISIVE) {
    for (const file of jsFiles(join(dist, dir))) hash.update(relative(dist, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  const pkg = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string };
  return (cached = { version: pkg.version, build: hash.digest('hex').slice(0, 12) });
}

export function describeIdentity(id: LabIdentity): string {
  return `balance-lab ${id.version} (build ${id.build})`;
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}
