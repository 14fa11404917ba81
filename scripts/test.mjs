#!/usr/bin/env node
// The one test command: type check, lint and the console build side by side, then the unit + server
// integration tests, then the browser tests. Each step prints its name, output and duration; the first
// failing stage stops the run with the failing step's exit code.
import { spawn } from 'node:child_process';

// The first stage's steps each leave a core idle for long stretches (one process reading files, one bundling),
// so they share the machine; the tests after them fill both cores on their own.
const stages = [
  [
    ['type check', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
    ['console build', 'npm', ['run', 'build']],
  ],
  [['unit and server tests', 'npx', ['vitest', 'run']]],
  [['browser tests', 'npm', ['run', 'test:e2e']]],
];

/** Runs a step; alone it prints as it goes, beside others its output is held and printed whole when it ends. */
function run([name, cmd, args], alone) {
  const started = Date.now();
  if (alone) console.log(`\n=== ${name} ===`);
  const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
  const chunks = [];
  child.stdout?.on('data', (c) => chunks.push(c));
  child.stderr?.on('data', (c) => chunks.push(c));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(chunks).toString()}`);
      console.log(code === 0 ? `✓ ${name} (${secs}s)` : `\n✗ ${name} failed after ${secs}s`);
      resolve(code ?? 1);
    });
  });
}

for (const stage of stages) {
  const codes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
