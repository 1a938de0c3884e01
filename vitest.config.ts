import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The suite of `npm test`. Long statistical, training and large-sample checks run in test:slow
// instead (vitest.slow.config.ts): test/slow/ and every *.slow.test.ts beside the tests they extend.

/** Test files that change state other files read (test/sim/failures.test.ts registers a game). */
const STATEFUL = ['test/sim/failures.test.ts'];
const NOT_HERE = ['test/slow/**', '**/*.slow.test.ts', 'test/browser/**', '**/*.browser.test.ts', 'node_modules/**', 'dist/**'];

export default defineConfig({
  test: {
    // The conformance playouts on a smaller sample than test:slow's 10,000 matches and 60 checked
    // playouts per variant (test/conformance/support.ts).
    env: { CONFORMANCE_MATCHES: process.env['CONFORMANCE_MATCHES'] ?? '1000', CONFORMANCE_FULL_RUNS: process.env['CONFORMANCE_FULL_RUNS'] ?? '12' },
    // Two test files at once even on 2 cores, where vitest's default (cores - 1) runs one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    setupFiles: ['test/support/remove-temp-dirs.ts'],
    projects: [
      // One process runs many files and loads the lab's modules once (a second per file saved);
      // a file that changes module state (registers a game, say) belongs in STATEFUL.
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: [...NOT_HERE, ...STATEFUL], isolate: false } },
      { extends: true, test: { name: 'isolated', include: STATEFUL } },
    ],
  },
});
