import { defineConfig } from 'vitest/config';

// The CI suite. Slow statistical checks live in test/slow (npm run test:slow, small sizes in CI).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/slow/**', 'test/browser/**', '**/*.browser.test.ts', 'node_modules/**', 'dist/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    setupFiles: ['test/support/remove-temp-dirs.ts'],
  },
});
