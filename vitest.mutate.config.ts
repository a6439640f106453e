// Vitest configuration for `npm run mutate`: the in-process tests of src/ (Stryker mutates src/, not the built lib/ the
// end-to-end and browser tests run); the tests that spawn processes, build sites or sign credentials are left out, as
// each mutant reruns every test that covers it. The parallel-grounding test is left out too: a mutant is switched on in
// the test's own thread only, so it compares mutated code with the unmutated workers and its kills say nothing about a
// behaviour (and it costs 3 s per mutant of the grounding modules). So are the tests of the mutation tooling, which read
// src/ and would find Stryker's instrumented copy. Each test starts with every memo emptied
// (test/mutate-setup.ts). No coverage, and no repository guard (Stryker works in a copy).
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  test: {
    ...base.test,
    globalSetup: [],
    setupFiles: ['test/mutate-setup.ts'],
    exclude: [
      'test/e2e/**',
      'test/browser/**',
      'test/review/cli.test.ts',
      'test/cli/**',
      'test/audit/crash.test.ts',
      'test/audit/differential.test.ts',
      'test/classify/backtracking.test.ts',
      'test/credentials/matrix.test.ts',
      'test/credentials/pages.test.ts',
      'test/projections/canary.test.ts',
      'test/pipeline/site-swap.test.ts',
      'test/grounding/eval-posts.test.ts',
      'test/grounding/parallel.test.ts',
      'test/mutation/**',
    ],
    coverage: { enabled: false },
  },
});
