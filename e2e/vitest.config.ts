import { defineConfig } from 'vitest/config';

/**
 * Browser tests: one real server and Chromium per file, three files at a time: much of a spec's time
 * is a server starting or a page waiting for its answers, which the other file's work fills.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['global-setup.ts'],
    maxWorkers: 3,
    testTimeout: 120_000,
    // The first spec with the demo also seeds this run's demo template (helpers/database-template.ts).
    hookTimeout: 300_000,
  },
});
