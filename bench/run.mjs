#!/usr/bin/env node
// Runs every benchmark in turn; each prints its own ratio against a baseline measured in the same run.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const only = process.argv[2];
// The *-profile.ts and *-trace.ts scripts explain a figure (where its time goes) rather than measure one: run them by hand.
// The soak and the fleet load take ten minutes and more each: run by name only (`npm run bench -- bus-soak`).
const LONG = new Set(['bus-soak.ts', 'fleet-size.ts']);
const benches = fs.readdirSync('bench').filter((f) => f.endsWith('.ts') && !/-(profile|trace)\.ts$/.test(f) && (only ? f.startsWith(only) : !LONG.has(f)));
for (const file of benches) {
  console.log(`\n=== bench/${file} ===`);
  const res = spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
