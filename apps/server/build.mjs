#!/usr/bin/env node
// The production server as plain JavaScript: the server and the contract in one ES module, the demo
// simulator in another beside it; dependencies stay in node_modules (native modules, PGlite's wasm).
// Migrations are read from src/db/migrations at run time, the console from apps/web/dist.
import { build } from 'esbuild';

const dependenciesStayExternal = {
  name: 'dependencies-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (a) => (a.path.startsWith('@cniot/') ? undefined : { path: a.path, external: true }));
  },
};

const bundle = (entry, outfile) =>
  build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: 'linked', logLevel: 'warning', plugins: [dependenciesStayExternal] });

const started = Date.now();
await Promise.all([bundle('src/main.ts', 'dist/main.js'), bundle('../../tools/simulator/src/main.ts', 'dist/simulator.js')]);
console.log(`server built into apps/server/dist in ${Date.now() - started} ms`);
