import { defineConfig } from 'vitest/config';

/** Browser tests: one real server per file, files one after another (two cores, one Chromium at a time). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // The first spec with the demo also seeds this run's demo template (helpers/database-template.ts).
    hookTimeout: 300_000,
  },
});
