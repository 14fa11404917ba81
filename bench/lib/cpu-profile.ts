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
