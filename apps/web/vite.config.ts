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
  },
});
