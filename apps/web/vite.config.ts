import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contractMessages } from './build-plugins/contract-messages.ts';
import { firstLists } from './build-plugins/first-lists.ts';
import { scrollbarSizeOnce } from './build-plugins/scrollbar-size.ts';

const backend = 'http://localhost:8080';
const BASE = '/cniotmgr/';

/**
 * src/lib/request/early-calls.ts as a script of its own that index.html runs first: a signed-in reload asks
 * for the user, the menu and the page's first rows while the console's modules are still loading, not after
 * they ran. A file, not inline: the server's Content-Security-Policy allows scripts of its own origin only.
 * (Rolldown is the bundler Vite itself runs on.)
 */
function earlyCalls(lists: Plugin): Plugin {
  const entry = fileURLToPath(new URL('./src/lib/request/early-calls.ts', import.meta.url));
  const start = `cniotEarly.startEarlyCalls(location.pathname.slice(${BASE.length - 1})||'/',location.search);`;
  const bundled = async () => {
    // The first-lists table is the console's own module (build-plugins/first-lists.ts), read once for both.
    const bundle = await rolldown({ input: entry, platform: 'browser', plugins: [lists] });
    const { output } = await bundle.generate({ format: 'iife', name: 'cniotEarly', minify: true });
    await bundle.close();
    return `${output[0].code}${start}`;
  };
  let fileName = '';
  let serving = false;
  return {
    name: 'cniot-early-calls',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async buildStart() {
      if (serving) return;
      const source = await bundled();
      fileName = `assets/early-calls-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    async transformIndexHtml() {
      // The dev server sends no such policy: there the script is inlined, rebuilt on each load.
      const tag = serving ? { children: await bundled() } : { attrs: { src: `${BASE}${fileName}`, async: true } };
      return [{ tag: 'script', ...tag, injectTo: 'head-prepend' }];
    },
  };
}

const lists = firstLists();

export default defineConfig({
  base: BASE,
  plugins: [react(), earlyCalls(lists), scrollbarSizeOnce(), contractMessages(), lists],
  server: {
    proxy: {
      '/cniotapi': backend,
      '/files': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Every visit runs the first script (React and the sign-in page) at once: Chromium then compiles its
        // functions while it streams the file instead of one by one on the main thread before the first paint.
        postBanner: (chunk) => (chunk.isEntry || chunk.name === 'react' ? '//# allFunctionsCalledOnLoad' : ''),
        // Fewer, larger files past the sign-in page (a list reload fetched about 180): antd's parts that three or more
        // lazy chunks share as one, the query and request libraries as one. React and the router are a group of their
        // own, with the entry's compile hint, so that neither group takes them in as a dependency and brings itself to
        // the sign-in page. One file for all the sign-in page runs (rolldown's $initial tag) painted it later.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 3 },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@babel|clsx|classnames)[\\/]/, minShareCount: 3, priority: 2 },
            { name: 'query', test: /node_modules[\\/](@tanstack|axios)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
