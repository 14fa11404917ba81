import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    // Each file builds its own app on its own database, so files need no module isolation; with it
    // every one of 120+ files evaluated the whole server again (measured: 22 files took 132 s of CPU
    // isolated, 57 s shared). Module state is per database or keyed by token; a test that must fake
    // a module spies on the shared object (test/hardening/disk-full.test.ts) instead of vi.mock.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
