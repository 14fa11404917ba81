import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../../../..') });

/** The no-restricted-imports messages ESLint gives `file` for one import line. */
async function refusals(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { a } from '${specifier}';\nexport const b = a;\n`, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message.replace(/^.* by a pattern\. /, ''));
}

describe('dependency rules (eslint.config.js)', { timeout: 60_000 }, () => {
  it('keeps features, components and layout out of the web app shell', async () => {
    const shell = "src/app/ and routing/'s shell are on top (router, guard, page registry, kept pages, providers): import stores/, lib/ and routing/'s helpers instead.";
    expect(await refusals('apps/web/src/features/geo/x.ts', '../../routing/page-registry.tsx')).toEqual([shell]);
    expect(await refusals('apps/web/src/features/devices/inverter/x.ts', '../../../routing/router.tsx')).toEqual([shell]);
    expect(await refusals('apps/web/src/layout/x.ts', '../routing/route-guard.tsx')).toEqual([shell]);
    expect(await refusals('apps/web/src/features/geo/x.ts', '../../routing/use-close-page.ts')).toEqual([]);
    expect(await refusals('apps/web/src/layout/x.ts', '../app/providers.tsx')).toEqual([shell]);
    expect(await refusals('apps/web/src/components/list-page/x.ts', '../../app/providers.tsx')).toEqual([shell]);
    expect(await refusals('apps/web/src/features/geo/x.ts', '../../stores/session-store.ts')).toEqual([]);
    expect(await refusals('apps/web/src/routing/x.ts', './page-registry.tsx')).toEqual([]);
  });

  it('keeps features apart and barrel files out everywhere', async () => {
    expect(await refusals('apps/web/src/features/geo/x.ts', '../system/system-api.ts')).toEqual(['Features never import each other.']);
    expect(await refusals('apps/web/src/features/geo/x.ts', '../../lib/index.ts')).toEqual(['No barrel files: import the module itself.']);
    expect(await refusals('apps/server/src/x.ts', './lib/index.ts')).toEqual(['No barrel files: import the module itself.']);
  });

  it('keeps the server and the simulator apart', async () => {
    const server = 'The server runs the simulator as a program (db/demo/simulator-process.ts), never imports it.';
    expect(await refusals('apps/server/src/main.ts', '@cniot/simulator/fleet')).toEqual([server]);
    expect(await refusals('apps/server/src/x.ts', '../../../tools/simulator/src/fleet.ts')).toEqual([server]);
    const simulator = 'The simulator is a plain MQTT client: its devices come from a fleet file, never from the server or its database.';
    expect(await refusals('tools/simulator/src/x.ts', '../../../apps/server/src/db/client.ts')).toEqual([simulator]);
    expect(await refusals('tools/simulator/src/x.ts', 'pg')).toEqual([simulator]);
    expect(await refusals('tools/simulator/src/x.ts', '@cniot/contract/devices/simulated-fleet')).toEqual([]);
  });
});
