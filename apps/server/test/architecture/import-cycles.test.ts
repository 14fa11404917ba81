import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, type ImportGraph } from '../helpers/import-graph.ts';

const src = path.resolve(import.meta.dirname, '../../src');
const repo = path.resolve(import.meta.dirname, '../../../..');
/** Every other tree of TypeScript the project writes: a cycle there is as hard to follow as one in the server. */
const otherTrees = ['apps/web/src', 'packages/contract/src', 'tools/simulator/src', 'e2e', 'bench'];
const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]));
/** A module folder (modules/<domain>/<module>) counts as one node: its files may lean on each other, modules may not lean both ways. */
const moduleOf = (file: string) => /^modules\/[^/]+\/[^/]+\//.exec(file)?.[0].slice(0, -1) ?? file;
const drawn = (cycles: string[][]) => cycles.map((c) => c.join(' -> '));

describe('import cycles', () => {
  it('finds every cycle and draws it from its first member back to itself', () => {
    const graph = graphOf({ a: ['b'], b: ['c', 'd'], c: ['a'], d: ['e'], e: ['d'], f: ['a'] });
    expect(drawn(findCycles(graph)).sort()).toEqual(['a -> b -> c -> a', 'd -> e -> d']);
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('follows type-only, re-exported and dynamic imports, and merges a module folder into one node', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('main.ts', "import type { A } from './modules/d/a/a.ts';\nexport { b } from './modules/d/b/b.ts';\nimport 'zod';\n");
    write('modules/d/a/a.ts', "import { a2 } from './a2.ts';\nexport type A = typeof a2;\n");
    write('modules/d/a/a2.ts', "export const a2 = () => import('../../../main.ts');\n");
    write('modules/d/b/b.ts', 'export const b = 1;\n');
    try {
      expect(importGraph(root)).toEqual(
        graphOf({ 'main.ts': ['modules/d/a/a.ts', 'modules/d/b/b.ts'], 'modules/d/a/a.ts': ['modules/d/a/a2.ts'], 'modules/d/a/a2.ts': ['main.ts'], 'modules/d/b/b.ts': [] }),
      );
      expect(importGraph(root, moduleOf)).toEqual(graphOf({ 'main.ts': ['modules/d/a', 'modules/d/b'], 'modules/d/a': ['main.ts'], 'modules/d/b': [] }));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('apps/server/src has no cycle between files', () => {
    expect(drawn(findCycles(importGraph(src)))).toEqual([]);
  });

  it.each(otherTrees)('%s has no cycle between files', (tree) => {
    expect(drawn(findCycles(importGraph(path.join(repo, tree))))).toEqual([]);
  });

  it('apps/server/src/modules has no cycle between modules', () => {
    expect(drawn(findCycles(importGraph(src, moduleOf)))).toEqual([]);
  });
});
