#!/usr/bin/env node
// Runs every benchmark in turn; each prints its own ratio against a baseline measured in the same run.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const only = process.argv[2];
const benches = fs.readdirSync('bench').filter((f) => f.endsWith('.ts') && (!only || f.startsWith(only)));
for (const file of benches) {
  console.log(`\n=== bench/${file} ===`);
  const res = spawnSync('npx', ['tsx', `bench/${file}`], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
