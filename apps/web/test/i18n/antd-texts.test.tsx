import type { AxiosResponse } from 'axios';
import { Modal, Select } from 'antd';
import type { Locale } from 'antd/es/locale';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@cniot/contract/constants';
import { Providers } from '../../src/app/providers.tsx';
import { ResourcePage } from '../../src/components/list-page/resource-page.tsx';
import { defineResource } from '../../src/components/list-page/resource.ts';
import { loadAntdLocale } from '../../src/i18n/antd-locale.ts';
import { completeLocale } from '../../src/i18n/antd-texts.tsx';
import { i18n, mergedCatalogue } from '../../src/i18n/i18n.ts';
import { http } from '../../src/lib/request/http.ts';
import { sessionStore } from '../../src/stores/session-store.ts';

const resource = defineResource({
  name: 'config',
  api: '/system/config',
  rowKey: 'configId',
  labelField: 'configName',
  perms: { remove: 'system:config:remove' },
  columns: [{ name: 'configId' }, { name: 'configName' }],
});

let german: Locale;

beforeAll(async () => {
  i18n.addResourceBundle('de_DE', 'translation', await mergedCatalogue('de_DE'), true, true);
  await i18n.changeLanguage('de_DE');
  german = await loadAntdLocale('de_DE');
  sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
  http.defaults.adapter = async (config) =>
    ({
      data: {
        code: 200,
        msg: 'ok',
        rows: [
          { configId: 1, configName: 'Alpha' },
          { configId: 2, configName: 'Beta' },
        ],
        total: 2,
      },
      status: 200,
      statusText: '',
      headers: {},
      config,
    }) as AxiosResponse;
});
afterAll(async () => {
  await i18n.changeLanguage('en_US');
  await loadAntdLocale('en_US');
});

/** Issue 25, item 7: antd's screen-reader texts in the console's language, in lists and in dialogs alike. */
describe('antd’s own texts', () => {
  it('names the selection boxes, the page size and a select’s clear button in German, in a page and in a dialog', async () => {
    render(
      <Providers locale={german}>
        <MemoryRouter>
          <ResourcePage resource={resource} />
        </MemoryRouter>
        <Modal open title="Dialog">
          <Select value="a" options={[{ value: 'a', label: 'A' }]} />
        </Modal>
      </Providers>,
    );
    expect(await screen.findByLabelText('Zeile 2 auswählen')).toBeTruthy();
    expect(screen.getByLabelText('Alle auswählen')).toBeTruthy();
    expect(screen.getAllByLabelText('Leeren').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Select all')).toBeNull();
    expect(screen.queryByLabelText('Clear')).toBeNull();
  });

  it('leaves none of antd’s texts in English that antd’s own locale forgot', async () => {
    const english = completeLocale(await loadAntdLocale('en_US'), i18n.getFixedT('en_US'));
    for (const lang of LANGUAGES.filter((l) => l !== 'en_US')) {
      i18n.addResourceBundle(lang, 'translation', await mergedCatalogue(lang), true, true);
      const locale = completeLocale(await loadAntdLocale(lang), i18n.getFixedT(lang));
      expect(locale.Pagination?.page_size, lang).not.toBe(english.Pagination?.page_size);
      expect(locale.DatePicker?.lang.weekSelect, lang).not.toBe(english.DatePicker?.lang.weekSelect);
      expect(locale.Table?.filterReset, lang).not.toBe(english.Table?.filterReset);
    }
    await loadAntdLocale('de_DE');
  });
});
