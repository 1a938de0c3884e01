import { defineConfig } from 'vitest/config';

// Slow statistical checks (calibration, interval coverage). CI runs them with small sizes
// (BALANCE_LAB_SLOW_SCALE defaults to small); benchmarks use larger ones.
export default defineConfig({
  test: {
    include: ['test/slow/**/*.test.ts'],
    testTimeout: 1_200_000,
    hookTimeout: 600_000,
    pool: 'forks',
    setupFiles: ['test/support/remove-temp-dirs.ts'],
  },
});
