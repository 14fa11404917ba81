import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contractMessages } from './build-plugins/contract-messages.ts';
import { firstLists } from './build-plugins/first-lists.ts';

export default defineProject({
  plugins: [react(), contractMessages(), firstLists()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Modules are shared between files (test/setup.ts resets the stores, the query cache and storage
    // for each): isolated, every file evaluated antd and the console again, 85 s of CPU against 29.
    isolate: false,
  },
});
