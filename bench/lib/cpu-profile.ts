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
