import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:8080';

export default defineConfig({
  base: '/cniotmgr/',
  plugins: [react()],
  server: {
    proxy: {
      '/cniotapi': backend,
      '/files': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Every visit runs the first script (React and the sign-in page) at once: Chromium then compiles its
        // functions while it streams the file instead of one by one on the main thread before the first paint.
        postBanner: (chunk) => (chunk.isEntry ? '//# allFunctionsCalledOnLoad' : ''),
      },
    },
  },
});
