import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@cniot/contract/constants';
import { staticEntries } from '../../src/routing/static-entries.ts';
import { menuNameOf } from '@cniot/contract/manifest/define';
import { menuSeeds } from '@cniot/contract/manifest/menus';
import { MANIFESTS } from '@cniot/contract/manifest/registry';
import { manifestResource } from '../../src/components/list-page/manifest-resource.ts';
import { resourceKeys } from '../../src/components/list-page/resource-keys.ts';
import type { Resource } from '../../src/components/list-page/resource.ts';
import { flattenTexts } from '@cniot/contract/screens/catalogues';
import { mergedCatalogue } from '../../src/i18n/i18n.ts';
import { webCatalogues } from '../../src/i18n/catalogues.ts';

/** Every catalogue has every key, Italian too (issue 25, item 6): the spec's English fallback is not needed. */
const COMPLETE: Language[] = ['en_US', 'zh_CN', 'de_DE', 'pl_PL', 'it_IT'];

const sources = import.meta.glob('../../src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const declared = import.meta.glob('../../src/features/**/*-resource.tsx', { import: 'default', eager: true }) as Record<string, Resource>;

let catalogues: Record<Language, Record<string, string>>;
let web: Record<Language, Record<string, string>>;
let namespaces: Set<string>;

beforeAll(async () => {
  catalogues = Object.fromEntries(await Promise.all(COMPLETE.map(async (lang) => [lang, await mergedCatalogue(lang)]))) as typeof catalogues;
  web = Object.fromEntries(await Promise.all(COMPLETE.map(async (lang) => [lang, flattenTexts([await webCatalogues[lang]()])]))) as typeof web;
  namespaces = new Set(Object.keys(catalogues.en_US).map((k) => k.split('.')[0]));
});

/** Every quoted 'namespace.key' in the code: t() arguments and the keys code passes around (tables, helpers). */
function literalKeys(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [file, code] of Object.entries(sources)) {
    if (file.includes('/i18n/')) continue;
    for (const [, key] of code.matchAll(/'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) {
      if (namespaces.has(key.split('.')[0])) found.set(key, file);
    }
  }
  return found;
}

/** Static starts of template-literal keys (`layout.sizes.${s}`): each family must exist. */
function templatePrefixes(): Set<string> {
  const found = new Set<string>();
  for (const [file, code] of Object.entries(sources)) {
    if (file.includes('/i18n/')) continue;
    for (const [, prefix] of code.matchAll(/`([a-zA-Z][\w-]*\.(?:[\w-]+\.)*)\$\{/g)) {
      if (namespaces.has(prefix.split('.')[0])) found.add(prefix);
    }
  }
  return found;
}

/** Titles of the menus the server seeds from the manifests: directories and pages by name, buttons by page and action. */
function seededMenuKeys(): string[] {
  return menuSeeds(MANIFESTS).flatMap((seed) => {
    if (seed.type !== 'F') return [`menus.${seed.name}`];
    // A list inside another's page shares its prefix; the buttons are the page's.
    const owner = MANIFESTS.find((m) => (m.menu || m.buttonsOn) && seed.name.startsWith(`${m.perm}:`));
    return owner ? [`menus.${menuNameOf(owner)}`, `permissionActions.${seed.name.slice(owner.perm.length + 1)}`] : [`unknownButton.${seed.name}`];
  });
}

const families: Record<string, string[]> = {
  'layout.sizes': ['default', 'medium', 'small', 'mini'],
  tags: ['refresh', 'close', 'closeOthers', 'closeLeft', 'closeRight', 'closeAll'],
  settings: ['theme-dark', 'theme-light', 'topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'],
  'upload.image': ['format', 'size', 'limit', 'failed', 'uploading'],
  'upload.file': ['format', 'size', 'limit', 'failed', 'uploading'],
  home: ['morning', 'afternoon', 'evening'],
};

const usedKeys = (): string[] => [
  ...literalKeys().keys(),
  ...Object.values(declared).flatMap(resourceKeys),
  ...staticEntries.map((e) => `menus.${e.meta.title}`),
  ...seededMenuKeys(),
  ...MANIFESTS.flatMap((m) => resourceKeys(manifestResource(m))),
  ...Object.entries(families).flatMap(([prefix, names]) => names.map((n) => `${prefix}.${n}`)),
];

describe('catalogues', () => {
  it('finds the declarations and keys it checks', () => {
    expect(Object.keys(declared).length).toBeGreaterThanOrEqual(14);
    expect(literalKeys().size).toBeGreaterThan(100);
    expect(seededMenuKeys()).toContain('menus.systemManagement');
    expect(seededMenuKeys()).toContain('permissionActions.resetPwd');
  });

  it.each(COMPLETE)('%s has every key the code uses', (lang) => {
    const missing = [...new Set(usedKeys())].filter((key) => !(key in catalogues[lang]));
    expect(missing).toEqual([]);
  });

  it.each(COMPLETE)('%s has every key family the code builds', (lang) => {
    const missing = [...templatePrefixes()].filter((prefix) => !Object.keys(catalogues[lang]).some((k) => k.startsWith(prefix)));
    expect(missing).toEqual([]);
  });

  it.each(COMPLETE.filter((l) => l !== 'en_US'))('%s translates every console text English has', (lang) => {
    const english = Object.keys(web.en_US);
    const own = web[lang];
    expect(english.filter((key) => !own[key])).toEqual([]);
  });

  it('uses one placeholder syntax: {name}, as the shared messages do', () => {
    const doubled = Object.entries(web.en_US).filter(([, text]) => text.includes('{{'));
    expect(doubled).toEqual([]);
  });
});
