// Vitest configuration: node environment, tests under test/, generous timeouts for the Astro and browser end-to-end tests, coverage floors.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Fails the run if any test wrote to the repository's ledger/ or certs/; says loudly when the browser tests skipped.
    globalSetup: ['test/repository-guard.ts', 'test/browser-notice.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // `npm test` runs with --coverage: the floor sits a little under what the suite reaches, so a change that drops
    // tested code shows up. Code run only in child processes (the CLI end-to-end tests) is not counted.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary'],
      thresholds: { statements: 86, branches: 75, functions: 85, lines: 88 },
    },
  },
});
