// The worker pool. The worker file is always the compiled one in dist/, also when the pool is
// created from TypeScript sources (vitest): worker threads cannot load .ts files.

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { InternalError } from '../core/errors.js';
import { projectPath } from '../core/paths.js';

export function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  const file = here.endsWith('.js') ? join(dirname(here), 'worker.js') : projectPath('dist', 'src', 'sim', 'worker.js');
  if (!existsSync(file)) throw new InternalError(`${file} is missing: run \`npm run build\` first`);
  return file;
}

export function createPool(workers: number): Piscina {
  return new Piscina({ filename: workerFile(), minThreads: workers, maxThreads: workers, idleTimeout: 60_000 });
}
