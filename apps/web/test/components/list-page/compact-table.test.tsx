import type { AxiosResponse } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from '@cniot/contract/constants';
import { ResourcePage } from '../../../src/components/list-page/resource-page.tsx';
import { defineResource } from '../../../src/components/list-page/resource.ts';
import { i18n, mergedCatalogue } from '../../../src/i18n/i18n.ts';
import { setLanguage } from '../../../src/lib/cookies.ts';
import { http } from '../../../src/lib/request/http.ts';
import { sessionStore } from '../../../src/stores/session-store.ts';
import { spyFeedback } from '../../feedback-spy.ts';

const noop = async () => undefined;
const resource = defineResource({
  name: 'wn',
  api: '/iot/wn',
  rowKey: 'id',
  labelField: 'wnId',
  perms: { edit: 'iot:wn:edit', remove: 'iot:wn:remove', query: 'iot:wn:query' },
  ops: ['edit', 'remove'],
  detail: ['wnId'],
  columns: [{ name: 'id' }, { name: 'wnId', width: 150 }, { name: 'currentPower' }, { name: 'bindingTime', type: 'datetime' }],
  form: [{ name: 'wnId' }],
  rowActions: [
    { key: 'view', icon: <span>v</span>, run: noop },
    { key: 'unbind', icon: <span>u</span>, run: noop },
  ],
});

beforeAll(async () => {
  i18n.addResourceBundle('de_DE', 'translation', await mergedCatalogue('de_DE'));
  await i18n.changeLanguage('de_DE');
  setLanguage('de_DE');
  spyFeedback();
  sessionStore.set({ permissions: ['*:*:*'], roles: ['admin'] });
  http.defaults.adapter = async (config) =>
    ({
      data: { code: 200, msg: 'ok', rows: [{ id: 12345, wnId: '99100000000001', currentPower: 92.1, bindingTime: '2026-11-24T14:05:09' }], total: 1 },
      status: 200,
      statusText: '',
      headers: {},
      config,
    }) as AxiosResponse;
});

afterAll(async () => {
  setLanguage(DEFAULT_LANGUAGE);
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});

async function renderRow(): Promise<HTMLElement> {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ResourcePage resource={resource} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return (await screen.findByText('99100000000001')).closest('tr')!;
}

describe('the shared list in German', { timeout: 30_000 }, () => {
  it('writes fractions and dates the German way, ids as they are', async () => {
    const row = await renderRow();
    expect(within(row).getByText('92,1')).toBeTruthy();
    expect(within(row).getByText('24.11.2026, 14:05:09')).toBeTruthy();
    expect(within(row).getByText('12345')).toBeTruthy();
  });

  it('shows five commands as three named icons and "more", in a narrow operations column', async () => {
    const row = await renderRow();
    const names = within(row)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Details', 'Bearbeiten', 'Löschen', 'Mehr']);
    const header = screen.getAllByText('Aktionen')[0].closest('table')!.querySelector('col:last-child') as HTMLElement;
    expect(parseInt(header.style.width, 10)).toBeLessThanOrEqual(140);

    fireEvent.click(within(row).getByRole('button', { name: 'Mehr' }));
    await waitFor(() => expect(screen.getByRole('menuitem', { name: /Zuordnung lösen/ })).toBeTruthy());
  });
});
