import { defineConfig } from 'vitest/config';

/** Browser tests: one real server per file, files one after another (two cores, one Chromium at a time). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['specs/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
