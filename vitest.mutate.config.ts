// Vitest configuration for `npm run mutate`: the tests that import src/ (Stryker mutates src/, not the built lib/ the
// end-to-end and browser tests run), without coverage.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  test: {
    ...base.test,
    exclude: ['test/e2e/**', 'test/browser/**', 'test/review/cli.test.ts'],
    coverage: { enabled: false },
  },
});
