import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Slow checks (npm run test:slow; CI runs it): statistical calibration and interval coverage
// (test/slow/, small sizes unless BALANCE_LAB_SLOW_SCALE says otherwise; benchmarks use larger
// ones), the *.slow.test.ts files (training, planted imbalance, the speed tools, the longer MCTS
// checks), and the conformance playouts on their full sample.
export default defineConfig({
  test: {
    include: ['test/slow/**/*.test.ts', 'test/**/*.slow.test.ts', 'test/conformance/playouts.test.ts'],
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 1_200_000,
    hookTimeout: 600_000,
    pool: 'forks',
    setupFiles: ['test/support/remove-temp-dirs.ts'],
  },
});
