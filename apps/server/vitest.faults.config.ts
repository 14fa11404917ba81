import { defineConfig } from 'vitest/config';

/**
 * Fault tests that start their own infrastructure (a RabbitMQ cluster, a PostgreSQL
 * cluster, server processes) and stop it under load: minutes of both cores, so they
 * run as a step of their own in .ci/run after `npm test`, not in every `npm test`.
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['test/faults/**/*.fault.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
