import { defineConfig } from 'vitest/config';

/**
 * Fault tests on real broker clusters: minutes, not seconds, so they are not
 * part of `npm test`; .ci/run runs them after it on every submission.
 */
export default defineConfig({
  test: {
    name: 'faults',
    include: ['test/faults/**/*.fault.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
