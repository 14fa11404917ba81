import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../../..');
/**
 * Where a doc's short path may start: the repository, a package, its sources, or the server's
 * modules folder (docs say `lib/crud.ts` for the server's `src/lib/crud.ts`).
 */
const bases = ['', 'apps/server', 'apps/server/src', 'apps/server/src/modules', 'apps/web', 'apps/web/src', 'apps/web/src/app', 'packages/contract/src', 'tools/simulator/src', 'node_modules'];
/** A file path in backticks: at least one folder and a file extension; `NNNN` marks a pattern, not a file. */
const PATH = /`([\w.@-]+(?:\/[\w.@-]+)+\.(?:ts|tsx|mjs|js|json|sql|sh|md|css))`/g;

function namedPaths(text: string): string[] {
  return [...text.matchAll(PATH)].map((m) => m[1]).filter((p) => !/NNNN/.test(p));
}

const exists = (named: string) => bases.some((base) => fs.existsSync(path.join(repo, base, named)));

const docs = [
  'README.md',
  ...fs
    .readdirSync(path.join(repo, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

describe('paths the docs name', () => {
  it('reads paths in backticks and leaves patterns alone', () => {
    expect(namedPaths('see `apps/server/src/lib/crud.ts`, `lib/x.tsx` and `migrations/NNNN-name.sql`, not `crud.ts`')).toEqual(['apps/server/src/lib/crud.ts', 'lib/x.tsx']);
  });

  it.each(docs)('%s names only paths that exist', (doc) => {
    const missing = namedPaths(fs.readFileSync(path.join(repo, doc), 'utf8')).filter((p) => !exists(p));
    expect(missing).toEqual([]);
  });
});
