import { defineConfig } from 'vitest/config';

/**
 * Fault tests that start their own infrastructure (a PostgreSQL cluster, server
 * processes) and stop it under load: a minute or more of both cores, so they run
 * as a step of their own in .ci/run rather than in every `npm test`.
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['test/faults/**/*.fault.ts'],
    pool: 'forks',
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
