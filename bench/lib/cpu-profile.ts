import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';

/** A CPU profile as CDP's Profiler.stop returns it (times in µs). */
export interface Profile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A frame's script file name, or its kind in parentheses for the engine's own work (program, GC, idle). */
export const fileOf = (url: string, fn: string) => (url ? url.split('/').pop()! : `(${fn || 'native'})`);

/** A frame as `name file:line:column`. */
export const frameName = (n: Profile['nodes'][number]) => {
  const { functionName, url, lineNumber, columnNumber } = n.callFrame;
  return `${functionName || '(anonymous)'} ${fileOf(url, functionName)}:${lineNumber + 1}:${columnNumber + 1}`;
};

/** With a folder, a CPU profile of this process while `work` runs (what came before, e.g. startup, left out), written there as `<label>.cpuprofile`. */
export async function profiledWhile<T>(label: string, work: () => Promise<T>, dir?: string): Promise<T> {
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${label.replace(/\W+/g, '-').toLowerCase()}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    console.log(`  CPU profile: ${file}`);
    session.disconnect();
  }
}
