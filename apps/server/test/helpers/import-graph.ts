import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Who imports whom, by path relative to the root; a node's edges are deduplicated. */
export type ImportGraph = Map<string, Set<string>>;

/**
 * The relative imports of every .ts file under `root`: static, type-only,
 * re-exports and dynamic import() alike, since each is a dependency a reader
 * has to follow. `unitOf` merges files into one node (a module folder, say);
 * an edge inside a unit is dropped.
 */
export function importGraph(root: string, unitOf: (file: string) => string = (f) => f): ImportGraph {
  const graph: ImportGraph = new Map();
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  for (const file of files) {
    const from = unitOf(file.split(path.sep).join('/'));
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(root, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path
        .relative(root, path.resolve(root, path.dirname(file), fileName))
        .split(path.sep)
        .join('/');
      const to = unitOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** One cycle per strongly connected component (Tarjan), each written as a path back to its start. */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = stack.splice(stack.indexOf(v));
    if (component.length > 1) components.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return components.map((c) => pathBack(graph, new Set(c), [...c].sort()[0]));
}

/** The shortest way from `start` back to itself inside its component. */
function pathBack(graph: ImportGraph, members: Set<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!members.has(w) || cameFrom.has(w)) continue;
      cameFrom.set(w, v);
      if (w === start) {
        const trail: string[] = [];
        for (let at = v; at !== start; at = cameFrom.get(at)!) trail.unshift(at);
        return [start, ...trail, start];
      }
      queue.push(w);
    }
  }
  return [start];
}
