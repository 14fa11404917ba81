import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@cniot/contract/constants';
import { catalogues } from '@cniot/contract/i18n';
import { contractMessages } from '../../build-plugins/contract-messages.ts';
import type { Flat } from '../../src/i18n/i18n.ts';

type Hook = { handler: (this: unknown, id: string) => Promise<string> | string };

const plugin = contractMessages();
const context = {
  addWatchFile: () => {},
  error: (message: string) => {
    throw new Error(message);
  },
};

/** The module the console's build gets for `virtual:contract-messages/<lang>`, through the plugin's own hooks. */
async function moduleCode(lang: string): Promise<string> {
  const resolved = await (plugin.resolveId as Hook).handler.call(context, `virtual:contract-messages/${lang}`);
  return (plugin.load as Hook).handler.call(context, resolved);
}

const run = (code: string) => new Function(code.replace('export default', 'return'))() as Flat;
const strings = (lang: Language) => Object.fromEntries(Object.entries(catalogues[lang]).filter(([, v]) => typeof v === 'string'));
/** Texts of a language that no other language has, quoted as in a module's source (a JSON string inside a string). */
const ownTexts = (lang: Language) => {
  const others = new Set(LANGUAGES.filter((l) => l !== lang).flatMap((l) => Object.values(strings(l))));
  return Object.values(strings(lang))
    .filter((text) => !others.has(text))
    .map((text) => JSON.stringify(JSON.stringify(text)).slice(1, -1));
};

describe('the contract messages, one module per language', () => {
  let german: string;
  beforeAll(async () => {
    german = await moduleCode('de_DE');
  });

  it('gives German the German texts and no other language’s', () => {
    expect(run(german)['error.notFound']).toBe('Die Ressource existiert nicht');
    expect(ownTexts('de_DE').filter((text) => !german.includes(text))).toEqual([]);
    for (const lang of LANGUAGES.filter((l) => l !== 'de_DE')) {
      const foreign = ownTexts(lang);
      expect(foreign.length).toBeGreaterThan(100);
      expect(foreign.filter((text) => german.includes(text))).toEqual([]);
    }
  });

  it('loses nothing: each language’s module is the contract’s catalogue of that language, strings only', async () => {
    for (const lang of LANGUAGES) expect(run(await moduleCode(lang))).toEqual(strings(lang));
  });

  it('fails the build for a language the contract does not have', async () => {
    await expect(moduleCode('fr_FR')).rejects.toThrow(/no messages in fr_FR/);
  });
});
