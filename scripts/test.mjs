#!/usr/bin/env node
// The one test command: type check, lint, unit + server integration tests, then the browser tests.
// Each step prints its name and duration; the first failure stops the run with its exit code.
import { spawnSync } from 'node:child_process';

const steps = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and server tests', 'npx', ['vitest', 'run']],
  ['console build', 'npm', ['run', 'build']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(`\n✗ ${name} failed after ${secs}s`);
    process.exit(res.status ?? 1);
  }
  console.log(`✓ ${name} (${secs}s)`);
}
