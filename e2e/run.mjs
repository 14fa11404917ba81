#!/usr/bin/env node
// Browser tests need Debian's chromium; say how to get it instead of failing obscurely.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with:  sudo apt-get install -y chromium   (or set CHROMIUM_PATH)`);
  process.exit(1);
}
const specs = fs.existsSync('e2e/specs') ? fs.readdirSync('e2e/specs').filter((f) => f.endsWith('.test.ts')) : [];
if (specs.length === 0) {
  console.log('no browser tests yet');
  process.exit(0);
}
// The specs drive the console the server serves from apps/web/dist; without it every page is a plain-text notice.
if (!fs.existsSync('apps/web/dist/index.html')) {
  console.error('The console is not built: run `npm run build` first (npm test does).');
  process.exit(1);
}
// The specs run the server as `npm start` does, compiled: esbuild takes a fraction of a second and
// spares every spec's server the TypeScript loader (the sources may have changed since the last build).
const built = spawnSync(process.execPath, ['build.mjs'], { cwd: 'apps/server', stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const res = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_COMPILED: '1' },
});
process.exit(res.status ?? 1);
