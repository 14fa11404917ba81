import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's own temporary folder: templates that must not outlive the run (helpers/database-template.ts). */
    e2eRunDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-e2e-run-'));
  project.provide('e2eRunDir', runDir);
  return () => fs.rmSync(runDir, { recursive: true, force: true });
}
