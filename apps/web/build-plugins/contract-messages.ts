import { createRequire } from 'node:module';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import type { Flat } from '../src/i18n/i18n.ts';

const PREFIX = 'virtual:contract-messages/';
/** packages/contract/src/i18n.ts, where the contract merges its message files into one catalogue per language. */
const CONTRACT_I18N = createRequire(import.meta.url).resolve('@cniot/contract/i18n');

interface Evaluated {
  catalogues: Record<string, Flat>;
  /** The contract's files the catalogues were made from. */
  sources: Set<string>;
}

/**
 * The contract's catalogues as the server sees them, strings only (the console's i18next takes nothing else).
 * The contract's TypeScript is bundled in memory (Rolldown, which Vite itself runs on) and run here.
 */
async function evaluate(): Promise<Evaluated> {
  const bundle = await rolldown({ input: CONTRACT_I18N, platform: 'neutral' });
  const { output } = await bundle.generate({ format: 'iife', name: 'contractI18n' });
  await bundle.close();
  const [chunk] = output;
  const run = new Function(`${chunk.code}\nreturn contractI18n.catalogues;`) as () => Record<string, Record<string, unknown>>;
  const catalogues = Object.fromEntries(Object.entries(run()).map(([lang, all]) => [lang, Object.fromEntries(Object.entries(all).filter(([, v]) => typeof v === 'string'))])) as Record<string, Flat>;
  return { catalogues, sources: new Set(chunk.moduleIds) };
}

/**
 * `virtual:contract-messages/<language>`: the contract's messages of one language, so that the console downloads
 * and runs only the languages it shows. The contract keeps every language of a domain in one file (the server
 * needs them all); split by hand, each text would be declared in two places.
 */
export function contractMessages(): Plugin {
  let evaluated: Promise<Evaluated> | undefined;
  // A change to one of these makes the catalogues again (dev server, build --watch).
  let sources = new Set<string>();
  return {
    name: 'cniot-contract-messages',
    resolveId: {
      filter: { id: new RegExp(`^${PREFIX}`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\0${PREFIX}`) },
      async handler(id) {
        // Failed (a message file mid-edit), the next load tries again.
        evaluated ??= evaluate().catch((error: unknown) => {
          evaluated = undefined;
          throw error;
        });
        const { catalogues, sources: files } = await evaluated;
        sources = files;
        for (const file of files) this.addWatchFile(file);
        const lang = id.slice(PREFIX.length + 1);
        if (!catalogues[lang]) this.error(`The contract has no messages in ${lang}`);
        // V8 parses a JSON string faster than an object literal of the same size.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogues[lang]))});`;
      },
    },
    watchChange(id) {
      if (sources.has(id)) evaluated = undefined;
    },
  };
}
