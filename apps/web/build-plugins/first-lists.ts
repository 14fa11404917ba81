import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';
import type { FirstList } from '../src/routing/seeded-first-lists.ts';

const ID = 'virtual:first-lists';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(ROOT, 'src/routing/seeded-first-lists.ts');
const resolve = (name: string) => pathToFileURL(createRequire(import.meta.url).resolve(name)).href;

interface Derived {
  lists: FirstList[];
  /** The files the table was read from (the routes, the screens, the manifests). */
  sources: Set<string>;
}

/**
 * Packages' ES builds written for bundlers (antd's icons) import files without their extension, which Node's own
 * loader refuses: such an import is tried again as the bundlers read it.
 */
const BUNDLER_RESOLVE = `export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' && error?.code !== 'ERR_UNSUPPORTED_DIR_IMPORT') throw error;
    for (const ending of ['.js', '/index.js']) {
      try {
        return await next(specifier + ending, context);
      } catch {}
    }
    throw error;
  }
}`;

/**
 * Runs apart, in a thread of its own: the screens' modules read the address and cookies as they load, so they
 * get happy-dom's window as their globals there, not in the build's own. Vite's module runner loads them as the
 * console's build does (TypeScript, JSX, import.meta.glob); the packages they use load natively.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
require('node:module').register('data:text/javascript,' + encodeURIComponent(workerData.resolveHook));
(async () => {
  const { Window } = await import(workerData.happyDom);
  const window = new Window({ url: 'http://localhost/cniotmgr/' });
  for (const key of Object.getOwnPropertyNames(window)) if (!(key in globalThis)) globalThis[key] = window[key];
  Object.assign(globalThis, { window, self: window });
  const { createServer } = await import(workerData.vite);
  const server = await createServer({ configFile: false, root: workerData.root, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, ws: false }, optimizeDeps: { noDiscovery: true } });
  try {
    const { seededFirstLists } = await server.ssrLoadModule(workerData.source);
    const lists = await seededFirstLists();
    parentPort.postMessage({ lists, sources: [...server.environments.ssr.moduleGraph.idToModuleMap.keys()] });
  } finally {
    await server.close();
  }
})().catch((error) => parentPort.postMessage({ error: String(error?.stack ?? error) }));
`;

function derive(): Promise<Derived> {
  const worker = new Worker(WORKER, { eval: true, workerData: { resolveHook: BUNDLER_RESOLVE, happyDom: resolve('happy-dom'), vite: resolve('vite'), root: ROOT, source: SOURCE } });
  return new Promise<Derived>((done, fail) => {
    worker.once('message', (answer: { lists: FirstList[]; sources: string[] } | { error: string }) => {
      if ('error' in answer) fail(new Error(`The first lists could not be read from the routes' loaders:\n${answer.error}`));
      else done({ lists: answer.lists, sources: new Set(answer.sources) });
    });
    worker.once('error', fail);
  }).finally(() => void worker.terminate());
}

/** The module's text: a table by address, twice (index.html's first script takes only the calls). */
const moduleCode = (lists: FirstList[]) =>
  [
    `export const FIRST_LISTS = ${JSON.stringify(Object.fromEntries(lists.map((l) => [l.path, l.call])))};`,
    `export const FIRST_PAGES = ${JSON.stringify(Object.fromEntries(lists.map((l) => [l.path, l.page])))};`,
  ].join('\n');

/**
 * `virtual:first-lists`: the call each list page of the seeded menu opens with, by its address, and the page key
 * it shows, read at build time from the pages' route loaders (page-registry.tsx). index.html's first script
 * (early-calls.ts) asks for the call before the console's scripts load; the route guard loads the page's code.
 */
export function firstLists(): Plugin {
  let derived: Promise<Derived> | undefined;
  let sources = new Set<string>();
  return {
    name: 'cniot-first-lists',
    resolveId: {
      filter: { id: new RegExp(`^${ID}$`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\0${ID}$`) },
      async handler() {
        // Failed (a screen mid-edit), the next load tries again.
        derived ??= derive().catch((error: unknown) => {
          derived = undefined;
          throw error;
        });
        const { lists, sources: files } = await derived;
        sources = files;
        for (const file of files) if (file.startsWith('/')) this.addWatchFile(file);
        return moduleCode(lists);
      },
    },
    watchChange(id) {
      if (sources.has(id)) derived = undefined;
    },
  };
}
