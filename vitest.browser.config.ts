import { defineConfig } from 'vitest/config';

// The HTML report checked in headless Chromium (npm run test:browser; .ci/run runs it).
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts', 'test/**/*.browser.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    setupFiles: ['test/support/remove-temp-dirs.ts'],
  },
});
