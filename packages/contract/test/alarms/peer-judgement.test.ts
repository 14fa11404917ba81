import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n.ts';
import { flattenTexts, screenCatalogues } from '../../src/screens/catalogues.ts';

/** Every field that carries the name "Against peers" (peer-judgement.ts). */
const CARRIERS = ['resources.pvMaintenance.fields.ratio', 'resources.alarm.fields.againstPeers', 'resources.alarmRecord.fields.againstPeers'];

describe('"Against peers" means one thing', () => {
  it.each(['en_US', 'zh_CN', 'de_DE', 'pl_PL'] as const)('%s: every field carrying it uses the one shared name, and nothing else does', async (lang) => {
    const name = catalogues[lang]['peers.label'];
    expect(name).toBeTruthy();
    const texts = flattenTexts(await screenCatalogues[lang]());
    expect(CARRIERS.map((k) => texts[k])).toEqual(CARRIERS.map(() => name));
    expect(Object.keys(texts).filter((k) => texts[k] === name && !CARRIERS.includes(k))).toEqual([]);
  });
});
